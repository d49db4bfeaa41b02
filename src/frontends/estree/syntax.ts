import type { TSESTree } from "@typescript-eslint/utils";

type Node = TSESTree.Node;

/** The expressions that wrap a value without changing it, each with the wrapped value as its `expression`. */
export const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSTypeAssertion",
  "TSNonNullExpression",
]);

export function unwrap(node: Node): Node {
  let n = node;
  while (WRAPPER_TYPES.has(n.type)) n = (n as TSESTree.TSAsExpression).expression;
  return n;
}

export function outerExpression(node: Node): Node {
  let n = node;
  while (n.parent && WRAPPER_TYPES.has(n.parent.type) && (n.parent as { expression?: Node }).expression === n)
    n = n.parent;
  return n;
}

/** `as const` keeps the contextual type, where other assertions replace it. */
export function isConstAssertion(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): boolean {
  const t = node.typeAnnotation;
  return t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "const";
}

export function enclosingFunction(node: Node): TSESTree.FunctionLike | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") {
      return n;
    }
  }
  return undefined;
}

/** Undefined for computed keys, whose name only scopes or types can tell. */
export function writtenKeyName(property: TSESTree.Property): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal") return String(property.key.value);
  return undefined;
}
