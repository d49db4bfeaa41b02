#!/usr/bin/env node
// `npm test` after the typecheck:
//
//   1. the packaging checks (scripts/check.mjs: build, one `npm pack`, publint and attw on that tarball,
//      import() and require() of the package), keeping the tarball;
//   2. the test suite against both ESLint majors of the peer range at once: the ESLint 9 leg
//      (scripts/test-eslint9.mjs, in a temporary copy) and the ESLint 10 leg (vitest here), side by side, each
//      with one vitest worker. On a 2-core machine this takes about as long as the slower leg, where running
//      them one after the other took the sum. Both legs' end-to-end tests take the tarball of step 1
//      (BACKEND_CONFIG_TARBALL, which tests/setup/pack.ts provides to them instead of packing again). The
//      ESLint 9 leg's output is kept in a log and printed after the ESLint 10 leg's (whole when it failed, its
//      summary otherwise), so the two do not interleave.
//
// Arguments are passed on to the ESLint 10 leg's vitest (`.ci/run` passes its JSON reporter this way); the
// summary line `.ci/run` prints is that leg's. Exits non-zero when the checks or either leg fail.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const workers = "--maxWorkers=1";
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eslint9-leg-")), "eslint9.log");
const log = fs.openSync(logFile, "w");

const env = { ...process.env };
const run = (command, args, stdio) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio, env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });

const started = Date.now();
const packs = fs.mkdtempSync(path.join(os.tmpdir(), "backend-config-pack-"));
const checked = await run(process.execPath, [path.join(repo, "scripts", "check.mjs"), "--pack-destination", packs], "inherit");
const tarballs = fs.readdirSync(packs).filter((file) => file.endsWith(".tgz"));
if (checked !== 0 || tarballs.length !== 1) {
  fs.rmSync(packs, { recursive: true, force: true });
  console.error(`\nThe packaging checks failed (exit ${checked}); the test suite did not run.`);
  process.exit(checked || 1);
}
env.BACKEND_CONFIG_TARBALL = path.join(packs, tarballs[0]);
const checkSeconds = (Date.now() - started) / 1000;
const legsStarted = Date.now();

const eslint9 = run(process.execPath, [path.join(repo, "scripts", "test-eslint9.mjs"), workers], ["ignore", log, log]);
const eslint10 = run(process.execPath, [path.join(repo, "node_modules", "vitest", "vitest.mjs"), "run", workers, ...process.argv.slice(2)], "inherit");
const [status10, status9] = await Promise.all([eslint10, eslint9]);
fs.closeSync(log);
fs.rmSync(packs, { recursive: true, force: true });

const text = fs.readFileSync(logFile, "utf8");
console.log(`\n── ESLint 9 leg (log: ${logFile}) ──`);
if (status9 !== 0) console.log(text);
else console.log(text.split("\n").filter((line) => line.startsWith("[test:eslint9]")).join("\n"));
const legsSeconds = (Date.now() - legsStarted) / 1000;
console.log(
  `\nBoth legs: ESLint 10 ${status10 === 0 ? "passed" : "FAILED"}, ESLint 9 ${status9 === 0 ? "passed" : "FAILED"} ` +
    `(checks ${checkSeconds.toFixed(1)} s, then both legs ${legsSeconds.toFixed(1)} s).`,
);
process.exit(status10 !== 0 ? status10 : status9);
