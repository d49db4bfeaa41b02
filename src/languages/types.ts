/**
 * The public types of the plugin's Java and C# languages, as @eslint/core declares languages and source code
 * (the shape @eslint/json and @eslint/css give theirs). The nodes are web-tree-sitter's, described here by
 * what rules read of them rather than by web-tree-sitter's own declarations: those need `@types/emscripten`,
 * which web-tree-sitter does not install, so a user's `tsc` without `skipLibCheck` would fail on them. This
 * module imports nothing of web-tree-sitter, and so neither does any declaration the package's types reach.
 */
import type { Language, SourceLocation, TextSourceCode } from "@eslint/core";

/** A position in a tree-sitter tree: `row` and `column` count from 0 (`column` in UTF-16 code units). */
export interface Point {
  row: number;
  column: number;
}

/** A node of a tree-sitter syntax tree (web-tree-sitter's `Node`): what ESLint's selectors and rules read. */
export interface SyntaxNode {
  /** Unique within a tree: nodes are new objects at each access, their `id` stays. */
  readonly id: number;
  /** The grammar's name of the node type (`class_declaration`, `object_creation_expression`, `ERROR`). */
  readonly type: string;
  readonly text: string;
  /** Whether the grammar names the node (punctuation and keywords are anonymous). */
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

/** How much of the tree `traverse()` visits: the root node only, or every named node (not the punctuation). */
export type Traversal = "root" | "named";

/** The language options of the tree-sitter languages. */
export interface TreeSitterLanguageOptions {
  [key: string]: unknown;
  traversal?: Traversal;
}

/** A comment as ESTree writes one: `value` is the text between `//` and the line end, or `/*` and `*\/`. */
export interface TreeSitterComment {
  type: "Line" | "Block";
  value: string;
  range: [number, number];
  loc: SourceLocation;
}

/** The SourceCode of the tree-sitter languages (`context.sourceCode` of a rule on a Java, C# or HCL file). */
export interface TreeSitterLanguageSourceCode extends TextSourceCode<{
  LangOptions: TreeSitterLanguageOptions;
  RootNode: SyntaxNode;
  SyntaxElementWithLoc: SyntaxNode | TreeSitterComment;
  ConfigNode: TreeSitterComment;
}> {
  /** Which grammar parsed the text. */
  readonly grammar: "java" | "csharp" | "hcl";
  /** Which nodes ESLint visits in the file: the root alone, or every named node (`languageOptions.traversal`). */
  readonly traversal: Traversal;
  /** The text split into lines. */
  readonly lines: string[];
  /** Every comment of the file, in source order. */
  readonly comments: readonly TreeSitterComment[];
  getAllComments(): readonly TreeSitterComment[];
  /** The text of a node or comment (with `beforeCount` and `afterCount` more characters), or of the file. */
  getText(element?: SyntaxNode | TreeSitterComment, beforeCount?: number, afterCount?: number): string;
  getLocFromIndex(index: number): { line: number; column: number };
  getIndexFromLoc(loc: { line: number; column: number }): number;
  getParent(element: SyntaxNode | TreeSitterComment): SyntaxNode | TreeSitterComment | undefined;
  getAncestors(element: SyntaxNode | TreeSitterComment): (SyntaxNode | TreeSitterComment)[];
}

/** The type options of the tree-sitter languages, as @eslint/core's `Language` takes them. */
export interface TreeSitterLanguageTypeOptions {
  LangOptions: TreeSitterLanguageOptions;
  Code: TreeSitterLanguageSourceCode;
  RootNode: SyntaxNode;
  Node: SyntaxNode;
}

/**
 * A tree-sitter language (`plugin.languages.java`, `plugin.languages.csharp`, `plugin.languages.hcl`): an ESLint language,
 * @eslint/core's `Language`, with text files, 1-based lines and 0-based columns, as ESLint's JavaScript.
 */
export interface TreeSitterLanguage extends Language<TreeSitterLanguageTypeOptions> {
  visitorKeys: Record<string, string[]>;
  defaultLanguageOptions: TreeSitterLanguageOptions;
}
