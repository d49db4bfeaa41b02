import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import {
  spellLike,
  type ConfigObject,
  type ConfigProperty,
  type Edit,
  type LiteralValue,
  type NewProperty,
} from "../../model/index.js";
import { isLineBreak, restOfLinePattern } from "../../languages/line-breaks.js";
import { mergeEdits, type TextEdit } from "../text-edit.js";
import { unwrap } from "./syntax.js";

type Fix = TextEdit;
type SourceCode = TSESLint.SourceCode;

const isComma = (token: TSESTree.Token | null): token is TSESTree.Token =>
  token !== null && token.type === "Punctuator" && token.value === ",";

/**
 * Keeps the quote style of the value it replaces. U+2028 and U+2029 are escaped too: JSON leaves them as they
 * are, and JavaScript before ES2019 does not take them in a string literal.
 */
function renderLiteral(value: LiteralValue, quote: "'" | '"' = '"'): string {
  if (typeof value !== "string") return String(value);
  const json = JSON.stringify(value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  if (quote === '"') return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function quoteOf(sourceCode: SourceCode, node: TSESTree.Node | undefined): "'" | '"' {
  return node?.type === "Literal" && typeof node.value === "string" && sourceCode.getText(node).startsWith("'")
    ? "'"
    : '"';
}

function isIdentifierName(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name);
}

function keyText(name: string): string {
  return isIdentifierName(name) ? name : JSON.stringify(name);
}

/** ESLint's lines end at any of `\r\n`, `\n`, `\r`, U+2028 and U+2029, so a line's start comes from its index. */
function lineStart(sourceCode: SourceCode, index: number): number {
  return sourceCode.getIndexFromLoc({ line: sourceCode.getLocFromIndex(index).line, column: 0 });
}

/** A new line repeats the file's own line break; a line feed on the first line. */
function lineBreakBefore(sourceCode: SourceCode, index: number): string {
  const line = sourceCode.getLocFromIndex(index).line;
  if (line < 2) return "\n";
  const end = sourceCode.getIndexFromLoc({ line: line - 1, column: 0 }) + sourceCode.lines[line - 2]!.length;
  return sourceCode.text.slice(end, sourceCode.getIndexFromLoc({ line, column: 0 }));
}

const REST_OF_LINE = restOfLinePattern();
const SPACES = /[ \t]*/y;

const replace = (start: number, end: number, text: string): Fix => ({ range: [start, end], text });
const remove = (range: readonly [number, number]): Fix => replace(range[0], range[1], "");
const insertAfter = (at: { range: readonly [number, number] }, text: string): Fix =>
  replace(at.range[1], at.range[1], text);
const insertBefore = (at: { range: readonly [number, number] }, text: string): Fix =>
  replace(at.range[0], at.range[0], text);
const replaceNode = (at: { range: readonly [number, number] }, text: string): Fix =>
  replace(at.range[0], at.range[1], text);

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/**
 * A property alone on its lines goes with its lines. Comments stay, so one between the property and its comma
 * (`a: 1 /* c *\/, b: 2`) makes the property and the comma go apart.
 */
function removeProperty(sourceCode: SourceCode, node: TSESTree.Property, last: TSESTree.Property = node): Fix[] {
  const text = sourceCode.text;
  const after = sourceCode.getTokenAfter(last);
  const before = sourceCode.getTokenBefore(node);
  const comma = isComma(after) ? after : isComma(before) ? before : undefined;
  if (comma && sourceCode.commentsExistBetween(comma === after ? last : comma, comma === after ? comma : node)) {
    return [remove([node.range[0], last.range[1]]), remove(comma.range)];
  }
  const start = comma === before ? comma.range[0] : node.range[0];
  const end = comma === after ? comma.range[1] : last.range[1];
  const beforeOnLine = text.slice(lineStart(sourceCode, start), start);
  const rest = matchAt(REST_OF_LINE, text, end);
  if (comma === after && /^[ \t]*$/.test(beforeOnLine) && rest?.[1]) {
    return [remove([lineStart(sourceCode, start), end + rest[0].length])];
  }
  if (comma === after) {
    // The spaces up to a comment on the line go (the comment stays where the property stood); a line break stays.
    const spaces = matchAt(SPACES, text, end)![0];
    const lineEnds = isLineBreak(text.charAt(end + spaces.length));
    return [remove([start, lineEnds ? end : end + spaces.length])];
  }
  return [remove([start, end])];
}

/** Inserted keys follow the neighbouring key's style. */
type KeyStyle = "snake" | "pascal" | "camel";

function keyStyleOf(property: ConfigProperty | undefined): KeyStyle {
  if (!property?.field) return "camel";
  if (property.key === property.field.name && property.key.includes("_")) return "snake";
  return /^[A-Z]/.test(property.key) ? "pascal" : "camel";
}

function keyFor(field: NewProperty["field"], style: KeyStyle): string {
  return style === "snake" ? field.name : style === "pascal" ? field.spelling.csharp : field.spelling.ts;
}

function renderProperties(
  sourceCode: SourceCode,
  properties: readonly NewProperty[],
  separator: string,
  style: KeyStyle,
): string {
  return properties
    .map((p) => {
      const value = "literal" in p.value ? renderLiteral(p.value.literal) : valueText(sourceCode, p.value.copyOf);
      return `${keyText(keyFor(p.field, style))}: ${value}`;
    })
    .join(separator);
}

/** A property on its own line gets its neighbours on their own lines, with its indentation. */
function separatorFor(sourceCode: SourceCode, node: TSESTree.Node): string {
  const text = sourceCode.text;
  const start = lineStart(sourceCode, node.range[0]);
  const indent = text.slice(start, node.range[0]);
  return /^[ \t]*$/.test(indent) ? `,${lineBreakBefore(sourceCode, node.range[0])}${indent}` : ", ";
}

function valueNode(property: ConfigProperty): TSESTree.Node {
  return (property.handle as TSESTree.Property).value;
}

/**
 * A sequence expression keeps its parentheses, which are not part of its node: written bare after a key it
 * would be two properties' worth of text and no longer parse.
 */
function valueText(sourceCode: SourceCode, property: ConfigProperty): string {
  const node = valueNode(property);
  const text = sourceCode.getText(node);
  return node.type === "SequenceExpression" ? `(${text})` : text;
}

/** Only the last expression of a sequence is replaced, so that what runs before it stays. */
function resultOf(node: TSESTree.Node): TSESTree.Node {
  let target = node;
  for (let inner = unwrap(target); inner.type === "SequenceExpression"; inner = unwrap(target))
    target = inner.expressions.at(-1)!;
  return target;
}

/**
 * The properties that removals take, as runs of neighbours in one object with no comment between them: each run is
 * removed as one property (its commas as one property's), so that removals side by side neither overlap nor leave a
 * comma behind.
 */
function removalRuns(sourceCode: SourceCode, edits: readonly Edit[]): TSESTree.Property[][] {
  const removed = edits.flatMap((e) => (e.type === "remove" ? [e.property.handle as TSESTree.Property] : []));
  const unique = [...new Set(removed)].sort((a, b) => a.range[0] - b.range[0]);
  // Each object's properties by place, listed once: a removal of every write of a key takes many of them.
  const places = new Map<TSESTree.Node, number>();
  const placeOf = (node: TSESTree.Property) => {
    if (!places.has(node) && node.parent.type === "ObjectExpression")
      node.parent.properties.forEach((p, i) => places.set(p, i));
    return places.get(node) ?? -1;
  };
  const runs: TSESTree.Property[][] = [];
  for (const node of unique) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    const adjacent =
      previous?.parent === node.parent &&
      placeOf(node) > 0 &&
      placeOf(previous) === placeOf(node) - 1 &&
      !sourceCode.commentsExistBetween(previous, node);
    if (adjacent) run!.push(node);
    else runs.push([node]);
  }
  return runs;
}

