import { createTreeSitterLanguage } from "./language.js";
import { preprocessed } from "./preprocessor.js";

// C#'s new-line characters (the language specification, 6.3.2).
export const csharp = createTreeSitterLanguage({
  grammar: "csharp",
  commentTypes: ["comment"],
  prepare: (text) => preprocessed(text)?.text ?? text,
  lineEnds: "\r\u0085\u2028\u2029",
});
