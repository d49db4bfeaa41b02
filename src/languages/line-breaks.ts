/**
 * What breaks a line, as ESLint counts lines (its `lineBreakPattern`): `\r\n`, `\r`, `\n`, U+2028 and U+2029.
 * The plugin's SourceCode numbers lines with it, reports take their line and column from it, and the front ends'
 * edits keep whole lines by it, so that a location and the line a fix removes are the same line.
 */
export const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/u;

/** Whether a character is one of LINE_BREAK's (the first of `\r\n` is): compared, not matched, for walks by character. */
export function isLineBreak(char: string | undefined): boolean {
  return char === "\n" || char === "\r" || char === "\u2028" || char === "\u2029";
}

/**
 * C#'s new-line characters besides `\n` (the language specification, 6.3.2; `\r` stands for one that no `\n`
 * follows): the C# language's parser reads each as `\n`, and its preprocessor ends lines by them. ESLint's lines
 * (LINE_BREAK) do not end at U+0085.
 */
export const CSHARP_LINE_ENDS = "\r\u0085\u2028\u2029";

const cSharpLineEnds = new Set(["\n", ...CSHARP_LINE_ENDS]);

/** Whether a character ends a line for C#'s compiler (the first of `\r\n` does). */
export function isCSharpLineEnd(char: string | undefined): boolean {
  return char !== undefined && cSharpLineEnds.has(char);
}

const isBreakCode = (code: number): boolean => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;

/**
 * A sticky pattern matching spaces and tabs, then a line break or the end of the text: what follows a place that
 * ends its line. Group 1 is the line break (empty at the end of the text).
 */
export function restOfLinePattern(): RegExp {
  return new RegExp(`[ \\t]*(${LINE_BREAK.source}|$)`, "y");
}

/**
 * The lines of a text by LINE_BREAK, found in one pass: a place's line, column, line start and indentation are
 * looked up here rather than found by walking back, so that many edits on one long line cost no more than one.
 */
export class LineIndex {
  readonly text: string;
  /** Where each line starts (the first at 0). */
  readonly #starts: number[] = [0];
  /** Where each line's leading spaces and tabs end, found on first use (-1 until then). */
  #indentEnds: Int32Array | undefined;
  /** The line break the text uses, for inserted lines: `\r\n` when it has one, `\r` when it has no `\n`, else `\n`. */
  readonly lineBreak: string;

  constructor(text: string) {
    this.text = text;
    let crlf = false;
    let cr = false;
    let lf = false;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (!isBreakCode(code)) continue;
      if (code === 13 && text.charCodeAt(i + 1) === 10) {
        crlf = true;
        i++;
      } else if (code === 13) cr = true;
      else if (code === 10) lf = true;
      this.#starts.push(i + 1);
    }
    this.lineBreak = crlf ? "\r\n" : cr && !lf ? "\r" : "\n";
  }

  /** The line (from 0) that holds `index`; an index inside `\r\n` belongs to the line the pair ends. */
  lineOf(index: number): number {
    const starts = this.#starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** Where the line holding `index` starts: just after the previous line break, or at 0. */
  lineStart(index: number): number {
    return this.#starts[this.lineOf(index)]!;
  }

  /** ESLint's position of `index`: line from 1, column from 0 in UTF-16 code units. */
  locOf(index: number): { line: number; column: number } {
    const line = this.lineOf(index);
    return { line: line + 1, column: index - this.#starts[line]! };
  }

  /** Where the leading spaces and tabs of the line holding `index` end. */
  indentEnd(index: number): number {
    const line = this.lineOf(index);
    const ends = (this.#indentEnds ??= new Int32Array(this.#starts.length).fill(-1));
    let end = ends[line]!;
    if (end < 0) {
      end = this.#starts[line]!;
      while (end < this.text.length && (this.text[end] === " " || this.text[end] === "\t")) end++;
      ends[line] = end;
    }
    return end;
  }
}

let lastIndex: LineIndex | undefined;

/**
 * The line index of a text, kept for the text asked about last: a file's SourceCode and the edits of each finding
 * in it ask for the same text again.
 */
export function lineIndexOf(text: string): LineIndex {
  if (lastIndex?.text !== text) lastIndex = new LineIndex(text);
  return lastIndex;
}
