/** `language: "backend-config/java"`: Java through tree-sitter-java's grammar. */
import { createTreeSitterLanguage } from "./language.js";

// Java ends a line at `\n`, `\r` and `\r\n` (JLS 3.4); U+2028 and U+2029 are no line terminators there.
export const java = createTreeSitterLanguage({
  grammar: "java",
  commentTypes: ["line_comment", "block_comment"],
  lineEnds: "\r",
});
