/** ESLint's `lineBreakPattern`: locations and the lines fixes remove are both counted by it, so they agree. */
export const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/u;

/** Whether a character is one of LINE_BREAK's (the `\r` of `\r\n` is). */
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

/** Sticky; group 1 is the line break, empty at the end of the text. */
export function restOfLinePattern(): RegExp {
  return new RegExp(`[ \\t]*(${LINE_BREAK.source}|$)`, "y");
}

/** Looked up rather than walked back to, so that many edits on one long line cost no more than one. */
export class LineIndex {
  readonly text: string;
  readonly #starts: number[] = [0];
  /** Where each line's indentation ends, -1 until asked. */
  #indentEnds: Int32Array | undefined;
  /** For inserted lines: `\r\n` if the text has one, `\r` if it has no `\n`, else `\n`. */
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

  /** From 0; an index inside `\r\n` belongs to the line the pair ends. */
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

  lineStart(index: number): number {
    return this.#starts[this.lineOf(index)]!;
  }

  /** ESLint's position: line from 1, column from 0. */
  locOf(index: number): { line: number; column: number } {
    const line = this.lineOf(index);
    return { line: line + 1, column: index - this.#starts[line]! };
  }

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

/** Kept for the last text: a file's SourceCode and each finding's edits ask for the same text again. */
export function lineIndexOf(text: string): LineIndex {
  if (lastIndex?.text !== text) lastIndex = new LineIndex(text);
  return lastIndex;
}
