// The plugin's published types as a user's `eslint.config.ts` sees them: the tarball npm would publish
// (tests/setup/pack.ts) unpacked as an installed package, a project that imports it by name, and
// `tsc --strict --noEmit` on its config: with `defineConfig` from "eslint/config", and with `tseslint.config`
// from "typescript-eslint". Offline: every other package is linked from this repository's node_modules (under
// test:eslint9, ESLint 9's).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modules = path.join(repo, "node_modules");
const PACKAGE = "eslint-plugin-backend-config";
const TSC = path.join(modules, "typescript", "bin", "tsc");

let tmp = "";
let pkg = "";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function spawned(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

const run = (args: readonly string[], cwd: string) => spawned(process.execPath, args, cwd);
const tar = (args: readonly string[], cwd: string) => spawned("tar", args, cwd);

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** `node_modules/<name>` of `dir` as a link to `target` (scoped names get their scope folder). */
function link(dir: string, name: string, target: string): void {
  const at = path.join(dir, "node_modules", ...name.split("/"));
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(target, at, "junction");
}

const DEFINE_CONFIG = `import type { ESLint, Linter } from "eslint";
import { defineConfig } from "eslint/config";
import backendConfig from "${PACKAGE}";

// The default export is an ESLint plugin as ESLint's own types declare one.
const asPlugin: ESLint.Plugin = backendConfig;
const languages: NonNullable<ESLint.Plugin["languages"]> = backendConfig.languages;
const presets: Linter.Config[] = [backendConfig.configs.recommended, backendConfig.configs.java];
void [asPlugin, languages, presets];

// The types are the plugin's own, not \`any\`.
// @ts-expect-error: the plugin has no such rule.
void backendConfig.rules["no-such-rule"];
const description: string = backendConfig.rules["require-bucket"].meta.docs.description;
void description;

export default defineConfig(
  backendConfig.configs.recommended,
  {
    files: ["**/*.ts"],
    plugins: { "backend-config": backendConfig },
    rules: { "backend-config/require-encryption": "warn" },
  },
  { extends: [backendConfig.configs.strict] },
  backendConfig.configs.java,
  {
    files: ["**/*.cs"],
    plugins: { "backend-config": backendConfig },
    language: "backend-config/csharp",
    languageOptions: { traversal: "named" },
    extends: ["backend-config/csharp"],
  },
);
`;

const TSESLINT_CONFIG = `import tseslint from "typescript-eslint";
import backendConfig from "${PACKAGE}";

// @ts-expect-error: the plugin has no such rule.
void backendConfig.rules["no-such-rule"];

export default tseslint.config(
  backendConfig.configs.recommended,
  {
    files: ["**/*.ts"],
    plugins: { "backend-config": backendConfig },
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true } },
    rules: { "backend-config/require-encryption": "warn" },
  },
  { files: ["**/*.js"], extends: [backendConfig.configs.strict] },
  backendConfig.configs.java,
  backendConfig.configs.csharp,
);
`;

/**
 * A project holding `eslint.config.ts`, with the plugin and `deps` (from this repository) in its node_modules.
 * With `skipLibCheck` off, the declarations of the packages are checked too (an import the plugin's
 * declarations cannot resolve is an error); typescript-eslint's reach TypeScript's own, which take long.
 */
function project(name: string, config: string, deps: readonly string[], skipLibCheck: boolean): string {
  const dir = path.join(tmp, name);
  write(path.join(dir, "package.json"), `${JSON.stringify({ name, private: true, type: "module" }, null, 2)}\n`);
  write(
    path.join(dir, "tsconfig.json"),
    `${JSON.stringify(
      {
        compilerOptions: { target: "ES2022", module: "NodeNext", strict: true, noEmit: true, skipLibCheck, types: [] },
        files: ["eslint.config.ts"],
      },
      null,
      2,
    )}\n`,
  );
  write(path.join(dir, "eslint.config.ts"), config);
  link(dir, PACKAGE, pkg);
  for (const dep of deps) link(dir, dep, path.join(modules, dep));
  return dir;
}

/** `tsc --strict --noEmit` on a project: its errors, and the files of its program. */
async function typecheck(dir: string): Promise<{ errors: string[]; files: string[] }> {
  const result = await run([TSC, "-p", dir, "--strict", "--noEmit", "--pretty", "false", "--listFiles"], dir);
  const lines = result.stdout.split(/\r?\n/).filter(Boolean);
  const errors = lines.filter((line) => /error TS\d+/.test(line));
  if (result.status !== 0 && errors.length === 0)
    errors.push(`tsc exited ${result.status}: ${result.stdout}${result.stderr}`);
  const files = lines
    .filter((line) => !/error TS\d+/.test(line) && path.isAbsolute(line))
    .map((file) => path.resolve(file));
  return { errors, files };
}

let defineConfigResult: Promise<{ errors: string[]; files: string[] }>;
let tseslintResult: Promise<{ errors: string[]; files: string[] }>;

beforeAll(async () => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-types-`)));
  // The package as published: the tarball (tests/setup/pack.ts), unpacked; its package.json's `exports` name
  // the types.
  const tarball = inject("tarball");
  const unpacked = await tar(["-xzf", tarball, "-C", tmp], tmp);
  if (unpacked.status !== 0) throw new Error(`unpacking ${tarball} failed:\n${unpacked.stdout}${unpacked.stderr}`);
  pkg = path.join(tmp, "package");
  // What an install gives the package: its dependencies and ESLint (the peer), and no @typescript-eslint
  // package (typescript-eslint's are for types and tests here), so that a declaration that needs one fails.
  const manifest = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const deps = [...Object.keys(manifest.dependencies ?? {}), "eslint"].filter(
    (dep) => !dep.startsWith("@typescript-eslint/"),
  );
  for (const dep of deps) if (fs.existsSync(path.join(modules, dep))) link(pkg, dep, path.join(modules, dep));

  defineConfigResult = typecheck(project("define-config", DEFINE_CONFIG, ["eslint"], false));
  tseslintResult = typecheck(project("tseslint-config", TSESLINT_CONFIG, ["eslint", "typescript-eslint"], true));
  await Promise.all([defineConfigResult, tseslintResult]);
}, 360_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the published types in a user's eslint.config.ts (tsc --strict)", () => {
  it("defineConfig from eslint/config takes the plugin and its presets, and the plugin is an ESLint.Plugin", async () => {
    const { errors, files } = await defineConfigResult;
    expect(errors).toEqual([]);
    // Checked against the built declarations, not the sources.
    expect(files).toContain(path.join(pkg, "dist", "src", "index.d.ts"));
    expect(
      files.filter((file) => file.startsWith(path.join(repo, "src")) || file.startsWith(path.join(repo, "rules"))),
    ).toEqual([]);
    // A user without typescript-eslint typechecks it: none of its declarations is needed.
    expect(files.filter((file) => /[\\/]@?typescript-eslint[\\/]/.test(file))).toEqual([]);
  });

  it("tseslint.config from typescript-eslint takes the plugin and its presets", async () => {
    const { errors, files } = await tseslintResult;
    expect(errors).toEqual([]);
    expect(files).toContain(path.join(pkg, "dist", "src", "index.d.ts"));
  });

  it("the declarations the package's types reach name no @typescript-eslint package", async () => {
    const { files } = await defineConfigResult;
    const own = files.filter((file) => file.startsWith(pkg + path.sep));
    expect(own.length).toBeGreaterThan(1);
    for (const file of own)
      expect(fs.readFileSync(file, "utf8"), path.relative(pkg, file)).not.toMatch(/@typescript-eslint\//);
  });
});
