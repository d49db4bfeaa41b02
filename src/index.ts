import type { Linter } from "eslint";
import { createRequire } from "node:module";
import { rules } from "../rules/index.js";
import {
  CSHARP_FILES,
  HCL_FILES,
  JAVA_FILES,
  JSON_FILES,
  SCRIPT_FILES,
  presetRules,
  type PresetName,
} from "./configs.js";
import { csharp } from "./languages/csharp.js";
import { hcl } from "./languages/hcl.js";
import { java } from "./languages/java.js";
import type { TreeSitterLanguage } from "./languages/types.js";
import { VERSION } from "./version.js";

export { VERSION };

export const NAMESPACE = "backend-config";

/** Assignable to ESLint's `ESLint.Plugin` and @eslint/core's `Plugin`. */
export interface BackendConfigPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: typeof rules;
  languages: { java: TreeSitterLanguage; csharp: TreeSitterLanguage; hcl: TreeSitterLanguage };
  /** `hcl` is the tool's native syntax; `json` also turns on @eslint/json's language and its `no-duplicate-keys` rule. */
  configs: Record<PresetName | "java" | "csharp" | "hcl" | "json", Linter.Config>;
}

const plugin: BackendConfigPlugin = {
  meta: { name: "eslint-plugin-backend-config", version: VERSION, namespace: NAMESPACE },
  rules,
  languages: { java, csharp, hcl },
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

for (const [name, files] of [
  ["java", JAVA_FILES],
  ["csharp", CSHARP_FILES],
  ["hcl", HCL_FILES],
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

// Loaded when first read, so that a config without @eslint/json pays nothing. The tool rejects a key written twice
// (docs/behaviour.md#the-tools-json-syntax).
const require = createRequire(import.meta.url);
let jsonPreset: Linter.Config | undefined;
Object.defineProperty(plugin.configs, "json", {
  enumerable: true,
  configurable: true,
  get(): Linter.Config {
    if (!jsonPreset) {
      const { default: json } = require("@eslint/json") as { default: NonNullable<Linter.Config["plugins"]>[string] };
      const language = "json/json";
      jsonPreset = {
        name: `${NAMESPACE}/json`,
        files: JSON_FILES,
        plugins: { json, ...plugins },
        language,
        rules: { "json/no-duplicate-keys": "error", ...presetRules("recommended", NAMESPACE, rules, language) },
      };
    }
    return jsonPreset;
  },
});

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
