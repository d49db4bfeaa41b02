import type { ESLint, Linter } from "eslint";
import { rules } from "../rules/index.js";
import { SCRIPT_FILES, recommendedRules } from "./configs.js";

export const NAMESPACE = "backend-config";
export const VERSION = "0.1.0";

const plugin = {
  meta: { name: "eslint-plugin-backend-config", version: VERSION, namespace: NAMESPACE },
  rules,
  configs: {} as { recommended: Linter.Config },
};

plugin.configs.recommended = {
  name: `${NAMESPACE}/recommended`,
  files: SCRIPT_FILES,
  plugins: { [NAMESPACE]: plugin as unknown as ESLint.Plugin },
  rules: recommendedRules(NAMESPACE, rules),
};

export { rules };
export type { BackendConfigSettings } from "./settings.js";
export default plugin;
