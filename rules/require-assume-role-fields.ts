import {
  effectiveProperties,
  joinNames,
  keyFor,
  lookup,
  stageOf,
  type ConfigObject,
  type ConfigProperty,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "missing";

/**
 * `undefined` (and Java's or C#'s `null`) is dropped by <kit>; a JavaScript `null` is not an absence, as <kit>
 * fails on it (valid-value-types), and `""` reaches the tool (no-ignored-properties).
 */
function certainlyUnset(block: ConfigObject, field: FieldSpec): boolean {
  const found = lookup(block, field.name);
  if (found.state === "absent") return true;
  return found.state === "present" && found.value.kind === "nothing" && found.value.null !== true;
}

/**
 * TypeScript already says "Property 'roleArn' is missing" for an object literal checked against its type right
 * there (see ConfigProperty.keyChecked), so the rule stays silent; Java's and C#'s compilers accept the omission.
 */
function compilerRejects(property: ConfigProperty, block: ConfigObject, binding: string): boolean {
  if (binding !== "ts" || !property.keyChecked) return false;
  const [start, end] = property.valueSpan.range;
  if (block.span.range[0] !== start || block.span.range[1] !== end) return false;
  return block.entries.every((entry) => entry.type === "opaque" || entry.editable);
}

/** The schema gives each such required entry its environment variables (docs/behaviour.md#cos). */
function supply(missing: readonly FieldSpec[]): string {
  return missing.length === 1 ? "its environment variable supplies it" : "their environment variables supply them";
}

export default createConfigRule({
  name: "require-assume-role-fields",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require the entries the tool needs in an assume-role block (COS `assumeRole` without `roleArn` or `sessionName` fails at `init`, and in a remote-state data source's list form at `plan`, unless the environment supplies them).",
      recommended: "error",
    },
    messages: {
      missing: '"{{property}}" has no {{fields}}, which the tool requires: {{stage}} fails unless {{supply}}.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // A data source's block written as an object is refused at plan whatever it holds, which valid-value-types
    // reports (docs/behaviour.md#remote-state-data-sources).
    const stage = stageOf(config);
    // Blocks the tool ignores instead are no-ignored-properties' concern.
    for (const property of effectiveProperties(config)) {
      const block = property.field?.block;
      if (block?.withoutRequired !== "rejected" || property.value.kind !== "object") continue;
      if (config.role === "data-source" && !property.value.list) continue;
      const object = property.value.object;
      const missing = block.fields.filter((f) => f.required && certainlyUnset(object, f));
      if (missing.length === 0 || compilerRejects(property, object, config.binding)) continue;
      yield {
        messageId: "missing",
        data: {
          property: property.key,
          fields: joinNames(
            missing.map((f) => keyFor(f, config.binding, { in: object, nextTo: property })),
            "or",
          ),
          supply: supply(missing),
          stage,
        },
        at: property,
      };
    }
  },
});
