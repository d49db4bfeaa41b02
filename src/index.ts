import type { ESLint, Linter } from "eslint";
import { rules } from "../rules/index.js";
import { CSHARP_FILES, JAVA_FILES, SCRIPT_FILES, presetRules, type PresetName } from "./configs.js";
import { csharp } from "./languages/csharp.js";
import { java } from "./languages/java.js";

export const NAMESPACE = "backend-config";
export const VERSION = "0.1.0";

const plugin = {
  meta: { name: "eslint-plugin-backend-config", version: VERSION, namespace: NAMESPACE },
  rules,
  /** `language: "backend-config/java"` and `language: "backend-config/csharp"`. */
  languages: { java, csharp },
  configs: {} as Record<PresetName | "java" | "csharp", Linter.Config>,
};

const plugins = { [NAMESPACE]: plugin as unknown as ESLint.Plugin };

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
  plugin.configs[name] = { name: language, files, plugins, language, rules: presetRules("recommended", NAMESPACE, rules, language) };
}

export { rules };
export type { BackendConfigSettings } from "./settings.js";
export default plugin;
