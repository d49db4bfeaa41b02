/** The value of a scalar C# expression. */
import type { Node } from "web-tree-sitter";
import type { StaticValue } from "../../model/index.js";
import { MAX_DEPTH } from "../../model/limits.js";
import { resolveMember, resolveName } from "./constants.js";
import { inOtherBranch, type CSharpContext } from "./context.js";
import { numberValue, stringValue } from "./literals.js";
import { isEnvironmentRead, isFileRead } from "./reads.js";
import { identifierName } from "./syntax.js";

export const unknown = (origin: "env" | "file" | "other" = "other", maybeUnset = false): StaticValue => ({
  kind: "unknown",
  maybeUnset,
  origin,
});

/** A number as C# writes it into a string (`"a" + 1`): whole numbers only; others depend on the culture. */
function concatenable(value: StaticValue): string | undefined {
  if (value.kind === "string") return value.value;
  if (value.kind === "number" && Number.isSafeInteger(value.value)) return String(value.value);
  if (value.kind === "nothing") return "";
  return undefined;
}

/**
 * Literals, same-file constants, concatenation and simple arithmetic of those, `null`, `default`, `nameof`,
 * environment and file reads; unknown beyond MAX_DEPTH nested expressions and constants.
 */
export function evaluateValue(context: CSharpContext, node: Node, seen = new Set<number>(), depth = 0): StaticValue {
  if (depth > MAX_DEPTH) return unknown();
  switch (node.type) {
    case "parenthesized_expression": {
      // A loop, so that deep parentheses cost no stack.
      let inner = node.firstNamedChild;
      while (inner?.type === "parenthesized_expression") inner = inner.firstNamedChild;
      return inner ? evaluateValue(context, inner, seen, depth + 1) : unknown();
    }
    case "string_literal":
    case "verbatim_string_literal":
    case "raw_string_literal":
    case "interpolated_string_expression": {
      const value = stringValue(node);
      return value === undefined ? unknown() : { kind: "string", value };
    }
    case "integer_literal":
    case "real_literal": {
      const value = numberValue(node);
      return value === undefined ? unknown() : { kind: "number", value };
    }
    case "boolean_literal":
      return { kind: "boolean", value: node.text === "true" };
    case "null_literal":
      return { kind: "nothing" };
    case "default_expression": {
      const type = node.childForFieldName("type");
      if (!type) return { kind: "nothing" }; // target-typed: valueOf (initializers.ts) uses the field's type
      return defaultOfType(type.text);
    }
    case "prefix_unary_expression": {
      const operator = node.firstChild?.type;
      const operand = node.firstNamedChild;
      if (!operand) return unknown();
      const value = evaluateValue(context, operand, seen, depth + 1);
      if (value.kind === "number" && (operator === "-" || operator === "+")) {
        return { kind: "number", value: operator === "-" ? -value.value : value.value };
      }
      if (value.kind === "boolean" && operator === "!") return { kind: "boolean", value: !value.value };
      return unknown();
    }
    case "binary_expression":
      return binaryValue(context, node, seen, depth);
    case "assignment_expression": {
      // `c.A = c.B = "x"`: the value of the inner assignment.
      const right = node.childForFieldName("right");
      return right && node.childForFieldName("operator")?.type === "="
        ? evaluateValue(context, right, seen, depth + 1)
        : unknown();
    }
    case "identifier":
    case "member_access_expression": {
      const binding =
        node.type === "identifier"
          ? resolveName(context, node, identifierName(node.text))
          : resolveMember(context, node);
      if (!binding?.constant || seen.has(binding.declarator.id)) return unknown();
      // A constant declared in a branch some builds skip may hold another value in those builds.
      if (inOtherBranch(context, binding.declarator.startIndex)) return unknown();
      seen.add(binding.declarator.id);
      const value = evaluateValue(context, binding.value, seen, depth + 1);
      seen.delete(binding.declarator.id);
      return value;
    }
    case "invocation_expression":
    case "await_expression":
      if (isEnvironmentRead(node)) return unknown("env", true);
      if (isFileRead(node)) return unknown("file");
      return nameofValue(node) ?? unknown();
    default:
      return unknown();
  }
}

/** `nameof(X)`, `nameof(a.B)`: the last name, as a string. */
function nameofValue(node: Node): StaticValue | undefined {
  if (node.type !== "invocation_expression") return undefined;
  const fn = node.childForFieldName("function");
  const args = node.childForFieldName("arguments")?.namedChildren ?? [];
  if (fn?.type !== "identifier" || fn.text !== "nameof" || args.length !== 1) return undefined;
  const name = lastName(args[0]!.text);
  return name ? { kind: "string", value: name } : undefined;
}

/**
 * What `/@?([A-Za-z_]\w*)\s*$/` captures, by a scan back: that expression is quadratic on a long word that
 * something else follows (`nameof(aaa…a!)`).
 */
function lastName(text: string): string | undefined {
  const end = text.trimEnd().length;
  let start = end;
  while (start > 0 && /\w/.test(text[start - 1]!)) start--;
  while (start < end && /\d/.test(text[start]!)) start++;
  return start < end ? text.slice(start, end) : undefined;
}

const NUMERIC_TYPES = new Set([
  "int",
  "long",
  "short",
  "byte",
  "sbyte",
  "uint",
  "ulong",
  "ushort",
  "double",
  "float",
  "decimal",
]);

/** `default(T)` of a predefined type: `false`, `0`, or nothing (string, nullable, reference types). */
export function defaultOfType(type: string): StaticValue {
  if (type === "bool") return { kind: "boolean", value: false };
  if (NUMERIC_TYPES.has(type)) return { kind: "number", value: 0 };
  if (type === "string" || type === "object" || type.endsWith("?")) return { kind: "nothing" };
  return unknown();
}

function binaryValue(context: CSharpContext, node: Node, seen: Set<number>, depth: number): StaticValue {
  const operator = node.childForFieldName("operator")?.type;
  const leftNode = node.childForFieldName("left");
  const rightNode = node.childForFieldName("right");
  if (!leftNode || !rightNode) return unknown();
  const left = evaluateValue(context, leftNode, seen, depth + 1);
  if (operator === "??") {
    if (left.kind === "nothing") return evaluateValue(context, rightNode, seen, depth + 1);
    if (left.kind !== "unknown") return left;
    const right = evaluateValue(context, rightNode, seen, depth + 1);
    // Set when either side is: an unset environment variable falls back to the right side.
    return right.kind === "nothing" || (right.kind === "unknown" && right.maybeUnset) ? left : unknown(left.origin);
  }
  const right = evaluateValue(context, rightNode, seen, depth + 1);
  if (left.kind === "number" && right.kind === "number") {
    const value =
      operator === "+"
        ? left.value + right.value
        : operator === "-"
          ? left.value - right.value
          : operator === "*"
            ? left.value * right.value
            : NaN;
    return Number.isFinite(value) ? { kind: "number", value } : unknown();
  }
  if (operator === "+" && (left.kind === "string" || right.kind === "string")) {
    const a = concatenable(left);
    const b = concatenable(right);
    if (a !== undefined && b !== undefined) return { kind: "string", value: a + b };
  }
  return unknown();
}
