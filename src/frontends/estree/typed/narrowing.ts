/**
 * What an expression's type says about its value: from declarations alone where nothing can narrow the
 * reference, which spares the checker's flow analysis, else from the checker.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { findVariable } from "../ast-utils.js";
import { WRAPPER_TYPES } from "../syntax.js";
import { isAbsent, type TypedFacts } from "./facts.js";

const PASS_THROUGH: ReadonlySet<string> = new Set([...WRAPPER_TYPES, "ChainExpression"]);

/** Members by name only: a computed or optional member is another reference. */
function referenceTop(node: TSESTree.Node): TSESTree.Node {
  let top = node;
  for (let parent = top.parent; parent; parent = top.parent) {
    const member = parent.type === "MemberExpression" && parent.object === top && !parent.computed && !parent.optional;
    if (!member && !PASS_THROUGH.has(parent.type)) break;
    top = parent;
  }
  return top;
}

/** Where a value is only passed on, which narrows nothing. */
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
      return parent.arguments.includes(node as TSESTree.CallExpressionArgument);
    case "CallExpression":
      // A method's `asserts this is T` narrows its object, so only a plain callee counts.
      if (parent.callee === node) return node.type === "Identifier";
      // Arguments narrow only in an assertion or a type guard (a condition, or a variable kept for one).
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

/** `lenient` is for a plain string, number or object type, which a truthiness test cannot narrow to a literal. */
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
 * A reference's type is its declared type narrowed along the code before it, which is costly to find out; when
 * nothing can narrow it (a parameter or `const` never assigned, no unions on the way, every reference inert) the
 * declared type is the answer.
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
  // One definition only: overloads are several, and an import's type is its export's declared type.
  const plain =
    (def?.type === "Parameter" && def.name.parent === def.node) ||
    (def?.type === "Variable" && def.parent.kind === "const" && def.node.id === def.name) ||
    (def?.type === "ImportBinding" && def.node.type !== "TSImportEqualsDeclaration") ||
    def?.type === "FunctionName";
  if (!plain || variable!.references.some((r) => r.isWrite() && !r.init)) return undefined;
  const reads = variable!.references.filter((r) => !r.init);
  if (!reads.every((r) => isInertReference(r.identifier, true))) return undefined;
  // From the declaration's name: no lookup through the scopes.
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
 * TypeScript types a call of a function with one non-generic signature by its return type whatever the
 * arguments, while resolving the call type-checks every argument.
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

function isLiteralType(facts: TypedFacts, node: TSESTree.Node): boolean {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return true;
  const type =
    declaredValueType(facts, node) ?? declaredCallType(facts, node) ?? facts.checker.getTypeAtLocation(tsNode);
  const flags = LITERAL_FLAGS.reduce((all, name) => all | facts.ts.TypeFlags[name], 0);
  return !type.isUnion() && (type.flags & flags) !== 0;
}

export type TypedValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "nothing"; null?: true }
  | { kind: "unknown"; maybeUnset: boolean };

export function typedValue(facts: TypedFacts, node: TSESTree.Node): TypedValue {
  const t = facts.ts;
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return { kind: "unknown", maybeUnset: false };
  // A template's own type would resolve the call it may be an argument of; it is literal only if every substitution is.
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
  // <kit> fails on a null (see docs/behaviour.md, "What `<kit>` writes out").
  if (type.flags & t.TypeFlags.Null) return { kind: "nothing", null: true };
  if (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Void)) return { kind: "nothing" };
  if (type.isUnion()) {
    const nullish = type.types.some((m) => isAbsent(t, m));
    return { kind: "unknown", maybeUnset: nullish };
  }
  return { kind: "unknown", maybeUnset: false };
}
