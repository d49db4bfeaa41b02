import { readFileSync } from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import plugin from "../src/index.js";
import { presetRules } from "../src/configs.js";

/**
 * Shapes from real <kit> projects (written for these tests): a stack reading several remote states, base-stack
 * classes and a backend subclass, key files read at synthesis, prefixes written as paths, a storage client that
 * declares <kit>'s names for itself, and constructs imported from a path type information cannot resolve. The
 * fixture's <kit> is the published one: remote-state names spelled with the tool's own name ("Forge"), and
 * every data source's configuration type extending its store's backend type.
 */
export const project = path.resolve(import.meta.dirname, "fixtures/published");

type Settings = Record<string, unknown>;

/** Every rule's findings on a file of the project, as `rule line:column message`. */
export function findings(file: string, options: { typed: boolean; settings?: Settings }): string[] {
  const filename = path.join(project, "src", file);
  const java = file.endsWith(".java");
  const config: Linter.Config[] = [
    java
      ? { ...plugin.configs.java, rules: presetRules("all", "backend-config", plugin.rules, "backend-config/java") }
      : {
          ...plugin.configs.all,
          files: ["**/*.ts"],
          languageOptions: {
            parser: tsParser,
            ...(options.typed && { parserOptions: { projectService: true, tsconfigRootDir: project } }),
          },
        },
    { settings: { "backend-config": options.settings ?? {} } },
  ];
  return new Linter({ configType: "flat" })
    .verify(readFileSync(filename, "utf8"), config, filename)
    .map((m) => `${m.ruleId?.replace("backend-config/", "") ?? "fatal"} ${m.line}:${m.column} ${m.message}`);
}
