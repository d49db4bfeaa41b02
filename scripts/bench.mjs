#!/usr/bin/env node
// Bench: how much lint time the plugin adds, untyped and typed, and whether it grows linearly with files.
//
//   npm run bench                                   # builds, then 400 files + scaling at 100/400/1600
//   npm run bench -- --files 400 --sizes 100,400,1600 --modes untyped,typed --typed service|project
//                    [--seed 1] [--repeat 3] [--dir .scratch/bench] [--keep] [--no-split]
//
// It generates a deterministic corpus (seeded PRNG; ordinary TypeScript, one file in ten with <kit>
// configurations; <kit> types from tests/fixtures/kit.d.ts) in a temp dir, and lints it with the built
// plugin (dist/) through ESLint's API with `stats: true`: with typescript-eslint's parser, untyped (no
// program) and typed (projectService, or `project` with the generated tsconfig.json), each run in a fresh
// process. Every plugin rule is on; the "without" run has the same parser and options, plugin rules off.
// Both runs also have one no-op rule on (bench/noop): ESLint does more work (mostly garbage collection)
// as soon as any rule is on, which a run with no rule at all would wrongly count as the plugin's.
//
// What the numbers mean:
// - share: Σ over files of the plugin's rule times (result.stats.times.passes[].rules, which include each
//   rule's create() and listeners) / Σ of the per-file lint times (passes[].total: parse + rules).
// - shared analysis: collecting object literals and deciding which are configurations is done once per
//   file for all rules. By default the bench runs it as a rule of its own ("bench/shared-analysis", the same
//   dist code, placed first), so each rule's row is its own checks only; in a normal config the first
//   plugin rule carries it. With --no-split the bench does not split it and marks the rule that carries it.
// - wall ratio: wall time of lintFiles with the plugin / without it; cpu ratio: the same for the worker's
//   CPU time (user + system, GC and compiler threads included). At --files, --repeat pairs of runs (off,
//   on) are made and every figure printed for that size is the median of its measure over them.
// - scaling: lint and plugin ms per file at each size (plugin on, one run each); growth = per-file time at
//   the largest size / at the smallest. Fixed start-up costs make the per-file time fall with size, so
//   only a growth above 1 means worse than linear.
// Goals, per mode: share ≤ 3%, and growth ≤ 1.5 for both lint and plugin time per file.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { writeCorpus } from "./bench/corpus.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHARE_GOAL = 3; // percent of lint time
const LINEAR_GOAL = 1.5; // per-file time at the largest size / at the smallest

