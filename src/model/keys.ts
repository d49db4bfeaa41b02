import { spell, type Binding, type FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { lookup } from "./lookup.js";

/** Spelled as the user writes: `in` keeps a key written there, `nextTo` takes a neighbour's style, `renaming` its own. */
export type KeyPlace =
  { readonly in?: ConfigObject; readonly nextTo?: ConfigProperty } | { readonly renaming: ConfigProperty };

type KeyStyle = "snake" | "pascal" | "binding";

function spelled(field: FieldSpec, binding: Binding, style: KeyStyle): string {
  // The tool's JSON syntax takes its attribute names as written.
  if (style === "snake" || binding === "json") return field.name;
  return style === "pascal" ? field.spelling.csharp : spell(field, binding);
}

function styleOfKey(key: string): KeyStyle {
  if (key.includes("_")) return "snake";
  return /^[A-Z]/.test(key) ? "pascal" : "binding";
}

/** A key that is no field keeps its own style (`SECRETKEY` → `SecretKey`). */
function renamedStyle(property: ConfigProperty): KeyStyle {
  const field = property.field;
  if (!field) return styleOfKey(property.key);
  if (property.key === field.name && property.key.includes("_")) return "snake";
  return /^[A-Z]/.test(property.key) ? "pascal" : "binding";
}

function neighbourStyle(neighbour: ConfigProperty, binding: Binding): KeyStyle {
  const near = neighbour.field;
  if (!near || neighbour.key === near.spelling[binding]) return "binding";
  if (neighbour.key === near.name) return "snake";
  return neighbour.key === near.spelling.csharp ? "pascal" : "binding";
}

/** <kit> snake-cases every key, so each spelling works. */
export function keyFor(field: FieldSpec, binding: Binding, place: KeyPlace = {}): string {
  if ("renaming" in place) return spelled(field, binding, renamedStyle(place.renaming));
  if (place.in) {
    const found = lookup(place.in, field.name);
    if (found.state !== "absent" && found.property) return found.property.key;
  }
  return spelled(field, binding, place.nextTo ? neighbourStyle(place.nextTo, binding) : "binding");
}

/** For a caller that holds only the written key. */
export function spellLike(key: string, field: FieldSpec, binding: Binding): string {
  return spelled(field, binding, styleOfKey(key));
}
