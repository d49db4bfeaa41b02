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
 * Whether the tool takes a value as written, so that being ignored is what becomes of it. A value it rejects when
 * it reads the configuration (a whole number out of its range or not whole, an object or list for a plain setting)
 * is not ignored: the rule about that value reports it (valid-session-expiration, valid-value-types), and this one
 * stays silent. A value not known is silent here too where the field has a range: it may be out of it.
 */
function acceptedAsWritten(value: StaticValue, field: FieldSpec | undefined): boolean {
  if (!field) return true;
  const plain = field.type === "string" || field.type === "number" || field.type === "boolean";
  if (plain && value.kind === "data") return false;
  const range = field.integerRange;
  if (!range) return true;
  let n: number | undefined;
  if (value.kind === "number") n = value.value;
  // A string of digits is the number the tool converts it to (docs/behaviour.md#every-store); `[^0-9]` is linear.
  else if (value.kind === "string" && /^-?[0-9]/.test(value.value) && !/[^0-9]/.test(value.value.replace(/^-/, "")))
    n = Number(value.value);
  return n !== undefined && Number.isInteger(n) && n >= range.min && n <= range.max;
}

/**
 * `"impersonateServiceAccount" or one of its environment variables`: the partner, and the variables the tool reads
 * it from (the schema's `env`), which the rule's docs name.
 */
function requirement(name: string, field: FieldSpec): string {
  const env = field.env;
  if (env.length === 0) return `"${name}"`;
  return `"${name}" or ${env.length === 1 ? "its environment variable" : "one of its environment variables"}`;
}

/**
 * Whether the partner is written as the empty string where the schema says its environment variables do not fill
 * such a value (`envSkipsWrittenEmpty`: OSS `assumeRoleRoleArn: ""`): then the property is ignored in every
 * environment. Elsewhere (GCS `impersonateServiceAccount: ""`) docs/behaviour.md does not say whether the
 * variables fill it, and the message keeps naming them.
 */
function writtenEmpty(config: ConfigObject, field: FieldSpec): boolean {
  if (field.envSkipsWrittenEmpty !== true) return false;
  const found = lookup(config, field.name);
  return found.state === "present" && found.value.kind === "string" && found.value.value === "";
}

/**
 * Whether a deprecated block is ignored for another reason: the flattened twin of its required entry is a
 * non-empty string, so the tool uses the flattened properties (no-deprecated-assume-role reports that).
 */
function replacedByTwin(config: ConfigLiteral, field: FieldSpec, required: FieldSpec): boolean {
  const twin = field.deprecated?.replacedBy[required.name];
  return twin !== undefined && isCertainlyNonEmptyString(config, twin);
}

/**
 * Why a block entry makes the block assume no role, as the message says it, or undefined when it does not
 * certainly do so: an entry of the block's `emptyIgnored` written as the empty string (`empty`); a required
 * entry of a block the tool accepts without it that is not written (`missing`) or written as `undefined` (or
 * Java's and C#'s `null`, which leave it unset: `not set`). A JavaScript `null` is no unset value: <kit> fails on it
 * while it writes the configuration out (valid-value-types reports it).
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
    // A property that does something only next to another, which is certainly unset. Dependencies with a topic
    // belong to the rule about that topic (locking: valid-state-locking).
    for (const dependency of config.spec.dependencies) {
      if (dependency.effect !== "ignored" || dependency.topic !== undefined) continue;
      // A JavaScript `null` partner makes <kit> fail before the tool runs (valid-value-types reports it): it
      // leaves the dependency not certainly unmet, as a spread or a condition does.
      const unmet = unmetDependency(config, dependency);
      if (!unmet) continue;
      const { property, requires } = unmet;
      if (!acceptedAsWritten(property.value, property.field)) continue;
      // On a tool older than the property (settings["backend-config"].toolVersion) the tool rejects it rather than
      // ignores it (no-unsupported-properties reports that); a pre-release may lack it too: silent rather than guess.
      const since = property.field?.since;
      if (settings.toolVersion !== undefined && since !== undefined && hasSince(settings.toolVersion, since) !== true)
        continue;
      const requiresKey = keyFor(requires, config.binding, { in: config, nextTo: property });
      if (writtenEmpty(config, requires)) {
        // Ignored in every environment: removing the property changes nothing, but a suggestion all the same (an
        // edit of a backend asks for `init -reconfigure`, and setting the partner may be what was meant).
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
        // The environment may supply the partner: removing the property is a choice, not a fix.
        suggest: [suggestRemoval("remove", property)],
      };
    }

    // A block that assumes no role without its required entry, or with an entry it takes as "nothing" when empty
    // (`roleArn: ""`). Blocks are top-level fields. A block the tool rejects without a required entry (COS) is
    // require-assume-role-fields' concern: here only its empty entries. Only where the tool takes the block as
    // written: a remote-state data source refuses the object form at plan (valid-value-types reports it), and a
    // type of unknown role may be one.
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
          // Where a shared-credentials profile may name the role (OSS), the block's other entries still apply.
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
