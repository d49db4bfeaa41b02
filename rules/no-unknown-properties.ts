import { distance } from "fastest-levenshtein";
import { spellLike, type ConfigObject, type ConfigProperty, type Finding } from "../src/model/index.js";
import { snakeCase, type Binding, type FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "unknown" | "unknownDidYouMean" | "rename";

/** Letters only, in lower case: `secretID`, `secret_id` and `SecretId` compare alike. */
function letters(name: string): string {
  return name.replace(/_/g, "").toLowerCase();
}

/** Whether two words differ in exactly one pair of neighbouring letters swapped (`regoin`, `region`). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const first = [...a].findIndex((c, i) => c !== b[i]);
  return first >= 0 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
}

/** Edit distance, a swap of neighbouring letters counting as one typing mistake. */
function typos(a: string, b: string): number {
  return swapped(a, b) ? 1 : distance(a, b);
}

/**
 * The field a key that is no field was most likely meant for: a field that lists the key among its
 * `aliases` (another store's spelling, a natural spelling the field does not have), else a field with the
 * same letters (ignoring case and underscores), else the one field nearest by edit distance (a swap of
 * neighbouring letters counts as one edit), within a quarter of the key's letters (at least one edit). None
 * when two fields are equally near.
 */
export function closestField(key: string, fields: readonly FieldSpec[]): FieldSpec | undefined {
  const snake = snakeCase(key);
  const byAlias = fields.find((f) => f.aliases?.includes(snake));
  if (byAlias) return byAlias;
  const written = letters(key);
  const sameLetters = fields.find((f) => letters(f.name) === written);
  if (sameLetters) return sameLetters;
  const threshold = Math.max(1, Math.floor(written.length / 4));
  let best: FieldSpec | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const field of fields) {
    const d = typos(written, letters(field.name));
    if (d < bestDistance) {
      best = field;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return best && bestDistance <= threshold && !tie ? best : undefined;
}

/** A property whose key is no field, with the type it is checked against. */
interface Unknown {
  readonly property: ConfigProperty;
  readonly object: ConfigObject;
  readonly type: string;
}

/** The properties with unknown keys of an object and of the blocks written in it (not inside unknown keys' values). */
function* unknownProperties(object: ConfigObject, type: string): Generator<Unknown> {
  for (const entry of object.entries) {
    if (entry.type !== "property") continue;
    if (!entry.field) {
      yield { property: entry, object, type };
    } else if (entry.field.block && entry.value.kind === "object") {
      yield* unknownProperties(entry.value.object, entry.field.block.typeName);
    }
  }
}

function* check(object: ConfigObject, type: string, binding: Binding): Generator<Finding<MessageId>> {
  for (const { property, object: owner, type: ownerType } of unknownProperties(object, type)) {
    // The compiler reports this key itself (TypeScript's excess-property check): once is enough.
    if (property.keyChecked) continue;
    const field = closestField(property.key, owner.fields);
    // Renaming onto a field that is written already would make a duplicate, or override it.
    const written = field && owner.entries.some((e) => e.type === "property" && e.field?.name === field.name);
    if (!field || written) {
      yield { messageId: "unknown", data: { key: property.key, type: ownerType }, at: property };
      continue;
    }
    const suggestion = spellLike(property.key, field, binding);
    yield {
      messageId: "unknownDidYouMean",
      data: { key: property.key, type: ownerType, suggestion },
      at: property,
      suggest: [{ messageId: "rename", data: { key: property.key, suggestion }, edits: [{ type: "rename-key", property, field }] }],
    };
  }
}

export default createConfigRule<MessageId>({
  name: "no-unknown-properties",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow keys that are no property of the configuration type, which the tool never applies.",
      recommended: "warn",
    },
    hasSuggestions: true,
    messages: {
      unknown: '"{{key}}" is not a property of {{type}}, so the setting has no effect.',
      unknownDidYouMean: '"{{key}}" is not a property of {{type}}, so the setting has no effect; the nearest property is "{{suggestion}}".',
      rename: 'Rename "{{key}}" to "{{suggestion}}".',
    },
  },
  check: (config) => check(config, config.typeName, config.binding),
});
