import { spell, type Binding, type FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { lookup } from "./lookup.js";

/**
 * Where a key of `keyFor` stands, which decides its spelling, so that messages and edits match what the user
 * wrote. Without a place, the binding's own spelling.
 * - `in`: the object the field belongs to; a field written there keeps its key as written.
 * - `nextTo`: the property a message names beside the field, whose key style (snake_case, PascalCase) it takes.
 * - `renaming`: the property whose key a rename replaces, whose style it keeps.
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

/** How a field's key is spelled in messages and edits; <kit> snake-cases every key, so each spelling works. */
export function keyFor(field: FieldSpec, binding: Binding, place: KeyPlace = {}): string {
  if ("renaming" in place) return spelled(field, binding, renamedStyle(place.renaming));
  if (place.in) {
    const found = lookup(place.in, field.name);
    if (found.state !== "absent" && found.property) return found.property.key;
  }
  return spelled(field, binding, place.nextTo ? neighbourStyle(place.nextTo, binding) : "binding");
}

/** `keyFor` with `renaming`, for callers that hold only the key written (the ESTree front end's rename). */
export function spellLike(key: string, field: FieldSpec, binding: Binding): string {
  return spelled(field, binding, styleOfKey(key));
}
