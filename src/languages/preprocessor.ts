/**
 * C#'s preprocessor, as far as the plugin needs it (docs/csharp.md#preprocessor-directives): tree-sitter-c-sharp
 * takes `#if` only in a few places and keeps every branch, so an `#if` in an initializer would not parse and an
 * `#if false` branch would be checked. Directive lines and the branches the parser skips become spaces, line breaks
 * kept, so offsets stay the file's. A branch on a symbol the file does not `#define` or `#undef` is uncertain; the
 * parser reads what a build without such symbols reads (src/frontends/csharp/context.ts). As in C#, skipped text is
 * not lexed.
 */

import { CSHARP_LINE_ENDS, isCSharpLineEnd } from "./line-breaks.js";

/** Read by every build, by none, or by some. */
export type Activity = "active" | "inactive" | "uncertain";

/** The text between two directive lines, all of it read or skipped alike. */
export interface Segment {
  readonly start: number;
  readonly end: number;
  readonly activity: Activity;
  /** Every active segment, and the uncertain ones a build without symbols reads. */
  readonly read: boolean;
  /** 0 outside any `#if`; else one per branch of each `#if`, shared by the segments around a nested `#if`. */
  readonly branch: number;
}

export interface Preprocessed {
  readonly text: string;
  /** In order; with the directive lines they cover the text. */
  readonly segments: readonly Segment[];
}

type Truth = boolean | undefined;

const not = (a: Truth): Truth => (a === undefined ? undefined : !a);
const and = (a: Truth, b: Truth): Truth => (a === false || b === false ? false : a && b);
const or = (a: Truth, b: Truth): Truth =>
  a === true || b === true ? true : a === undefined || b === undefined ? undefined : false;

/** How deep a condition's parentheses and `!` may nest before its value is taken as unknown. */
const CONDITION_DEPTH = 64;

/** Three-valued (`undefined` is unknown); a malformed condition is unknown too, as the compiler rejects it. */
function evaluate(source: string, symbol: (name: string) => Truth): Truth {
  const tokens = source.match(/[\p{L}\p{N}_]+|&&|\|\||==|!=|[!()]|\S/gu) ?? [];
  let at = 0;
  let depth = 0;
  let failed = false;
  const fail = (): Truth => {
    failed = true;
    return undefined;
  };
  const primary = (): Truth => {
    const token = tokens[at++];
    if (token === undefined || ++depth > CONDITION_DEPTH) return fail();
    try {
      if (token === "!") return not(primary());
      if (token === "(") {
        const value = expression();
        return tokens[at++] === ")" ? value : fail();
      }
      if (token === "true") return true;
      if (token === "false") return false;
      return /^[\p{L}_][\p{L}\p{N}_]*$/u.test(token) ? symbol(token) : fail();
    } finally {
      depth--;
    }
  };
  const equality = (): Truth => {
    let value = primary();
    while (tokens[at] === "==" || tokens[at] === "!=") {
      const equal = tokens[at++] === "==";
      const right = primary();
      value = value === undefined || right === undefined ? undefined : (value === right) === equal;
    }
    return value;
  };
  const conjunction = (): Truth => {
    let value = equality();
    while (tokens[at] === "&&") {
      at++;
      value = and(value, equality());
    }
    return value;
  };
  function expression(): Truth {
    let value = conjunction();
    while (tokens[at] === "||") {
      at++;
      value = or(value, conjunction());
    }
    return value;
  }
  const value = expression();
  return failed || at < tokens.length ? undefined : value;
}

/** An open `#if`: its earlier branches and the current one. */
interface Group {
  /** How the text around the `#if` is. */
  readonly outer: Activity;
  readonly outerRead: boolean;
  readonly outerBranch: number;
  /** Whether an earlier branch was taken: by every build, none, or some (undefined). */
  taken: Truth;
  /** The same for the build the parser reads (only the file's symbols). */
  readTaken: boolean;
  activity: Activity;
  read: boolean;
  branch: number;
}

const isBreak = isCSharpLineEnd;

/** After a string that runs over lines, opened at `at` (verbatim `@"`, raw `"""`); -1 when unterminated. */
function multilineEnd(text: string, at: number, verbatim: boolean): number {
  if (verbatim) {
    for (let i = at + 1; i < text.length; i++) {
      if (text[i] !== '"') continue;
      if (text[i + 1] !== '"') return i + 1;
      i++;
    }
    return -1;
  }
  let quotes = 0;
  while (text[at + quotes] === '"') quotes++;
  const end = text.indexOf('"'.repeat(quotes), at + quotes);
  return end < 0 ? -1 : end + quotes;
}

/** The closing quote of a string or character opened at `at`, or the line break that ends it. */
function quotedEnd(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote || isBreak(char)) return i;
    if (char === "\\" && !isBreak(text[i + 1])) i++;
  }
  return text.length;
}

/**
 * The line break ending a line read, past comments and strings that run over lines (the text's length at its end);
 * -1 when one of those runs to the end of the text.
 */
function codeLineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (isBreak(char)) return i;
    if (char === "/" && text[i + 1] === "/") {
      while (i < text.length && !isBreak(text[i])) i++;
      return i;
    }
    if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (char === '"') {
      const prefix = text.slice(Math.max(0, i - 2), i);
      const verbatim = prefix.endsWith("@") || prefix === "@$";
      if (verbatim || text.startsWith('"""', i)) {
        const end = multilineEnd(text, i, verbatim);
        if (end < 0) return -1;
        i = end - 1;
      } else {
        i = quotedEnd(text, i);
        if (isBreak(text[i])) return i;
      }
    } else if (char === "'") {
      i = quotedEnd(text, i);
      if (isBreak(text[i])) return i;
    }
  }
  return text.length;
}

