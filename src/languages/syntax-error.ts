/**
 * Where a Java or C# file stops parsing, and what to say there: the one parse error the languages report, as a
 * JavaScript parser reports one (src/languages/language.ts).
 *
 * tree-sitter recovers from a syntax error by wrapping text in ERROR nodes, or by inserting a MISSING token. The
 * first of them in document order is not always where the text went wrong: when tree-sitter cannot finish a
 * construct (a class whose body never closes), the whole construct becomes one ERROR that starts at its first
 * token, the `class` or `namespace` line, far above the line being typed. So:
 *
 * - An ERROR that opens a bracket (`{`, `(`, `[`) among its own children and has not closed it before its first
 *   ERROR or MISSING node is such an unfinished construct: the error is inside it, and the search goes on from
 *   that node, down to the innermost one. Any other ERROR is text tree-sitter skipped, reported where it starts.
 * - A quoted string that does not close on its line (Java's and C#'s quoted strings cannot hold a line break) is
 *   where a lexer stops, as a JavaScript parser stops at an unterminated string: when one starts before the end of
 *   the error found above, it is the error, at its opening quote. tree-sitter-java lets a quoted string run over
 *   line breaks to the next quote, so the string being typed pairs with the next line's and the parse breaks
 *   lines further down, or at the end of the file; tree-sitter-c-sharp's stops at the line end.
 *
 * The message quotes only the grammar's own punctuation and keywords, naming any other token by its kind: a string
 * or a name may be a secret, and a parse error is printed in CI logs and SARIF files.
 */
import type { Language, LookaheadIterator, Node, Point } from "web-tree-sitter";
import type { GrammarName } from "./grammars.js";

/** A syntax error, as ESLint reports it: `line` 1-based, `column` 1-based (ESLint's messages count from 1). */
export interface ParseError {
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * The first ERROR or MISSING node among `nodes` and their descendants, in document order, or a node without
 * children that holds an error all the same (tree-sitter-c-sharp's `identifier` over a MISSING hidden token). Only
 * subtrees that hold an error are entered.
 */
function firstErrorAmong(nodes: readonly (Node | null)[]): Node | undefined {
  const pending: Node[] = [];
  const push = (list: readonly (Node | null)[]): void => {
    for (let i = list.length - 1; i >= 0; i--) {
      const node = list[i];
      if (node) pending.push(node);
    }
  };
  push(nodes);
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.isMissing || node.isError) return node;
    if (!node.hasError) continue;
    const children = node.children;
    if (children.length === 0) return node;
    push(children);
  }
  return undefined;
}

/**
 * How many children of an ERROR node are read at most to find its first error, since a broken file's whole text
 * may be one ERROR (which is then reported where it starts).
 */
const CHILDREN_READ = 2_000;

function endsText(text: string, index: number): boolean {
  for (let i = text.length - 1; i >= index; i--) if (!/\s/u.test(text[i]!)) return false;
  return true;
}

/** What the children of an ERROR node say about where the error is (see readError). */
interface Reading {
  /** The first ERROR or MISSING node inside, when a bracket among the children is still open there. */
  inner?: Node;
  /** The first token the parser could not take where it read it. */
  rejected?: Node;
  /** The closing bracket of the innermost bracket left open when the text ran out. */
  unclosed?: string;
}

/** How many tokens of an ERROR node are judged against the parse table at most (see readError). */
const TOKENS_JUDGED = 256;

const CLOSING: Readonly<Record<string, string>> = { "{": "}", "(": ")", "[": "]" };

/**
 * Reads an ERROR node's children one at a time, up to the first that is or holds an error (CHILDREN_READ at most):
 *
 * - An ERROR that opens a bracket among its children and has not closed it before its first ERROR or MISSING node
 *   is a construct tree-sitter could not finish: the error is inside (`inner`).
 * - Without an error inside, an ERROR that ends where the text ends is what tree-sitter had parsed when the text
 *   ran out: valid tokens up to the one that stopped it (`rejected`): a closing bracket that does not close the
 *   innermost open one, or a token the parse state it was read in has no action for (tokens read while
 *   recovering, in state 0, and comments are not judged, nor more than TOKENS_JUDGED). Without one, the text ended
 *   inside the brackets still open (`unclosed`).
 */
