import { fieldByName, type Dependency, type FieldSpec } from "../schema/index.js";
import type { ConfigLiteral, ConfigObject, ConfigProperty, StaticValue } from "./config-literal.js";

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
 * Whether a value is a JavaScript `null`: <kit> fails while it writes the configuration out (valid-value-types
 * reports it), so no rule about settings used together says what the tool would do with it (`maybe` below).
 */
function isNull(value: StaticValue): boolean {
  return value.kind === "nothing" && value.null === true;
}

/** What a configuration certainly says about whether a field is set: for checks about settings used together. */
export type SetState = "unset" | "maybe" | "set";

/**
 * Whether a field is set to a non-empty value (the empty string counts as unset), for checks about two
 * settings used together. `unset`: absent, nothing or the empty string. `maybe`: may or may not be set
 * (conditional, environment read, a type that includes undefined, an opaque entry that may override it), or a
 * JavaScript `null`. `set`: anything else, unknown values included.
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

/**
 * Whether a field is set, the empty string included, for settings the tool counts as set even when empty:
 * like `setNonEmpty`, except that the empty string counts as `set` (only absent, `undefined` and `null` are
 * `unset`: <kit> drops those keys).
 */
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
 * Whether a configuration certainly leaves a dependency unmet: its field certainly set to a non-empty value,
 * next to the field it requires certainly unset (absent, nothing or the empty string; see `setNonEmpty`).
 * Undefined when either may be otherwise: a spread, a condition, an environment read, a JavaScript `null`
 * (which <kit> fails on first: valid-value-types' concern) keep the rules about dependencies silent.
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

/** An effective property with the path of keys that leads to it (`assumeRole.sessionExpiration`). */
export interface PropertyAt {
  readonly property: ConfigProperty;
  readonly path: string;
}

/** Each object's effective properties with their paths, blocks included (see walkProperties). */
const walked = new WeakMap<ConfigObject, readonly PropertyAt[]>();

/**
 * Every effective property, descending into nested blocks written as objects, in source order (a block's
 * properties after the block's own). Found once per object, as a list: the rules about fields of a kind ask
 * for every configuration (fieldsWith, stringFields), and generators nested three deep cost each of them
 * several times what the walk itself does, in the cold code a lint run mostly is.
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
    // Copied by name, not spread (see configLiteral): every rule about strings asks for every configuration.
    if (value.kind === "string") result.push({ property, path, field, picked, text: value.value });
  }
  return result;
}

/** Joins words as prose: `a`, `a or b`, `a, b or c`. */
export function joinWords(words: readonly string[], conjunction: "or" | "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

/** Joins names as quoted prose: `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export function joinNames(names: readonly string[], conjunction: "or" | "and"): string {
  return joinWords(
    names.map((n) => `"${n}"`),
    conjunction,
  );
}

/**
 * Whether the tool writes the state where a configuration says: a backend stores it; a remote-state data
 * source only reads it, and a type of unknown role (a type that only extends a backend's, as a data source's may;
 * a name added in settings) may be one. A check about how the state is
 * stored (encryption, its ACL) stays silent where the configuration may only read it.
 */
export function writesState(config: ConfigLiteral): boolean {
  return config.role === "backend";
}

/**
 * Whether the tool may replace an interpolation (`${..}`) in a string value before using it: a remote-state
 * data source may interpolate, a backend takes every setting literally (docs/behaviour.md#every-store); a type name
 * of unknown role may be either. A check of a value's whole form stays silent on such a value.
 */
export function mayInterpolate(config: ConfigLiteral, value: string): boolean {
  return config.role !== "backend" && value.includes("${");
}

/**
 * Whether the tool certainly gets a field as a non-empty string: written, known, not overridable, and not an
 * interpolation that a remote-state data source (or a type of unknown role) may turn into the empty string.
 */
export function certainlyNonEmptyAsRead(config: ConfigLiteral, name: string): boolean {
  const found = lookup(config, name);
  return (
    found.state === "present" &&
    found.value.kind === "string" &&
    found.value.value !== "" &&
    !mayInterpolate(config, found.value.value)
  );
}

/**
 * Whether the tool certainly never reads a field: it loses to the winner of a precedence pair (the schema's
 * `precedence`), and that winner certainly holds a non-empty string as the tool gets it. GCS `credentials` beside
 * such an `accessToken` is never read, so it cannot fail either (docs/behaviour.md#gcs). A winner the environment
 * may supply instead (CLOUDG_OAUTH_ACCESS_TOKEN when `accessToken` is not written) makes nothing certain.
 */
export function certainlyNeverRead(config: ConfigLiteral, name: string): boolean {
  return config.spec.precedence.some((p) => p.ignored === name && certainlyNonEmptyAsRead(config, p.winner));
}

/**
 * Whether the tool takes a nested block written for a configuration as the block it is: a backend's always; a
 * remote-state data source's only when written as a list holding the one object (the tool's JSON syntax,
 * `[{ .. }]`): the object form, which <kit> writes out for a block of every binding, is refused at plan
 * (docs/behaviour.md#remote-state-data-sources; valid-value-types reports it). A type of unknown role may be
 * either. A check that says what the tool does with a block's entries stays silent where this is false.
 */
export function blockTakenAsWritten(config: ConfigLiteral, value: StaticValue): boolean {
  if (value.kind !== "object") return false;
  return config.role === "backend" || (config.role === "data-source" && value.list === true);
}

/**
 * When the tool reads a configuration's settings, and so when it refuses one it rejects, as messages say it
 * ("rejected at {{stage}}", "{{stage}} fails"): a backend's at `init`, a remote-state data source's when it is read,
 * at `plan` (docs/behaviour.md#remote-state-data-sources); a type of unknown role may be either, and the words
 * say both.
 */
export function stageOf(config: ConfigLiteral): string {
  if (config.role === "backend") return "init";
  if (config.role === "data-source") return "plan";
  return "init (a backend) or plan (a data source)";
}

/**
 * A value as a message shows it: runs of white space as one space, and at most `max` characters, the
 * rest cut off with `…` (long JSON, a multi-line text).
 */
export function shortText(text: string, max = 48): string {
  return cutText(text.replace(/\s+/g, " "), max);
}

/**
 * At most `max` characters of a text (code points, a surrogate pair never cut in two), the rest cut off with
 * `…`; white space as written (a quote as JSON shows it).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  // `max + 1` characters take at most `2 * max + 2` code units: only those are split into characters (a long
  // value is not copied character by character). A pair cut in two at that end is past what is kept.
  const chars = Array.from(text.slice(0, 2 * max + 2));
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

/**
 * Where a secret field's value belongs instead of the source, as a message says it in a few words: the tool's
 * environment, for a field the tool reads from environment variables (the schema's `env`), else the program's
 * run time. The variables themselves are named by a suggestion (secretVariables) and by the rule's docs.
 */
export function secretAdvice(field: FieldSpec): string {
  return field.env.length > 0 ? "set it in the tool's environment instead" : "read it at run time instead";
}

/**
 * What to do once a secret field's property is removed, as a suggestion says it: set the environment variables
 * the tool reads for the field (the schema's `env`), or, for a field that no variable supplies, read
 * the value at run time. Never names a variable the schema lacks.
 */
export function secretVariables(field: FieldSpec): string {
  return field.env.length > 0
    ? `set ${joinWords(field.env, "or")} in the tool's environment`
    : "read it from the environment or a secret store at run time";
}
