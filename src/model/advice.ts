import type { FieldSpec } from "../schema/index.js";
import { joinWords } from "./text.js";

/** A message's few words; a suggestion names the variables (secretVariables). */
export function secretAdvice(field: FieldSpec): string {
  return field.env.length > 0 ? "set it in the tool's environment instead" : "read it at run time instead";
}

/** Only the schema's variables are named. */
export function secretVariables(field: FieldSpec): string {
  return field.env.length > 0
    ? `set ${joinWords(field.env, "or")} in the tool's environment`
    : "read it from the environment or a secret store at run time";
}
