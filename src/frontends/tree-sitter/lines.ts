/** By ESLint's line breaks, from the text's line index, so edits on one long line do not each walk it. */
import { lineIndexOf, restOfLinePattern } from "../../languages/line-breaks.js";

export function lineStart(text: string, index: number): number {
  return lineIndexOf(text).lineStart(index);
}

/** Undefined when anything but spaces and tabs stands before `index` on its line. */
export function indentOf(text: string, index: number): string | undefined {
  const lines = lineIndexOf(text);
  return index <= lines.indentEnd(index) ? text.slice(lines.lineStart(index), index) : undefined;
}

export function startsLine(text: string, index: number): boolean {
  return indentOf(text, index) !== undefined;
}

const REST_OF_LINE = restOfLinePattern();

/** Undefined unless only spaces and tabs follow `index` on its line; `lineBreak` is empty at the text's end. */
export function restOfLine(
  text: string,
  index: number,
): { readonly text: string; readonly lineBreak: string } | undefined {
  REST_OF_LINE.lastIndex = index;
  const rest = REST_OF_LINE.exec(text);
  return rest ? { text: rest[0], lineBreak: rest[1]! } : undefined;
}

/** With the line break after; undefined when anything else stands on those lines. */
export function wholeLines(text: string, start: number, end: number): [number, number] | undefined {
  if (!startsLine(text, start)) return undefined;
  const rest = restOfLine(text, end);
  return rest ? [lineStart(text, start), end + rest.text.length] : undefined;
}

export function spacesAfter(text: string, index: number): string {
  SPACES.lastIndex = index;
  return SPACES.exec(text)![0];
}

export function spacesBefore(text: string, index: number): string {
  let from = index;
  while (from > 0 && (text[from - 1] === " " || text[from - 1] === "\t")) from--;
  return text.slice(from, index);
}

const SPACES = /[ \t]*/y;

/** For lines an edit inserts (LineIndex.lineBreak). */
export function lineBreakOf(text: string): string {
  return lineIndexOf(text).lineBreak;
}
