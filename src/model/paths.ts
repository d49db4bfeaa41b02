import type { FieldSpec } from "../schema/index.js";

/**
 * "May this value be the path of a file?", for the fields whose value the tool may instead read from a file
 * (`readsFile`: GCS `credentials` and `encryptionKey`). The tool reads a value that names an existing file (`~`
 * expanded) and uses the file's contents; any other value is taken as the contents itself (docs/behaviour.md#gcs).
 * Whether a file exists cannot be known when linting, so these answers are conservative: a value is taken as
 * something other than a path only when no path a person writes looks like it.
 */

/**
 * Whether the text holds a line break or another control character (U+0000–U+001F, U+007F): no path written by
 * hand does. Linear.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether the text opens, after white space, as a JSON object or array does (`{`, `[`): no path starts so. */
export function opensJson(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith("{") || start.startsWith("[");
}

/** Whether the text is a JSON string literal (`"./key.json"` with its quotes): text, not a path. */
function isJsonString(text: string): boolean {
  if (!text.trimStart().startsWith('"')) return false;
  try {
    return typeof JSON.parse(text) === "string";
  } catch {
    return false;
  }
}

/** The characters of either base64 alphabet (standard `+` `/`, URL-safe `-` `_`) and padding. */
const BASE64_CHARACTERS = /^[A-Za-z0-9+/\-_=]*$/;

/**
 * Whether a text has the form of a key of `bytes` bytes in base64: the key's length (with or without padding, 43
 * or 44 characters for 32 bytes) in the characters of either base64 alphabet. Key material, not a path or a name.
 */
export function looksLikeBase64Key(text: string, bytes: number): boolean {
  const unpadded = Math.ceil((bytes * 4) / 3);
  const padded = 4 * Math.ceil(bytes / 3);
  return text.length >= unpadded && text.length <= padded && BASE64_CHARACTERS.test(text);
}

/**
 * Whether a value given for a key of `bytes` bytes in base64 may be the path of a key file. A path is: text
 * with `\` or `.`, or starting with `~` (no base64 key holds those); or text with `/` that is no attempt at the
 * key. Base64 keys hold `/` often, so a value of the key's length (with or without padding, 43 or 44
 * characters for 32 bytes) in the base64 alphabet is an attempt at the key, not a path. Anything else (a word,
 * a passphrase, hexadecimal) is taken as a key: a file in the working directory is written `./name`.
 */
function mayBeKeyPath(text: string, bytes: number): boolean {
  if (text.includes("\\") || text.includes(".") || text.startsWith("~")) return true;
  if (!text.includes("/")) return false;
  return !looksLikeBase64Key(text, bytes);
}

/**
 * Whether a string written for `field` may be the path of a file that holds the value, rather than the value
 * itself. Never for a field that reads no file, the empty string (unset), or text with a line break or a
 * control character. For a base64 key (`format: base64`), see `mayBeKeyPath`. For other key material (JSON
 * key files: `credentials`), any other single line may be a path, except text that opens as JSON (`{`, `[`)
 * or is a JSON string literal. A check of the value's own form stays silent when this is true.
 */
export function mayBePath(text: string, field: FieldSpec): boolean {
  if (!field.readsFile || text === "" || hasControlCharacter(text)) return false;
  if (field.format?.type === "base64") return mayBeKeyPath(text, field.format.bytes);
  return !opensJson(text) && !isJsonString(text);
}
