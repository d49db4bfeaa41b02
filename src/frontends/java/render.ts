/**
 * The model's edits as Java text. A setter call goes with its line when alone on it; a local builder's `b.acl("x");`
 * whose every call goes is removed whole, as a bare `b;` is no statement. Properties are inserted before `.build()`.
 */
import type { Node, Tree } from "web-tree-sitter";
import type { ConfigProperty, Edit, NewProperty } from "../../model/index.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import {
  lineBreakOf,
  lineStart,
  restOfLine,
  spacesAfter,
  spacesBefore,
  startsLine,
  wholeLines,
} from "../tree-sitter/lines.js";
import { same, singleArgument } from "../tree-sitter/syntax.js";
import { mergeEdits, removal, type TextEdit } from "../text-edit.js";
import { dotOf } from "./syntax.js";

const isComment = (node: Node) => node.type === "line_comment" || node.type === "block_comment";

/** Where a statement may simply go; elsewhere (the body of an `if`) it becomes an empty block. */
const STATEMENT_LISTS = new Set(["block", "constructor_body", "switch_block_statement_group", "program"]);

function valueText(text: string, value: NewProperty["value"]): string {
  if ("literal" in value) return renderJavaLiteral(value.literal);
  const argument = singleArgument(value.copyOf.handle as Node);
  if (!argument) throw new Error("copyOf a setter without a single argument");
  return text.slice(argument.startIndex, argument.endIndex);
}

function setterCalls(text: string, properties: readonly NewProperty[], separator: string): string {
  return properties.map((p) => `.${p.field.spelling.java}(${valueText(text, p.value)})`).join(separator);
}

interface ChainAround {
  readonly calls: Node[];
  readonly base: Node;
  readonly top: Node;
}

/** The calls of the chain a setter call is in, from its base: kept per call, so that one long chain is walked once. */
function chainAround(ancestors: Ancestors, known: Map<number, ChainAround>, call: Node): ChainAround {
  const cached = known.get(call.id);
  if (cached) return cached;
  const calls: Node[] = [];
  let base: Node = call;
  while (base.type === "method_invocation") {
    calls.push(base);
    const object = base.childForFieldName("object");
    if (!object) break;
    ancestors.setParent(object, base);
    base = object;
  }
  calls.reverse();
  let top = call;
  for (
    let parent = ancestors.parentOf(top);
    parent?.type === "method_invocation" && same(parent.childForFieldName("object"), top);
    parent = ancestors.parentOf(top)
  ) {
    calls.push(parent);
    top = parent;
  }
  const chain = { calls, base, top };
  for (const c of calls) known.set(c.id, chain);
  return chain;
}

/** A removal that would leave spaces at the end of a line takes them along. */
function trimmed(text: string, start: number, end: number): TextEdit {
  const restEmpty = restOfLine(text, end) !== undefined;
  let from = start;
  if (restEmpty) from -= spacesBefore(text, start).length;
  // Never eat a whole line's indentation: then the line itself is what remains.
  if (from !== start && startsLine(text, from) && from === lineStart(text, from)) from = start;
  return removal(from, end);
}

/** Removes one setter call (`.x(..)`) from its chain. */
function removeCall(text: string, call: Node): TextEdit {
  const dot = dotOf(call);
  if (!dot) return { range: [call.startIndex, call.endIndex], text: "" };
  const lines = wholeLines(text, dot.startIndex, call.endIndex);
  if (lines) return removal(lines[0], lines[1]);
  // What precedes the `.`: the receiver, or a comment (which stays).
  let previous: Node | undefined;
  for (const child of call.children) {
    if (!child || same(child, dot)) break;
    previous = child;
  }
  if (previous && !isComment(previous)) return { range: [previous.endIndex, call.endIndex], text: "" };
  return trimmed(text, dot.startIndex, call.endIndex);
}

/** Removes a statement, with its line when it stands alone on it. */
function removeStatement(ancestors: Ancestors, text: string, statement: Node): TextEdit {
  if (!STATEMENT_LISTS.has(ancestors.parentOf(statement)?.type ?? ""))
    return { range: [statement.startIndex, statement.endIndex], text: "{}" };
  const lines = wholeLines(text, statement.startIndex, statement.endIndex);
  if (lines) return removal(lines[0], lines[1]);
  if (restOfLine(text, statement.endIndex)) return trimmed(text, statement.startIndex, statement.endIndex);
  return removal(statement.startIndex, statement.endIndex + spacesAfter(text, statement.endIndex).length);
}

