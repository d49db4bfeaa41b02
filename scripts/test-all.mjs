#!/usr/bin/env node
// Runs the test suite against both ESLint majors of the peer range at once: the ESLint 9 leg
// (scripts/test-eslint9.mjs, in a temporary copy) and the ESLint 10 leg (vitest here), side by side, each with
// one vitest worker. On a 2-core machine this takes about as long as the slower leg, where running them one
// after the other took the sum. The ESLint 9 leg's output is kept in a log and printed after the ESLint 10
// leg's (whole when it failed, its summary otherwise), so the two do not interleave.
//
// Arguments are passed on to the ESLint 10 leg's vitest (`.ci/run` passes its JSON reporter this way); the
// summary line `.ci/run` prints is that leg's. Exits non-zero when either leg fails.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const workers = "--maxWorkers=1";
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eslint9-leg-")), "eslint9.log");
const log = fs.openSync(logFile, "w");

const run = (command, args, stdio) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio, env: process.env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });

const started = Date.now();
const eslint9 = run(process.execPath, [path.join(repo, "scripts", "test-eslint9.mjs"), workers], ["ignore", log, log]);
const eslint10 = run(process.execPath, [path.join(repo, "node_modules", "vitest", "vitest.mjs"), "run", workers, ...process.argv.slice(2)], "inherit");
const [status10, status9] = await Promise.all([eslint10, eslint9]);
fs.closeSync(log);

const text = fs.readFileSync(logFile, "utf8");
console.log(`\n── ESLint 9 leg (log: ${logFile}) ──`);
if (status9 !== 0) console.log(text);
else console.log(text.split("\n").filter((line) => line.startsWith("[test:eslint9]")).join("\n"));
console.log(`\nBoth legs: ESLint 10 ${status10 === 0 ? "passed" : "FAILED"}, ESLint 9 ${status9 === 0 ? "passed" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
process.exit(status10 !== 0 ? status10 : status9);
