import type { FieldSpec } from "../schema/index.js";
import { joinWords } from "./text.js";

/**
 * Where a secret field's value belongs instead of the source, as a message says it in a few words: the tool's
 * environment, for a field the tool reads from environment variables (the schema's `env`), else the program's
 * run time. The variables themselves are named by a suggestion (secretVariables) and by the rule's docs.
 */
export function secretAdvice(field: FieldSpec): string {
  return field.env.length > 0 ? "set it in the tool's environment instead" : "read it at run time instead";
}

/**
 * What to do once a secret field's property is removed, as a suggestion says it: set the environment variables
 * the tool reads for the field (the schema's `env`), or, for a field that no variable supplies, read
 * the value at run time. Never names a variable the schema lacks.
 */
export function secretVariables(field: FieldSpec): string {
  return field.env.length > 0
    ? `set ${joinWords(field.env, "or")} in the tool's environment`
    : "read it from the environment or a secret store at run time";
}
