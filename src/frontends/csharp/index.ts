import type { Node } from "web-tree-sitter";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { TextEdit } from "../tree-sitter/text-edit.js";

// Stub until the C# front end lands: finds nothing.
export function findCSharpConfigs(_root: Node, _text: string, _settings: ResolvedSettings): ConfigLiteral[] {
  return [];
}

export function renderCSharpEdits(_text: string, _edits: readonly Edit[]): TextEdit[] {
  return [];
}