function readError(error: Node, atEnd: boolean): Reading {
  const children: Node[] = [];
  let open = 0;
  const cursor = error.walk();
  try {
    for (let more = cursor.gotoFirstChild(); more; more = cursor.gotoNextSibling()) {
      if (children.length === CHILDREN_READ) return {};
      const child = cursor.currentNode;
      if (child.isMissing || child.isError || child.hasError) {
        return open > 0 ? { inner: firstErrorAmong([child]) } : {};
      }
      const type = child.type;
      if (type === "{" || type === "(" || type === "[") open++;
      else if (open > 0 && (type === "}" || type === ")" || type === "]")) open--;
      children.push(child);
    }
  } finally {
    cursor.delete();
  }
  return atEnd ? readToTheEnd(error, children) : {};
}

/** Where the parse of an ERROR that ends the text stopped (see readError): its `children` are the tokens read. */
function readToTheEnd(error: Node, children: readonly Node[]): Reading {
  const language = error.tree.language;
  let lookahead = null as LookaheadIterator | null;
  const accepts = (token: Node): boolean => {
    const state = token.parseState;
    const symbol = token.grammarId;
    if (state === 0 || language.nextState(state, symbol) !== 0) return true;
    lookahead ??= language.lookaheadIterator(state);
    if (!lookahead?.resetState(state)) return true;
    const symbols = lookahead[Symbol.iterator]();
    while (!symbols.next().done) if (lookahead.currentTypeId === symbol) return true;
    return false;
  };
  try {
    const closers: string[] = [];
    let judged = 0;
    for (const child of children) {
      if (child.childCount > 0 || child.isExtra) continue;
      const type = child.type;
      const closer = CLOSING[type];
      if (closer) closers.push(closer);
      else if (type === "}" || type === ")" || type === "]") {
        if (closers.length > 0 && closers.pop() !== type) return { rejected: child };
      }
      if (++judged <= TOKENS_JUDGED && !accepts(child)) return { rejected: child };
    }
    return { unclosed: closers.at(-1) };
  } finally {
    lookahead?.delete();
  }
}

const isLineBreak = (char: string | undefined): boolean => char === "\n" || char === "\r";

/** The index after a quoted string opened at `quote` (escapes read), or -1 when a line break or the end comes first. */
function quotedEnd(text: string, quote: number): number {
  for (let i = quote + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '"') return i + 1;
    if (isLineBreak(char)) return -1;
    if (char === "\\") {
      if (isLineBreak(text[i + 1])) return -1;
      i++;
    }
  }
  return -1;
}

/** The index after a character literal opened at `quote` ('a', '\n', '\u0041'), or after the lone apostrophe. */
function charEnd(text: string, quote: number): number {
  const close = text.indexOf("'", text[quote + 1] === "\\" ? quote + 3 : quote + 2);
  if (close < 0 || close - quote > 12) return quote + 1;
  for (let i = quote + 1; i < close; i++) if (isLineBreak(text[i])) return quote + 1;
  return close + 1;
}

/**
 * The index after a string that may run over lines, opened at `quote`: Java's text block (`"""`, escapes read), C#'s
 * raw string (three quotes or more, closed by as many) or verbatim string (`@"`, `""` a quote inside); -1 when the
 * text ends first.
 */
function multilineEnd(text: string, quote: number, grammar: GrammarName, verbatim: boolean): number {
  if (verbatim) {
    for (let i = quote + 1; i < text.length; i++) {
      if (text[i] !== '"') continue;
      if (text[i + 1] !== '"') return i + 1;
      i++;
    }
    return -1;
  }
  let quotes = 0;
  while (text[quote + quotes] === '"') quotes++;
  const delimiter = '"'.repeat(grammar === "java" ? 3 : quotes);
  for (let i = quote + delimiter.length; i < text.length; i++) {
    if (grammar === "java" && text[i] === "\\") i++;
    else if (text.startsWith(delimiter, i)) return i + delimiter.length;
  }
  return -1;
}

/**
 * The index after a C# interpolated string opened at `quote` (`$"`): `{{` is a brace; a hole (`{..}`) holds code,
 * whose strings, characters and braces are read, and may run over lines; -1 when the string does not close.
 */
