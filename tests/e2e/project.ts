// The temporary projects of the end-to-end tests (tests/e2e.test.ts, tests/e2e-ci.test.ts): the plugin's tarball
// (tests/setup/pack.ts) unpacked into node_modules where npm would install it, every other package linked from
// this repository's node_modules (so no network is needed), and the project's own ESLint CLI run there.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { inject } from "vitest";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PACKAGE = "eslint-plugin-backend-config";
export const TIMEOUT = 360_000;

export function run(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (result.error) throw result.error;
  return result;
}

export function mustRun(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

export function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export interface Finding {
  ruleId: string | null;
  line: number;
  column: number;
  message: string;
}

/** Runs the ESLint CLI of `cwd`'s node_modules there. */
export function eslintIn(cwd: string, ...args: string[]): SpawnSyncReturns<string> {
  return run(process.execPath, [path.join(cwd, "node_modules", "eslint", "bin", "eslint.js"), ...args], cwd);
}
/** The findings of an ESLint `--format json` run in `dir`, by file path relative to it. */
export function findingsIn(dir: string, stdout: string): Record<string, Finding[]> {
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

/** A temporary folder and the project in it (`<tmp>/project`), with the tarball it installed. */
export interface FreshProject {
  tmp: string;
  project: string;
  tarball: string;
}

/**
 * A new project in a temporary folder: the tarball unpacked as node_modules/eslint-plugin-backend-config, every
 * other package linked from this repository's node_modules, CONFIG (typed through projectService), TSCONFIG and
 * the kit declarations, and `files`.
 */
export function freshProject(name: string, files: Record<string, string>): FreshProject {
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-${name}-`)));
  const project = path.join(tmp, "project");
  // Packed by tests/setup/pack.ts (npm runs `prepack`, the build, before packing), or by `npm test`.
  const tarball = inject("tarball");

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
  for (const [file, text] of Object.entries(files)) write(path.join(project, file), text);
  return { tmp, project, tarball };
}

/**
 * A project named `name` beside `project` (in the same temporary folder), with its node_modules, holding
 * `files`: where one of them is TypeScript, with `project`'s (typed) configuration, tsconfig and kit declarations;
 * else with UNTYPED_CONFIG.
 */
export function projectBeside(project: string, name: string, files: Record<string, string>): string {
  const dir = path.join(path.dirname(project), name);
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

/** A rule of the installed plugin, as its `meta.docs` describes it. */
export interface PackedRule {
  meta: { docs: { description: string; url: string; recommended: "error" | "warn" } };
}

/** The rules of the plugin installed in `project`, by id, loaded from its package. */
export async function packedRules(project: string): Promise<Record<string, PackedRule>> {
  const { default: packed } = (await import(
    pathToFileURL(path.join(project, "node_modules", PACKAGE, "dist", "src", "index.js")).href
  )) as { default: { rules: Record<string, PackedRule> } };
  return packed.rules;
}
