import { lookup, nameNextTo, setness, type Finding } from "../src/model/index.js";
import { fieldByName } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "crash" | "ignored" | "remove";

export default createConfigRule<MessageId>({
  name: "valid-state-locking",
  meta: {
    type: "problem",
    docs: {
      description: "Require state locking to be configured whole: the OSS table-store table together with its endpoint.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      crash:
        '"{{property}}" is set without "{{requires}}": the tool accepts this at init, then crashes at the first state lock. Set "{{requires}}" too.',
      ignored:
        '"{{property}}" is set without "{{requires}}": the tool does no state locking at all. Set "{{requires}}" to lock the state, or remove "{{property}}".',
      remove: 'Remove "{{property}}" (without "{{requires}}" it does nothing).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const dependency of config.spec.dependencies) {
      if (dependency.topic !== "locking") continue;
      // Certainly set, next to a partner that is certainly not: anything that may be (a spread, a condition,
      // an environment read) keeps the rule silent.
      if (setness(config, dependency.field) !== "set" || setness(config, dependency.requires) !== "unset") continue;
      const found = lookup(config, dependency.field);
      if (found.state !== "present") continue;
      const property = found.property;
      const requires = fieldByName(config.fields, dependency.requires);
      if (!requires) continue;
      const data = { property: property.key, requires: nameNextTo(config, requires, config.binding, property) };
      if (dependency.effect === "crash") {
        // No value to invent for the missing partner, and removing this one would silently drop locking.
        yield { messageId: "crash", data, at: property };
      } else {
        // Removing a setting the tool ignores changes nothing; a suggestion, since locking may be what was meant.
        yield {
          messageId: "ignored",
          data,
          at: property,
          suggest: [{ messageId: "remove", data, edits: [{ type: "remove", property }] }],
        };
      }
    }
  },
});
