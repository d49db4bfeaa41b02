import type { FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";

/** A literal value an edit writes; each front end renders it in its own language. */
export type LiteralValue = string | number | boolean;

/** The value of a property an edit writes: a literal, or the source text of an existing property's value. */
export type NewValue = { readonly literal: LiteralValue } | { readonly copyOf: ConfigProperty };

export interface NewProperty {
  readonly field: FieldSpec;
  readonly value: NewValue;
}

/** Edits as data; front ends turn them into their language's text. */
export type Edit =
  | { readonly type: "remove"; readonly property: ConfigProperty }
  | { readonly type: "replace-value"; readonly property: ConfigProperty; readonly value: LiteralValue }
  | { readonly type: "rename-key"; readonly property: ConfigProperty; readonly field: FieldSpec }
  | { readonly type: "replace-property"; readonly property: ConfigProperty; readonly with: readonly NewProperty[] }
  | { readonly type: "insert"; readonly object: ConfigObject; readonly properties: readonly NewProperty[] }
  /**
   * Writes a block's value as a list holding it (`[{ .. }]`), a form only the tool's JSON syntax has
   * (docs/behaviour.md#remote-state-data-sources): the bindings' front ends render nothing for it.
   */
  | { readonly type: "wrap-in-list"; readonly property: ConfigProperty };

/**
 * Whether every part an edit touches is written inside the configuration itself, and every value it
 * replaces or copies is a plain `key: value` (not a getter, setter or method).
 */
export function isEditable(edit: Edit): boolean {
  switch (edit.type) {
    case "insert":
      return edit.object.editable;
    case "replace-property":
      return (
        edit.property.editable &&
        edit.with.every((p) => !("copyOf" in p.value) || (p.value.copyOf.editable && p.value.copyOf.plain))
      );
    case "replace-value":
      return edit.property.editable && edit.property.plain;
    default:
      return edit.property.editable;
  }
}

/**
 * Whether an edit replaces only values written in place as literals: replacing a reference to a constant, which
 * other code may read, is a suggestion whatever it fixes.
 */
export function replacesOnlyLiterals(edit: Edit): boolean {
  return edit.type !== "replace-value" || edit.property.literal;
}

/**
 * Whether an edit keeps every side effect of the code it touches (ConfigProperty.pure): an autofix must not drop
 * or repeat a call the rule did not report, so an edit that does is only suggested.
 */
export function keepsSideEffects(edit: Edit): boolean {
  const copiesPure = (properties: readonly NewProperty[]) =>
    properties.every((p) => !("copyOf" in p.value) || p.value.copyOf.pure);
  switch (edit.type) {
    case "insert":
      return copiesPure(edit.properties);
    case "replace-property":
      return edit.property.pure && copiesPure(edit.with);
    default:
      return edit.property.pure;
  }
}

/** An edit that writes `value` in place of a property's value. */
export function replaceValue(property: ConfigProperty, value: LiteralValue): Edit {
  return { type: "replace-value", property, value };
}

/** An edit that writes a block's value as a list holding it (the tool's JSON syntax only). */
export function wrapInList(property: ConfigProperty): Edit {
  return { type: "wrap-in-list", property };
}

/** An edit that removes a property. */
export function removeProperty(property: ConfigProperty): Edit {
  return { type: "remove", property };
}
