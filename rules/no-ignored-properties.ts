import {
  effectiveProperties,
  isCertainlyNonEmptyString,
  joinWords,
  lookup,
  nameNextTo,
  setness,
  type ConfigLiteral,
  type ConfigProperty,
  type Finding,
} from "../src/model/index.js";
import { fieldByName, type FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "withoutRequired" | "blockWithoutRequired" | "remove";

/** `"impersonateServiceAccount" or the environment variable CLOUDG_IMPERSONATE_SERVICE_ACCOUNT`. */
function requirement(name: string, field: FieldSpec): string {
  const env = field.env;
  if (env.length === 0) return `"${name}"`;
  return `"${name}" or ${env.length === 1 ? "the environment variable" : "one of the environment variables"} ${joinWords(env, "or")}`;
}

/**
 * Whether a deprecated block is ignored for another reason: the flattened twin of its required entry is a
 * non-empty string, so the tool uses the flattened properties (no-deprecated-assume-role reports that).
 */
function replacedByTwin(config: ConfigLiteral, field: FieldSpec, required: FieldSpec): boolean {
  const twin = field.deprecated?.replacedBy[required.name];
  return twin !== undefined && isCertainlyNonEmptyString(config, twin);
}

function removal(property: ConfigProperty) {
  return { messageId: "remove" as const, data: { property: property.key }, edits: [{ type: "remove" as const, property }] };
}

export default createConfigRule<MessageId>({
  name: "no-ignored-properties",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow settings the tool drops without a word: a property whose partner is unset (GCS `impersonateServiceAccountDelegates`), a block without its required entry (OSS `assumeRole` without `roleArn`).",
      recommended: "warn",
    },
    hasSuggestions: true,
    messages: {
      withoutRequired: '"{{property}}" is ignored unless {{requirement}} is set; the tool drops it without a word.',
      blockWithoutRequired:
        '"{{property}}" is ignored because its "{{required}}" is {{state}}; without it the tool does nothing with the block.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // A property that does something only next to another, which is certainly unset. Dependencies with a topic
    // belong to the rule about that topic (locking: valid-state-locking).
    for (const dependency of config.spec.dependencies) {
      if (dependency.effect !== "ignored" || dependency.topic !== undefined) continue;
      if (setness(config, dependency.field) !== "set" || setness(config, dependency.requires) !== "unset") continue;
      const found = lookup(config, dependency.field);
      const requires = fieldByName(config.fields, dependency.requires);
      if (found.state !== "present" || !requires) continue;
      const property = found.property;
      yield {
        messageId: "withoutRequired",
        data: { property: property.key, requirement: requirement(nameNextTo(config, requires, config.binding, property), requires) },
        at: property,
        // The environment may supply the partner: removing the property is a choice, not a fix.
        suggest: [removal(property)],
      };
    }

    // A block the tool ignores without its required entry (blocks are top-level fields).
    for (const property of effectiveProperties(config)) {
      const field = property.field;
      const block = field?.block;
      if (!field || block?.withoutRequired !== "ignored" || property.value.kind !== "object") continue;
      const object = property.value.object;
      for (const required of block.fields.filter((f) => f.required)) {
        if (setness(object, required.name) !== "unset" || replacedByTwin(config, field, required)) continue;
        const found = lookup(object, required.name);
        const state =
          found.state !== "present" ? "missing" : found.value.kind === "nothing" ? "not set (undefined or null)" : "empty";
        yield {
          messageId: "blockWithoutRequired",
          data: { property: property.key, required: nameNextTo(object, required, config.binding, property), state },
          at: property,
          suggest: [removal(property)],
        };
        break;
      }
    }
  },
});
