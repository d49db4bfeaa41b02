// One measured lint run of the bench, in a process of its own so that runs do not share JIT state or
// TypeScript programs. Argument: JSON { root, dir, mode: "untyped"|"typed"|"beside"|"java"|"csharp"|"hcl",
// typedVia: "service"|"project", plugin: boolean, split: boolean }. Prints one JSON object with the wall time
// of lintFiles and the sums of ESLint's per-file stats, and the process's CPU time (user + system) during it.
// beside is typed with typescript-eslint's recommendedTypeChecked rules and no-deprecated on, plugin on or off.
// For java and csharp it also times the raw tree-sitter parse of the same files (`parserFor(..).parse(text)`
// alone, in the same process, each chunk of files just before and after ESLint lints it): `rawParseMs`; for json,
// @eslint/json's own parse of the same files (its language's `parse`), alike.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import tseslint from "typescript-eslint";
import json from "@eslint/json";

const options = JSON.parse(process.argv[2]);
const { root, dir, mode, typedVia, plugin: withPlugin, split } = options;

const dist = path.join(root, "dist", "src");
const { default: plugin } = await import(pathToFileURL(path.join(dist, "index.js")).href);
const namespace = plugin.meta.namespace;
const pluginRules = Object.keys(plugin.rules).map((id) => `${namespace}/${id}`);

/** A rule that runs only the plugin's shared per-file analysis (from the same dist module the rules use). */
const SHARED = "bench/shared-analysis";
const treeSitter = mode === "java" || mode === "csharp" || mode === "hcl";
/** The modes of a language with a baseline parse of its own: Java and C# (tree-sitter), JSON (@eslint/json). */
const ownLanguage = treeSitter || mode === "json";
const { frontEndOf } = await import(pathToFileURL(path.join(dist, "util", "front-ends.js")).href);
const benchPlugin = {
  rules: {
    "shared-analysis": {
      meta: { type: "problem", schema: [] },
      create: (context) => frontEndOf(context.sourceCode).configVisitors(context, () => {}),
    },
    // On in every run, with and without the plugin: ESLint does more work (mostly garbage collection) as soon as
    // any rule is on, which is not the plugin's cost.
    noop: { meta: { type: "problem", schema: [] }, create: () => ({}) },
  },
};

const typed = mode === "typed" || mode === "beside";
const parserOptions = typed
  ? typedVia === "project"
    ? { project: "./tsconfig.json", tsconfigRootDir: dir }
    : { projectService: true, tsconfigRootDir: dir }
  : {};

const rules = {};
// Rules run in the order of this object: the shared analysis first, so that it is timed on its own.
if (split) rules[SHARED] = withPlugin ? "error" : "off";
for (const id of pluginRules) rules[id] = withPlugin ? "error" : "off";
rules["bench/noop"] = "error";
// beside: typescript-eslint's typed rules, as a project that lints with types has them (recommendedTypeChecked,
// whose configs hold the rules, and no-deprecated, from strictTypeChecked), in both runs. They run first, as
// in a flat config that lists typescript-eslint's configs before the plugin's.
const typescriptEslint =
  mode === "beside"
    ? {
        plugins: { "@typescript-eslint": tseslint.plugin },
        rules: Object.assign({}, ...tseslint.configs.recommendedTypeChecked.map((config) => config.rules ?? {}), {
          "@typescript-eslint/no-deprecated": "error",
        }),
      }
    : undefined;

const extension = { java: "java", csharp: "cs", hcl: "tf", json: "tf.json" }[mode] ?? "ts";
/** What the run lints: the corpus's files (a JSON corpus has written-out stacks under out/ and files under infra/). */
const pattern = mode === "json" ? "**/*.tf.json" : `src/**/*.${extension}`;
const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [
    treeSitter
      ? {
          files: [`**/*.${extension}`],
          language: `${namespace}/${mode}`,
          plugins: { [namespace]: plugin, bench: benchPlugin },
          rules,
        }
      : mode === "json"
        ? {
            files: ["**/*.tf.json"],
            language: "json/json",
            plugins: { json, [namespace]: plugin, bench: benchPlugin },
            rules,
          }
        : {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser, parserOptions },
            plugins: { [namespace]: plugin, bench: benchPlugin, ...typescriptEslint?.plugins },
            rules: { ...typescriptEslint?.rules, ...rules },
          },
  ],
  stats: true,
  cache: false,
});

