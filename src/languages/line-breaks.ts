/**
 * What breaks a line, as ESLint counts lines (its `lineBreakPattern`): `\r\n`, `\r`, `\n`, U+2028 and U+2029.
 * The plugin's SourceCode numbers lines with it and the front ends' edits keep whole lines by it, so that a
 * location and the line a fix removes are the same line.
 */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/u;

/**
 * What tree-sitter counts as the end of a row: `\n` alone. The tree-sitter SourceCode numbers its lines by it (not
 * by LINE_BREAK), so that `getLocFromIndex` gives the line and column the tree's nodes and comments have.
 */
export const ROW_BREAK = /\r?\n/u;

/** LINE_BREAK with the global flag, for walks over every line break of a text (a new one each call: it has state). */
export function lineBreaks(): RegExp {
  return new RegExp(LINE_BREAK.source, "gu");
}

/** Whether a character is one of LINE_BREAK's (the first of `\r\n` is): compared, not matched, for walks by character. */
export function isLineBreak(char: string | undefined): boolean {
  return char === "\n" || char === "\r" || char === "\u2028" || char === "\u2029";
}

/**
 * A sticky pattern matching spaces and tabs, then a line break or the end of the text: what follows a place that
 * ends its line. Group 1 is the line break (empty at the end of the text).
 */
export function restOfLinePattern(): RegExp {
  return new RegExp(`[ \\t]*(${LINE_BREAK.source}|$)`, "y");
}