function interpolatedEnd(text: string, quote: number): number {
  let holes = 0;
  for (let i = quote + 1; i < text.length; i++) {
    const char = text[i];
    if (holes === 0) {
      if (char === '"') return i + 1;
      if (isLineBreak(char)) return -1;
      if (char === "\\") i++;
      else if (char === "{") {
        if (text[i + 1] === "{") i++;
        else holes = 1;
      }
    } else if (char === "{") holes++;
    else if (char === "}") holes--;
    else if (char === "'") i = charEnd(text, i) - 1;
    else if (char === '"') {
      const end = quotedEnd(text, i);
      if (end < 0) return -1;
      i = end - 1;
    }
  }
  return -1;
}

/**
 * The opening quote of the first quoted string before `limit` that does not close on its line, read as Java's or
 * C#'s lexer reads the text from its start: comments, character literals, Java's text blocks and C#'s raw,
 * verbatim and interpolated strings and preprocessor lines are read as what they are; none when the text before
 * `limit` has no such string (or ends inside a comment or a string that may run over lines).
 */
function firstUnterminatedString(text: string, limit: number, grammar: GrammarName): number | undefined {
  let lineStart = true;
  for (let i = 0; i < limit;) {
    const char = text[i];
    if (isLineBreak(char)) {
      lineStart = true;
      i++;
      continue;
    }
    if (char === " " || char === "\t") {
      i++;
      continue;
    }
    const atLineStart = lineStart;
    lineStart = false;
    if ((char === "/" && text[i + 1] === "/") || (char === "#" && atLineStart && grammar === "csharp")) {
      while (i < text.length && !isLineBreak(text[i])) i++;
    } else if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end < 0) return undefined;
      i = end + 2;
    } else if (char === "'") {
      i = charEnd(text, i);
    } else if (char === '"') {
      const before = text.slice(Math.max(0, i - 2), i);
      const csharp = grammar === "csharp";
      const verbatim = csharp && (before.endsWith("@") || before === "@$");
      let end: number;
      if (text.startsWith('"""', i) || verbatim) {
        end = multilineEnd(text, i, grammar, verbatim);
        if (end < 0) return undefined;
      } else {
        end = csharp && before.endsWith("$") ? interpolatedEnd(text, i) : quotedEnd(text, i);
        if (end < 0) return i;
      }
      i = end;
    } else {
      i++;
    }
  }
  return undefined;
}

/**
 * The opening quote of an HCL string that never closes: a lone `quoted_template_start` among an ERROR's children
 * (CHILDREN_READ at most). HCL's heredocs, `#` comments and strings inside `${..}` are no Java or C# lexer's, so
 * the text is not scanned as firstUnterminatedString scans it.
 */
function openQuoteIn(error: Node): number | undefined {
  if (!error.isError) return undefined;
  const cursor = error.walk();
  try {
    let read = 0;
    for (let more = cursor.gotoFirstChild(); more && read < CHILDREN_READ; more = cursor.gotoNextSibling(), read++) {
      if (cursor.nodeType === "quoted_template_start") return cursor.startIndex;
    }
  } finally {
    cursor.delete();
  }
  return undefined;
}

