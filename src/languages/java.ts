import { createTreeSitterLanguage } from "./language.js";

// Java ends a line at `\n`, `\r` and `\r\n` (JLS 3.4), not at U+2028 or U+2029.
export const java = createTreeSitterLanguage({
  grammar: "java",
  commentTypes: ["line_comment", "block_comment"],
  lineEnds: "\r",
});
