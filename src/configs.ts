import type { Linter } from "eslint";
import type { PluginDocs } from "./util/create-rule.js";

/** Files the JavaScript and TypeScript presets apply to. */
export const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

/** Files the `java` preset applies to. */
export const JAVA_FILES = ["**/*.java"];

/** Files the `csharp` preset applies to. */
export const CSHARP_FILES = ["**/*.cs"];

interface RuleLike {
  meta?: { docs?: Partial<PluginDocs>; languages?: readonly string[] };
}

/**
 * The `recommended` rules, computed from each rule's `meta.docs.recommended`; with `language` (such as
 * `backend-config/java`), only the rules whose `meta.languages` name it (a rule without the key serves all).
 */
export function recommendedRules(namespace: string, rules: Readonly<Record<string, RuleLike>>, language?: string): Linter.RulesRecord {
  const entries = Object.entries(rules).flatMap(([id, rule]) => {
    const level = rule.meta?.docs?.recommended;
    const languages = rule.meta?.languages;
    const serves = language === undefined || languages === undefined || languages.includes(language);
    return level && serves ? [[`${namespace}/${id}`, level] as const] : [];
  });
  return Object.fromEntries(entries);
}
