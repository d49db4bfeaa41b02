// Global setup of the "packed" test project (the end-to-end tests, tests/e2e*.test.ts, and tests/memory.test.ts):
// the plugin's tarball as npm would publish it, packed once for all of them. `npm test` has packed it already
// (scripts/check.mjs, run by scripts/test-all.mjs) and names it in BACKEND_CONFIG_TARBALL; otherwise this runs
// `npm pack`, which builds the plugin first (`prepack`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The absolute path of the packed plugin (`eslint-plugin-backend-config-<version>.tgz`). */
    tarball: string;
  }
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Provides the tarball; the teardown it returns removes a tarball this setup packed (none was given). */
export default function setup(project: TestProject): (() => void) | undefined {
  const given = process.env.BACKEND_CONFIG_TARBALL;
  if (given) {
    if (!path.isAbsolute(given) || !given.endsWith(".tgz") || !fs.existsSync(given)) {
      throw new Error(
        `BACKEND_CONFIG_TARBALL must name an existing .tgz by its absolute path, not ${JSON.stringify(given)}.`,
      );
    }
    project.provide("tarball", given);
    return undefined;
  }
  const packs = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "backend-config-pack-")));
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["pack", "--silent", "--pack-destination", packs], {
    cwd: repo,
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  const tarballs = fs.readdirSync(packs).filter((file) => file.endsWith(".tgz"));
  if (result.error || result.status !== 0 || tarballs.length !== 1) {
    fs.rmSync(packs, { recursive: true, force: true });
    throw new Error(`npm pack failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`, {
      cause: result.error,
    });
  }
  project.provide("tarball", path.join(packs, tarballs[0]!));
  return () => fs.rmSync(packs, { recursive: true, force: true });
}
