import {
  joinNames,
  joinWords,
  mayInterpolate,
  stringFields,
  suggestValue,
  withoutUserinfo,
  type Finding,
} from "../src/model/index.js";
import type { FieldSpec, Format } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "missing" | "wrongProtocol" | "wrongHost" | "wrongPath" | "notUrl" | "useValue";

type UrlFormat = Extract<Format, { readonly type: "url" }>;

/** `scheme://`: where a URL's protocol ends and its authority (host) begins. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*:)\/\//;

interface Parts {
  /** `https:`, as written. */
  readonly protocol: string;
  /** What stands between `//` and the path: the host, with a port or user information. */
  readonly authority: string;
  /** The path, query and fragment, as written. */
  readonly rest: string;
}

function partsOf(text: string): Parts | undefined {
  const scheme = SCHEME.exec(text);
  if (!scheme) return undefined;
  const after = text.slice(scheme[0].length);
  // The WHATWG parser ends the host at `/`, `?`, `#`, and for http(s) at `\` too.
  const end = after.search(/[/?#\\]/);
  return {
    protocol: scheme[1]!,
    authority: end < 0 ? after : after.slice(0, end),
    rest: end < 0 ? "" : after.slice(end),
  };
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether the written path is clearly meant as the expected one: none, `/`, a leading part of it (`/storage/v1`)
 * or it with a trailing `/`; not any other path, nor one with a query or fragment.
 */
function clearPath(rest: string, expected: string): boolean {
  if (/[?#\\]/.test(rest)) return false;
  if (rest === "" || rest === "/" || rest === expected || rest === `${expected}/`) return true;
  return expected.startsWith(rest) && (rest.endsWith("/") || expected.charAt(rest.length) === "/");
}

/**
 * Whether a host name has the form of `form`: dot-separated labels, each literal (compared without regard to
 * case, as host names are) or a `{placeholder}` standing for one non-empty label; a placeholder at the end
 * stands for one or more (`{domain}`: `tencentcos.cn`). A trailing dot (a fully qualified name) is the same name.
 */
function hostMatches(host: string, form: string): boolean {
  const labels = host.replace(/\.$/, "").toLowerCase().split(".");
  const pattern = form.toLowerCase().split(".");
  const placeholder = (p: string) => /^\{[^}]*\}$/.test(p);
  const spanning = placeholder(pattern.at(-1)!);
  if (spanning ? labels.length < pattern.length : labels.length !== pattern.length) return false;
  if (labels.some((l) => l === "")) return false;
  return pattern.every((p, i) => placeholder(p) || labels[i] === p);
}

type Verdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly messageId: Exclude<MessageId, "useValue">;
      readonly data: Record<string, string>;
      readonly repaired?: string;
    };

/**
 * What is wrong with an endpoint, and the URL it was clearly meant to be. A format without a `path` demands
 * none and leaves a written one alone; a format with a `host` form checks the host against it.
 */
function judge(value: string, format: UrlFormat): Verdict {
  const written = partsOf(value);
  if (written && !format.protocols.includes(written.protocol.toLowerCase())) {
    return { ok: false, messageId: "wrongProtocol", data: {} };
  }
  // Without a protocol, read the rest as if the first allowed protocol were written (`//host` too).
  const text = written ? value : `${format.protocols[0]}${value.startsWith("//") ? "" : "//"}${value}`;
  const parts = partsOf(text)!;
  const missing: string[] = written ? [] : ["protocol"];
  if (parts.authority === "") missing.push("host");
  const url = parts.authority === "" ? undefined : parse(text);
  if (parts.authority !== "" && !url) return { ok: false, messageId: "notUrl", data: {} };
  // A host of another form: nothing else is worth saying before it is right, and no repair is clear.
  if (url && format.host !== undefined && !hostMatches(url.hostname, format.host)) {
    return { ok: false, messageId: "wrongHost", data: {} };
  }
  const path = url ? url.pathname : parts.rest.replace(/[?#].*$/s, "");
  const expected = format.path;
  if (expected !== undefined && (path === "" || path === "/")) missing.push(`path "${expected}"`);
  // The clear repair: the protocol added, and the path completed; offered only for a valid result.
  // Not for an interpolation, which a backend takes literally: what was meant is an interpolated URL.
  const clear =
    parts.authority !== "" && !value.includes("${") && (expected === undefined || clearPath(parts.rest, expected));
  const candidate = `${parts.protocol}//${parts.authority}${expected ?? parts.rest}`;
  const repaired = clear && parse(candidate) ? candidate : undefined;
  if (missing.length > 0) {
    return {
      ok: false,
      messageId: "missing",
      data: { parts: joinWords(missing, "or") },
      ...(repaired !== undefined && { repaired }),
    };
  }
  if (expected !== undefined && path !== expected) {
    return { ok: false, messageId: "wrongPath", data: {}, ...(repaired !== undefined && { repaired }) };
  }
  return { ok: true };
}

/** The URL form a field's value must have: fields whose value is a URL, not a secret's. */
function urlFormatOf(field: FieldSpec): UrlFormat | undefined {
  return !field.secret && field.format?.type === "url" ? field.format : undefined;
}

export default createConfigRule<MessageId>({
  name: "valid-custom-endpoint",
  meta: {
    type: "problem",
    docs: {
      description: "Require a custom endpoint to be a URL of the form the tool accepts.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      // The value shows the part at fault; each message names what is allowed there, the forms in the docs.
      missing: '"{{property}}" is "{{value}}", with no {{parts}}; the form is "{{form}}".',
      wrongProtocol: '"{{property}}" is "{{value}}", whose protocol is not {{protocols}}.',
      wrongHost: '"{{property}}" is "{{value}}", whose host is not of the form "{{hostForm}}".',
      wrongPath: '"{{property}}" is "{{value}}", whose path is not "{{expected}}".',
      notUrl: '"{{property}}" is "{{value}}", which is not a valid URL; the form is "{{form}}".',
      useValue: 'Use "{{value}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, text: value, picked: format } of stringFields(config, urlFormatOf)) {
      // The empty string leaves the endpoint unset: the default one is used.
      if (value === "" || mayInterpolate(config, value)) continue;
      const verdict = judge(value, format);
      if (verdict.ok) continue;
      // A form's placeholders as the schema writes them, in braces: `https://{host}/storage/v1/b`.
      const host = format.host ?? "{host}";
      const form = `${format.protocols[0]}//${host}${format.path ?? ""}`;
      yield {
        messageId: verdict.messageId,
        data: {
          property: path,
          // A URL's user information (`user:password@`) is a secret: shown as `…@`, also in a URL written without
          // its protocol (shownData, which every message's data goes through, does it for every URL with `//`).
          value: withoutUserinfo(value, { authority: true }),
          form,
          protocols: joinNames(format.protocols, "or"),
          ...(format.path !== undefined && { expected: format.path }),
          ...(format.host !== undefined && { hostForm: host }),
          ...verdict.data,
        },
        at: property,
        ...(verdict.repaired !== undefined &&
          verdict.repaired !== value && {
            // The repair keeps the user information where it was; its description shows it as `…@`.
            suggest: [
              suggestValue("useValue", property, verdict.repaired, { value: withoutUserinfo(verdict.repaired) }),
            ],
          }),
      };
    }
  },
});
