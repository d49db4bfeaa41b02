/**
 * The scope helpers of `@eslint-community/eslint-utils` (which typescript-eslint's `ASTUtils` re-exports), typed
 * for typescript-eslint's AST: `@typescript-eslint/utils` is then needed for its types only, not at run time.
 */
import { findVariable as findVariableOf, getStaticValue as getStaticValueOf } from "@eslint-community/eslint-utils";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** Null for a global the scope manager does not know of. */
export const findVariable: (
  initialScope: TSESLint.Scope.Scope,
  nameOrNode: string | TSESTree.Identifier,
) => TSESLint.Scope.Variable | null =
  // eslint-utils types it for ESLint's own scopes; typescript-eslint's scope manager gives the same shapes.
  findVariableOf as never;

export const getStaticValue: (node: TSESTree.Node, initialScope?: TSESLint.Scope.Scope) => { value: unknown } | null =
  getStaticValueOf as never;
