import type { MessageData } from "./finding.js";
import { shortText } from "./query.js";

/**
 * The most characters of written text (a value, a key, a part of either) a message or a suggestion's description
 * shows: enough for every value a configuration holds in earnest (a key name, an endpoint URL, a state path),
 * never a copy of a megabyte. The rest is cut off with `…` (see shortText).
 */
export const SHOWN_MAX = 120;

/**
 * From `//` to the last `@` before the host ends (`/`, `?`, `#` or `\`, where the WHATWG parser ends it for
 * http(s)): the user information of a URL (`user:password@`). The parser takes the last `@`, so a password with
 * an `@` of its own is covered whole. Linear: the class never crosses a `/`, so runs from two `//` never overlap.
 */
const USERINFO = /\/\/[^/?#\\]*@/g;

/** A URL written without its protocol (`user:password@host/..`, as valid-custom-endpoint reads it): the same. */
const LEADING_USERINFO = /^[^/?#\\]*@/;

/**
 * The text with the user information of every URL in it (`https://user:password@host/..`) shown as `…`:
 * `https://…@host/..`. The host and the rest stay, and the `…@` says that something was written there. With
 * `authority`, the text is a URL that may lack its protocol (`user:password@host/..` → `…@host/..`).
 */
export function withoutUserinfo(text: string, options: { authority?: boolean } = {}): string {
  const inner = text.includes("@") ? text.replace(USERINFO, "//…@") : text;
  return options.authority && !inner.startsWith("//") ? inner.replace(LEADING_USERINFO, "…@") : inner;
}

/** Written text as a message shows it: without user information, runs of white space as one space, at most SHOWN_MAX characters. */
function shownText(text: string): string {
  return shortText(withoutUserinfo(text), SHOWN_MAX);
}

/**
 * The placeholders of the rules' messages whose data is text the user wrote, or made from it: values (and parts
 * of them: a URL's host, path and protocol, the path a state is stored at), keys and property paths as
 * written, the configuration's type name, the configured tool version. Every message shows them through
 * shownText (see shownData), whatever rule builds the data.
 */
export const WRITTEN_PLACEHOLDERS: ReadonlySet<string> = new Set([
  "value",
  "key",
  "property",
  "other",
  "winner",
  "ignored",
  "host",
  "path",
  "protocol",
  "stored",
  "written",
  "type",
  "version",
]);

/**
 * The placeholders whose data is the rules' own words: names and values from the schema, advice, forms. Shown
 * as they are. (tests/messages.test.ts: every placeholder of every rule is in exactly one of the two sets.)
 */
export const RULE_PLACEHOLDERS: ReadonlySet<string> = new Set([
  "advice",
  "allowed",
  "decoded",
  "default",
  "env",
  "evenEmpty",
  "expected",
  "fields",
  "form",
  "found",
  "hostForm",
  "instead",
  "json",
  "looks",
  "max",
  "min",
  "parts",
  "private",
  "protocols",
  "rejection",
  "replacement",
  "replacements",
  "required",
  "requirement",
  "requires",
  "sent",
  "shape",
  "since",
  "source",
  "state",
  "store",
  "suffix",
  "suggestion",
  "supply",
  "variables",
  "ways",
  "what",
]);

/**
 * A message's data as the message shows it: every entry of WRITTEN_PLACEHOLDERS through shownText, the rest as
 * it is. What a fix or a suggestion writes into the code is not data, and stays whole.
 */
export function shownData(data: MessageData): MessageData {
  let shown: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== "string" || !WRITTEN_PLACEHOLDERS.has(name)) continue;
    const text = shownText(value);
    if (text !== value) (shown ??= { ...data })[name] = text;
  }
  return shown ?? data;
}
