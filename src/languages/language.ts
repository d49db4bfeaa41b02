/**
 * ESLint languages over a tree-sitter grammar (ESLint's language API: `language: "backend-config/java"` in a
 * flat config). Parsing is synchronous (the grammars are loaded when src/languages/grammars.ts loads); a
 * file with syntax errors (tree-sitter ERROR or MISSING nodes) comes back as ESLint parse errors.
 */
import type { ESLint } from "eslint";
import type { Node, Tree } from "web-tree-sitter";
import { grammars, parserFor, type GrammarName } from "./grammars.js";
import { TreeSitterSourceCode, type Traversal, type TreeSitterLanguageOptions } from "./source-code.js";

/** ESLint's Language interface, as the installed ESLint (9.15+ or 10) declares it for plugins. */
type Language = NonNullable<ESLint.Plugin["languages"]>[string];

/** What ESLint passes to `parse` and `createSourceCode` (ESLint's `File`: `body` is a string for text languages). */
export interface File {
  readonly path: string;
  readonly body: string | Uint8Array;
}

export interface Context {
  readonly languageOptions: TreeSitterLanguageOptions;
}

/** A syntax error, as ESLint reports it: `line` 1-based, `column` 1-based (ESLint's messages count from 1). */
export interface ParseError {
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export type ParseResult = { ok: true; ast: Node; tree: Tree } | { ok: false; errors: ParseError[] };

const TRAVERSALS: readonly Traversal[] = ["root", "named"];

/** The first line of a node's text, shortened: what the message of an ERROR node quotes. */
function excerpt(node: Node): string {
  const text = node.text.trim().split(/\r?\n/u)[0]!;
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

function describeMissing(node: Node): string {
  return node.isNamed ? node.type.replace(/_/gu, " ") : `"${node.type}"`;
}

/**
 * The syntax errors of a tree: the outermost ERROR nodes and the MISSING nodes tree-sitter inserted, in
 * document order. Only subtrees that hold an error are entered.
 */
export function syntaxErrors(root: Node): ParseError[] {
  const errors: ParseError[] = [];
  const visit = (node: Node): void => {
    for (const child of node.children) {
      if (!child) continue;
      if (child.isMissing) {
        errors.push(errorAt(child, `Missing ${describeMissing(child)}.`));
      } else if (child.isError) {
        const text = excerpt(child);
        errors.push(errorAt(child, text ? `Unexpected "${text}".` : "Unexpected end of input."));
      } else if (child.hasError) {
        visit(child);
      }
    }
  };
  if (root.isError) errors.push(errorAt(root, `Unexpected "${excerpt(root)}".`));
  else visit(root);
  // A tree whose root says it has an error but shows none where it can be found still fails to parse.
  if (errors.length === 0) errors.push(errorAt(root, "Syntax error."));
  return errors;
}

function errorAt(node: Node, message: string): ParseError {
  return {
    message,
    line: node.startPosition.row + 1,
    column: node.startPosition.column + 1,
    endLine: node.endPosition.row + 1,
    endColumn: node.endPosition.column + 1,
  };
}

export interface TreeSitterLanguageDefinition {
  readonly grammar: GrammarName;
  /** The grammar's comment node types. */
  readonly commentTypes: readonly string[];
}

/**
 * The visitor keys of a grammar: every named node type's children are its `namedChildren` (a getter of
 * web-tree-sitter's Node), so that selectors that look into children (`:has(...)`) walk the tree.
 */
function visitorKeysOf(grammar: GrammarName): Record<string, string[]> {
  const language = grammars[grammar];
  const keys: Record<string, string[]> = {};
  for (let id = 0; id < language.nodeTypeCount; id++) {
    const type = language.nodeTypeForId(id);
    if (type && language.nodeTypeIsNamed(id)) keys[type] = ["namedChildren"];
  }
  return keys;
}

/** Validates the options the language defines; other keys (a shared `languageOptions` block) are ignored. */
function validateLanguageOptions(options: TreeSitterLanguageOptions): void {
  const traversal = options.traversal;
  if (traversal !== undefined && !TRAVERSALS.includes(traversal)) {
    throw new TypeError(`Expected "traversal" to be one of ${TRAVERSALS.map((t) => `"${t}"`).join(", ")}, got ${JSON.stringify(traversal)}.`);
  }
}

export function createTreeSitterLanguage(definition: TreeSitterLanguageDefinition) {
  const { grammar, commentTypes } = definition;
  const language = {
    fileType: "text" as const,
    lineStart: 1 as const,
    columnStart: 0 as const,
    nodeTypeKey: "type",
    visitorKeys: visitorKeysOf(grammar),
    defaultLanguageOptions: { traversal: "root" } as TreeSitterLanguageOptions,
    validateLanguageOptions,

    parse(file: File, _context?: Context): ParseResult {
      const text = typeof file.body === "string" ? file.body : new TextDecoder().decode(file.body);
      const tree = parserFor(grammar).parse(text);
      if (!tree) return { ok: false, errors: [{ message: "The parser gave no tree.", line: 1, column: 1, endLine: 1, endColumn: 1 }] };
      const root = tree.rootNode;
      if (root.hasError) {
        const errors = syntaxErrors(root);
        tree.delete();
        return { ok: false, errors };
      }
      return { ok: true, ast: root, tree };
    },

    createSourceCode(file: File, input: { ok: true; ast: Node; tree?: Tree }, context?: Context): TreeSitterSourceCode {
      const text = typeof file.body === "string" ? file.body : new TextDecoder().decode(file.body);
      return new TreeSitterSourceCode({
        text,
        tree: input.tree ?? input.ast.tree,
        ast: input.ast,
        grammar,
        commentTypes,
        traversal: context?.languageOptions.traversal ?? "root",
      });
    },
  };
  return language satisfies Language;
}

export type TreeSitterLanguage = ReturnType<typeof createTreeSitterLanguage>;
