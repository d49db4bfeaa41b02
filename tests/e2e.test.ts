// End to end: the plugin packed as npm would publish it (tests/setup/pack.ts), the tarball installed into a
// fresh project (its dependencies linked from this repository's node_modules, so no network is needed), and
// the real ESLint CLI run on it: findings, `--fix`, and what the tarball holds. Then npm itself installs the
// tarball into a project that has only ESLint (`npm ci --offline`, from npm's cache, which this repository's
// own install filled): what that adds (size, packages, install scripts, native binaries), `require()` of the
// plugin and a CommonJS `eslint.config.cjs`.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = "eslint-plugin-backend-config";
const TIMEOUT = 120_000;

let tmp = "";
let project = "";
let tarball = "";

function run(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (result.error) throw result.error;
  return result;
}

function mustRun(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Runs `node_modules/eslint/bin/eslint.js` of the temporary project, as a user's `npx eslint` would. */
function eslint(...args: string[]): SpawnSyncReturns<string> {
  return run(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), ...args], project);
}

interface Finding {
  ruleId: string | null;
  line: number;
  column: number;
  message: string;
}

/** The findings of an ESLint `--format json` run, by file path relative to the project. */
function findings(stdout: string): Record<string, Finding[]> {
  const results = JSON.parse(stdout) as { filePath: string; messages: Finding[] }[];
  const byFile: Record<string, Finding[]> = {};
  for (const result of results) {
    if (result.messages.length === 0) continue;
    byFile[path.relative(project, result.filePath).split(path.sep).join("/")] = result.messages.map(
      ({ ruleId, line, column, message }) => ({ ruleId, line, column, message }),
    );
  }
  return byFile;
}

const CONFIG = `import backendConfig from "${PACKAGE}";
import tsParser from "@typescript-eslint/parser";

export default [
  backendConfig.configs.recommended,
  {
    files: ["**/*.ts"],
    languageOptions: {
      parser: tsParser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ["src/**/*.js", "fixed/**/*.js"], languageOptions: { sourceType: "commonjs" } },
];
`;

/**
 * The configuration of the projects that hold only JavaScript: the plugin's preset without the TypeScript
 * parser, so that each CLI run there loads neither typescript-eslint nor TypeScript (docs/ci.md's commands are
 * about the CLI's options, which the typed setup of the first project exercises too).
 */
const UNTYPED_CONFIG = `import backendConfig from "${PACKAGE}";

export default [backendConfig.configs.recommended, { files: ["src/**/*.js"], languageOptions: { sourceType: "commonjs" } }];
`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ["kit.d.ts", "src/**/*.ts", "fixed/**/*.ts"],
  },
  null,
  2,
)}\n`;

const STATE_TS = `import { OssBackend, type DataToolRemoteStateGcsConfig, type OssBackendConfig } from "kit";

export const staging: OssBackendConfig = {
  bucket: "acme-state",
  acl: "PRIVATE",
  assumeRole: {
    roleArn: "acs:ram::123456789012:role/tool-state",
    sessionName: "tool",
    sessionExpiration: 1800,
  },
};

export const outputs: DataToolRemoteStateGcsConfig = {
  bucket: "acme-outputs",
  accessToken: "<ACCESS_TOKEN>",
  credentials: "./keys/tool.json",
};

export function sandbox(scope: unknown): OssBackend {
  return new OssBackend(scope, { bucket: "", assumeRoleSessionExpiration: 7200 });
}

function locked(scope: unknown, config: OssBackendConfig): OssBackend {
  return new OssBackend(scope, { ...config, tablestoreTable: "tool_state_lock" });
}

export const reports = (scope: unknown): OssBackend => locked(scope, { bucket: "acme-reports", acl: "Private" });
`;

const LEGACY_JS = `const { CosBackend } = require("kit");

function analytics(scope) {
  return new CosBackend(scope, {
    region: "ap-guangzhou",
    acl: "public-read-write",
    assume_role: { role_arn: "qcs::cam::uin/1:roleName/tool", session_name: "tool", session_duration: 86400 },
  });
}

function shared(scope) {
  return new CosBackend(scope, { bucket: "shared-1250000000", region: "ap-guangzhou", acl: "Private" });
}

module.exports = { analytics, shared };
`;

const CLEAN_TS = `import { CosBackend, type OssBackendConfig } from "kit";

