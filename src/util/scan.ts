/** Loops, not regular expressions such as `\d+`, which backtrack over a long run and can overflow a small stack. */

export const isDigit = (code: number): boolean => code >= 48 && code <= 57;

export const isHexDigit = (code: number): boolean => isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 102);

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

/** False when nothing follows `start`. */
export function allOf(text: string, accept: (code: number) => boolean, start = 0): boolean {
  return start < text.length && skipWhile(text, start, accept) === text.length;
}
