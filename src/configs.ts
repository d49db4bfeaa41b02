import type { Linter } from "eslint";
import type { PluginDocs } from "./util/create-rule.js";

/** Files the JavaScript and TypeScript presets apply to. */
export const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

interface RuleLike {
  meta?: { docs?: Partial<PluginDocs> };
}

/** The `recommended` preset, computed from each rule's `meta.docs.recommended`. */
export function recommendedRules(namespace: string, rules: Readonly<Record<string, RuleLike>>): Linter.RulesRecord {
  const entries = Object.entries(rules).flatMap(([id, rule]) => {
    const level = rule.meta?.docs?.recommended;
    return level ? [[`${namespace}/${id}`, level] as const] : [];
  });
  return Object.fromEntries(entries);
}
