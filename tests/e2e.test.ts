// End to end: pack the plugin as npm would publish it, install the tarball into a fresh project (its
// dependencies linked from this repository's node_modules, so no network is needed), and run the real
// ESLint CLI on it: findings, `--fix`, and what the tarball holds.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: { target: "ES2022", module: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] },
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

const rule = (id: string) => `backend-config/${id}`;
const OSS_ACL = '"private", "public-read", "public-read-write" or empty';

/** The findings of the original sample files, in ESLint's order (line, then column). */
const EXPECTED: Record<string, Finding[]> = {
  "src/state.ts": [
    { ruleId: rule("valid-acl"), line: 5, column: 3, message: `"acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).` },
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
      message: '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.',
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

/** A project named `name` beside the first, with its node_modules, configuration, tsconfig and kit, holding `files`. */
function projectWith(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  fs.symlinkSync(path.join(project, "node_modules"), path.join(dir, "node_modules"), "junction");
  for (const file of ["package.json", "eslint.config.js", "tsconfig.json", "kit.d.ts"]) {
    fs.copyFileSync(path.join(project, file), path.join(dir, file));
  }
  for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
  return dir;
}

/** The findings of an ESLint `--format json` run in `dir`, by file path relative to it. */
function findingsIn(dir: string, stdout: string): Record<string, Finding[]> {
  const byFile: Record<string, Finding[]> = {};
  for (const result of JSON.parse(stdout) as { filePath: string; messages: Finding[] }[]) {
    if (result.messages.length === 0) continue;
    byFile[path.relative(dir, result.filePath).split(path.sep).join("/")] = result.messages.map(({ ruleId, line, column, message }) => ({
      ruleId,
      line,
      column,
      message,
    }));
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
    tool: { driver: { name: string; version?: string; rules: { id: string; helpUri?: string; shortDescription?: { text: string } }[] } };
    artifacts?: { location: { uri: string } }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string; index: number }; region: { startLine: number; startColumn: number } } }[];
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
    (byFile[file] ??= []).push({ ruleId: result.ruleId, line: region.startLine, column: region.startColumn, message: result.message.text });
  }
  return byFile;
}

