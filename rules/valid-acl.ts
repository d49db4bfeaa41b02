import {
  joinWords,
  replaceValue,
  stringFields,
  suggestValue,
  type ConfigProperty,
  type Finding,
  type Suggestion,
} from "../src/model/index.js";
import type { AllowedValues } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "invalid" | "useValue" | "usePublic" | "useDefault";

function isPublic(allowed: AllowedValues, value: string): boolean {
  return allowed.publicValues?.includes(value) ?? false;
}

function useValue(property: ConfigProperty, allowed: AllowedValues, value: string): Suggestion<MessageId> {
  return suggestValue(isPublic(allowed, value) ? "usePublic" : "useValue", property, value);
}

export default createConfigRule({
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
      invalid: '"{{property}}" is "{{value}}"; allowed values are {{allowed}}{{exactCase}}.',
      useValue: 'Use "{{value}}".',
      usePublic: 'Use "{{value}}" (a public ACL: anyone can read the state file, and the state holds secrets).',
      useDefault: 'Use "" (the provider\'s default ACL).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, text: value, picked: allowed } of stringFields(config, (f) => f.allowedValues)) {
      if (allowed.values.includes(value) || (value === "" && allowed.emptyAllowed)) continue;
      const words = [...allowed.values.map((v) => `"${v}"`), ...(allowed.emptyAllowed ? ["empty"] : [])];
      const sameLetters = allowed.values.find((v) => v.toLowerCase() === value.toLowerCase());
      // Only where the case is the mistake (`PRIVATE`).
      const exactCase = sameLetters !== undefined ? " (exact case)" : "";
      const data = { property: path, value, allowed: joinWords(words, "or"), exactCase };
      if (sameLetters !== undefined && !isPublic(allowed, sameLetters)) {
        // The fix keeps the state private; on a reference to a constant it is offered, not applied.
        yield {
          messageId: "invalid",
          data,
          at: property,
          fix: [replaceValue(property, sameLetters)],
          fixAs: { messageId: "useValue", data: { value: sameLetters } },
        };
      } else if (sameLetters !== undefined) {
        // The tool rejects `PUBLIC-READ` today; fixing its case would publish the state, so offer the private value too.
        const privateValue = allowed.privateValue;
        yield {
          messageId: "invalid",
          data,
          at: property,
          suggest: [
            useValue(property, allowed, sameLetters),
            ...(privateValue !== undefined && privateValue !== sameLetters
              ? [useValue(property, allowed, privateValue)]
              : []),
          ],
        };
      } else {
        yield {
          messageId: "invalid",
          data,
          at: property,
          suggest: [
            ...allowed.values.map((v) => useValue(property, allowed, v)),
            ...(allowed.emptyAllowed
              ? [{ messageId: "useDefault" as const, edits: [replaceValue(property, "")] }]
              : []),
          ],
        };
      }
    }
  },
});
