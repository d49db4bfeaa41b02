// Real code: lints hundreds of files of installed dependencies that hold no configurations, with every rule
// of the plugin on, and asserts that nothing is reported and nothing crashes. Typed where the files allow
// (a generated tsconfig with allowJs over the JavaScript and .d.ts files), untyped otherwise.
//
// The sets, and why:
// - eslint/lib/**/*.js, untyped with espree: ~390 CommonJS files, ~5,000 object literals of every shape
//   (rule metas, options, AST visitors), many with keys the configurations also use (`key`, `prefix`,
//   `region`, `profile`, `endpoint`...).
// - the same files, typed: TypeScript checks them with allowJs, their JSDoc types and @types/node giving
//   contextual types to the object literals whose keys look like a configuration's.
// - @typescript-eslint/{typescript-estree,utils,scope-manager}/dist, typed: ~520 .js and .d.ts files compiled
//   from TypeScript, with real declaration files beside them.
// Larger sets (typescript's lib .d.ts, all of @typescript-eslint) hold few more object literals and would
// take the test well past half a minute on a loaded two-core machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, type Linter, type Rule } from "eslint";
import tsParser, { clearCaches } from "@typescript-eslint/parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../src/index.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modules = path.join(repo, "node_modules");
const TIMEOUT = 360_000;

/** Every rule of the plugin, as an error. */
const allRules: Linter.RulesRecord = Object.fromEntries(
  Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"]),
);

/** The files under `node_modules/<dir>` whose names end with one of `endings`, sorted. */
function filesOf(dir: string, endings: readonly string[]): string[] {
  const root = path.join(modules, dir);
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => endings.some((e) => f.endsWith(e)) && !f.split(path.sep).includes("node_modules"))
    .map((f) => path.join(root, f))
    .filter((f) => fs.statSync(f).isFile())
    .sort();
}

/** What a probe rule saw of each file: whether it had type information, and how many object literals it holds. */
interface Seen {
  typed: boolean;
  objects: number;
}

function probe(seen: Map<string, Seen>): ESLint.Plugin {
  const record: Rule.RuleModule = {
    meta: { type: "problem", schema: [] },
    create(context) {
      const entry: Seen = {
        typed: Boolean((context.sourceCode.parserServices as { program?: unknown } | undefined)?.program),
        objects: 0,
      };
      seen.set(context.filename, entry);
      return { ObjectExpression: () => void entry.objects++ };
    },
  };
  return { rules: { record } };
}

interface Run {
  files: string[];
  results: ESLint.LintResult[];
  seen: Map<string, Seen>;
  ms: number;
}

/**
 * Lints `files` with every rule on, inline configuration comments ignored (they name rules of other plugins,
 * and could hide a finding of ours). ESLint runs from node_modules, so its default ignore of
 * `**\/node_modules/` does not apply to the files below it.
 */
async function lintAll(label: string, files: string[], languageOptions: Linter.LanguageOptions[]): Promise<Run> {
  const seen = new Map<string, Seen>();
  const eslint = new ESLint({
    cwd: modules,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      {
        files: ["**/*.js", "**/*.ts"],
        plugins: { "backend-config": plugin, probe: probe(seen) },
        rules: { ...allRules, "probe/record": "error" },
      },
      { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" } },
      ...languageOptions.map((options) => ({ files: ["**/*.js", "**/*.ts"], languageOptions: options })),
    ],
  });
  const start = performance.now();
  const results = await eslint.lintFiles(files);
  const ms = Math.round(performance.now() - start);
  const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  const objects = [...seen.values()].reduce((n, s) => n + s.objects, 0);
  console.log(
    `real code, ${label}: ${files.length} files (${Math.round(bytes / 1024)} KiB, ${objects} object literals) linted in ${ms} ms`,
  );
  return { files, results, seen, ms };
}

/** Each message as `file:line:column ruleId message`, so a failure names what was found where. */
function messagesOf(results: readonly ESLint.LintResult[]): string[] {
  return results.flatMap((r) =>
    r.messages.map(
      (m) =>
        `${path.relative(modules, r.filePath)}:${m.line}:${m.column} ${m.ruleId ?? (m.fatal ? "fatal" : "eslint")} ${m.message}`,
    ),
  );
}

let tmp = "";

/** A tsconfig over exactly `files`, JavaScript allowed (not checked), @types/node from this repository. */
function tsconfigFor(name: string, files: readonly string[]): string {
  const file = path.join(tmp, `tsconfig.${name}.json`);
  const compilerOptions = {
    allowJs: true,
    checkJs: false,
    noEmit: true,
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    skipLibCheck: true,
    typeRoots: [path.join(modules, "@types")],
    types: ["node"],
  };
  fs.writeFileSync(file, JSON.stringify({ compilerOptions, files }, null, 2));
  return file;
}

