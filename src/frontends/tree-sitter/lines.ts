/**
 * Lines and indentation of a source text, for every tree-sitter language. Line breaks are ESLint's (LINE_BREAK),
 * as the plugin's SourceCode counts lines.
 */
import { isLineBreak, restOfLinePattern } from "../../languages/line-breaks.js";

/** Where the line holding `index` starts: just after the previous line break, or at 0. */
export function lineStart(text: string, index: number): number {
  // A walk back over the line itself: `lastIndexOf("\r")` would search a file without `\r` to its start.
  let at = index;
  while (at > 0 && !isLineBreak(text[at - 1])) at--;
  return at;
}

/** The spaces and tabs before `index` when nothing else stands before it on its line, else undefined. */
export function indentOf(text: string, index: number): string | undefined {
  const before = text.slice(lineStart(text, index), index);
  return /^[ \t]*$/.test(before) ? before : undefined;
}

/** Whether only spaces and tabs stand before `index` on its line. */
export function startsLine(text: string, index: number): boolean {
  return indentOf(text, index) !== undefined;
}

const REST_OF_LINE = restOfLinePattern();

/**
 * The spaces and tabs after `index` up to the end of its line, with the line break (empty at the end of the
 * text), when nothing else follows on the line; else undefined.
 */
export function restOfLine(
  text: string,
  index: number,
): { readonly text: string; readonly lineBreak: string } | undefined {
  REST_OF_LINE.lastIndex = index;
  const rest = REST_OF_LINE.exec(text);
  return rest ? { text: rest[0], lineBreak: rest[1]! } : undefined;
}

/** The whole lines of `[start, end)` (with the line break after), when nothing else stands on them. */
export function wholeLines(text: string, start: number, end: number): [number, number] | undefined {
  if (!startsLine(text, start)) return undefined;
  const rest = restOfLine(text, end);
  return rest ? [lineStart(text, start), end + rest.text.length] : undefined;
}

/** The spaces and tabs right after `index`. */
export function spacesAfter(text: string, index: number): string {
  SPACES.lastIndex = index;
  return SPACES.exec(text)![0];
}

/** The spaces and tabs right before `index`. */
export function spacesBefore(text: string, index: number): string {
  let from = index;
  while (from > 0 && (text[from - 1] === " " || text[from - 1] === "\t")) from--;
  return text.slice(from, index);
}

const SPACES = /[ \t]*/y;

let lastText: string | undefined;
let lastBreak = "\n";

/**
 * The line break a text uses: `\r\n` when it has one, else `\n`. The answer for the last text asked about is
 * kept: the edits of each finding in a file ask again, and a file without `\r\n` is searched to its end.
 */
export function lineBreakOf(text: string): string {
  if (text !== lastText) {
    lastBreak = text.includes("\r\n") ? "\r\n" : "\n";
    lastText = text;
  }
  return lastBreak;
}
