import {
  lookup,
  setEvenIfEmpty,
  setNonEmpty,
  suggestRemoval,
  type ConfigProperty,
  type Finding,
} from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "conflict" | "remove";

export default createConfigRule({
  name: "no-conflicting-encryption-keys",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow setting two encryption keys the tool rejects together (GCS `encryptionKey` and `kmsEncryptionKey`).",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      conflict:
        '"{{property}}" cannot be used with "{{other}}": the tool rejects the two together{{evenEmpty}}. Keep one of them.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const exclusion of config.spec.exclusions) {
      const isSet = (name: string) => (exclusion.evenEmpty ? setEvenIfEmpty : setNonEmpty)(config, name) === "set";
      const written: ConfigProperty[] = [];
      for (const name of exclusion.fields) {
        const found = lookup(config, name);
        if (isSet(name) && found.state === "present") written.push(found.property);
      }
      if (written.length < 2) continue;
      // On the property a reader meets second.
      const order = (p: ConfigProperty) => config.entries.indexOf(p);
      const [first, ...later] = [...written].sort((a, b) => order(a) - order(b));
      for (const property of later) {
        yield {
          messageId: "conflict",
          data: {
            property: property.key,
            other: first!.key,
            evenEmpty: exclusion.evenEmpty ? " (even when empty)" : "",
          },
          at: property,
          // Which key the user meant is a choice.
          suggest: [property, first!].map((p) => suggestRemoval<MessageId>("remove", p)),
        };
      }
    }
  },
});
