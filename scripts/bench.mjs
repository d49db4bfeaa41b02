#!/usr/bin/env node
// Bench: the plugin's share of lint time per language and corpus, its growth with the number of files, and (Java,
// C#, JSON) the lint's cost over the language's own parse. What each figure means, the goals and the latest
// figures: docs/benchmark.md.
//
//   npm run bench                                   # builds, then 400 files + scaling at 100/400/1600
//   npm run bench -- --files 400 --sizes 100,400,1600 --modes untyped,typed,beside,java,csharp,hcl,json
//                    --corpora plain,node,packages --typed service|project
//                    [--seed 1] [--repeat 3] [--dir .scratch/bench] [--keep] [--no-split]
//
// Both runs of a pair have one no-op rule on (bench/noop): ESLint does more work (garbage collection mostly) as
// soon as any rule is on, which a run with no rule at all would wrongly count as the plugin's.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { FLAVOURS, writeCorpus } from "./bench/corpus.mjs";
import { writeJsonCorpus } from "./bench/corpus-json.mjs";
import { writeTreeSitterCorpus } from "./bench/corpus-tree-sitter.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHARE_GOAL = 3; // percent of lint time
const LINEAR_GOAL = 1.5; // per-file time at the largest size / at the smallest
const LANGUAGE_GOAL = 1.5; // the lint time with every rule on / the raw tree-sitter parse (java, csharp, hcl)
const BESIDE_SHARE_GOAL = 1; // percent of the lint time with typescript-eslint's typed rules (beside)
const BESIDE_RATIO_GOAL = 0.2; // the plugin's time / typescript-eslint's no-deprecated (beside)
const NO_DEPRECATED = "@typescript-eslint/no-deprecated";
const MODES = ["untyped", "typed", "beside", "java", "csharp", "hcl", "json"];
/** The modes of a language compared with its own parse: Java and C# (tree-sitter), JSON (@eslint/json). */
const isLanguageMode = (mode) => mode === "java" || mode === "csharp" || mode === "hcl" || mode === "json";

