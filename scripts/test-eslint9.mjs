#!/usr/bin/env node
// Runs the whole test suite against ESLint 9 (the dev dependency `eslint-v9`, an npm alias of the newest ESLint 9),
// without the network and without touching this repository: it copies the project into a temporary folder whose
// node_modules is this repository's, hard-linked file by file, with node_modules/eslint taken from eslint-v9,
// checks that every package depending on eslint gets ESLint 9, runs vitest, and exits with its status.
//
// Symlinks would not do: Node resolves `require("eslint")` from a package's real path, so typescript-eslint's
// packages would find ESLint 10. The folders tools write into (node_modules/.vite, .vite-temp, .cache) are not
// linked, so that no write in the copy reaches this repository's files through a hard link.
//
// Arguments are passed on to vitest: `npm run test:eslint9 -- tests/e2e.test.ts`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EXPECTED_MAJOR = "9";
const ALIAS = "eslint-v9";
/** Top-level entries of the repository that are not copied: installs, build output, VCS and tool state. */
const SKIP = new Set(["node_modules", "dist", "coverage"]);

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)}s`;
const log = (line) => console.log(`[test:eslint9] ${line}`);

class Failure extends Error {}

/**
 * Recreates the tree `from` at `to`: directories are created, files hard-linked (copied when `from` and
 * `to` are on different file systems or links are not allowed), symlinks recreated with the same target
 * (node_modules/.bin holds relative links, which then point into the new tree).
 */
function linkTree(from, to, skip = () => false) {
  let hardLinks = true;
  const walk = (src, dest) => {
    fs.mkdirSync(dest, { recursive: true });
    for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
      if (skip(src, entry.name)) continue;
      const s = path.join(src, entry.name);
      const d = path.join(dest, entry.name);
      if (entry.isDirectory()) walk(s, d);
      else if (entry.isSymbolicLink()) {
        const target = fs.readlinkSync(s);
        let type = "file";
        try {
          if (fs.statSync(s).isDirectory()) type = "junction";
        } catch {
          // A dangling link stays dangling.
        }
        fs.symlinkSync(target, d, type);
      } else if (entry.isFile()) {
        if (hardLinks) {
          try {
            fs.linkSync(s, d);
            continue;
          } catch (error) {
            if (!["EXDEV", "EPERM", "EMLINK", "ENOTSUP", "EACCES"].includes(error.code)) throw error;
            hardLinks = false;
          }
        }
        fs.copyFileSync(s, d);
      }
    }
  };
  walk(from, to);
  return hardLinks;
}

/** The child process running now, and the signal that interrupted the run, if any. */
let current = null;
let interrupted = null;

/** Runs a command with the terminal as its output; resolves to its exit status. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: "inherit",
      // Its own process group on POSIX, so that an interruption stops its children (vitest's workers) too.
      detached: process.platform !== "win32",
    });
    current = child;
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      current = null;
      if (interrupted) reject(new Failure(`interrupted by ${interrupted}.`));
      else resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

/** The version of the `eslint` that `require` resolves to from `dir`, and where it lives. */
function eslintFrom(dir) {
  const require = createRequire(path.join(dir, "noop.js"));
  const manifest = require.resolve("eslint/package.json");
  return { version: JSON.parse(fs.readFileSync(manifest, "utf8")).version, dir: path.dirname(manifest) };
}

/** Every installed package (top level and nested) whose manifest names eslint as a (peer) dependency. */
function dependents(modules) {
  const found = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith(".")) continue;
      if (name.startsWith("@")) {
        for (const scoped of fs.readdirSync(path.join(dir, name))) check(path.join(dir, name, scoped));
      } else check(path.join(dir, name));
    }
  };
  const check = (pkg) => {
    const file = path.join(pkg, "package.json");
    if (!fs.existsSync(file)) return;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
    const fields = [manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies];
    if (manifest.name !== "eslint" && fields.some((deps) => deps && "eslint" in deps)) found.push(pkg);
    visit(path.join(pkg, "node_modules"));
  };
  visit(modules);
  return found;
}

/** Checks that everything in `project` that can load eslint loads ESLint 9; returns its version. */
async function verifyEslint(project) {
  const modules = path.join(project, "node_modules");
  const expected = path.join(modules, "eslint");
  const problems = [];
  const expect = (who, { version, dir }) => {
    if (!version.startsWith(`${EXPECTED_MAJOR}.`) || dir !== expected) {
      problems.push(`${who} loads eslint ${version} from ${dir}`);
    }
  };

  const own = eslintFrom(project);
  expect("the project", own);
  const users = dependents(modules);
  for (const required of ["@typescript-eslint/rule-tester", "@typescript-eslint/utils"]) {
    if (!users.includes(path.join(modules, required)))
      problems.push(`${required} is not installed or does not depend on eslint`);
  }
  for (const pkg of users) expect(path.relative(project, pkg), eslintFrom(fs.realpathSync(pkg)));

  // ESM resolution, as `import { Linter } from "eslint"` in the tests and `eslint.config.js` files do.
  // (`import.meta.resolve` takes no parent URL without a flag on Node 20: a probe module inside the copy asks.)
  const probe = path.join(project, "eslint9-probe.mjs");
  fs.writeFileSync(probe, 'export default import.meta.resolve("eslint");\n');
  const esm = fileURLToPath((await import(pathToFileURL(probe).href)).default);
  fs.rmSync(probe);
  if (!esm.startsWith(expected + path.sep)) problems.push(`import "eslint" from the project resolves to ${esm}`);

  // The CLI, as `npx eslint` in the project runs it.
  const bin = path.join(modules, ".bin", "eslint");
  if (process.platform !== "win32") {
    const real = fs.realpathSync(bin);
    if (!real.startsWith(expected + path.sep)) problems.push(`node_modules/.bin/eslint points at ${real}`);
  }

  if (problems.length > 0)
    throw new Failure(`ESLint ${EXPECTED_MAJOR} is not the eslint everywhere:\n  ${problems.join("\n  ")}`);
  const names = users.map((pkg) => path.relative(modules, pkg).split(path.sep).join("/")).sort();
  log(
    `eslint ${own.version} is what the project, node_modules/.bin/eslint and the packages depending on it load (${names.join(", ")}).`,
  );
  return own.version;
}

/** The summary of vitest's JSON report. */
function summary(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const files = report.testResults ?? [];
  const failedFiles = files.filter((f) => f.status === "failed").length;
  const parts = [
    `${files.length - failedFiles} of ${files.length} test files passed`,
    `${report.numPassedTests} of ${report.numTotalTests} tests passed`,
  ];
  if (report.numFailedTests) parts.push(`${report.numFailedTests} failed`);
  if (report.numPendingTests || report.numTodoTests)
    parts.push(`${report.numPendingTests + report.numTodoTests} skipped or todo`);
  return parts.join(", ");
}

async function main() {
  const alias = path.join(repo, "node_modules", ALIAS);
  if (!fs.existsSync(path.join(alias, "package.json"))) {
    throw new Failure(`node_modules/${ALIAS} is missing: run \`npm install\` (it is a dev dependency).`);
  }
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "eslint-plugin-backend-config-eslint9-")));
  const cleanup = () => fs.rmSync(tmp, { recursive: true, force: true });
  // On Ctrl+C or a kill, stop the running step; the `finally` below then removes the folder.
  const onSignal = (signal) => {
    interrupted = signal;
    if (current && process.platform !== "win32") process.kill(-current.pid, signal);
    else if (current) current.kill(signal);
    else {
      cleanup();
      process.exit(128 + os.constants.signals[signal]);
    }
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const project = path.join(tmp, "project");
    let phase = performance.now();
    fs.mkdirSync(project);
    for (const entry of fs.readdirSync(repo)) {
      if (SKIP.has(entry) || entry.startsWith(".")) continue;
      fs.cpSync(path.join(repo, entry), path.join(project, entry), { recursive: true });
    }
    const modules = path.join(project, "node_modules");
    const linked = linkTree(path.join(repo, "node_modules"), modules, (dir, name) => {
      const top = dir === path.join(repo, "node_modules");
      // Dot folders other than .bin are tools' state (.vite, .vite-temp, .cache): left out, so that no
      // write in the copy can reach a file of this repository through a hard link.
      return top && (name === "eslint" || name === ALIAS || (name.startsWith(".") && name !== ".bin"));
    });
    linkTree(alias, path.join(modules, "eslint"));
    // Two installed packages ship an `eslint` bin (eslint and its alias); which one npm linked depends on
    // the order of installs, so the copy's bin is pointed at the copy's eslint (ESLint 9) explicitly.
    const bin = path.join(modules, ".bin", "eslint");
    fs.rmSync(bin, { force: true });
    if (process.platform !== "win32") fs.symlinkSync(path.join("..", "eslint", "bin", "eslint.js"), bin);
    log(`project and node_modules ${linked ? "hard-linked" : "copied"} into ${project} in ${seconds(phase)}.`);

    const version = await verifyEslint(project);

    phase = performance.now();
    const report = path.join(tmp, "vitest-report.json");
    const vitest = path.join(modules, "vitest", "vitest.mjs");
    const args = [
      vitest,
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ];
    const status = await run(process.execPath, args, project);
    const line = fs.existsSync(report) ? summary(report) : "no report written";
    log(`ESLint ${version}: ${line}; vitest exited ${status} after ${seconds(phase)} (${seconds(started)} in all).`);
    return status;
  } finally {
    cleanup();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`[test:eslint9] ${error.message}`);
  process.exitCode = interrupted ? 128 + os.constants.signals[interrupted] : 1;
}
