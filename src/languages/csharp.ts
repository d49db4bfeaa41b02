/**
 * `language: "backend-config/csharp"`: C# through tree-sitter-c-sharp's grammar, which reads the text the
 * preprocessor leaves (src/languages/preprocessor.ts).
 */
import { createTreeSitterLanguage } from "./language.js";
import { CSHARP_LINE_ENDS } from "./line-breaks.js";
import { preprocessed } from "./preprocessor.js";

export const csharp = createTreeSitterLanguage({
  grammar: "csharp",
  commentTypes: ["comment"],
  prepare: (text) => preprocessed(text)?.text ?? text,
  lineEnds: CSHARP_LINE_ENDS,
});
