/**
 * `language: "backend-config/csharp"`: C# through tree-sitter-c-sharp's grammar, which reads the text the
 * preprocessor leaves (src/languages/preprocessor.ts).
 */
import { createTreeSitterLanguage } from "./language.js";
import { preprocessed } from "./preprocessor.js";

export const csharp = createTreeSitterLanguage({
  grammar: "csharp",
  commentTypes: ["comment"],
  prepare: (text) => preprocessed(text)?.text ?? text,
});
