/**
 * Discovery: whether an object literal is a configuration, and of which type: by the type written for it,
 * the construct it is passed to, or (with types) what its callee declares or its contextual type.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { knownFieldNames, snakeCase } from "../../schema/index.js";
import type { ConfigMatch } from "../../model/index.js";
import { matchConstructArgument, matchThroughVariable } from "./constructs.js";
import type { DiscoverContext } from "./context.js";
import { declaredConfig, typedPartial } from "./declared-config.js";
import { outerExpression, writtenKeyName } from "./syntax.js";
import { configTypeOf } from "./typed/config-types.js";
import { contextualType } from "./typed/facts.js";
import { isPartialUtility, matchTypeNode, typeContext, writtenPartial } from "./written-types.js";

type Node = TSESTree.Node;

/** Cheap syntax test before any TypeChecker call: an empty object, a spread, or a key of some field. */
function mayBeConfig(node: TSESTree.ObjectExpression): boolean {
  if (node.properties.length === 0) return true;
  for (const property of node.properties) {
    if (property.type === "SpreadElement" || property.computed) return true;
    if (knownFieldNames.has(snakeCase(writtenKeyName(property) ?? ""))) return true;
  }
  return false;
}

/** Whether an object is (a branch of) what a spread element spreads: a part of another object. */
function isSpreadPart(node: Node): boolean {
  let n = outerExpression(node);
  while (n.parent?.type === "ConditionalExpression" || n.parent?.type === "LogicalExpression")
    n = outerExpression(n.parent);
  return n.parent?.type === "SpreadElement";
}

/** Whether an object literal is a configuration, and of which type. */
export function matchConfig(context: DiscoverContext, node: TSESTree.ObjectExpression): ConfigMatch | undefined {
  const typeNode = typeContext(node);
  const byType = typeNode && matchTypeNode(context, typeNode);
  if (byType) return byType;
  // An object written for `Partial<..>` is a part of a configuration, not one by itself, even where it is
  // then passed on as one (`new OssBackend(scope, draft as OssBackendConfig)`, after it is completed).
  if (typeNode && writtenPartial(context, typeNode)) return undefined;
  const outer = outerExpression(node);
  const syntactic = matchConstructArgument(context, outer) ?? matchThroughVariable(context, outer);
  if (syntactic) return typeNode && context.typed && typedPartial(context.typed, typeNode) ? undefined : syntactic;
  // Types: an annotated object is always asked about; others only when their keys suggest a configuration.
  if (!context.typed || isSpreadPart(node) || (!typeNode && !mayBeConfig(node))) return undefined;
  if (!typeNode) {
    const declared = declaredConfig(context, context.typed, node);
    if (declared !== undefined) return declared ?? undefined;
  } else if (isPartialUtility(context, typeNode)) {
    return undefined;
  }
  const type = contextualType(context.typed, node);
  return type ? configTypeOf(context.typed, type, context.settings) : undefined;
}
