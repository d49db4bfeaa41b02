import type { FieldSpec } from "../schema/index.js";

/**
 * "May this value be the path of a file?", for the fields the tool may read from a file (`readsFile`,
 * docs/behaviour.md#gcs). Whether a file exists cannot be known when linting, so a value is taken as no path only
 * when no path a person writes looks like it.
 */

/** Whether the text holds a line break or another control character: no path written by hand does. */
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

/** Whether a text has the length of a key of `bytes` bytes in base64, padded or not, in either alphabet. */
export function looksLikeBase64Key(text: string, bytes: number): boolean {
  const unpadded = Math.ceil((bytes * 4) / 3);
  const padded = 4 * Math.ceil(bytes / 3);
  return text.length >= unpadded && text.length <= padded && BASE64_CHARACTERS.test(text);
}

/**
 * Whether a value given for a base64 key may be a key file's path: no key holds `\`, `.` or a leading `~`, and a
 * `/` (which keys often hold) marks a path only in text of no key's length. A file in the working directory is
 * written `./name`, so a bare word is taken as a key.
 */
function mayBeKeyPath(text: string, bytes: number): boolean {
  if (text.includes("\\") || text.includes(".") || text.startsWith("~")) return true;
  if (!text.includes("/")) return false;
  return !looksLikeBase64Key(text, bytes);
}

/**
 * Whether a string written for `field` may be the path of a file that holds the value: a check of the value's own
 * form stays silent then. JSON key material is no path when it opens as JSON or is a JSON string literal.
 */
export function mayBePath(text: string, field: FieldSpec): boolean {
  if (!field.readsFile || text === "" || hasControlCharacter(text)) return false;
  if (field.format?.type === "base64") return mayBeKeyPath(text, field.format.bytes);
  return !opensJson(text) && !isJsonString(text);
}
