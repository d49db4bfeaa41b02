/**
 * Lines and indentation of a source text, with ESLint's line breaks (LINE_BREAK) as the plugin's SourceCode counts
 * them, looked up in the text's line index so that many edits on one long line do not each walk it.
 */
import { lineIndexOf, restOfLinePattern } from "../../languages/line-breaks.js";

/** Where the line holding `index` starts: just after the previous line break, or at 0. */
export function lineStart(text: string, index: number): number {
  return lineIndexOf(text).lineStart(index);
}

/** The spaces and tabs before `index` when nothing else stands before it on its line, else undefined. */
export function indentOf(text: string, index: number): string | undefined {
  const lines = lineIndexOf(text);
  return index <= lines.indentEnd(index) ? text.slice(lines.lineStart(index), index) : undefined;
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

/** The line break for lines an edit inserts: `\r\n` when the text has one, `\r` when it has no `\n`, else `\n`. */
export function lineBreakOf(text: string): string {
  return lineIndexOf(text).lineBreak;
}
