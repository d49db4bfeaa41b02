/**
 * The one parse error a Java, C# or HCL file reports, where the text went wrong, as a JavaScript parser reports one.
 * tree-sitter's first ERROR node is not always that place: a construct it cannot finish (a class whose body never
 * closes) becomes one ERROR from its first token, far above the line being typed.
 */
import type { Language, LookaheadIterator, Node, Point } from "web-tree-sitter";
import type { GrammarName } from "./grammars.js";

/** A syntax error, as ESLint reports it: `line` and `column` from 1. */
export interface ParseError {
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * The first ERROR or MISSING node in document order, or a childless node that holds an error all the same
 * (tree-sitter-c-sharp's `identifier` over a MISSING hidden token).
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

/** A broken file's whole text may be one ERROR node: past this many children it is reported where it starts. */
const CHILDREN_READ = 2_000;

function endsText(text: string, index: number): boolean {
  for (let i = text.length - 1; i >= index; i--) if (!/\s/u.test(text[i]!)) return false;
  return true;
}

interface Reading {
  inner?: Node;
  rejected?: Node;
  unclosed?: string;
}

const TOKENS_JUDGED = 256;

const CLOSING: Readonly<Record<string, string>> = { "{": "}", "(": ")", "[": "]" };

/**
 * An ERROR that opens a bracket and has not closed it before its first inner error is a construct tree-sitter could
 * not finish, so the error is inside it; an ERROR that ends the text holds the tokens parsed when the text ran out.
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

/**
 * The token that stopped the parse: a mismatched closing bracket, or one its parse state has no action for (state 0
 * is error recovery, so not judged); without one, the text ended inside the brackets still open.
 */
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

/** The index after a quoted string, or -1 when a line break or the end comes first. */
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

/** The index after a character literal, or after a lone apostrophe. */
function charEnd(text: string, quote: number): number {
  const close = text.indexOf("'", text[quote + 1] === "\\" ? quote + 3 : quote + 2);
  if (close < 0 || close - quote > 12) return quote + 1;
  for (let i = quote + 1; i < close; i++) if (isLineBreak(text[i])) return quote + 1;
  return close + 1;
}

/** The index after Java's text block or C#'s raw or verbatim string, or -1 when the text ends first. */
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

/** The index after a C# interpolated string, or -1; the code in its holes may run over lines. */
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
 * The opening quote of the first string before `limit` that does not close on its line, where Java's and C#'s
 * lexers stop. The text is scanned since tree-sitter-java lets a string run on to the next line's quote.
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

/** An HCL string that never closes, found in the tree: HCL's heredocs and `${..}` are no Java or C# lexer's. */
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

/** A text index's position as tree-sitter counts it: rows end at `\n`. */
function positionOf(text: string, index: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

/** Node types whose text is a keyword, so quoting it quotes no user text. */
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

function kindOf(type: string): string | undefined {
  if (type === "character_literal") return "character";
  if (/string|text_block|escape_sequence|interpolat/u.test(type)) return "string";
  if (/integer_literal|floating_point_literal|real_literal/u.test(type)) return "number";
  if (type.includes("identifier") || type === "qualified_name" || type === "generic_name") return "identifier";
  if (type === "comment" || type.endsWith("_comment")) return "comment";
  return undefined;
}

/** What the text of an ERROR leaf starts with: quoted only if a keyword or punctuation. */
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
 * An unexpected node's first token, quoted only if punctuation or a keyword: a parse error lands in CI logs and SARIF
 * files, and a string or a name may be a secret.
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

/** The parse error of a tree with `root.hasError`: the innermost error found, or an unterminated string before it. */
export function syntaxErrorOf(root: Node, text: string, grammar: GrammarName): ParseError {
  const first = root.isError ? root : firstErrorAmong(root.children);
  // A root that says it has an error but shows none still fails to parse.
  if (!first) return errorBetween("Syntax error.", root.startPosition, root.startPosition);
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
