import semver from "semver";
import {
  effectiveProperties,
  isCertainlyNonEmptyString,
  isPlainBlock,
  joinNames,
  lookup,
  nameIn,
  type ConfigLiteral,
  type ConfigProperty,
  type Finding,
  type NewProperty,
} from "../src/model/index.js";
import { fieldByName, spell, type FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "deprecated" | "ignored" | "flatten" | "remove";

/**
 * The flattened properties that replace a deprecated block's entries, or undefined when an entry's
 * flattened twin is already written (flattening would then drop or override something).
 */
function flattened(config: ConfigLiteral, block: ConfigProperty, deprecated: NonNullable<FieldSpec["deprecated"]>): NewProperty[] | undefined {
  if (block.value.kind !== "object") return undefined;
  const result: NewProperty[] = [];
  for (const entry of effectiveProperties(block.value.object)) {
    const target = fieldByName(config.fields, deprecated.replacedBy[entry.field!.name] ?? "");
    if (!target || lookup(config, target.name).state !== "absent") return undefined;
    result.push({ field: target, value: { copyOf: entry } });
  }
  return result;
}

export default createConfigRule<MessageId>({
  name: "no-deprecated-assume-role",
  meta: {
    type: "suggestion",
    docs: {
      description: "Disallow the deprecated OSS `assumeRole` block in favour of the flattened assume-role properties.",
      recommended: "warn",
    },
    fixable: "code",
    hasSuggestions: true,
    messages: {
      deprecated: '"{{property}}" is deprecated since {{since}}; use the flattened {{replacements}} instead.',
      ignored:
        '"{{property}}" is ignored because "{{replacement}}" is set; the tool uses the flattened properties. Remove the block.',
      flatten: 'Replace "{{property}}" with the flattened properties.',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    for (const field of config.fields) {
      const deprecated = field.deprecated;
      if (!deprecated) continue;
      // On a tool older than the deprecation (settings["backend-config"].toolVersion), the block is the way to
      // assume a role: the flattened properties do not exist there yet.
      if (settings.toolVersion !== undefined && semver.lt(settings.toolVersion, deprecated.since)) continue;
      const found = lookup(config, field.name);
      if (found.state === "absent" || !found.property || found.property.value.kind === "nothing") continue;
      const property = found.property;
      const replacements = Object.values(deprecated.replacedBy).map((name) => fieldByName(config.fields, name)!);
      // The block's required entry (roleArn) decides: when its flattened twin is certainly a non-empty string,
      // the tool ignores the block entirely.
      const required = field.block?.fields.find((f) => f.required);
      const twin = required && fieldByName(config.fields, deprecated.replacedBy[required.name] ?? "");
      if (twin && isCertainlyNonEmptyString(config, twin.name)) {
        yield {
          messageId: "ignored",
          data: { property: property.key, replacement: nameIn(config, twin, config.binding) },
          at: property,
          suggest: [{ messageId: "remove", data: { property: property.key }, edits: [{ type: "remove", property }] }],
        };
        continue;
      }
      const block = property.value.kind === "object" ? property.value.object : undefined;
      const data = {
        property: property.key,
        since: deprecated.since,
        replacements: joinNames(
          replacements.map((f) => spell(f, config.binding)),
          "and",
        ),
      };
      if (!block || !block.editable || !isPlainBlock(block)) {
        yield { messageId: "deprecated", data, at: property };
        continue;
      }
      const replacement = flattened(config, property, deprecated);
      if (!replacement) {
        yield { messageId: "deprecated", data, at: property };
        continue;
      }
      const edits = [{ type: "replace-property" as const, property, with: replacement }];
      // Autofix only when no flattened property is written at all, nothing (a comment) would be lost, and the
      // block certainly switches a role: a block without roleArn does nothing, while its flattened form (or no
      // block at all) lets CLOUDA_ASSUME_ROLE_ARN from the environment take effect.
      const untouched = replacements.every((f) => lookup(config, f.name).state === "absent");
      const switchesRole = required !== undefined && isCertainlyNonEmptyString(block, required.name);
      if (untouched && switchesRole && !block.hasComments && found.state === "present") {
        yield { messageId: "deprecated", data, at: property, fix: edits };
      } else {
        yield {
          messageId: "deprecated",
          data,
          at: property,
          suggest: [{ messageId: "flatten", data: { property: property.key }, edits }],
        };
      }
    }
  },
});
