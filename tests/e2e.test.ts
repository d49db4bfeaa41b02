// End to end: the plugin packed as npm would publish it (tests/setup/pack.ts), the tarball installed into a
// fresh project (tests/e2e/project.ts: its dependencies linked from this repository's node_modules, so no network
// is needed), and the real ESLint CLI run on it: findings, `--fix`, every command docs/ci.md shows, and what the
// tarball holds. Then npm itself installs the tarball into a project that has only ESLint (`npm ci --offline`,
// from npm's cache, which this repository's own install filled; tests/e2e/npm-install.ts): what that adds (size,
// packages, install scripts, native binaries), `require()` of the plugin and a CommonJS `eslint.config.cjs`.
// tests/e2e-ci.test.ts runs the rest of docs/ci.md: exit codes, SARIF, the cache and worker threads.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  filesMatching,
  INSTALL_SCRIPTS,
  MAX_ADDED_KIB,
  npmInstall,
  type Installed,
  type Manifest,
} from "./e2e/npm-install.js";
import {
  eslintIn,
  findingsIn,
  freshProject,
  mustRun,
  PACKAGE,
  projectBeside,
  repo,
  run,
  TIMEOUT,
  write,
} from "./e2e/project.js";
import {
  CJS_CONFIG,
  CLEAN_JS,
  CLEAN_TS,
  EXPECTED,
  EXPECTED_AFTER_FIX,
  EXPECTED_CJS,
  EXPECTED_TF,
  FIXED_LEGACY_JS,
  FIXED_STATE_TS,
  LEGACY_JS,
  STATE_CS,
  STATE_JAVA,
  STATE_TF,
  STATE_TS,
  TOO_MANY_WARNINGS,
  WARNINGS_JS,
} from "./e2e/samples.js";

let tmp = "";
let project = "";
let tarball = "";

/**
 * Run by Node in the project with only ESLint: require() of the plugin, then, in the same tick, ESLint's
 * synchronous Linter on Java, C# and HCL (the grammars are ready when require() returns); then import(), which must
 * give the same object.
 */
