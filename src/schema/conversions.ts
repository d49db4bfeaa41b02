/**
 * How the tool converts a string written for a boolean or a number setting (docs/behaviour.md#every-store): the
 * docs do not say what "reads as the type" means, so only strings that no reading takes are called refused, and
 * nothing is said of the forms in between (`"TRUE"`, `"1e3"`, the empty string).
 */

/** What a reading of a boolean may take, trimmed and lower-cased: Go's `strconv.ParseBool` forms among them. */
const BOOLEAN_FORMS: ReadonlySet<string> = new Set(["true", "false", "t", "f", "1", "0"]);

/**
 * What a reading of a number may take, trimmed: decimal digits (with `_` between them), a fraction, an exponent;
 * the hexadecimal, octal and binary prefixes; infinity and NaN; each with a sign.
 */
const NUMBER_FORM =
  /^[+-]?(?:(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:e[+-]?\d+)?|0x[\da-f_]+|0o[0-7_]+|0b[01_]+|inf(?:inity)?|nan)$/i;

/** Whether the tool certainly refuses a string written for a setting of `type`, whatever reading is taken. */
export function refusesString(type: "boolean" | "number", text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  return type === "boolean" ? !BOOLEAN_FORMS.has(trimmed.toLowerCase()) : !NUMBER_FORM.test(trimmed);
}
