import {
  blockTakenAsWritten,
  effectiveProperties,
  isCertainlyNonEmptyString,
  keyFor,
  lookup,
  suggestRemoval,
  unmetDependency,
  type ConfigLiteral,
  type ConfigObject,
  type Finding,
  type StaticValue,
} from "../src/model/index.js";
import { hasSince, type BlockSpec, type FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "withoutRequired" | "withEmptyRequired" | "noRole" | "noRoleUnlessProfile" | "remove";

/**
 * A value the tool rejects (out of range, or an object for a plain setting) is another rule's finding, not an
 * ignored one; an unknown value is silent where a range applies, as it may be out of it.
 */
function acceptedAsWritten(value: StaticValue, field: FieldSpec | undefined): boolean {
  if (!field) return true;
  const plain = field.type === "string" || field.type === "number" || field.type === "boolean";
  if (plain && value.kind === "data") return false;
  const range = field.integerRange;
  if (!range) return true;
  let n: number | undefined;
  if (value.kind === "number") n = value.value;
  // A string of digits is the number the tool converts it to (docs/behaviour.md#every-store).
  else if (value.kind === "string" && /^-?[0-9]/.test(value.value) && !/[^0-9]/.test(value.value.replace(/^-/, "")))
    n = Number(value.value);
  return n !== undefined && Number.isInteger(n) && n >= range.min && n <= range.max;
}

function requirement(name: string, field: FieldSpec): string {
  const env = field.env;
  if (env.length === 0) return `"${name}"`;
  return `"${name}" or ${env.length === 1 ? "its environment variable" : "one of its environment variables"}`;
}

/** `envSkipsWrittenEmpty`: a partner written as `""` is not filled from the environment (docs/behaviour.md#oss). */
function writtenEmpty(config: ConfigObject, field: FieldSpec): boolean {
  if (field.envSkipsWrittenEmpty !== true) return false;
  const found = lookup(config, field.name);
  return found.state === "present" && found.value.kind === "string" && found.value.value === "";
}

/** The flattened twin of the block's required entry is set, so the tool ignores the block for that reason instead. */
function replacedByTwin(config: ConfigLiteral, field: FieldSpec, required: FieldSpec): boolean {
  const twin = field.deprecated?.replacedBy[required.name];
  return twin !== undefined && isCertainlyNonEmptyString(config, twin);
}

/**
 * Why a block entry makes the block assume no role, or undefined when it may not. A JavaScript `null` is not
 * unset: <kit> fails on it (valid-value-types reports it).
 */
function ignoringState(object: ConfigObject, entry: FieldSpec, block: BlockSpec): string | undefined {
  const found = lookup(object, entry.name);
  const emptyString = found.state === "present" && found.value.kind === "string" && found.value.value === "";
  if (emptyString && block.emptyIgnored?.includes(entry.name)) return "empty";
  if (!entry.required || block.withoutRequired !== "ignored") return undefined;
  if (found.state === "absent") return "missing";
  return found.state === "present" && found.value.kind === "nothing" && found.value.null !== true
    ? "not set"
    : undefined;
}

export default createConfigRule({
  name: "no-ignored-properties",
  meta: {
    type: "problem",
    docs: {
      description:
        'Disallow settings that do nothing, without a word from the tool: a property whose partner is unset (GCS `impersonateServiceAccountDelegates`; OSS `assumeRolePolicy`, `assumeRoleSessionName` or `assumeRoleSessionExpiration` without `assumeRoleRoleArn`), an assume-role block that names no role (OSS `assumeRole` without `roleArn`, unless a profile names one; COS `roleArn: ""` or `sessionName: ""`).',
      recommended: "warn",
    },
    hasSuggestions: true,
    messages: {
      withoutRequired: '"{{property}}" is ignored unless {{requirement}} is set.',
      withEmptyRequired:
        '"{{property}}" is ignored: "{{requires}}" is the empty string, which the environment does not override.',
      noRole: '"{{property}}" assumes no role, silently: its "{{required}}" is {{state}}.',
      noRoleUnlessProfile:
        '"{{property}}" switches no role unless a profile names one: its "{{required}}" is {{state}}.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    // Dependencies with a topic belong to that topic's rule (locking: valid-state-locking).
    for (const dependency of config.spec.dependencies) {
      if (dependency.effect !== "ignored" || dependency.topic !== undefined) continue;
      // A JavaScript `null` partner makes <kit> fail first, so the dependency is not certainly unmet.
      const unmet = unmetDependency(config, dependency);
      if (!unmet) continue;
      const { property, requires } = unmet;
      if (!acceptedAsWritten(property.value, property.field)) continue;
      // On an older tool the property is rejected, not ignored (no-unsupported-properties); unsure means silent.
      const since = property.field?.since;
      if (settings.toolVersion !== undefined && since !== undefined && hasSince(settings.toolVersion, since) !== true)
        continue;
      const requiresKey = keyFor(requires, config.binding, { in: config, nextTo: property });
      if (writtenEmpty(config, requires)) {
        // A suggestion still: editing a backend asks for `init -reconfigure`, and the partner may be what was meant.
        yield {
          messageId: "withEmptyRequired",
          data: { property: property.key, requires: requiresKey },
          at: property,
          suggest: [suggestRemoval("remove", property)],
        };
        continue;
      }
      yield {
        messageId: "withoutRequired",
        data: {
          property: property.key,
          requirement: requirement(requiresKey, requires),
        },
        at: property,
        // The environment may supply the partner.
        suggest: [suggestRemoval("remove", property)],
      };
    }

    // A block the tool rejects without a required entry (COS) is require-assume-role-fields' concern; here only
    // blocks the tool takes as written (a data source refuses the object form at plan).
    for (const property of effectiveProperties(config)) {
      const field = property.field;
      const block = field?.block;
      if (!field || !block || property.value.kind !== "object" || !blockTakenAsWritten(config, property.value))
        continue;
      const object = property.value.object;
      for (const entry of block.fields) {
        if (replacedByTwin(config, field, entry)) continue;
        const state = ignoringState(object, entry, block);
        if (state === undefined) continue;
        yield {
          // Where a profile may name the role (OSS), the block's other entries still apply.
          messageId: block.profileMayNameRole ? "noRoleUnlessProfile" : "noRole",
          data: {
            property: property.key,
            required: keyFor(entry, config.binding, { in: object, nextTo: property }),
            state,
          },
          at: property,
          suggest: [suggestRemoval("remove", property)],
        };
        break;
      }
    }
  },
});
