/**
 * ESLint languages over a tree-sitter grammar; a broken file gives one parse error where the text went wrong, as a
 * JavaScript parser does, not one per broken line.
 */
import type { File, LanguageContext, OkParseResult } from "@eslint/core";
import type { Node, Tree } from "web-tree-sitter";
import { grammars, parserFor, type GrammarName } from "./grammars.js";
import { lineIndexOf } from "./line-breaks.js";
import { TreeSitterSourceCode } from "./source-code.js";
import { syntaxErrorOf, type ParseError } from "./syntax-error.js";
import type { Traversal, TreeSitterLanguage, TreeSitterLanguageOptions } from "./types.js";

export type { TreeSitterLanguage } from "./types.js";
export type { ParseError } from "./syntax-error.js";

export type Context = LanguageContext<TreeSitterLanguageOptions>;

export type ParseResult = (OkParseResult<Node> & { tree: Tree }) | { ok: false; errors: ParseError[] };

const TRAVERSALS: readonly Traversal[] = ["root", "named"];

/** How many of the trees parsed last stay alive: at least, at most, and up to what total text length. */
export const KEEP_TREES = { min: 4, max: 16, text: 4 * 1024 * 1024 } as const;

const recentTrees: { tree: Tree; size: number }[] = [];
let recentText = 0;

/**
 * Frees the oldest trees beyond KEEP_TREES: web-tree-sitter frees one only when its wrapper is garbage-collected,
 * too rarely for the WebAssembly memory they fill. ESLint is done with a tree before it parses the next file
 * (docs/java.md).
 */
function keepTree(tree: Tree, size: number): void {
  recentTrees.push({ tree, size });
  recentText += size;
  while (recentTrees.length > KEEP_TREES.min && (recentTrees.length > KEEP_TREES.max || recentText > KEEP_TREES.text)) {
    const oldest = recentTrees.shift()!;
    recentText -= oldest.size;
    oldest.tree.delete();
  }
}

export interface TreeSitterLanguageDefinition {
  readonly grammar: GrammarName;
  readonly commentTypes: readonly string[];
  /** The text the parser reads instead of the file's, of the same length (C#: what the preprocessor leaves). */
  readonly prepare?: (text: string) => string;
  /**
   * Line ends of the compiler's that the grammar lacks (`\r`: one no `\n` follows), read as `\n` so that `//`
   * comments end where the compiler's do; each is one code unit, so offsets stay the file's.
   */
  readonly lineEnds?: string;
}

function lineEndPattern(lineEnds = ""): RegExp | undefined {
  const others = [...lineEnds].filter((c) => c !== "\r" && c !== "\n");
  const alternatives = [
    ...(lineEnds.includes("\r") ? ["\\r(?!\\n)"] : []),
    ...others.map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`),
  ];
  return alternatives.length > 0 ? new RegExp(alternatives.join("|"), "gu") : undefined;
}

function parseText(
  grammar: GrammarName,
  text: string,
  lineEnds: RegExp | undefined,
  prepare: ((text: string) => string) | undefined,
): { tree: Tree | null; read: string } {
  const own = prepare ? prepare(text) : text;
  const read = lineEnds ? own.replace(lineEnds, "\n") : own;
  if (read === own) return { tree: parserFor(grammar).parse(own), read };
  // A tree reads its nodes' text through the function it was parsed with: from here, the prepared text.
  let source = read;
  const tree = parserFor(grammar).parse((index: number) => source.slice(index));
  source = own;
  return { tree, read };
}

/** A parse error moved from tree-sitter's rows (`\n` in the text read) to ESLint's lines. */
function onLines(error: ParseError, read: string, text: string): ParseError {
  const rowStarts = [0];
  for (let i = read.indexOf("\n"); i >= 0; i = read.indexOf("\n", i + 1)) rowStarts.push(i + 1);
  const lines = lineIndexOf(text);
  const place = (row: number, column: number) => {
    const index = Math.min((rowStarts[row - 1] ?? read.length) + column - 1, text.length);
    const loc = lines.locOf(index);
    return { line: loc.line, column: loc.column + 1 };
  };
  const start = place(error.line, error.column);
  const end = place(error.endLine, error.endColumn);
  return { ...error, ...start, endLine: end.line, endColumn: end.column };
}

/** `namedChildren` for every named type, so that selectors such as `:has(...)` walk the tree. */
function visitorKeysOf(grammar: GrammarName): Record<string, string[]> {
  const language = grammars[grammar];
  const keys: Record<string, string[]> = {};
  language.types.forEach((type, id) => {
    if (type && language.nodeTypeIsNamed(id)) keys[type] = ["namedChildren"];
  });
  return keys;
}

/** Other keys may come from a shared `languageOptions` block. */
function validateLanguageOptions(options: TreeSitterLanguageOptions): void {
  const traversal = options.traversal;
  if (traversal !== undefined && !TRAVERSALS.includes(traversal)) {
    throw new TypeError(
      `Expected "traversal" to be one of ${TRAVERSALS.map((t) => `"${t}"`).join(", ")}, got ${JSON.stringify(traversal)}.`,
    );
  }
}

export function createTreeSitterLanguage(definition: TreeSitterLanguageDefinition): TreeSitterLanguage {
  const { grammar, commentTypes, prepare } = definition;
  const lineEnds = lineEndPattern(definition.lineEnds);
  let visitorKeys: Record<string, string[]> | undefined;
  return {
    fileType: "text",
    lineStart: 1,
    columnStart: 0,
    nodeTypeKey: "type",
    // Read when ESLint first lints a file of the language, so a JavaScript-only run never loads a grammar.
    get visitorKeys(): Record<string, string[]> {
      return (visitorKeys ??= visitorKeysOf(grammar));
    },
    defaultLanguageOptions: { traversal: "root" },
    validateLanguageOptions,

    parse(file: File, _context?: Context): ParseResult {
      const text = typeof file.body === "string" ? file.body : new TextDecoder().decode(file.body);
      const { tree, read } = parseText(grammar, text, lineEnds, prepare);
      if (!tree)
        return {
          ok: false,
          errors: [{ message: "The parser gave no tree.", line: 1, column: 1, endLine: 1, endColumn: 1 }],
        };
      const root = tree.rootNode;
      if (root.hasError) {
        const error = onLines(syntaxErrorOf(root, read, grammar), read, text);
        tree.delete();
        return { ok: false, errors: [error] };
      }
      keepTree(tree, text.length);
      return { ok: true, ast: root, tree };
    },

    createSourceCode(file: File, input: OkParseResult<Node>, context?: Context): TreeSitterSourceCode {
      const text = typeof file.body === "string" ? file.body : new TextDecoder().decode(file.body);
      // Another caller's parse result may lack `tree`.
      const tree = (input as { tree?: Tree }).tree ?? input.ast.tree;
      return new TreeSitterSourceCode({
        text,
        tree,
        ast: input.ast,
        grammar,
        commentTypes,
        traversal: context?.languageOptions.traversal ?? "root",
      });
    },
  };
}
