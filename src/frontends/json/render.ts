/**
 * The model's edits as JSON text. An object whose members change is rewritten between its braces from its members'
 * own text (`json/json` has no comments to lose), joined and indented as its members are, with no trailing comma.
 */
import type { ConfigProperty, Edit, LiteralValue, NewProperty } from "../../model/index.js";
import { keyFor } from "../../model/index.js";
import { mergeEdits, type TextEdit } from "../text-edit.js";
import { skipWhile } from "../../util/scan.js";
import { rangeOf, type JsonMember, type JsonObject } from "./ast.js";
import type { JsonPropertyHandle } from "./discover.js";

function renderJsonLiteral(value: LiteralValue): string {
  return JSON.stringify(value);
}

const handleOf = (property: ConfigProperty) => property.handle as JsonPropertyHandle;

interface Restructure {
  /** Members replaced by the texts given (an empty list removes). */
  readonly replaced: Map<JsonMember, string[]>;
  readonly appended: string[];
}

/** The object's separator of key and value (`: `, `:`), from its first member; else `: `. */
function colonOf(text: string, object: JsonObject): string {
  const first = object.members[0];
  if (!first) return ": ";
  const between = text.slice(rangeOf(first.name)[1], rangeOf(first.value)[0]);
  return between.trim() === ":" && !/[\r\n]/.test(between) ? between : ": ";
}

function memberText(text: string, property: NewProperty, colon: string): string {
  const value = property.value;
  const valueText =
    "literal" in value ? renderJsonLiteral(value.literal) : text.slice(...rangeOf(handleOf(value.copyOf).member.value));
  return `${JSON.stringify(keyFor(property.field, "json"))}${colon}${valueText}`;
}

/** The last line break of a text (`\r\n`, `\n` or `\r`) and what follows it. */
function lastLineBreak(text: string): string {
  const at = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r"));
  return text.slice(text[at] === "\n" && text[at - 1] === "\r" ? at - 1 : at);
}

/** A file's layout, found once per file and line: a scan per fix would be quadratic on one long line. */
export interface Layout {
  readonly text: string;
  /** The file's first line break (`\n` in a file of one line). */
  readonly eol: string;
  /** Each line's indentation, by the offset where it starts. */
  readonly indents: Map<number, string>;
}

export function layoutOf(text: string): Layout {
  let at = 0;
  while (at < text.length && text[at] !== "\n" && text[at] !== "\r") at++;
  const eol = text[at] === "\r" ? (text[at + 1] === "\n" ? "\r\n" : "\r") : "\n";
  return { text, eol, indents: new Map() };
}

/** The white space that starts the line of a node (@eslint/json's lines: `\r\n`, `\n` and `\r` end one). */
function indentOf(layout: Layout, node: JsonObject): string {
  const offset = rangeOf(node)[0];
  const start = Math.max(0, offset - (node.loc.start.column - 1));
  let indent = layout.indents.get(start);
  if (indent === undefined) {
    const end = skipWhile(layout.text, start, (code) => code === 32 || code === 9, offset);
    indent = layout.text.slice(start, end);
    layout.indents.set(start, indent);
  }
  return indent;
}

/**
 * An object's text between its braces, joined as its own members are so that the user's layout stays; a new member
 * of an empty object goes on a line of its own.
 */
