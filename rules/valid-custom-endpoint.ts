import { joinNames, joinWords, stringFields, suggestValue, withoutUserinfo, type Finding } from "../src/model/index.js";
import type { FieldSpec, Format, Role } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId =
  "missing" | "unexpected" | "wrongProtocol" | "wrongCase" | "wrongHost" | "wrongPath" | "notUrl" | "useValue";

type UrlFormat = Extract<Format, { readonly type: "url" }>;

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*:)\/\//;

interface Parts {
  readonly protocol: string;
  /** The host, with a port or user information. */
  readonly authority: string;
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

/** None, `/`, a leading part of the expected path or it with a trailing `/`; no query or fragment. */
function clearPath(rest: string, expected: string): boolean {
  if (/[?#\\]/.test(rest)) return false;
  if (rest === "" || rest === "/" || rest === expected || rest === `${expected}/`) return true;
  return expected.startsWith(rest) && (rest.endsWith("/") || expected.charAt(rest.length) === "/");
}

const isPlaceholder = (label: string) => /^\{[^}]*\}$/.test(label);

/**
 * Labels compare without regard to case, as host names do; a placeholder stands for one non-empty label, or for one
 * or more at the end (`{domain}`: `tencentcos.cn`).
 */
function placeholderLabels(host: string, form: string): string[] | undefined {
  const labels = host.split(".");
  const pattern = form.split(".");
  const spanning = isPlaceholder(pattern.at(-1)!);
  if (spanning ? labels.length < pattern.length : labels.length !== pattern.length) return undefined;
  if (labels.some((l) => l === "")) return undefined;
  const found: string[] = [];
  for (const [i, p] of pattern.entries()) {
    if (!isPlaceholder(p)) {
      if (labels[i]!.toLowerCase() !== p.toLowerCase()) return undefined;
    } else {
      found.push(spanning && i === pattern.length - 1 ? labels.slice(i).join(".") : labels[i]!);
    }
  }
  return found;
}

/** Literal labels as the form writes them. */
function filledHost(form: string, labels: readonly string[]): string {
  let next = 0;
  return form
    .split(".")
    .map((p) => (isPlaceholder(p) ? labels[next++]! : p))
    .join(".");
}

const compiled = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

type Verdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly messageId: Exclude<MessageId, "useValue">;
      readonly data: Record<string, string>;
      readonly repaired?: string;
    };

/** The tool does not check this endpoint: it fails at its first use (docs/behaviour.md#gcs). */
function judgeUrl(value: string, format: UrlFormat): Verdict {
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
  // Nothing else is worth saying before the host is right, and no repair is clear. A trailing dot is the same name.
  if (url && format.host !== undefined && !placeholderLabels(url.hostname.replace(/\.$/, ""), format.host)) {
    return { ok: false, messageId: "wrongHost", data: {} };
  }
  const path = url ? url.pathname : parts.rest.replace(/[?#].*$/s, "");
  const expected = format.path;
  if (expected !== undefined && (path === "" || path === "/")) missing.push(`path "${expected}"`);
  // Offered only for a valid result, and not for an interpolation, which a backend takes literally.
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

/**
 * The tool matches the text as written (docs/behaviour.md#cos), so the host is read as written, not as the URL
 * parser makes it. The repair is offered only where nothing but a trailing `/` or `.`, a default port, white space
 * or the case is dropped, and only when the tool's pattern matches it.
 */
function judgeExact(value: string, format: UrlFormat, pattern: RegExp): Verdict {
  const hostForm = format.host ?? "{host}";
  const text = value.trim();
  const written = partsOf(text);
  if (written && !format.protocols.includes(written.protocol.toLowerCase())) {
    return { ok: false, messageId: "wrongProtocol", data: {} };
  }
  const full = written ? text : `${format.protocols[0]}${text.startsWith("//") ? "" : "//"}${text}`;
  const parts = partsOf(full)!;
  if (parts.authority === "") {
    return {
      ok: false,
      messageId: "missing",
      data: { parts: joinWords([...(written ? [] : ["protocol"]), "host"], "or") },
    };
  }
  const url = parse(full);
  if (!url) return { ok: false, messageId: "notUrl", data: {} };
  const userinfoEnd = parts.authority.lastIndexOf("@");
  const hostAndPort = parts.authority.slice(userinfoEnd + 1);
  const colon = hostAndPort.indexOf(":");
  const hostWritten = colon < 0 ? hostAndPort : hostAndPort.slice(0, colon);
  const host = hostWritten.endsWith(".") ? hostWritten.slice(0, -1) : hostWritten;
  const labels = placeholderLabels(host, hostForm);
  if (!labels) return { ok: false, messageId: "wrongHost", data: {} };
  const around: string[] = [];
  if (text !== value) around.push("white space around it");
  if (userinfoEnd >= 0) around.push("user information");
  if (colon >= 0) around.push("a port");
  if (host !== hostWritten) around.push('a trailing "."');
  const queryAt = parts.rest.search(/[?#]/);
  const path = queryAt < 0 ? parts.rest : parts.rest.slice(0, queryAt);
  if (path === "/" && queryAt < 0) around.push('a trailing "/"');
  else if (path !== "") around.push("a path");
  if (queryAt >= 0) around.push(parts.rest.charAt(queryAt) === "?" ? "a query" : "a fragment");
  // Never user information, another port, a path or a query: what was meant is not clear.
  const clear = userinfoEnd < 0 && url.port === "" && (path === "" || path === "/") && queryAt < 0;
  const candidate = `${(written?.protocol ?? format.protocols[0]!).toLowerCase()}//${filledHost(hostForm, labels)}`;
  const repaired = clear && candidate !== value && pattern.test(candidate) ? candidate : undefined;
  const withRepair = repaired !== undefined ? { repaired } : {};
  if (around.length > 0) {
    const parts = joinWords([...(written ? [] : ["no protocol"]), ...around], "and");
    return { ok: false, messageId: "unexpected", data: { parts }, ...withRepair };
  }
  if (!written) return { ok: false, messageId: "missing", data: { parts: "protocol" }, ...withRepair };
  // The tool's pattern counts the case.
  return { ok: false, messageId: repaired !== undefined ? "wrongCase" : "wrongHost", data: {}, ...withRepair };
}

/** docs/behaviour.md#cos for the tool's pattern, docs/behaviour.md#gcs for an unchecked URL. */
const REJECTION: Readonly<Record<Role, string>> = {
  backend: "the tool rejects it at init",
  "data-source": "the tool rejects it at plan",
  unknown: "the tool rejects it at init (a backend) or plan (a data source)",
};
const FAILS_AT_FIRST_USE = "it fails at first use of the state";

function urlFormatOf(field: FieldSpec): UrlFormat | undefined {
  return !field.secret && field.format?.type === "url" ? field.format : undefined;
}

export default createConfigRule({
  name: "valid-custom-endpoint",
  meta: {
    type: "problem",
    docs: {
      description: "Require a custom endpoint to be a URL of the form the tool accepts.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      // The forms are in the docs.
      missing: '"{{property}}" is "{{value}}", with no {{parts}}: {{rejection}}; the form is "{{form}}".',
      unexpected: '"{{property}}" is "{{value}}", with {{parts}}: {{rejection}}; the form is "{{form}}".',
      wrongProtocol: '"{{property}}" is "{{value}}", whose protocol is not {{protocols}}: {{rejection}}.',
      wrongCase: '"{{property}}" is "{{value}}", not in the letter case of "{{form}}": {{rejection}}.',
      wrongHost: '"{{property}}" is "{{value}}", whose host is not "{{hostForm}}": {{rejection}}.',
      wrongPath: '"{{property}}" is "{{value}}", whose path is not "{{expected}}": {{rejection}}.',
      notUrl: '"{{property}}" is "{{value}}", not a valid URL: {{rejection}}; the form is "{{form}}".',
      useValue: 'Use "{{value}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, text: value, picked: format } of stringFields(config, urlFormatOf)) {
      // The empty string leaves the endpoint unset.
      if (value === "") continue;
      // A value the tool's own pattern matches is accepted, however odd.
      const pattern = format.pattern !== undefined ? patternOf(format.pattern) : undefined;
      if (pattern?.test(value)) continue;
      const verdict = pattern ? judgeExact(value, format, pattern) : judgeUrl(value, format);
      if (verdict.ok) continue;
      const host = format.host ?? "{host}";
      const form = `${format.protocols[0]}//${host}${format.path ?? ""}`;
      yield {
        messageId: verdict.messageId,
        data: {
          property: path,
          // User information is a secret: shown as `…@`, with or without a protocol (shownData hides it).
          value: withoutUserinfo(value, { authority: true }),
          form,
          protocols: joinNames(format.protocols, "or"),
          ...(format.path !== undefined && { expected: format.path }),
          ...(format.host !== undefined && { hostForm: host }),
          rejection: pattern ? REJECTION[config.role] : FAILS_AT_FIRST_USE,
          ...verdict.data,
        },
        at: property,
        ...(verdict.repaired !== undefined &&
          verdict.repaired !== value && {
            // Its description shows the user information as `…@`.
            suggest: [
              suggestValue("useValue", property, verdict.repaired, { value: withoutUserinfo(verdict.repaired) }),
            ],
          }),
      };
    }
  },
});
