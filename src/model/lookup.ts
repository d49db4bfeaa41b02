import { fieldByName, type Dependency, type FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty, StaticValue } from "./config-literal.js";

/**
 * What a configuration certainly says about one field.
 * - `absent`: certainly not written.
 * - `maybe`: not written here, but something that may hold anything (an unresolved spread, a computed key)
 *   could supply it, or it is written conditionally.
 * - `present`: written; `value` is what it certainly is, or unknown when a later opaque entry may override it.
 */
export type Lookup =
  | { readonly state: "absent" }
  | { readonly state: "maybe"; readonly property?: ConfigProperty }
  | { readonly state: "present"; readonly property: ConfigProperty; readonly value: StaticValue };

const overridden: StaticValue = { kind: "unknown", maybeUnset: true, origin: "other" };

interface LastWrites {
  /** Per field name: its last write, and that write's index among the entries. */
  readonly byName: ReadonlyMap<string, { readonly property: ConfigProperty; readonly index: number }>;
  /** The index of the last opaque entry, or -1. */
  readonly lastOpaque: number;
}

/** Each object's last writes, found in one pass over its entries (which never change once built). */
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

/** The last write of a field, and whether an opaque entry follows it (and so may override it). */
function lastWrite(object: ConfigObject, name: string): { property: ConfigProperty | undefined; opaqueAfter: boolean } {
  const { byName, lastOpaque } = lastWritesOf(object);
  const last = byName.get(name);
  return { property: last?.property, opaqueAfter: lastOpaque > (last?.index ?? -1) };
}

/** Looks up a field by its canonical (snake_case) name. The last write wins. */
export function lookup(object: ConfigObject, name: string): Lookup {
  const { property, opaqueAfter } = lastWrite(object, name);
  if (!property) return opaqueAfter ? { state: "maybe" } : { state: "absent" };
  if (!property.certain) return { state: "maybe", property };
  return { state: "present", property, value: opaqueAfter ? overridden : property.value };
}

/** Each object's effective properties, found once: every rule asks. */
const effective = new WeakMap<ConfigObject, readonly ConfigProperty[]>();

/**
 * The properties whose value is in effect: the last write of each field, unless an opaque entry follows it.
 * Values are not read here: a front end may compute them only when a rule asks.
 */
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

/** Whether a value leaves the setting unset: nothing, or the empty string. */
export function isEmptyValue(value: StaticValue): boolean {
  return value.kind === "nothing" || (value.kind === "string" && value.value === "");
}

/**
 * Whether a value is a JavaScript `null`, on which <kit> fails first (docs/behaviour.md#what-kit-writes-out): no
 * rule about settings used together says what the tool would do with it.
 */
function isNull(value: StaticValue): boolean {
  return value.kind === "nothing" && value.null === true;
}

/** What a configuration certainly says about whether a field is set: for checks about settings used together. */
export type SetState = "unset" | "maybe" | "set";

/**
 * Whether a field is set to a non-empty value, for checks about two settings used together: the empty string is
 * `unset`; what may or may not be set, and a JavaScript `null`, are `maybe`; unknown values are `set`.
 */
export function setNonEmpty(object: ConfigObject, name: string): SetState {
  const found = lookup(object, name);
  if (found.state === "absent") return "unset";
  if (found.state === "maybe") return "maybe";
  if (isNull(found.value)) return "maybe";
  if (isEmptyValue(found.value)) return "unset";
  if (found.value.kind === "unknown" && found.value.maybeUnset) return "maybe";
  return "set";
}

/** As `setNonEmpty`, for settings the tool counts as set even when empty: the empty string is `set`. */
export function setEvenIfEmpty(object: ConfigObject, name: string): SetState {
  const found = lookup(object, name);
  if (found.state === "absent") return "unset";
  if (found.state === "maybe") return "maybe";
  if (isNull(found.value)) return "maybe";
  if (found.value.kind === "nothing") return "unset";
  if (found.value.kind === "unknown" && found.value.maybeUnset) return "maybe";
  return "set";
}

/** A dependency certainly unmet: the property written for its field, and the field it requires. */
export interface UnmetDependency {
  readonly property: ConfigProperty;
  readonly requires: FieldSpec;
}

/**
 * Whether a configuration certainly leaves a dependency unmet: its field certainly set, the field it requires
 * certainly unset (see `setNonEmpty`). Undefined when either may be otherwise, so the rules stay silent.
 */
export function unmetDependency(config: ConfigObject, dependency: Dependency): UnmetDependency | undefined {
  if (setNonEmpty(config, dependency.field) !== "set" || setNonEmpty(config, dependency.requires) !== "unset")
    return undefined;
  const found = lookup(config, dependency.field);
  const requires = fieldByName(config.fields, dependency.requires);
  if (found.state !== "present" || !requires) return undefined;
  return { property: found.property, requires };
}

/** Whether a field certainly holds a non-empty string (written, known, and not overridable). */
export function isCertainlyNonEmptyString(object: ConfigObject, name: string): boolean {
  const found = lookup(object, name);
  return found.state === "present" && found.value.kind === "string" && found.value.value !== "";
}

/**
 * Whether a block's entries are all plain `key: value` properties of known fields, certainly set (nothing
 * opaque, no unknown key, no getter or method).
 */
export function isPlainBlock(object: ConfigObject): boolean {
  return object.entries.every((e) => e.type === "property" && e.field !== undefined && e.certain && e.plain);
}
