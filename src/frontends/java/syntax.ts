/** Small questions about Java nodes: names, parentheses, the `.` of a call, declarations of a name. */
import type { Node } from "web-tree-sitter";
import { namedArgs, same } from "../tree-sitter/syntax.js";

/** The last simple name of `X`, `a.b.X`; undefined for anything else. */
export function simpleName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === "identifier" || node.type === "type_identifier") return node.text;
  if (node.type === "field_access") return node.childForFieldName("field")?.text;
  if (node.type === "scoped_type_identifier" || node.type === "scoped_identifier") {
    const last = node.namedChildren.filter((c) => c && !c.isExtra).at(-1);
    return last?.text;
  }
  return undefined;
}

export function unparen(node: Node): Node {
  let n = node;
  while (n.type === "parenthesized_expression") {
    const inner = namedArgs(n)[0];
    if (!inner) break;
    n = inner;
  }
  return n;
}

/** The `.` of a method call on an object: where what a setter call adds to its chain starts. */
export function dotOf(call: Node): Node | undefined {
  const name = call.childForFieldName("name");
  let dot: Node | undefined;
  for (const child of call.children) {
    if (!child) continue;
    if (same(child, name)) break;
    if (child.type === ".") dot = child;
  }
  return dot;
}

/** Whether `parent` declares the name `use` is (a parameter, a variable, a pattern). */
export function declaresName(parent: Node, use: Node): boolean {
  switch (parent.type) {
    case "variable_declarator":
    case "formal_parameter":
    case "catch_formal_parameter":
    case "spread_parameter":
    case "resource":
    case "enhanced_for_statement":
    case "instanceof_expression":
      return same(parent.childForFieldName("name"), use);
    case "type_pattern":
    case "record_pattern_component":
      return true;
    case "lambda_expression":
      return same(parent.childForFieldName("parameters"), use);
    case "inferred_parameters":
      return true;
    default:
      return false;
  }
}

/** Characters no declared name follows (a type ends with a word character, `>`, `]` or `.`). */
const BEFORE_USE = new Set([
  "=",
  "+",
  "-",
  "*",
  "%",
  "!",
  "~",
  "?",
  ":",
  "&",
  "|",
  "^",
  "[",
  "{",
  "}",
  ";",
  "<",
  "(",
  ",",
]);

/** How far the text around a name is read; beyond it, the tree decides. */
const TEXT_WINDOW = 256;

/** The line that holds `index`, up to it; undefined beyond TEXT_WINDOW. */
const lineOf = (text: string, index: number): string | undefined => {
  let from = index;
  while (from > 0 && text[from - 1] !== "\n" && text[from - 1] !== "\r") {
    if (index - from > TEXT_WINDOW) return undefined;
    from--;
  }
  return text.slice(from, index + 1);
};

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";

/** A character of a Java identifier, or one the text alone cannot tell (any beyond ASCII). */
const isNameChar = (c: string) => /[\w$]/.test(c) || c.charCodeAt(0) > 0x7f;

/**
 * Whether the text shows that the name at `[start, end)` declares nothing, so that the tree need not be asked: it
 * follows an operator or an opening bracket, and no lambda's `->` or declarator's rest follows it. A comment or a
 * Unicode escape (`/`, `\`) near it, or text beyond the window, leaves the question to the tree (false).
 */
export function certainlyDeclaresNothing(text: string, start: number, end: number): boolean {
  let before = start - 1;
  let lineBreak = false;
  for (; before >= 0 && start - before <= TEXT_WINDOW && isSpace(text[before]); before--)
    if (text[before] === "\n" || text[before] === "\r") lineBreak = true;
  const previous = text[before];
  if (previous === undefined || !BEFORE_USE.has(previous)) return false;
  // The line before may end in a `//` comment, whose last character says nothing (`String // a =`, then `x`).
  if (lineBreak && (lineOf(text, before)?.includes("/") ?? true)) return false;
  let at = end;
  while (at < text.length && at - end <= TEXT_WINDOW && isSpace(text[at])) at++;
  const next = text[at];
  if (next === undefined || at - end > TEXT_WINDOW) return false;
  if (next === "/" || next === "\\" || (next === "-" && text[at + 1] === ">")) return false;
  // `int a, x = 1;`, `int a, x;`, `int a, x[]`, `int a, x, y;`: a declarator after a comma.
  if (previous === "," && (next === ";" || next === "[" || next === "," || (next === "=" && text[at + 1] !== "=")))
    return false;
  if (next !== ")" && next !== ",") return true;
  // Inferred lambda parameters: names, commas and spaces up to `)`, then `->`.
  for (; at < text.length && at - end <= TEXT_WINDOW; at++) {
    const c = text[at]!;
    if (c === "/" || c === "\\") return false;
    if (c === ")") break;
    if (c !== "," && !isSpace(c) && !isNameChar(c)) return true;
  }
  if (text[at] !== ")") return false;
  for (at++; at < text.length && at - end <= TEXT_WINDOW && isSpace(text[at]); at++);
  const after = text[at];
  return !(after === undefined || after === "/" || after === "\\" || (after === "-" && text[at + 1] === ">"));
}