/** The position of a text index as tree-sitter counts it: rows end at `\n`, columns in UTF-16 code units. */
function positionOf(text: string, index: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

/** Node types whose text is a fixed word of the grammar (a keyword), so quoting it quotes no user text. */
const KEYWORD_TYPES: ReadonlySet<string> = new Set([
  "true",
  "false",
  "null_literal",
  "boolean_literal",
  "this",
  "super",
  "predefined_type",
  "void_type",
  "integral_type",
  "floating_point_type",
  "boolean_type",
  "implicit_type",
  "modifier",
]);

/** What kind of user text a node type holds, when it holds some (a literal or a name). */
function kindOf(type: string): string | undefined {
  if (type === "character_literal") return "character";
  if (/string|text_block|escape_sequence|interpolat/u.test(type)) return "string";
  if (/integer_literal|floating_point_literal|real_literal/u.test(type)) return "number";
  if (type.includes("identifier") || type === "qualified_name" || type === "generic_name") return "identifier";
  if (type === "comment" || type.endsWith("_comment")) return "comment";
  return undefined;
}

/**
 * What text tree-sitter skipped without making a token of it starts with: a keyword of the grammar or a punctuation
 * mark quoted, anything else by its kind.
 */
function kindOfText(text: string, language: Language): string {
  const word = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(text.trimStart())?.[0];
  if (word !== undefined && word.length <= 12 && language.idForNodeType(word, false) !== null) return `"${word}"`;
  const first = text.trimStart()[0];
  if (first === undefined) return "end of input";
  if (first === '"' || first === "$" || first === "@") return "string";
  if (first === "'") return "character";
  if (/[0-9]/u.test(first)) return "number";
  if (/[\p{L}\p{Nl}_\\]/u.test(first)) return "identifier";
  return /[!-/:-@[-`{-~]/u.test(first) ? `"${first}"` : "character";
}

/**
 * What an unexpected node is, for its message: a grammar's fixed token (punctuation, a keyword) quoted, any other
 * token by its kind alone ("string", "identifier", "number"), as TypeScript's parser never quotes the code: a parse
 * error lands in CI logs and SARIF files, and a string or a name there may be a secret. An ERROR node, or a node of
 * several tokens, is described by its first token.
 */
function describeUnexpected(error: Node): string {
  let node = error;
  for (;;) {
    const type = node.type;
    if (!node.isNamed) return type.length > 0 && type.length <= 16 && !/\s/u.test(type) ? `"${type}"` : "token";
    const kind = kindOf(type);
    if (kind) return kind;
    const children = node.children;
    if (children.length === 0) {
      if (node.isError) return kindOfText(node.text, node.tree.language);
      if (KEYWORD_TYPES.has(type) && /^[a-z]{1,12}$/u.test(node.text)) return `"${node.text}"`;
      return type.replace(/_/gu, " ");
    }
    node = children.find((child) => !child.isExtra) ?? children[0]!;
  }
}

function describeMissing(node: Node): string {
  return node.isNamed ? node.type.replace(/_/gu, " ") : `"${node.type}"`;
}

function errorBetween(message: string, start: Point, end: Point): ParseError {
  return { message, line: start.row + 1, column: start.column + 1, endLine: end.row + 1, endColumn: end.column + 1 };
}

/**
 * The parse error of a tree that holds one (`root.hasError`): the innermost error of the first unfinished
 * construct, or an unterminated string before its end.
 */
export function syntaxErrorOf(root: Node, text: string, grammar: GrammarName): ParseError {
  const first = root.isError ? root : firstErrorAmong(root.children);
  // A tree whose root says it has an error but shows none where it can be found still fails to parse.
  if (!first) return errorBetween("Syntax error.", root.startPosition, root.startPosition);
  // The innermost error of the unfinished constructs, or the token in it that stopped the parse, or its end.
  let error = first;
  let unclosed: string | undefined;
  while (error.isError) {
    const reading = readError(error, endsText(text, error.endIndex));
    if (reading.inner) {
      error = reading.inner;
      continue;
    }
    error = reading.rejected ?? error;
    unclosed = reading.unclosed;
    break;
  }
  const quote = grammar === "hcl" ? openQuoteIn(first) : firstUnterminatedString(text, error.endIndex, grammar);
  if (quote !== undefined) {
    const start = positionOf(text, quote);
    let lineEnd = quote;
    while (lineEnd < text.length && !isLineBreak(text[lineEnd])) lineEnd++;
    return errorBetween("Unterminated string literal.", start, {
      row: start.row,
      column: start.column + lineEnd - quote,
    });
  }
  if (unclosed) return errorBetween(`Missing "${unclosed}".`, error.endPosition, error.endPosition);
  if (error.isMissing || (!error.isError && error.startIndex === error.endIndex)) {
    return errorBetween(`Missing ${describeMissing(error)}.`, error.startPosition, error.endPosition);
  }
  if (error.startIndex === error.endIndex) {
    return errorBetween("Unexpected end of input.", error.startPosition, error.endPosition);
  }
  return errorBetween(`Unexpected ${describeUnexpected(error)}.`, error.startPosition, error.endPosition);
}
