import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { FieldSpec } from "../../schema/index.js";
import { fieldForKey } from "../../schema/index.js";
import type { ConfigEntry, ConfigObject, JsonValue, Span, StaticValue, UnknownOrigin } from "../../model/index.js";
import { findVariable, getStaticValue } from "./ast-utils.js";
import { isLiteralKey, typedValue, type TypedFacts } from "./typed.js";

type Node = TSESTree.Node;

/** Expression wrappers that do not change a value: `as`, `as const`, `satisfies`, `<T>`, `!`. */
function unwrap(node: Node): Node {
  let n = node;
  while (
    n.type === "TSAsExpression" ||
    n.type === "TSSatisfiesExpression" ||
    n.type === "TSTypeAssertion" ||
    n.type === "TSNonNullExpression"
  ) {
    n = n.expression;
  }
  return n;
}

export interface BuildContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly typed: TypedFacts | undefined;
  /**
   * Whether the compiler checks the keys written in an object literal (see ConfigProperty.keyChecked and
   * discover.ts keysChecked); asked lazily, at most once per literal. Unset: never.
   */
  readonly keysChecked?: (node: TSESTree.ObjectExpression) => boolean;
}

/**
 * Whether TypeScript checks a computed key as a property name: its type is one string or number literal
 * (`["acl"]`, a `const` initialised with a string); `[name]` of type `string` is an index signature's key.
 */
function computedKeyIsChecked(context: BuildContext, key: Node): boolean {
  if (context.typed) return isLiteralKey(context.typed, key);
  if (key.type === "Literal") return typeof key.value === "string" || typeof key.value === "number";
  if (key.type === "TemplateLiteral") return key.expressions.length === 0;
  if (key.type !== "Identifier") return false;
  const variable = findVariable(context.sourceCode.getScope(key), key);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.parent.kind !== "const" || def.node.id !== def.name || !def.node.init)
    return false;
  const init = def.node.init;
  return (
    (init.type === "Literal" && (typeof init.value === "string" || typeof init.value === "number")) ||
    (init.type === "TemplateLiteral" && init.expressions.length === 0)
  );
}

function spanOf(node: Node | TSESTree.Token): Span {
  return { range: node.range, loc: node.loc };
}

/** The object literal a same-file constant is initialised with, if the identifier names one. */
function constObjectOf(context: BuildContext, identifier: TSESTree.Identifier): TSESTree.ObjectExpression | undefined {
  const init = constInitOf(context, identifier);
  return init?.type === "ObjectExpression" ? init : undefined;
}

/** What a same-file constant is initialised with (unwrapped), if the identifier names one whose properties stay. */
function constInitOf(context: BuildContext, identifier: TSESTree.Identifier): Node | undefined {
  const scope = context.sourceCode.getScope(identifier);
  const variable = findVariable(scope, identifier);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.node.id.type !== "Identifier" || !def.node.init) return undefined;
  if (def.parent.kind !== "const" || variable!.references.some(isMutatingReference)) return undefined;
  return unwrap(def.node.init);
}

/** The object or array literal a value is: written inline, or a same-file constant's initialiser. */
function dataLiteralOf(
  context: BuildContext,
  node: Node,
): TSESTree.ObjectExpression | TSESTree.ArrayExpression | undefined {
  const literal = node.type === "Identifier" ? constInitOf(context, node) : node;
  return literal?.type === "ObjectExpression" || literal?.type === "ArrayExpression" ? literal : undefined;
}

/**
 * Whether an object or array is written statically: plain `key: value` properties with written keys (no
 * spreads, computed keys, getters or methods), no holes or spreads in arrays, and leaves whose value is
 * known (literals, same-file constants). Constants that hold objects or arrays are looked into too.
 */
