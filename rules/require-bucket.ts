import { isEmptyValue, keyFor, lookup, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "missing" | "empty";

export default createConfigRule<MessageId>({
  name: "require-bucket",
  meta: {
    type: "problem",
    docs: {
      description: "Require the bucket that holds the state: not missing, `undefined` or empty.",
      recommended: "error",
    },
    messages: {
      missing: '{{type}} is missing the required "{{property}}"; set it to the name of an existing {{store}} bucket.',
      empty: '"{{property}}" is {{what}}; {{type}} requires the name of an existing {{store}} bucket.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    const data = { type: config.typeName, store: config.spec.store };
    for (const field of config.fields) {
      if (!field.required) continue;
      const found = lookup(config, field.name);
      if (found.state === "absent") {
        yield { messageId: "missing", data: { ...data, property: keyFor(field, config.binding) }, at: config };
      } else if (found.state === "present" && isEmptyValue(found.value)) {
        // JavaScript's null makes <kit> fail before the tool sees the bucket: valid-value-types reports it.
        if (found.value.kind === "nothing" && found.value.null) continue;
        // What "nothing" is as the binding writes it: JavaScript's `undefined`, Java's and C#'s `null`.
        const what = found.value.kind === "string" ? "an empty string" : config.binding === "ts" ? "undefined" : "null";
        yield { messageId: "empty", data: { ...data, property: found.property.key, what }, at: found.property };
      }
    }
  },
});
