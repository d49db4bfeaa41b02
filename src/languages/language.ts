/**
 * ESLint languages over a tree-sitter grammar (`language: "backend-config/java"` in a flat config); a file with
 * syntax errors comes back as one ESLint parse error where the text went wrong, as a JavaScript parser gives, not
 * one per broken line.
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

/** What ESLint passes to `parse` and `createSourceCode` (the language options, merged with the defaults). */
export type Context = LanguageContext<TreeSitterLanguageOptions>;

/** What `parse` gives: the root node and its tree, or the syntax errors (@eslint/core's `ParseResult`). */
export type ParseResult = (OkParseResult<Node> & { tree: Tree }) | { ok: false; errors: ParseError[] };

const TRAVERSALS: readonly Traversal[] = ["root", "named"];

/**
 * How many of the trees parsed last are kept alive at least, at most, and up to what total of source text
 * (UTF-16 code units). Older trees are freed when a file is parsed (see keepTree).
 */
export const KEEP_TREES = { min: 4, max: 16, text: 4 * 1024 * 1024 } as const;

/** The trees parsed last, oldest first, with the length of their text. */
const recentTrees: { tree: Tree; size: number }[] = [];
let recentText = 0;

/**
 * Keeps a tree just parsed and frees the oldest ones beyond KEEP_TREES. A tree lives in the WebAssembly module's
 * memory, which the JavaScript heap does not count: web-tree-sitter frees a tree when the garbage collector
 * finalizes its wrapper, and a run with a small JavaScript heap collects so rarely that a long run of files fills
 * the module's memory and aborts. ESLint is done with a file's tree when its rules have run, before it parses the
 * next file: its Linter and rule tester never look back. A SourceCode kept longer by other code must not be read
 * once newer trees have freed its own (the README says so).
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
  /** The grammar's comment node types. */
  readonly commentTypes: readonly string[];
  /** The text the parser reads, when it is not the file's (C#: the text its preprocessor leaves; same length). */
  readonly prepare?: (text: string) => string;
  /**
   * The characters besides `\n` that end a line for the language's own compiler where its grammar reads only `\n`
   * (`\r` stands for a `\r` that no `\n` follows): the parser reads each as `\n`, so that a `//` comment ends
   * where the compiler ends it. Each is one UTF-16 code unit, as `\n` is, so every offset stays the file's.
   */
  readonly lineEnds?: string;
}

/** A pattern of the characters `lineEnds` names (a `\r` only where no `\n` follows), or none. */
function lineEndPattern(lineEnds = ""): RegExp | undefined {
  const others = [...lineEnds].filter((c) => c !== "\r" && c !== "\n");
  const alternatives = [
    ...(lineEnds.includes("\r") ? ["\\r(?!\\n)"] : []),
    ...others.map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`),
  ];
  return alternatives.length > 0 ? new RegExp(alternatives.join("|"), "gu") : undefined;
}

/**
 * Parses a file as the parser reads it (prepared, then line ends read as `\n`, see `lineEnds`); its nodes' text is
 * the prepared text's, whose line breaks are the file's. Gives the tree and the text the parser read, whose rows its
 * positions count.
 */
function parseText(
  grammar: GrammarName,
  text: string,
  lineEnds: RegExp | undefined,
  prepare: ((text: string) => string) | undefined,
): { tree: Tree | null; read: string } {
  const own = prepare ? prepare(text) : text;
  const read = lineEnds ? own.replace(lineEnds, "\n") : own;
  if (read === own) return { tree: parserFor(grammar).parse(own), read };
  // The tree reads its nodes' text through the function it was parsed with: once parsed, from the prepared text.
  let source = read;
  const tree = parserFor(grammar).parse((index: number) => source.slice(index));
  source = own;
  return { tree, read };
}

/**
 * A parse error placed on ESLint's lines: syntaxErrorOf counts tree-sitter's rows (`\n` in the text the parser
 * read) and 1-based columns, which are not ESLint's lines where the file holds another line break.
 */
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

/**
 * The visitor keys of a grammar: every named node type's children are its `namedChildren` (a getter of
 * web-tree-sitter's Node), so that selectors that look into children (`:has(...)`) walk the tree. The types are
 * the names web-tree-sitter read when it loaded the grammar (`Language.types`, what a node's `type` is read
 * from): asking each name again (`nodeTypeForId`) would decode it from the module's memory, in the first file a
 * process lints. Hidden types (supertypes, auxiliary rules) are no node's type and have no entry.
 */
function visitorKeysOf(grammar: GrammarName): Record<string, string[]> {
  const language = grammars[grammar];
  const keys: Record<string, string[]> = {};
  language.types.forEach((type, id) => {
    if (type && language.nodeTypeIsNamed(id)) keys[type] = ["namedChildren"];
  });
  return keys;
}

/** Validates the options the language defines; other keys (a shared `languageOptions` block) are ignored. */
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
    // Read from the grammar when ESLint first asks (it asks when it lints a file of the language): a run that
    // lints only JavaScript and TypeScript never starts web-tree-sitter nor loads a grammar.
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
      // `parse` gives the tree next to its root node; without it (another caller's parse result), the node's own.
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
