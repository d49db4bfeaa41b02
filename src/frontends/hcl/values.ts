/**
 * Values of the native syntax: literals and static collections, and every other expression as unknown, marked with
 * what the tool evaluates in it, which a backend refuses.
 */
import type { Node } from "web-tree-sitter";
import type { JsonValue, NativeExpression, StaticValue } from "../../model/index.js";
import { MAX_DEPTH } from "../../model/limits.js";
import { exactNumber } from "../json/discover.js";

/** Named children but comments, which may stand between any two tokens. */
export function partsOf(node: Node): Node[] {
  const parts: Node[] = [];
  for (const child of node.namedChildren) if (child && child.type !== "comment") parts.push(child);
  return parts;
}

/** An expression without the parentheses around it, and without the `expression` nodes that wrap it. */
export function unwrap(node: Node): Node {
  let at = node;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parts = partsOf(at);
    if (parts.length !== 1) return at;
    const only = parts[0]!;
    if (at.type !== "expression" && only.type !== "expression") return at;
    at = only;
  }
  return at;
}

const ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t", '"': '"', "\\": "\\" };

/** A quoted string's text, escapes decoded; undefined for an escape HCL lacks, which the tool refuses. */
export function decodeQuoted(raw: string): string | undefined {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === "\\") {
      const next = raw[i + 1];
      if (next === undefined) return undefined;
      if (next in ESCAPES) {
        out += ESCAPES[next];
        i++;
        continue;
      }
      const width = next === "u" ? 4 : next === "U" ? 8 : 0;
      const hex = raw.slice(i + 2, i + 2 + width);
      if (width === 0 || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
      const code = Number.parseInt(hex, 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + width;
    } else if ((char === "$" || char === "%") && raw[i + 1] === char && raw[i + 2] === "{") {
      out += `${char}{`;
      i += 2;
    } else {
      out += char;
    }
  }
  return out;
}

/** The string a `string_lit` holds, or undefined for one with an escape the tool refuses. */
export function stringOf(node: Node): string | undefined {
  const literal = partsOf(node).find((part) => part.type === "template_literal");
  return literal ? decodeQuoted(literal.text) : "";
}

