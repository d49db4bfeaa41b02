import { spell, type Binding, type FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { lookup } from "./lookup.js";

/**
 * Where a key of `keyFor` stands, which decides its spelling. Without a place, the binding's own spelling.
 * - `in`: the object the field belongs to; when the field is written there, the key as written.
 * - `nextTo`: the property a message about the field names beside it; a field not written takes that
 *   neighbour's key style when the neighbour is written in another spelling <kit> passes on (JavaScript may
 *   write the tool's snake_case `tablestore_table`, or C#'s PascalCase).
 * - `renaming`: the property whose key a rename onto the field replaces; the key the rename writes, in the
 *   style of the key replaced (as the ESTree front end renders a `rename-key` edit).
 */
export type KeyPlace =
  { readonly in?: ConfigObject; readonly nextTo?: ConfigProperty } | { readonly renaming: ConfigProperty };

/** The spellings of a field's key: the tool's snake_case name, C#'s PascalCase, or the binding's own. */
type KeyStyle = "snake" | "pascal" | "binding";

function spelled(field: FieldSpec, binding: Binding, style: KeyStyle): string {
  // The tool's JSON syntax takes its attribute names as written: snake_case, whatever the key replaced.
  if (style === "snake" || binding === "json") return field.name;
  return style === "pascal" ? field.spelling.csharp : spell(field, binding);
}

/** The style of a key written by hand: snake_case with an underscore, PascalCase with a leading capital. */
function styleOfKey(key: string): KeyStyle {
  if (key.includes("_")) return "snake";
  return /^[A-Z]/.test(key) ? "pascal" : "binding";
}

/**
 * The style a rename keeps: a key that is no field keeps its own style (`secret_kye` → `secret_key`,
 * `SECRETKEY` → `SecretKey`); a field's key is snake_case only when written as the field's snake_case name.
 */
function renamedStyle(property: ConfigProperty): KeyStyle {
  const field = property.field;
  if (!field) return styleOfKey(property.key);
  if (property.key === field.name && property.key.includes("_")) return "snake";
  return /^[A-Z]/.test(property.key) ? "pascal" : "binding";
}

/** A neighbour's style, when its key is another spelling of its field than the binding's. */
function neighbourStyle(neighbour: ConfigProperty, binding: Binding): KeyStyle {
  const near = neighbour.field;
  if (!near || neighbour.key === near.spelling[binding]) return "binding";
  if (neighbour.key === near.name) return "snake";
  return neighbour.key === near.spelling.csharp ? "pascal" : "binding";
}

/**
 * How a field's key is spelled, in messages and in the edits they describe. <kit> snake-cases every key, so
 * each spelling reaches the field. See KeyPlace for how the place changes the spelling.
 */
export function keyFor(field: FieldSpec, binding: Binding, place: KeyPlace = {}): string {
  if ("renaming" in place) return spelled(field, binding, renamedStyle(place.renaming));
  if (place.in) {
    const found = lookup(place.in, field.name);
    if (found.state !== "absent" && found.property) return found.property.key;
  }
  return spelled(field, binding, place.nextTo ? neighbourStyle(place.nextTo, binding) : "binding");
}

/**
 * How a field is spelled in the style of a key written by hand that is no field: `keyFor` with `renaming` for
 * a property that reaches no field, for callers that hold only the key (the ESTree front end's rename).
 */
export function spellLike(key: string, field: FieldSpec, binding: Binding): string {
  return spelled(field, binding, styleOfKey(key));
}