/** The removals of setter calls: a local builder's whole statement where none of its calls stays. */
function removals(ancestors: Ancestors, text: string, calls: readonly Node[]): TextEdit[] {
  const ids = new Set(calls.map((c) => c.id));
  const done = new Set<number>();
  const chains = new Map<number, ChainAround>();
  /** Whether every call of a chain goes. */
  const goneChains = new Map<ChainAround, boolean>();
  const result: TextEdit[] = [];
  for (const call of calls) {
    if (done.has(call.id)) continue;
    const chain = chainAround(ancestors, chains, call);
    let gone = goneChains.get(chain);
    if (gone === undefined) {
      gone = chain.base.type === "identifier" && chain.calls.every((c) => ids.has(c.id));
      goneChains.set(chain, gone);
    }
    const holder = ancestors.parentOf(chain.top);
    if (gone && holder?.type === "expression_statement") {
      chain.calls.forEach((c) => done.add(c.id));
      result.push(removeStatement(ancestors, text, holder));
    } else if (gone && holder?.type === "lambda_expression" && same(holder.childForFieldName("body"), chain.top)) {
      chain.calls.forEach((c) => done.add(c.id));
      result.push({ range: [chain.top.startIndex, chain.top.endIndex], text: "{}" });
    } else {
      done.add(call.id);
      result.push(removeCall(text, call));
    }
  }
  return result;
}

/** Ancestors kept per tree: each fix and suggestion renders apart, walking the same chains. */
const ancestorsByTree = new WeakMap<Tree, Ancestors>();

function renderAncestors(tree: Tree): Ancestors {
  let ancestors = ancestorsByTree.get(tree);
  if (!ancestors) {
    ancestors = new Ancestors(tree.rootNode);
    ancestorsByTree.set(tree, ancestors);
  }
  return ancestors;
}

export function renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  const eol = lineBreakOf(text);
  const removed: Node[] = [];
  const result: TextEdit[] = [];
  for (const edit of edits) {
    switch (edit.type) {
      case "remove":
        removed.push(handleOf(edit.property));
        break;
      case "replace-value": {
        const argument = singleArgument(handleOf(edit.property));
        if (argument)
          result.push({ range: [argument.startIndex, argument.endIndex], text: renderJavaLiteral(edit.value) });
        break;
      }
      case "rename-key": {
        const name = handleOf(edit.property).childForFieldName("name");
        if (name) result.push({ range: [name.startIndex, name.endIndex], text: edit.field.spelling.java });
        break;
      }
      case "replace-property": {
        const call = handleOf(edit.property);
        if (edit.with.length === 0) {
          removed.push(call);
          break;
        }
        const dot = dotOf(call);
        const start = dot?.startIndex ?? call.startIndex;
        const separator = dot && startsLine(text, start) ? `${eol}${text.slice(lineStart(text, start), start)}` : "";
        result.push({ range: [start, call.endIndex], text: setterCalls(text, edit.with, separator) });
        break;
      }
      case "insert": {
        const build = edit.object.handle as Node;
        const dot =
          build.type === "method_invocation" && build.childForFieldName("name")?.text === "build"
            ? dotOf(build)
            : undefined;
        if (!dot) break;
        const at = dot.startIndex;
        const text_ = startsLine(text, at)
          ? edit.properties
              .map((p) => `${setterCalls(text, [p], "")}${eol}${text.slice(lineStart(text, at), at)}`)
              .join("")
          : setterCalls(text, edit.properties, "");
        result.push({ range: [at, at], text: text_ });
        break;
      }
      case "wrap-in-list":
        // The tool's JSON syntax only: no rule offers it here.
        break;
    }
  }
  if (removed.length > 0) result.push(...removals(renderAncestors(removed[0]!.tree), text, removed));
  return mergeEdits(result, { overlaps: "drop-inner-removals" });
}

function handleOf(property: ConfigProperty): Node {
  return property.handle as Node;
}

/**
 * A Java literal for a value an edit writes. Control characters become octal escapes, never Unicode escapes, which
 * javac would turn into line breaks before lexing; whole numbers beyond `int` up to 2^53 take an `L`.
 */
export function renderJavaLiteral(value: string | number | boolean): string {
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "Double.NaN";
    if (!Number.isFinite(value)) return value > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
    if (Number.isInteger(value) && Math.abs(value) <= 2147483647) return String(value);
    if (Number.isSafeInteger(value)) return `${value}L`;
    const text = String(value);
    return /[.eE]/.test(text) ? text : `${text}.0`;
  }
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c === '"') out += '\\"';
    else if (c === "\\") out += "\\\\";
    else if (c === "\n") out += "\\n";
    else if (c === "\r") out += "\\r";
    else if (c === "\t") out += "\\t";
    else if (c === "\b") out += "\\b";
    else if (c === "\f") out += "\\f";
    else if (code < 0x20 || code === 0x7f) out += `\\${code.toString(8).padStart(3, "0")}`;
    else if (code >= 0xd800 && code <= 0xdfff) {
      // A lone surrogate cannot be written in a UTF-8 file; a Unicode escape of it is no line break.
      const next = value.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        out += c + value[i + 1];
        i++;
      } else out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += c;
  }
  return `${out}"`;
}