const { values: args } = parseArgs({
  options: {
    files: { type: "string", default: "400" },
    sizes: { type: "string", default: "100,400,1600" },
    modes: { type: "string", default: "untyped,typed" },
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
  console.log("Usage: npm run bench -- [--files 400] [--sizes 100,400,1600] [--modes untyped,typed] [--typed service|project]\n" +
    "                         [--seed 1] [--repeat 3] [--dir <corpus dir>] [--keep] [--no-split]\n" +
    "See the header of scripts/bench.mjs for what the numbers mean.");
  process.exit(0);
}

const positiveInt = (text, name) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer, got ${JSON.stringify(text)}.`);
  return n;
};
const mainSize = positiveInt(args.files, "files");
const sizes = [...new Set(args.sizes.split(",").filter(Boolean).map((s) => positiveInt(s, "sizes")))].sort((a, b) => a - b);
const modes = args.modes.split(",").filter(Boolean);
for (const mode of modes) if (mode !== "untyped" && mode !== "typed") fail(`--modes: unknown mode ${JSON.stringify(mode)} (untyped, typed).`);
if (args.typed !== "service" && args.typed !== "project") fail(`--typed must be "service" or "project".`);
const seed = positiveInt(args.seed, "seed");
const repeat = positiveInt(args.repeat, "repeat");
const split = !args["no-split"];

if (!existsSync(path.join(root, "dist", "src", "index.js"))) fail("The plugin is not built: run `npm run build` first (npm run bench does).");

const base = args.dir ? path.resolve(args.dir) : mkdtempSync(path.join(os.tmpdir(), "backend-config-bench-"));
mkdirSync(base, { recursive: true });

const corpora = new Map();
function corpus(size) {
  let c = corpora.get(size);
  if (!c) {
    const dir = path.join(base, `files-${size}`);
    rmSync(dir, { recursive: true, force: true });
    c = { dir, ...writeCorpus(dir, size, { seed, root }) };
    corpora.set(size, c);
  }
  return c;
}

const modeLabel = {
  untyped: "typescript-eslint parser, no type information",
  typed: args.typed === "service" ? "typescript-eslint parser, projectService" : "typescript-eslint parser, project: ./tsconfig.json",
};

function run(size, mode, plugin) {
  const { dir } = corpus(size);
  const options = { root, dir, mode, typedVia: args.typed, plugin, split };
  const child = spawnSync(process.execPath, [path.join(root, "scripts", "bench", "worker.mjs"), JSON.stringify(options)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) fail(`Lint run failed (${mode}, ${size} files, plugin ${plugin ? "on" : "off"}):\n${child.stderr}`);
  const result = JSON.parse(child.stdout);
  if (result.fatal.length > 0) fail(`Lint run reported parse errors or unknown messages:\n  ${result.fatal.slice(0, 10).join("\n  ")}`);
  const own = [...result.pluginRules, ...(result.shared ? [result.shared] : [])];
  result.pluginMs = own.reduce((sum, id) => sum + (result.ruleMs[id] ?? 0), 0);
  result.share = result.totalMs > 0 ? (100 * result.pluginMs) / result.totalMs : 0;
  console.error(
    `  ${mode.padEnd(7)} ${String(size).padStart(5)} files, plugin ${plugin ? "on " : "off"}: wall ${(result.wallMs / 1000).toFixed(2)} s` +
      (plugin ? `, plugin ${result.pluginMs.toFixed(0)} ms (${result.share.toFixed(2)}%)` : ""),
  );
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
    pluginMs: median(runs.map((r) => r.pluginMs)),
    share: median(runs.map((r) => r.share)),
    ruleMs: Object.fromEntries(ruleIds.map((id) => [id, median(runs.map((r) => r.ruleMs[id] ?? 0))])),
    findings: first.findings,
    pluginRules: first.pluginRules,
    shared: first.shared,
  };
}

const allSizes = [...new Set([mainSize, ...sizes])].sort((a, b) => a - b);
console.error(`Corpus seed ${seed} in ${base}; ${repeat} pair(s) of runs at ${mainSize} files, one run per other size.`);
const measured = {};
for (const mode of modes) {
  measured[mode] = { off: undefined, on: new Map() };
  const offRuns = [];
  const onRuns = [];
  for (let i = 0; i < repeat; i++) {
    offRuns.push(run(mainSize, mode, false));
    onRuns.push(run(mainSize, mode, true));
  }
  measured[mode].off = summarise(offRuns);
  measured[mode].on.set(mainSize, summarise(onRuns));
  for (const size of allSizes) {
    if (size !== mainSize && sizes.includes(size)) measured[mode].on.set(size, summarise([run(size, mode, true)]));
  }
}

// ---- Report ----
const ms = (v) => v.toFixed(1).padStart(9);
const pct = (v) => `${v.toFixed(2)}%`.padStart(7);
const main = corpus(mainSize);
console.log(`\nCorpus: ${main.files.length} files (${main.configs} with <kit> configurations), ${main.lines} lines, seed ${seed}.`);
if (split) {
  console.log(
    "(shared analysis) = collecting object literals and deciding which are configurations, done once per file for\n" +
      "all rules: timed as a rule of its own (bench/shared-analysis, placed first); each rule row is its own checks.",
  );
}
const verdicts = [];
for (const mode of modes) {
  const on = measured[mode].on.get(mainSize);
  const off = measured[mode].off;
  const carrier = split ? undefined : on.pluginRules[0];
  console.log(`\n${mode} (${modeLabel[mode]}), ${on.files} files, plugin on:`);
  const ids = [...(on.shared ? [on.shared] : []), ...on.pluginRules];
  const width = Math.max(...ids.map((id) => id.length), 28) + 2;
  console.log(`  ${"rule".padEnd(width)}${"ms".padStart(9)}${"ms/file".padStart(10)}  share of lint time`);
  for (const id of ids) {
    const label = id === on.shared ? "(shared analysis)" : id === carrier ? `${id} *` : id;
    const v = on.ruleMs[id] ?? 0;
    console.log(`  ${label.padEnd(width)}${ms(v)}${(v / on.files).toFixed(3).padStart(10)}  ${pct((100 * v) / on.totalMs)}`);
  }
  console.log(`  ${"all plugin rules".padEnd(width)}${ms(on.pluginMs)}${(on.pluginMs / on.files).toFixed(3).padStart(10)}  ${pct(on.share)}`);
  console.log(`  ${"lint time (Σ per-file total)".padEnd(width)}${ms(on.totalMs)}${(on.totalMs / on.files).toFixed(3).padStart(10)}  (parse ${on.parseMs.toFixed(0)} ms)`);
  if (carrier) console.log(`  * carries the shared per-file analysis for all plugin rules (it runs first).`);
  const wallRatio = on.wallMs / off.wallMs;
  const cpuRatio = on.cpuMs / off.cpuMs;
  console.log(
    `  lintFiles with / without the plugin: wall ${(on.wallMs / 1000).toFixed(2)} s / ${(off.wallMs / 1000).toFixed(2)} s → ratio ${wallRatio.toFixed(3)};` +
      ` cpu ${(on.cpuMs / 1000).toFixed(2)} s / ${(off.cpuMs / 1000).toFixed(2)} s → ratio ${cpuRatio.toFixed(3)}`,
  );
  const findings = Object.entries(on.findings);
  const total = findings.reduce((s, [, n]) => s + n, 0);
  console.log(`  findings: ${total}${findings.length ? ` (${findings.map(([id, n]) => `${id.split("/").pop()} ${n}`).join(", ")})` : ""}`);
  verdicts.push({ mode, share: on.share, wallRatio, cpuRatio });
}

const scaled = sizes.filter((s) => modes.every((m) => measured[m].on.has(s)));
if (scaled.length > 1) {
  console.log(`\nScaling, plugin on (each corpus is a prefix of the next):`);
  console.log(`  ${"mode".padEnd(9)}${"files".padStart(6)}${"wall s".padStart(9)}${"lint ms/file".padStart(14)}${"plugin ms/file".padStart(16)}${"share".padStart(9)}`);
  for (const mode of modes) {
    for (const size of scaled) {
      const r = measured[mode].on.get(size);
      console.log(
        `  ${mode.padEnd(9)}${String(size).padStart(6)}${(r.wallMs / 1000).toFixed(2).padStart(9)}${(r.totalMs / r.files).toFixed(2).padStart(14)}` +
          `${(r.pluginMs / r.files).toFixed(3).padStart(16)}${pct(r.share).padStart(9)}`,
      );
    }
  }
  for (const v of verdicts) {
    const small = measured[v.mode].on.get(scaled[0]);
    const large = measured[v.mode].on.get(scaled.at(-1));
    v.lintLinear = large.totalMs / large.files / (small.totalMs / small.files);
    v.pluginLinear = large.pluginMs / large.files / (small.pluginMs / small.files);
  }
}

console.log("");
for (const v of verdicts) {
  const shareOk = v.share <= SHARE_GOAL;
  const parts = [`plugin share ${v.share.toFixed(2)}% (goal ≤ ${SHARE_GOAL}%)`, `wall ratio ${v.wallRatio.toFixed(3)}, cpu ratio ${v.cpuRatio.toFixed(3)}`];
  let linearOk = true;
  if (v.lintLinear !== undefined) {
    linearOk = v.lintLinear <= LINEAR_GOAL && v.pluginLinear <= LINEAR_GOAL;
    parts.push(
      `per-file time at ${scaled.at(-1)} / at ${scaled[0]} files: lint ×${v.lintLinear.toFixed(2)}, plugin ×${v.pluginLinear.toFixed(2)} (goal ≤ ${LINEAR_GOAL})`,
    );
  }
  console.log(`${v.mode.padEnd(7)}: ${shareOk && linearOk ? "PASS" : "OVER GOAL"}: ${parts.join("; ")}.`);
}

if (!args.keep && !args.dir) rmSync(base, { recursive: true, force: true });
else console.log(`\nCorpus kept in ${base}.`);
