import {
  certainlyNeverRead,
  effectiveProperties,
  hasControlCharacter,
  mayBePath,
  opensJson,
  stageOf,
  stringFields,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "notJson" | "notObject" | "notText";

/** Key material that may be read from a file, other than a base64 key (valid-encryption-key's). */
function takesJsonKeyFile(field: FieldSpec): boolean {
  return field.readsFile === true && field.secret === "key-material" && field.format?.type !== "base64";
}

function holding(json: unknown): string {
  if (Array.isArray(json)) return "an array";
  if (json === null) return "null";
  if (typeof json === "string") return "a string";
  if (typeof json === "number") return "a number";
  return "a boolean";
}

/** `JSON.parse` has the grammar of the tool's JSON check. */
function parse(text: string): { value: unknown } | "failed" {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return "failed";
  }
}

type Problem =
  { messageId: "notJson" } | { messageId: "notObject"; json: string } | { messageId: "notText"; what: string };

/** Only text that no path a person writes looks like is judged (`mayBePath`). */
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
/** The tool reads `credentials` only when no access token is in use (docs/behaviour.md#gcs). */
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
      if (text === "" || mayBePath(text, field)) continue;
      // Beside a token the tool certainly uses, the credentials are never read (no-conflicting-credentials).
      if (certainlyNeverRead(config, field.name) && effectiveProperties(config).includes(property)) continue;
      const problem = problemOf(text);
      if (!problem) continue;
      // Key material is a secret: never the text.
      const { messageId, ...details } = problem;
      yield { messageId, data: { property: path, ...details, stage }, at: property };
    }
  },
});
