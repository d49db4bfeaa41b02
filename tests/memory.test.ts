// Memory grows linearly with the input. Each case lints a generated file (never committed) in a Node.js process
// of its own, with the packed plugin (tests/setup/pack.ts) and every rule on, at a size n and at 4n, and reads
// the process's peak resident memory (`process.resourceUsage().maxRSS`). What the file adds over an empty one
// must grow less than 6 times from n to 4n: about 4 when linear, 16 when quadratic. (A Java file of builder
// chains once took the ancestor path of every node with it and ran ESLint out of memory.)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = "eslint-plugin-backend-config";

let tmp = "";

/** Lints one generated file in a process of its own; what it found, and its peak resident memory in KiB. */
const SCRIPT = `
import { Linter } from "eslint";
import plugin from "${PACKAGE}";
const [language, size] = process.argv.slice(-2);
const n = Number(size);
const repeat = (count, line) => Array.from({ length: count }, (_, i) => line(i)).join("");
const code = {
  java: () => "class Main {\\n" + repeat(n ? 20 : 0, (k) => "  Object m" + k + "() {\\n    return OssBackendConfig.builder()" + ".a()".repeat(n) + ".build();\\n  }\\n") + "}\\n",
  csharp: () => "class Main {\\n" + repeat(n ? 20 : 0, (k) => "  object M" + k + "() {\\n    return new OssBackendConfig {\\n" + repeat(n, (i) => "      A" + (i % 10) + " = \\"a\\",\\n") + "    };\\n  }\\n") + "}\\n",
  js: () => 'import { OssBackend } from "kit";\\n' + repeat(n, (i) => "new OssBackend(scope, { bucket: \\"b" + i + "\\", acl: \\"PUBLIC\\" });\\n"),
}[language]();
const files = { java: ["**/*.java"], csharp: ["**/*.cs"], js: ["**/*.js"] }[language];
const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => ["backend-config/" + id, "error"]));
const config = { files, plugins: { "backend-config": plugin }, rules, ...(language === "js" ? {} : { language: "backend-config/" + language }) };
const messages = new Linter({ configType: "flat" }).verify(code, [config], { java: "Main.java", csharp: "Main.cs", js: "main.js" }[language]);
const ruleIds = [...new Set(messages.map((m) => m.ruleId))].sort();
console.log(JSON.stringify({ ruleIds, maxRSS: process.resourceUsage().maxRSS }));
`;

function lintIn(language: string, size: number): Promise<{ ruleIds: string[]; maxRSS: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(tmp, "lint.mjs"), language, String(size)], {
      cwd: tmp,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0) resolve(JSON.parse(stdout) as { ruleIds: string[]; maxRSS: number });
      else reject(new Error(`linting ${language} at size ${size} exited ${status}:\n${stdout}${stderr}`));
    });
  });
}

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `${PACKAGE}-memory-`)));
  const modules = path.join(tmp, "node_modules");
  fs.mkdirSync(modules);
  const unpacked = path.join(tmp, "unpacked");
  fs.mkdirSync(unpacked);
  const tar = spawn("tar", ["-xzf", inject("tarball"), "-C", unpacked]);
  return new Promise<void>((resolve, reject) => {
    tar.on("error", reject);
    tar.on("close", (status) => {
      if (status !== 0) return reject(new Error(`tar exited ${status}`));
      fs.renameSync(path.join(unpacked, "package"), path.join(modules, PACKAGE));
      // The plugin's dependencies and ESLint, without the network: this repository's own installs.
      for (const entry of fs.readdirSync(path.join(repo, "node_modules"))) {
        if (entry === PACKAGE || entry.startsWith(".")) continue;
        fs.symlinkSync(path.join(repo, "node_modules", entry), path.join(modules, entry), "junction");
      }
      fs.writeFileSync(
        path.join(tmp, "package.json"),
        JSON.stringify({ name: "memory", private: true, type: "module" }),
      );
      fs.writeFileSync(path.join(tmp, "lint.mjs"), SCRIPT);
      resolve();
    });
  });
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const cases = [
  {
    name: "Java: 20 builder chains of n calls",
    language: "java",
    n: 1000,
    ruleIds: ["require-bucket", "require-encryption"],
  },
  {
    name: "C#: 20 initializers of n entries",
    language: "csharp",
    n: 400,
    ruleIds: ["require-bucket", "require-encryption"],
  },
  {
    name: "JavaScript: n configurations in one file",
    language: "js",
    n: 1500,
    ruleIds: ["require-encryption", "valid-acl"],
  },
] as const;

describe("memory is linear in the input", () => {
  for (const { name, language, n, ruleIds } of cases) {
    it(
      name,
      async () => {
        const [empty, small, large] = await Promise.all([
          lintIn(language, 0),
          lintIn(language, n),
          lintIn(language, 4 * n),
        ]);
        expect(empty.ruleIds).toEqual([]);
        for (const run of [small, large]) expect(run.ruleIds).toEqual(ruleIds.map((id) => `backend-config/${id}`));
        const added = (run: { maxRSS: number }) => run.maxRSS - empty.maxRSS;
        const figures = `peak RSS: empty ${empty.maxRSS} KiB, n ${small.maxRSS} KiB, 4n ${large.maxRSS} KiB`;
        expect(added(small), figures).toBeGreaterThan(0);
        expect(added(large) / added(small), figures).toBeLessThan(6);
      },
      360_000,
    );
  }
});
