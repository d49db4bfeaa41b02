/**
 * The C# front end: finds configurations in a tree-sitter C# tree (binding "csharp") and renders the model's
 * edits as C# text. Pure functions over the tree; no ESLint here.
 * What it understands: docs/csharp.md.
 */
export { findCSharpConfigs } from "./discover.js";
export { renderCSharpEdits } from "./render.js";
export { renderCSharpLiteral } from "./render.js";
