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

/** Whether a value makes the state file public (the schema's `publicValues`). */
function isPublic(allowed: AllowedValues, value: string): boolean {
  return allowed.publicValues?.includes(value) ?? false;
}

/** The suggestion to write one accepted value: a public one says that it publishes the state. */
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
      // "(exact case)" only where the case is the mistake: the value is an allowed one in other letters (`PRIVATE`).
      const exactCase = sameLetters !== undefined ? " (exact case)" : "";
      const data = { property: path, value, allowed: joinWords(words, "or"), exactCase };
      if (sameLetters !== undefined && !isPublic(allowed, sameLetters)) {
        // A case-only mistake of a value that is not public (`PRIVATE`): the tool rejects what is written, and
        // the fix keeps the state private. On a reference to a constant the fix is offered, not applied.
        yield {
          messageId: "invalid",
          data,
          at: property,
          fix: [replaceValue(property, sameLetters)],
          fixAs: { messageId: "useValue", data: { value: sameLetters } },
        };
      } else if (sameLetters !== undefined) {
        // A public spelling (`PUBLIC-READ`): today the tool rejects it and nothing is published; fixing its case
        // would publish the state. Offered, with the private value beside it.
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
