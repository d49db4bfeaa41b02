/**
 * The C# front end: finds configurations in a tree-sitter C# tree (binding "csharp") and renders the model's
 * edits as C# text. Pure functions over the tree; no ESLint here.
 * What it understands: docs/csharp.md.
 */
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export { findConfigs } from "./discover.js";
export { renderCSharpLiteral, renderEdits } from "./render.js";

export const frontEnd = treeSitterFrontEnd("csharp", { findConfigs, renderEdits });