export const production: OssBackendConfig = {
  bucket: "acme-state",
  region: "eu-central-1",
  acl: "private",
  encrypt: true,
  assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
  assumeRoleSessionExpiration: 3600,
};

export const shared = (scope: unknown): CosBackend =>
  new CosBackend(scope, {
    bucket: "shared-1250000000",
    region: "ap-guangzhou",
    assumeRole: { roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 43200 },
  });
`;

/** CLEAN_TS's configurations in CommonJS, untyped: no finding either. */
const CLEAN_JS = `const { CosBackend, OssBackend } = require("kit");

const production = (scope) =>
  new OssBackend(scope, {
    bucket: "acme-state",
    region: "eu-central-1",
    acl: "private",
    encrypt: true,
    assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
    assumeRoleSessionExpiration: 3600,
  });

const shared = (scope) =>
  new CosBackend(scope, {
    bucket: "shared-1250000000",
    region: "ap-guangzhou",
    assumeRole: { roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 43200 },
  });

module.exports = { production, shared };
`;

const rule = (id: string) => `backend-config/${id}`;
const OSS_ACL = '"private", "public-read", "public-read-write" or empty';

/** The findings of the original sample files, in ESLint's order (line, then column). */
const EXPECTED: Record<string, Finding[]> = {
  "src/state.ts": [
    {
      ruleId: rule("valid-acl"),
      line: 5,
      column: 3,
      message: `"acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("no-deprecated-assume-role"),
      line: 6,
      column: 3,
      message:
        '"assumeRole" is deprecated since 1.1.0; use the flattened "assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration" instead.',
    },
    {
      ruleId: rule("no-conflicting-credentials"),
      line: 16,
      column: 3,
      message:
        '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.',
    },
    {
      ruleId: rule("require-bucket"),
      line: 20,
      column: 34,
      message: '"bucket" is an empty string; OssBackendConfig requires the name of an existing OSS bucket.',
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 20,
      column: 46,
      message: '"assumeRoleSessionExpiration" is 7200; it must be a whole number of seconds from 900 to 3600.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 27,
      column: 96,
      message: `"acl" is "Private"; allowed values are ${OSS_ACL} (exact case).`,
    },
  ],
  "src/legacy.js": [
    {
      ruleId: rule("require-bucket"),
      line: 4,
      column: 32,
      message: 'CosBackendConfig is missing the required "bucket"; set it to the name of an existing COS bucket.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 6,
      column: 5,
      message: '"acl" is "public-read-write"; allowed values are "private" or "public-read" (exact case).',
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 7,
      column: 85,
      message: '"assume_role.session_duration" is 86400; it must be a whole number of seconds from 0 to 43200.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 12,
      column: 87,
      message: '"acl" is "Private"; allowed values are "private" or "public-read" (exact case).',
    },
  ],
};

/**
 * The sample files after `eslint --fix`: only the autofixes that keep the tool's behaviour in every environment
 * applied (the private ACL's case, the ignored `credentials`); flattening the deprecated block stays a suggestion.
 */
const FIXED_STATE_TS = STATE_TS.replace('acl: "PRIVATE"', 'acl: "private"')
  .replace('  credentials: "./keys/tool.json",\n', "")
  .replace('acl: "Private"', 'acl: "private"');
const FIXED_LEGACY_JS = LEGACY_JS.replace('acl: "Private"', 'acl: "private"');

/** What stays after `--fix`: the findings without an autofix, moved to the lines of the fixed text. */
const EXPECTED_AFTER_FIX: Record<string, Finding[]> = {
  "fixed/state.ts": [
    EXPECTED["src/state.ts"]![1]!,
    { ...EXPECTED["src/state.ts"]![3]!, line: 19 },
    { ...EXPECTED["src/state.ts"]![4]!, line: 19 },
  ],
  "fixed/legacy.js": EXPECTED["src/legacy.js"]!.slice(0, 3),
};

// The commands of docs/ci.md, each run in a project of its own beside the first (same installs, same
// configuration), so that the first project's files, and the `fixed/` copy, stay as they are.

/** Runs the ESLint CLI of `cwd`'s node_modules there. */
function eslintIn(cwd: string, ...args: string[]): SpawnSyncReturns<string> {
  return run(process.execPath, [path.join(cwd, "node_modules", "eslint", "bin", "eslint.js"), ...args], cwd);
}

