/**
 * `language: "backend-config/csharp"`: C# through tree-sitter-c-sharp's grammar, which reads the text the
 * preprocessor leaves (src/languages/preprocessor.ts).
 */
import { createTreeSitterLanguage } from "./language.js";
import { preprocessed } from "./preprocessor.js";

// C#'s new-line characters are `\r`, `\n`, U+0085, U+2028 and U+2029 (the language specification, 6.3.2).
export const csharp = createTreeSitterLanguage({
  grammar: "csharp",
  commentTypes: ["comment"],
  prepare: (text) => preprocessed(text)?.text ?? text,
  lineEnds: "\r\u0085\u2028\u2029",
});
