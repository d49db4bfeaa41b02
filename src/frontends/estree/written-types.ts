/** Written types: what the type written for the place an object is put says without type information. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { ConfigMatch } from "../../model/index.js";
import { findVariable } from "./ast-utils.js";
import { MAPPED_UTILITIES } from "./constants.js";
import type { DiscoverContext } from "./context.js";
import { fromModule, mayName } from "./names.js";
import { resolveEntity } from "./resolve.js";
import { enclosingFunction, isConstAssertion } from "./syntax.js";

type Node = TSESTree.Node;

/** The type written for the place an expression is put, through wrappers, `?:` branches and array elements. */
export function typeContext(node: Node, depth = 0): TSESTree.TypeNode | undefined {
  const parent = node.parent;
  if (!parent || depth > 16) return undefined;
  switch (parent.type) {
    case "TSAsExpression":
    case "TSTypeAssertion":
      return isConstAssertion(parent) ? typeContext(parent, depth + 1) : parent.typeAnnotation;
    case "TSSatisfiesExpression":
      return parent.typeAnnotation;
    case "TSNonNullExpression":
      return typeContext(parent, depth + 1);
    case "VariableDeclarator":
      return parent.init === node ? parent.id.typeAnnotation?.typeAnnotation : undefined;
    case "AssignmentPattern":
      return parent.right === node ? parent.left.typeAnnotation?.typeAnnotation : undefined;
    case "PropertyDefinition":
      return parent.value === node ? parent.typeAnnotation?.typeAnnotation : undefined;
    case "ReturnStatement":
      return enclosingFunction(parent)?.returnType?.typeAnnotation;
    case "ArrowFunctionExpression":
      return parent.body === node ? parent.returnType?.typeAnnotation : undefined;
    case "ConditionalExpression":
      return parent.test === node ? undefined : typeContext(parent, depth + 1);
    case "LogicalExpression":
      return parent.right === node ? typeContext(parent, depth + 1) : undefined;
    case "ArrayExpression": {
      const array = typeContext(parent, depth + 1);
      if (array?.type === "TSArrayType") return array.elementType;
      if (array?.type === "TSTypeOperator" && array.typeAnnotation?.type === "TSArrayType") {
        return array.typeAnnotation.elementType;
      }
      if (
        array?.type === "TSTypeReference" &&
        array.typeName.type === "Identifier" &&
        (array.typeName.name === "Array" || array.typeName.name === "ReadonlyArray")
      ) {
        return array.typeArguments?.params[0];
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

export function matchTypeNode(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): ConfigMatch | undefined {
  if (depth > 8) return undefined;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length === 1 ? matchTypeNode(context, members[0]!, depth + 1) : undefined;
  }
  if (type.type !== "TSTypeReference") return undefined;
  if (
    type.typeName.type === "Identifier" &&
    type.typeName.name === "Readonly" &&
    type.typeArguments?.params.length === 1
  ) {
    return matchTypeNode(context, type.typeArguments.params[0]!, depth + 1);
  }
  if (!mayName(type.typeName, context.settings.typeNames, context, "types")) return undefined;
  const origin = resolveEntity(context.sourceCode.getScope(type), type.typeName);
  const named = origin && context.settings.typeNames.get(origin.imported);
  return named && fromModule(context, origin) ? { ...named, typeName: origin.imported } : undefined;
}

const KEYWORD_TYPES = new Set([
  "TSAnyKeyword",
  "TSUnknownKeyword",
  "TSStringKeyword",
  "TSNumberKeyword",
  "TSBooleanKeyword",
  "TSBigIntKeyword",
  "TSSymbolKeyword",
  "TSObjectKeyword",
  "TSNeverKeyword",
  "TSUndefinedKeyword",
  "TSNullKeyword",
  "TSVoidKeyword",
]);

/** Undefined when only types can tell: an interface may extend a configuration type. */
export function writtenTypeConfig(
  context: DiscoverContext,
  type: TSESTree.TypeNode | undefined,
): ConfigMatch | null | undefined {
  if (!type) return null; // an unconstrained type parameter
  const match = matchTypeNode(context, type);
  if (match) return match;
  if (KEYWORD_TYPES.has(type.type)) return null;
  if (type.type === "TSTypeLiteral") return context.settings.typeNames.has("__type") ? undefined : null;
  return isPartialUtility(context, type) ? null : undefined;
}

export function isPartialUtility(context: DiscoverContext, type: TSESTree.TypeNode): boolean {
  if (
    type.type !== "TSTypeReference" ||
    type.typeName.type !== "Identifier" ||
    !MAPPED_UTILITIES.has(type.typeName.name)
  )
    return false;
  const names = context.settings.typeNames;
  if (names.has(type.typeName.name) || names.has("__type")) return false;
  // typescript-eslint declares the library's types as implicit, so a definition is the file's own type.
  const variable = findVariable(context.sourceCode.getScope(type), type.typeName);
  return !variable || variable.defs.length === 0;
}
/**
 * An object written for `Partial<..>` is part of a configuration built up and completed elsewhere, not a
 * configuration by itself.
 */
export function writtenPartial(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length === 1 && writtenPartial(context, members[0]!, depth + 1);
  }
  if (type.type !== "TSTypeReference" || type.typeName.type !== "Identifier") return false;
  const name = type.typeName.name;
  const variable = findVariable(context.sourceCode.getScope(type), type.typeName);
  if (variable && variable.defs.length > 0) {
    const def = variable.defs[0]!;
    return (
      variable.defs.length === 1 &&
      def.node.type === "TSTypeAliasDeclaration" &&
      writtenPartial(context, def.node.typeAnnotation, depth + 1)
    );
  }
  const argument = type.typeArguments?.params[0];
  if (name === "Readonly" && argument) return writtenPartial(context, argument, depth + 1);
  return name === "Partial" && isPartialUtility(context, type);
}
