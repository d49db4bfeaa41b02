import type { Linter } from "eslint";
import type { PluginDocs } from "./util/create-rule.js";

/** Files the JavaScript and TypeScript presets apply to. */
export const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

/** Files the `java` preset applies to. */
export const JAVA_FILES = ["**/*.java"];

/** Files the `csharp` preset applies to. */
export const CSHARP_FILES = ["**/*.cs"];

/** Files the `hcl` preset applies to: the tool's native syntax, and the open fork's own extension. */
export const HCL_FILES = ["**/*.tf", "**/*.tofu"];

/**
 * Files the `json` preset applies to: the configuration <kit> writes out for each stack
 * (`<out>/stacks/<stack>/cdk.tf.json`) and hand-written files of the tool's JSON syntax.
 */
export const JSON_FILES = ["**/cdk.tf.json", "**/*.tf.json"];

interface RuleLike {
  meta?: { docs?: Partial<PluginDocs>; languages?: readonly string[] };
}

export type PresetName = "recommended" | "strict" | "all";

/**
 * The severity a preset gives a rule, from its `meta.docs`: `recommended` takes the rules marked
 * `recommended`; `strict` adds those marked `strict`; `all` turns on every rule, at its marked severity or
 * as an error.
 */
function presetLevel(preset: PresetName, docs: Partial<PluginDocs> | undefined): "error" | "warn" | undefined {
  const recommended = docs?.recommended;
  if (preset === "recommended") return recommended;
  if (preset === "strict") return recommended ?? docs?.strict;
  return recommended ?? docs?.strict ?? "error";
}

/**
 * A preset's rules, computed from each rule's `meta.docs`; with `language` (such as `backend-config/java`),
 * only the rules whose `meta.languages` name it (a rule without the key serves all).
 */
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
