#!/usr/bin/env node
// The nightly-sized fuzz run: `vitest run tests/fuzz.test.ts` with FUZZ_RUNS cases (default 10,000) split over
// the modes (CONTRIBUTING.md#fuzz-benchmark-and-stress), seeded with FUZZ_SEED (default: a fresh one). Prints the
// seed and how to replay a failure; exits with vitest's status.
//
//   npm run fuzz                                   # 10,000 cases, new seed
//   FUZZ_RUNS=50000 FUZZ_SEED=123 npm run fuzz     # more cases, given seed
//   FUZZ_MODES=java,csharp FUZZ_RUNS=4000 npm run fuzz   # Java and C# only, 2,000 cases each
//   FUZZ_MODES=hcl FUZZ_RUNS=2000 npm run fuzz     # the tool's native syntax only
//   FUZZ_SEED=123 FUZZ_MODES=ts FUZZ_PATH="42:1:0" npm run fuzz   # replay what a failure printed
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function integer(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) {
    console.error(`${name} must be an integer, not ${JSON.stringify(raw)}.`);
    process.exit(2);
  }
  return value;
}

const runs = integer("FUZZ_RUNS", 10_000);
const seed = integer("FUZZ_SEED", (Date.now() ^ (Math.random() * 0x7fffffff)) | 0);
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-")), "report.json");
const replay = ["FUZZ_MODES", "FUZZ_PATH"]
  .filter((name) => process.env[name])
  .map((name) => ` ${name}=${process.env[name]}`)
  .join("");

console.log(`fuzz: ${runs} cases, seed ${seed}${replay}`);
const started = Date.now();
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const child = spawnSync(process.execPath, [vitest, "run", "tests/fuzz.test.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: report },
});
const seconds = Math.round((Date.now() - started) / 1000);

let summary;
try {
  summary = JSON.parse(fs.readFileSync(report, "utf8"));
} catch {
  summary = undefined;
}
fs.rmSync(path.dirname(report), { recursive: true, force: true });

console.log("");
console.log(`fuzz summary (seed ${seed}, ${seconds} s):`);
if (summary) {
  for (const m of summary.modes) {
    console.log(
      `  ${m.mode}: ${m.cases} cases of ${m.runs} (${m.seconds} s), ${m.messages} messages, ${m.fixes} fixes, ${m.suggestions} suggestions`,
    );
  }
  console.log(`  total: ${summary.cases} cases`);
} else {
  console.log("  no report: the test file did not run to its end.");
}
const status = child.status ?? 1;
if (status !== 0) {
  console.log(`Failed. Replay with: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
  console.log(
    '(add FUZZ_MODES=<mode> FUZZ_PATH="<path>" from the failure above to rerun just the shrunk counterexample)',
  );
}
process.exit(status);
