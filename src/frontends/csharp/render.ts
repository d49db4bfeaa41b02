/** The model's edits as C# text, in the initializer's comma and line style. */
import type { Node } from "web-tree-sitter";
import type { ConfigObject, ConfigProperty, Edit, LiteralValue, NewProperty } from "../../model/index.js";
import { indentOf, lineBreakOf, lineStart, restOfLine, spacesAfter, spacesBefore } from "../tree-sitter/lines.js";
import { preprocessed, segmentAt, type Segment } from "../../languages/preprocessor.js";
import { isCSharpLineEnd, isLineBreak } from "../../languages/line-breaks.js";
import { mergeEdits, removal, type TextEdit } from "../text-edit.js";
import { initializerOf } from "./syntax.js";

const remove = removal;

function isComment(node: Node): boolean {
  return node.type === "comment";
}

/** A node's children and their indexes, kept per render so that many removals in one initializer list it once. */
type Siblings = Map<number, { readonly list: Node[]; readonly index: Map<number, number> }>;

function siblingTokens(
  known: Siblings,
  node: Node,
): {
  before: Node | undefined;
  after: Node | undefined;
  between: (a: Node, b: Node) => boolean;
} {
  const parent = node.parent;
  let entry = parent ? known.get(parent.id) : undefined;
  if (!entry) {
    const list = parent?.children ?? [];
    entry = { list, index: new Map(list.map((s, i) => [s.id, i])) };
    if (parent) known.set(parent.id, entry);
  }
  const { list: siblings, index: indexOf } = entry;
  const index = indexOf.get(node.id) ?? -1;
  let after: Node | undefined;
  for (let i = index + 1; i < siblings.length; i++) {
    if (!isComment(siblings[i]!)) {
      after = siblings[i];
      break;
    }
  }
  let before: Node | undefined;
  for (let i = index - 1; i >= 0; i--) {
    if (!isComment(siblings[i]!)) {
      before = siblings[i];
      break;
    }
  }
  const between = (a: Node, b: Node) =>
    siblings
      .slice((indexOf.get(a.id) ?? -1) + 1, indexOf.get(b.id) ?? 0)
      .some((s) => isComment(s) && s.startIndex >= a.endIndex && s.endIndex <= b.startIndex);
  return { before, after, between };
}

/** Removes a range, with its line when nothing else stands on it. */
function removeAlone(text: string, start: number, end: number): TextEdit {
  const rest = restOfLine(text, end);
  return indentOf(text, start) !== undefined && rest?.lineBreak
    ? remove(lineStart(text, start), end + rest.text.length)
    : remove(start, end);
}

/**
 * Removes an initializer entry with its comma; an entry alone on its lines goes with its lines. Comments
 * stay, also one between the entry and its comma: then the entry and the comma go apart.
 */
function removeEntry(known: Siblings, text: string, node: Node, last: Node = node): TextEdit[] {
  const { before, between } = siblingTokens(known, node);
  const { after } = siblingTokens(known, last);
  const commaAfter = after?.type === "," ? after : undefined;
  const commaBefore = !commaAfter && before?.type === "," ? before : undefined;
  const comma = commaAfter ?? commaBefore;
  if (comma && (commaAfter ? between(last, comma) : between(comma, node))) {
    return [removeAlone(text, node.startIndex, last.endIndex), remove(comma.startIndex, comma.endIndex)];
  }
  const start = commaBefore ? commaBefore.startIndex : node.startIndex;
  const end = commaAfter ? commaAfter.endIndex : last.endIndex;
  const rest = restOfLine(text, end);
  if (commaAfter && indentOf(text, start) !== undefined && rest?.lineBreak) {
    // The entry and its comma fill whole lines.
    return [remove(lineStart(text, start), end + rest.text.length)];
  }
  if (commaAfter) {
    // Take the spaces up to what follows on the line (a comment stays where the entry stood), not a line break.
    const spaces = spacesAfter(text, end);
    const next = text.charAt(end + spaces.length);
    return [remove(start, next === "\n" || next === "\r" || next === "" ? end : end + spaces.length)];
  }
  return [remove(start, end)];
}

