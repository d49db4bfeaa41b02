import { fieldByName, type FieldSpec } from "../schema/index.js";
import { isJsonArray, type ConfigLiteral, type ConfigProperty, type StaticValue } from "./config-literal.js";
import type { NewProperty } from "./edits.js";
import { effectiveProperties, lookup } from "./lookup.js";

/**
 * The flattened properties that replace a deprecated block's entries (the OSS `assumeRole` block and the
 * `assumeRole*` properties: docs/behaviour.md#oss), or undefined when the block is no object written in place,
 * or an entry's flattened twin is already written (flattening would then drop or override something).
 */
export function flattenedBlock(
  config: ConfigLiteral,
  block: ConfigProperty,
  deprecated: NonNullable<FieldSpec["deprecated"]>,
): NewProperty[] | undefined {
  if (block.value.kind !== "object") return undefined;
  const result: NewProperty[] = [];
  for (const entry of effectiveProperties(block.value.object)) {
    const target = fieldByName(config.fields, deprecated.replacedBy[entry.field!.name] ?? "");
    if (!target || lookup(config, target.name).state !== "absent") return undefined;
    result.push({ field: target, value: { copyOf: entry } });
  }
  return result;
}

/**
 * Whether a value written for a block field is an empty list: zero blocks in the tool's JSON syntax, accepted as
 * if the block were not written (docs/behaviour.md#the-tools-json-syntax); in a binding, <kit> writes the empty list
 * out as it is. (A JSON `null` is `nothing` already.)
 */
export function isZeroBlocks(value: StaticValue): boolean {
  if (value.kind !== "data" || value.json === undefined) return false;
  return isJsonArray(value.json) && value.json.length === 0;
}
