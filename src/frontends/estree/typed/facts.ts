/** The type checker's view of a file linted with type information. */
import { createRequire } from "node:module";
import type { ParserServices, ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";

const require = createRequire(import.meta.url);
let tsModule: typeof ts | undefined;

/** TypeScript is an optional peer: it is loaded only when a file is linted with type information. */
function typescript(): typeof ts {
  return (tsModule ??= require("typescript") as typeof ts);
}

export interface TypedFacts {
  readonly ts: typeof ts;
  readonly checker: ts.TypeChecker;
  readonly services: ParserServicesWithTypeInformation;
  /** For the file's scopes (declaredValueType). */
  readonly sourceCode?: TSESLint.SourceCode;
  /** A type declared in the linted file is the file's own (see configTypeOf). */
  readonly file?: ts.SourceFile;
}

export function typedFacts(
  services: Partial<ParserServices> | undefined,
  sourceCode?: TSESLint.SourceCode,
): TypedFacts | undefined {
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  const t = typescript();
  const file = sourceCode && services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  return {
    ts: t,
    checker: services.program.getTypeChecker(),
    services: services as ParserServicesWithTypeInformation,
    ...(sourceCode && { sourceCode }),
    ...(file && t.isSourceFile(file) && { file }),
  };
}

export function contextualType(facts: TypedFacts, node: TSESTree.Expression): ts.Type | undefined {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node) as ts.Expression | undefined;
  return tsNode ? facts.checker.getContextualType(tsNode) : undefined;
}

/** A union of a configuration type may hold these besides it. */
export const isNullish = (t: typeof ts, type: ts.Type): boolean =>
  (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)) !== 0;

/** No value is there at run time. */
export const isAbsent = (t: typeof ts, type: ts.Type): boolean =>
  (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void)) !== 0;
