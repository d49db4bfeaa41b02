/** Java literals and operations on constants (concatenation, arithmetic, casts), folded as javac folds them. */
import type { Node } from "web-tree-sitter";
import { allOf, isDigit } from "../../util/scan.js";

/** A constant as Java types it, which concatenation and arithmetic depend on. */
export type JavaValue =
  | { readonly t: "string"; readonly v: string }
  | { readonly t: "int" | "long" | "double"; readonly v: number }
  | { readonly t: "char"; readonly v: string }
  | { readonly t: "boolean"; readonly v: boolean }
  | { readonly t: "null" };

const BACKSLASH = 0x5c;
const U = 0x75;

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The code unit of the four hex digits at `index`, or -1. */
function hexUnitAt(text: string, index: number): number {
  if (index + 4 > text.length) return -1;
  let unit = 0;
  for (let k = index; k < index + 4; k++) {
    const digit = hexDigit(text.charCodeAt(k));
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

/**
 * Replaces Unicode escapes (`\u0041`, `\uu0041`) after an odd run of backslashes, as javac does first. One pass over
 * the runs: a regular expression would retry from every backslash of a long run, which is quadratic.
 */
function unicodeEscapes(raw: string): string {
  if (!raw.includes("\\u")) return raw;
  const pieces: string[] = [];
  let copied = 0;
  let i = raw.indexOf("\\");
  while (i >= 0) {
    const slashes = i;
    while (i < raw.length && raw.charCodeAt(i) === BACKSLASH) i++;
    const us = i;
    while (i < raw.length && raw.charCodeAt(i) === U) i++;
    const unit = i > us ? hexUnitAt(raw, i) : -1;
    if (unit >= 0) {
      if ((us - slashes) % 2 === 1) {
        if (us - 1 > copied) pieces.push(raw.slice(copied, us - 1));
        pieces.push(String.fromCharCode(unit));
        copied = i + 4;
      }
      i += 4;
    }
    i = raw.indexOf("\\", i);
  }
  if (copied === 0) return raw;
  pieces.push(raw.slice(copied));
  return pieces.join("");
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: "\b",
  t: "\t",
  n: "\n",
  f: "\f",
  r: "\r",
  s: " ",
  '"': '"',
  "'": "'",
  "\\": "\\",
};

/** Interprets escape sequences (after Unicode escapes); undefined for an invalid one. */
function interpretEscapes(body: string, textBlock: boolean): string | undefined {
  if (!body.includes("\\")) return body;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === undefined) return undefined;
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i++;
    } else if (/[0-7]/.test(next)) {
      // \0 .. \377: up to three octal digits, three only when the first is 0-3.
      const max = /[0-3]/.test(next) ? 3 : 2;
      let digits = "";
      while (digits.length < max && /[0-7]/.test(body[i + 1 + digits.length] ?? ""))
        digits += body[i + 1 + digits.length];
      out += String.fromCharCode(parseInt(digits, 8));
      i += digits.length;
    } else if (textBlock && next === "\n") {
      i++; // a line continuation
    } else {
      return undefined;
    }
  }
  return out;
}

/** A line without trailing spaces, tabs and form feeds: a scan back, as `/[ \t\f]+$/` is quadratic on a long run. */
function withoutTrailingSpace(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === " " || line[end - 1] === "\t" || line[end - 1] === "\f")) end--;
  return line.slice(0, end);
}

/** The value of a text block's content (between `"""` and `"""`), per JLS 3.10.6. */
function textBlockValue(content: string): string | undefined {
  // The content starts after the line terminator that follows the opening delimiter.
  const normalised = content.replace(/\r\n?/g, "\n");
  const firstBreak = normalised.indexOf("\n");
  if (firstBreak < 0 || normalised.slice(0, firstBreak).trim() !== "") return undefined;
  const lines = normalised.slice(firstBreak + 1).split("\n");
  const last = lines.length - 1;
  const blank = (line: string) => line.trim() === "";
  // Incidental indentation: the least indentation of the non-blank lines and of the closing delimiter's line.
  let indent = Infinity;
  lines.forEach((line, i) => {
    if (blank(line) && i !== last) return;
    indent = Math.min(indent, /^[ \t\f]*/.exec(line)![0].length);
  });
  if (!Number.isFinite(indent)) indent = 0;
  // Trailing white space goes from every line (`\s` and octal escapes keep it: they are interpreted after).
  const stripped = lines.map((line) => (blank(line) ? "" : withoutTrailingSpace(line.slice(indent))));
  return interpretEscapes(stripped.join("\n"), true);
}

