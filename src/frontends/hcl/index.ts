/** The front end of the tool's native syntax (`*.tf`, the fork's `*.tofu`); what it understands: docs/hcl.md. */
import { markForkOnly } from "../fork.js";
import { treeSitterFrontEnd } from "../tree-sitter/front-end.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export const frontEnd = treeSitterFrontEnd("hcl", {
  findConfigs: (root, text, _settings, filename) => markForkOnly(findConfigs(root, text), filename),
  renderEdits,
});