const REQUIRE_SCRIPT = `const plugin = require("${PACKAGE}");
const { Linter } = require("eslint");
const lint = (text, config, file) => new Linter().verify(text, [config], file).map((m) => m.ruleId + " " + m.line + ":" + m.column);
const sameTick = {
  java: lint(${JSON.stringify(STATE_JAVA)}, plugin.configs.java, "State.java"),
  csharp: lint(${JSON.stringify(STATE_CS)}, plugin.configs.csharp, "State.cs"),
  hcl: lint(${JSON.stringify(STATE_TF)}, plugin.configs.hcl, "main.tf"),
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
    ({ tmp, project, tarball } = freshProject("e2e", {
      "src/state.ts": STATE_TS,
      "src/legacy.js": LEGACY_JS,
      "src/clean.ts": CLEAN_TS,
    }));
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
      const result = eslintIn(project, ".", "--format", "json");
      expect(result.stderr).toBe("");
      expect(result.status).toBe(1);
      expect(findingsIn(project, result.stdout)).toEqual(EXPECTED);
    },
    TIMEOUT,
  );

  it(
    "--fix applies only the unambiguous fixes and leaves the other findings",
    () => {
      fs.cpSync(path.join(project, "src"), path.join(project, "fixed"), { recursive: true });
      const result = eslintIn(project, "fixed", "--fix", "--format", "json");
      expect(result.stderr).toBe("");
      expect(result.status).toBe(1);
      expect(fs.readFileSync(path.join(project, "fixed", "state.ts"), "utf8")).toBe(FIXED_STATE_TS);
      expect(fs.readFileSync(path.join(project, "fixed", "legacy.js"), "utf8")).toBe(FIXED_LEGACY_JS);
      expect(fs.readFileSync(path.join(project, "fixed", "clean.ts"), "utf8")).toBe(CLEAN_TS);
      expect(findingsIn(project, result.stdout)).toEqual(EXPECTED_AFTER_FIX);
      // Nothing autofixable is left: a second run changes nothing.
      const again = eslintIn(project, "fixed", "--fix-dry-run", "--format", "json");
      const outputs = (JSON.parse(again.stdout) as { output?: string }[]).filter((r) => r.output !== undefined);
      expect(outputs).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "docs/ci.md: every eslint command it shows runs, fails on warnings only and passes a clean project",
    () => {
      const doc = fs.readFileSync(path.join(repo, "docs", "ci.md"), "utf8");
      const commands = [...new Set([...doc.matchAll(/npx eslint ([^`\n]+)/g)].map((m) => m[1]!.trim()))];
      expect(commands.length).toBeGreaterThanOrEqual(5);
      const warnings = projectBeside(project, "doc-warnings", { "src/warnings.js": WARNINGS_JS });
      const clean = projectBeside(project, "doc-clean", { "src/clean.js": CLEAN_JS });
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

  it("ships exactly the three grammars it loads, with their licences, and a require() entry", () => {
    const entries = packed();
    expect(entries.filter((e) => e.startsWith("dist/grammars/")).sort()).toEqual([
      "dist/grammars/NOTICE.md",
      "dist/grammars/tree-sitter-c_sharp.wasm",
      "dist/grammars/tree-sitter-hcl.wasm",
      "dist/grammars/tree-sitter-java.wasm",
    ]);
    expect(entries.filter((e) => e.endsWith(".wasm") || e.endsWith(".node"))).toHaveLength(3);
    const notice = fs.readFileSync(
      path.join(project, "node_modules", PACKAGE, "dist", "grammars", "NOTICE.md"),
      "utf8",
    );
    for (const grammar of ["tree-sitter-java", "tree-sitter-c-sharp", "@tree-sitter-grammars/tree-sitter-hcl"]) {
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
      "require() gives the plugin of import(), with its languages and rules, ready to parse Java, C# and HCL in the same tick",
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
          languages: { java: "function", csharp: "function", hcl: "function" },
          configs: Object.keys(esm.configs),
          sameTick: {
            java: EXPECTED_CJS["src/State.java"]!.map((f) => `${f.ruleId} ${f.line}:${f.column}`),
            csharp: EXPECTED_CJS["src/State.cs"]!.map((f) => `${f.ruleId} ${f.line}:${f.column}`),
            hcl: EXPECTED_TF,
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

    it(
      "the README's JSON setup: configs.json lints what <kit> wrote out and a hand-written *.tf.json through the CLI",
      () => {
        // In a folder of its own, as the README's example for a Python or Go project has it (the project's
        // other files and config stay out of it).
        const dir = path.join(installed.dir, "json-lint");
        fs.mkdirSync(dir, { recursive: true });
        fs.symlinkSync(path.join(installed.dir, "node_modules"), path.join(dir, "node_modules"), "dir");
        write(
          path.join(dir, "eslint.config.mjs"),
          `import backendConfig from "${PACKAGE}";\n\nexport default [backendConfig.configs.json];\n`,
        );
        const document =
          '{\n  "terraform": {\n    "backend": {\n      "oss": {\n        "acl": "PRIVATE"\n      }\n    }\n  }\n}\n';
        write(path.join(dir, "out", "stacks", "app", "cdk.tf.json"), document);
        write(path.join(dir, "infra", "main.tf.json"), document);
        write(path.join(dir, "infra", "settings.json"), document);
        const result = eslintIn(dir, "out/**/cdk.tf.json", "infra", "--format", "json");
        expect(result.stderr).toBe("");
        expect(result.status).toBe(1);
        const missing =
          'backend "oss" has no "bucket": init asks for it, or fails without input, unless -backend-config names the OSS bucket.';
        const acl =
          '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).';
        const note = " This file is generated; change the code that generates it.";
        expect(findingsIn(dir, result.stdout)).toEqual({
          "out/stacks/app/cdk.tf.json": [
            { ruleId: "backend-config/require-bucket", line: 4, column: 14, message: missing + note },
            { ruleId: "backend-config/valid-acl", line: 5, column: 9, message: acl + note },
          ],
          // By hand, a backend without its bucket is the tool's partial configuration: not reported.
          "infra/main.tf.json": [{ ruleId: "backend-config/valid-acl", line: 5, column: 9, message: acl }],
        });
      },
      TIMEOUT,
    );
  });
});
