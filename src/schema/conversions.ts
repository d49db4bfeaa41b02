/**
 * How the tool converts a string written for a boolean or a number setting (docs/behaviour.md#every-store): only a
 * string that reads as the type converts (`"true"`, `"false"`, `"1800"`); `"yes"` for a boolean is refused ("a bool
 * is required"). The facts give no more of what "reads as" means, so this says "refused" only of strings that no
 * reading of a boolean or a number takes, and nothing of the forms in between (`"TRUE"`, `"1"` for a boolean;
 * `" 1800"`, `"1e3"`, `"0x10"`, `"Infinity"` for a number; the empty string for either).
 */

/** What a reading of a boolean may take, trimmed and lower-cased: Go's `strconv.ParseBool` forms among them. */
const BOOLEAN_FORMS: ReadonlySet<string> = new Set(["true", "false", "t", "f", "1", "0"]);

/**
 * What a reading of a number may take, trimmed: decimal digits (with `_` between them), a fraction, an exponent;
 * the hexadecimal, octal and binary prefixes; infinity and NaN; each with a sign.
 */
const NUMBER_FORM =
  /^[+-]?(?:(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:e[+-]?\d+)?|0x[\da-f_]+|0o[0-7_]+|0b[01_]+|inf(?:inity)?|nan)$/i;

/**
 * Whether the tool certainly refuses a string written for a setting of `type`: it reads as no boolean (or no
 * number) whatever reading is taken. False for the strings it converts and for the forms the facts do not settle.
 */
export function refusesString(type: "boolean" | "number", text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  return type === "boolean" ? !BOOLEAN_FORMS.has(trimmed.toLowerCase()) : !NUMBER_FORM.test(trimmed);
}
