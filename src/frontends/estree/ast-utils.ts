/**
 * The two scope helpers the ESTree front end calls, from `@eslint-community/eslint-utils` (the functions
 * typescript-eslint's `ASTUtils` re-exports), typed for typescript-eslint's AST and scopes as `ASTUtils`
 * types them. `@typescript-eslint/utils` is not needed at run time: its types are used here only.
 */
import { findVariable as findVariableOf, getStaticValue as getStaticValueOf } from "@eslint-community/eslint-utils";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/**
 * The variable a name or identifier refers to, looked up from `initialScope` outwards; null when none is
 * declared (a global the scope manager does not know of).
 */
export const findVariable: (
  initialScope: TSESLint.Scope.Scope,
  nameOrNode: string | TSESTree.Identifier,
) => TSESLint.Scope.Variable | null =
  // eslint-utils types it for ESLint's own (ESTree) scopes; typescript-eslint's scope manager gives the same shapes.
  findVariableOf as never;

/** The value of an expression when it can be computed statically (`{ value }`), or null. */
export const getStaticValue: (node: TSESTree.Node, initialScope?: TSESLint.Scope.Scope) => { value: unknown } | null =
  getStaticValueOf as never;
