import type { Linter } from "eslint";
import type { PluginDocs } from "./util/create-rule.js";

export const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

export const JAVA_FILES = ["**/*.java"];

export const CSHARP_FILES = ["**/*.cs"];

/** The tool's native syntax, and the open fork's own extension. */
export const HCL_FILES = ["**/*.tf", "**/*.tofu"];

/** `cdk.tf.json` is what <kit> writes out for each stack; `*.tf.json` is written by hand. */
export const JSON_FILES = ["**/cdk.tf.json", "**/*.tf.json"];

interface RuleLike {
  meta?: { docs?: Partial<PluginDocs>; languages?: readonly string[] };
}

export type PresetName = "recommended" | "strict" | "all";

/** `all` turns on every rule, at its marked severity or as an error. */
function presetLevel(preset: PresetName, docs: Partial<PluginDocs> | undefined): "error" | "warn" | undefined {
  const recommended = docs?.recommended;
  if (preset === "recommended") return recommended;
  if (preset === "strict") return recommended ?? docs?.strict;
  return recommended ?? docs?.strict ?? "error";
}

/** With `language`, only the rules whose `meta.languages` name it (a rule without the key serves all). */
export function presetRules(
  preset: PresetName,
  namespace: string,
  rules: Readonly<Record<string, RuleLike>>,
  language?: string,
): Linter.RulesRecord {
  const entries = Object.entries(rules).flatMap(([id, rule]) => {
    const level = presetLevel(preset, rule.meta?.docs);
    const languages = rule.meta?.languages;
    const serves = language === undefined || languages === undefined || languages.includes(language);
    return level && serves ? [[`${namespace}/${id}`, level] as const] : [];
  });
  return Object.fromEntries(entries);
}
