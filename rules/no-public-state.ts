import { stringFields, suggestValue, writesState, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "public" | "usePrivate";

export default createConfigRule({
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
        '"{{property}}" is "{{value}}": anyone can read the state file, which holds every secret of the stack. Use "{{private}}".',
      usePrivate: 'Use "{{private}}" (only the bucket owner can read the state file).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // A data source only reads the state.
    if (!writesState(config)) return;
    for (const { property, path, text: value, picked: allowed } of stringFields(config, (f) => f.allowedValues)) {
      const { publicValues, privateValue } = allowed;
      // Another case (`PUBLIC-READ`) is rejected by the tool, so nothing is published: valid-acl's concern.
      if (!publicValues?.includes(value) || privateValue === undefined) continue;
      const data = { property: path, value, private: privateValue };
      // Not a fix: readers that rely on the public ACL would break.
      yield {
        messageId: "public",
        data,
        at: property,
        suggest: [suggestValue("usePrivate", property, privateValue, data)],
      };
    }
  },
});