/**
 * A project named `name` beside the first, with its node_modules, holding `files`: where one of them is
 * TypeScript, with the first project's (typed) configuration, tsconfig and kit declarations; else with
 * UNTYPED_CONFIG.
 */
function projectWith(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  fs.symlinkSync(path.join(project, "node_modules"), path.join(dir, "node_modules"), "junction");
  const typed = Object.keys(files).some((file) => file.endsWith(".ts"));
  for (const file of typed ? ["package.json", "eslint.config.js", "tsconfig.json", "kit.d.ts"] : ["package.json"]) {
    fs.copyFileSync(path.join(project, file), path.join(dir, file));
  }
  if (!typed) write(path.join(dir, "eslint.config.js"), UNTYPED_CONFIG);
  for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
  return dir;
}

/** The findings of an ESLint `--format json` run in `dir`, by file path relative to it. */
function findingsIn(dir: string, stdout: string): Record<string, Finding[]> {
  const byFile: Record<string, Finding[]> = {};
  for (const result of JSON.parse(stdout) as { filePath: string; messages: Finding[] }[]) {
    if (result.messages.length === 0) continue;
    byFile[path.relative(dir, result.filePath).split(path.sep).join("/")] = result.messages.map(
      ({ ruleId, line, column, message }) => ({
        ruleId,
        line,
        column,
        message,
      }),
    );
  }
  return byFile;
}

/** Only warnings: the deprecated block and the conflicting credentials. */
const WARNINGS_JS = `const { GcsBackend, OssBackend } = require("kit");

const outputs = (scope) =>
  new GcsBackend(scope, { bucket: "acme-outputs", accessToken: "<ACCESS_TOKEN>", credentials: "./keys/tool.json" });

const staging = (scope) =>
  new OssBackend(scope, { bucket: "acme-state", assumeRole: { roleArn: "acs:ram::123456789012:role/tool-state" } });

module.exports = { outputs, staging };
`;

const EXPECTED_WARNINGS: Record<string, Finding[]> = {
  "src/warnings.js": [
    { ...EXPECTED["src/state.ts"]![2]!, line: 4, column: 82 },
    { ...EXPECTED["src/state.ts"]![1]!, line: 7, column: 49 },
  ],
};

const TOO_MANY_WARNINGS = "ESLint found too many warnings (maximum: 0).\n";

interface SarifLog {
  version: string;
  $schema: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version?: string;
        rules: { id: string; helpUri?: string; shortDescription?: { text: string } }[];
      };
    };
    artifacts?: { location: { uri: string } }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; index: number };
          region: { startLine: number; startColumn: number };
        };
      }[];
    }[];
  }[];
}

/** Checks the SARIF log's structure and returns its findings by file, in the shape of `findings()`. */
function sarifFindings(log: SarifLog, dir: string, levels: Record<string, string>): Record<string, Finding[]> {
  expect(log.version).toBe("2.1.0");
  expect(log.$schema).toMatch(/sarif-2\.1\.0/);
  expect(log.runs).toHaveLength(1);
  const [sarifRun] = log.runs;
  const rules = sarifRun!.tool.driver.rules;
  const byFile: Record<string, Finding[]> = {};
  for (const result of sarifRun!.results) {
    expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
    expect(result.level).toBe(levels[result.ruleId]);
    expect(result.locations).toHaveLength(1);
    const { artifactLocation, region } = result.locations[0]!.physicalLocation;
    expect(sarifRun!.artifacts?.[artifactLocation.index]?.location.uri).toBe(artifactLocation.uri);
    const file = path.relative(dir, fileURLToPath(artifactLocation.uri)).split(path.sep).join("/");
    (byFile[file] ??= []).push({
      ruleId: result.ruleId,
      line: region.startLine,
      column: region.startColumn,
      message: result.message.text,
    });
  }
  return byFile;
}

// npm's own install of the tarball into a project that has only ESLint (issue 13: what a new user gets).

/** The most the plugin may add to the node_modules of a project that has only ESLint, in KiB (15 MB). */
const MAX_ADDED_KIB = 15 * 1024;

