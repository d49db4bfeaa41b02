import { cos } from "./cos.js";
import { snakeCase } from "./field.js";
import { gcs } from "./gcs.js";
import { oss } from "./oss.js";
import type { Binding, FieldSpec, Kind, TypeSpec } from "./types.js";

export type * from "./types.js";
export { camelCase, snakeCase } from "./field.js";
export { hasSince, isPreRelease } from "./versions.js";
export { refusesString } from "./conversions.js";
export { backendRefusals, type NativeUse } from "./refusals.js";

export const typeSpecs: Readonly<Record<Kind, TypeSpec>> = { oss, cos, gcs };

export const kinds: readonly Kind[] = ["oss", "cos", "gcs"];

/** By the key as <kit> snake-cases it. */
export function fieldForKey(fields: readonly FieldSpec[], key: string): FieldSpec | undefined {
  const name = snakeCase(key);
  return fields.find((f) => f.name === name);
}

/** By the tool's snake_case name. */
export function fieldByName(fields: readonly FieldSpec[], name: string): FieldSpec | undefined {
  return fields.find((f) => f.name === name);
}

export function spell(field: FieldSpec, binding: Binding): string {
  return field.spelling[binding];
}

/** A cheap pre-filter for object literals that may be configurations. */
export const knownFieldNames: ReadonlySet<string> = new Set(
  kinds.flatMap((k) => typeSpecs[k].fields.flatMap((f) => [f.name, ...(f.block?.fields.map((b) => b.name) ?? [])])),
);

/** TypeScript checks a literal written for one of these types. */
export const blockTypeNames: ReadonlySet<string> = new Set(
  kinds.flatMap((k) => typeSpecs[k].fields.flatMap((f) => (f.block ? [f.block.typeName] : []))),
);

/** A configuration of unknown role may be a data source of any store (docs/behaviour.md#remote-state-data-sources). */
export const remoteStateFieldNames: ReadonlySet<string> = new Set(
  kinds.flatMap((k) => typeSpecs[k].fields.filter((f) => f.dataSourceOnly).map((f) => f.name)),
);

/** One per name: the tool's JSON syntax writes them beside the store's `config`. */
export const remoteStateFields: readonly FieldSpec[] = [...remoteStateFieldNames].map((name) =>
  kinds.flatMap((k) => typeSpecs[k].fields).find((f) => f.dataSourceOnly && f.name === name)!,
);
