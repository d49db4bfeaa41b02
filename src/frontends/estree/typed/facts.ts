/**
 * The type checker's view of a file linted with type information: TypeScript itself (an optional peer, loaded
 * only then), the checker and typescript-eslint's node maps; the one question asked of it directly (a contextual
 * type), and which types hold no value (`undefined`, `null`, `void`).
 */
import { createRequire } from "node:module";
import type { ParserServices, ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";

const require = createRequire(import.meta.url);
let tsModule: typeof ts | undefined;

/** TypeScript itself, loaded only when a file is linted with type information (it is an optional peer). */
function typescript(): typeof ts {
  return (tsModule ??= require("typescript") as typeof ts);
}

/** What the front end asks types through: TypeScript, the program's checker and typescript-eslint's node maps. */
export interface TypedFacts {
  readonly ts: typeof ts;
  readonly checker: ts.TypeChecker;
  readonly services: ParserServicesWithTypeInformation;
  /** The file's ESLint view, for its scopes (see declaredValueType). */
  readonly sourceCode?: TSESLint.SourceCode;
  /** The linted file, as TypeScript sees it: a type declared in it is the file's own (see configTypeOf). */
  readonly file?: ts.SourceFile;
}

/** The type facts of a file parsed with type information (parser services with a program); undefined without. */
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

/** The contextual type of an expression (what it is assigned or passed to), if any. */
export function contextualType(facts: TypedFacts, node: TSESTree.Expression): ts.Type | undefined {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node) as ts.Expression | undefined;
  return tsNode ? facts.checker.getContextualType(tsNode) : undefined;
}

/** Whether a type is `undefined` or `null`, the values a union of a configuration type may hold besides it. */
export const isNullish = (t: typeof ts, type: ts.Type): boolean =>
  (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)) !== 0;

/** Whether a type is `undefined`, `null` or `void`: no value is there at run time. */
export const isAbsent = (t: typeof ts, type: ts.Type): boolean =>
  (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void)) !== 0;
