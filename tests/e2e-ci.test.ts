// End to end, the rest of docs/ci.md (tests/e2e.test.ts runs every command it shows): the exit codes of
// `--max-warnings 0`, the SARIF log the workflow uploads, and the workflow's cached, multithreaded command, with
// the packed plugin installed in a fresh project (tests/e2e/project.ts). These test the ESLint CLI's own options
// with the plugin, so `npm test` runs this file in its ESLint 10 leg only (vitest.config.ts).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eslintIn,
  findingsIn,
  freshProject,
  PACKAGE,
  packedRules,
  projectBeside,
  TIMEOUT,
  write,
} from "./e2e/project.js";
import {
  CLEAN_JS,
  CLEAN_TS,
  EXPECTED,
  EXPECTED_WARNINGS,
  LEGACY_JS,
  rule,
  STATE_TS,
  TOO_MANY_WARNINGS,
  WARNINGS_JS,
} from "./e2e/samples.js";
import { sarifFindings, sarifLevels, type SarifLog } from "./e2e/sarif.js";

let tmp = "";
let project = "";

describe("docs/ci.md with the packed plugin", () => {
  beforeAll(() => {
    ({ tmp, project } = freshProject("e2e-ci", {}));
  }, TIMEOUT);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it(
    "docs/ci.md: --max-warnings 0 fails on warnings only; exit codes 1 and 2",
    () => {
      const warnings = projectBeside(project, "ci-warnings", {
        "src/warnings.js": WARNINGS_JS,
        "src/clean.js": CLEAN_JS,
      });
      const json = eslintIn(warnings, ".", "--format", "json");
      expect(json.stderr).toBe("");
      expect(json.status).toBe(0);
      expect(findingsIn(warnings, json.stdout)).toEqual(EXPECTED_WARNINGS);

      const blocked = eslintIn(warnings, ".", "--max-warnings", "0");
      expect(blocked.status).toBe(1);
      expect(blocked.stderr).toBe(TOO_MANY_WARNINGS);
      expect(blocked.stdout).toContain("✖ 2 problems (0 errors, 2 warnings)");

      // (Exit code 0 on a clean project: the last test, with every command of docs/ci.md.)

      const errors = projectBeside(project, "ci-errors", { "src/legacy.js": LEGACY_JS });
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
      const rules = await packedRules(project);
      const levels = sarifLevels(rules);
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

      const errors = projectBeside(project, "sarif-errors", {
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
          Object.entries(rules)
            .filter(([id]) => reported.includes(rule(id)))
            .map(([id, r]) => [rule(id), { helpUri: r.meta.docs.url, text: r.meta.docs.description }]),
        ),
      );
      expect(sarifFindings(log, errors, levels)).toEqual(EXPECTED);

      // Only warnings: the log is still written, and the run still fails.
      const warnings = projectBeside(project, "sarif-warnings", { "src/warnings.js": WARNINGS_JS });
      expect(eslintIn(warnings, ...command)).toMatchObject({ status: 1, stdout: "", stderr: TOO_MANY_WARNINGS });
      const warningLog = read(warnings);
      expect(warningLog.runs[0]!.results.map((r) => r.level)).toEqual(["warning", "warning"]);
      expect(sarifFindings(warningLog, warnings, levels)).toEqual(EXPECTED_WARNINGS);

      // Nothing to report: exit code 0 and an empty, valid log.
      const clean = projectBeside(project, "sarif-clean", { "src/clean.js": CLEAN_JS });
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
      const levels = sarifLevels(await packedRules(project));
      const dir = projectBeside(project, "ci-cache", {
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
});
