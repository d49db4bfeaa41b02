/**
 * Same-file constants: what a `const` declared in the file holds, when its properties stay as written (no
 * `c.x = ..`, `delete c.x`, `Object.assign(c, ..)` later).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { findVariable } from "./ast-utils.js";
import { unwrap } from "./syntax.js";

type Node = TSESTree.Node;

/** The object literal a same-file constant is initialised with, if the identifier names one. */
export function constObjectOf(
  sourceCode: TSESLint.SourceCode,
  identifier: TSESTree.Identifier,
): TSESTree.ObjectExpression | undefined {
  const init = constInitOf(sourceCode, identifier);
  return init?.type === "ObjectExpression" ? init : undefined;
}
/** What a same-file constant is initialised with (unwrapped), if the identifier names one whose properties stay. */
export function constInitOf(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier): Node | undefined {
  const scope = sourceCode.getScope(identifier);
  const variable = findVariable(scope, identifier);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.node.id.type !== "Identifier" || !def.node.init) return undefined;
  if (def.parent.kind !== "const" || variable!.references.some(isMutatingReference)) return undefined;
  return unwrap(def.node.init);
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
