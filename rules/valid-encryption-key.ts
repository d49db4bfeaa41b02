import { Buffer } from "node:buffer";
import { mayBePath, mayInterpolate, stringFields, type Finding } from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "whitespace" | "urlSafe" | "notBase64" | "missingPadding" | "wrongLength";

/** Characters of either base64 alphabet (standard `+` `/`, URL-safe `-` `_`) and padding. */
const EITHER_ALPHABET = /^[A-Za-z0-9+/\-_=]*$/;

/** The text without its line breaks (`\n`, `\r`): the tool's base64 decoder skips them wherever they stand. */
function withoutLineBreaks(text: string): string {
  return text.includes("\n") || text.includes("\r") ? text.replace(/[\r\n]/g, "") : text;
}

/** How many `=` end the text: a scan from the end, linear (a regular expression anchored at `$` is not). */
function trailingPadding(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--;
  return text.length - end;
}

/**
 * What is wrong with a key that must be standard base64 (with padding) of exactly `bytes` bytes, or undefined
 * when nothing is: the most fundamental problem first (not base64 at all, then the wrong size, then the
 * alphabet, the padding). Line breaks are skipped, as the tool's decoder skips them; other white space is a
 * problem. Buffer.from(.., "base64") is lenient (it skips characters outside the alphabet, takes the URL-safe
 * one, needs no padding), so the text is checked first. Linear in the text's length.
 */
function base64Problem(written: string, bytes: number): { messageId: MessageId; decoded?: number } | undefined {
  const text = withoutLineBreaks(written);
  if (/\s/u.test(text)) return { messageId: "whitespace" };
  if (!EITHER_ALPHABET.test(text)) return { messageId: "notBase64" };
  const padding = trailingPadding(text);
  const body = text.slice(0, text.length - padding);
  const expectedPadding = (4 - (body.length % 4)) % 4;
  // "=" inside the text, a length no encoding has, or padding of the wrong length.
  if (body.includes("=") || body.length % 4 === 1 || (padding !== 0 && padding !== expectedPadding))
    return { messageId: "notBase64" };
  const decoded = Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (decoded.length !== bytes) return { messageId: "wrongLength", decoded: decoded.length };
  if (/[-_]/.test(body)) return { messageId: "urlSafe" };
  if (padding !== expectedPadding) return { messageId: "missingPadding" };
  return undefined;
}

/**
 * The form a key must have, for messages: standard base64 of the key's size. The rule's docs spell out the
 * alphabet, the padding and the length in characters, and how to write a key file's path.
 */
function formOf(bytes: number): string {
  return `${bytes} bytes in standard base64`;
}

/**
 * What every message says after the problem: when it fails, and what the value must be instead. The tool accepts
 * any text when it configures the store; a value that is neither a key of the right size nor a key file's path
 * fails at the first read or write of the state (docs/behaviour.md#gcs).
 */
const ALLOWED = "the first state read or write fails; it must be {{form}}, or a key file's path.";

/** The form of a base64 key a field's value must have: fields that take one (GCS `encryptionKey`). */
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
      // Few words for the problem: the docs say which white space (not line breaks) and which letters ("-", "_").
      whitespace: `"{{property}}" holds white space: ${ALLOWED}`,
      urlSafe: `"{{property}}" is URL-safe base64: ${ALLOWED}`,
      notBase64: `"{{property}}" is not base64: ${ALLOWED}`,
      missingPadding: `"{{property}}" lacks its "=" padding: ${ALLOWED}`,
      wrongLength: `"{{property}}" decodes to {{decoded}}: ${ALLOWED}`,
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, field, text, picked: format } of stringFields(config, base64FormatOf)) {
      // The empty string leaves the key unset (no customer-supplied key): not this rule's concern.
      if (text === "") continue;
      // A remote-state data source may replace `${..}` at run time: the text written is not the key.
      if (mayInterpolate(config, text)) continue;
      // The tool reads a value that names an existing file: a value that may be a path is not judged as a key.
      if (mayBePath(text, field)) continue;
      const problem = base64Problem(text, format.bytes);
      if (!problem) continue;
      // The key is a secret: the message names the property and what is wrong, never the value.
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
