/** `language: "backend-config/csharp"`: C# through tree-sitter-c-sharp's grammar. */
import { createTreeSitterLanguage } from "./language.js";

export const csharp = createTreeSitterLanguage({ grammar: "csharp", commentTypes: ["comment"] });
