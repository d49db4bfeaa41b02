/**
 * The HCL front end: backend blocks and remote-state data sources of the tool's native syntax (`*.tf`, and the open
 * fork's `*.tofu`, whose configurations are marked `forkOnly`) in a tree-sitter HCL tree, as the language-neutral
 * model (binding "json": keys are the tool's attribute names), and the model's edits as HCL text. What it
 * understands: docs/hcl.md.
 */
import { markForkOnly } from "../fork.js";
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export const frontEnd = treeSitterFrontEnd("hcl", {
  findConfigs: (root, text, _settings, filename) => markForkOnly(findConfigs(root, text), filename),
  renderEdits,
});
