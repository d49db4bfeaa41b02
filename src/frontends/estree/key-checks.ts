/**
 * Key checks: whether TypeScript's excess-property check covers the keys written in an object literal (then
 * a misspelt key is the compiler's to report).
 */
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
 * Whether a written type is a configuration type, a block type (OssAssumeRole, CosBackendAssumeRole), or
 * `Partial`, `Pick` and the like of one, optionally with `undefined` or `null`: TypeScript checks the keys of
 * a fresh literal written for it against the configuration's keys.
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

/**
 * Whether an object literal loses TypeScript's excess-property check on the way to the place that gives it
 * a type: a type assertion (`as X`, `<X>`, not `as const`) over it, or over a literal or array it is part of,
 * or a spread (`...{ a: 1 }`: TypeScript checks no spread property).
 */
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

/** What deciding whether the compiler checks a literal's keys needs to know of a file. */
export interface KeyCheckContext extends DiscoverContext {
  /** Whether TypeScript compiles and checks the file (see compilerChecksFile). */
  readonly checkedFile: boolean;
  /** Whether the file is linted with type information (then `typed` is unset when no configuration type is in reach). */
  readonly typedMode: boolean;
}

/**
 * Whether TypeScript checks a file: a TypeScript file (by its name; JavaScript, even parsed by the
 * TypeScript parser, is not checked) without a `// @ts-nocheck` comment before its first token.
 */
export function compilerChecksFile(sourceCode: TSESLint.SourceCode, filename: string): boolean {
  if (!TS_FILE.test(filename) || DECLARATION_FILE.test(filename)) return false;
  const first = sourceCode.ast.tokens[0]?.range[0] ?? Infinity;
  return !sourceCode.ast.comments.some(
    (c) => c.range[0] < first && c.type === "Line" && /^\/?\s*@ts-nocheck\b/.test(c.value),
  );
}

/**
 * Whether TypeScript's excess-property check covers the keys written in an object literal, against a
 * configuration (or block) type: the literal is written, fresh, where such a type is declared for it.
 * Without types: an annotated variable, parameter default, class field or return type, `satisfies`, an
 * element of an annotated array, a construct's configuration argument, or an inline value of a literal that
 * is checked itself. With types: its contextual type is such a type (see checksConfigKeys); an `any`, a
 * type parameter or an index signature is none. Never in JavaScript or under an assertion (see uncheckedOnTheWay).
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

/**
 * Whether TypeScript checks a computed key as a property name: its type is one string or number literal
 * (`["acl"]`, a `const` initialised with a string); `[name]` of type `string` is an index signature's key.
 */
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
