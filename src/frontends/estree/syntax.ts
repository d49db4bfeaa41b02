import type { TSESTree } from "@typescript-eslint/utils";

type Node = TSESTree.Node;

/**
 * The expressions that wrap a value without changing it: `as` (also `as const`), `satisfies`, `<T>` and `!`.
 * Each has the wrapped value as its `expression`.
 */
export const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSTypeAssertion",
  "TSNonNullExpression",
]);

/** The value under the wrappers that do not change it: `as`, `as const`, `satisfies`, `<T>`, `!`. */
export function unwrap(node: Node): Node {
  let n = node;
  while (WRAPPER_TYPES.has(n.type)) n = (n as TSESTree.TSAsExpression).expression;
  return n;
}

/** The outermost expression that is the object itself, looking through `as`, `satisfies`, `<T>`, `!`. */
export function outerExpression(node: Node): Node {
  let n = node;
  while (n.parent && WRAPPER_TYPES.has(n.parent.type) && (n.parent as { expression?: Node }).expression === n)
    n = n.parent;
  return n;
}

/** Whether an assertion is `as const` (or `<const>`), which keeps the contextual type. */
export function isConstAssertion(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): boolean {
  const t = node.typeAnnotation;
  return t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "const";
}

/** The function an expression is in, if any. */
export function enclosingFunction(node: Node): TSESTree.FunctionLike | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") {
      return n;
    }
  }
  return undefined;
}

/** The name a property key writes (`acl`, `"acl"`, `1`), not computed; undefined for other keys. */
export function writtenKeyName(property: TSESTree.Property): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal") return String(property.key.value);
  return undefined;
}
