/** Key checks: where TypeScript's excess-property check covers a literal's keys, a misspelt key is the compiler's. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { blockTypeNames } from "../../schema/index.js";
import { DECLARATION_FILE, KEY_KEEPING, TS_FILE } from "./constants.js";
import { matchConstructArgument } from "./constructs.js";
import type { DiscoverContext, ValueContext } from "./context.js";
import { fromModule } from "./names.js";
import { findVariable } from "./ast-utils.js";
import { resolveEntity } from "./resolve.js";
import { isConstAssertion, outerExpression } from "./syntax.js";
import { checksConfigKeys, isLiteralKey } from "./typed/config-types.js";
import { contextualType } from "./typed/facts.js";
import { matchTypeNode, typeContext } from "./written-types.js";

type Node = TSESTree.Node;

/**
 * TypeScript checks a fresh literal's keys against a configuration type, a block type, or `Partial`, `Pick` and
 * the like of one, also with `undefined` or `null`.
 */
function writtenTypeChecksKeys(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length > 0 && members.every((m) => writtenTypeChecksKeys(context, m, depth + 1));
  }
  if (type.type !== "TSTypeReference") return false;
  if (matchTypeNode(context, type)) return true;
  const name =
    type.typeName.type === "Identifier"
      ? type.typeName.name
      : type.typeName.type === "TSQualifiedName"
        ? type.typeName.right.name
        : "";
  const argument = type.typeArguments?.params[0];
  if (KEY_KEEPING.has(name) && argument) return writtenTypeChecksKeys(context, argument, depth + 1);
  if (!blockTypeNames.has(name)) return false;
  const origin = resolveEntity(context.sourceCode.getScope(type), type.typeName);
  return !!origin && blockTypeNames.has(origin.imported) && fromModule(context, origin);
}

/** An assertion (but `as const`) or a spread on the way turns TypeScript's excess-property check off. */
function uncheckedOnTheWay(node: TSESTree.ObjectExpression): boolean {
  let n: Node = node;
  for (let depth = 0; depth < 64; depth++) {
    const parent: Node | undefined = n.parent;
    if (!parent) return false;
    switch (parent.type) {
      case "TSAsExpression":
      case "TSTypeAssertion":
        if (!isConstAssertion(parent)) return true;
        break;
      case "TSNonNullExpression":
      case "LogicalExpression":
      case "ArrayExpression":
        break;
      case "ConditionalExpression":
        if (parent.test === n) return false;
        break;
      case "Property":
        if (parent.value !== n || parent.parent.type !== "ObjectExpression") return false;
        n = parent.parent;
        continue;
      case "SpreadElement":
        return true;
      default:
        // `satisfies` checks here; anything else is the place itself.
        return false;
    }
    n = parent;
  }
  return false;
}

export interface KeyCheckContext extends DiscoverContext {
  readonly checkedFile: boolean;
  /** `typed` is unset in typed mode when no configuration type is in reach. */
  readonly typedMode: boolean;
}

/** TypeScript checks no JavaScript file (even one its parser reads), nor one with `// @ts-nocheck` before any token. */
export function compilerChecksFile(sourceCode: TSESLint.SourceCode, filename: string): boolean {
  if (!TS_FILE.test(filename) || DECLARATION_FILE.test(filename)) return false;
  const first = sourceCode.ast.tokens[0]?.range[0] ?? Infinity;
  return !sourceCode.ast.comments.some(
    (c) => c.range[0] < first && c.type === "Line" && /^\/?\s*@ts-nocheck\b/.test(c.value),
  );
}

/**
 * Without types: the literal is written fresh where a configuration type is written for it, or is a construct's
 * configuration argument. With types: its contextual type is one (see checksConfigKeys).
 */
export function keysChecked(context: KeyCheckContext, node: TSESTree.ObjectExpression): boolean {
  if (!context.checkedFile || uncheckedOnTheWay(node)) return false;
  if (context.typedMode) {
    const type = context.typed && contextualType(context.typed, node);
    return !!type && checksConfigKeys(context.typed, type, context.settings);
  }
  return untypedKeysChecked(context, node);
}

function untypedKeysChecked(context: DiscoverContext, node: TSESTree.ObjectExpression): boolean {
  const type = typeContext(node);
  if (type) return writtenTypeChecksKeys(context, type);
  if (matchConstructArgument(context, outerExpression(node))) return true;
  const parent = node.parent;
  return (
    parent.type === "Property" &&
    parent.value === node &&
    parent.parent.type === "ObjectExpression" &&
    untypedKeysChecked(context, parent.parent)
  );
}

/** `[name]` of type `string` is an index signature's key: only a literal type is checked as a property name. */
export function computedKeyIsChecked(context: ValueContext, key: Node): boolean {
  if (context.typed) return isLiteralKey(context.typed, key);
  if (key.type === "Literal") return typeof key.value === "string" || typeof key.value === "number";
  if (key.type === "TemplateLiteral") return key.expressions.length === 0;
  if (key.type !== "Identifier") return false;
  const variable = findVariable(context.sourceCode.getScope(key), key);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.parent.kind !== "const" || def.node.id !== def.name || !def.node.init)
    return false;
  const init = def.node.init;
  return (
    (init.type === "Literal" && (typeof init.value === "string" || typeof init.value === "number")) ||
    (init.type === "TemplateLiteral" && init.expressions.length === 0)
  );
}
