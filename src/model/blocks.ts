import { fieldByName, type FieldSpec } from "../schema/index.js";
import { isJsonArray, type ConfigLiteral, type ConfigProperty, type StaticValue } from "./config-literal.js";
import type { NewProperty } from "./edits.js";
import { effectiveProperties, lookup } from "./lookup.js";

/**
 * Undefined when the block is no object or a flattened twin is already written, which flattening would override
 * (docs/behaviour.md#oss).
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

/** Zero blocks in the tool's JSON syntax, as if none were written (docs/behaviour.md#the-tools-json-syntax). */
export function isZeroBlocks(value: StaticValue): boolean {
  if (value.kind !== "data" || value.json === undefined) return false;
  return isJsonArray(value.json) && value.json.length === 0;
}
