import type { ESLint, Linter } from "eslint";
import { rules } from "../rules/index.js";
import { SCRIPT_FILES, presetRules, type PresetName } from "./configs.js";

export const NAMESPACE = "backend-config";
export const VERSION = "0.1.0";

const plugin = {
  meta: { name: "eslint-plugin-backend-config", version: VERSION, namespace: NAMESPACE },
  rules,
  configs: {} as Record<PresetName, Linter.Config>,
};

for (const preset of ["recommended", "strict", "all"] as const) {
  plugin.configs[preset] = {
    name: `${NAMESPACE}/${preset}`,
    files: SCRIPT_FILES,
    plugins: { [NAMESPACE]: plugin as unknown as ESLint.Plugin },
    rules: presetRules(preset, NAMESPACE, rules),
  };
}

export { rules };
export type { BackendConfigSettings } from "./settings.js";
export default plugin;
