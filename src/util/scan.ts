/**
 * Scans over runs of characters, for code that reads numbers in the linted text: a regular expression such as
 * `\d+` or `0+$` backtracks over a long run (and keeps an entry per character, which a small native stack cannot
 * hold), a loop reads each character once.
 */

export const isDigit = (code: number): boolean => code >= 48 && code <= 57;

export const isHexDigit = (code: number): boolean => isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 102);

/** The offset after the run of characters from `start` to `end` (default: the text's end) that `accept` takes. */
export function skipWhile(
  text: string,
  start: number,
  accept: (code: number) => boolean,
  end: number = text.length,
): number {
  let at = start;
  while (at < end && accept(text.charCodeAt(at))) at++;
  return at;
}

/** Whether `text` from `start` is not empty and every character of it is one `accept` takes. */
export function allOf(text: string, accept: (code: number) => boolean, start = 0): boolean {
  return start < text.length && skipWhile(text, start, accept) === text.length;
}
