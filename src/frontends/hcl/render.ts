/**
 * The model's edits as HCL text, keeping comments, aligned `=` and the file's line breaks. A block written on one
 * line holds one attribute at most, so adding to it opens it onto lines.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigProperty, Edit, LiteralValue, NewProperty } from "../../model/index.js";
import { mergeEdits, type TextEdit } from "../text-edit.js";
import {
  indentOf,
  lineBreakOf,
  lineStart,
  restOfLine,
  spacesAfter,
  startsLine,
  wholeLines,
} from "../tree-sitter/lines.js";
import type { HclPropertyHandle } from "./discover.js";
import { partsOf } from "./values.js";

const HCL_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  '"': '\\"',
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
};

/** A literal in HCL: `${` and `%{` doubled, or the tool would read a template. */
export function renderHclLiteral(value: LiteralValue): string {
  if (typeof value !== "string") return String(value);
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    const code = char.charCodeAt(0);
    if (char in HCL_ESCAPES) out += HCL_ESCAPES[char];
    else if ((char === "$" || char === "%") && value[i + 1] === "{") out += char + char;
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += char;
  }
  return `${out}"`;
}

const handleOf = (property: ConfigProperty) => property.handle as HclPropertyHandle;

function keyAndValue(node: Node): { key: Node; value: Node | undefined } {
  if (node.type === "object_elem") {
    return { key: node.childForFieldName("key")!, value: node.childForFieldName("val") ?? undefined };
  }
  const parts = partsOf(node);
  return { key: parts[0]!, value: node.type === "attribute" ? parts[1] : undefined };
}

/** The `=` after a key, or an object element's `:`. */
function equalsAt(text: string, node: Node): number | undefined {
  const { key } = keyAndValue(node);
  const at = key.endIndex + spacesAfter(text, key.endIndex).length;
  return text[at] === "=" || text[at] === ":" ? at : undefined;
}

/** Aligned when two or more attributes of `owner` share an `=` column, as `terraform fmt` aligns them. */
function alignedKey(text: string, key: string, owner: Node | undefined): string {
  const columns = new Set<number>();
  let starts = 0;
  for (const member of owner ? membersIn(owner) : []) {
    if (member.type === "block") continue;
    const equals = equalsAt(text, member);
    if (equals === undefined || !startsLine(text, member.startIndex)) continue;
    columns.add(equals - member.startIndex);
    starts++;
  }
  const [column] = columns;
  return starts >= 2 && columns.size === 1 && column! > key.length ? key.padEnd(column!) : `${key} `;
}

function propertyText(text: string, property: NewProperty, owner: Node | undefined): string {
  const value = property.value;
  const valueText =
    "literal" in value
      ? renderHclLiteral(value.literal)
      : text.slice(value.copyOf.valueSpan.range[0], value.copyOf.valueSpan.range[1]);
  return `${alignedKey(text, property.field.name, owner)}= ${valueText}`;
}

function membersIn(owner: Node): Node[] {
  if (owner.type === "object") return partsOf(owner).filter((p) => p.type === "object_elem");
  const body = partsOf(owner).find((p) => p.type === "body");
  return body ? partsOf(body).filter((p) => p.type === "attribute" || p.type === "block") : [];
}

function braces(owner: Node): { open: Node; close: Node } {
  const parts = owner.children.filter((c): c is Node => c !== null);
  const open = parts.find((p) => p.type === "block_start" || p.type === "object_start")!;
  const close = parts.findLast((p) => p.type === "block_end" || p.type === "object_end")!;
  return { open, close };
}

const oneLine = (owner: Node): boolean => owner.startPosition.row === owner.endPosition.row;

/** With the comments that follow on its line. */
function endWithComments(member: Node): number {
  let end = member.endIndex;
  for (let next = member.nextSibling; next?.type === "comment"; next = next.nextSibling) {
    if (next.startPosition.row !== member.endPosition.row) break;
    end = next.endIndex;
  }
  return end;
}

