/**
 * The Java front end: <kit>'s configuration builders in a tree-sitter Java tree, as the language-neutral
 * model (binding "java"), and the model's edits as Java text. Pure functions: no ESLint here.
 * What it understands: docs/java.md.
 */
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export { findConfigs } from "./discover.js";
export { renderEdits, renderJavaLiteral } from "./render.js";

export const frontEnd = treeSitterFrontEnd("java", { findConfigs, renderEdits });
