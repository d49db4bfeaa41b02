/** The tool's native syntax (`*.tf`, `*.tofu`); the grammar's one comment type holds `#`, `//` and `/* *\/`. */
import { createTreeSitterLanguage } from "./language.js";

export const hcl = createTreeSitterLanguage({ grammar: "hcl", commentTypes: ["comment"] });
