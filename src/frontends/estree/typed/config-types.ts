/** Type classification: which configuration type a type is, and whether the compiler checks a literal's keys. */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { blockTypeNames } from "../../../schema/index.js";
import type { ConfigMatch } from "../../../model/index.js";
import type { ResolvedSettings } from "../../../settings.js";
import { KEY_KEEPING } from "../constants.js";
import { isNullish, type TypedFacts } from "./facts.js";

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

/** A union names one only when its non-nullish members all name the same kind and role. */
export function configTypeOf(
  facts: TypedFacts,
  type: ts.Type,
  settings: ResolvedSettings,
  depth = 0,
  substitute?: Substitute,
): ConfigMatch | undefined {
  if (depth > 8) return undefined;
  const t = facts.ts;
  if (substitute && type.flags & t.TypeFlags.TypeParameter) {
    const value = substitute(type);
    return value ? configTypeOf(facts, value, settings, depth + 1, substitute) : undefined;
  }
  if (type.isUnion()) {
    const members = type.types.filter((m) => !isNullish(t, m));
    const matches = members.map((m) => configTypeOf(facts, m, settings, depth + 1, substitute));
    const first = matches[0];
    return first && matches.every((m) => m?.kind === first.kind && m.role === first.role) ? first : undefined;
  }
  if (type.isIntersection()) {
    for (const member of type.types) {
      const match = configTypeOf(facts, member, settings, depth + 1, substitute);
      if (match) return match;
    }
    return undefined;
  }
  const alias = type.aliasSymbol;
  if (alias?.name === "Readonly" && type.aliasTypeArguments?.length === 1) {
    return configTypeOf(facts, type.aliasTypeArguments[0]!, settings, depth + 1, substitute);
  }
  for (const symbol of [alias, type.getSymbol()]) {
    if (!symbol) continue;
    const named = settings.typeNames.get(symbol.name);
    const own = settings.added.has(symbol.name);
    if (
      named &&
      (settings.modules ? declaredInModule(t, symbol, settings.modules) : own || !declaredInFile(facts, symbol))
    ) {
      return { ...named, typeName: symbol.name };
    }
  }
  const objectFlags = type.flags & t.TypeFlags.Object ? (type as ts.ObjectType).objectFlags : 0;
  if (objectFlags & t.ObjectFlags.ClassOrInterface) {
    // A type that extends a configuration type is not of its role: <kit>'s remote-state data sources extend the
    // backends' types.
    for (const base of facts.checker.getBaseTypes(type as ts.InterfaceType)) {
      const match = configTypeOf(facts, base, settings, depth + 1);
      if (match) {
        const ownKeys = new Set(facts.checker.getPropertiesOfType(type).map((p) => p.name));
        return { kind: match.kind, role: "unknown", typeName: type.getSymbol()?.name ?? match.typeName, ownKeys };
      }
    }
  }
  return undefined;
}

/** A type the linted file declares under a configuration type's name is its own, not <kit>'s (as in resolve.ts). */
function declaredInFile(facts: TypedFacts, symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    facts.file !== undefined &&
    declarations.length > 0 &&
    declarations.every((d) => d.getSourceFile() === facts.file && !inDeclareContext(facts.ts, d))
  );
}

function inDeclareContext(t: typeof ts, node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node; n && !t.isSourceFile(n); n = n.parent) {
    if (t.canHaveModifiers(n) && t.getModifiers(n)?.some((m) => m.kind === t.SyntaxKind.DeclareKeyword)) return true;
  }
  return false;
}

/**
 * TypeScript checks a fresh literal's keys only against object types without an index signature; not against
 * `any`, a type parameter, or the type inferred from the literal itself (`T extends OssBackendConfig`).
 */
export function checksConfigKeys(facts: TypedFacts, type: ts.Type, settings: ResolvedSettings, depth = 0): boolean {
  const t = facts.ts;
  if (depth > 8) return false;
  const members = type.isUnion() ? type.types.filter((m) => !isNullish(t, m)) : [type];
  if (members.length === 0) return false;
  return members.every((member) => {
    if (!(member.flags & (t.TypeFlags.Object | t.TypeFlags.Intersection))) return false;
    if (facts.checker.getIndexInfosOfType(member).length > 0) return false;
    if (configTypeOf(facts, member, settings)) return true;
    const alias = member.aliasSymbol;
    const argument = member.aliasTypeArguments?.[0];
    if (alias && KEY_KEEPING.has(alias.name) && argument) return checksConfigKeys(facts, argument, settings, depth + 1);
    const symbol = alias ?? member.getSymbol();
    return !!symbol && blockTypeNames.has(symbol.name);
  });
}

/** TypeScript checks a computed key as a property name only when its type is one literal type. */
export function isLiteralKey(facts: TypedFacts, node: TSESTree.Node): boolean {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return false;
  const type = facts.checker.getTypeAtLocation(tsNode);
  return type.isStringLiteral() || type.isNumberLiteral();
}

/** Where a signature is declared, a type parameter stands for its explicit type argument or its constraint. */
export type Substitute = (parameter: ts.TypeParameter) => ts.Type | undefined;
