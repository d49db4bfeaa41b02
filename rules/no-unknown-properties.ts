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

/** <kit> turns every character but letters and digits into a separator (docs/behaviour.md#what-kit-writes-out). */
function letters(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const first = [...a].findIndex((c, i) => c !== b[i]);
  return (
    first >= 0 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2)
  );
}

function typos(a: string, b: string): number {
  return swapped(a, b) ? 1 : distance(a, b);
}

/**
 * An alias, else the same letters, else the one nearest field within a quarter of the key's letters; none on a tie.
 * Never a field the tool rejects: renaming onto it would break the key (docs/behaviour.md#gcs).
 */
export function closestField(key: string, all: readonly FieldSpec[]): FieldSpec | undefined {
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

interface Rejected {
  readonly property: ConfigProperty;
  readonly object: ConfigObject;
  readonly type: string;
}

/** Not inside unknown keys' values. A nothing value is left out: <kit> drops `undefined` and fails on `null`. */
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

/** When the tool rejects an unknown key (docs/behaviour.md#every-store); the rule's docs quote the errors. */
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
    // A key the configuration's own type declares: what the tool does with it is not known.
    if (!typed && owner === config && config.ownKeys?.has(property.key)) continue;
    // A configuration of unknown role may be a data source, whose own settings (`workspace`) are not unknown.
    if (!typed && owner === config && config.role === "unknown" && remoteStateFieldNames.has(snakeCase(property.key)))
      continue;
    const instead = typed?.rejected && fieldByName(owner.fields, typed.rejected.instead);
    if (typed && instead) {
      // Reported even where the compiler checks keys, which accepts the typed spelling.
      const suggestion = keyFor(instead, binding, { renaming: property });
      const renamable = (binding === "ts" || binding === "json") && !property.keyChecked && !written(owner, instead);
      yield {
        messageId: "rejected",
        data: {
          key: property.key,
          sent: typed.name,
          rejection,
          // The other ways to set the attribute are in the rule's docs.
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
    // The compiler reports this key itself: once is enough.
    if (property.keyChecked) continue;
    const field = closestField(property.key, owner.fields);
    // Renaming onto a field already written would duplicate or override it; a key that is the field's own name
    // stands where the field is not (a data source's `workspace` inside its `config`).
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