/** The value of a `string_literal` node's source text. */
export function stringValue(raw: string): string | undefined {
  const text = unicodeEscapes(raw);
  if (text.startsWith('"""')) {
    if (!text.endsWith('"""') || text.length < 6) return undefined;
    return textBlockValue(text.slice(3, -3));
  }
  if (!text.startsWith('"') || !text.endsWith('"') || text.length < 2) return undefined;
  const body = text.slice(1, -1);
  return endsEarly(body) ? undefined : interpretEscapes(body, false);
}

/**
 * Whether a string's body, Unicode escapes replaced, holds an unescaped `"` or a line break: javac replaces them
 * before lexing, so `"\u0022 + \u0022"` is `"" + ""` where the grammar saw one string.
 */
function endsEarly(body: string): boolean {
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "\n" || c === "\r") return true;
  }
  return false;
}

function charValue(raw: string): string | undefined {
  const text = unicodeEscapes(raw);
  if (!text.startsWith("'") || !text.endsWith("'")) return undefined;
  const value = interpretEscapes(text.slice(1, -1), false);
  return value?.length === 1 ? value : undefined;
}

/** An integer literal: `1_000`, `4000L`, `0x1F`, `017`, `0b11`. Hex, octal and binary wrap as two's complement. */
function integerValue(raw: string): JavaValue | undefined {
  let text = raw.replace(/_/g, "");
  const long = /[lL]$/.test(text);
  if (long) text = text.slice(0, -1);
  let big: bigint;
  let decimal = false;
  try {
    if (/^0[xX]/.test(text)) big = BigInt(text);
    else if (/^0[bB]/.test(text)) big = BigInt(text);
    else if (text.startsWith("0") && allOf(text, (c) => c >= 48 && c <= 55, 1)) big = BigInt(`0o${text.slice(1)}`);
    else if (allOf(text, isDigit)) {
      big = BigInt(text);
      decimal = true;
    } else return undefined;
  } catch {
    return undefined;
  }
  const bits = long ? 64 : 32;
  // A decimal literal beyond the type's range does not compile; MIN_VALUE's magnitude passes here, for a `-` before it.
  if (decimal && big > 2n ** BigInt(bits - 1)) return undefined;
  const wrapped = decimal ? big : BigInt.asIntN(bits, big);
  const v = Number(wrapped);
  return { t: long ? "long" : "int", v };
}

/** Whether `text` is `digits[.digits]` or `.digits`, then an optional `e[+-]digits`. */
function isDecimalFloat(text: string): boolean {
  // A scan: a backtracking `\d+` over a very long literal can overflow the stack.
  let i = 0;
  const digits = (): number => {
    const start = i;
    while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    return i - start;
  };
  const whole = digits();
  let fraction = 0;
  if (text[i] === ".") {
    i++;
    fraction = digits();
  }
  if (whole === 0 && fraction === 0) return false;
  if (text[i] === "e" || text[i] === "E") {
    i++;
    if (text[i] === "+" || text[i] === "-") i++;
    if (digits() === 0) return false;
  }
  return i === text.length;
}

function floatValue(raw: string): JavaValue | undefined {
  const text = raw.replace(/_/g, "").replace(/[fFdD]$/, "");
  if (!isDecimalFloat(text)) return undefined;
  const v = Number(text);
  return Number.isFinite(v) ? { t: "double", v } : undefined;
}

/** The value of a literal node, or undefined when it is no literal (or one javac would reject). */
export function literalValue(node: Node): JavaValue | undefined {
  switch (node.type) {
    case "string_literal": {
      const v = stringValue(node.text);
      return v === undefined ? undefined : { t: "string", v };
    }
    case "character_literal": {
      const v = charValue(node.text);
      return v === undefined ? undefined : { t: "char", v };
    }
    case "decimal_integer_literal":
    case "hex_integer_literal":
    case "octal_integer_literal":
    case "binary_integer_literal":
      return integerValue(node.text);
    case "decimal_floating_point_literal":
      return floatValue(node.text);
    case "true":
      return { t: "boolean", v: true };
    case "false":
      return { t: "boolean", v: false };
    case "null_literal":
      return { t: "null" };
    default:
      return undefined;
  }
}

