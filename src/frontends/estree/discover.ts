import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { knownFieldNames, snakeCase, type Kind, type Role } from "../../schema/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { resolveEntity, type NameOrigin } from "./resolve.js";
import { configTypeOf, contextualType, type TypedFacts } from "./typed.js";

type Node = TSESTree.Node;

export interface ConfigMatch {
  readonly kind: Kind;
  readonly role: Role;
  readonly typeName: string;
}

export interface DiscoverContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly settings: ResolvedSettings;
  readonly typed: TypedFacts | undefined;
}

const WRAPPERS = new Set(["TSAsExpression", "TSSatisfiesExpression", "TSTypeAssertion", "TSNonNullExpression"]);

function fromModule(context: DiscoverContext, origin: NameOrigin): boolean {
  const modules = context.settings.modules;
  return !modules || (origin.module !== undefined && modules.includes(origin.module));
}

function isConstAssertion(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): boolean {
  const t = node.typeAnnotation;
  return t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "const";
}

function enclosingFunction(node: Node): TSESTree.FunctionLike | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") {
      return n;
    }
  }
  return undefined;
}

/** The type written for the place an expression is put: annotation, assertion, return type, array element. */
function typeContext(node: Node, depth = 0): TSESTree.TypeNode | undefined {
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

/** Whether a written type names a configuration type. */
function matchTypeNode(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): ConfigMatch | undefined {
  if (depth > 8) return undefined;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length === 1 ? matchTypeNode(context, members[0]!, depth + 1) : undefined;
  }
  if (type.type !== "TSTypeReference") return undefined;
  if (type.typeName.type === "Identifier" && type.typeName.name === "Readonly" && type.typeArguments?.params.length === 1) {
    return matchTypeNode(context, type.typeArguments.params[0]!, depth + 1);
  }
  const origin = resolveEntity(context.sourceCode.getScope(type), type.typeName);
  const named = origin && context.settings.typeNames.get(origin.imported);
  return named && fromModule(context, origin!) ? { ...named, typeName: origin!.imported } : undefined;
}

/** The outermost expression that is the object itself, looking through `as`, `satisfies`, `<T>`, `!`. */
function outerExpression(node: Node): Node {
  let n = node;
  while (n.parent && WRAPPERS.has(n.parent.type) && (n.parent as { expression?: Node }).expression === n) n = n.parent;
  return n;
}

/** Whether `expression` is the configuration argument of a construct call such as `new OssBackend(scope, ..)`. */
function matchConstructArgument(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const call = expression.parent;
  if (call?.type !== "NewExpression") return undefined;
  const index = call.arguments.indexOf(expression as TSESTree.CallExpressionArgument);
  if (index < 0) return undefined;
  const origin = resolveEntity(context.sourceCode.getScope(call), call.callee);
  const construct = origin && context.settings.constructNames.get(origin.imported);
  if (!construct || !fromModule(context, origin!)) return undefined;
  const wanted = construct.configArgument < 0 ? call.arguments.length - 1 : construct.configArgument;
  return index === wanted ? { kind: construct.kind, role: construct.role, typeName: construct.configType } : undefined;
}

/** Whether an object literal kept in a `const` is passed to a construct call in the same file. */
function matchThroughVariable(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const declarator = expression.parent;
  if (declarator?.type !== "VariableDeclarator" || declarator.init !== expression || declarator.id.type !== "Identifier") {
    return undefined;
  }
  for (const variable of context.sourceCode.getDeclaredVariables(declarator)) {
    for (const reference of variable.references) {
      if (reference.init || !reference.isRead()) continue;
      const match = matchConstructArgument(context, outerExpression(reference.identifier));
      if (match) return match;
    }
  }
  return undefined;
}

/** Cheap syntax test before any TypeChecker call: an empty object, a spread, or a key of some field. */
function mayBeConfig(node: TSESTree.ObjectExpression): boolean {
  if (node.properties.length === 0) return true;
  for (const property of node.properties) {
    if (property.type === "SpreadElement" || property.computed) return true;
    const key = property.key.type === "Identifier" ? property.key.name : property.key.type === "Literal" ? String(property.key.value) : "";
    if (knownFieldNames.has(snakeCase(key))) return true;
  }
  return false;
}

/** Whether an object is (a branch of) what a spread element spreads: a part of another object. */
function isSpreadPart(node: Node): boolean {
  let n = outerExpression(node);
  while (n.parent?.type === "ConditionalExpression" || n.parent?.type === "LogicalExpression") n = outerExpression(n.parent);
  return n.parent?.type === "SpreadElement";
}

/** Whether an object literal is a configuration, and of which type. */
export function matchConfig(context: DiscoverContext, node: TSESTree.ObjectExpression): ConfigMatch | undefined {
  const typeNode = typeContext(node);
  const byType = typeNode && matchTypeNode(context, typeNode);
  if (byType) return byType;
  const outer = outerExpression(node);
  const syntactic = matchConstructArgument(context, outer) ?? matchThroughVariable(context, outer);
  if (syntactic) return syntactic;
  // Types: an annotated object is always asked about; others only when their keys suggest a configuration.
  if (!context.typed || isSpreadPart(node) || (!typeNode && !mayBeConfig(node))) return undefined;
  const type = contextualType(context.typed, node);
  return type ? configTypeOf(context.typed, type, context.settings) : undefined;
}