/** Where a statement may simply go: in a block, a switch section, or at the top level. */
function inStatementList(statement: Node): boolean {
  const parent = statement.parent?.type;
  return (
    parent === "block" || parent === "switch_section" || parent === "global_statement" || parent === "compilation_unit"
  );
}

/**
 * Removes a statement; one alone on its lines goes with its lines. A statement that is the body of an `if`,
 * a loop or a label becomes an empty block `{ }`, so that the next statement does not take its place.
 */
function removeStatement(text: string, statement: Node): TextEdit[] {
  if (!inStatementList(statement)) return [{ range: [statement.startIndex, statement.endIndex], text: "{ }" }];
  const node = statement.parent?.type === "global_statement" ? statement.parent : statement;
  const start = node.startIndex;
  const end = node.endIndex;
  const rest = restOfLine(text, end);
  const indent = indentOf(text, start);
  if (indent !== undefined && rest?.lineBreak) return [remove(lineStart(text, start), end + rest.text.length)];
  if (rest) {
    // Code before it on the line, nothing after: take the spaces before it too.
    const spaces = spacesBefore(text, start);
    return [remove(start - (indent === undefined ? spaces.length : 0), end + rest.text.length - rest.lineBreak.length)];
  }
  return [remove(start, end + spacesAfter(text, end).length)];
}

function valueText(property: ConfigProperty): string {
  return (property.handle as Node).childForFieldName("right")!.text;
}

function newValueText(p: NewProperty): string {
  return "literal" in p.value ? renderCSharpLiteral(p.value.literal) : valueText(p.value.copyOf);
}

/** The key node of a property: the name in `Key = ..` or in `c.Key = ..`. */
function keyNode(assignment: Node): Node {
  const left = assignment.childForFieldName("left")!;
  return left.type === "member_access_expression" ? left.childForFieldName("name")! : left;
}

function isEntry(assignment: Node): boolean {
  return assignment.parent?.type === "initializer_expression";
}

/** The separator between entries: a line break and the entry's indentation when it stands on its own line. */
function separatorFor(text: string, node: Node): string {
  const indent = indentOf(text, node.startIndex);
  return indent === undefined ? " " : `${lineBreakOf(text)}${indent}`;
}

function renderEntries(properties: readonly NewProperty[], separator: string): string {
  return properties.map((p) => `${p.field.spelling.csharp} = ${newValueText(p)}`).join(`,${separator}`);
}

function replaceProperty(
  known: Siblings,
  text: string,
  property: ConfigProperty,
  properties: readonly NewProperty[],
): TextEdit[] {
  const assignment = property.handle as Node;
  if (properties.length === 0) return removeProperty(known, text, property);
  if (isEntry(assignment)) {
    return [
      {
        range: [assignment.startIndex, assignment.endIndex],
        text: renderEntries(properties, separatorFor(text, assignment)),
      },
    ];
  }
  const statement = assignment.parent!;
  const receiver = assignment.childForFieldName("left")!.childForFieldName("expression")!.text;
  const statements = properties.map((p) => `${receiver}.${p.field.spelling.csharp} = ${newValueText(p)};`);
  if (!inStatementList(statement))
    return [{ range: [statement.startIndex, statement.endIndex], text: `{ ${statements.join(" ")} }` }];
  return [{ range: [statement.startIndex, statement.endIndex], text: statements.join(separatorFor(text, statement)) }];
}

function removeProperty(known: Siblings, text: string, property: ConfigProperty): TextEdit[] {
  const assignment = property.handle as Node;
  if (isEntry(assignment)) return removeEntry(known, text, assignment);
  if (assignment.parent?.type === "expression_statement") return removeStatement(text, assignment.parent);
  return [];
}

