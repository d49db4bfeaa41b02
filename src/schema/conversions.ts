/**
 * docs/behaviour.md#every-store does not say what "reads as the type" means: only a string no reading takes is
 * refused, and the forms in between (`"TRUE"`, `"1e3"`, `""`) are left alone.
 */
import { allOf, isDigit, isHexDigit, skipWhile } from "../util/scan.js";

/** Trimmed and lower-cased; Go's `strconv.ParseBool` forms among them. */
const BOOLEAN_FORMS: ReadonlySet<string> = new Set(["true", "false", "t", "f", "1", "0"]);

const isDigitOrUnderscore = (code: number) => isDigit(code) || code === 95;

/** By the letter of the prefix `0x`, `0o` or `0b`. */
const RADIX_DIGITS: Readonly<Record<string, (code: number) => boolean>> = {
  x: (code) => isHexDigit(code) || code === 95,
  o: (code) => (code >= 48 && code <= 55) || code === 95,
  b: (code) => code === 48 || code === 49 || code === 95,
};

/** Whether some reading of a number takes a trimmed text: the most lenient forms (`_`, radix prefixes, NaN). */
function readsAsNumber(text: string): boolean {
  const start = text.startsWith("+") || text.startsWith("-") ? 1 : 0;
  if (text.length - start <= 8 && /^(?:inf(?:inity)?|nan)$/i.test(text.slice(start))) return true;
  const radix = text[start] === "0" ? RADIX_DIGITS[(text[start + 1] ?? "").toLowerCase()] : undefined;
  if (radix) return allOf(text, radix, start + 2);
  let at = start;
  if (isDigit(text.charCodeAt(at))) {
    at = skipWhile(text, at, isDigitOrUnderscore);
    if (text[at] === ".") at = skipWhile(text, at + 1, isDigitOrUnderscore);
  } else if (text[at] === "." && isDigit(text.charCodeAt(at + 1))) {
    at = skipWhile(text, at + 1, isDigitOrUnderscore);
  } else {
    return false;
  }
  if (text[at] === "e" || text[at] === "E") {
    const sign = text[at + 1] === "+" || text[at + 1] === "-" ? at + 2 : at + 1;
    return allOf(text, isDigit, sign);
  }
  return at === text.length;
}

/** Refused whatever reading the tool takes; the empty string is not. */
export function refusesString(type: "boolean" | "number", text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  return type === "boolean" ? !BOOLEAN_FORMS.has(trimmed.toLowerCase()) : !readsAsNumber(trimmed);
}
