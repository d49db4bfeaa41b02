import {
  blockTakenAsWritten,
  certainlyNonEmptyAsRead,
  flattenedBlock,
  isPlainBlock,
  isZeroBlocks,
  joinNames,
  keyFor,
  lookup,
  suggestRemoval,
  type Finding,
} from "../src/model/index.js";
import { fieldByName, hasSince } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "deprecated" | "ignored" | "flatten" | "remove";

export default createConfigRule({
  name: "no-deprecated-assume-role",
  meta: {
    type: "suggestion",
    docs: {
      description: "Disallow the deprecated OSS `assumeRole` block in favour of the flattened assume-role properties.",
      recommended: "warn",
    },
    // Never an autofix: whether a written block is in force depends on the environment (docs/behaviour.md#oss).
    hasSuggestions: true,
    messages: {
      deprecated: '"{{property}}" is deprecated since {{since}}; use the flattened {{replacements}} instead.',
      ignored:
        '"{{property}}" is ignored because "{{replacement}}" is not empty: the tool then uses the flattened properties only.',
      flatten: 'Replace "{{property}}" with the flattened properties.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    for (const field of config.fields) {
      const deprecated = field.deprecated;
      if (!deprecated) continue;
      // On an older tool the block is the only way to assume a role; unsure means silent (docs/behaviour.md#versions).
      if (settings.toolVersion !== undefined && hasSince(settings.toolVersion, deprecated.since) !== true) continue;
      const found = lookup(config, field.name);
      if (found.state === "absent" || !found.property || found.property.value.kind === "nothing") continue;
      // An empty list is zero blocks (docs/behaviour.md#the-tools-json-syntax).
      if (isZeroBlocks(found.property.value)) continue;
      const property = found.property;
      const replacements = Object.values(deprecated.replacedBy).map((name) => fieldByName(config.fields, name)!);
      // When the required entry's flattened twin is set, the tool ignores the block entirely; a twin the tool may
      // interpolate may come out empty.
      const required = field.block?.fields.find((f) => f.required);
      const twin = required && fieldByName(config.fields, deprecated.replacedBy[required.name] ?? "");
      // A data source refuses a block written as an object whatever stands beside it, so it is not ignored there
      // (valid-value-types reports it; docs/behaviour.md#remote-state-data-sources).
      const refused = property.value.kind === "object" && !blockTakenAsWritten(config, property.value);
      if (twin && !refused && certainlyNonEmptyAsRead(config, twin.name)) {
        yield {
          messageId: "ignored",
          data: { property: property.key, replacement: keyFor(twin, config.binding, { in: config }) },
          at: property,
          suggest: [suggestRemoval("remove", property)],
        };
        continue;
      }
      const block = property.value.kind === "object" ? property.value.object : undefined;
      const data = {
        property: property.key,
        since: deprecated.since,
        // Written out, the source binding is unknown: the properties are named by role (the docs list them).
        replacements: config.writtenOut
          ? "assume-role properties"
          : joinNames(
              replacements.map((f) => keyFor(f, config.binding)),
              "and",
            ),
      };
      if (!block || !block.editable || !isPlainBlock(block)) {
        yield { messageId: "deprecated", data, at: property };
        continue;
      }
      const replacement = flattenedBlock(config, property, deprecated);
      if (!replacement) {
        yield { messageId: "deprecated", data, at: property };
        continue;
      }
      // Not an autofix: the flattened ARN is used whatever the environment says, while the block is ignored
      // wherever CLOUDA_ASSUME_ROLE_ARN is set (docs/behaviour.md#oss).
      yield {
        messageId: "deprecated",
        data,
        at: property,
        suggest: [
          {
            messageId: "flatten",
            data: { property: property.key },
            edits: [{ type: "replace-property", property, with: replacement }],
          },
        ],
      };
    }
  },
});
