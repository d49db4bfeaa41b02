import type { FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { effectiveProperties } from "./lookup.js";

/** An effective property with the path of keys that leads to it (`assumeRole.sessionExpiration`). */
export interface PropertyAt {
  readonly property: ConfigProperty;
  readonly path: string;
}

/** Each object's effective properties with their paths, blocks included (see walkProperties). */
const walked = new WeakMap<ConfigObject, readonly PropertyAt[]>();

/**
 * Every effective property, descending into nested blocks written as objects, in source order (a block's
 * properties after the block's own). Found once per object, as a list rather than a generator, since every rule
 * about fields of a kind walks every configuration.
 */
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

/** A property found by `fieldsWith`: its field, and what the rule picked from the field. */
export interface FieldAt<T> extends PropertyAt {
  readonly field: FieldSpec;
  readonly picked: T;
}

/**
 * Every effective property (descending into blocks, as `walkProperties`) whose field the rule is about: `pick`
 * returns what the rule reads from the field (its format, its path rules, its range), or `false` or
 * `undefined` for a field the rule leaves alone.
 */
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

/** A property written as a string, found by `stringFields`: the string is `text`. */
export interface StringFieldAt<T> extends FieldAt<T> {
  readonly text: string;
}

/** As `fieldsWith`, for the properties whose value is a string known statically (the empty string included). */
export function stringFields<T>(
  object: ConfigObject,
  pick: (field: FieldSpec) => T | false | undefined,
): StringFieldAt<T>[] {
  const result: StringFieldAt<T>[] = [];
  for (const { property, path, field, picked } of fieldsWith(object, pick)) {
    const value = property.value;
    // Copied by name, not spread: every rule about strings asks for every configuration.
    if (value.kind === "string") result.push({ property, path, field, picked, text: value.value });
  }
  return result;
}