describe("the packed plugin in a fresh project", () => {
  beforeAll(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-e2e-`)));
    project = path.join(tmp, "project");
    const packs = path.join(tmp, "packs");
    fs.mkdirSync(packs);
    // npm runs `prepare` (the build) before packing.
    mustRun("npm", ["pack", "--pack-destination", packs, "--silent"], repo);
    const tarballs = fs.readdirSync(packs).filter((f) => f.endsWith(".tgz"));
    expect(tarballs).toHaveLength(1);
    tarball = path.join(packs, tarballs[0]!);

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

    write(path.join(project, "package.json"), `${JSON.stringify({ name: "e2e-project", private: true, type: "module" }, null, 2)}\n`);
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
    expect(entries.filter((e) => e.endsWith(".tsbuildinfo") || e.startsWith("examples/") || e.startsWith("scripts/"))).toEqual([]);
  });

  it("ships a doc page for every rule, and every file under docs/", () => {
    const entries = packed();
    // Rule id = file name: dist/rules/<id>.js; each rule's `meta.docs.url` points at docs/rules/<id>.md.
    const ids = entries.flatMap((e) => /^dist\/rules\/([^/]+)\.js$/.exec(e)?.slice(1) ?? []).filter((id) => id !== "index");
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
      const warnings = projectWith("ci-warnings", { "src/warnings.js": WARNINGS_JS, "src/clean.ts": CLEAN_TS });
      const json = eslintIn(warnings, ".", "--format", "json");
      expect(json.stderr).toBe("");
      expect(json.status).toBe(0);
      expect(findingsIn(warnings, json.stdout)).toEqual(EXPECTED_WARNINGS);

      const blocked = eslintIn(warnings, ".", "--max-warnings", "0");
      expect(blocked.status).toBe(1);
      expect(blocked.stderr).toBe(TOO_MANY_WARNINGS);
      expect(blocked.stdout).toContain("✖ 2 problems (0 errors, 2 warnings)");

      // (Exit code 0 on a clean project: the last test, with every command of docs/ci.md.)

      const errors = projectWith("ci-errors", { "src/state.ts": STATE_TS, "src/legacy.js": LEGACY_JS });
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
      expect(broken.stderr).toContain('Invalid settings["backend-config"].typeNames.s3: unknown key; allowed keys are oss, cos, gcs.');
      const unmatched = eslintIn(errors, "missing", "--max-warnings", "0");
      expect(unmatched.status).toBe(2);
      expect(unmatched.stderr).toContain('No files matching the pattern "missing" were found.');
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: the SARIF formatter writes SARIF 2.1.0 with the plugin's rules and findings",
    async () => {
      const { default: packed } = (await import(pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href)) as {
        default: { rules: Record<string, { meta: { docs: { description: string; url: string; recommended: "error" | "warn" } } }> };
      };
      const levels = Object.fromEntries(
        Object.entries(packed.rules).map(([id, r]) => [rule(id), r.meta.docs.recommended === "error" ? "error" : "warning"]),
      );
      const eslintVersion = (JSON.parse(fs.readFileSync(path.join(project, "node_modules", "eslint", "package.json"), "utf8")) as { version: string }).version;
      const command = [".", "--max-warnings", "0", "--format", "@microsoft/eslint-formatter-sarif", "--output-file", "eslint-results.sarif"];
      const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "eslint-results.sarif"), "utf8")) as SarifLog;

      const errors = projectWith("sarif-errors", { "src/state.ts": STATE_TS, "src/legacy.js": LEGACY_JS, "src/clean.ts": CLEAN_TS });
      expect(eslintIn(errors, ...command)).toMatchObject({ status: 1, stdout: "", stderr: "" });
      const log = read(errors);
      const driver = log.runs[0]!.tool.driver;
      expect(driver.name).toBe("ESLint");
      expect(driver.version).toBe(eslintVersion);
      // Every rule that reported, and only those, with its description and documentation page.
      const reported = [...new Set(log.runs[0]!.results.map((r) => r.ruleId))].sort();
      expect(reported.length).toBeGreaterThan(1);
      expect(Object.fromEntries(driver.rules.map((r) => [r.id, { helpUri: r.helpUri, text: r.shortDescription?.text }]))).toEqual(
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
      const clean = projectWith("sarif-clean", { "src/clean.ts": CLEAN_TS });
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
      const { default: packed } = (await import(pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href)) as {
        default: { rules: Record<string, { meta: { docs: { recommended: "error" | "warn" } } }> };
      };
      const levels = Object.fromEntries(
        Object.entries(packed.rules).map(([id, r]) => [rule(id), r.meta.docs.recommended === "error" ? "error" : "warning"]),
      );
      const dir = projectWith("ci-cache", { "src/state.ts": STATE_TS, "src/legacy.js": LEGACY_JS, "src/clean.ts": CLEAN_TS });
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
        expect(log.runs[0]!.tool.driver.rules.map((r) => r.id).sort()).toEqual([...new Set(log.runs[0]!.results.map((r) => r.ruleId))].sort());
        expect(sarifFindings(log, dir, levels)).toEqual(EXPECTED);
      }
      // Two worker threads, whatever the machine, and from the cache too.
      for (const extra of [[], cache]) {
        const result = eslintIn(dir, ".", "--max-warnings", "0", "--concurrency", "2", ...extra, "--format", "json");
        expect(result.status).toBe(1);
        expect(findingsIn(dir, result.stdout)).toEqual(EXPECTED);
      }
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
      const clean = projectWith("doc-clean", { "src/clean.ts": CLEAN_TS });
      for (const command of commands) {
        const args = command.split(/\s+/);
        expect(args).toContain("--max-warnings");
        const failed = eslintIn(warnings, ...args);
        expect({ command, status: failed.status, stderr: failed.stderr }).toEqual({ command, status: 1, stderr: TOO_MANY_WARNINGS });
        const passed = eslintIn(clean, ...args);
        expect({ command, status: passed.status, stderr: passed.stderr }).toEqual({ command, status: 0, stderr: "" });
      }
    },
    TIMEOUT,
  );
});