/** Whole lines when the member stands alone on them; an object element with its comma. */
function removal(text: string, node: Node, owner: Node): TextEdit {
  let end = node.endIndex;
  if (owner.type === "object") {
    const after = end + spacesAfter(text, end).length;
    if (text[after] === ",") end = after + 1;
  }
  const lines = wholeLines(text, node.startIndex, end);
  if (lines) return { range: lines, text: "" };
  if (owner.type === "object" && end === node.endIndex) {
    // The last element of a line: with the comma before it.
    let before = node.startIndex;
    while (before > 0 && (text[before - 1] === " " || text[before - 1] === "\t")) before--;
    if (text[before - 1] === ",") return { range: [before - 1, end], text: "" };
  }
  return { range: [node.startIndex, end + spacesAfter(text, end).length], text: "" };
}

/** A block written on one line, opened: each member and comment on a line of its own. */
function opened(
  text: string,
  owner: Node,
  replaced: ReadonlyMap<Node, string[]>,
  appended: readonly string[],
  inner: readonly TextEdit[],
): TextEdit {
  const { open, close } = braces(owner);
  const eol = lineBreakOf(text);
  const indent = /^[ \t]*/.exec(text.slice(lineStart(text, owner.startIndex)))![0];
  const items: string[] = [];
  const inside = owner.namedChildren.filter(
    (c): c is Node => c !== null && c.startIndex >= open.endIndex && c.endIndex <= close.startIndex,
  );
  for (const child of inside.flatMap((c) => (c.type === "body" ? c.namedChildren.filter((n) => n !== null) : [c]))) {
    const replacement = replaced.get(child);
    if (replacement) items.push(...replacement);
    else items.push(applied(text, child.startIndex, child.endIndex, inner));
  }
  items.push(...appended);
  const range: [number, number] = [open.endIndex, close.startIndex];
  return { range, text: `${eol}${items.map((item) => `${indent}  ${item}`).join(eol)}${eol}${indent}` };
}

/** The text of `[start, end)` with the edits inside it applied; `edits` sorted, not overlapping. */
function applied(text: string, start: number, end: number, edits: readonly TextEdit[]): string {
  let out = "";
  let at = start;
  for (const edit of edits) {
    if (edit.range[0] < start || edit.range[1] > end) continue;
    out += text.slice(at, edit.range[0]) + edit.text;
    at = edit.range[1];
  }
  return out + text.slice(at, end);
}

/** New members after the last one's line, indented as it is. */
function appendedEdit(text: string, owner: Node, added: readonly NewProperty[]): TextEdit {
  const eol = lineBreakOf(text);
  const members = membersIn(owner);
  const last = members.at(-1);
  const { open, close } = braces(owner);
  if (!last) {
    const indent = /^[ \t]*/.exec(text.slice(lineStart(text, owner.startIndex)))![0];
    const lines = added.map((p) => `${indent}  ${propertyText(text, p, undefined)}`);
    if (indentOf(text, close.startIndex) !== undefined) {
      return {
        range: [lineStart(text, close.startIndex), lineStart(text, close.startIndex)],
        text: lines.map((l) => `${l}${eol}`).join(""),
      };
    }
    return { range: [open.endIndex, open.endIndex], text: lines.map((l) => `${eol}${l}`).join("") };
  }
  const indent =
    indentOf(text, last.startIndex) ?? `${/^[ \t]*/.exec(text.slice(lineStart(text, owner.startIndex)))![0]}  `;
  let at = endWithComments(last);
  if (owner.type === "object") {
    const after = at + spacesAfter(text, at).length;
    if (text[after] === ",") at = after + 1;
  }
  const where = lineEndAfter(text, at);
  return { range: [where, where], text: added.map((p) => `${eol}${indent}${propertyText(text, p, owner)}`).join("") };
}

/** The end of `at`'s line when only spaces or a line comment follow, else `at`. */
function lineEndAfter(text: string, at: number): number {
  const next = at + spacesAfter(text, at).length;
  const rest = restOfLine(text, at);
  if (rest) return at + rest.text.length - rest.lineBreak.length;
  if (text[next] === "#" || text.startsWith("//", next)) {
    let end = next;
    while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
    return end;
  }
  return at;
}

