// Property-based tests: generated programs with configuration literals of random shape, linted with every
// rule on in each mode (js / ts / typed, java / csharp / hcl with the plugin's languages, and json: documents of
// the tool's JSON syntax with @eslint/json's) and fixed by ESLint's Linter; see tests/fuzz/check.ts,
// tests/fuzz/tree-sitter.ts and tests/fuzz/json.ts for the properties. `npm test` runs a small
// fixed-seed run; `npm run fuzz` (scripts/fuzz.mjs) a nightly-sized one.
//
// Environment: FUZZ_RUNS (cases in total, split js:ts:typed:java:csharp:json:hcl = 2:2:1:2:2:1:1), FUZZ_SEED,
// FUZZ_MODES (e.g. "ts,typed" or "java,csharp"),
// FUZZ_PATH (replay a failure's path with its seed), FUZZ_REPORT (a file the counts are written to as JSON),
// FUZZ_HOSTILE_ODDS (JavaScript and TypeScript: 1 program in that many is hostile, deep or long; default 20).
import fs from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { programs } from "./fuzz/arbitraries.js";
import { checkProgram, type CaseStats } from "./fuzz/check.js";
import type { Mode as ScriptMode } from "./fuzz/program.js";
import { checkHclProgram, hclPrograms } from "./fuzz/hcl.js";
import { checkJsonProgram, jsonPrograms } from "./fuzz/json.js";
import { checkTreeSitterProgram, treeSitterPrograms, type TreeSitterMode } from "./fuzz/tree-sitter.js";
import { withLineBreaks } from "./fuzz/line-breaks.js";

type Mode = ScriptMode | TreeSitterMode | "json" | "hcl";
const SCRIPT_MODES: readonly ScriptMode[] = ["js", "ts", "typed"];
const isScriptMode = (mode: Mode): mode is ScriptMode => (SCRIPT_MODES as readonly Mode[]).includes(mode);

const SHARE: Record<Mode, number> = { js: 2, ts: 2, typed: 1, java: 2, csharp: 2, json: 1, hcl: 1 };
/**
 * Cases per mode in `npm test`: enough for the JavaScript and TypeScript programs to reach every rule, fix and
 * suggestion (the last tests check it); typed linting is slower (projectService), so it gets fewer. `npm run fuzz`
 * is the broad run.
 */
const DEFAULT_RUNS: Record<Mode, number> = {
  js: 200,
  ts: 150,
  typed: 40,
  java: 150,
  csharp: 150,
  json: 150,
  hcl: 150,
};
const DEFAULT_SEED = 20260501;

function intFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${JSON.stringify(raw)}.`);
  return value;
}

const total = intFromEnv("FUZZ_RUNS");
const seed = intFromEnv("FUZZ_SEED") ?? DEFAULT_SEED;
const path = process.env.FUZZ_PATH || undefined;
const modes = (process.env.FUZZ_MODES ?? "js,ts,typed,java,csharp,json,hcl").split(",").map((m) => m.trim()) as Mode[];
const shares = modes.reduce((sum, m) => sum + SHARE[m], 0);

function runsFor(mode: Mode): number {
  if (total === undefined) return DEFAULT_RUNS[mode];
  return Math.max(1, Math.round((total * SHARE[mode]) / shares));
}

interface Counts {
  messages: number;
  fixes: number;
  suggestions: number;
}

interface ModeReport extends Counts {
  mode: Mode;
  seed: number;
  runs: number;
  cases: number;
  fixedPrograms: number;
  seconds: number;
  rules: Record<string, Counts>;
}

const reports: ModeReport[] = [];

afterAll(() => {
  const cases = reports.reduce((sum, r) => sum + r.cases, 0);
  console.log(`fuzz: ${cases} cases in total (seed ${seed}).`);
  const file = process.env.FUZZ_REPORT;
  if (file) fs.writeFileSync(file, JSON.stringify({ seed, cases, modes: reports }, null, 2));
});

describe("generated configurations never crash a rule, and fixes stay parsing, stable and inside the literal", () => {
  for (const mode of modes) {
    if (!(mode in SHARE))
      throw new Error(`FUZZ_MODES: unknown mode ${JSON.stringify(mode)}; use js, ts, typed, java, csharp, json, hcl.`);
    const runs = runsFor(mode);
    // A guard against a hang, not a measure: several times what the cases take on a 2-core machine running ten
    // busy processes (there 200 JavaScript cases took 46 s, 40 typed ones 15 s).
    const timeout = Math.max(180_000, runs * (mode === "typed" ? 3_000 : 1_500));
    it(
      `${mode}: ${runs} programs`,
      () => {
        const report: ModeReport = {
          mode,
          seed,
          runs,
          cases: 0,
          messages: 0,
          fixes: 0,
          suggestions: 0,
          fixedPrograms: 0,
          seconds: 0,
          rules: Object.fromEntries(
            Object.keys(plugin.rules).map((id) => [id, { messages: 0, fixes: 0, suggestions: 0 }]),
          ),
        };
        const started = performance.now();
        try {
          const record = (stats: CaseStats) => {
            report.cases += 1;
            for (const [id, counts] of Object.entries(stats.rules)) {
              for (const key of ["messages", "fixes", "suggestions"] as const) {
                report[key] += counts[key];
                report.rules[id]![key] += counts[key];
              }
            }
            if (stats.fixed) report.fixedPrograms += 1;
          };
          const options = { seed, numRuns: runs, ...(path !== undefined && { path }) };
          if (isScriptMode(mode))
            fc.assert(
              fc.property(withLineBreaks(programs(mode)), (program) => record(checkProgram(program))),
              options,
            );
          else if (mode === "json")
            fc.assert(
              fc.property(withLineBreaks(jsonPrograms()), (program) => record(checkJsonProgram(program))),
              options,
            );
          else if (mode === "hcl")
            fc.assert(
              fc.property(hclPrograms(), (program) => record(checkHclProgram(program))),
              options,
            );
          else
            fc.assert(
              fc.property(withLineBreaks(treeSitterPrograms(mode)), (program) =>
                record(checkTreeSitterProgram(program)),
              ),
              options,
            );
        } finally {
          report.seconds = Math.round((performance.now() - started) / 100) / 10;
          reports.push(report);
          console.log(
            `fuzz ${mode}: ${report.cases} cases (seed ${seed}, ${report.seconds} s): ${report.messages} messages, ` +
              `${report.fixes} fixes, ${report.suggestions} suggestions, ${report.fixedPrograms} programs changed by --fix.\n` +
              Object.entries(report.rules)
                .map(([id, c]) => `  ${id}: ${c.messages} messages, ${c.fixes} fixes, ${c.suggestions} suggestions`)
                .join("\n"),
          );
        }
      },
      timeout,
    );
  }

  // The JavaScript and TypeScript generator reaches every rule, and the fixes and suggestions of each rule
  // that has them (checked when every script mode runs and they hold 200 programs or more, not when a
  // failure's path is replayed).
  const scriptRuns = SCRIPT_MODES.reduce((n, m) => n + (modes.includes(m) ? runsFor(m) : 0), 0);
  const large = SCRIPT_MODES.every((m) => modes.includes(m)) && scriptRuns >= 200;
  if (path === undefined && large)
    it("the programs reach every rule, fix and suggestion", () => {
      const scripts = reports.filter((r) => isScriptMode(r.mode));
      expect(scripts.map((r) => r.mode)).toEqual(modes.filter(isScriptMode));
      // valid-value-types fixes only the tool's JSON syntax (a data source's block written as an object): its
      // fixes are looked for in the JSON programs, when they run.
      const json = reports.find((r) => r.mode === "json");
      const jsonOnlyFixes: Readonly<Record<string, true>> = { "valid-value-types": true };
      for (const [id, rule] of Object.entries(plugin.rules)) {
        const sum = (key: keyof Counts) => scripts.reduce((n, r) => n + r.rules[id]![key], 0);
        expect.soft(sum("messages"), `${id}: messages`).toBeGreaterThan(0);
        if (rule.meta.fixable && !jsonOnlyFixes[id]) expect.soft(sum("fixes"), `${id}: fixes`).toBeGreaterThan(0);
        if (rule.meta.fixable && jsonOnlyFixes[id] && json)
          expect.soft(json.rules[id]?.fixes ?? 0, `${id}: fixes (json)`).toBeGreaterThan(0);
        if (rule.meta.hasSuggestions) expect.soft(sum("suggestions"), `${id}: suggestions`).toBeGreaterThan(0);
      }
    });

  // The Java, C#, JSON and HCL programs are not vacuous: they get messages, autofixes and suggestions.
  for (const mode of modes.filter((m) => !isScriptMode(m) && runsFor(m) >= 50)) {
    if (path === undefined)
      it(`${mode}: the programs get messages, fixes and suggestions`, () => {
        const report = reports.find((r) => r.mode === mode)!;
        expect(report.messages).toBeGreaterThan(0);
        expect(report.fixes).toBeGreaterThan(0);
        expect(report.suggestions).toBeGreaterThan(0);
      });
  }
});
