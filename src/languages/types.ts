/**
 * The public types of the tree-sitter languages. Nodes are described by what rules read of them, not by
 * web-tree-sitter's declarations, which need `@types/emscripten` (not installed with it) and would fail a user's
 * `tsc` without `skipLibCheck`; so this module imports nothing of web-tree-sitter.
 */
import type { Language, SourceLocation, TextSourceCode } from "@eslint/core";

/** `row` and `column` from 0. */
export interface Point {
  row: number;
  column: number;
}

/** web-tree-sitter's `Node`, as far as selectors and rules read it. */
export interface SyntaxNode {
  /** Compare nodes by `id`: each access gives a new object. */
  readonly id: number;
  readonly type: string;
  readonly text: string;
  /** False for punctuation and keywords. */
  readonly isNamed: boolean;
  readonly isError: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly startPosition: Point;
  readonly endPosition: Point;
  readonly parent: SyntaxNode | null;
  readonly children: readonly (SyntaxNode | null)[];
  readonly namedChildren: readonly (SyntaxNode | null)[];
  readonly childCount: number;
  readonly namedChildCount: number;
  child(index: number): SyntaxNode | null;
  namedChild(index: number): SyntaxNode | null;
  childForFieldName(fieldName: string): SyntaxNode | null;
  descendantsOfType(types: string | string[]): (SyntaxNode | null)[];
}

/** What ESLint visits: the root node only, or every named node. */
export type Traversal = "root" | "named";

export interface TreeSitterLanguageOptions {
  [key: string]: unknown;
  traversal?: Traversal;
}

/** A comment as ESTree writes one. */
export interface TreeSitterComment {
  type: "Line" | "Block";
  value: string;
  range: [number, number];
  loc: SourceLocation;
}

/** `context.sourceCode` of a rule on a Java, C# or HCL file. */
export interface TreeSitterLanguageSourceCode extends TextSourceCode<{
  LangOptions: TreeSitterLanguageOptions;
  RootNode: SyntaxNode;
  SyntaxElementWithLoc: SyntaxNode | TreeSitterComment;
  ConfigNode: TreeSitterComment;
}> {
  readonly grammar: "java" | "csharp" | "hcl";
  readonly traversal: Traversal;
  readonly lines: string[];
  /** In source order. */
  readonly comments: readonly TreeSitterComment[];
  getAllComments(): readonly TreeSitterComment[];
  getText(element?: SyntaxNode | TreeSitterComment, beforeCount?: number, afterCount?: number): string;
  getLocFromIndex(index: number): { line: number; column: number };
  getIndexFromLoc(loc: { line: number; column: number }): number;
  getParent(element: SyntaxNode | TreeSitterComment): SyntaxNode | TreeSitterComment | undefined;
  getAncestors(element: SyntaxNode | TreeSitterComment): (SyntaxNode | TreeSitterComment)[];
}

export interface TreeSitterLanguageTypeOptions {
  LangOptions: TreeSitterLanguageOptions;
  Code: TreeSitterLanguageSourceCode;
  RootNode: SyntaxNode;
  Node: SyntaxNode;
}

/** `plugin.languages.java`, `.csharp` and `.hcl`: lines from 1 and columns from 0, as ESLint's JavaScript. */
export interface TreeSitterLanguage extends Language<TreeSitterLanguageTypeOptions> {
  visitorKeys: Record<string, string[]>;
  defaultLanguageOptions: TreeSitterLanguageOptions;
}
