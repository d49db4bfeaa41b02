import { createTreeSitterLanguage } from "./language.js";
import { CSHARP_LINE_ENDS } from "./line-breaks.js";
import { preprocessed } from "./preprocessor.js";

export const csharp = createTreeSitterLanguage({
  grammar: "csharp",
  commentTypes: ["comment"],
  prepare: (text) => preprocessed(text)?.text ?? text,
  lineEnds: CSHARP_LINE_ENDS,
});
