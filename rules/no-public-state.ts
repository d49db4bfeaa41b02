import { walkProperties, writesState, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "public" | "usePrivate";

export default createConfigRule<MessageId>({
  name: "no-public-state",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow a public ACL on the state file, which publishes every secret the state holds.",
      strict: "error",
    },
    hasSuggestions: true,
    messages: {
      public:
        '"{{property}}" is "{{value}}": anyone can read the state file, and the state holds every secret of the stack. Use "{{private}}".',
      usePrivate: 'Use "{{private}}" (only the bucket owner can read the state file).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // Only where the state is stored: a remote-state data source (or a type that may be one) reads it.
    if (!writesState(config)) return;
    for (const { property, path } of walkProperties(config)) {
      const allowed = property.field?.allowedValues;
      const { publicValues, privateValue } = allowed ?? {};
      if (!publicValues || privateValue === undefined || property.value.kind !== "string") continue;
      // Exact values only: another case (`PUBLIC-READ`) is rejected by the tool, so nothing is published;
      // valid-acl reports it (and fixes its case, after which this rule reports the public value).
      const value = property.value.value;
      if (!publicValues.includes(value)) continue;
      const data = { property: path, value, private: privateValue };
      // A suggestion, not a fix: readers that rely on the public ACL would break.
      yield {
        messageId: "public",
        data,
        at: property,
        suggest: [{ messageId: "usePrivate", data, edits: [{ type: "replace-value", property, value: privateValue }] }],
      };
    }
  },
});
