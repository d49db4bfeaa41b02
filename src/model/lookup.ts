import { fieldByName, type Dependency, type FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty, StaticValue } from "./config-literal.js";

/**
 * `maybe`: written conditionally or maybe supplied by an opaque entry; `present`'s value is unknown when an opaque entry
 * follows.
 */
export type Lookup =
  | { readonly state: "absent" }
  | { readonly state: "maybe"; readonly property?: ConfigProperty }
  | { readonly state: "present"; readonly property: ConfigProperty; readonly value: StaticValue };

const overridden: StaticValue = { kind: "unknown", maybeUnset: true, origin: "other" };

interface LastWrites {
  readonly byName: ReadonlyMap<string, { readonly property: ConfigProperty; readonly index: number }>;
  readonly lastOpaque: number;
}

/** Entries never change once built, so one pass per object serves every rule. */
const lastWrites = new WeakMap<ConfigObject, LastWrites>();

function lastWritesOf(object: ConfigObject): LastWrites {
  let found = lastWrites.get(object);
  if (!found) {
    const byName = new Map<string, { property: ConfigProperty; index: number }>();
    let lastOpaque = -1;
    for (const [index, entry] of object.entries.entries()) {
      if (entry.type === "opaque") lastOpaque = index;
      else if (entry.field) byName.set(entry.field.name, { property: entry, index });
    }
    found = { byName, lastOpaque };
    lastWrites.set(object, found);
  }
  return found;
}

function lastWrite(object: ConfigObject, name: string): { property: ConfigProperty | undefined; opaqueAfter: boolean } {
  const { byName, lastOpaque } = lastWritesOf(object);
  const last = byName.get(name);
  return { property: last?.property, opaqueAfter: lastOpaque > (last?.index ?? -1) };
}

/** By the field's snake_case name; the last write wins. */
export function lookup(object: ConfigObject, name: string): Lookup {
  const { property, opaqueAfter } = lastWrite(object, name);
  if (!property) return opaqueAfter ? { state: "maybe" } : { state: "absent" };
  if (!property.certain) return { state: "maybe", property };
  return { state: "present", property, value: opaqueAfter ? overridden : property.value };
}

const effective = new WeakMap<ConfigObject, readonly ConfigProperty[]>();

/** Reads no value, so that a front end may compute values only when a rule asks. */
export function effectiveProperties(object: ConfigObject): readonly ConfigProperty[] {
  let result = effective.get(object);
  if (!result) {
    const found: ConfigProperty[] = [];
    for (const entry of object.entries) {
      if (entry.type !== "property" || !entry.field) continue;
      const { property, opaqueAfter } = lastWrite(object, entry.field.name);
      if (property === entry && entry.certain && !opaqueAfter) found.push(entry);
    }
    result = found;
    effective.set(object, result);
  }
  return result;
}

export function isEmptyValue(value: StaticValue): boolean {
  return value.kind === "nothing" || (value.kind === "string" && value.value === "");
}

/** <kit> fails on it, which valid-value-types reports (docs/behaviour.md#what-kit-writes-out). */
function isNull(value: StaticValue): boolean {
  return value.kind === "nothing" && value.null === true;
}

export type SetState = "unset" | "maybe" | "set";

export function setNonEmpty(object: ConfigObject, name: string): SetState {
  const found = lookup(object, name);
  if (found.state === "absent") return "unset";
  if (found.state === "maybe") return "maybe";
  if (isNull(found.value)) return "maybe";
  if (isEmptyValue(found.value)) return "unset";
  if (found.value.kind === "unknown" && found.value.maybeUnset) return "maybe";
  return "set";
}

/** For settings the tool counts as set even when empty. */
export function setEvenIfEmpty(object: ConfigObject, name: string): SetState {
  const found = lookup(object, name);
  if (found.state === "absent") return "unset";
  if (found.state === "maybe") return "maybe";
  if (isNull(found.value)) return "maybe";
  if (found.value.kind === "nothing") return "unset";
  if (found.value.kind === "unknown" && found.value.maybeUnset) return "maybe";
  return "set";
}

export interface UnmetDependency {
  readonly property: ConfigProperty;
  readonly requires: FieldSpec;
}

/** Undefined when either side may be otherwise, so that rules stay silent. */
export function unmetDependency(config: ConfigObject, dependency: Dependency): UnmetDependency | undefined {
  if (setNonEmpty(config, dependency.field) !== "set" || setNonEmpty(config, dependency.requires) !== "unset")
    return undefined;
  const found = lookup(config, dependency.field);
  const requires = fieldByName(config.fields, dependency.requires);
  if (found.state !== "present" || !requires) return undefined;
  return { property: found.property, requires };
}

export function isCertainlyNonEmptyString(object: ConfigObject, name: string): boolean {
  const found = lookup(object, name);
  return found.state === "present" && found.value.kind === "string" && found.value.value !== "";
}

export function isPlainBlock(object: ConfigObject): boolean {
  return object.entries.every((e) => e.type === "property" && e.field !== undefined && e.certain && e.plain);
}