interface LockEntry {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

interface Manifest extends LockEntry {
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

interface Installed {
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
function npmInstall(dir: string, plugin?: { tarball: string; manifest: Manifest }): Installed {
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
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"] as const;

/** Files under `dir` whose name matches `pattern`, relative to `dir`. */
function filesMatching(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(path.basename(file)))
    .map((file) => file.split(path.sep).join("/"));
}

const CJS_CONFIG = `const backendConfig = require("${PACKAGE}");

module.exports = [
  backendConfig.configs.recommended,
  backendConfig.configs.java,
  backendConfig.configs.csharp,
  { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" } },
];
`;

const STATE_JAVA = `import com.kit.*;

class State {
    static OssBackendConfig staging() {
        return OssBackendConfig.builder()
            .bucket("acme-state")
            .acl("PRIVATE")
            .assumeRoleSessionExpiration(7200)
            .build();
    }
}
`;

const STATE_CS = `using Io.Kit;

class State
{
    static OssBackendConfig Staging() => new OssBackendConfig
    {
        Bucket = "acme-state",
        Acl = "PRIVATE",
        AssumeRoleSessionExpiration = 7200,
    };
}
`;

const OSS_EXPIRATION = "it must be a whole number of seconds from 900 to 3600.";

/** The findings of the CommonJS config's project: the JavaScript sample, and the same mistakes in Java and C#. */
const EXPECTED_CJS: Record<string, Finding[]> = {
  "src/legacy.js": EXPECTED["src/legacy.js"]!,
  "src/State.java": [
    {
      ruleId: rule("valid-acl"),
      line: 7,
      column: 13,
      message: `"acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 8,
      column: 13,
      message: `"assumeRoleSessionExpiration" is 7200; ${OSS_EXPIRATION}`,
    },
  ],
  "src/State.cs": [
    {
      ruleId: rule("valid-acl"),
      line: 8,
      column: 9,
      message: `"Acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 9,
      column: 9,
      message: `"AssumeRoleSessionExpiration" is 7200; ${OSS_EXPIRATION}`,
    },
  ],
};

/**
 * Run by Node in the project with only ESLint: require() of the plugin, then, in the same tick, ESLint's
 * synchronous Linter on Java and C# (the grammars are ready when require() returns); then import(), which must
 * give the same object.
 */
const REQUIRE_SCRIPT = `const plugin = require("${PACKAGE}");
const { Linter } = require("eslint");
const lint = (text, config, file) => new Linter().verify(text, [config], file).map((m) => m.ruleId + " " + m.line + ":" + m.column);
const sameTick = {
  java: lint(${JSON.stringify(STATE_JAVA)}, plugin.configs.java, "State.java"),
  csharp: lint(${JSON.stringify(STATE_CS)}, plugin.configs.csharp, "State.cs"),
};
import("${PACKAGE}").then(({ default: imported }) => {
  console.log(JSON.stringify({
    same: plugin === imported,
    rules: Object.keys(plugin.rules),
    languages: Object.fromEntries(Object.entries(plugin.languages).map(([name, language]) => [name, typeof language.parse])),
    configs: Object.keys(plugin.configs),
    sameTick,
  }));
});
`;

describe("the packed plugin in a fresh project", () => {
  beforeAll(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-e2e-`)));
    project = path.join(tmp, "project");
    // Packed by tests/setup/pack.ts (npm runs `prepack`, the build, before packing), or by `npm test`.
    tarball = inject("tarball");

    const unpacked = path.join(tmp, "unpacked");
    fs.mkdirSync(unpacked);
    mustRun("tar", ["-xzf", tarball, "-C", unpacked], repo);
    const modules = path.join(project, "node_modules");
    fs.mkdirSync(modules, { recursive: true });
    fs.renameSync(path.join(unpacked, "package"), path.join(modules, PACKAGE));
    // Everything the plugin and the project need, without the network: this repository's own installs.
    for (const entry of fs.readdirSync(path.join(repo, "node_modules"))) {
      if (entry === PACKAGE || entry.startsWith(".")) continue;
      fs.symlinkSync(path.join(repo, "node_modules", entry), path.join(modules, entry), "junction");
    }

    write(
      path.join(project, "package.json"),
      `${JSON.stringify({ name: "e2e-project", private: true, type: "module" }, null, 2)}\n`,
    );
    write(path.join(project, "eslint.config.js"), CONFIG);
    write(path.join(project, "tsconfig.json"), TSCONFIG);
    fs.copyFileSync(path.join(repo, "tests", "fixtures", "kit.d.ts"), path.join(project, "kit.d.ts"));
    write(path.join(project, "src", "state.ts"), STATE_TS);
    write(path.join(project, "src", "legacy.js"), LEGACY_JS);
    write(path.join(project, "src", "clean.ts"), CLEAN_TS);
  }, TIMEOUT);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** The tarball's file paths, without npm's leading `package/`. */
  const packed = () =>
    mustRun("tar", ["-tzf", tarball], repo)
      .split("\n")
      .filter(Boolean)
      .map((e) => e.replace(/^package\//, ""));

  it("ships the built plugin, not the sources or tests", () => {
    const entries = packed();
    expect(entries).toContain("package.json");
    expect(entries).toContain("dist/src/index.js");
    expect(entries).toContain("dist/src/index.d.ts");
    expect(entries.filter((e) => e.startsWith("tests/") || e.startsWith("dist/tests/"))).toEqual([]);
    expect(entries.filter((e) => /\.[cm]?ts$/.test(e) && !/\.d\.[cm]?ts$/.test(e))).toEqual([]);
    expect(
      entries.filter((e) => e.endsWith(".tsbuildinfo") || e.startsWith("examples/") || e.startsWith("scripts/")),
    ).toEqual([]);
  });

  it("ships a doc page for every rule, and every file under docs/", () => {
    const entries = packed();
    // Rule id = file name: dist/rules/<id>.js; each rule's `meta.docs.url` points at docs/rules/<id>.md.
    const ids = entries
      .flatMap((e) => /^dist\/rules\/([^/]+)\.js$/.exec(e)?.slice(1) ?? [])
      .filter((id) => id !== "index");
    expect(ids.length).toBeGreaterThan(0);
    const docsDir = path.join(repo, "docs");
    const docs = fs.existsSync(docsDir)
      ? fs
          .readdirSync(docsDir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.relative(repo, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
      : [];
    const shipped = entries.filter((e) => e.startsWith("docs/"));
    expect(shipped.sort()).toEqual(docs.sort());
    expect(ids.filter((id) => !shipped.includes(`docs/rules/${id}.md`))).toEqual([]);
  });

  it(
    "reports exactly the expected findings through the real CLI",
    () => {
      const result = eslint(".", "--format", "json");
      expect(result.stderr).toBe("");
      expect(result.status).toBe(1);
      expect(findings(result.stdout)).toEqual(EXPECTED);
    },
    TIMEOUT,
  );

  it(
    "--fix applies only the unambiguous fixes and leaves the other findings",
    () => {
      fs.cpSync(path.join(project, "src"), path.join(project, "fixed"), { recursive: true });
      const result = eslint("fixed", "--fix", "--format", "json");
      expect(result.stderr).toBe("");
      expect(result.status).toBe(1);
      expect(fs.readFileSync(path.join(project, "fixed", "state.ts"), "utf8")).toBe(FIXED_STATE_TS);
      expect(fs.readFileSync(path.join(project, "fixed", "legacy.js"), "utf8")).toBe(FIXED_LEGACY_JS);
      expect(fs.readFileSync(path.join(project, "fixed", "clean.ts"), "utf8")).toBe(CLEAN_TS);
      expect(findings(result.stdout)).toEqual(EXPECTED_AFTER_FIX);
      // Nothing autofixable is left: a second run changes nothing.
      const again = eslint("fixed", "--fix-dry-run", "--format", "json");
      const outputs = (JSON.parse(again.stdout) as { output?: string }[]).filter((r) => r.output !== undefined);
      expect(outputs).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: --max-warnings 0 fails on warnings only; exit codes 1 and 2",
    () => {
      const warnings = projectWith("ci-warnings", { "src/warnings.js": WARNINGS_JS, "src/clean.js": CLEAN_JS });
      const json = eslintIn(warnings, ".", "--format", "json");
      expect(json.stderr).toBe("");
      expect(json.status).toBe(0);
      expect(findingsIn(warnings, json.stdout)).toEqual(EXPECTED_WARNINGS);

      const blocked = eslintIn(warnings, ".", "--max-warnings", "0");
      expect(blocked.status).toBe(1);
      expect(blocked.stderr).toBe(TOO_MANY_WARNINGS);
      expect(blocked.stdout).toContain("✖ 2 problems (0 errors, 2 warnings)");

      // (Exit code 0 on a clean project: the last test, with every command of docs/ci.md.)

      const errors = projectWith("ci-errors", { "src/legacy.js": LEGACY_JS });
      const failed = eslintIn(errors, ".", "--max-warnings", "0");
      expect(failed.status).toBe(1);
      expect(failed.stderr).toBe("");

      // A configuration error (here invalid plugin settings) or a crash: exit code 2, the reason on stderr.
      write(
        path.join(errors, "invalid.config.js"),
        `import backendConfig from "${PACKAGE}";\n\nexport default [backendConfig.configs.recommended, { settings: { "backend-config": { typeNames: { s3: ["Store"] } } } }];\n`,
      );
      const broken = eslintIn(errors, "src/legacy.js", "--config", "invalid.config.js", "--max-warnings", "0");
      expect(broken.status).toBe(2);
      expect(broken.stderr).toContain(
        'Invalid settings["backend-config"].typeNames.s3: unknown key; allowed keys are oss, cos, gcs.',
      );
      const unmatched = eslintIn(errors, "missing", "--max-warnings", "0");
      expect(unmatched.status).toBe(2);
      expect(unmatched.stderr).toContain('No files matching the pattern "missing" were found.');
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: the SARIF formatter writes SARIF 2.1.0 with the plugin's rules and findings",
    async () => {
      const { default: packed } = (await import(
        pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href
      )) as {
        default: {
          rules: Record<
            string,
            { meta: { docs: { description: string; url: string; recommended: "error" | "warn" } } }
          >;
        };
      };
      const levels = Object.fromEntries(
        Object.entries(packed.rules).map(([id, r]) => [
          rule(id),
          r.meta.docs.recommended === "error" ? "error" : "warning",
        ]),
      );
      const eslintVersion = (
        JSON.parse(fs.readFileSync(path.join(project, "node_modules", "eslint", "package.json"), "utf8")) as {
          version: string;
        }
      ).version;
      const command = [
        ".",
        "--max-warnings",
        "0",
        "--format",
        "@microsoft/eslint-formatter-sarif",
        "--output-file",
        "eslint-results.sarif",
      ];
      const read = (dir: string) =>
        JSON.parse(fs.readFileSync(path.join(dir, "eslint-results.sarif"), "utf8")) as SarifLog;

      const errors = projectWith("sarif-errors", {
        "src/state.ts": STATE_TS,
        "src/legacy.js": LEGACY_JS,
        "src/clean.ts": CLEAN_TS,
      });
      expect(eslintIn(errors, ...command)).toMatchObject({ status: 1, stdout: "", stderr: "" });
      const log = read(errors);
      const driver = log.runs[0]!.tool.driver;
      expect(driver.name).toBe("ESLint");
      expect(driver.version).toBe(eslintVersion);
      // Every rule that reported, and only those, with its description and documentation page.
      const reported = [...new Set(log.runs[0]!.results.map((r) => r.ruleId))].sort();
      expect(reported.length).toBeGreaterThan(1);
      expect(
        Object.fromEntries(driver.rules.map((r) => [r.id, { helpUri: r.helpUri, text: r.shortDescription?.text }])),
      ).toEqual(
        Object.fromEntries(
          Object.entries(packed.rules)
            .filter(([id]) => reported.includes(rule(id)))
            .map(([id, r]) => [rule(id), { helpUri: r.meta.docs.url, text: r.meta.docs.description }]),
        ),
      );
      expect(sarifFindings(log, errors, levels)).toEqual(EXPECTED);

      // Only warnings: the log is still written, and the run still fails.
      const warnings = projectWith("sarif-warnings", { "src/warnings.js": WARNINGS_JS });
      expect(eslintIn(warnings, ...command)).toMatchObject({ status: 1, stdout: "", stderr: TOO_MANY_WARNINGS });
      const warningLog = read(warnings);
      expect(warningLog.runs[0]!.results.map((r) => r.level)).toEqual(["warning", "warning"]);
      expect(sarifFindings(warningLog, warnings, levels)).toEqual(EXPECTED_WARNINGS);

      // Nothing to report: exit code 0 and an empty, valid log.
      const clean = projectWith("sarif-clean", { "src/clean.js": CLEAN_JS });
      expect(eslintIn(clean, ...command)).toMatchObject({ status: 0, stdout: "", stderr: "" });
      const cleanLog = read(clean);
      expect(sarifFindings(cleanLog, clean, levels)).toEqual({});
      expect(cleanLog.runs[0]!.results).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: the cached, multithreaded CI command gives the same findings, in SARIF too",
    async () => {
      const { default: packed } = (await import(
        pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href
      )) as {
        default: { rules: Record<string, { meta: { docs: { recommended: "error" | "warn" } } }> };
      };
      const levels = Object.fromEntries(
        Object.entries(packed.rules).map(([id, r]) => [
          rule(id),
          r.meta.docs.recommended === "error" ? "error" : "warning",
        ]),
      );
      const dir = projectWith("ci-cache", {
        "src/state.ts": STATE_TS,
        "src/legacy.js": LEGACY_JS,
        "src/clean.ts": CLEAN_TS,
      });
      const cache = ["--cache", "--cache-location", ".eslintcache", "--cache-strategy", "content"];
      const sarif = ["--format", "@microsoft/eslint-formatter-sarif", "--output-file", "eslint-results.sarif"];
      // The command of the workflow, twice: the second run is served from the cache the first one wrote.
      for (let pass = 0; pass < 2; pass++) {
        fs.rmSync(path.join(dir, "eslint-results.sarif"), { force: true });
        const result = eslintIn(dir, ".", "--max-warnings", "0", ...cache, "--concurrency", "auto", ...sarif);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe("");
        expect(fs.existsSync(path.join(dir, ".eslintcache"))).toBe(true);
        const log = JSON.parse(fs.readFileSync(path.join(dir, "eslint-results.sarif"), "utf8")) as SarifLog;
        expect(log.runs[0]!.tool.driver.rules.map((r) => r.id).sort()).toEqual(
          [...new Set(log.runs[0]!.results.map((r) => r.ruleId))].sort(),
        );
        expect(sarifFindings(log, dir, levels)).toEqual(EXPECTED);
      }
      // (`auto` is one thread on a 2-core machine; tests/scaling.test.ts lints in two worker threads, with and
      // without cache and fix, and checks which thread linted each file.)
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: every eslint command it shows runs, fails on warnings only and passes a clean project",
    () => {
      const doc = fs.readFileSync(path.join(repo, "docs", "ci.md"), "utf8");
      const commands = [...new Set([...doc.matchAll(/npx eslint ([^`\n]+)/g)].map((m) => m[1]!.trim()))];
      expect(commands.length).toBeGreaterThanOrEqual(5);
      const warnings = projectWith("doc-warnings", { "src/warnings.js": WARNINGS_JS });
      const clean = projectWith("doc-clean", { "src/clean.js": CLEAN_JS });
      for (const command of commands) {
        const args = command.split(/\s+/);
        expect(args).toContain("--max-warnings");
        const failed = eslintIn(warnings, ...args);
        expect({ command, status: failed.status, stderr: failed.stderr }).toEqual({
          command,
          status: 1,
          stderr: TOO_MANY_WARNINGS,
        });
        const passed = eslintIn(clean, ...args);
        expect({ command, status: passed.status, stderr: passed.stderr }).toEqual({ command, status: 0, stderr: "" });
      }
    },
    TIMEOUT,
  );

  it("ships exactly the two grammars it loads, with their licences, and a require() entry", () => {
    const entries = packed();
    expect(entries.filter((e) => e.startsWith("dist/grammars/")).sort()).toEqual([
      "dist/grammars/NOTICE.md",
      "dist/grammars/tree-sitter-c_sharp.wasm",
      "dist/grammars/tree-sitter-java.wasm",
    ]);
    expect(entries.filter((e) => e.endsWith(".wasm") || e.endsWith(".node"))).toHaveLength(2);
    const notice = fs.readFileSync(
      path.join(project, "node_modules", PACKAGE, "dist", "grammars", "NOTICE.md"),
      "utf8",
    );
    for (const grammar of ["tree-sitter-java", "tree-sitter-c-sharp"]) {
      const version = (
        JSON.parse(fs.readFileSync(path.join(repo, "node_modules", grammar, "package.json"), "utf8")) as Manifest
      ).version;
      expect(notice).toContain(`\`${grammar}@${version}\``);
      expect(notice).toContain(fs.readFileSync(path.join(repo, "node_modules", grammar, "LICENSE"), "utf8").trim());
    }
    expect(entries).toEqual(expect.arrayContaining(["dist/src/index.cjs", "dist/src/index.d.cts"]));
    const manifest = JSON.parse(
      fs.readFileSync(path.join(project, "node_modules", PACKAGE, "package.json"), "utf8"),
    ) as Manifest;
    expect(Object.keys(manifest.dependencies ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(tree-sitter-|@typescript-eslint\/|typescript$)/)]),
    );
    expect(Object.keys(manifest.scripts ?? {}).filter((s) => [...INSTALL_SCRIPTS, "prepare"].includes(s))).toEqual([]);
  });

  describe("installed by npm into a project that has only ESLint", () => {
    let baseline: Installed;
    let installed: Installed;

    beforeAll(() => {
      const manifest = JSON.parse(mustRun("tar", ["-xzOf", tarball, "package/package.json"], repo)) as Manifest;
      baseline = npmInstall(path.join(tmp, "npm-eslint-only"));
      installed = npmInstall(path.join(tmp, "npm-with-plugin"), { tarball, manifest });
    }, TIMEOUT);

    it("adds at most 15 MB, runs no install script and installs no native binary", () => {
      const added = [...installed.packages.keys()].filter((at) => !baseline.packages.has(at)).sort();
      const addedKib = installed.kib - baseline.kib;
      const figures = `${PACKAGE} added ${(addedKib / 1024).toFixed(1)} MiB and ${added.length} packages: ${added.join(", ")}`;
      expect(addedKib, figures).toBeLessThanOrEqual(MAX_ADDED_KIB);
      expect(added, figures).toContain(`node_modules/${PACKAGE}`);
      expect(added, figures).toContain("node_modules/web-tree-sitter");
      // TypeScript is an optional peer, used only by typed linting; the grammar packages are build-time only.
      expect(
        added.filter((at) => /node_modules\/(typescript|@typescript-eslint\/[^/]+|tree-sitter-[^/]+)$/.test(at)),
        figures,
      ).toEqual([]);
      // No package of the project has an install script (nor a binding.gyp, which npm builds with node-gyp).
      const scripted = [...installed.packages]
        .filter(
          ([at, manifest]) =>
            INSTALL_SCRIPTS.some((s) => manifest.scripts?.[s]) ||
            fs.existsSync(path.join(installed.dir, at, "binding.gyp")),
        )
        .map(([at]) => at);
      expect(scripted).toEqual([]);
      expect(installed.output).not.toMatch(/^> \S+ (preinstall|install|postinstall)$/m);
      expect(filesMatching(path.join(installed.dir, "node_modules"), /\.node$/)).toEqual([]);
    });

    it(
      "require() gives the plugin of import(), with its languages and rules, ready to parse Java and C# in the same tick",
      async () => {
        const { default: esm } = (await import(
          pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href
        )) as {
          default: { rules: Record<string, unknown>; configs: Record<string, unknown> };
        };
        const result = run(process.execPath, ["-e", REQUIRE_SCRIPT], installed.dir);
        expect(result.stderr).toBe("");
        expect(result.status).toBe(0);
        expect(JSON.parse(result.stdout)).toEqual({
          same: true,
          rules: Object.keys(esm.rules),
          languages: { java: "function", csharp: "function" },
          configs: Object.keys(esm.configs),
          sameTick: {
            java: EXPECTED_CJS["src/State.java"]!.map((f) => `${f.ruleId} ${f.line}:${f.column}`),
            csharp: EXPECTED_CJS["src/State.cs"]!.map((f) => `${f.ruleId} ${f.line}:${f.column}`),
          },
        });
      },
      TIMEOUT,
    );

    it(
      "a CommonJS eslint.config.cjs that requires the plugin lints JavaScript, Java and C# through the CLI",
      () => {
        const dir = installed.dir;
        write(path.join(dir, "eslint.config.cjs"), CJS_CONFIG);
        write(path.join(dir, "src", "legacy.js"), LEGACY_JS);
        write(path.join(dir, "src", "State.java"), STATE_JAVA);
        write(path.join(dir, "src", "State.cs"), STATE_CS);
        const result = eslintIn(dir, "src", "--format", "json");
        expect(result.stderr).toBe("");
        expect(result.status).toBe(1);
        expect(findingsIn(dir, result.stdout)).toEqual(EXPECTED_CJS);
      },
      TIMEOUT,
    );
  });
});
