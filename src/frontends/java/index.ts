/**
 * The Java front end: <kit>'s configuration builders in a tree-sitter Java tree, as the language-neutral
 * model (binding "java"), and the model's edits as Java text. Pure functions: no ESLint here.
 * What it understands: docs/java.md.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { TextEdit } from "../tree-sitter/text-edit.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export type { TextEdit } from "../tree-sitter/text-edit.js";
export { renderJavaLiteral } from "./render.js";

/** Every configuration written in a Java file, in source order. */
export function findJavaConfigs(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[] {
  return findConfigs(root, text, settings);
}

/** The model's edits as text edits on the Java file (sorted, not overlapping). */
export function renderJavaEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  return renderEdits(text, edits);
}
