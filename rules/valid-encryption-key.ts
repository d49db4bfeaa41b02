import { Buffer } from "node:buffer";
import { mayBePath, mayInterpolate, stringFields, type Finding } from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "whitespace" | "urlSafe" | "notBase64" | "missingPadding" | "wrongLength";

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

/** The form a key must have, for messages: the alphabet, the padding, the size in bytes and in characters. */
function formOf(bytes: number): string {
  const characters = 4 * Math.ceil(bytes / 3);
  return `standard base64 ("A"–"Z", "a"–"z", "0"–"9", "+" and "/", padded with "="; line breaks are ignored) of exactly ${bytes} bytes, ${characters} characters`;
}

/** What every message says after the problem: neither a key nor a path, and the two ways out. */
const NEITHER = '"{{property}}" is neither a key nor written as the path of a key file:';
const WAY_OUT =
  'Write the key as {{form}}, or the path of the file that holds it ("./" before the name of a file in the working directory).';

/** The form of a base64 key a field's value must have: fields that take one (GCS `encryptionKey`). */
function base64FormatOf(field: FieldSpec): Extract<Format, { readonly type: "base64" }> | undefined {
  return field.format?.type === "base64" ? field.format : undefined;
}

export default createConfigRule<MessageId>({
  name: "valid-encryption-key",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require a customer-supplied encryption key (GCS `encryptionKey`) to be standard base64 of the size the tool accepts, or the path of a key file.",
      recommended: "error",
    },
    messages: {
      whitespace: `${NEITHER} it contains white space other than line breaks. ${WAY_OUT}`,
      urlSafe: `${NEITHER} it uses the URL-safe base64 alphabet ("-" and "_"). ${WAY_OUT}`,
      notBase64: `${NEITHER} it is not base64. ${WAY_OUT}`,
      missingPadding: `${NEITHER} it lacks its "=" padding. ${WAY_OUT}`,
      wrongLength: `${NEITHER} it decodes to {{decoded}}. ${WAY_OUT}`,
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
