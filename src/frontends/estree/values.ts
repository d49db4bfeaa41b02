/**
 * Static values: what a property's value is as far as can be known without running the program, with what only
 * types can add left for later.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type { JsonValue, StaticValue, UnknownOrigin } from "../../model/index.js";
import { getStaticValue } from "./ast-utils.js";
import { constInitOf } from "./bindings.js";
import type { ValueContext } from "./context.js";
import { unwrap } from "./syntax.js";
import { typedValue } from "./typed/narrowing.js";

type Node = TSESTree.Node;

function dataLiteralOf(
  context: ValueContext,
  node: Node,
): TSESTree.ObjectExpression | TSESTree.ArrayExpression | undefined {
  const literal = node.type === "Identifier" ? constInitOf(context.sourceCode, node) : node;
  return literal?.type === "ObjectExpression" || literal?.type === "ArrayExpression" ? literal : undefined;
}

/** Every part written: no spread, computed key, getter, method or hole; constants holding objects are looked into. */
function isWrittenStatically(context: ValueContext, node: Node, seen: Set<Node>): boolean {
  const inner = unwrap(node);
  const literal = dataLiteralOf(context, inner);
  if (literal) {
    if (seen.has(literal)) return false;
    seen.add(literal);
    const result =
      literal.type === "ObjectExpression"
        ? literal.properties.every(
            (p) =>
              p.type === "Property" &&
              p.kind === "init" &&
              !p.method &&
              !p.computed &&
              isWrittenStatically(context, p.value, seen),
          )
        : literal.elements.every(
            (e) => e !== null && e.type !== "SpreadElement" && isWrittenStatically(context, e, seen),
          );
    seen.delete(literal);
    return result;
  }
  if (inner.type === "ObjectExpression" || inner.type === "ArrayExpression") return false;
  return getStaticValue(inner, context.sourceCode.getScope(inner)) !== null;
}

function toJson(value: unknown, depth = 0): JsonValue | undefined {
  if (depth > 64) return undefined;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = i in value ? toJson(value[i], depth + 1) : undefined;
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items;
  }
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  if (Object.getOwnPropertySymbols(value).length > 0) return undefined;
  const result: Record<string, JsonValue> = {};
  for (const [key, entry] of Object.entries(value)) {
    const json = toJson(entry, depth + 1);
    if (json === undefined) return undefined;
    result[key] = json;
  }
  return result;
}

function dataOf(context: ValueContext, node: Node): StaticValue | undefined {
  const literal = dataLiteralOf(context, node);
  if (!literal) return undefined;
  const shape = literal.type === "ObjectExpression" ? "object" : "array";
  let json: JsonValue | undefined;
  if (isWrittenStatically(context, node, new Set())) {
    // getStaticValue also declines constants whose properties change later (`c.x = ..`, `c.push(..)`).
    const found = getStaticValue(node, context.sourceCode.getScope(node));
    json = found ? toJson(found.value) : undefined;
  }
  return { kind: "data", shape, json };
}

function isEnvironmentRead(node: Node): boolean {
  return (
    node.type === "MemberExpression" &&
    node.object.type === "MemberExpression" &&
    !node.object.computed &&
    node.object.object.type === "Identifier" &&
    node.object.object.name === "process" &&
    node.object.property.type === "Identifier" &&
    node.object.property.name === "env"
  );
}

const FILE_READS = new Set(["readFileSync", "readFile"]);

function isFileRead(node: Node): boolean {
  let n = node;
  while (
    n.type === "CallExpression" &&
    n.callee.type === "MemberExpression" &&
    n.callee.object.type === "CallExpression"
  ) {
    n = n.callee.object;
  }
  if (n.type === "AwaitExpression") n = n.argument;
  if (n.type !== "CallExpression") return false;
  const callee = n.callee;
  const name =
    callee.type === "Identifier"
      ? callee.name
      : callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier"
        ? callee.property.name
        : undefined;
  return name !== undefined && FILE_READS.has(name);
}

/**
 * An environment read may be unset, and a file read into a key is key material (see no-hardcoded-credentials);
 * both are followed through a few same-file constants.
 */
function originOf(context: ValueContext, node: Node, depth = 0): UnknownOrigin {
  if (isEnvironmentRead(node)) return "env";
  if (isFileRead(node)) return "file";
  if (node.type === "Identifier" && depth < 8) {
    const init = constInitOf(context.sourceCode, node);
    if (init) return originOf(context, init, depth + 1);
  }
  return "other";
}

/**
 * A value the syntax cannot tell comes back as a function that asks the type checker, so that values no rule
 * reads (most of them) cost nothing. The caller builds objects for block fields (see buildObject).
 */
export function evaluateValue(context: ValueContext, inner: Node): StaticValue | (() => StaticValue) {
  const data = dataOf(context, inner);
  if (data) return data;
  const found = getStaticValue(inner, context.sourceCode.getScope(inner));
  if (found) {
    const v: unknown = found.value;
    if (typeof v === "string") return { kind: "string", value: v };
    if (typeof v === "number") return { kind: "number", value: v };
    if (typeof v === "boolean") return { kind: "boolean", value: v };
    if (v === undefined) return { kind: "nothing" };
    if (v === null) return { kind: "nothing", null: true };
  }
  const origin = originOf(context, inner);
  if (origin === "env") return { kind: "unknown", maybeUnset: true, origin };
  const facts = context.typed;
  if (facts) {
    return () => {
      const typed = typedValue(facts, inner);
      if (typed.kind !== "unknown") return typed;
      return { kind: "unknown", maybeUnset: typed.maybeUnset, origin };
    };
  }
  return { kind: "unknown", maybeUnset: false, origin };
}
export function isLiteral(node: Node): boolean {
  const inner = unwrap(node);
  if (inner.type === "Literal")
    return typeof inner.value === "string" || typeof inner.value === "number" || typeof inner.value === "boolean";
  if (inner.type === "TemplateLiteral") return inner.expressions.length === 0;
  if (inner.type === "UnaryExpression" && (inner.operator === "-" || inner.operator === "+")) {
    const operand = unwrap(inner.argument);
    return operand.type === "Literal" && typeof operand.value === "number";
  }
  return false;
}