// Java, C# and JSON: every file is parsed once with the raw parser before the measured run (not timed), so that
// neither ESLint's parse nor the raw parse timed after it pays for warming up (the WebAssembly code, the JIT).
const { parserFor } = treeSitter ? await import(pathToFileURL(path.join(dist, "languages", "grammars.js")).href) : {};
/** The raw parse of a text, and freeing what it made: tree-sitter's tree, or nothing (@eslint/json's AST is garbage). */
const rawParse = treeSitter
  ? (text) => parserFor(mode).parse(text)?.delete()
  : (text) => json.languages.json.parse({ body: text, path: "file.tf.json" }, { languageOptions: {} });
// The raw parse is the baseline of the language's own cost. On a shared machine the speed of plain computation
// moves by a fifth from one second to the next, so the baseline is timed next to what it is compared with: the files
// are linted in chunks of CHUNK, and each chunk's raw parse is timed just before and just after ESLint lints it
// (the mean of the two). (Over tens of minutes the ratio still moves with the machine's load: runs of the same code
// an hour apart gave x1.43 and x1.72 for Java.)
const CHUNK = 50;
const files = ownLanguage
  ? readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(`.${extension}`))
      .sort()
      .map((f) => ({ path: path.join(dir, f), text: readFileSync(path.join(dir, f), "utf8") }))
  : [];
for (const { text } of files) rawParse(text);
/**
 * One timed pass of the raw parse over some files (reading them not counted). A tree-sitter tree is freed as it is
 * parsed, and that is counted: the language frees the trees of earlier files as it parses (KEEP_TREES in
 * src/languages/language.ts), inside ESLint's parse time; about 3.5% of the parse.
 */
function rawParsePass(some) {
  let ms = 0;
  for (const { text } of some) {
    const t = performance.now();
    rawParse(text);
    ms += performance.now() - t;
  }
  return ms;
}
/** Lints some files (or the pattern), adding the wall and CPU time of ESLint's run to `into`. */
async function lint(targets, into) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const linted = await eslint.lintFiles(targets);
  into.wallMs += performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  into.cpuMs += (user + system) / 1000;
  return linted;
}
const run = { wallMs: 0, cpuMs: 0 };
const results = [];
let rawParseMs;
if (ownLanguage) {
  rawParseMs = 0;
  for (let i = 0; i < files.length; i += CHUNK) {
    const chunk = files.slice(i, i + CHUNK);
    const before = rawParsePass(chunk);
    results.push(
      ...(await lint(
        chunk.map((f) => f.path),
        run,
      )),
    );
    rawParseMs += (before + rawParsePass(chunk)) / 2;
  }
  if (files.length !== results.length) throw new Error(`Linted ${results.length} files, parsed ${files.length}.`);
} else {
  results.push(...(await lint([pattern], run)));
}
const { wallMs, cpuMs } = run;

const ruleMs = {};
let parseMs = 0;
let totalMs = 0;
let rulesMs = 0; // Σ of every rule's time (plugin, bench/shared-analysis and bench/noop)
const findings = {};
const fatal = [];
for (const result of results) {
  for (const pass of result.stats?.times?.passes ?? []) {
    parseMs += pass.parse?.total ?? 0;
    totalMs += pass.total ?? 0;
    for (const [id, time] of Object.entries(pass.rules ?? {})) {
      ruleMs[id] = (ruleMs[id] ?? 0) + time.total;
      rulesMs += time.total;
    }
  }
  for (const message of result.messages) {
    if (message.fatal || !message.ruleId)
      fatal.push(`${path.relative(dir, result.filePath)}:${message.line}: ${message.message}`);
    else findings[message.ruleId] = (findings[message.ruleId] ?? 0) + 1;
  }
}

process.stdout.write(
  JSON.stringify({
    files: results.length,
    wallMs,
    cpuMs,
    parseMs,
    totalMs,
    rulesMs,
    rawParseMs,
    ruleMs,
    findings,
    fatal,
    pluginRules,
    shared: split ? SHARED : undefined,
  }),
);
