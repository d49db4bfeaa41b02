/**
 * `language: "backend-config/hcl"`: the tool's native syntax (`*.tf`, `*.tofu`) through the HCL grammar of
 * `@tree-sitter-grammars/tree-sitter-hcl`. Its one comment node type holds `#`, `//` and `/* *\/` comments.
 */
import { createTreeSitterLanguage } from "./language.js";

export const hcl = createTreeSitterLanguage({ grammar: "hcl", commentTypes: ["comment"] });