/** The end of a comment that follows a position on the same line (`A = 1, // note`), or the position itself. */
function afterTrailingComment(text: string, index: number): number {
  // A scan, not a regular expression: `(?:[^*]|\*(?!\/))*` over a comment of millions of characters overflows the stack.
  let at = index;
  while (text[at] === " " || text[at] === "\t") at++;
  if (text.startsWith("//", at)) {
    at += 2;
    while (at < text.length && !isCSharpLineEnd(text[at])) at++;
  } else if (text.startsWith("/*", at)) {
    const close = text.indexOf("*/", at + 2);
    if (close < 0) return index;
    for (let i = at + 2; i < close; i++) if (isCSharpLineEnd(text[i])) return index;
    at = close + 2;
    while (text[at] === " " || text[at] === "\t") at++;
    // Only a block comment that ends its line trails the entry.
    if (!isCSharpLineEnd(text[at])) return index;
  } else {
    return index;
  }
  return at - spacesBefore(text, at).length;
}

/** Inserts entries before the initializer's `}` (adding `{ .. }` when there is none), in the initializer's comma style. */
function insertEntries(
  known: Siblings,
  text: string,
  object: ConfigObject,
  properties: readonly NewProperty[],
): TextEdit[] {
  const node = object.handle as Node;
  const initializer = initializerOf(node);
  if (!initializer) return [{ range: [node.endIndex, node.endIndex], text: ` { ${renderEntries(properties, " ")} }` }];
  const items = initializer.namedChildren.filter((c) => !isComment(c));
  const last = items.at(-1);
  const open = initializer.firstChild!;
  const close = initializer.lastChild!;
  if (!last) {
    const inner = text.slice(open.endIndex, close.startIndex);
    if (/^\s*$/.test(inner)) {
      const closeIndent = indentOf(text, close.startIndex);
      if (!/[\r\n]/.test(inner) || closeIndent === undefined) {
        return [{ range: [open.endIndex, close.startIndex], text: ` ${renderEntries(properties, " ")} ` }];
      }
      const indent = `${closeIndent}    `;
      const eol = lineBreakOf(text);
      return [
        {
          range: [open.endIndex, close.startIndex],
          text: `${eol}${indent}${renderEntries(properties, `${eol}${indent}`)}${eol}${closeIndent}`,
        },
      ];
    }
    // Only comments inside: the entries go before the `}`.
    return [
      {
        range: [close.startIndex, close.startIndex],
        text: `${/\s$/.test(inner) ? "" : " "}${renderEntries(properties, " ")} `,
      },
    ];
  }
  const separator = separatorFor(text, last);
  const entries = renderEntries(properties, separator);
  const { after } = siblingTokens(known, last);
  const multiLine = separator !== " ";
  if (after?.type === ",") {
    const at = multiLine ? afterTrailingComment(text, after.endIndex) : after.endIndex;
    return [{ range: [at, at], text: `${separator}${entries},` }];
  }
  const at = multiLine ? afterTrailingComment(text, last.endIndex) : last.endIndex;
  if (at === last.endIndex) return [{ range: [at, at], text: `,${separator}${entries}` }];
  // `A = 1 // note`: the comma after the entry, the new entries after the comment.
  return [
    { range: [last.endIndex, last.endIndex], text: "," },
    { range: [at, at], text: `${separator}${entries}` },
  ];
}