/** The model's edits as text edits, sorted and not overlapping. */
export function renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  const leaves: TextEdit[] = [];
  /** Blocks written on one line whose members change. */
  const reopened = new Map<Node, { replaced: Map<Node, string[]>; appended: string[] }>();
  const reopen = (owner: Node) => {
    let change = reopened.get(owner);
    if (!change) {
      change = { replaced: new Map(), appended: [] };
      reopened.set(owner, change);
    }
    return change;
  };
  for (const edit of edits) {
    switch (edit.type) {
      case "replace-value": {
        const [start, end] = edit.property.valueSpan.range;
        leaves.push({ range: [start, end], text: renderHclLiteral(edit.value) });
        break;
      }
      case "wrap-in-list": {
        const [start, end] = edit.property.valueSpan.range;
        leaves.push({ range: [start, start], text: "[" }, { range: [end, end], text: "]" });
        break;
      }
      case "rename-key": {
        const { node } = handleOf(edit.property);
        const { key } = keyAndValue(node);
        const equals = equalsAt(text, node);
        const name = edit.field.name;
        // An aligned `=` stays put when the new name leaves room.
        const spaces = equals === undefined ? 0 : equals - key.endIndex;
        const padded =
          spaces > 1 ? name.padEnd(Math.max(name.length + 1, key.endIndex - key.startIndex + spaces)) : name;
        leaves.push({ range: [key.startIndex, spaces > 1 ? equals! : key.endIndex], text: padded });
        break;
      }
      case "remove": {
        const { node, owner } = handleOf(edit.property);
        leaves.push(removal(text, node, owner));
        break;
      }
      case "replace-property": {
        const { node, owner } = handleOf(edit.property);
        // A replaced block's comments stay, each on its own line.
        const comments =
          node.type === "block" ? node.descendantsOfType("comment").flatMap((c) => (c ? [c.text] : [])) : [];
        const texts = [...comments, ...edit.with.map((p) => propertyText(text, p, owner))];
        if (owner.type !== "object" && oneLine(owner) && texts.length > 1) {
          reopen(owner).replaced.set(node, texts);
          break;
        }
        const indent = indentOf(text, node.startIndex);
        const lineIndent = /^[ \t]*/.exec(text.slice(lineStart(text, node.startIndex)))![0];
        const separator =
          owner.type !== "object" || indent !== undefined ? `${lineBreakOf(text)}${indent ?? lineIndent}` : ", ";
        leaves.push({ range: [node.startIndex, node.endIndex], text: texts.join(separator) });
        break;
      }
      case "insert": {
        const owner = edit.object.handle as Node;
        if (owner.type !== "object" && oneLine(owner)) {
          reopen(owner).appended.push(...edit.properties.map((p) => propertyText(text, p, undefined)));
        } else if (owner.type === "object" && oneLine(owner)) {
          const last = membersIn(owner).at(-1);
          const texts = edit.properties.map((p) => propertyText(text, p, undefined));
          if (!last) {
            const { open, close } = braces(owner);
            leaves.push({ range: [open.endIndex, close.startIndex], text: ` ${texts.join(", ")} ` });
          } else {
            const after = last.endIndex + spacesAfter(text, last.endIndex).length;
            if (text[after] === ",")
              leaves.push({ range: [after + 1, after + 1], text: texts.map((t) => ` ${t},`).join("") });
            else leaves.push({ range: [last.endIndex, last.endIndex], text: texts.map((t) => `, ${t}`).join("") });
          }
        } else {
          leaves.push(appendedEdit(text, owner, edit.properties));
        }
        break;
      }
    }
  }
  let pending = mergeEdits(leaves, { overlaps: "join" });
  for (const [owner, change] of reopened) {
    const { open, close } = braces(owner);
    const inside = pending.filter((e) => e.range[0] >= open.endIndex && e.range[1] <= close.startIndex);
    const outside = pending.filter((e) => !(e.range[0] >= open.endIndex && e.range[1] <= close.startIndex));
    pending = mergeEdits([...outside, opened(text, owner, change.replaced, change.appended, inside)], {
      overlaps: "join",
    });
  }
  return pending;
}
