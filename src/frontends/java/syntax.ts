/** Small questions about Java nodes: names, parentheses, the `.` of a call, declarations of a name. */
import type { Node } from "web-tree-sitter";
import { namedArgs, same } from "../tree-sitter/syntax.js";

/** The last simple name of `X`, `a.b.X` (identifier or field access); undefined for anything else. */
export function simpleName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === "identifier" || node.type === "type_identifier") return node.text;
  if (node.type === "field_access") return node.childForFieldName("field")?.text;
  if (node.type === "scoped_type_identifier" || node.type === "scoped_identifier") {
    const last = node.namedChildren.filter((c) => c && !c.isExtra).at(-1);
    return last?.text;
  }
  return undefined;
}

/** The expression inside any parentheses. */
export function unparen(node: Node): Node {
  let n = node;
  while (n.type === "parenthesized_expression") {
    const inner = namedArgs(n)[0];
    if (!inner) break;
    n = inner;
  }
  return n;
}

/** The `.` of a method call on an object (`.bucket(..)`), the start of what a setter call adds to its chain. */
export function dotOf(call: Node): Node | undefined {
  const name = call.childForFieldName("name");
  let dot: Node | undefined;
  for (const child of call.children) {
    if (!child) continue;
    if (same(child, name)) break;
    if (child.type === ".") dot = child;
  }
  return dot;
}

/** Whether a node declares the name `use` is (a parameter, a variable, a pattern). */
export function declaresName(parent: Node, use: Node): boolean {
  switch (parent.type) {
    case "variable_declarator":
    case "formal_parameter":
    case "catch_formal_parameter":
    case "spread_parameter":
    case "resource":
    case "enhanced_for_statement":
    case "instanceof_expression":
      return same(parent.childForFieldName("name"), use);
    case "type_pattern":
    case "record_pattern_component":
      return true;
    case "lambda_expression":
      return same(parent.childForFieldName("parameters"), use);
    case "inferred_parameters":
      return true;
    default:
      return false;
  }
}