/** One of the model's edits as text edits on a C# file; removals of entries are rendered by runs, apart. */
function renderEdit(known: Siblings, text: string, edit: Edit): TextEdit[] {
  switch (edit.type) {
    case "remove":
      return isEntry(edit.property.handle as Node) ? [] : removeProperty(known, text, edit.property);
    case "replace-value": {
      const right = (edit.property.handle as Node).childForFieldName("right")!;
      return [{ range: [right.startIndex, right.endIndex], text: renderCSharpLiteral(edit.value) }];
    }
    case "rename-key": {
      const key = keyNode(edit.property.handle as Node);
      return [{ range: [key.startIndex, key.endIndex], text: edit.field.spelling.csharp }];
    }
    case "replace-property":
      return replaceProperty(known, text, edit.property, edit.with);
    case "insert":
      return insertEntries(known, text, edit.object, edit.properties);
    case "wrap-in-list":
      // The tool's JSON syntax only: no rule offers it here.
      return [];
  }
}

/**
 * The initializer entries that removals take, as runs of neighbours with only a comma between them: each run is
 * removed as one entry, so that removals side by side neither overlap nor leave a comma behind.
 */
function entryRemovalRuns(known: Siblings, edits: readonly Edit[]): Node[][] {
  const entries = edits.flatMap((e) => (e.type === "remove" && isEntry(e.property.handle as Node) ? [e.property] : []));
  const nodes = [...new Set(entries.map((p) => p.handle as Node))].sort((a, b) => a.startIndex - b.startIndex);
  const runs: Node[][] = [];
  for (const node of nodes) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    const tokens = previous && siblingTokens(known, previous);
    const comma = tokens?.after?.type === "," ? tokens.after : undefined;
    const next = comma && siblingTokens(known, comma).after;
    if (previous && tokens && next?.id === node.id && !tokens.between(previous, node)) run!.push(node);
    else runs.push([node]);
  }
  return runs;
}

/**
 * Whether text edits change only the preprocessor branch `branch` (docs/csharp.md#preprocessor-directives): each
 * lies between two directive lines, in text the parser read, and leaves a directive that follows at the start of
 * its line.
 */
function staysInBranch(
  text: string,
  segments: readonly Segment[],
  branch: number,
  edits: readonly TextEdit[],
): boolean {
  return edits.every(({ range: [start, end], text: inserted }) => {
    const segment = segmentAt(segments, start) ?? (start === end ? segmentAt(segments, start - 1) : undefined);
    if (!segment?.read || segment.branch !== branch || end > segment.end) return false;
    if (end < segment.end || segment.end === text.length) return true;
    return inserted === "" ? start === 0 || isLineBreak(text[start - 1]) : isLineBreak(inserted.at(-1));
  });
}

/**
 * Turns the model's edits into text edits on a C# file; none when one of them would change a preprocessor branch
 * other than the one its configuration or property is written in (ESLint then offers no fix).
 */
export function renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  const known: Siblings = new Map();
  const segments = preprocessed(text)?.segments;
  const staysAt = (anchor: Node, rendered: readonly TextEdit[]) =>
    !segments || staysInBranch(text, segments, segmentAt(segments, anchor.startIndex)?.branch ?? 0, rendered);
  const out: TextEdit[] = [];
  for (const run of entryRemovalRuns(known, edits)) {
    const rendered = removeEntry(known, text, run[0]!, run.at(-1));
    if (!staysAt(run[0]!, rendered)) return [];
    out.push(...rendered);
  }
  for (const edit of edits) {
    const rendered = renderEdit(known, text, edit);
    if (!staysAt((edit.type === "insert" ? edit.object.handle : edit.property.handle) as Node, rendered)) return [];
    out.push(...rendered);
  }
  return mergeEdits(out, { overlaps: "join" });
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  '"': '\\"',
  "\0": "\\0",
  "\x07": "\\a",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
};

/** A literal in C#; a string escapes control characters, lone surrogates and the line ends C# does not take in one. */
export function renderCSharpLiteral(value: LiteralValue): string {
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c in SHORT_ESCAPES) {
      out += SHORT_ESCAPES[c];
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length && /[\udc00-\udfff]/.test(value[i + 1]!)) {
      out += c + value[i + 1]!;
      i++;
    } else if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else {
      out += c;
    }
  }
  return `${out}"`;
}
