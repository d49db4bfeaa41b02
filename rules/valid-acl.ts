import { joinWords, walkProperties, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "invalid" | "useValue" | "useDefault";

export default createConfigRule<MessageId>({
  name: "valid-acl",
  meta: {
    type: "problem",
    docs: {
      description: "Require the state file's ACL to be one of the values the tool accepts, in exact case.",
      recommended: "error",
    },
    fixable: "code",
    hasSuggestions: true,
    messages: {
      invalid: '"{{property}}" is "{{value}}"; allowed values are {{allowed}} (exact case).',
      useValue: 'Use "{{value}}".',
      useDefault: 'Use "" (the provider\'s default ACL).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path } of walkProperties(config)) {
      const allowed = property.field?.allowedValues;
      if (!allowed || property.value.kind !== "string") continue;
      const value = property.value.value;
      if (allowed.values.includes(value) || (value === "" && allowed.emptyAllowed)) continue;
      const words = [...allowed.values.map((v) => `"${v}"`), ...(allowed.emptyAllowed ? ["empty"] : [])];
      const data = { property: path, value, allowed: joinWords(words, "or") };
      const sameLetters = allowed.values.find((v) => v.toLowerCase() === value.toLowerCase());
      if (sameLetters !== undefined) {
        yield { messageId: "invalid", data, at: property, fix: [{ type: "replace-value", property, value: sameLetters }] };
      } else {
        yield {
          messageId: "invalid",
          data,
          at: property,
          suggest: [
            ...allowed.values.map((v) => ({
              messageId: "useValue" as const,
              data: { value: v },
              edits: [{ type: "replace-value" as const, property, value: v }],
            })),
            ...(allowed.emptyAllowed
              ? [{ messageId: "useDefault" as const, edits: [{ type: "replace-value" as const, property, value: "" }] }]
              : []),
          ],
        };
      }
    }
  },
});
