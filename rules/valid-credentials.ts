import {
  certainlyNeverRead,
  effectiveProperties,
  hasControlCharacter,
  mayBePath,
  mayInterpolate,
  opensJson,
  stageOf,
  stringFields,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "notJson" | "notObject" | "notText";

/**
 * The fields this rule checks, read from the schema: key material that the tool may instead read from a file
 * (`secret: "key-material"`, `readsFile`), other than a base64 key (valid-encryption-key's): JSON key files, GCS
 * `credentials`: JSON key material or the path of an existing file; anything else fails at configure time
 * (docs/behaviour.md#gcs).
 */
function takesJsonKeyFile(field: FieldSpec): boolean {
  return field.readsFile === true && field.secret === "key-material" && field.format?.type !== "base64";
}

/** What JSON text holds, for messages, when it is not an object. */
function holding(json: unknown): string {
  if (Array.isArray(json)) return "an array";
  if (json === null) return "null";
  if (typeof json === "string") return "a string";
  if (typeof json === "number") return "a number";
  return "a boolean";
}

/** JSON text's value, or `failed` when the text is not JSON (the same grammar as the tool's JSON check). */
function parse(text: string): { value: unknown } | "failed" {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return "failed";
  }
}

type Problem =
  { messageId: "notJson" } | { messageId: "notObject"; json: string } | { messageId: "notText"; what: string };

/**
 * What makes a text neither JSON key material nor a path, or undefined when it may be either. Only text that no
 * path a person writes looks like is judged (`mayBePath`): text that opens as JSON (`{`, `[`), a JSON string
 * literal, text with a line break or a control character.
 */
function problemOf(text: string): Problem | undefined {
  const parsed = parse(text);
  if (parsed === "failed") {
    if (opensJson(text)) return { messageId: "notJson" };
    if (hasControlCharacter(text))
      return { messageId: "notText", what: /[\r\n]/.test(text) ? "line breaks" : "control characters" };
    return undefined;
  }
  const json = parsed.value;
  if (typeof json === "object" && json !== null && !Array.isArray(json)) return undefined;
  return { messageId: "notObject", json: holding(json) };
}

const MUST = '"{{property}}" must be a JSON key or a key file\'s path, not';
/**
 * When the tool refuses it, and on what that depends: it reads `credentials` only when no access token is in use
 * (written, or from CLOUDG_OAUTH_ACCESS_TOKEN: docs/behaviour.md#gcs); the rule is silent beside a token it
 * certainly uses.
 */
const REJECTED = "rejected at {{stage}} if no access token is used.";

export default createConfigRule({
  name: "valid-credentials",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require GCS `credentials` to be JSON key material or the path of a key file: report text that can be neither.",
      recommended: "error",
    },
    messages: {
      notJson: `${MUST} malformed JSON: ${REJECTED}`,
      notObject: `${MUST} JSON text holding {{json}}: ${REJECTED}`,
      notText: `${MUST} other text with {{what}}: ${REJECTED}`,
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    const stage = stageOf(config);
    for (const { property, path, field, text } of stringFields(config, takesJsonKeyFile)) {
      // Empty: unset. `${..}` on a data source: replaced at run time. A possible path: a file may exist.
      if (text === "" || mayInterpolate(config, text) || mayBePath(text, field)) continue;
      // Beside an access token the tool certainly uses, it never reads the credentials, so they cannot fail
      // (no-conflicting-credentials reports the pair). Precedence is between top-level fields.
      if (certainlyNeverRead(config, field.name) && effectiveProperties(config).includes(property)) continue;
      const problem = problemOf(text);
      if (!problem) continue;
      // Key material is a secret: the message names the property and what is wrong, never the text.
      const { messageId, ...details } = problem;
      yield { messageId, data: { property: path, ...details, stage }, at: property };
    }
  },
});
