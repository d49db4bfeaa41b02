import type { FieldSpec } from "../schema/index.js";
import type { ConfigObject, ConfigProperty } from "./config-literal.js";

export type LiteralValue = string | number | boolean;

/** `copyOf`: a property's value as source text. */
export type NewValue = { readonly literal: LiteralValue } | { readonly copyOf: ConfigProperty };

export interface NewProperty {
  readonly field: FieldSpec;
  readonly value: NewValue;
}

export type Edit =
  | { readonly type: "remove"; readonly property: ConfigProperty }
  | { readonly type: "replace-value"; readonly property: ConfigProperty; readonly value: LiteralValue }
  | { readonly type: "rename-key"; readonly property: ConfigProperty; readonly field: FieldSpec }
  | { readonly type: "replace-property"; readonly property: ConfigProperty; readonly with: readonly NewProperty[] }
  | { readonly type: "insert"; readonly object: ConfigObject; readonly properties: readonly NewProperty[] }
  /** Only the tool's JSON syntax has `[{ .. }]` (docs/behaviour.md#the-tools-json-syntax); bindings render nothing. */
  | { readonly type: "wrap-in-list"; readonly property: ConfigProperty };

/** Only what the configuration itself holds, and only plain values to replace or copy. */
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

/** Replacing a constant's reference, which other code may read, is only a suggestion. */
export function replacesOnlyLiterals(edit: Edit): boolean {
  return edit.type !== "replace-value" || edit.property.literal;
}

/** An autofix must not drop or repeat a call the rule did not report (ConfigProperty.pure). */
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

export function replaceValue(property: ConfigProperty, value: LiteralValue): Edit {
  return { type: "replace-value", property, value };
}

export function wrapInList(property: ConfigProperty): Edit {
  return { type: "wrap-in-list", property };
}

export function removeProperty(property: ConfigProperty): Edit {
  return { type: "remove", property };
}

const writesByConfig = new WeakMap<ConfigObject, Map<ConfigProperty, readonly ConfigProperty[]>>();

function writesOf(config: ConfigObject, property: ConfigProperty): readonly ConfigProperty[] {
  let found = writesByConfig.get(config);
  if (!found) {
    found = new Map();
    const pending: ConfigObject[] = [config];
    for (let object = pending.pop(); object; object = pending.pop()) {
      const groups = new Map<string, ConfigProperty[]>();
      for (const entry of object.entries) {
        if (entry.type !== "property") continue;
        const name = entry.field ? `field:${entry.field.name}` : `key:${entry.key}`;
        let group = groups.get(name);
        if (!group) groups.set(name, (group = []));
        group.push(entry);
        found.set(entry, group);
        if (entry.value.kind === "object") pending.push(entry.value.object);
      }
    }
    writesByConfig.set(config, found);
  }
  return found.get(property) ?? [property];
}

/**
 * Removing a field's last write removes its earlier ones too, which would otherwise each take a fix pass; one not
 * editable or pure stays.
 */
export function withOverriddenWrites(edits: readonly Edit[], config: ConfigObject): readonly Edit[] {
  if (!edits.some((e) => e.type === "remove")) return edits;
  const result: Edit[] = [];
  for (const edit of edits) {
    if (edit.type === "remove") {
      const writes = writesOf(config, edit.property);
      if (writes.at(-1) === edit.property) {
        for (const write of writes) {
          if (write !== edit.property && write.editable && write.pure) result.push(removeProperty(write));
        }
      }
    }
    result.push(edit);
  }
  return result;
}
