/**
 * docs/behaviour.md#every-store does not say what "reads as the type" means, so only strings that no reading takes
 * are called refused, and nothing is said of the forms in between (`"TRUE"`, `"1e3"`, the empty string).
 */

/** Trimmed and lower-cased; Go's `strconv.ParseBool` forms among them. */
const BOOLEAN_FORMS: ReadonlySet<string> = new Set(["true", "false", "t", "f", "1", "0"]);

/** Trimmed: digits with `_` between them, a fraction, an exponent, the radix prefixes, infinity and NaN, signed. */
const NUMBER_FORM =
  /^[+-]?(?:(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:e[+-]?\d+)?|0x[\da-f_]+|0o[0-7_]+|0b[01_]+|inf(?:inity)?|nan)$/i;

/** Whatever reading is taken. */
export function refusesString(type: "boolean" | "number", text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  return type === "boolean" ? !BOOLEAN_FORMS.has(trimmed.toLowerCase()) : !NUMBER_FORM.test(trimmed);
}
