/** Constructs: an object passed to a construct, written there or kept in a same-file `const`, is its configuration. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { ConfigMatch } from "../../model/index.js";
import type { DiscoverContext } from "./context.js";
import { fromModule, mayName } from "./names.js";
import { resolveEntity } from "./resolve.js";
import { outerExpression } from "./syntax.js";

type Node = TSESTree.Node;

function superClassOf(call: TSESTree.CallExpression): TSESTree.Expression | undefined {
  for (let n: Node | undefined = call.parent; n; n = n.parent) {
    if (n.type === "ClassDeclaration" || n.type === "ClassExpression") return n.superClass ?? undefined;
  }
  return undefined;
}

/**
 * `super(..)` in a class that extends a construct (`class SecureGcsBackend extends GcsBackend`) passes that
 * construct's configuration too.
 */
export function matchConstructArgument(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const call = expression.parent;
  let callee: Node | undefined;
  if (call?.type === "NewExpression") callee = call.callee;
  else if (call?.type === "CallExpression" && call.callee.type === "Super") callee = superClassOf(call);
  if (!callee || !call) return undefined;
  const args = (call as TSESTree.NewExpression | TSESTree.CallExpression).arguments;
  const index = args.indexOf(expression as TSESTree.CallExpressionArgument);
  if (index < 0 || args.slice(0, index).some((a) => a.type === "SpreadElement")) return undefined;
  if (!mayName(callee, context.settings.constructNames, context, "constructs")) return undefined;
  const origin = resolveEntity(context.sourceCode.getScope(call), callee);
  const construct = origin && context.settings.constructNames.get(origin.imported);
  if (!construct || !fromModule(context, origin)) return undefined;
  const wanted = construct.configArgument < 0 ? args.length - 1 : construct.configArgument;
  return index === wanted ? { kind: construct.kind, role: construct.role, typeName: construct.configType } : undefined;
}
export function matchThroughVariable(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const declarator = expression.parent;
  if (
    declarator?.type !== "VariableDeclarator" ||
    declarator.init !== expression ||
    declarator.id.type !== "Identifier"
  ) {
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
