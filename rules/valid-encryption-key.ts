import { Buffer } from "node:buffer";
import { mayBePath, stringFields, type Finding } from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "whitespace" | "urlSafe" | "notBase64" | "missingPadding" | "wrongLength";

const EITHER_ALPHABET = /^[A-Za-z0-9+/\-_=]*$/;

/** The tool's base64 decoder skips line breaks wherever they stand. */
function withoutLineBreaks(text: string): string {
  return text.includes("\n") || text.includes("\r") ? text.replace(/[\r\n]/g, "") : text;
}

/** A scan, as a regular expression anchored at `$` backtracks. */
function trailingPadding(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--;
  return text.length - end;
}

/**
 * The most fundamental problem first. Buffer.from(.., "base64") is lenient (it skips foreign characters, takes the
 * URL-safe alphabet, needs no padding), so the text is checked before decoding.
 */
function base64Problem(written: string, bytes: number): { messageId: MessageId; decoded?: number } | undefined {
  const text = withoutLineBreaks(written);
  if (/\s/u.test(text)) return { messageId: "whitespace" };
  if (!EITHER_ALPHABET.test(text)) return { messageId: "notBase64" };
  const padding = trailingPadding(text);
  const body = text.slice(0, text.length - padding);
  const expectedPadding = (4 - (body.length % 4)) % 4;
  if (body.includes("=") || body.length % 4 === 1 || (padding !== 0 && padding !== expectedPadding))
    return { messageId: "notBase64" };
  const decoded = Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (decoded.length !== bytes) return { messageId: "wrongLength", decoded: decoded.length };
  if (/[-_]/.test(body)) return { messageId: "urlSafe" };
  if (padding !== expectedPadding) return { messageId: "missingPadding" };
  return undefined;
}

/** The rule's docs spell out the alphabet, the padding and the length. */
function formOf(bytes: number): string {
  return `${bytes} bytes in standard base64`;
}

/** The tool accepts any text at configure time; a bad key fails at the first state access (docs/behaviour.md#gcs). */
const ALLOWED = "the first state read or write fails; it must be {{form}}, or a key file's path.";

function base64FormatOf(field: FieldSpec): Extract<Format, { readonly type: "base64" }> | undefined {
  return field.format?.type === "base64" ? field.format : undefined;
}

export default createConfigRule({
  name: "valid-encryption-key",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require a customer-supplied encryption key (GCS `encryptionKey`) to be standard base64 of the size the tool accepts, or the path of a key file.",
      recommended: "error",
    },
    messages: {
      // Few words: the docs say which white space and which letters.
      whitespace: `"{{property}}" holds white space: ${ALLOWED}`,
      urlSafe: `"{{property}}" is URL-safe base64: ${ALLOWED}`,
      notBase64: `"{{property}}" is not base64: ${ALLOWED}`,
      missingPadding: `"{{property}}" lacks its "=" padding: ${ALLOWED}`,
      wrongLength: `"{{property}}" decodes to {{decoded}}: ${ALLOWED}`,
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, field, text, picked: format } of stringFields(config, base64FormatOf)) {
      // The empty string leaves the key unset.
      if (text === "") continue;
      // The tool reads a value that names an existing file.
      if (mayBePath(text, field)) continue;
      const problem = base64Problem(text, format.bytes);
      if (!problem) continue;
      // The key is a secret: never the value.
      yield {
        messageId: problem.messageId,
        data: {
          property: path,
          form: formOf(format.bytes),
          ...(problem.decoded !== undefined && {
            decoded: `${problem.decoded} ${problem.decoded === 1 ? "byte" : "bytes"}`,
          }),
        },
        at: property,
      };
    }
  },
});
