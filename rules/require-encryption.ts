import { isPartialBackend, keyFor, lookup, suggestValue, writesState, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "unset" | "off" | "set";

export default createConfigRule({
  name: "require-encryption",
  meta: {
    type: "problem",
    docs: {
      description: "Require server-side encryption of the state file where the store can be told to encrypt it.",
      strict: "warn",
    },
    hasSuggestions: true,
    messages: {
      unset:
        '"{{property}}" is not set and defaults to {{default}}: {{store}} stores the state file without server-side encryption. Set it to {{value}}.',
      off: '"{{property}}" is {{written}}: {{store}} stores the state file without server-side encryption. Set it to {{value}}.',
      set: 'Set "{{property}}" to {{value}}.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // A data source only reads the state.
    if (!writesState(config)) return;
    // A partial configuration may take the setting from -backend-config, as it takes its bucket.
    const partial = isPartialBackend(config);
    for (const field of config.fields) {
      const protective = field.protectiveValue;
      if (protective === undefined) continue;
      const found = lookup(config, field.name);
      // Maybe set, or set to something not known: silent.
      if (found.state === "maybe") continue;
      const value = String(protective);
      const store = config.spec.store;
      if (found.state === "absent") {
        if (partial || field.default === undefined || field.default === protective) continue;
        const property = keyFor(field, config.binding, { in: config });
        const data = { property, default: String(field.default), store, value };
        yield {
          messageId: "unset",
          data,
          at: config,
          suggest: [
            {
              messageId: "set",
              data,
              edits: [{ type: "insert", object: config, properties: [{ field, value: { literal: protective } }] }],
            },
          ],
        };
        continue;
      }
      const { property } = found;
      const written = found.value;
      if (written.kind === "nothing") {
        // JavaScript's null makes <kit> fail first: valid-value-types reports it.
        if (written.null) continue;
        // <kit> drops an `undefined` key, and the default applies; the tool's null is unset, as a missing key is.
        if (partial || field.default === undefined || field.default === protective) continue;
        const data = { property: property.key, default: String(field.default), store, value };
        yield {
          messageId: "unset",
          data,
          at: property,
          suggest: [suggestValue("set", property, protective, data)],
        };
      } else if (written.kind === "boolean" && written.value !== protective) {
        const data = { property: property.key, written: String(written.value), store, value };
        yield {
          messageId: "off",
          data,
          at: property,
          suggest: [suggestValue("set", property, protective, data)],
        };
      }
    }
  },
});
