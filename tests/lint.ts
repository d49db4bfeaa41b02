import path from "node:path";
import { Linter } from "eslint";
import json from "@eslint/json";
import tsParser from "@typescript-eslint/parser";
import plugin from "../src/index.js";
import { fixtures } from "./rule-tester.js";

export type LintMode = "js" | "ts" | "typed";

/** Lints code with every rule of the plugin on, through ESLint's Linter, the way a user's config does. */
export function lint(
  code: string,
  options: { mode?: LintMode; settings?: unknown; fix?: boolean; filename?: string } = {},
) {
  const mode = options.mode ?? "ts";
  const linter = new Linter();
  const config: Linter.Config[] = [
    {
      files: ["**/*.js", "**/*.ts"],
      plugins: { "backend-config": plugin },
      rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
      ...(options.settings !== undefined && { settings: { "backend-config": options.settings } }),
      ...(mode !== "js" && {
        languageOptions: {
          parser: tsParser,
          ...(mode === "typed" && { parserOptions: { projectService: true, tsconfigRootDir: fixtures } }),
        },
      }),
    },
  ];
  const filename =
    options.filename ?? (mode === "js" ? "file.js" : mode === "ts" ? "file.ts" : path.join(fixtures, "file.ts"));
  if (options.fix) return { ...linter.verifyAndFix(code, config, filename) };
  return { messages: linter.verify(code, config, filename), output: code, fixed: false };
}

/**
 * Lints a document in the tool's JSON syntax with every rule of the plugin on, in @eslint/json's language, the way
 * the plugin's `json` preset does: by default as a configuration written out (`cdk.tf.json`).
 */
export function lintJson(code: string, options: { settings?: unknown; filename?: string } = {}) {
  const config: Linter.Config[] = [
    {
      files: ["**/*.json"],
      language: "json/json",
      plugins: { json, "backend-config": plugin },
      rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
      ...(options.settings !== undefined && { settings: { "backend-config": options.settings } }),
    },
  ];
  return new Linter().verify(code, config, options.filename ?? "out/stacks/app/cdk.tf.json");
}

/** A hand-written file in the tool's JSON syntax (`main.tf.json`) linted with one rule on, in @eslint/json's language. */
export function lintJsonRule(rule: string, code: string): Linter.LintMessage[] {
  const config: Linter.Config[] = [
    {
      files: ["**/*.json"],
      plugins: { json, "backend-config": plugin },
      language: "json/json",
      rules: { [`backend-config/${rule}`]: "error" },
    },
  ];
  return new Linter().verify(code, config, "main.tf.json");
}

/** Lints a file of the tool's native syntax (`main.tf`) with every rule of the plugin on, in the plugin's language. */
export function lintHcl(code: string, options: { settings?: unknown; filename?: string } = {}): Linter.LintMessage[] {
  const config: Linter.Config[] = [
    {
      files: ["**/*.tf", "**/*.tofu"],
      language: "backend-config/hcl",
      plugins: { "backend-config": plugin },
      rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
      ...(options.settings !== undefined && { settings: { "backend-config": options.settings } }),
    },
  ];
  return new Linter().verify(code, config, options.filename ?? "main.tf");
}
