/** `language: "backend-config/java"`: Java through tree-sitter-java's grammar. */
import { createTreeSitterLanguage } from "./language.js";

export const java = createTreeSitterLanguage({ grammar: "java", commentTypes: ["line_comment", "block_comment"] });
