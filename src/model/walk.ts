import type { FieldSpec } from "../schema/index.js";
import type { ConfigLiteral, ConfigObject, ConfigProperty } from "./config-literal.js";
import { effectiveProperties } from "./lookup.js";
import { mayInterpolate } from "./roles.js";

export interface PropertyAt {
  readonly property: ConfigProperty;
  readonly path: string;
}

const walked = new WeakMap<ConfigObject, readonly PropertyAt[]>();

/** Cached per object, since every rule about fields walks every configuration. */
export function walkProperties(object: ConfigObject): readonly PropertyAt[] {
  let result = walked.get(object);
  if (!result) {
    const found: PropertyAt[] = [];
    collectProperties(object, "", found);
    result = found;
    walked.set(object, result);
  }
  return result;
}

function collectProperties(object: ConfigObject, prefix: string, into: PropertyAt[]): void {
  for (const property of effectiveProperties(object)) {
    const path = `${prefix}${property.key}`;
    into.push({ property, path });
    if (property.field?.type === "block" && property.value.kind === "object") {
      collectProperties(property.value.object, `${path}.`, into);
    }
  }
}

export interface FieldAt<T> extends PropertyAt {
  readonly field: FieldSpec;
  readonly picked: T;
}

export function fieldsWith<T>(object: ConfigObject, pick: (field: FieldSpec) => T | false | undefined): FieldAt<T>[] {
  const result: FieldAt<T>[] = [];
  for (const { property, path } of walkProperties(object)) {
    const field = property.field;
    if (!field) continue;
    const picked = pick(field);
    if (picked === false || picked === undefined) continue;
    result.push({ property, path, field, picked });
  }
  return result;
}

export interface StringFieldAt<T> extends FieldAt<T> {
  readonly text: string;
}

/** Empty strings included; one the tool may interpolate (mayInterpolate) left out. */
export function stringFields<T>(
  config: ConfigLiteral,
  pick: (field: FieldSpec) => T | false | undefined,
): StringFieldAt<T>[] {
  const result: StringFieldAt<T>[] = [];
  for (const { property, path, field, picked } of fieldsWith(config, pick)) {
    const value = property.value;
    if (value.kind !== "string" || mayInterpolate(config, value.value)) continue;
    // Copied by name, not spread: this runs for every configuration.
    result.push({ property, path, field, picked, text: value.value });
  }
  return result;
}
