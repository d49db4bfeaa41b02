/** The value a C# string or number literal writes, and whether a node is a literal written in place. */
import type { Node } from "web-tree-sitter";
import { allOf, isDigit, isHexDigit } from "../../util/scan.js";

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "'": "'",
  '"': '"',
  "\\": "\\",
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** Decodes the escapes of a regular C# string's content (`\n`, `\x41`, `\u0041`, `\U00000041`); undefined when malformed. */
function decodeEscapes(content: string): string | undefined {
  let out = "";
  for (let i = 0; i < content.length; i++) {
    const c = content[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = content[i + 1];
    if (e === undefined) return undefined;
    if (e in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[e];
      i++;
    } else if (e === "x") {
      const hex = /^[0-9a-fA-F]{1,4}/.exec(content.slice(i + 2));
      if (!hex) return undefined;
      out += String.fromCharCode(parseInt(hex[0], 16));
      i += 1 + hex[0].length;
    } else if (e === "u" || e === "U") {
      const length = e === "u" ? 4 : 8;
      const hex = content.slice(i + 2, i + 2 + length);
      if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hex)) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + length;
    } else {
      return undefined;
    }
  }
  return out;
}

/**
 * The value of a raw string (`"""…"""`, after any `$` signs): single-line, the text between the quotes;
 * multi-line, the lines between the opening and closing lines, each without the closing line's indentation.
 */
function decodeRaw(text: string): string | undefined {
  const quotes = /^"{3,}/.exec(text)?.[0].length;
  if (!quotes || text.length < 2 * quotes) return undefined;
  const inner = text.slice(quotes, text.length - quotes);
  if (!/[\r\n]/.test(inner)) return inner;
  const parts = inner.split(/(\r\n|\n|\r)/);
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (!/^[ \t]*$/.test(first) || !/^[ \t]*$/.test(last) || parts.length < 3) return undefined;
  // parts: first, nl, line, nl, line, …, nl, last
  let out = "";
  for (let i = 2; i < parts.length - 1; i += 2) {
    const line = parts[i]!;
    if (/^[ \t]*$/.test(line)) out += "";
    else if (line.startsWith(last)) out += line.slice(last.length);
    else return undefined;
    // The line break after the last content line belongs to the closing line.
    if (i + 2 < parts.length - 1) out += parts[i + 1]!;
  }
  return out;
}

/** The value of a string, verbatim, raw or interpolated literal (without holes); undefined for anything else. */
export function stringValue(node: Node): string | undefined {
  const text = node.text;
  switch (node.type) {
    case "string_literal":
      // `"…"u8` is a span of bytes, no string.
      if (!text.endsWith('"')) return undefined;
      return decodeEscapes(text.slice(1, -1));
    case "verbatim_string_literal":
      return text.startsWith('@"') && text.endsWith('"') ? text.slice(2, -1).replace(/""/g, '"') : undefined;
    case "raw_string_literal":
      return decodeRaw(text);
    case "interpolated_string_expression":
      return interpolatedValue(node);
    default:
      return undefined;
  }
}

/**
 * Whether a node is a string, number, boolean or signed number, in any parentheses. A loop, so that deep
 * nesting costs no stack.
 */
export function isWrittenLiteral(node: Node): boolean {
  for (let current: Node | null = node; current;) {
    switch (current.type) {
      case "parenthesized_expression":
        current = current.firstNamedChild;
        break;
      case "boolean_literal":
        return true;
      case "integer_literal":
      case "real_literal":
        return numberValue(current) !== undefined;
      case "prefix_unary_expression": {
        const operator: string | undefined = current.firstChild?.type;
        const operand: Node | null = current.firstNamedChild;
        if ((operator !== "-" && operator !== "+") || !operand || stringValue(operand) !== undefined) return false;
        current = operand;
        break;
      }
      default:
        return stringValue(current) !== undefined;
    }
  }
  return false;
}

function interpolatedValue(node: Node): string | undefined {
  const start = node.firstChild;
  if (start?.type !== "interpolation_start") return undefined;
  if (node.namedChildren.some((c) => c.type === "interpolation")) return undefined;
  const prefix = start.text;
  const rest = node.text.slice(prefix.length);
  if (/^\${1,}$/.test(prefix) && rest.startsWith('"""')) return decodeRaw(rest);
  const verbatim = prefix.includes("@");
  let out = "";
  for (const child of node.namedChildren) {
    if (child.type === "string_content") {
      const braces = child.text.replace(/\{\{/g, "{").replace(/\}\}/g, "}");
      out += verbatim ? braces.replace(/""/g, '"') : braces;
    } else if (child.type === "escape_sequence") {
      const decoded = decodeEscapes(child.text);
      if (decoded === undefined) return undefined;
      out += decoded;
    } else if (child.type !== "interpolation_start" && child.type !== "interpolation_quote") {
      return undefined;
    }
  }
  return out;
}

/** The value of an integer or real literal: digit separators, hex and binary forms, suffixes (`4000L`, `1.5m`). */
export function numberValue(node: Node): number | undefined {
  const text = node.text.replace(/_/g, "");
  if (node.type === "integer_literal") {
    // Drop the suffix by a scan back: `/[uUlL]+$/` is quadratic on a long run of them.
    let end = text.length;
    while (end > 0 && "uUlL".includes(text[end - 1]!)) end--;
    const digits = text.slice(0, end);
    const prefix = digits.slice(0, 2).toLowerCase();
    if (prefix === "0x" && allOf(digits, isHexDigit, 2)) return parseInt(digits.slice(2), 16);
    if (prefix === "0b" && allOf(digits, (c) => c === 48 || c === 49, 2)) return parseInt(digits.slice(2), 2);
    return allOf(digits, isDigit) ? Number(digits) : undefined;
  }
  if (node.type === "real_literal") {
    const digits = text.replace(/[fFdDmM]$/, "");
    const value = Number(digits);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}
