import type { Linter } from "eslint";
import type { PluginDocs } from "./util/create-rule.js";

/** Files the JavaScript and TypeScript presets apply to. */
export const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

interface RuleLike {
  meta?: { docs?: Partial<PluginDocs> };
}

export type PresetName = "recommended" | "strict" | "all";

/**
 * The severity a preset gives a rule, from its `meta.docs`: `recommended` takes the rules marked
 * `recommended`; `strict` adds those marked `strict`; `all` turns on every rule, at its marked severity or
 * as an error.
 */
export function presetLevel(preset: PresetName, docs: Partial<PluginDocs> | undefined): "error" | "warn" | undefined {
  const recommended = docs?.recommended;
  if (preset === "recommended") return recommended;
  if (preset === "strict") return recommended ?? docs?.strict;
  return recommended ?? docs?.strict ?? "error";
}

/** A preset's rules, computed from each rule's `meta.docs`. */
export function presetRules(preset: PresetName, namespace: string, rules: Readonly<Record<string, RuleLike>>): Linter.RulesRecord {
  const entries = Object.entries(rules).flatMap(([id, rule]) => {
    const level = presetLevel(preset, rule.meta?.docs);
    return level ? [[`${namespace}/${id}`, level] as const] : [];
  });
  return Object.fromEntries(entries);
}
