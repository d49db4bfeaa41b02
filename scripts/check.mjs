#!/usr/bin/env node
// `npm run check`: the package as npm would publish it: build, one `npm pack --ignore-scripts` (the build just
// ran), publint (--strict) and attw (--profile node16) on the tarball, then `import()` and `require()` of the package
// by name (CONTRIBUTING.md#tests).
//
// `--pack-destination DIR` keeps the tarball in DIR and prints its path last, so that `npm test` packs once.
// `--emit-only` builds without type-checking (`tsc --noCheck`), for scripts/test-all.mjs, which type-checks beside it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(repo, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const { values } = parseArgs({
  options: { "pack-destination": { type: "string" }, "emit-only": { type: "boolean", default: false } },
});

class Failure extends Error {}

/** Runs a command with the terminal as its output; throws a Failure naming the step when it fails. */
function step(what, command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: repo,
    stdio: "inherit",
    shell: process.platform === "win32",
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Failure(`${what} failed (exit ${result.status ?? result.signal}).`);
  return result;
}

const IMPORT_CHECK = `
const { default: p } = await import("eslint-plugin-backend-config");
if (!p.configs?.recommended || !p.configs.java || !p.configs.csharp || !p.languages?.java || !p.languages.csharp) {
  throw new Error("import() does not give the plugin with its languages");
}
console.log("import() of the package: " + Object.keys(p.rules).length + " rules, languages " + Object.keys(p.languages).join(", ") + ".");
`;

const REQUIRE_CHECK = `
const p = require("eslint-plugin-backend-config");
const tree = p.languages.java.parse({ body: "class A {}", path: "A.java" });
if (!tree.ok) throw new Error("the Java grammar does not parse in the tick that required the plugin");
import("eslint-plugin-backend-config").then(({ default: q }) => {
  if (p !== q || !p.languages?.java || !p.languages.csharp) throw new Error("require() does not give the plugin of import()");
  console.log("require() of the package: the plugin of import(), " + Object.keys(p.rules).length + " rules, languages " + Object.keys(p.languages).join(", ") + ".");
});
`;

const keep = values["pack-destination"];
const destination = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "backend-config-check-"));
try {
  if (values["emit-only"]) {
    step("the build (emit only)", process.execPath, [
      path.join(repo, "node_modules", "typescript", "bin", "tsc"),
      "-p",
      "tsconfig.build.json",
      "--noCheck",
    ]);
    step("the build's dist/ step", process.execPath, [path.join(repo, "scripts", "build-dist.mjs")]);
  } else step("the build", npm, ["run", "--silent", "build"]);
  fs.mkdirSync(destination, { recursive: true });
  const packed = step("npm pack", npm, ["pack", "--ignore-scripts", "--silent", "--pack-destination", destination], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  const tarball = path.join(destination, packed.stdout.trim().split("\n").at(-1) ?? "");
  if (!tarball.endsWith(".tgz") || !fs.existsSync(tarball))
    throw new Failure(`npm pack printed ${JSON.stringify(packed.stdout)}: no tarball in ${destination}.`);
  step("publint", bin("publint"), ["--strict", tarball]);
  step("attw", bin("attw"), [tarball, "--profile", "node16"]);
  step("import() of the package", process.execPath, ["--input-type=module", "-e", IMPORT_CHECK]);
  step("require() of the package", process.execPath, ["--input-type=commonjs", "-e", REQUIRE_CHECK]);
  if (keep) console.log(tarball);
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`npm run check: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (!keep) fs.rmSync(destination, { recursive: true, force: true });
}
