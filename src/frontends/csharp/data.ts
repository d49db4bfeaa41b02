/**
 * Collections written as data (for a map or list field, or by mistake for another field): their shape, and their
 * JSON when static.
 */
import type { Node } from "web-tree-sitter";
import type { JsonValue, StaticValue } from "../../model/index.js";
import { deeper, type Builder } from "./context.js";
import { initializerOf, OBJECT_FORMS, typeName } from "./syntax.js";
import { evaluateValue } from "./values.js";

const ARRAY_FORMS = new Set([
  "collection_expression",
  "array_creation_expression",
  "implicit_array_creation_expression",
]);

const LIST_TYPES =
  /^(?:I?List|IReadOnlyList|I?Collection|IReadOnlyCollection|I?Enumerable|HashSet|ISet|SortedSet|ImmutableList|ImmutableArray)$/;
const MAP_TYPES = /^(?:I?Dictionary|IReadOnlyDictionary|SortedDictionary|ImmutableDictionary|Hashtable)$/;

function genericBaseName(type: Node | null): string | undefined {
  if (!type) return undefined;
  if (type.type === "generic_name") return type.firstNamedChild?.text;
  if (type.type === "qualified_name") return genericBaseName(type.childForFieldName("name"));
  return typeName(type);
}

/** A collection written for a map or list field (or by mistake for another field), with its JSON when static. */
export function dataOf(builder: Builder, node: Node): StaticValue | undefined {
  if (ARRAY_FORMS.has(node.type)) {
    const elements =
      node.type === "collection_expression"
        ? node.namedChildren.map((e) =>
            e.type === "collection_element" && e.firstNamedChild?.type === "expression_element"
              ? e.firstNamedChild.firstNamedChild
              : null,
          )
        : initializerOf(node)?.namedChildren.filter((c) => c.type !== "comment");
    return { kind: "data", shape: "array", json: elements ? jsonArray(builder, elements) : undefined };
  }
  if (!OBJECT_FORMS.has(node.type)) return undefined;
  const base = node.type === "object_creation_expression" ? genericBaseName(node.childForFieldName("type")) : undefined;
  const initializer = initializerOf(node);
  const items = initializer?.namedChildren.filter((c) => c.type !== "comment") ?? [];
  const keyed = items.some(
    (i) =>
      i.type === "initializer_expression" ||
      (i.type === "assignment_expression" && i.childForFieldName("left")?.type === "element_binding_expression"),
  );
  const shape =
    base !== undefined && LIST_TYPES.test(base)
      ? "array"
      : (base !== undefined && MAP_TYPES.test(base)) || keyed || items.length === 0
        ? "object"
        : "array";
  const args = node.childForFieldName("arguments") ?? node.namedChildren.find((c) => c.type === "argument_list");
  const json =
    args && args.namedChildCount > 0
      ? undefined
      : shape === "array"
        ? jsonArray(builder, items)
        : jsonObject(builder, items);
  return { kind: "data", shape, json };
}

function jsonOf(builder: Builder, node: Node | null): JsonValue | undefined {
  if (!node) return undefined;
  const data = deeper(builder, () => dataOf(builder, node));
  if (data) return data.kind === "data" ? data.json : undefined;
  const value = evaluateValue(builder.context, node);
  switch (value.kind) {
    case "string":
    case "number":
    case "boolean":
      return value.value;
    case "nothing":
      return null;
    default:
      return undefined;
  }
}

function jsonArray(builder: Builder, elements: readonly (Node | null)[]): JsonValue | undefined {
  const out: JsonValue[] = [];
  for (const element of elements) {
    const value = jsonOf(builder, element);
    if (value === undefined) return undefined;
    out.push(value);
  }
  return out;
}

/** `{ ["k"] = v }` and `{ { "k", v } }` entries of a dictionary initializer. */
function jsonObject(builder: Builder, items: readonly Node[]): JsonValue | undefined {
  const out: Record<string, JsonValue> = {};
  for (const item of items) {
    let keyNode: Node | null | undefined;
    let valueNode: Node | null | undefined;
    if (
      item.type === "assignment_expression" &&
      item.childForFieldName("left")?.type === "element_binding_expression"
    ) {
      const args = item.childForFieldName("left")!.namedChildren.filter((c) => c.type === "argument");
      if (args.length !== 1) return undefined;
      keyNode = args[0]!.firstNamedChild;
      valueNode = item.childForFieldName("right");
    } else if (item.type === "initializer_expression") {
      const pair = item.namedChildren.filter((c) => c.type !== "comment");
      if (pair.length !== 2) return undefined;
      [keyNode, valueNode] = pair;
    } else {
      return undefined;
    }
    const key = keyNode ? evaluateValue(builder.context, keyNode) : undefined;
    const value = jsonOf(builder, valueNode ?? null);
    if (key?.kind !== "string" || value === undefined) return undefined;
    out[key.value] = value;
  }
  return out;
}
