import type { Node } from "web-tree-sitter";
import { segmentAt, segmentFrom, type Segment } from "../../languages/preprocessor.js";
import type { ConfigEntry } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { spanOf } from "../tree-sitter/span.js";
import { WordIndex, type WordSyntax } from "../tree-sitter/words.js";
import { MAX_DEPTH } from "../../model/limits.js";

/** Per-file state of the C# front end; the optional fields are caches filled on first use. */
export interface CSharpContext {
  readonly root: Node;
  readonly text: string;
  /** Class, struct, record and interface declarations by name. */
  types?: Map<string, Node[]>;
  /** What a scope declares under a name, by `<scope id>:<name>`. */
  readonly scopes: Map<string, ScopeEntry | undefined>;
  /** The names declared `const` anywhere in the file. */
  constants?: ReadonlySet<string>;
  /** The words of the text; `@name` counts as `name`. */
  readonly words: WordIndex;
  readonly ancestors: Ancestors;
  /** The text between preprocessor directives; empty without any. */
  readonly segments: readonly Segment[];
  /** The preprocessor branch of the configuration being built. */
  origin: number;
}

/** C#'s identifiers and keywords; `@name` stands for `name`. */
export const CSHARP_WORDS: WordSyntax = {
  pattern: /@?[\p{L}_][\p{L}\p{N}_]*/gu,
  asciiPattern: /@?[A-Za-z_][A-Za-z0-9_]*/g,
  wordChar: String.raw`[\p{L}\p{N}_]`,
  asciiWordChar: "[A-Za-z0-9_]",
  key: (word) => (word.startsWith("@") ? word.slice(1) : word),
  prefix: "@",
};

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

/** The preprocessor branch at `index`; 0 outside any `#if`. */
export function branchAt(context: CSharpContext, index: number): number {
  return segmentAt(context.segments, index)?.branch ?? 0;
}

/** Whether `index` is in a branch some builds compile and others skip, not the configuration's (docs/csharp.md). */
export function inOtherBranch(context: CSharpContext, index: number): boolean {
  const segment = segmentAt(context.segments, index);
  return segment?.activity === "uncertain" && segment.branch !== context.origin;
}

/**
 * Adds an entry that may set anything, in source order, when `node` from `start` holds a branch the parser skipped
 * that some builds read: the tree does not see what that branch sets.
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

/** A name in a scope: a constant with its value, or anything else, which hides outer constants. */
export type ScopeEntry =
  { readonly constant: true; readonly value: Node; readonly declarator: Node } | { readonly constant: false };

/** Per-file state of the search for configurations. */
export interface Builder {
  readonly context: CSharpContext;
  readonly settings: ResolvedSettings;
  /** Object creations taken as nested blocks: not configurations of their own. */
  readonly claimed: Set<number>;
  /** Nesting depth (see `deeper`). */
  depth: number;
}

/** Builds one nesting level deeper, or gives undefined (an unknown value) beyond MAX_DEPTH: the stack stays bounded. */
export function deeper<T>(builder: Builder, build: () => T): T | undefined {
  if (builder.depth >= MAX_DEPTH) return undefined;
  builder.depth++;
  try {
    return build();
  } finally {
    builder.depth--;
  }
}
