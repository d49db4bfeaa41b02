/**
 * The model's edits as Java text. A setter call is the unit: `.acl("x")` in a chain goes with its line when
 * it stands alone on it; a local builder's `b.acl("x");` whose every call goes is removed as a statement
 * (a bare `b;` is no statement); values are Java literals; properties are inserted before `.build()`.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigProperty, Edit, NewProperty } from "../../model/index.js";
import type { TextEdit } from "../tree-sitter/text-edit.js";
import { dotOf } from "./discover.js";
import { renderJavaLiteral } from "./values.js";

const same = (a: Node | null | undefined, b: Node | null | undefined) => !!a && !!b && a.id === b.id;
const isComment = (node: Node) => node.type === "line_comment" || node.type === "block_comment";

/** Where a statement may simply go; elsewhere (the body of an `if`) it becomes an empty block. */
const STATEMENT_LISTS = new Set(["block", "constructor_body", "switch_block_statement_group", "program"]);

function lineStart(text: string, index: number): number {
  return text.lastIndexOf("\n", index - 1) + 1;
}

function startsLine(text: string, index: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStart(text, index), index));
}

const REST_OF_LINE = /[ \t]*(\r?\n|$)/y;

/** The whole lines of `[start, end)` (with the line break after), when nothing else stands on them. */
function wholeLines(text: string, start: number, end: number): [number, number] | undefined {
  if (!startsLine(text, start)) return undefined;
  REST_OF_LINE.lastIndex = end;
  const rest = REST_OF_LINE.exec(text);
  return rest ? [lineStart(text, start), end + rest[0].length] : undefined;
}

function argumentOf(call: Node): Node | undefined {
  const list = call.childForFieldName("arguments");
  const given = list?.namedChildren.filter((c): c is Node => c !== null && !c.isExtra) ?? [];
  return given.length === 1 ? given[0] : undefined;
}

function valueText(text: string, value: NewProperty["value"]): string {
  if ("literal" in value) return renderJavaLiteral(value.literal);
  const argument = argumentOf(value.copyOf.handle as Node);
  if (!argument) throw new Error("copyOf a setter without a single argument");
  return text.slice(argument.startIndex, argument.endIndex);
}

function setterCalls(text: string, properties: readonly NewProperty[], separator: string): string {
  return properties.map((p) => `.${p.field.spelling.java}(${valueText(text, p.value)})`).join(separator);
}

/** The calls of the chain a setter call is in: from the one on the chain's base up to the outermost. */
function chainAround(call: Node): { calls: Node[]; base: Node; top: Node } {
  const calls: Node[] = [];
  let base: Node = call;
  while (base.type === "method_invocation") {
    calls.unshift(base);
    const object = base.childForFieldName("object");
    if (!object) break;
    base = object;
  }
  let top = call;
  for (
    let parent = top.parent;
    parent?.type === "method_invocation" && same(parent.childForFieldName("object"), top);
    parent = top.parent
  ) {
    calls.push(parent);
    top = parent;
  }
  return { calls, base, top };
}

/** A removal that would leave spaces at the end of a line takes them along. */
function trimmed(text: string, start: number, end: number): TextEdit {
  REST_OF_LINE.lastIndex = end;
  const restEmpty = REST_OF_LINE.exec(text) !== null;
  let from = start;
  if (restEmpty) while (from > 0 && (text[from - 1] === " " || text[from - 1] === "\t")) from--;
  // Never eat a whole line's indentation: then the line itself is what remains.
  if (from !== start && startsLine(text, from) && from === lineStart(text, from)) from = start;
  return { range: [from, end], text: "" };
}

/** Removes one setter call from its chain (the `.x(..)` part), with its line when it stands alone on it. */
function removeCall(text: string, call: Node): TextEdit {
  const dot = dotOf(call);
  if (!dot) return { range: [call.startIndex, call.endIndex], text: "" };
  const lines = wholeLines(text, dot.startIndex, call.endIndex);
  if (lines) return { range: lines, text: "" };
  // What precedes the `.`: the receiver, or a comment (which stays).
  let previous: Node | undefined;
  for (const child of call.children) {
    if (!child || same(child, dot)) break;
    previous = child;
  }
  if (previous && !isComment(previous)) return { range: [previous.endIndex, call.endIndex], text: "" };
  return trimmed(text, dot.startIndex, call.endIndex);
}

/** Removes a statement, with its line when it stands alone on it; as the body of an `if` or a loop, it becomes `{}`. */
function removeStatement(text: string, statement: Node): TextEdit {
  if (!STATEMENT_LISTS.has(statement.parent?.type ?? ""))
    return { range: [statement.startIndex, statement.endIndex], text: "{}" };
  const lines = wholeLines(text, statement.startIndex, statement.endIndex);
  if (lines) return { range: lines, text: "" };
  REST_OF_LINE.lastIndex = statement.endIndex;
  if (REST_OF_LINE.exec(text)) return trimmed(text, statement.startIndex, statement.endIndex);
  const spaces = /[ \t]*/y;
  spaces.lastIndex = statement.endIndex;
  const after = spaces.exec(text)![0].length;
  return { range: [statement.startIndex, statement.endIndex + after], text: "" };
}

/** The removals of a set of setter calls: whole statements where nothing of a local builder's statement would stay. */
function removals(text: string, calls: readonly Node[]): TextEdit[] {
  const ids = new Set(calls.map((c) => c.id));
  const done = new Set<number>();
  const result: TextEdit[] = [];
  for (const call of calls) {
    if (done.has(call.id)) continue;
    const chain = chainAround(call);
    const gone = chain.base.type === "identifier" && chain.calls.every((c) => ids.has(c.id));
    const holder = chain.top.parent;
    if (gone && holder?.type === "expression_statement") {
      chain.calls.forEach((c) => done.add(c.id));
      result.push(removeStatement(text, holder));
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

/** Sorted edits; overlapping or touching removals merge into one (ESLint rejects overlapping fixes). */
function normalise(edits: TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const result: TextEdit[] = [];
  for (const edit of sorted) {
    const last = result.at(-1);
    if (last?.range[0] === edit.range[0] && last.range[1] === edit.range[1] && last.text === edit.text) continue;
    if (last?.text === "" && edit.text === "" && edit.range[0] <= last.range[1]) {
      result[result.length - 1] = { range: [last.range[0], Math.max(last.range[1], edit.range[1])], text: "" };
      continue;
    }
    if (
      last &&
      edit.range[0] < last.range[1] &&
      edit.range[1] <= last.range[1] &&
      edit.text === "" &&
      last.text !== ""
    ) {
      continue; // a removal inside what a replacement rewrites already
    }
    result.push(edit);
  }
  return result;
}

/** Turns the model's edits into text edits on a Java file. */
export function renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const removed: Node[] = [];
  const result: TextEdit[] = [];
  for (const edit of edits) {
    switch (edit.type) {
      case "remove":
        removed.push(handleOf(edit.property));
        break;
      case "replace-value": {
        const argument = argumentOf(handleOf(edit.property));
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
    }
  }
  result.push(...removals(text, removed));
  return normalise(result);
}

function handleOf(property: ConfigProperty): Node {
  return property.handle as Node;
}
