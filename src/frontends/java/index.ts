/** The Java front end: <kit>'s builders in a tree-sitter tree as the model (binding "java"); see docs/java.md. */
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export { findConfigs } from "./discover.js";
export { renderEdits, renderJavaLiteral } from "./render.js";

export const frontEnd = treeSitterFrontEnd("java", { findConfigs, renderEdits });
