import type { Node } from "web-tree-sitter";
import type { Span } from "../../model/index.js";

/** `loc` counts tree-sitter's rows, which only `\n` ends; reports are placed from the range (locOf). */
export function spanOf(node: Node): Span {
  return {
    range: [node.startIndex, node.endIndex],
    loc: {
      start: { line: node.startPosition.row + 1, column: node.startPosition.column },
      end: { line: node.endPosition.row + 1, column: node.endPosition.column },
    },
  };
}

export function spanBetween(start: Node, end: Node): Span {
  const a = spanOf(start);
  const b = spanOf(end);
  return { range: [a.range[0], b.range[1]], loc: { start: a.loc.start, end: b.loc.end } };
}
