import { createRequire } from "node:module";
import type { ParserServices, ParserServicesWithTypeInformation, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import type { Kind, Role } from "../../schema/index.js";
import type { ResolvedSettings } from "../../settings.js";

const require = createRequire(import.meta.url);
let tsModule: typeof ts | undefined;

/** TypeScript itself, loaded only when a file is linted with type information (it is an optional peer). */
function typescript(): typeof ts {
  return (tsModule ??= require("typescript") as typeof ts);
}

export interface TypedFacts {
  readonly ts: typeof ts;
  readonly checker: ts.TypeChecker;
  readonly services: ParserServicesWithTypeInformation;
}

export function typedFacts(services: Partial<ParserServices> | undefined): TypedFacts | undefined {
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  return { ts: typescript(), checker: services.program.getTypeChecker(), services: services as ParserServicesWithTypeInformation };
}

export interface TypeMatch {
  readonly kind: Kind;
  readonly role: Role;
  readonly typeName: string;
}

function declaredInModule(t: typeof ts, symbol: ts.Symbol, modules: readonly string[]): boolean {
  for (const declaration of symbol.declarations ?? []) {
    for (let n: ts.Node | undefined = declaration; n; n = n.parent) {
      if (t.isModuleDeclaration(n) && t.isStringLiteral(n.name) && modules.includes(n.name.text)) return true;
    }
    const file = declaration.getSourceFile().fileName.replace(/\\/g, "/");
    if (modules.some((m) => file.includes(`/node_modules/${m}/`) || file.includes(`/node_modules/@types/${m}/`))) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a type is a configuration type: by name (settings and defaults), through `Readonly<..>`, an
 * interface or class that extends one, an intersection holding one, or a union whose non-nullish members
 * all name the same kind.
 */
export function configTypeOf(facts: TypedFacts, type: ts.Type, settings: ResolvedSettings, depth = 0): TypeMatch | undefined {
  if (depth > 8) return undefined;
  const t = facts.ts;
  if (type.isUnion()) {
    const members = type.types.filter((m) => !(m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)));
    const matches = members.map((m) => configTypeOf(facts, m, settings, depth + 1));
    const first = matches[0];
    return first && matches.every((m) => m?.kind === first.kind && m.role === first.role) ? first : undefined;
  }
  if (type.isIntersection()) {
    for (const member of type.types) {
      const match = configTypeOf(facts, member, settings, depth + 1);
      if (match) return match;
    }
    return undefined;
  }
  const alias = type.aliasSymbol;
  if (alias?.name === "Readonly" && type.aliasTypeArguments?.length === 1) {
    return configTypeOf(facts, type.aliasTypeArguments[0]!, settings, depth + 1);
  }
  for (const symbol of [alias, type.getSymbol()]) {
    if (!symbol) continue;
    const named = settings.typeNames.get(symbol.name);
    if (named && (!settings.modules || declaredInModule(t, symbol, settings.modules))) {
      return { ...named, typeName: symbol.name };
    }
  }
  const objectFlags = type.flags & t.TypeFlags.Object ? (type as ts.ObjectType).objectFlags : 0;
  if (objectFlags & t.ObjectFlags.ClassOrInterface) {
    for (const base of facts.checker.getBaseTypes(type as ts.InterfaceType)) {
      const match = configTypeOf(facts, base, settings, depth + 1);
      if (match) return match;
    }
  }
  return undefined;
}

/** The contextual type of an expression (what it is assigned or passed to), if any. */
export function contextualType(facts: TypedFacts, node: TSESTree.Expression): ts.Type | undefined {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node) as ts.Expression | undefined;
  return tsNode ? facts.checker.getContextualType(tsNode) : undefined;
}

/** What the type of an expression says about its value: a literal, or whether it may be undefined. */
export type TypedValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "nothing" }
  | { kind: "unknown"; maybeUnset: boolean };

export function typedValue(facts: TypedFacts, node: TSESTree.Node): TypedValue {
  const t = facts.ts;
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return { kind: "unknown", maybeUnset: false };
  const type = facts.checker.getTypeAtLocation(tsNode);
  if (type.isStringLiteral()) return { kind: "string", value: type.value };
  if (type.isNumberLiteral()) return { kind: "number", value: type.value };
  if (type.flags & t.TypeFlags.BooleanLiteral) {
    return { kind: "boolean", value: (type as { intrinsicName?: string }).intrinsicName === "true" };
  }
  if (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void)) return { kind: "nothing" };
  if (type.isUnion()) {
    const nullish = type.types.some((m) => m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void));
    return { kind: "unknown", maybeUnset: nullish };
  }
  return { kind: "unknown", maybeUnset: false };
}
