import type { MessageData } from "./finding.js";
import { shortText } from "./text.js";

/** Enough for any value a configuration holds in earnest. */
export const SHOWN_MAX = 120;

/** One line of a terminal or an editor's hover, the written-out note included. */
export const MESSAGE_MAX = 200;

/** Schemes whose URLs the WHATWG parser reads user information in without `//` (`https:u:p@h`, `https:\\u:p@h`). */
const SPECIAL_SCHEMES: ReadonlySet<string> = new Set(["http:", "https:", "ws:", "wss:", "ftp:", "file:"]);

/** `[A-Za-z0-9+.-]`. */
const isSchemeChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x30 && c <= 0x39) ||
  c === 0x2b ||
  c === 0x2e ||
  c === 0x2d;
const isSlash = (c: number) => c === 0x2f || c === 0x5c;

function slashesEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isSlash(text.charCodeAt(end))) end++;
  return end;
}

/**
 * After the first scheme-like prefix and its slashes, however written, as the WHATWG parser reads it: a password may
 * hold `/`, `?`, `#` or `@`. A bare prefix may be a user name (`user:password@`).
 */
function userinfoStart(text: string, at: number): number | undefined {
  let i = 0;
  while (i < at) {
    if (!isSchemeChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < at && isSchemeChar(text.charCodeAt(end))) end++;
    if (end < at && text.charCodeAt(end) === 0x3a) {
      const after = slashesEnd(text, end + 1);
      if (after > end + 1) return after;
      return SPECIAL_SCHEMES.has(text.slice(i, end + 1).toLowerCase()) ? end + 1 : i;
    }
    i = end;
  }
  return undefined;
}

/**
 * Hides what may be a URL's user information, so that no message repeats a password; with `authority`, a text without
 * a scheme too.
 */
export function withoutUserinfo(text: string, options: { authority?: boolean } = {}): string {
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const start = userinfoStart(text, at) ?? (options.authority ? slashesEnd(text, 0) : undefined);
  return start === undefined ? text : `${text.slice(0, start)}…${text.slice(at)}`;
}

function shownText(text: string): string {
  return shortText(withoutUserinfo(text), SHOWN_MAX);
}

/** Every message shows these through shownText, whatever rule builds the data. */
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

/** Cut before names, since the value is in view where the report points. */
const VALUE_PLACEHOLDERS: ReadonlySet<string> = new Set(["value", "stored", "written", "version"]);

const NAME_PLACEHOLDERS: ReadonlySet<string> = new Set(
  [...WRITTEN_PLACEHOLDERS].filter((n) => !VALUE_PLACEHOLDERS.has(n)),
);

const CUTS: readonly { readonly names: ReadonlySet<string>; readonly floor: number }[] = [
  { names: VALUE_PLACEHOLDERS, floor: 16 },
  { names: NAME_PLACEHOLDERS, floor: 24 },
  { names: VALUE_PLACEHOLDERS, floor: 8 },
  { names: WRITTEN_PLACEHOLDERS, floor: 12 },
  { names: WRITTEN_PLACEHOLDERS, floor: 1 },
];

/** `max >= 1`; a surrogate pair is never cut in two. */
function cutUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** Cuts written text, longest first, until the message fits; the rules' own words never. */
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
      // The next length down or each text's share of the excess, whichever cuts less.
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

export const RULE_PLACEHOLDERS: ReadonlySet<string> = new Set([
  "advice",
  "allowed",
  "decoded",
  "default",
  "env",
  "error",
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

/** What a fix writes into the code is not data, and stays whole. */
export function shownData(data: MessageData): MessageData {
  let shown: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== "string" || !WRITTEN_PLACEHOLDERS.has(name)) continue;
    const text = shownText(value);
    if (text !== value) (shown ??= { ...data })[name] = text;
  }
  return shown ?? data;
}
