/** An object creation's initializer as the model's object. */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigObject, ConfigProperty, StaticValue } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { withoutEffects } from "../tree-sitter/syntax.js";
import { TreeSitterProperty, type PropertyGrammar } from "../tree-sitter/property.js";
import { spanOf } from "../tree-sitter/span.js";
import { addSkippedBranch, deeper, inOtherBranch, type Builder } from "./context.js";
import { dataOf } from "./data.js";
import { isWrittenLiteral } from "./literals.js";
import { isEnvironmentRead } from "./reads.js";
import { identifierName, initializerOf, OBJECT_FORMS, typeName } from "./syntax.js";
import { defaultOfType, evaluateValue, unknown } from "./values.js";

function fieldFor(fields: readonly FieldSpec[], key: string): FieldSpec | undefined {
  // C# takes only the exact property name: `bucket` is no property of CosBackendConfig.
  return fields.find((f) => f.spelling.csharp === key);
}

function valueOf(builder: Builder, node: Node, field: FieldSpec | undefined): StaticValue {
  if (
    (field === undefined || field.type === "block") &&
    OBJECT_FORMS.has(node.type) &&
    !isOtherConfig(builder, node, field)
  ) {
    builder.claimed.add(node.id);
    const object = deeper(builder, () => buildObject(builder, node, field?.block?.fields ?? []));
    return object ? { kind: "object", object } : unknown();
  }
  if (field !== undefined && field.type !== "block") {
    const data = deeper(builder, () => dataOf(builder, node));
    if (data) return data;
  }
  if (node.type === "default_expression" && !node.childForFieldName("type")) {
    // Target-typed `default`: the field's type decides.
    return field
      ? defaultOfType(field.type === "boolean" ? "bool" : field.type === "number" ? "int" : "string")
      : { kind: "nothing" };
  }
  return evaluateValue(builder.context, node);
}

/** Expressions that may change state or run code; `++`/`--` share their node type with `-x` (see isUpdate). */
const SIDE_EFFECTS: ReadonlySet<string> = new Set([
  "assignment_expression",
  "invocation_expression",
  "object_creation_expression",
  "implicit_object_creation_expression",
  "anonymous_object_creation_expression",
  "array_creation_expression",
  "implicit_array_creation_expression",
  "stackalloc_expression",
  "implicit_stackalloc_expression",
  "collection_expression",
  "with_expression",
  "await_expression",
  "throw_expression",
  "query_expression",
]);

function isUpdate(node: Node): boolean {
  return (
    (node.type === "prefix_unary_expression" || node.type === "postfix_unary_expression") &&
    node.children.some((c) => c?.type === "++" || c?.type === "--")
  );
}

/**
 * Whether an assigned value has no side effect as far as the syntax shows (ConfigProperty.pure); an environment
 * read changes nothing. Conservative: a call inside a lambda counts too.
 */
function isPure(node: Node): boolean {
  return withoutEffects(node, (n) => isUpdate(n) || SIDE_EFFECTS.has(n.type), isEnvironmentRead);
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
  const value = operator === "=" ? valueOf(builder, right, field) : unknown();
  // Written in a branch some builds skip: maybe set, and no edit may change that branch alone.
  const sure = !inOtherBranch(builder.context, assignment.startIndex);
  const facts = {
    key,
    field,
    value,
    certain: options.certain && sure,
    editable: options.editable && sure,
    // A compound assignment's right side is no value of its own: no edit may replace or copy it.
    plain: operator === "=",
    literal: operator === "=" && isWrittenLiteral(right),
  };
  return new TreeSitterProperty(facts, assignment, keyNode, right, [right], CSHARP_PROPERTIES);
}

const CSHARP_PROPERTIES: PropertyGrammar = { isPure, spanOf: (property) => spanOf(property.handle) };

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
  if (initializer) addSkippedBranch(builder.context, initializer, initializer.startIndex, entries);
  return { entries, fields, editable: true, span: spanOf(node), handle: node };
}