function typed(tsconfig: string): Linter.LanguageOptions {
  return { parser: tsParser, parserOptions: { project: tsconfig, tsconfigRootDir: tmp } };
}

function expectClean(run: Run, typedFiles: boolean): void {
  expect(run.results.map((r) => r.filePath).sort()).toEqual(run.files);
  expect(messagesOf(run.results)).toEqual([]);
  // Every file went through the rules, with type information exactly when asked for.
  expect([...run.seen.keys()].sort()).toEqual(run.files);
  expect([...run.seen].filter(([, s]) => s.typed !== typedFiles).map(([f]) => f)).toEqual([]);
}

const eslintLib = filesOf("eslint/lib", [".js"]);
const typescriptEslint = ["typescript-estree", "utils", "scope-manager"]
  .flatMap((p) => filesOf(`@typescript-eslint/${p}/dist`, [".js", ".d.ts"]))
  .sort();

describe("real code without configurations: no finding, no crash", () => {
  beforeAll(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "eslint-plugin-backend-config-real-")));
  });

  afterAll(() => {
    clearCaches();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("the sets are sizeable", () => {
    expect(eslintLib.length).toBeGreaterThan(300);
    expect(typescriptEslint.filter((f) => f.endsWith(".d.ts")).length).toBeGreaterThan(200);
    expect(typescriptEslint.filter((f) => !f.endsWith(".d.ts")).length).toBeGreaterThan(200);
  });

  it(
    "eslint/lib, untyped (espree)",
    async () => {
      const run = await lintAll("eslint/lib untyped", eslintLib, []);
      expectClean(run, false);
      expect([...run.seen.values()].reduce((n, s) => n + s.objects, 0)).toBeGreaterThan(3000);
    },
    TIMEOUT,
  );

  it(
    "eslint/lib, typed (allowJs)",
    async () => {
      expectClean(await lintAll("eslint/lib typed", eslintLib, [typed(tsconfigFor("eslint", eslintLib))]), true);
    },
    TIMEOUT,
  );

  it(
    "@typescript-eslint/{typescript-estree,utils,scope-manager}/dist .js and .d.ts, typed",
    async () => {
      const tsconfig = tsconfigFor("typescript-eslint", typescriptEslint);
      expectClean(await lintAll("@typescript-eslint dist typed", typescriptEslint, [typed(tsconfig)]), true);
    },
    TIMEOUT,
  );

  // The same setups do report: a configuration among the real files is found, untyped and typed (through a
  // JSDoc type only type information sees), so the silence above is not a setup that lints nothing.
  it(
    "the same setups report configurations",
    async () => {
      const host = eslintLib[0]!;
      const untypedRun = await new ESLint({
        cwd: modules,
        overrideConfigFile: true,
        overrideConfig: [{ files: ["**/*.js"], plugins: { "backend-config": plugin }, rules: allRules }],
      }).lintText(`const { OssBackend } = require("kit");\nnew OssBackend(scope, { acl: "PRIVATE" });\n`, {
        filePath: host,
      });
      expect(messagesOf(untypedRun)).toEqual([
        `${path.relative(modules, host)}:2:23 backend-config/require-bucket OssBackendConfig has no "bucket": init asks for it, or fails without input, unless -backend-config names the OSS bucket.`,
        `${path.relative(modules, host)}:2:23 backend-config/require-encryption "encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.`,
        `${path.relative(modules, host)}:2:25 backend-config/valid-acl "acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).`,
      ]);

      // A type the file declares itself under <kit>'s name would be its own, not <kit>'s: the control names its
      // type in settings.
      const typedText = `/** @typedef {{ bucket: string, encrypt?: boolean, acl?: string }} StateConfig */\n/** @type {StateConfig} */\nconst c = { bucket: "b", encrypt: true, acl: "PRIVATE" };\nmodule.exports = c;\n`;
      const typedRun = await new ESLint({
        cwd: modules,
        overrideConfigFile: true,
        overrideConfig: [
          { files: ["**/*.js"], plugins: { "backend-config": plugin }, rules: allRules },
          {
            files: ["**/*.js"],
            languageOptions: { sourceType: "commonjs", ...typed(tsconfigFor("control", [host])) },
            settings: { "backend-config": { typeNames: { oss: ["StateConfig"] } } },
          },
        ],
      }).lintText(typedText, { filePath: host });
      expect(messagesOf(typedRun)).toEqual([
        `${path.relative(modules, host)}:3:41 backend-config/valid-acl "acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).`,
      ]);
    },
    TIMEOUT,
  );
});