export function renderEdits(sourceCode: SourceCode, edits: readonly Edit[]): Fix[] {
  const removals = removalRuns(sourceCode, edits).flatMap((run) => removeProperty(sourceCode, run[0]!, run.at(-1)));
  // Runs that a comment keeps apart may share a comma: their removals become one.
  return mergeEdits(removals, { overlaps: "drop-inner-removals" }).concat(renderOtherEdits(sourceCode, edits));
}

function renderOtherEdits(sourceCode: SourceCode, edits: readonly Edit[]): Fix[] {
  return edits.flatMap((edit): Fix | Fix[] => {
    switch (edit.type) {
      case "remove":
        return [];
      case "replace-value": {
        const property = edit.property.handle as TSESTree.Property;
        const target = resultOf(property.value);
        const literal = renderLiteral(edit.value, quoteOf(sourceCode, target));
        // `{ acl }` becomes `{ acl: "private" }`: the reference gives way to the value.
        if (property.shorthand) return insertAfter(property, `: ${literal}`);
        return replaceNode(target, literal);
      }
      case "rename-key": {
        const property = edit.property.handle as TSESTree.Property;
        // A key that is no field keeps its own style (see spellLike).
        const name = edit.property.field
          ? keyFor(edit.field, keyStyleOf(edit.property))
          : spellLike(edit.property.key, edit.field, "ts");
        const key = keyText(name);
        if (property.shorthand) return insertBefore(property, `${key}: `);
        return replaceNode(property.key, property.computed ? JSON.stringify(name) : key);
      }
      case "replace-property": {
        const property = edit.property.handle as TSESTree.Property;
        if (edit.with.length === 0) return removeProperty(sourceCode, property);
        const text = renderProperties(
          sourceCode,
          edit.with,
          separatorFor(sourceCode, property),
          keyStyleOf(edit.property),
        );
        return replaceNode(property, text);
      }
      case "insert":
        return insertProperties(sourceCode, edit.object, edit.properties);
      case "wrap-in-list":
        // Only the tool's JSON syntax has lists of backends: no rule offers it here.
        return [];
    }
  });
}

function insertProperties(sourceCode: SourceCode, object: ConfigObject, properties: readonly NewProperty[]): Fix {
  const node = object.handle as TSESTree.ObjectExpression;
  const last = node.properties.at(-1);
  const closing = sourceCode.getLastToken(node)!;
  const neighbour = object.entries.findLast((e): e is ConfigProperty => e.type === "property" && e.editable);
  const style = keyStyleOf(neighbour);
  if (!last) {
    return insertBefore(closing, ` ${renderProperties(sourceCode, properties, ", ", style)} `);
  }
  const separator = separatorFor(sourceCode, last);
  const after = sourceCode.getTokenAfter(last);
  const text = renderProperties(sourceCode, properties, separator, style);
  if (isComma(after)) return insertAfter(after, `${separator.slice(1)}${text},`);
  return insertAfter(last, `${separator}${text}`);
}
