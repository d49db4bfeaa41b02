/** The C# front end: finds configurations in a tree-sitter C# tree and renders edits as C# (docs/csharp.md). */
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export { findConfigs } from "./discover.js";
export { renderCSharpLiteral, renderEdits } from "./render.js";

export const frontEnd = treeSitterFrontEnd("csharp", { findConfigs, renderEdits });
