import { isEmptyValue, isPartialBackend, keyFor, lookup, type Finding } from "../src/model/index.js";
import type { Role } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId =
  | "missing"
  | "missingRead"
  | "missingEither"
  | "missingBuilder"
  | "unset"
  | "unsetRead"
  | "unsetEither"
  | "unsetBuilder"
  | "empty";

/** A backend's `init` prompts for it or fails; a data source is refused at plan (docs/behaviour.md#every-store). */
const MISSING: Readonly<Record<Role, MessageId>> = {
  backend: "missing",
  "data-source": "missingRead",
  unknown: "missingEither",
};
/** A bucket written as `undefined` or Java's, C#'s or JSON's `null` is unset. */
const UNSET: Readonly<Record<Role, MessageId>> = {
  backend: "unset",
  "data-source": "unsetRead",
  unknown: "unsetEither",
};

/* In Java the builder itself requires the bucket before the tool reads anything, so its messages name the builder. */

export default createConfigRule({
  name: "require-bucket",
  meta: {
    type: "problem",
    docs: {
      description: "Require the bucket that holds the state: not missing, `undefined` or empty.",
      recommended: "error",
    },
    messages: {
      missing:
        '{{type}} has no "{{property}}": init asks for it, or fails without input, unless -backend-config names the {{store}} bucket.',
      missingRead: '{{type}} has no "{{property}}", the {{store}} bucket to read: the tool refuses it at plan.',
      missingEither:
        '{{type}} has no "{{property}}": a backend\'s init asks for it, or fails without input, unless -backend-config names the {{store}} bucket; a data source is refused at plan.',
      missingBuilder: '{{type}} has no "{{property}}": its builder requires the {{store}} bucket.',
      unset:
        '"{{property}}" is {{what}}: init asks for it, or fails without input, unless -backend-config names the {{store}} bucket.',
      unsetRead:
        '"{{property}}" is {{what}}, which leaves the {{store}} bucket to read unset: the tool refuses it at plan.',
      unsetEither:
        '"{{property}}" is {{what}}: a backend\'s init asks for it, or fails without input, unless -backend-config names the {{store}} bucket; a data source is refused at plan.',
      unsetBuilder: '"{{property}}" is null: the builder requires the {{store}} bucket.',
      empty:
        '"{{property}}" is an empty string, not an existing {{store}} bucket\'s name: the tool never asks for one and fails at the first use of the state.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    const store = config.spec.store;
    for (const field of config.fields) {
      if (!field.required) continue;
      const found = lookup(config, field.name);
      if (found.state === "absent") {
        if (isPartialBackend(config)) continue;
        yield {
          messageId: config.binding === "java" ? "missingBuilder" : MISSING[config.role],
          data: { type: config.typeName, store, property: keyFor(field, config.binding) },
          at: config,
        };
      } else if (found.state === "present" && isEmptyValue(found.value)) {
        const property = found.property.key;
        if (found.value.kind === "string") {
          // Never asked for, never completed by -backend-config.
          yield { messageId: "empty", data: { property, store }, at: found.property };
          continue;
        }
        // JavaScript's null makes <kit> fail first: valid-value-types reports it.
        if (found.value.kind === "nothing" && found.value.null) continue;
        if (isPartialBackend(config)) continue;
        const what = config.binding === "ts" ? "undefined" : "null";
        if (config.binding === "java")
          yield { messageId: "unsetBuilder", data: { property, store }, at: found.property };
        else yield { messageId: UNSET[config.role], data: { property, store, what }, at: found.property };
      }
    }
  },
});
