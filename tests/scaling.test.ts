// ESLint's scaling features with this plugin: linting in worker threads (`concurrency`) and the result cache
// (`cache`) give the same findings, fixes and suggestions as a plain run.
//
// The project is a copy of examples/demo (its eslint.config.js unchanged, typed linting through projectService)
// in a temporary directory, its sources copied four times over so that the workers share the files. The plugin
// is installed there as a package built from src/ and rules/ (each file transpiled by TypeScript, the way
// `npm run build` emits it), so the test checks the sources, not a dist/ that may be stale or rebuilt meanwhile.
// ESLint's workers load the configuration from that file, as they must.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import plugin from "../src/index.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const demo = path.join(repo, "examples", "demo");
const PACKAGE = "eslint-plugin-backend-config";
const COPIES = 4;
const TIMEOUT = 360_000;

let tmp = "";
let project = "";
let probeLog = "";

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Installs the plugin into `modules` as npm would, dist/ transpiled from the current sources. */
function installPlugin(modules: string): void {
  const target = path.join(modules, PACKAGE);
  for (const dir of ["src", "rules"]) {
    for (const file of fs.readdirSync(path.join(repo, dir), { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts")) continue;
      const { outputText } = ts.transpileModule(fs.readFileSync(path.join(repo, dir, file), "utf8"), {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
      });
      write(path.join(target, "dist", dir, file.replace(/\.ts$/, ".js")), outputText);
    }
  }
  fs.copyFileSync(path.join(repo, "package.json"), path.join(target, "package.json"));
}

/** A rule that reports nothing and logs which thread linted which file: shows workers and cache hits. */
const PROBE = (log: string) => `import fs from "node:fs";
import { threadId } from "node:worker_threads";

export default {
  name: "scaling/probe",
  files: ["**/*.{js,ts}"],
  plugins: {
    probe: {
      rules: {
        record: {
          meta: { type: "problem", schema: [] },
          create(context) {
            fs.appendFileSync(${JSON.stringify(log)}, \`\${threadId}\\t\${context.filename}\\n\`);
            return {};
          },
        },
      },
    },
  },
  rules: { "probe/record": "error" },
};
`;

/** The files the probe saw linted since the last call, with the thread that linted them (0: main thread). */
function takeProbeLog(): { thread: number; file: string }[] {
  const text = fs.existsSync(probeLog) ? fs.readFileSync(probeLog, "utf8") : "";
  fs.writeFileSync(probeLog, "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [thread, file] = line.split("\t");
      return { thread: Number(thread), file: path.relative(project, file!).split(path.sep).join("/") };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** What a run found, by file: everything ESLint reports of a message, fixes and suggestions included. */
function normalize(results: readonly ESLint.LintResult[]): Record<string, unknown> {
  const byFile = results
    .map((r) => {
      const { errorCount, warningCount, fixableErrorCount, fixableWarningCount, fatalErrorCount, output } = r;
      const messages = r.messages.map(
        ({ ruleId, messageId, severity, fatal, line, column, endLine, endColumn, message, fix, suggestions }) => ({
          ruleId,
          messageId,
          severity,
          fatal,
          line,
          column,
          endLine,
          endColumn,
          message,
          fix,
          suggestions,
        }),
      );
      const file = path.relative(project, r.filePath).split(path.sep).join("/");
      return [
        file,
        { errorCount, warningCount, fixableErrorCount, fixableWarningCount, fatalErrorCount, output, messages },
      ] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b));
  // Through JSON, as a cached result has been: properties set to undefined drop out on both sides.
  return JSON.parse(JSON.stringify(Object.fromEntries(byFile))) as Record<string, unknown>;
}

/**
 * Lints the project's sources. With worker threads, ESLint warns that concurrency may be slower
 * (ESLintPoorConcurrencyWarning) when its workers spent too little of their time linting, as they do here: each
 * loads the configuration and builds a TypeScript program for a few files, and more so when the machine is busy.
 * That one warning, which says nothing of the results this file compares, is dropped; any other goes through.
 */
async function lint(options: ESLint.Options = {}): Promise<ESLint.LintResult[]> {
  const emitWarning = process.emitWarning.bind(process);
  const warnings = vi.spyOn(process, "emitWarning").mockImplementation((warning, ...rest: unknown[]) => {
    const [type] = rest;
    const name = typeof type === "string" ? type : (type as { type?: string } | undefined)?.type;
    if (name !== "ESLintPoorConcurrencyWarning") (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
  });
  try {
    // ESLint takes process.emitWarning when it is constructed.
    return await new ESLint({ cwd: project, ...options }).lintFiles(["src"]);
  } finally {
    warnings.mockRestore();
  }
}

let sources: string[] = [];
let plain: Record<string, unknown> = {};

describe("concurrency and cache give the same results as a plain run", () => {
  beforeAll(async () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-scaling-`)));
    project = path.join(tmp, "project");
    probeLog = path.join(tmp, "probe.log");
    const modules = path.join(project, "node_modules");
    installPlugin(modules);
    // Everything else the project needs, without the network: this repository's own installs.
    for (const entry of fs.readdirSync(path.join(repo, "node_modules"))) {
      if (entry === PACKAGE || entry.startsWith(".")) continue;
      fs.symlinkSync(path.join(repo, "node_modules", entry), path.join(modules, entry), "junction");
    }
    write(
      path.join(project, "package.json"),
      `${JSON.stringify({ name: "scaling-project", private: true, type: "module" }, null, 2)}\n`,
    );
    fs.copyFileSync(path.join(demo, "eslint.config.js"), path.join(project, "demo.config.js"));
    write(path.join(project, "probe.js"), PROBE(probeLog));
    write(
      path.join(project, "eslint.config.js"),
      `import demo from "./demo.config.js";\nimport probe from "./probe.js";\n\nexport default [...demo, probe];\n`,
    );
    const tsconfig = ts.readConfigFile(path.join(demo, "tsconfig.json"), (file) => ts.sys.readFile(file));
    expect(tsconfig.error).toBeUndefined();
    write(
      path.join(project, "tsconfig.json"),
      JSON.stringify({ ...tsconfig.config, include: ["kit.d.ts", "src/**/*.ts"] }, null, 2),
    );
    fs.copyFileSync(path.join(repo, "tests", "fixtures", "kit.d.ts"), path.join(project, "kit.d.ts"));
    for (let copy = 0; copy < COPIES; copy++) {
      fs.cpSync(path.join(demo, "src"), path.join(project, "src", `copy${copy}`), { recursive: true });
    }
    sources = fs
      .readdirSync(path.join(project, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.[jt]s$/.test(f))
      .map((f) => `src/${f.split(path.sep).join("/")}`)
      .sort();

    plain = normalize(await lint());
    expect(takeProbeLog()).toEqual(sources.map((file) => ({ thread: 0, file })));
  }, TIMEOUT);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("the plain run has findings of every rule, with fixes and suggestions, in every copy", () => {
    const demoSources = fs
      .readdirSync(path.join(demo, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.[jt]s$/.test(f));
    expect(sources).toHaveLength(COPIES * demoSources.length);
    const messages = Object.values(plain).flatMap(
      (r) => (r as { messages: { ruleId: string; fix?: unknown; suggestions?: unknown[] }[] }).messages,
    );
    expect(new Set(messages.map((m) => m.ruleId))).toEqual(
      new Set(Object.keys(plugin.rules).map((id) => `backend-config/${id}`)),
    );
    expect(messages.filter((m) => m.fix).length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.suggestions?.length).length).toBeGreaterThan(0);
    // Each copy gets the findings of the first.
    const copy = (file: string, n: number) => file.replace("src/copy0/", `src/copy${n}/`);
    const first = Object.entries(plain).filter(([file]) => file.startsWith("src/copy0/"));
    expect(first.length).toBeGreaterThan(0);
    for (let n = 1; n < COPIES; n++) {
      expect(Object.fromEntries(first.map(([file, result]) => [copy(file, n), result]))).toEqual(
        Object.fromEntries(Object.entries(plain).filter(([file]) => file.startsWith(`src/copy${n}/`))),
      );
    }
  });

  it(
    "concurrency: 2 lints in worker threads and finds the same",
    async () => {
      expect(normalize(await lint({ concurrency: 2 }))).toEqual(plain);
      const seen = takeProbeLog();
      expect(seen.map((s) => s.file)).toEqual(sources);
      expect(seen.filter((s) => s.thread === 0)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "concurrency: 2 with fix gives the same fixed output",
    async () => {
      const fixedPlain = normalize(await lint({ fix: true }));
      const outputs = Object.values(fixedPlain).filter((r) => (r as { output?: string }).output !== undefined);
      expect(outputs.length).toBeGreaterThan(0);
      expect(normalize(await lint({ fix: true, concurrency: 2 }))).toEqual(fixedPlain);
      takeProbeLog();
    },
    TIMEOUT,
  );

  it(
    "cache: the second run is served from the cache and finds the same",
    async () => {
      const cacheLocation = path.join(tmp, "cache", "eslintcache");
      const options: ESLint.Options = { cache: true, cacheLocation };
      expect(normalize(await lint(options))).toEqual(plain);
      expect(takeProbeLog().map((s) => s.file)).toEqual(sources);
      expect(fs.existsSync(cacheLocation)).toBe(true);

      // No rule runs: every result comes from the cache.
      expect(normalize(await lint(options))).toEqual(plain);
      expect(takeProbeLog()).toEqual([]);

      // The same cache serves a run with worker threads.
      expect(normalize(await lint({ ...options, concurrency: 2 }))).toEqual(plain);
      expect(takeProbeLog()).toEqual([]);

      // A changed file is linted again, and only that one.
      const changed = sources.find((f) => f.endsWith(".ts"))!;
      fs.appendFileSync(path.join(project, changed), "// changed\n");
      expect(normalize(await lint(options))).toEqual(plain);
      expect(takeProbeLog()).toEqual([{ thread: 0, file: changed }]);
    },
    TIMEOUT,
  );

  // docs/ci.md warns about this: ESLint's cache keys each file on its own content (and the configuration),
  // while a typed finding can depend on another file. Such a finding shows once its own file changes.
  it(
    "cache: a typed finding that depends on another file is not re-checked when only that file changes",
    async () => {
      const options: ESLint.Options = { cache: true, cacheLocation: path.join(tmp, "cache", "typed") };
      const acl = path.join(project, "src", "dep", "acl.ts");
      const state = path.join(project, "src", "dep", "state.ts");
      write(acl, `export const ACL = "private" as const;\n`);
      write(
        state,
        `import type { OssBackendConfig } from "kit";\nimport { ACL } from "./acl.js";\n\nexport const state: OssBackendConfig = { bucket: "acme-state", encrypt: true, acl: ACL };\n`,
      );
      const lintDep = async (extra: ESLint.Options) =>
        (await new ESLint({ cwd: project, ...extra }).lintFiles(["src/dep"])).flatMap((r) =>
          r.messages.map(
            (m) => `${path.relative(project, r.filePath).split(path.sep).join("/")}:${m.line}:${m.column} ${m.ruleId}`,
          ),
        );
      takeProbeLog();
      expect(await lintDep(options)).toEqual([]);
      expect(takeProbeLog().map((s) => s.file)).toEqual(["src/dep/acl.ts", "src/dep/state.ts"]);

      write(acl, `export const ACL = "PRIVATE" as const;\n`);
      expect(await lintDep(options)).toEqual([]);
      expect(takeProbeLog().map((s) => s.file)).toEqual(["src/dep/acl.ts"]);
      expect(await lintDep({})).toEqual(["src/dep/state.ts:4:79 backend-config/valid-acl"]);
      takeProbeLog();

      fs.appendFileSync(state, "// changed\n");
      expect(await lintDep(options)).toEqual(["src/dep/state.ts:4:79 backend-config/valid-acl"]);
    },
    TIMEOUT,
  );
});
