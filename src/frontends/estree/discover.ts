/**
 * Discovery: whether an object literal is a configuration, by the cheapest evidence first (a written type, a
 * construct) and only then by what the checker says.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { knownFieldNames, snakeCase } from "../../schema/index.js";
import { configLiteral, fieldsOf, type ConfigLiteral, type ConfigMatch } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { FileContext } from "../index.js";
import { buildObject } from "./build.js";
import { matchConstructArgument, matchThroughVariable } from "./constructs.js";
import type { DiscoverContext } from "./context.js";
import { declaredConfig, typedPartial } from "./declared-config.js";
import { compilerChecksFile, keysChecked, type KeyCheckContext } from "./key-checks.js";
import { outerExpression, writtenKeyName } from "./syntax.js";
import { configTypeOf } from "./typed/config-types.js";
import { contextualType, typedFacts } from "./typed/facts.js";
import { mayReachConfigTypes } from "./typed/reach.js";
import { isPartialUtility, matchTypeNode, typeContext, writtenPartial } from "./written-types.js";

type Node = TSESTree.Node;

/** A syntax test before any TypeChecker call: an empty object or a spread may still become a configuration. */
function mayBeConfig(node: TSESTree.ObjectExpression): boolean {
  if (node.properties.length === 0) return true;
  for (const property of node.properties) {
    if (property.type === "SpreadElement" || property.computed) return true;
    if (knownFieldNames.has(snakeCase(writtenKeyName(property) ?? ""))) return true;
  }
  return false;
}

/** A spread's object is a part of another object, not a configuration by itself. */
function isSpreadPart(node: Node): boolean {
  let n = outerExpression(node);
  while (n.parent?.type === "ConditionalExpression" || n.parent?.type === "LogicalExpression")
    n = outerExpression(n.parent);
  return n.parent?.type === "SpreadElement";
}

function matchConfig(context: DiscoverContext, node: TSESTree.ObjectExpression): ConfigMatch | undefined {
  const typeNode = typeContext(node);
  const byType = typeNode && matchTypeNode(context, typeNode);
  if (byType) return byType;
  // A `Partial<..>` object stays a part even where it is passed on as a configuration once completed
  // (`new OssBackend(scope, draft as OssBackendConfig)`).
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

export function findConfigs(
  context: FileContext<TSESLint.SourceCode>,
  candidates: readonly TSESTree.ObjectExpression[],
  settings: ResolvedSettings,
): readonly ConfigLiteral[] {
  const sourceCode = context.sourceCode;
  const typed = typedFacts(sourceCode.parserServices, sourceCode);
  // Types find configurations only where a configuration type can be reached; they still give values.
  const file = typed?.services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  const reach = typed && file && typed.ts.isSourceFile(file) ? mayReachConfigTypes(typed, settings, file) : true;
  const discover = { sourceCode, settings, typed: reach ? typed : undefined };
  let keyChecks: KeyCheckContext | undefined;
  const checks = () =>
    (keyChecks ??= {
      ...discover,
      checkedFile: compilerChecksFile(sourceCode, context.filename),
      typedMode: typed !== undefined,
    });
  const claimed = new Set<TSESTree.Node>();
  const result: ConfigLiteral[] = [];
  for (const node of candidates) {
    if (claimed.has(node)) continue;
    const match = matchConfig(discover, node);
    if (!match) continue;
    const fields = fieldsOf(match);
    const object = buildObject(
      { sourceCode, typed, keysChecked: (literal) => keysChecked(checks(), literal) },
      node,
      fields,
      true,
    );
    for (const entry of object.entries) {
      // A nested object built here is no configuration of its own; only block fields and unknown keys hold
      // objects, and other fields' values are not read, since reading one may ask the checker.
      if (
        entry.type === "property" &&
        (entry.field === undefined || entry.field.type === "block") &&
        entry.value.kind === "object"
      )
        claimed.add(entry.value.object.handle as TSESTree.Node);
    }
    result.push(configLiteral(object, match, "ts"));
  }
  return result;
}
