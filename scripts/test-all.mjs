#!/usr/bin/env node
// `npm test`: the typecheck beside the packaging checks, then the ESLint 10 and ESLint 9 legs side by side (one per
// core), then `npm run lint`; CONTRIBUTING.md#tests says what each step covers. The other jobs' output is kept in
// logs and printed after the ESLint 10 leg's, so that nothing interleaves.
//
// Arguments are passed on to the ESLint 10 leg's vitest (`.ci/run` passes its JSON reporter this way); the
// summary line `.ci/run` prints is that leg's. Exits non-zero when the typecheck, the checks or any job fail.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const workers = "--maxWorkers=1";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const logs = fs.mkdtempSync(path.join(os.tmpdir(), "backend-config-test-"));

const run = (command, args, stdio, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repo,
      stdio,
      env,
      shell: process.platform === "win32" && command === npm,
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });

/** Runs a job with its output in a log file; resolves to its status and the log's path. */
async function logged(name, command, args, env) {
  const file = path.join(logs, `${name}.log`);
  const fd = fs.openSync(file, "w");
  const status = await run(command, args, ["ignore", fd, fd], env);
  fs.closeSync(fd);
  return { name, status, file };
}

const started = Date.now();
const packs = path.join(logs, "pack");
const [typecheck, checked] = await Promise.all([
  logged("typecheck", process.execPath, [
    path.join(repo, "node_modules", "typescript", "bin", "tsc"),
    "-p",
    "tsconfig.json",
    "--noEmit",
  ]),
  run(
    process.execPath,
    [path.join(repo, "scripts", "check.mjs"), "--emit-only", "--pack-destination", packs],
    "inherit",
  ),
]);
if (typecheck.status !== 0) {
  console.error(
    `\n── tsc -p tsconfig.json --noEmit (log: ${typecheck.file}) ──\n${fs.readFileSync(typecheck.file, "utf8")}`,
  );
  console.error(`The typecheck failed (exit ${typecheck.status}); the test suite did not run.`);
  process.exit(typecheck.status);
}
console.log("\nTypecheck (tsc -p tsconfig.json --noEmit): no error.");
const tarballs = fs.existsSync(packs) ? fs.readdirSync(packs).filter((file) => file.endsWith(".tgz")) : [];
if (checked !== 0 || tarballs.length !== 1) {
  console.error(`\nThe packaging checks failed (exit ${checked}); the test suite did not run.`);
  process.exit(checked || 1);
}
const env = { ...process.env, BACKEND_CONFIG_TARBALL: path.join(packs, tarballs[0]) };
const checkSeconds = (Date.now() - started) / 1000;
const jobsStarted = Date.now();

const eslint9 = logged("eslint9", process.execPath, [path.join(repo, "scripts", "test-eslint9.mjs"), workers], {
  ...env,
  BACKEND_CONFIG_LEG: "eslint9",
});
const eslint10 = run(
  process.execPath,
  [path.join(repo, "node_modules", "vitest", "vitest.mjs"), "run", workers, ...process.argv.slice(2)],
  "inherit",
  { ...env, BACKEND_CONFIG_LEG: "eslint10" },
);
// The lint starts when the first leg ends, on the core that leg frees.
const lint = Promise.race([eslint10, eslint9]).then(() => logged("lint", npm, ["run", "--silent", "lint"], env));
const [status10, ...others] = await Promise.all([eslint10, eslint9, lint]);
fs.rmSync(packs, { recursive: true, force: true });

/** What each logged job printed: all of it when it failed; else its `[test:eslint9]` lines, or nothing. */
for (const { name, status, file } of others) {
  const text = fs.readFileSync(file, "utf8");
  console.log(`\n── ${name === "eslint9" ? "ESLint 9 leg" : "npm run lint"} (log: ${file}) ──`);
  if (status !== 0) console.log(text);
  else if (name === "eslint9")
    console.log(
      text
        .split("\n")
        .filter((line) => line.startsWith("[test:eslint9]"))
        .join("\n"),
    );
  else console.log("Prettier, ESLint and knip: no problem.");
}
const verdict = (status) => (status === 0 ? "passed" : "FAILED");
const [status9, statusLint] = others.map((job) => job.status);
console.log(
  `\nESLint 10 leg ${verdict(status10)}, ESLint 9 leg ${verdict(status9)}, lint ${verdict(statusLint)} ` +
    `(typecheck and checks ${checkSeconds.toFixed(1)} s, then the legs side by side and the lint after the first, ${((Date.now() - jobsStarted) / 1000).toFixed(1)} s).`,
);
process.exit([status10, status9, statusLint].find((status) => status !== 0) ?? 0);
