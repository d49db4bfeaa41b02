/** What the C# front end knows of one file while it finds its configurations, with caches filled on demand. */
import type { Node } from "web-tree-sitter";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { WordIndex, type WordSyntax } from "../tree-sitter/words.js";
import { MAX_DEPTH } from "../../model/limits.js";

/** Per-file state of the C# front end: the tree, the text, and caches filled on demand. */
export interface CSharpContext {
  readonly root: Node;
  readonly text: string;
  /** Type declarations of the file by name (classes, structs, records, interfaces), found on first use. */
  types?: Map<string, Node[]>;
  /** What a scope (block, top level, type body) declares under a name, by `<scope id>:<name>`, found on first use. */
  readonly scopes: Map<string, ScopeEntry | undefined>;
  /** The names declared `const` in the file, found on first use. */
  constants?: ReadonlySet<string>;
  /** The words of the text (`@name` counts as `name`). */
  readonly words: WordIndex;
  /** The parents of the tree's nodes, found once. */
  readonly ancestors: Ancestors;
}

/** C#'s words: identifiers (`@name` stands for `name`) and keywords (ASCII: a letter or `_`, then digits too). */
export const CSHARP_WORDS: WordSyntax = {
  pattern: /@?[\p{L}_][\p{L}\p{N}_]*/gu,
  asciiPattern: /@?[A-Za-z_][A-Za-z0-9_]*/g,
  wordChar: String.raw`[\p{L}\p{N}_]`,
  asciiWordChar: "[A-Za-z0-9_]",
  key: (word) => (word.startsWith("@") ? word.slice(1) : word),
  prefix: "@",
};

/** A fresh context for one file. */
export function csharpContext(root: Node, text: string): CSharpContext {
  return {
    root,
    text,
    scopes: new Map(),
    words: new WordIndex(text, CSHARP_WORDS),
    ancestors: new Ancestors(root),
  };
}

/** What a name found in a scope is: a constant (with its value), or anything else that hides outer constants. */
export type ScopeEntry =
  { readonly constant: true; readonly value: Node; readonly declarator: Node } | { readonly constant: false };

/** Per-file state of the search for configurations: the context, the settings, the creations already taken. */
export interface Builder {
  readonly context: CSharpContext;
  readonly settings: ResolvedSettings;
  /** Object creations taken as nested blocks: not configurations of their own. */
  readonly claimed: Set<number>;
  /** How many nested objects and collections deep the build is (see `deeper`). */
  depth: number;
}

/**
 * Builds a nested object or collection one level deeper, or gives undefined (an unknown value) beyond MAX_DEPTH
 * levels: `new() { X = new() { .. } }` ten thousand deep costs no more stack than a hundred.
 */
export function deeper<T>(builder: Builder, build: () => T): T | undefined {
  if (builder.depth >= MAX_DEPTH) return undefined;
  builder.depth++;
  try {
    return build();
  } finally {
    builder.depth--;
  }
}
