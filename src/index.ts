import type { Linter } from "eslint";
import { rules } from "../rules/index.js";
import { CSHARP_FILES, JAVA_FILES, SCRIPT_FILES, presetRules, type PresetName } from "./configs.js";
import { csharp } from "./languages/csharp.js";
import { java } from "./languages/java.js";
import type { TreeSitterLanguage } from "./languages/types.js";

export const NAMESPACE = "backend-config";
import { VERSION } from "./version.js";

export { VERSION };

/**
 * The plugin: an ESLint plugin (assignable to ESLint's `ESLint.Plugin`, @eslint/core's `Plugin`), with its
 * rules typed as @eslint/core's `RuleDefinition`s and its languages as @eslint/core's `Language`s.
 */
export interface BackendConfigPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: typeof rules;
  /** `language: "backend-config/java"` and `language: "backend-config/csharp"`. */
  languages: { java: TreeSitterLanguage; csharp: TreeSitterLanguage };
  /** `recommended`, `strict` and `all` for JavaScript and TypeScript files; `java` and `csharp` for those languages' files. */
  configs: Record<PresetName | "java" | "csharp", Linter.Config>;
}

const plugin: BackendConfigPlugin = {
  meta: { name: "eslint-plugin-backend-config", version: VERSION, namespace: NAMESPACE },
  rules,
  languages: { java, csharp },
  configs: {} as BackendConfigPlugin["configs"],
};

const plugins = { [NAMESPACE]: plugin };

for (const preset of ["recommended", "strict", "all"] as const) {
  plugin.configs[preset] = {
    name: `${NAMESPACE}/${preset}`,
    files: SCRIPT_FILES,
    plugins,
    rules: presetRules(preset, NAMESPACE, rules),
  };
}

// The languages' presets: the recommended rules, for the language's files.
for (const [name, files] of [
  ["java", JAVA_FILES],
  ["csharp", CSHARP_FILES],
] as const) {
  const language = `${NAMESPACE}/${name}`;
  plugin.configs[name] = {
    name: language,
    files,
    plugins,
    language,
    rules: presetRules("recommended", NAMESPACE, rules, language),
  };
}

export { rules };
export type { BackendConfigSettings } from "./settings.js";
export type { ConfigRule, ConfigRuleMeta, PluginDocs } from "./util/create-rule.js";
export type {
  Point,
  SyntaxNode,
  Traversal,
  TreeSitterComment,
  TreeSitterLanguage,
  TreeSitterLanguageOptions,
  TreeSitterLanguageSourceCode,
} from "./languages/types.js";
export default plugin;
