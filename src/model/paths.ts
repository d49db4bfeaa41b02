import type { FieldSpec } from "../schema/index.js";

/**
 * Whether a file exists is unknown when linting, so a value is no path only when no hand-written path looks like it
 * (docs/behaviour.md#gcs).
 */

/** No path written by hand holds one. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** No path starts so. */
export function opensJson(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith("{") || start.startsWith("[");
}

/** `"./key.json"` with its quotes is text, not a path. */
function isJsonString(text: string): boolean {
  if (!text.trimStart().startsWith('"')) return false;
  try {
    return typeof JSON.parse(text) === "string";
  } catch {
    return false;
  }
}

const BASE64_CHARACTERS = /^[A-Za-z0-9+/\-_=]*$/;

/** Padded or not, in either alphabet. */
export function looksLikeBase64Key(text: string, bytes: number): boolean {
  const unpadded = Math.ceil((bytes * 4) / 3);
  const padded = 4 * Math.ceil(bytes / 3);
  return text.length >= unpadded && text.length <= padded && BASE64_CHARACTERS.test(text);
}

/** No key holds `\`, `.`, a leading `~`, or a `/` unless of a key's length; a file here is written `./name`. */
function mayBeKeyPath(text: string, bytes: number): boolean {
  if (text.includes("\\") || text.includes(".") || text.startsWith("~")) return true;
  if (!text.includes("/")) return false;
  return !looksLikeBase64Key(text, bytes);
}

/** A check of the value's own form stays silent on a possible path. */
export function mayBePath(text: string, field: FieldSpec): boolean {
  if (!field.readsFile || text === "" || hasControlCharacter(text)) return false;
  if (field.format?.type === "base64") return mayBeKeyPath(text, field.format.bytes);
  return !opensJson(text) && !isJsonString(text);
}
