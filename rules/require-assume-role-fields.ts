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
 * Whether a required entry is certainly not set: not written (nothing opaque may supply it), or written as
 * `undefined` (Java's and C#'s `null` too), which <kit> drops. A JavaScript `null` is no absence: <kit> fails on
 * it while it writes the configuration out (valid-value-types reports that). An empty string is written and
 * reaches the tool (`roleArn: ""` assumes nothing: no-ignored-properties).
 */
function certainlyUnset(block: ConfigObject, field: FieldSpec): boolean {
  const found = lookup(block, field.name);
  if (found.state === "absent") return true;
  return found.state === "present" && found.value.kind === "nothing" && found.value.null !== true;
}

/**
 * Whether TypeScript itself already rejects a block that lacks a required property, at the same place: the
 * configuration's keys are checked against its declared type where the block is written (an annotated
 * variable, `satisfies`, a construct's argument...: see ConfigProperty.keyChecked), and the block is an object
 * literal written right there, with nothing between it and the key (no `as`, no constant) and no property
 * merged in from a constant whose type the code may have asserted. The compiler then says "Property 'roleArn'
 * is missing": this rule stays silent, so that the mistake is not reported twice. Not in JavaScript, not past
 * the type (`as`, `any`), and never in Java or C#, whose compilers accept a builder or an initializer that
 * leaves a property out.
 */
function compilerRejects(property: ConfigProperty, block: ConfigObject, binding: string): boolean {
  if (binding !== "ts" || !property.keyChecked) return false;
  const [start, end] = property.valueSpan.range;
  if (block.span.range[0] !== start || block.span.range[1] !== end) return false;
  return block.entries.every((entry) => entry.type === "opaque" || entry.editable);
}

/**
 * What may supply the missing entries, as prose: the environment variables the tool reads them from. The schema
 * gives every required entry of a block the tool rejects without it its variables (docs/behaviour.md#cos:
 * CLOUDB_ASSUME_ROLE_ARN, CLOUDB_ASSUME_ROLE_SESSION_NAME), which the rule's docs name.
 */
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
    // A backend fails at init; a remote-state data source, whose `config` takes the same block as a list of one
    // object and whose required entries the same variables supply, at plan (docs/behaviour.md#remote-state-data-sources).
    // A data source's block written as an object (what <kit> writes out) is refused at plan whatever it holds, so no
    // variable would save it: valid-value-types reports that, and this rule stays silent there.
    const stage = stageOf(config);
    // Blocks the tool rejects without a required entry (blocks are top-level fields). Blocks it ignores
    // instead are no-ignored-properties' concern.
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