function isWrittenStatically(context: BuildContext, node: Node, seen: Set<Node>): boolean {
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

/** A value as JSON: plain objects, arrays without holes, strings, finite numbers, booleans and null; else undefined. */
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

/** An object or array written as the value of a field that takes no block, with its JSON value when static. */
function dataOf(context: BuildContext, node: Node): StaticValue | undefined {
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

/** `base.acl = ..`, `delete base.acl`, `Object.assign(base, ..)`: the constant's properties change later. */
function isMutatingReference(reference: TSESLint.Scope.Reference): boolean {
  const id = reference.identifier;
  const parent = id.parent;
  if (parent?.type === "MemberExpression" && parent.object === id) {
    const grand = parent.parent;
    if (grand?.type === "AssignmentExpression" && grand.left === parent) return true;
    if (grand?.type === "UpdateExpression") return true;
    if (grand?.type === "UnaryExpression" && grand.operator === "delete") return true;
  }
  if (parent?.type === "CallExpression" && parent.arguments[0] === id) {
    const callee = parent.callee;
    if (
      callee.type === "MemberExpression" &&
      callee.property.type === "Identifier" &&
      callee.property.name === "assign"
    ) {
      return true;
    }
  }
  return false;
}

function isEnvironmentRead(node: Node): boolean {
  // process.env.X, process.env["X"]
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
  // readFileSync(..).toString(), readFileSync(..).toString("utf8")
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
 * Where a value that is not known comes from: an environment read or a file read, written in place or kept
 * in a same-file constant (`const key = readFileSync(..)`), followed through a few constants; else `other`.
 */
function originOf(context: BuildContext, node: Node, depth = 0): UnknownOrigin {
  if (isEnvironmentRead(node)) return "env";
  if (isFileRead(node)) return "file";
  if (node.type === "Identifier" && depth < 8) {
    const init = constInitOf(context, node);
    if (init) return originOf(context, init, depth + 1);
  }
  return "other";
}

/** A property key's static name, when it has one. */
function keyName(context: BuildContext, property: TSESTree.Property): string | undefined {
  if (!property.computed) {
    if (property.key.type === "Identifier") return property.key.name;
    if (property.key.type === "Literal") return String(property.key.value);
    return undefined;
  }
  const value = getStaticValue(property.key, context.sourceCode.getScope(property.key));
  return value && (typeof value.value === "string" || typeof value.value === "number")
    ? String(value.value)
    : undefined;
}

/**
 * Evaluates a value as far as can be known without running the program, with what only type information can
 * add left for later: a value the syntax cannot tell comes back as a function that asks the type checker, so
 * that values no rule reads (most of them) cost nothing.
 */
function evaluateSyntax(
  context: BuildContext,
  node: Node,
  field: FieldSpec | undefined,
  editable: boolean,
  seen: Set<Node>,
): StaticValue | (() => StaticValue) {
  const inner = unwrap(node);
  if (field?.type === "block" || field === undefined) {
    if (inner.type === "ObjectExpression") {
      return { kind: "object", object: buildObject(context, inner, field?.block?.fields ?? [], editable, seen) };
    }
    if (inner.type === "Identifier") {
      const init = constObjectOf(context, inner);
      if (init) return { kind: "object", object: buildObject(context, init, field?.block?.fields ?? [], false, seen) };
    }
  }
  // An object or array given to a field that takes no block; an array given to a block field or an unknown key.
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

/**
 * Whether a value is written in place as a literal: a string, number or boolean literal, a template without
 * holes, a negated number (through parentheses, `as const` and the other wrappers).
 */
function isLiteral(node: Node): boolean {
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

/**
 * Builds the model of an object literal: its properties in source order, spreads of same-file constant
 * objects merged in place (not editable), and opaque entries for whatever may hold anything.
 */
export function buildObject(
  context: BuildContext,
  node: TSESTree.ObjectExpression,
  fields: readonly FieldSpec[],
  editable: boolean,
  seen = new Set<Node>(),
): ConfigObject {
  const entries: ConfigEntry[] = [];
  if (seen.has(node)) {
    entries.push({ type: "opaque", reason: "spread", span: spanOf(node) });
    return { entries, fields, editable, hasComments: false, span: spanOf(node), handle: node };
  }
  seen.add(node);
  let checked: boolean | undefined;
  const checkedHere = () => (checked ??= context.keysChecked?.(node) ?? false);
  for (const property of node.properties) {
    if (property.type === "SpreadElement") {
      entries.push(...spreadEntries(context, property, fields, editable, seen));
      continue;
    }
    const key = keyName(context, property);
    if (key === undefined) {
      entries.push({ type: "opaque", reason: "computed-key", span: spanOf(property) });
      continue;
    }
    // `__proto__: x` sets the prototype: no property of the object.
    if (
      key === "__proto__" &&
      !property.computed &&
      !property.shorthand &&
      property.kind === "init" &&
      !property.method
    )
      continue;
    const field = fieldForKey(fields, key);
    const plain = property.kind === "init" && !property.method;
    const evaluated = plain
      ? evaluateSyntax(context, property.value, field, editable, seen)
      : ({ kind: "unknown", maybeUnset: property.kind === "set", origin: "other" } as const);
    let value = typeof evaluated === "function" ? undefined : evaluated;
    entries.push({
      type: "property",
      key,
      field,
      // Asked of the type checker when a rule first reads it (see evaluateSyntax).
      get value() {
        return (value ??= (evaluated as () => StaticValue)());
      },
      certain: true,
      editable,
      plain,
      literal: plain && !property.shorthand && isLiteral(property.value),
      get keyChecked() {
        return checkedHere() && (!property.computed || computedKeyIsChecked(context, property.key));
      },
      span: spanOf(property),
      keySpan: spanOf(property.key),
      valueSpan: spanOf(property.value),
      handle: property,
    });
  }
  seen.delete(node);
  const hasComments = context.sourceCode.getCommentsInside(node).length > 0;
  return { entries, fields, editable, hasComments, span: spanOf(node), handle: node };
}

function spreadEntries(
  context: BuildContext,
  spread: TSESTree.SpreadElement,
  fields: readonly FieldSpec[],
  editable: boolean,
  seen: Set<Node>,
): ConfigEntry[] {
  const argument = unwrap(spread.argument);
  if (argument.type === "ObjectExpression") {
    return [...buildObject(context, argument, fields, editable, seen).entries];
  }
  if (argument.type === "Identifier") {
    const init = constObjectOf(context, argument);
    if (init) return [...buildObject(context, init, fields, false, seen).entries];
  }
  const conditional = argument.type === "ConditionalExpression" || argument.type === "LogicalExpression";
  return [{ type: "opaque", reason: conditional ? "conditional" : "spread", span: spanOf(spread) }];
}
