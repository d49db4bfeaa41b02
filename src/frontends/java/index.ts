import type { Node } from "web-tree-sitter";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { TextEdit } from "../tree-sitter/text-edit.js";

// Stub until the Java front end lands: finds nothing.
export function findJavaConfigs(_root: Node, _text: string, _settings: ResolvedSettings): ConfigLiteral[] {
  return [];
}

export function renderJavaEdits(_text: string, _edits: readonly Edit[]): TextEdit[] {
  return [];
}
