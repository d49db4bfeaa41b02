import {
  flattenedBlock,
  isCertainlyNonEmptyString,
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
      // On a tool older than the deprecation (settings["backend-config"].toolVersion), the block is the way to
      // assume a role: the flattened properties do not exist there yet. A pre-release may lack what its release
      // has (hasSince cannot tell): silent there too, rather than guess (docs/behaviour.md#versions).
      if (settings.toolVersion !== undefined && hasSince(settings.toolVersion, deprecated.since) !== true) continue;
      const found = lookup(config, field.name);
      if (found.state === "absent" || !found.property || found.property.value.kind === "nothing") continue;
      // An empty list is zero blocks (the tool's JSON syntax; <kit> writes a binding's empty list out as it is):
      // no block is used.
      if (isZeroBlocks(found.property.value)) continue;
      const property = found.property;
      const replacements = Object.values(deprecated.replacedBy).map((name) => fieldByName(config.fields, name)!);
      // The block's required entry (roleArn) decides: when its flattened twin is certainly a non-empty string,
      // the tool ignores the block entirely.
      const required = field.block?.fields.find((f) => f.required);
      const twin = required && fieldByName(config.fields, deprecated.replacedBy[required.name] ?? "");
      if (twin && isCertainlyNonEmptyString(config, twin.name)) {
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
        // In a configuration written out, the properties are written in the source, in a binding the file does not
        // say: named by their role (the rule's docs list them per binding), which also leaves room for the note.
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
      // A suggestion, never an autofix (docs/behaviour.md#oss): the flattened ARN, once written, is used whatever the
      // environment says, while the block is ignored wherever CLOUDA_ASSUME_ROLE_ARN is set (the variable fills
      // the flattened ARN when it is not written). So flattening changes the role wherever that variable is set.
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
