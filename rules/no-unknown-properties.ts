import { distance } from "fastest-levenshtein";
import {
  keyFor,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type Finding,
} from "../src/model/index.js";
import { fieldByName, remoteStateFieldNames, snakeCase, type FieldSpec, type Role } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "unknown" | "unknownDidYouMean" | "rejected" | "rename";

/**
 * Letters and digits only, in lower case: `secretID`, `secret_id`, `SecretId` and `secret.id` compare alike (<kit>
 * turns every other character into a separator: docs/behaviour.md#what-kit-writes-out).
 */
function letters(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

/** Whether two words differ in exactly one pair of neighbouring letters swapped (`regoin`, `region`). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const first = [...a].findIndex((c, i) => c !== b[i]);
  return (
    first >= 0 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2)
  );
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
 * when two fields are equally near. Never a field the tool rejects (`rejected`): renaming onto it breaks the key.
 */
export function closestField(key: string, all: readonly FieldSpec[]): FieldSpec | undefined {
  // A spelling the tool rejects is never what a key was meant to be (docs/behaviour.md#gcs:
  // `storeage_custom_endpoint`).
  const fields = all.filter((f) => !f.rejected);
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

/** A property the tool rejects: a key that is no field, or a typed field the tool does not know (`rejected`). */
interface Rejected {
  readonly property: ConfigProperty;
  readonly object: ConfigObject;
  readonly type: string;
}

/**
 * The properties of an object and of the blocks written in it (not inside unknown keys' values) that reach
 * the tool under a name it does not know. A property whose value is nothing (`undefined`, `null`) is left
 * out: <kit> drops an `undefined` key, and fails itself on a `null` (another rule's concern).
 */
function* rejectedProperties(object: ConfigObject, type: string): Generator<Rejected> {
  for (const entry of object.entries) {
    if (entry.type !== "property") continue;
    if (!entry.field || entry.field.rejected) {
      if (entry.value.kind !== "nothing") yield { property: entry, object, type };
    } else if (entry.field.block && entry.value.kind === "object") {
      yield* rejectedProperties(entry.value.object, entry.field.block.typeName);
    }
  }
}

/**
 * When the tool rejects a configuration holding a key it does not know (docs/behaviour.md#every-store), as the messages
 * end "the tool rejects it ...": the backend at `init` ("extraneous property"), the remote-state data source when
 * it is read ("unexpected attribute"), which is at plan at the latest (mistakes in a data source surface at
 * validate or plan); a type name of unknown role may be either. The rule's docs quote the errors.
 */
const REJECTION: Readonly<Record<Role, string>> = {
  backend: "at init",
  "data-source": "at plan",
  unknown: "at init (a backend) or at plan (a data source)",
};

const written = (object: ConfigObject, field: FieldSpec) =>
  object.entries.some((e) => e.type === "property" && e.field?.name === field.name);

function* check(config: ConfigLiteral): Generator<Finding<MessageId>> {
  const { binding } = config;
  const rejection = REJECTION[config.role];
  for (const { property, object: owner, type: ownerType } of rejectedProperties(config, config.typeName)) {
    const typed = property.field;
    // A key the configuration's own type declares (a type that only extends a configuration type): what the
    // tool does with it is not known.
    if (!typed && owner === config && config.ownKeys?.has(property.key)) continue;
    // A configuration of unknown role may be a remote-state data source, of any store: the data source's own
    // settings (`defaults`, `workspace`) are not reported on it.
    if (!typed && owner === config && config.role === "unknown" && remoteStateFieldNames.has(snakeCase(property.key)))
      continue;
    const instead = typed?.rejected && fieldByName(owner.fields, typed.rejected.instead);
    if (typed && instead) {
      // <kit>'s typed property, which the tool rejects always: reported even where the compiler checks the key
      // (it accepts the typed spelling, and TypeScript's did-you-mean for another spelling names it).
      const suggestion = keyFor(instead, binding, { renaming: property });
      const renamable = (binding === "ts" || binding === "json") && !property.keyChecked && !written(owner, instead);
      yield {
        messageId: "rejected",
        data: {
          key: property.key,
          sent: typed.name,
          rejection,
          // The ways to set the attribute the tool knows (the key where the binding can write it, the
          // environment variables, the construct's raw override `addOverride`) are in the rule's docs.
          instead: instead.name,
        },
        at: property,
        ...(renamable && {
          suggest: [
            {
              messageId: "rename",
              data: { key: property.key, suggestion },
              edits: [{ type: "rename-key", property, field: instead }],
            },
          ],
        }),
      };
      continue;
    }
    if (typed) continue;
    // The compiler reports this key itself (TypeScript's excess-property check): once is enough.
    if (property.keyChecked) continue;
    const field = closestField(property.key, owner.fields);
    // Renaming onto a field that is written already would make a duplicate, or override it; a key that is the
    // field's own name stands where the field is not (a data source's `workspace` inside its `config`).
    if (!field || written(owner, field) || field.name === property.key) {
      yield { messageId: "unknown", data: { key: property.key, type: ownerType, rejection }, at: property };
      continue;
    }
    const suggestion = keyFor(field, binding, { renaming: property });
    yield {
      messageId: "unknownDidYouMean",
      data: { key: property.key, type: ownerType, rejection, suggestion },
      at: property,
      suggest: [
        {
          messageId: "rename",
          data: { key: property.key, suggestion },
          edits: [{ type: "rename-key", property, field }],
        },
      ],
    };
  }
}

export default createConfigRule({
  name: "no-unknown-properties",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow keys that reach the tool as attributes it does not know, which it rejects.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      unknown: '"{{key}}" is not a property of {{type}}; the tool rejects it {{rejection}}.',
      unknownDidYouMean:
        '"{{key}}" is not a property of {{type}}; the tool rejects it {{rejection}}. The nearest is "{{suggestion}}".',
      rejected: '"{{key}}" reaches the tool as "{{sent}}", not "{{instead}}"; the tool rejects it {{rejection}}.',
      rename: 'Rename "{{key}}" to "{{suggestion}}".',
    },
  },
  check,
});
