import { Buffer } from "node:buffer";
import { walkProperties, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "whitespace" | "urlSafe" | "notBase64" | "missingPadding" | "wrongLength";

/** Characters of either base64 alphabet (standard `+` `/`, URL-safe `-` `_`) and padding. */
const EITHER_ALPHABET = /^[A-Za-z0-9+/\-_=]*$/;

/**
 * What is wrong with a key that must be standard base64 (with padding) of exactly `bytes` bytes, or undefined
 * when nothing is: the most fundamental problem first (not base64 at all, then the wrong size, then the
 * alphabet, the padding, the unused bits). Buffer.from(.., "base64") is lenient (it skips characters outside
 * the alphabet, takes the URL-safe one, needs no padding), so the text is checked first, and the decoded
 * bytes must encode back to the very same text.
 */
export function base64Problem(text: string, bytes: number): { messageId: MessageId; decoded?: number } | undefined {
  if (/\s/u.test(text)) return { messageId: "whitespace" };
  if (!EITHER_ALPHABET.test(text)) return { messageId: "notBase64" };
  const body = text.replace(/=+$/, "");
  const padding = text.length - body.length;
  const expectedPadding = (4 - (body.length % 4)) % 4;
  // "=" inside the text, a length no encoding has, or padding of the wrong length.
  if (body.includes("=") || body.length % 4 === 1 || (padding !== 0 && padding !== expectedPadding)) return { messageId: "notBase64" };
  const decoded = Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (decoded.length !== bytes) return { messageId: "wrongLength", decoded: decoded.length };
  if (/[-_]/.test(body)) return { messageId: "urlSafe" };
  if (padding !== expectedPadding) return { messageId: "missingPadding" };
  return undefined;
}

/** The form a key must have, for messages: the alphabet, the padding, the size in bytes and in characters. */
function formOf(bytes: number): string {
  const characters = 4 * Math.ceil(bytes / 3);
  return `standard base64 ("A"–"Z", "a"–"z", "0"–"9", "+" and "/", padded with "=") of exactly ${bytes} bytes, ${characters} characters`;
}

export default createConfigRule<MessageId>({
  name: "valid-encryption-key",
  meta: {
    type: "problem",
    docs: {
      description: "Require a customer-supplied encryption key to be standard base64 of the size the tool accepts (GCS `encryptionKey`).",
      recommended: "error",
    },
    messages: {
      whitespace: '"{{property}}" contains whitespace; it must be {{form}}.',
      urlSafe: '"{{property}}" uses the URL-safe base64 alphabet ("-" and "_"); it must be {{form}}.',
      notBase64: '"{{property}}" is not base64; it must be {{form}}.',
      missingPadding: '"{{property}}" lacks its "=" padding; it must be {{form}}.',
      wrongLength: '"{{property}}" decodes to {{decoded}}; it must be {{form}}.',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path } of walkProperties(config)) {
      const format = property.field?.format;
      if (format?.type !== "base64" || property.value.kind !== "string") continue;
      const text = property.value.value;
      // The empty string leaves the key unset (no customer-supplied key): not this rule's concern.
      if (text === "") continue;
      const problem = base64Problem(text, format.bytes);
      if (!problem) continue;
      // The key is a secret: the message names the property and what is wrong, never the value.
      yield {
        messageId: problem.messageId,
        data: {
          property: path,
          form: formOf(format.bytes),
          ...(problem.decoded !== undefined && { decoded: `${problem.decoded} ${problem.decoded === 1 ? "byte" : "bytes"}` }),
        },
        at: property,
      };
    }
  },
});
