/**
 * Value narrowing: what an expression's type says about its value (a literal, possibly unset), from
 * declarations alone where nothing can narrow the reference, else from the checker.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { findVariable } from "../ast-utils.js";
import { WRAPPER_TYPES } from "../syntax.js";
import { isAbsent, type TypedFacts } from "./facts.js";

/** What a reference passes through and stays the same value: the wrappers (see WRAPPER_TYPES) and `?.` chains. */
const PASS_THROUGH: ReadonlySet<string> = new Set([...WRAPPER_TYPES, "ChainExpression"]);

/** The reference that an expression's value is: the outermost of `x`, `x.a.b`, `x!.a`, `x as T` (members by name). */
function referenceTop(node: TSESTree.Node): TSESTree.Node {
  let top = node;
  for (let parent = top.parent; parent; parent = top.parent) {
    const member = parent.type === "MemberExpression" && parent.object === top && !parent.computed && !parent.optional;
    if (!member && !PASS_THROUGH.has(parent.type)) break;
    top = parent;
  }
  return top;
}

/** Where an expression's value is only passed on: into a literal, a template, a variable, a return. */
function isValuePosition(node: TSESTree.Node): boolean {
  const parent = node.parent;
  switch (parent?.type) {
    case "Property":
      return parent.parent.type === "ObjectExpression" && parent.value === node;
    case "SpreadElement":
      return parent.parent.type === "ObjectExpression" || parent.parent.type === "ArrayExpression";
    case "VariableDeclarator":
      return parent.init === node;
    case "MemberExpression":
      return parent.computed && parent.property === node;
    case "TemplateLiteral":
    case "ArrayExpression":
    case "ReturnStatement":
    case "ArrowFunctionExpression":
      return true;
    case "NewExpression":
      // Constructors narrow nothing.
      return parent.arguments.includes(node as TSESTree.CallExpressionArgument);
    case "CallExpression":
      // Calling a function narrows nothing of it (a method's `asserts this is T` narrows its object: a member
      // callee is not taken).
      if (parent.callee === node) return node.type === "Identifier";
      // A call narrows its arguments only as an assertion (a statement of its own) or a type guard (in a
      // condition, or kept in a variable for one); `super(..)` never.
      return (
        parent.arguments.includes(node as TSESTree.CallExpressionArgument) &&
        (parent.callee.type === "Super" ||
          isValuePosition(parent.parent.type === "ChainExpression" ? parent.parent : parent)) &&
        parent.parent.type !== "VariableDeclarator"
      );
    default:
      return false;
  }
}

/**
 * Whether a reference sits where TypeScript narrows nothing of its type: a value position (above), or,
 * with `lenient` (for a string, number or object type that is neither a union nor a literal), also a
 * truthiness test, which cannot narrow such a type to a literal or to nothing.
 */
function isInertReference(node: TSESTree.Node, lenient: boolean): boolean {
  const top = referenceTop(node);
  if (isValuePosition(top)) return true;
  if (!lenient) return false;
  const parent = top.parent;
  switch (parent?.type) {
    case "UnaryExpression":
      return parent.operator === "!";
    case "LogicalExpression":
    case "ConditionalExpression":
    case "IfStatement":
    case "WhileStatement":
    case "DoWhileStatement":
    case "ForStatement":
    case "ExpressionStatement":
      return true;
    default:
      return false;
  }
}

/**
 * The type of `x` or `x.a.b` from declarations alone, when nothing can narrow it: `x` a parameter or a
 * `const`, never assigned, `x` and the members on the way declared with types that are not unions, and
 * every reference to `x` inert (see isInertReference; leniently only for a plain string, number or object).
 * TypeScript's type for a reference is its declared type narrowed along the code before it, and finding
 * that out can cost more than all else the plugin does on a file. Undefined when it cannot be told so.
 */
