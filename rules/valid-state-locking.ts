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

/**
 * When the tool crashes without the locking partner (docs/behaviour.md#oss): a backend during `init` itself, which
 * reads the state; a remote-state data source when it is read, at plan (it takes the backend's lock path); a type
 * name of unknown role may be either.
 */
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
    // Backends and remote-state data sources alike: reading an OSS data source takes the backend's lock path
    // (docs/behaviour.md#remote-state-data-sources), so the crash and the missing locking hold for both; the crash's
    // words say when, by role.
    for (const dependency of config.spec.dependencies) {
      if (dependency.topic !== "locking") continue;
      // Certainly set, next to a partner that is certainly not: anything that may be (a spread, a condition,
      // an environment read) keeps the rule silent.
      const unmet = unmetDependency(config, dependency);
      if (!unmet) continue;
      const { property, requires } = unmet;
      // A data source may interpolate: `${..}` there may come out empty, and then the property is not set at all.
      if (property.value.kind === "string" && mayInterpolate(config, property.value.value)) continue;
      const requiresKey = keyFor(requires, config.binding, { in: config, nextTo: property });
      const data = { property: property.key, requires: requiresKey };
      if (dependency.effect === "crash") {
        // The tool reads the missing partner from the environment too (the schema's `env`): it crashes only
        // where none of those variables is set, which the source cannot tell, so the message names them. Every
        // locking partner has one (docs/behaviour.md#oss: CLOUDA_TABLESTORE_ENDPOINT, read since 0.12.2).
        if (requires.env.length === 0) continue;
        // No value to invent for the missing partner, and removing this one would silently drop locking.
        yield {
          messageId: CRASH_BY_ROLE[config.role],
          data: { ...data, env: joinWords(requires.env, "or") },
          at: property,
        };
      } else {
        // Removing a setting the tool ignores changes nothing; a suggestion, since locking may be what was meant.
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
