/**
 * An object creation's initializer as the model's object: each `Key = value` as a property, and what its value
 * is (a nested block, data, a scalar).
 */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigObject, ConfigProperty, StaticValue } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { hasCommentsIn } from "../tree-sitter/syntax.js";
import { spanOf } from "../tree-sitter/text-edit.js";
import type { Builder } from "./context.js";
import { dataOf } from "./data.js";
import { isWrittenLiteral } from "./literals.js";
import { identifierName, initializerOf, OBJECT_FORMS, typeName } from "./syntax.js";
import { defaultOfType, scalarValue, unknown } from "./values.js";

function fieldFor(fields: readonly FieldSpec[], key: string): FieldSpec | undefined {
  // The compiler takes only the exact property name: `bucket` is no property of CosBackendConfig.
  return fields.find((f) => f.spelling.csharp === key);
}

/** The value written for a field: a nested block, a collection (data), or a scalar. */
function valueFor(builder: Builder, node: Node, field: FieldSpec | undefined): StaticValue {
  if (
    (field === undefined || field.type === "block") &&
    OBJECT_FORMS.has(node.type) &&
    !isOtherConfig(builder, node, field)
  ) {
    builder.claimed.add(node.id);
    return { kind: "object", object: buildObject(builder, node, field?.block?.fields ?? []) };
  }
  if (field !== undefined && field.type !== "block") {
    const data = dataOf(builder, node);
    if (data) return data;
  }
  if (node.type === "default_expression" && !node.childForFieldName("type")) {
    // Target-typed `default`: the field's type decides.
    return field
      ? defaultOfType(field.type === "boolean" ? "bool" : field.type === "number" ? "int" : "string")
      : { kind: "nothing" };
  }
  return scalarValue(builder.context, node);
}

/** A configuration written as the value of an unknown key is still a configuration of its own. */
function isOtherConfig(builder: Builder, node: Node, field: FieldSpec | undefined): boolean {
  if (field !== undefined || node.type !== "object_creation_expression") return false;
  const name = typeName(node.childForFieldName("type"));
  return name !== undefined && builder.settings.typeNames.has(name);
}

export function property(
  builder: Builder,
  assignment: Node,
  keyNode: Node,
  fields: readonly FieldSpec[],
  options: { certain: boolean; editable: boolean },
): ConfigProperty {
  const key = identifierName(keyNode.text);
  const field = fieldFor(fields, key);
  const right = assignment.childForFieldName("right")!;
  const operator = assignment.childForFieldName("operator")?.type ?? "=";
  // `c.Prefix += "/x"`, `c.Region ??= ..`: the result depends on the value before.
  const value = operator === "=" ? valueFor(builder, right, field) : unknown();
  return {
    type: "property",
    key,
    field,
    value,
    certain: options.certain,
    editable: options.editable,
    // A compound assignment's right side is no value of its own: an edit may not replace or copy it.
    plain: operator === "=",
    literal: operator === "=" && isWrittenLiteral(right),
    keyChecked: true,
    span: spanOf(assignment),
    keySpan: spanOf(keyNode),
    valueSpan: spanOf(right),
    handle: assignment,
  };
}

/** The model of an object creation's initializer (`new X { .. }`, `new() { .. }`, a nested `{ .. }`). */
export function buildObject(builder: Builder, node: Node, fields: readonly FieldSpec[]): ConfigObject {
  const entries: ConfigEntry[] = [];
  const args =
    node.type === "initializer_expression"
      ? null
      : (node.childForFieldName("arguments") ?? node.namedChildren.find((c) => c.type === "argument_list"));
  if (args && args.namedChildCount > 0) {
    // A constructor with arguments may set anything.
    entries.push({ type: "opaque", reason: "spread", span: spanOf(args) });
  }
  const initializer = initializerOf(node);
  for (const item of initializer?.namedChildren ?? []) {
    if (item.type === "comment") continue;
    const left = item.type === "assignment_expression" ? item.childForFieldName("left") : null;
    if (left?.type === "identifier" && item.childForFieldName("right")) {
      entries.push(property(builder, item, left, fields, { certain: true, editable: true }));
    } else {
      // `[key] = value` (an indexer) or a collection element: nothing the model can name.
      entries.push({ type: "opaque", reason: left ? "computed-key" : "spread", span: spanOf(item) });
    }
  }
  const hasComments = initializer ? hasCommentsIn(builder.context.text, [initializer], ["comment"]) : false;
  return { entries, fields, editable: true, hasComments, span: spanOf(node), handle: node };
}
