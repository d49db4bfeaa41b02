import type { Node } from "web-tree-sitter";
import type { Span } from "../../model/index.js";
export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}
export function spanOf(node: Node): Span {
  return {
    range: [node.startIndex, node.endIndex],
    loc: {
      start: { line: node.startPosition.row + 1, column: node.startPosition.column },
      end: { line: node.endPosition.row + 1, column: node.endPosition.column },
    },
  };
}
