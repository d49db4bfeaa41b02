import {
  joinWords,
  keyFor,
  mayInterpolate,
  suggestRemoval,
  unmetDependency,
  type Finding,
} from "../src/model/index.js";
import type { Role } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "crash" | "crashRead" | "crashEither" | "ignored" | "remove";

/** A data source takes the backend's lock path when it is read, at plan (docs/behaviour.md#oss). */
const CRASH_BY_ROLE: Readonly<Record<Role, MessageId>> = {
  backend: "crash",
  "data-source": "crashRead",
  unknown: "crashEither",
};

export default createConfigRule({
  name: "valid-state-locking",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require state locking to be configured whole: the OSS table-store table together with its endpoint.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      crash: '"{{property}}" is set without "{{requires}}": the tool crashes at init unless {{env}} is set.',
      crashRead: '"{{property}}" is set without "{{requires}}": the tool crashes at plan unless {{env}} is set.',
      crashEither:
        '"{{property}}" is set without "{{requires}}": the tool crashes at init, or at plan for a data source, unless {{env}} is set.',
      ignored: '"{{property}}" is set without "{{requires}}": the tool does no state locking at all.',
      remove: 'Remove "{{property}}" (without "{{requires}}" it does nothing).',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    // Data sources too: reading one takes the backend's lock path (docs/behaviour.md#remote-state-data-sources).
    for (const dependency of config.spec.dependencies) {
      if (dependency.topic !== "locking") continue;
      // Anything that may be set (a spread, a condition, an environment read) keeps the rule silent.
      const unmet = unmetDependency(config, dependency);
      if (!unmet) continue;
      const { property, requires } = unmet;
      // `${..}` in a data source may come out empty, leaving the property unset.
      if (property.value.kind === "string" && mayInterpolate(config, property.value.value)) continue;
      const requiresKey = keyFor(requires, config.binding, { in: config, nextTo: property });
      const data = { property: property.key, requires: requiresKey };
      if (dependency.effect === "crash") {
        // The tool reads the partner from the environment too, which the source cannot tell.
        if (requires.env.length === 0) continue;
        // No value to invent for the partner, and removing this one would silently drop locking.
        yield {
          messageId: CRASH_BY_ROLE[config.role],
          data: { ...data, env: joinWords(requires.env, "or") },
          at: property,
        };
      } else {
        // A suggestion, since locking may be what was meant.
        yield {
          messageId: "ignored",
          data,
          at: property,
          suggest: [suggestRemoval("remove", property, data)],
        };
      }
    }
  },
});
