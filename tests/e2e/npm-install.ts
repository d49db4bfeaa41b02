// npm's own install of the tarball into a project that has only ESLint (issue 13: what a new user gets), from
// npm's cache, without the network (tests/e2e.test.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { mustRun, repo, run, write } from "./project.js";

/** The most the plugin may add to the node_modules of a project that has only ESLint, in KiB (15 MB). */
export const MAX_ADDED_KIB = 15 * 1024;

interface LockEntry {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Manifest extends LockEntry {
  name: string;
  version: string;
  license?: string;
  engines?: Record<string, string>;
  scripts?: Record<string, string>;
}

/** A package's dependencies that npm installs: its dependencies, optional ones and the peers it does not mark optional. */
function installedDependencies(entry: LockEntry): { all: Record<string, string>; optional: Set<string> } {
  const peers = Object.entries(entry.peerDependencies ?? {}).filter(
    ([name]) => !entry.peerDependenciesMeta?.[name]?.optional,
  );
  return {
    all: { ...entry.dependencies, ...entry.optionalDependencies, ...Object.fromEntries(peers) },
    optional: new Set(Object.keys(entry.optionalDependencies ?? {})),
  };
}

/**
 * The package.json and package-lock.json of a project that depends on the ESLint this repository runs (10, or 9
 * under test:eslint9) and, with `plugin`, on the packed plugin. The lockfile holds the packages and versions of
 * this repository's own lockfile, each at its place there (where Node would resolve it from its dependents), the
 * ESLint used moved to node_modules/eslint with its nested packages: so `npm ci --offline` installs exactly
 * these from npm's cache, which this repository's install filled, without asking the registry for versions.
 */
function lockfileFor(
  dir: string,
  plugin?: { tarball: string; manifest: Manifest },
): { manifest: object; lock: object } {
  const lock = JSON.parse(fs.readFileSync(path.join(repo, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const eslintVersion = (
    JSON.parse(fs.readFileSync(path.join(repo, "node_modules", "eslint", "package.json"), "utf8")) as Manifest
  ).version;
  const eslintAt = Object.keys(lock.packages)
    .filter(
      (at) =>
        lock.packages[at]!.version === eslintVersion &&
        (at === "node_modules/eslint" || lock.packages[at]!.name === "eslint"),
    )
    .sort((a, b) => Number(b === "node_modules/eslint") - Number(a === "node_modules/eslint"))[0];
  if (!eslintAt) throw new Error(`ESLint ${eslintVersion} is not in package-lock.json`);
  const parentOf = (at: string) => at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")));
  const resolve = (from: string, name: string): string | undefined => {
    if (name === "eslint") return eslintAt;
    for (let at = from; ; at = parentOf(at)) {
      const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!at) return undefined;
    }
  };
  const needed = new Set<string>();
  const visit = (from: string, entry: LockEntry) => {
    const { all, optional } = installedDependencies(entry);
    for (const name of Object.keys(all)) {
      const at = resolve(from, name);
      if (!at) {
        if (optional.has(name)) continue;
        throw new Error(`${name}, a dependency of ${from || "the project"}, is not in package-lock.json`);
      }
      if (needed.has(at)) continue;
      needed.add(at);
      visit(at, lock.packages[at]!);
    }
  };
  const dependencies: Record<string, string> = { eslint: eslintVersion };
  const packages: Record<string, LockEntry> = {};
  visit("", { dependencies: { eslint: eslintVersion } });
  if (plugin) {
    const spec = `file:${path.relative(dir, plugin.tarball).split(path.sep).join("/")}`;
    const {
      name,
      version,
      license,
      engines,
      dependencies: deps,
      peerDependencies,
      peerDependenciesMeta,
    } = plugin.manifest;
    const integrity = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(plugin.tarball)).digest("base64")}`;
    dependencies[name] = spec;
    packages[`node_modules/${name}`] = {
      version,
      resolved: spec,
      integrity,
      license,
      engines,
      dependencies: deps,
      peerDependencies,
      peerDependenciesMeta,
    };
    visit("", plugin.manifest);
  }
  const place = (at: string) =>
    at === eslintAt || at.startsWith(`${eslintAt}/`) ? `node_modules/eslint${at.slice(eslintAt.length)}` : at;
  for (const at of [...needed].sort()) {
    const { dev, devOptional, optional, peer, ...entry } = lock.packages[at]!;
    if (place(at) !== at) delete entry.name;
    packages[place(at)] = entry;
  }
  const manifest = { name: "eslint-only", private: true, dependencies };
  return {
    manifest,
    lock: { name: manifest.name, lockfileVersion: 3, requires: true, packages: { "": manifest, ...packages } },
  };
}

export interface Installed {
  dir: string;
  /** npm ci's output (with `--foreground-scripts`, so every lifecycle script it runs is printed). */
  output: string;
  /** node_modules' size on disk (`du -sk`), KiB. */
  kib: number;
  /** Every installed package, by its folder under the project (`node_modules/a/node_modules/b`). */
  packages: Map<string, Manifest>;
}

/** Every package under `modules`, nested ones included, by folder relative to `root`. */
function packagesUnder(root: string, modules: string, found = new Map<string, Manifest>()): Map<string, Manifest> {
  if (!fs.existsSync(modules)) return found;
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    const dirs = entry.startsWith("@")
      ? fs.readdirSync(path.join(modules, entry)).map((n) => path.join(modules, entry, n))
      : [path.join(modules, entry)];
    for (const dir of dirs) {
      const manifest = path.join(dir, "package.json");
      if (!fs.existsSync(manifest)) continue;
      found.set(
        path.relative(root, dir).split(path.sep).join("/"),
        JSON.parse(fs.readFileSync(manifest, "utf8")) as Manifest,
      );
      packagesUnder(root, path.join(dir, "node_modules"), found);
    }
  }
  return found;
}

/** Installs a project with `npm ci --offline` from the lockfile of lockfileFor(). */
export function npmInstall(dir: string, plugin?: { tarball: string; manifest: Manifest }): Installed {
  const { manifest, lock } = lockfileFor(dir, plugin);
  write(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  write(path.join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
  const result = run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--foreground-scripts"], dir);
  if (result.status !== 0) {
    throw new Error(
      `npm ci --offline exited ${result.status} (npm's cache lacks a package of package-lock.json? \`npm ci\` in the repository fills it):\n${result.stdout}\n${result.stderr}`,
    );
  }
  const kib = Number(mustRun("du", ["-sk", "node_modules"], dir).split(/\s/)[0]);
  return {
    dir,
    output: `${result.stdout}\n${result.stderr}`,
    kib,
    packages: packagesUnder(dir, path.join(dir, "node_modules")),
  };
}

/** The lifecycle scripts npm runs when it installs a package (`prepare` only for git and folder installs). */
export const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"] as const;

/** Files under `dir` whose name matches `pattern`, relative to `dir`. */
export function filesMatching(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(path.basename(file)))
    .map((file) => file.split(path.sep).join("/"));
}