function afterBreak(text: string, at: number): number {
  if (text[at] === "\r" && text[at + 1] === "\n") return at + 2;
  return at < text.length ? at + 1 : at;
}

/** Undefined when the text has no directive, as most files: nothing is copied. */
export function preprocess(text: string): Preprocessed | undefined {
  if (!text.includes("#")) return undefined;
  const segments: Segment[] = [];
  const blanks: [number, number][] = [];
  /** By name: true in every build, false in none; absent is unknown. */
  const known = new Map<string, boolean>();
  /** Defined in the build the parser reads. */
  const defined = new Set<string>();
  const groups: Group[] = [];
  let activity: Activity = "active";
  let read = true;
  let branchId = 0;
  let branches = 0;
  let segmentStart = 0;
  let directives = 0;
  const close = (end: number) => {
    if (end > segmentStart) segments.push({ start: segmentStart, end, activity, read, branch: branchId });
    if (!read && end > segmentStart) blanks.push([segmentStart, end]);
  };
  const branch = (group: Group, condition: Truth, readCondition: boolean) => {
    const takenNow = and(not(group.taken), condition);
    group.taken = or(group.taken, condition);
    group.activity =
      group.outer === "inactive" || takenNow === false
        ? "inactive"
        : group.outer === "active" && takenNow === true
          ? "active"
          : "uncertain";
    group.read = group.outerRead && !group.readTaken && readCondition;
    group.readTaken ||= group.read;
    group.branch = ++branches;
  };

  let lineStart = 0;
  while (lineStart < text.length) {
    let first = lineStart;
    while (text[first] === " " || text[first] === "\t" || text[first] === "\f" || text[first] === "\v") first++;
    if (text[first] !== "#") {
      // A comment or a string read may run over lines; a `#` in it starts no directive.
      let end = first;
      if (read) end = codeLineEnd(text, first);
      else while (end < text.length && !isBreak(text[end])) end++;
      if (end < 0) break;
      lineStart = afterBreak(text, end);
      continue;
    }
    let lineEnd = first;
    while (lineEnd < text.length && !isBreak(text[lineEnd])) lineEnd++;
    directives++;
    close(lineStart);
    blanks.push([first, lineEnd]);
    const words = /^#[ \t]*([a-z]*)(.*)$/su.exec(text.slice(first, lineEnd));
    const name = words?.[1] ?? "";
    const rest = (words?.[2] ?? "").replace(/\/\/.*$/su, "").trim();
    const symbol = (s: string): Truth => known.get(s);
    const group = groups.at(-1);
    if (name === "if") {
      const opened: Group = {
        outer: activity,
        outerRead: read,
        outerBranch: branchId,
        taken: false,
        readTaken: false,
        activity,
        read,
        branch: branchId,
      };
      branch(
        opened,
        activity === "inactive" ? false : evaluate(rest, symbol),
        evaluate(rest, (s) => defined.has(s)) === true,
      );
      groups.push(opened);
    } else if ((name === "elif" || name === "else") && group) {
      const condition = name === "else" ? true : group.outer === "inactive" ? false : evaluate(rest, symbol);
      const readCondition = name === "else" || evaluate(rest, (s) => defined.has(s)) === true;
      branch(group, condition, readCondition);
    } else if (name === "endif" && group) {
      groups.pop();
      activity = group.outer;
      read = group.outerRead;
      branchId = group.outerBranch;
    } else if (
      (name === "define" || name === "undef") &&
      activity !== "inactive" &&
      /^[\p{L}_][\p{L}\p{N}_]*$/u.test(rest)
    ) {
      const value = name === "define";
      if (activity === "active") known.set(rest, value);
      else if (known.get(rest) !== value) known.delete(rest);
      if (read) {
        if (value) defined.add(rest);
        else defined.delete(rest);
      }
    }
    const current = groups.at(-1);
    if (current && name !== "endif") {
      activity = current.activity;
      read = current.read;
      branchId = current.branch;
    }
    lineStart = afterBreak(text, lineEnd);
    segmentStart = lineStart;
  }
  if (directives === 0) return undefined;
  close(text.length);
  return { text: blanked(text, blanks), segments };
}

/** Any character but a line end of isBreak's. */
const NOT_BREAK = new RegExp(
  `[^\\n${[...CSHARP_LINE_ENDS].map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join("")}]`,
  "gu",
);

/** The ranges (in order, apart) as spaces, line breaks kept. */
function blanked(text: string, ranges: readonly [number, number][]): string {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start));
    const blank = text.slice(start, end).replace(NOT_BREAK, " ");
    parts.push(blank);
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

let last: { text: string; result: Preprocessed | undefined } | undefined;

/** Kept for the last text: the language parses it, then the front end reads it. */
export function preprocessed(text: string): Preprocessed | undefined {
  if (last?.text !== text) last = { text, result: preprocess(text) };
  return last.result;
}

/** Undefined on a directive line. */
export function segmentAt(segments: readonly Segment[], index: number): Segment | undefined {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = segments[middle]!;
    if (index < segment.start) high = middle - 1;
    else if (index >= segment.end) low = middle + 1;
    else return segment;
  }
  return undefined;
}

/** The first segment that ends after `index`: where a walk over a range's segments starts. */
export function segmentFrom(segments: readonly Segment[], index: number): number {
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (segments[middle]!.end <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}