function rewrite(layout: Layout, object: JsonObject, change: Restructure, inner: readonly TextEdit[]): TextEdit {
  const { text } = layout;
  const [open, end] = rangeOf(object);
  const close = end - 1;
  const members = object.members;
  /** The new members, each with the index of the original it keeps (or -1). */
  const items: { readonly text: string; readonly kept: number }[] = [];
  // The inner edits are sorted, as the members are: each is read once.
  let next = 0;
  members.forEach((member, index) => {
    const [start, end] = rangeOf(member);
    while (next < inner.length && inner[next]!.range[0] < start) next++;
    let out = "";
    let at = start;
    for (; next < inner.length && inner[next]!.range[1] <= end; next++) {
      const edit = inner[next]!;
      out += text.slice(at, edit.range[0]) + edit.text;
      at = edit.range[1];
    }
    const replacement = change.replaced.get(member);
    if (replacement) items.push(...replacement.map((t) => ({ text: t, kept: -1 })));
    else items.push({ text: out + text.slice(at, end), kept: index });
  });
  items.push(...change.appended.map((t) => ({ text: t, kept: -1 })));
  const range: [number, number] = [open + 1, close];
  if (items.length === 0) return { range, text: "" };
  const first = members[0];
  const last = members.at(-1);
  if (!first || !last) {
    const indent = indentOf(layout, object);
    const { eol } = layout;
    const step = `${indent}  `;
    return { range, text: `${eol}${step}${items.map((i) => i.text).join(`,${eol}${step}`)}${eol}${indent}` };
  }
  const prefix = text.slice(open + 1, rangeOf(first)[0]);
  const suffix = text.slice(rangeOf(last)[1], close);
  const between = (index: number) => text.slice(rangeOf(members[index]!)[1], rangeOf(members[index + 1]!)[0]);
  const separator = members.length > 1 ? between(0) : /[\r\n]/.test(prefix) ? `,${lastLineBreak(prefix)}` : ", ";
  let out = prefix;
  items.forEach((item, i) => {
    const previous = items[i - 1];
    if (previous) out += previous.kept >= 0 && item.kept === previous.kept + 1 ? between(previous.kept) : separator;
    out += item.text;
  });
  return { range, text: out + suffix };
}

/** The model's edits as text edits (sorted, not overlapping). */
export function renderEdits(text: string, edits: readonly Edit[], layout: Layout = layoutOf(text)): TextEdit[] {
  const leaves: TextEdit[] = [];
  const objects = new Map<JsonObject, Restructure>();
  const restructure = (object: JsonObject) => {
    let change = objects.get(object);
    if (!change) {
      change = { replaced: new Map(), appended: [] };
      objects.set(object, change);
    }
    return change;
  };
  for (const edit of edits) {
    switch (edit.type) {
      case "replace-value":
        leaves.push({ range: rangeOf(handleOf(edit.property).member.value), text: renderJsonLiteral(edit.value) });
        break;
      case "wrap-in-list": {
        // `[` before the value and `]` after it: edits inside the value (its object's rewrite) stay apart.
        const [start, end] = rangeOf(handleOf(edit.property).member.value);
        leaves.push({ range: [start, start], text: "[" }, { range: [end, end], text: "]" });
        break;
      }
      case "rename-key":
        leaves.push({
          range: rangeOf(handleOf(edit.property).member.name),
          text: JSON.stringify(keyFor(edit.field, "json")),
        });
        break;
      case "remove": {
        const { member, owner } = handleOf(edit.property);
        restructure(owner).replaced.set(member, []);
        break;
      }
      case "replace-property": {
        const { member, owner } = handleOf(edit.property);
        const colon = colonOf(text, owner);
        restructure(owner).replaced.set(
          member,
          edit.with.map((p) => memberText(text, p, colon)),
        );
        break;
      }
      case "insert": {
        const object = edit.object.handle as JsonObject;
        const colon = colonOf(text, object);
        restructure(object).appended.push(...edit.properties.map((p) => memberText(text, p, colon)));
        break;
      }
    }
  }
  // Innermost objects first: each rewrite takes in the edits inside it, and is taken in by the object around it.
  let pending = mergeEdits(leaves, { overlaps: "join" });
  const ordered = [...objects].sort(([a], [b]) => rangeOf(a)[1] - rangeOf(a)[0] - (rangeOf(b)[1] - rangeOf(b)[0]));
  for (const [object, change] of ordered) {
    const [start, end] = rangeOf(object);
    const inside = pending.filter((e) => e.range[0] > start && e.range[1] < end);
    const outside = pending.filter((e) => !(e.range[0] > start && e.range[1] < end));
    pending = mergeEdits([...outside, rewrite(layout, object, change, inside)], { overlaps: "join" });
  }
  return pending;
}
