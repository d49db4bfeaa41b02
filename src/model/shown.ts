import type { MessageData } from "./finding.js";
import { shortText } from "./text.js";

/**
 * The most characters of written text (a value, a key, a part of either) a message or a suggestion's description
 * shows: enough for every value a configuration holds in earnest (a key name, an endpoint URL, a state path),
 * never a copy of a megabyte. The rest is cut off with `…` (see shortText). A message cuts its written text
 * further where the whole would be longer than MESSAGE_MAX (see fitted).
 */
export const SHOWN_MAX = 120;

/**
 * The most characters a message or a suggestion's description has once its data is filled in, in the user's
 * words (settings' `toolName` and `envPrefixes`), and, in a file written out, with the note after it: one line of
 * a terminal or an editor's hover. Rule words are never cut, so every template leaves room for what the user wrote.
 */
export const MESSAGE_MAX = 200;

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
 * The placeholders of the rules' messages whose data is text the user wrote, or made from it: values (and what is
 * made of them: the path a state is stored at), keys and property paths as written, the configuration's type name,
 * the configured tool version. Every message shows them through shownText (see shownData), whatever rule builds
 * the data.
 */
export const WRITTEN_PLACEHOLDERS: ReadonlySet<string> = new Set([
  "value",
  "key",
  "property",
  "other",
  "winner",
  "ignored",
  "stored",
  "written",
  "type",
  "version",
]);

/**
 * The written placeholders that hold a value or a part of one: cut first when a message is too long, before the
 * keys and names that say what the message is about (a value is in view where the report points, too).
 */
const VALUE_PLACEHOLDERS: ReadonlySet<string> = new Set(["value", "stored", "written", "version"]);

/** The written placeholders that name something: keys, property paths, type names. */
const NAME_PLACEHOLDERS: ReadonlySet<string> = new Set(
  [...WRITTEN_PLACEHOLDERS].filter((n) => !VALUE_PLACEHOLDERS.has(n)),
);

/**
 * The order in which fitted cuts written text: values down to 16 characters each, then names longer than 24,
 * then values down to 8, then everything down to 12, then whatever it takes (a key of 300 characters is cut to
 * what is left).
 */
const CUTS: readonly { readonly names: ReadonlySet<string>; readonly floor: number }[] = [
  { names: VALUE_PLACEHOLDERS, floor: 16 },
  { names: NAME_PLACEHOLDERS, floor: 24 },
  { names: VALUE_PLACEHOLDERS, floor: 8 },
  { names: WRITTEN_PLACEHOLDERS, floor: 12 },
  { names: WRITTEN_PLACEHOLDERS, floor: 1 },
];

/** At most `max` UTF-16 units of a text (`max >= 1`), the rest cut off with `…`; a surrogate pair never cut in two. */
function cutUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * A message's data (as shownData gives it) with its written text cut until `render(data)` (the message or the
 * description as the user reads it) is at most MESSAGE_MAX characters (UTF-16 units, as `length` counts them):
 * the longest text first, values before keys and names (see CUTS). The rules' own words are never cut. The data
 * itself when the text fits; only a message that does not is rendered again, once for each length cut to.
 */
export function fitted(data: MessageData, render: (data: MessageData) => string): MessageData {
  let over = render(data).length - MESSAGE_MAX;
  if (over <= 0) return data;
  const shown: Record<string, string | number> = { ...data };
  for (const { names, floor } of CUTS) {
    for (;;) {
      const cuttable = Object.keys(shown).filter((name) => {
        const text = shown[name];
        return names.has(name) && typeof text === "string" && text.length > floor;
      });
      if (cuttable.length === 0) break;
      const lengths = cuttable.map((name) => String(shown[name]).length);
      const longest = Math.max(...lengths);
      // The longest texts are cut to the next length down, or each by its share of what is over, whichever cuts
      // less (a text the template shows twice gives twice: rendering again finds what is still over).
      const share = Math.ceil(over / lengths.filter((l) => l === longest).length);
      const cap = Math.max(floor, longest - share, ...lengths.filter((l) => l < longest));
      for (const name of cuttable) {
        const text = String(shown[name]);
        if (text.length === longest) shown[name] = cutUnits(text, cap);
      }
      over = render(shown).length - MESSAGE_MAX;
      if (over <= 0) return shown;
    }
  }
  return shown;
}

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
  "exactCase",
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
  "stage",
  "state",
  "store",
  "suffix",
  "suggestion",
  "supply",
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