/** A heredoc without templates; `<<-` drops the indentation its lines share, and `$${`, `%%{` are its escapes. */
function heredocOf(text: string, heredoc: Node): string | undefined {
  const parts = partsOf(heredoc);
  if (parts.some((p) => p.type === "template_interpolation" || p.type === "template_directive")) return undefined;
  const [open, close] = [parts[1], parts.at(-1)];
  if (open?.type !== "heredoc_identifier" || close?.type !== "heredoc_identifier" || open === close) return undefined;
  const flush = text.startsWith("<<-", heredoc.startIndex);
  const bodyStart = text.indexOf("\n", open.endIndex) + 1;
  const bodyEnd = text.lastIndexOf("\n", close.startIndex) + 1;
  if (bodyStart <= 0 || bodyEnd < bodyStart) return undefined;
  let lines = text
    .slice(bodyStart, bodyEnd)
    .split("\n")
    .slice(0, -1)
    .map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  if (flush) {
    const indents = lines.filter((line) => line.trim() !== "").map((line) => /^[ \t]*/.exec(line)![0].length);
    const cut = indents.length > 0 ? Math.min(...indents) : 0;
    lines = lines.map((line) => line.slice(cut));
  }
  return lines
    .map((line) => `${line}\n`)
    .join("")
    .replace(/([$%])\1\{/g, "$1{");
}

/**
 * The first reference or function call, in document order; a name a `for` expression binds is no reference inside
 * it. A tree cursor walks it, so a deep value costs no stack.
 */
function evaluated(text: string, expression: Node): NativeExpression | undefined {
  const cursor = expression.walk();
  const bound: { depth: number; names: ReadonlySet<string> }[] = [];
  const isBound = (name: string) => bound.some((b) => b.names.has(name));
  let depth = 0;
  try {
    for (;;) {
      const type = cursor.nodeType;
      if (type === "function_call") return { uses: "call", text: textOf(text, expression) };
      if (type === "variable_expr" && !isBound(cursor.currentNode.text)) {
        return { uses: "reference", text: textOf(text, expression) };
      }
      if (type === "for_tuple_expr" || type === "for_object_expr") {
        const intro = partsOf(cursor.currentNode).find((p) => p.type === "for_intro");
        const names = intro ? partsOf(intro).filter((p) => p.type === "identifier") : [];
        bound.push({ depth, names: new Set(names.map((n) => n.text)) });
      }
      if (cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (;;) {
        if (depth === 0) return undefined;
        // Leaving a node ends the names of the `for` expressions entered at its depth or deeper.
        while (bound.length > 0 && bound[bound.length - 1]!.depth >= depth) bound.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return undefined;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}

function textOf(text: string, node: Node): string {
  return text.slice(node.startIndex, node.endIndex);
}

const UNKNOWN: StaticValue = { kind: "unknown", maybeUnset: false, origin: "other" };

const evaluating = (uses: NativeExpression): StaticValue => ({
  kind: "unknown",
  maybeUnset: false,
  origin: "other",
  evaluates: uses,
});

/** `literal` when the value is written in place: a literal or a static collection. */
export interface Reading {
  readonly value: StaticValue;
  readonly literal: boolean;
}

/** Undefined for a string the tool refuses, or a number JavaScript cannot hold exactly. */
function literalOf(node: Node): StaticValue | undefined {
  switch (node.type) {
    case "string_lit": {
      const value = stringOf(node);
      return value === undefined ? undefined : { kind: "string", value };
    }
    case "numeric_lit": {
      const value = Number(node.text);
      return exactNumber(node.text, value) ? { kind: "number", value } : undefined;
    }
    case "bool_lit":
      return { kind: "boolean", value: node.text === "true" };
    case "null_lit":
      return { kind: "nothing" };
    default:
      return undefined;
  }
}

/** A literal, a negated number or a heredoc without templates. */
function scalarOf(text: string, node: Node): StaticValue | undefined {
  switch (node.type) {
    case "literal_value": {
      const [only] = partsOf(node);
      return only ? literalOf(only) : undefined;
    }
    case "template_expr": {
      const [only] = partsOf(node);
      if (only?.type !== "heredoc_template") return undefined;
      const value = heredocOf(text, only);
      return value === undefined ? undefined : { kind: "string", value };
    }
    case "operation": {
      const unary = partsOf(node)[0];
      if (unary?.type !== "unary_operation" || unary.child(0)?.type !== "-") return undefined;
      const operand = unwrap(partsOf(unary)[0] ?? unary);
      const inner = operand.type === "literal_value" ? scalarOf(text, operand) : undefined;
      return inner?.kind === "number" ? { kind: "number", value: -inner.value } : undefined;
    }
    default:
      return undefined;
  }
}

/** A bare name or a string; undefined for a key the tool computes. */
export function objectKeyOf(key: Node): string | undefined {
  // Parentheses make a key an expression: `(bucket)` is the value of `bucket`.
  if (key.text.startsWith("(")) return undefined;
  const node = unwrap(key);
  if (node.type === "variable_expr") return partsOf(node)[0]?.text;
  if (node.type === "literal_value") {
    const [only] = partsOf(node);
    return only?.type === "string_lit" ? stringOf(only) : undefined;
  }
  return undefined;
}

export function itemsOf(tuple: Node): Node[] {
  return partsOf(tuple).filter((part) => part.type === "expression");
}

export function elementsOf(object: Node): { element: Node; key: Node; value: Node }[] {
  const elements: { element: Node; key: Node; value: Node }[] = [];
  for (const element of partsOf(object)) {
    if (element.type !== "object_elem") continue;
    const key = element.childForFieldName("key");
    const value = element.childForFieldName("val");
    if (key && value) elements.push({ element, key, value });
  }
  return elements;
}

/** Undefined unless every part is a literal. */
function jsonOf(text: string, node: Node, depth: number): JsonValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const inner = unwrap(node);
  const scalar = scalarOf(text, inner);
  if (scalar) {
    if (scalar.kind === "nothing") return null;
    return scalar.kind === "string" || scalar.kind === "number" || scalar.kind === "boolean" ? scalar.value : undefined;
  }
  if (inner.type !== "collection_value") return undefined;
  const collection = partsOf(inner)[0];
  if (collection?.type === "tuple") {
    const items: JsonValue[] = [];
    for (const item of itemsOf(collection)) {
      const value = jsonOf(text, item, depth + 1);
      if (value === undefined) return undefined;
      items.push(value);
    }
    return items;
  }
  if (collection?.type === "object") {
    const object: Record<string, JsonValue> = {};
    for (const { key, value } of elementsOf(collection)) {
      const name = objectKeyOf(key);
      const item = jsonOf(text, value, depth + 1);
      if (name === undefined || item === undefined) return undefined;
      Object.defineProperty(object, name, { value: item, enumerable: true, configurable: true, writable: true });
    }
    return object;
  }
  return undefined;
}

/** The value of an expression; blocks are read by discover.ts. */
export function readValue(text: string, expression: Node, depth: number): Reading {
  const inner = unwrap(expression);
  const scalar = scalarOf(text, inner);
  if (scalar) return { value: scalar, literal: true };
  if (inner.type === "collection_value" && depth <= MAX_DEPTH) {
    const collection = partsOf(inner)[0];
    const shape = collection?.type === "tuple" ? "array" : "object";
    const json = jsonOf(text, inner, depth);
    if (json !== undefined) return { value: { kind: "data", shape, json }, literal: true };
    const uses = evaluated(text, inner);
    return { value: uses ? evaluating(uses) : { kind: "data", shape, json: undefined }, literal: false };
  }
  const uses = evaluated(text, inner);
  return { value: uses ? evaluating(uses) : UNKNOWN, literal: false };
}