/** Java's `Double.toString` where it agrees with JavaScript's (plus `.0` on whole numbers); else undefined. */
function doubleText(v: number): string | undefined {
  if (!Number.isFinite(v)) return undefined;
  const abs = Math.abs(v);
  if (abs !== 0 && (abs < 1e-3 || abs >= 1e7)) return undefined;
  if (Object.is(v, -0)) return "-0.0";
  return Number.isInteger(v) ? `${v}.0` : String(v);
}

function concatText(value: JavaValue): string | undefined {
  switch (value.t) {
    case "string":
    case "char":
      return value.v;
    case "int":
    case "long":
      return String(value.v);
    case "double":
      return doubleText(value.v);
    case "boolean":
      return String(value.v);
    case "null":
      return "null";
  }
}

/** A numeric view of a value (chars promote to int), or undefined. */
function numeric(value: JavaValue): { t: "int" | "long" | "double"; v: number } | undefined {
  if (value.t === "int" || value.t === "long" || value.t === "double") return value;
  if (value.t === "char") return { t: "int", v: value.v.charCodeAt(0) };
  return undefined;
}

function fitInteger(t: "int" | "long", v: number): JavaValue | undefined {
  if (t === "int") return { t, v: v | 0 };
  return Number.isSafeInteger(v) ? { t, v } : undefined;
}

/** Folds a binary operation on two constants (concatenation, arithmetic); undefined for anything else. */
export function binary(operator: string, left: JavaValue, right: JavaValue): JavaValue | undefined {
  if (operator === "+" && (left.t === "string" || right.t === "string")) {
    const l = concatText(left);
    const r = concatText(right);
    return l === undefined || r === undefined ? undefined : { t: "string", v: l + r };
  }
  const a = numeric(left);
  const b = numeric(right);
  if (!a || !b || !"+-*/%".includes(operator) || operator.length !== 1) return undefined;
  const t = a.t === "double" || b.t === "double" ? "double" : a.t === "long" || b.t === "long" ? "long" : "int";
  if (t === "double") {
    const v =
      operator === "+"
        ? a.v + b.v
        : operator === "-"
          ? a.v - b.v
          : operator === "*"
            ? a.v * b.v
            : operator === "/"
              ? a.v / b.v
              : a.v % b.v;
    return { t, v };
  }
  if ((operator === "/" || operator === "%") && b.v === 0) return undefined; // ArithmeticException
  const v =
    operator === "+"
      ? a.v + b.v
      : operator === "-"
        ? a.v - b.v
        : operator === "*"
          ? t === "int"
            ? Math.imul(a.v, b.v)
            : a.v * b.v
          : operator === "/"
            ? Math.trunc(a.v / b.v)
            : a.v % b.v;
  return fitInteger(t, v);
}

/** Whether a node is a literal written in place: a string, text block, number or boolean, or a signed number. */
export function isWrittenLiteral(node: Node): boolean {
  if (node.type === "unary_expression") {
    const operator = node.childForFieldName("operator")?.type;
    const operand = node.childForFieldName("operand");
    return (
      (operator === "-" || operator === "+") &&
      operand !== null &&
      isWrittenLiteral(operand) &&
      literalValue(operand)?.t !== "string"
    );
  }
  const value = literalValue(node);
  return value !== undefined && value.t !== "null" && value.t !== "char";
}

export function unary(operator: string, operand: JavaValue): JavaValue | undefined {
  if (operator === "!" && operand.t === "boolean") return { t: "boolean", v: !operand.v };
  const n = numeric(operand);
  if (!n) return undefined;
  if (operator === "+") return n;
  if (operator === "-") return n.t === "double" ? { t: "double", v: -n.v } : fitInteger(n.t, -n.v);
  if (operator === "~" && n.t !== "double") return fitInteger(n.t, -n.v - 1);
  return undefined;
}

/** A cast of a constant to a primitive type or String. */
export function cast(type: string, value: JavaValue): JavaValue | undefined {
  if (type === "String") return value.t === "string" || value.t === "null" ? value : undefined;
  const n = numeric(value);
  if (!n) return undefined;
  switch (type) {
    case "int":
      return { t: "int", v: n.t === "double" ? Math.trunc(n.v) | 0 : Number(BigInt.asIntN(32, BigInt(n.v))) };
    case "long": {
      const v = n.t === "double" ? Math.trunc(n.v) : n.v;
      return Number.isSafeInteger(v) ? { t: "long", v } : undefined;
    }
    case "double":
      return { t: "double", v: n.v };
    case "float":
      return { t: "double", v: Math.fround(n.v) };
    default:
      return undefined;
  }
}
