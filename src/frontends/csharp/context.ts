/** What the C# front end knows of one file while it finds its configurations, with caches filled on demand. */
import type { Node } from "web-tree-sitter";
import { segmentAt, segmentFrom, type Segment } from "../../languages/preprocessor.js";
import type { ConfigEntry } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { spanOf } from "../tree-sitter/span.js";
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
  /** The text between the file's preprocessor directives (src/languages/preprocessor.ts); none without any. */
  readonly segments: readonly Segment[];
  /** The preprocessor branch of the configuration being built (Segment.branch). */
  origin: number;
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
export function csharpContext(root: Node, text: string, segments: readonly Segment[] = []): CSharpContext {
  return {
    root,
    text,
    scopes: new Map(),
    words: new WordIndex(text, CSHARP_WORDS),
    ancestors: new Ancestors(root),
    segments,
    origin: 0,
  };
}

/** The preprocessor branch of what is written at `index` (0 outside any `#if`). */
export function branchAt(context: CSharpContext, index: number): number {
  return segmentAt(context.segments, index)?.branch ?? 0;
}

/**
 * Whether what is written at `index` is in a branch that some builds read and others skip, other than the one the
 * configuration is written in: it may or may not be compiled with the configuration (docs/csharp.md).
 */
export function inOtherBranch(context: CSharpContext, index: number): boolean {
  const segment = segmentAt(context.segments, index);
  return segment?.activity === "uncertain" && segment.branch !== context.origin;
}

/**
 * Adds an entry that may set anything to `entries` (in source order) when the text of `node` from `start` holds a
 * branch the parser skipped that some builds read: a property written there is unknown to the tree.
 */
export function addSkippedBranch(context: CSharpContext, node: Node, start: number, entries: ConfigEntry[]): void {
  const { segments } = context;
  for (let i = segmentFrom(segments, start); i < segments.length && segments[i]!.start < node.endIndex; i++) {
    const segment = segments[i]!;
    if (segment.read || segment.activity !== "uncertain") continue;
    const at = entries.findIndex((entry) => entry.span.range[0] > segment.start);
    const entry: ConfigEntry = { type: "opaque", reason: "conditional", span: spanOf(node) };
    entries.splice(at < 0 ? entries.length : at, 0, entry);
    return;
  }
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