function declaredValueType(facts: TypedFacts, node: TSESTree.Node): ts.Type | undefined {
  const sourceCode = facts.sourceCode;
  if (!sourceCode || (node.type !== "Identifier" && node.type !== "MemberExpression")) return undefined;
  if (node.parent?.type === "Property" && node.parent.shorthand) return undefined; // the name is the property's
  const names: string[] = [];
  let root: TSESTree.Node = node;
  while (root.type === "MemberExpression") {
    if (root.computed || root.optional || root.property.type !== "Identifier") return undefined;
    names.unshift(root.property.name);
    root = root.object;
  }
  if (root.type !== "Identifier") return undefined;
  const variable = findVariable(sourceCode.getScope(root), root);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  // An import's type is its export's declared type; a function declaration's is its signature (one
  // declaration: overloads are several).
  const plain =
    (def?.type === "Parameter" && def.name.parent === def.node) ||
    (def?.type === "Variable" && def.parent.kind === "const" && def.node.id === def.name) ||
    (def?.type === "ImportBinding" && def.node.type !== "TSImportEqualsDeclaration") ||
    def?.type === "FunctionName";
  if (!plain || variable!.references.some((r) => r.isWrite() && !r.init)) return undefined;
  const reads = variable!.references.filter((r) => !r.init);
  // A cheap first look: no reference where even a plain type narrows.
  if (!reads.every((r) => isInertReference(r.identifier, true))) return undefined;
  // The symbol from its declaration's name: no lookup through the scopes.
  const declaration = facts.services.esTreeNodeToTSNodeMap.get(def.name);
  const symbol = declaration && facts.checker.getSymbolAtLocation(declaration);
  if (!symbol) return undefined;
  const t = facts.ts;
  let type = facts.checker.getTypeOfSymbol(symbol);
  for (const name of names) {
    if (type.isUnion() || !(type.flags & t.TypeFlags.Object)) return undefined;
    const property = facts.checker.getPropertyOfType(type, name);
    if (!property) return undefined;
    type = facts.checker.getTypeOfSymbol(property);
  }
  if (
    type.flags &
    (t.TypeFlags.Any | t.TypeFlags.Unknown | t.TypeFlags.TypeParameter | t.TypeFlags.Intersection | t.TypeFlags.Never)
  ) {
    return undefined;
  }
  const plainType =
    !type.isUnion() &&
    (type.flags &
      (t.TypeFlags.String |
        t.TypeFlags.Number |
        t.TypeFlags.BigInt |
        t.TypeFlags.Object |
        t.TypeFlags.NonPrimitive)) !==
      0;
  if (!plainType && !reads.every((r) => isInertReference(r.identifier, false))) return undefined;
  return type;
}

const LITERAL_FLAGS = [
  "StringLiteral",
  "NumberLiteral",
  "BigIntLiteral",
  "BooleanLiteral",
  "EnumLiteral",
  "Undefined",
  "Null",
] as const;

/**
 * The type of a call `f(..)` of a function `f` that nothing can narrow (see declaredValueType), when its
 * declared type has one call signature and that takes no type parameters: TypeScript types such a call by
 * that signature's return type whatever the arguments, and resolving the call instead type-checks every
 * argument. Undefined when it cannot be told so (`f?.()`, `f<T>()`, overloads, generics, methods).
 */
function declaredCallType(facts: TypedFacts, node: TSESTree.Node): ts.Type | undefined {
  if (node.type !== "CallExpression" || node.optional || node.typeArguments || node.callee.type !== "Identifier")
    return undefined;
  const callee = declaredValueType(facts, node.callee);
  if (!callee || callee.isUnion()) return undefined;
  const signatures = facts.checker.getSignaturesOfType(callee, facts.ts.SignatureKind.Call);
  const signature = signatures.length === 1 ? signatures[0] : undefined;
  if (!signature || (signature.typeParameters?.length ?? 0) > 0) return undefined;
  return facts.checker.getReturnTypeOfSignature(signature);
}

/** Whether an expression's type is one literal type (a string, number, bigint, boolean, enum member, null, undefined). */
function isLiteralType(facts: TypedFacts, node: TSESTree.Node): boolean {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return true;
  const type =
    declaredValueType(facts, node) ?? declaredCallType(facts, node) ?? facts.checker.getTypeAtLocation(tsNode);
  const flags = LITERAL_FLAGS.reduce((all, name) => all | facts.ts.TypeFlags[name], 0);
  return !type.isUnion() && (type.flags & flags) !== 0;
}

/** What the type of an expression says about its value: a literal, or whether it may be undefined. */
export type TypedValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "nothing"; null?: true }
  | { kind: "unknown"; maybeUnset: boolean };

/**
 * What an expression's type says about its value: its declared type where nothing can narrow it (see
 * declaredValueType and declaredCallType), else the type the checker gives at that place.
 */
export function typedValue(facts: TypedFacts, node: TSESTree.Node): TypedValue {
  const t = facts.ts;
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return { kind: "unknown", maybeUnset: false };
  // A template is a string literal type only when every substitution is of a literal type; asking for the
  // template's own type also resolves the call it may be an argument of (for its contextual type).
  if (node.type === "TemplateLiteral" && node.expressions.some((e) => !isLiteralType(facts, e))) {
    return { kind: "unknown", maybeUnset: false };
  }
  return valueOfType(
    t,
    declaredValueType(facts, node) ?? declaredCallType(facts, node) ?? facts.checker.getTypeAtLocation(tsNode),
  );
}

function valueOfType(t: typeof ts, type: ts.Type): TypedValue {
  if (type.isStringLiteral()) return { kind: "string", value: type.value };
  if (type.isNumberLiteral()) return { kind: "number", value: type.value };
  if (type.flags & t.TypeFlags.BooleanLiteral) {
    return { kind: "boolean", value: (type as { intrinsicName?: string }).intrinsicName === "true" };
  }
  // A value of type `null` is JavaScript's null, which <kit> fails on (see StaticValue `nothing`).
  if (type.flags & t.TypeFlags.Null) return { kind: "nothing", null: true };
  if (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Void)) return { kind: "nothing" };
  if (type.isUnion()) {
    const nullish = type.types.some((m) => isAbsent(t, m));
    return { kind: "unknown", maybeUnset: nullish };
  }
  return { kind: "unknown", maybeUnset: false };
}
