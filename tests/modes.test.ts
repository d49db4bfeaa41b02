import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import plugin from "../src/index.js";
import { fixtures } from "./rule-tester.js";
import { findings as projectFindings, project } from "./published.js";

const demo = path.resolve(import.meta.dirname, "../examples/demo/src");
const files = readdirSync(demo).filter((f) => f.endsWith(".ts"));

function findings(code: string, typed: boolean): string[] {
  const config: Linter.Config[] = [
    plugin.configs.recommended,
    {
      files: ["**/*.ts"],
      settings: { "backend-config": { modules: ["kit"] } },
      languageOptions: {
        parser: tsParser,
        ...(typed && { parserOptions: { projectService: true, tsconfigRootDir: fixtures } }),
      },
    },
  ];
  return new Linter()
    .verify(code, config, path.join(fixtures, "file.ts"))
    .map((m) => `${m.ruleId ?? "fatal"} ${m.line}:${m.column} ${m.message}`);
}

// Both modes give the same verdict where both can see: type information only adds findings (and, for
// no-conflicting-credentials, turns a value whose type includes undefined into "maybe set").
describe("typed linting sees at least what untyped linting sees", () => {
  it.each(files)("examples/demo/src/%s", (file) => {
    const code = readFileSync(path.join(demo, file), "utf8");
    const untyped = findings(code, false);
    const typed = findings(code, true);
    expect(typed.filter((f) => f.startsWith("fatal"))).toEqual([]);
    expect(untyped.filter((f) => !typed.includes(f))).toEqual([]);
  });

  it("finds more with types in the demo", () => {
    const count = (typed: boolean) =>
      files.reduce((n, f) => n + findings(readFileSync(path.join(demo, f), "utf8"), typed).length, 0);
    expect(count(true)).toBeGreaterThan(count(false));
  });
});

// Shapes of real projects (tests/fixtures/published): remote-state data sources of the published <kit>, a backend
// subclass, names the project declares for itself, and constructs imported from a path types cannot resolve
// (then the names decide, as without types).
describe("typed linting sees at least what untyped linting sees, on real project shapes", () => {
  const sources = readdirSync(path.join(project, "src")).filter((f) => f.endsWith(".ts"));
  it.each(sources.flatMap((file) => [[file, {}] as const, [file, { toolName: "Forge" }] as const]))(
    "%s with settings %j",
    (file, settings) => {
      const untyped = projectFindings(file, { typed: false, settings });
      const typed = projectFindings(file, { typed: true, settings });
      expect(typed.filter((f) => f.startsWith("fatal"))).toEqual([]);
      expect(untyped.filter((f) => !typed.includes(f))).toEqual([]);
    },
  );
});
