/** Same-file constants: what a `const` holds, only while nothing changes its properties later. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { findVariable } from "./ast-utils.js";
import { unwrap } from "./syntax.js";

type Node = TSESTree.Node;

export function constObjectOf(
  sourceCode: TSESLint.SourceCode,
  identifier: TSESTree.Identifier,
): TSESTree.ObjectExpression | undefined {
  const init = constInitOf(sourceCode, identifier);
  return init?.type === "ObjectExpression" ? init : undefined;
}
export function constInitOf(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier): Node | undefined {
  const scope = sourceCode.getScope(identifier);
  const variable = findVariable(scope, identifier);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.node.id.type !== "Identifier" || !def.node.init) return undefined;
  if (def.parent.kind !== "const" || variable!.references.some(isMutatingReference)) return undefined;
  return unwrap(def.node.init);
}
/** Any `.assign(base, ..)` counts, `Object` or not: a false alarm only skips the constant. */
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