const { values: args } = parseArgs({
  options: {
    files: { type: "string", default: "400" },
    sizes: { type: "string", default: "100,400,1600" },
    modes: { type: "string", default: MODES.join(",") },
    corpora: { type: "string", default: FLAVOURS.join(",") },
    typed: { type: "string", default: "service" },
    seed: { type: "string", default: "1" },
    repeat: { type: "string", default: "3" },
    dir: { type: "string" },
    keep: { type: "boolean", default: false },
    "no-split": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (args.help) {
  console.log(
    "Usage: npm run bench -- [--files 400] [--sizes 100,400,1600] [--modes untyped,typed,beside,java,csharp,hcl,json]\n" +
      "                         [--corpora plain,node,packages] [--typed service|project] [--seed 1] [--repeat 3]\n" +
      "                         [--dir <corpus dir>] [--keep] [--no-split]\n" +
      "Modes: untyped and typed lint a TypeScript corpus (typescript-eslint's parser, without and with type\n" +
      "information), beside does typed with typescript-eslint's recommendedTypeChecked and no-deprecated rules on\n" +
      "too; each runs on every corpus of --corpora (plain: no other imports, node: Node's built-ins, packages: those\n" +
      "and popular packages). java, csharp and hcl lint a .java, .cs or .tf corpus with the plugin's languages and json a corpus\n" +
      "of the tool's JSON syntax with @eslint/json's, and compare the lint time with every rule on with the language's\n" +
      "own parse of the same files (raw tree-sitter, @eslint/json's; goal ≤ 1.5×: the whole lint for java, csharp and hcl,\n" +
      "the plugin's rules for json).\n" +
      "See the header of scripts/bench.mjs for what the numbers mean.",
  );
  process.exit(0);
}

const positiveInt = (text, name) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer, got ${JSON.stringify(text)}.`);
  return n;
};
const mainSize = positiveInt(args.files, "files");
const sizes = [
  ...new Set(
    args.sizes
      .split(",")
      .filter(Boolean)
      .map((s) => positiveInt(s, "sizes")),
  ),
].sort((a, b) => a - b);
const modes = args.modes.split(",").filter(Boolean);
for (const mode of modes)
  if (!MODES.includes(mode)) fail(`--modes: unknown mode ${JSON.stringify(mode)} (${MODES.join(", ")}).`);
const flavours = [...new Set(args.corpora.split(",").filter(Boolean))];
for (const flavour of flavours)
  if (!FLAVOURS.includes(flavour))
    fail(`--corpora: unknown corpus ${JSON.stringify(flavour)} (${FLAVOURS.join(", ")}).`);
if (flavours.length === 0 && modes.some((mode) => !isLanguageMode(mode))) fail("--corpora names no corpus.");
if (args.typed !== "service" && args.typed !== "project") fail(`--typed must be "service" or "project".`);
const seed = positiveInt(args.seed, "seed");
const repeat = positiveInt(args.repeat, "repeat");
const split = !args["no-split"];

if (!existsSync(path.join(root, "dist", "src", "index.js")))
  fail("The plugin is not built: run `npm run build` first (npm run bench does).");

const base = args.dir ? path.resolve(args.dir) : mkdtempSync(path.join(os.tmpdir(), "backend-config-bench-"));
mkdirSync(base, { recursive: true });

/**
 * What is measured: a mode on a corpus (the TypeScript modes on each flavour of --corpora, java and csharp on
 * their own corpus). `kind` is the corpus's language: "ts", "java" or "csharp".
 */
const cases = modes.flatMap((mode) =>
  isLanguageMode(mode)
    ? [{ id: mode, mode, kind: mode, flavour: undefined }]
    : flavours.map((flavour) => ({ id: `${mode}/${flavour}`, mode, kind: "ts", flavour })),
);
const corpora = new Map();
function corpus(size, kind, flavour) {
  const id = kind === "ts" ? `ts-${flavour}-${size}` : `${kind}-${size}`;
  let c = corpora.get(id);
  if (!c) {
    const dir = path.join(base, id);
    rmSync(dir, { recursive: true, force: true });
    c = {
      dir,
      ...(kind === "ts"
        ? writeCorpus(dir, size, { seed, root, flavour })
        : kind === "json"
          ? writeJsonCorpus(dir, size, { seed })
          : writeTreeSitterCorpus(dir, kind, size, { seed })),
    };
    corpora.set(id, c);
  }
  return c;
}

const modeLabel = {
  untyped: "typescript-eslint parser, no type information",
  typed:
    args.typed === "service"
      ? "typescript-eslint parser, projectService"
      : "typescript-eslint parser, project: ./tsconfig.json",
  beside: `typed (${args.typed === "service" ? "projectService" : "project"}), with typescript-eslint's recommendedTypeChecked and no-deprecated`,
  java: "Java, language backend-config/java",
  csharp: "C#, language backend-config/csharp",
  hcl: "the tool's native syntax, language backend-config/hcl",
  json: "the tool's JSON syntax, @eslint/json's language json/json",
};
/** What a language mode's baseline is called. */
const rawParseLabel = (mode) => (mode === "json" ? "@eslint/json's own parse" : "raw tree-sitter parse");

function run(size, c, plugin) {
  const { mode } = c;
  const { dir } = corpus(size, c.kind, c.flavour);
  const options = { root, dir, mode, typedVia: args.typed, plugin, split };
  const child = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "bench", "worker.mjs"), JSON.stringify(options)],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (child.status !== 0)
    fail(`Lint run failed (${c.id}, ${size} files, plugin ${plugin ? "on" : "off"}):\n${child.stderr}`);
  const result = JSON.parse(child.stdout);
  if (result.fatal.length > 0)
    fail(`Lint run reported parse errors or unknown messages:\n  ${result.fatal.slice(0, 10).join("\n  ")}`);
  const own = [...result.pluginRules, ...(result.shared ? [result.shared] : [])];
  result.pluginMs = own.reduce((sum, id) => sum + (result.ruleMs[id] ?? 0), 0);
  result.share = result.totalMs > 0 ? (100 * result.pluginMs) / result.totalMs : 0;
  result.ownMs = result.totalMs - result.rulesMs;
  result.noDeprecatedMs = result.ruleMs[NO_DEPRECATED];
  console.error(
    `  ${c.id.padEnd(16)} ${String(size).padStart(5)} files, plugin ${plugin ? "on " : "off"}: wall ${(result.wallMs / 1000).toFixed(2)} s` +
      (plugin ? `, plugin ${result.pluginMs.toFixed(0)} ms (${result.share.toFixed(2)}%)` : ""),
  );
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The smallest and the largest of some values. */
const spread = (values) => [Math.min(...values), Math.max(...values)];

/** A spread of ratios as the bench prints it: `×1.52–1.66`, or nothing for a single run. */
const shownSpread = (range) =>
  range && range[1] > range[0] ? ` (runs: ×${range[0].toFixed(2)}–${range[1].toFixed(2)})` : "";

/** The median of each measure over the repeats (one run: the run itself). */
function summarise(runs) {
  const first = runs[0];
  const ruleIds = [...new Set(runs.flatMap((r) => Object.keys(r.ruleMs)))];
  return {
    files: first.files,
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    totalMs: median(runs.map((r) => r.totalMs)),
    parseMs: median(runs.map((r) => r.parseMs)),
    ownMs: median(runs.map((r) => r.ownMs)),
    rawParseMs: first.rawParseMs === undefined ? undefined : median(runs.map((r) => r.rawParseMs)),
    languageRatio: first.rawParseMs === undefined ? undefined : median(runs.map((r) => r.ownMs / r.rawParseMs)),
    parseRatio: first.rawParseMs === undefined ? undefined : median(runs.map((r) => r.parseMs / r.rawParseMs)),
    lintRatio: first.rawParseMs === undefined ? undefined : median(runs.map((r) => r.totalMs / r.rawParseMs)),
    // The spread of that ratio over the runs: on a shared machine it moves by a tenth or more between runs of
    // the same code, and a verdict on the median says more with it.
    lintRatioRange: first.rawParseMs === undefined ? undefined : spread(runs.map((r) => r.totalMs / r.rawParseMs)),
    pluginRatioRange: first.rawParseMs === undefined ? undefined : spread(runs.map((r) => r.pluginMs / r.rawParseMs)),
    pluginRatio: first.rawParseMs === undefined ? undefined : median(runs.map((r) => r.pluginMs / r.rawParseMs)),
    pluginMs: median(runs.map((r) => r.pluginMs)),
    share: median(runs.map((r) => r.share)),
    noDeprecatedMs: first.noDeprecatedMs === undefined ? undefined : median(runs.map((r) => r.noDeprecatedMs)),
    shareWithoutNoDeprecated:
      first.noDeprecatedMs === undefined
        ? undefined
        : median(runs.map((r) => (100 * r.pluginMs) / (r.totalMs - r.noDeprecatedMs))),
    noDeprecatedRatio:
      first.noDeprecatedMs === undefined ? undefined : median(runs.map((r) => r.pluginMs / r.noDeprecatedMs)),
    ruleMs: Object.fromEntries(ruleIds.map((id) => [id, median(runs.map((r) => r.ruleMs[id] ?? 0))])),
    findings: first.findings,
    pluginRules: first.pluginRules,
    shared: first.shared,
  };
}

const allSizes = [...new Set([mainSize, ...sizes])].sort((a, b) => a - b);
console.error(
  `Corpus seed ${seed} in ${base}; ${repeat} pair(s) of runs at ${mainSize} files, one run per other size.`,
);
const measured = {};
/** Whether a case is measured at the other sizes (beside has no scaling: typed already shows it). */
const scales = (c) => c.mode !== "beside";
for (const c of cases) {
  measured[c.id] = { off: undefined, on: new Map() };
  const offRuns = [];
  const onRuns = [];
  for (let i = 0; i < repeat; i++) {
    // beside's figures all come from the runs with the plugin (its share and no-deprecated's time): no pairs.
    if (c.mode !== "beside") offRuns.push(run(mainSize, c, false));
    onRuns.push(run(mainSize, c, true));
  }
  measured[c.id].off = offRuns.length > 0 ? summarise(offRuns) : undefined;
  measured[c.id].on.set(mainSize, summarise(onRuns));
  for (const size of allSizes) {
    if (size !== mainSize && sizes.includes(size) && scales(c))
      measured[c.id].on.set(size, summarise([run(size, c, true)]));
  }
}

// ---- Report ----
const ms = (v) => v.toFixed(1).padStart(9);
const pct = (v) => `${v.toFixed(2)}%`.padStart(7);
const corpusLabel = (c) =>
  c.kind === "ts"
    ? `TypeScript corpus "${c.flavour}"`
    : {
        java: "Java corpus",
        csharp: "C# corpus",
        hcl: "HCL corpus (.tf)",
        json: "JSON corpus (written out and hand-written)",
      }[c.kind];
const listed = new Set();
for (const c of cases) {
  const label = corpusLabel(c);
  if (listed.has(label)) continue;
  const main = corpus(mainSize, c.kind, c.flavour);
  console.log(
    `${listed.size === 0 ? "\n" : ""}${label}: ${main.files.length} files (${main.configs} with <kit> configurations), ${main.lines} lines, seed ${seed}.`,
  );
  listed.add(label);
}
if (split) {
  console.log(
    "(shared analysis) = collecting object literals and deciding which are configurations, done once per file for\n" +
      "all rules: timed as a rule of its own (bench/shared-analysis, placed first); each rule row is its own checks.",
  );
}
const verdicts = [];
for (const c of cases) {
  const { mode } = c;
  const on = measured[c.id].on.get(mainSize);
  const off = measured[c.id].off;
  const carrier = split ? undefined : on.pluginRules[0];
  console.log(
    `\n${c.id} (${modeLabel[mode]}${c.flavour ? `, corpus "${c.flavour}"` : ""}), ${on.files} files, plugin on:`,
  );
  const ids = [...(on.shared ? [on.shared] : []), ...on.pluginRules];
  const width = Math.max(...ids.map((id) => id.length), 28) + 2;
  console.log(`  ${"rule".padEnd(width)}${"ms".padStart(9)}${"ms/file".padStart(10)}  share of lint time`);
  for (const id of ids) {
    const label = id === on.shared ? "(shared analysis)" : id === carrier ? `${id} *` : id;
    const v = on.ruleMs[id] ?? 0;
    console.log(
      `  ${label.padEnd(width)}${ms(v)}${(v / on.files).toFixed(3).padStart(10)}  ${pct((100 * v) / on.totalMs)}`,
    );
  }
  console.log(
    `  ${"all plugin rules".padEnd(width)}${ms(on.pluginMs)}${(on.pluginMs / on.files).toFixed(3).padStart(10)}  ${pct(on.share)}`,
  );
  console.log(
    `  ${"lint time (Σ per-file total)".padEnd(width)}${ms(on.totalMs)}${(on.totalMs / on.files).toFixed(3).padStart(10)}  (parse ${on.parseMs.toFixed(0)} ms)`,
  );
  if (carrier) console.log(`  * carries the shared per-file analysis for all plugin rules (it runs first).`);
  const wallRatio = off && on.wallMs / off.wallMs;
  const cpuRatio = off && on.cpuMs / off.cpuMs;
  if (off) {
    console.log(
      `  lintFiles with / without the plugin: wall ${(on.wallMs / 1000).toFixed(2)} s / ${(off.wallMs / 1000).toFixed(2)} s → ratio ${wallRatio.toFixed(3)};` +
        ` cpu ${(on.cpuMs / 1000).toFixed(2)} s / ${(off.cpuMs / 1000).toFixed(2)} s → ratio ${cpuRatio.toFixed(3)}`,
    );
  }
  const findings = Object.entries(on.findings);
  const total = findings.reduce((s, [, n]) => s + n, 0);
  console.log(
    `  findings: ${total}${findings.length ? ` (${findings.map(([id, n]) => `${id.split("/").pop()} ${n}`).join(", ")})` : ""}`,
  );
  if (mode === "beside") {
    console.log(
      `  typescript-eslint's ${NO_DEPRECATED} ${on.noDeprecatedMs.toFixed(1)} ms → the plugin ×${on.noDeprecatedRatio.toFixed(3)} of it;` +
        ` the plugin's share of the lint time without no-deprecated's ${on.shareWithoutNoDeprecated.toFixed(2)}%`,
    );
  }
  if (isLanguageMode(mode)) {
    console.log(
      `  lint time with every rule on (Σ per-file total) ${on.totalMs.toFixed(1)} ms; ${rawParseLabel(mode)} of the same files ` +
        `${on.rawParseMs.toFixed(1)} ms → lint time ×${on.lintRatio.toFixed(2)} the raw parse${shownSpread(on.lintRatioRange)}`,
    );
    console.log(
      `  language's own cost, plugin rules off (Σ per file of total − rules): ${off.ownMs.toFixed(1)} ms, of which ESLint's parse ` +
        `(parse + SourceCode) ${off.parseMs.toFixed(1)} ms; ${rawParseLabel(mode)} of the same files ${off.rawParseMs.toFixed(1)} ms` +
        ` → own cost ×${off.languageRatio.toFixed(2)}, ESLint's parse alone ×${off.parseRatio.toFixed(2)} the raw parse`,
    );
    if (mode === "json")
      console.log(
        `  the plugin's rules (shared analysis included) ${on.pluginMs.toFixed(1)} ms → ×${on.pluginRatio.toFixed(2)} ${rawParseLabel(mode)}${shownSpread(on.pluginRatioRange)}`,
      );
  }
  verdicts.push({
    id: c.id,
    mode,
    share: on.share,
    shareWithoutNoDeprecated: on.shareWithoutNoDeprecated,
    noDeprecatedRatio: on.noDeprecatedRatio,
    wallRatio,
    cpuRatio,
    languageRatio: off?.languageRatio,
    lintRatio: on.lintRatio,
    lintRatioRange: on.lintRatioRange,
    pluginRatio: on.pluginRatio,
    pluginRatioRange: on.pluginRatioRange,
    parseRatio: off?.parseRatio,
  });
}

const scaledCases = cases.filter(scales);
const scaled = sizes.filter((s) => scaledCases.every((c) => measured[c.id].on.has(s)));
if (scaled.length > 1 && scaledCases.length > 0) {
  console.log(`\nScaling, plugin on (each corpus is a prefix of the next):`);
  console.log(
    `  ${"mode/corpus".padEnd(17)}${"files".padStart(6)}${"wall s".padStart(9)}${"lint ms/file".padStart(14)}${"plugin ms/file".padStart(16)}${"share".padStart(9)}`,
  );
  for (const c of scaledCases) {
    for (const size of scaled) {
      const r = measured[c.id].on.get(size);
      console.log(
        `  ${c.id.padEnd(17)}${String(size).padStart(6)}${(r.wallMs / 1000).toFixed(2).padStart(9)}${(r.totalMs / r.files).toFixed(2).padStart(14)}` +
          `${(r.pluginMs / r.files).toFixed(3).padStart(16)}${pct(r.share).padStart(9)}`,
      );
    }
  }
  for (const v of verdicts) {
    if (v.mode === "beside") continue;
    const small = measured[v.id].on.get(scaled[0]);
    const large = measured[v.id].on.get(scaled.at(-1));
    v.lintLinear = large.totalMs / large.files / (small.totalMs / small.files);
    v.pluginLinear = large.pluginMs / large.files / (small.pluginMs / small.files);
  }
}

console.log("");
for (const v of verdicts) {
  const language = isLanguageMode(v.mode);
  // For java and csharp the share has no goal (see the header); the language's own cost has one.
  const beside = v.mode === "beside";
  const shareOk = language
    ? (v.mode === "json" ? v.pluginRatio : v.lintRatio) <= LANGUAGE_GOAL
    : beside
      ? v.shareWithoutNoDeprecated <= BESIDE_SHARE_GOAL && v.noDeprecatedRatio <= BESIDE_RATIO_GOAL
      : v.share <= SHARE_GOAL;
  const parts = [
    ...(beside
      ? [
          `plugin share ${v.share.toFixed(2)}% of lint time, ${v.shareWithoutNoDeprecated.toFixed(2)}% without no-deprecated's time (goal ≤ ${BESIDE_SHARE_GOAL}%)`,
          `plugin ×${v.noDeprecatedRatio.toFixed(3)} the time of ${NO_DEPRECATED} (goal ≤ ${BESIDE_RATIO_GOAL})`,
        ]
      : v.mode === "json"
        ? [
            `the plugin's rules ×${v.pluginRatio.toFixed(2)} ${rawParseLabel(v.mode)}${shownSpread(v.pluginRatioRange)} (goal ≤ ${LANGUAGE_GOAL})`,
            `lint time with every rule on ×${v.lintRatio.toFixed(2)} it (rules off: the language's own cost ×${v.languageRatio.toFixed(2)}, ESLint's parse alone ×${v.parseRatio.toFixed(2)})`,
            `plugin share ${v.share.toFixed(2)}% of lint time`,
          ]
        : language
          ? [
              `lint time with every rule on ×${v.lintRatio.toFixed(2)} the ${rawParseLabel(v.mode)}${shownSpread(v.lintRatioRange)} (goal ≤ ${LANGUAGE_GOAL}; rules off: the language's own cost ×${v.languageRatio.toFixed(2)}, ESLint's parse alone ×${v.parseRatio.toFixed(2)})`,
              `plugin share ${v.share.toFixed(2)}% of lint time`,
            ]
          : [`plugin share ${v.share.toFixed(2)}% (goal ≤ ${SHARE_GOAL}%)`]),
    ...(v.wallRatio === undefined ? [] : [`wall ratio ${v.wallRatio.toFixed(3)}, cpu ratio ${v.cpuRatio.toFixed(3)}`]),
  ];
  let linearOk = true;
  if (v.lintLinear !== undefined) {
    linearOk = v.lintLinear <= LINEAR_GOAL && v.pluginLinear <= LINEAR_GOAL;
    parts.push(
      `per-file time at ${scaled.at(-1)} / at ${scaled[0]} files: lint ×${v.lintLinear.toFixed(2)}, plugin ×${v.pluginLinear.toFixed(2)} (goal ≤ ${LINEAR_GOAL})`,
    );
  }
  console.log(`${v.id.padEnd(16)}: ${shareOk && linearOk ? "PASS" : "OVER GOAL"}: ${parts.join("; ")}.`);
}

if (!args.keep && !args.dir) rmSync(base, { recursive: true, force: true });
else console.log(`\nCorpus kept in ${base}.`);
