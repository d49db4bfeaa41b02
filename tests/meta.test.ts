import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import plugin, { rules, VERSION } from "../src/index.js";
import { rules as ruleIndex } from "../rules/index.js";

const root = path.resolve(import.meta.dirname, "..");
const ruleFiles = readdirSync(path.join(root, "rules"))
  .filter((f) => f.endsWith(".ts") && f !== "index.ts")
  .map((f) => f.slice(0, -3))
  .sort();

describe("plugin meta", () => {
  it("names itself and its namespace", () => {
    expect(plugin.meta).toEqual({
      name: "eslint-plugin-backend-config",
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an asymmetric matcher
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      namespace: "backend-config",
    });
  });

  it("exports every rule file, under its file name", () => {
    // rules/index.ts is generated: a stale one fails here with the command that rewrites it.
    const generated = spawnSync(process.execPath, [path.join(root, "scripts", "generate.mjs"), "--check"], {
      encoding: "utf8",
    });
    expect(generated.stderr).toBe("");
    expect(generated.status).toBe(0);
    expect(Object.keys(rules).sort()).toEqual(ruleFiles);
    expect(rules).toBe(ruleIndex);
  });

  it("keeps the version in step with package.json", async () => {
    const pkg = (await import("../package.json", { with: { type: "json" } })).default as { version: string };
    expect(plugin.meta.version).toBe(pkg.version);
  });
});

describe.each(ruleFiles)("rule %s", (id) => {
  const rule = rules[id as keyof typeof rules];

  it("has a doc page and a test file named by its id", () => {
    expect(existsSync(path.join(root, "docs/rules", `${id}.md`))).toBe(true);
    expect(existsSync(path.join(root, "tests/rules", `${id}.test.ts`))).toBe(true);
  });

  it("links its doc page and describes itself", () => {
    expect(rule.meta.docs?.url).toBe(
      `https://github.com/eslint-plugin-backend-config/eslint-plugin-backend-config/blob/v${VERSION}/docs/rules/${id}.md`,
    );
    expect(rule.meta.docs?.description).toMatch(/^[A-Z].*\.$/);
  });

  it("writes messages that end with a period", () => {
    for (const message of Object.values(rule.meta.messages)) expect(message).toMatch(/\.$/);
  });

  // A word in angle brackets (`<kit>`, `<host>`) reads as a template bug: things are named by their role. Every
  // report of every test case is checked as rendered too (tests/rule-tester.ts).
  it("shows no placeholder word in its description or messages", () => {
    for (const text of [rule.meta.docs?.description, ...Object.values(rule.meta.messages)]) {
      expect(text).not.toMatch(/<[A-Za-z][^<>]*>/);
    }
  });

  it("takes no options and has a type", () => {
    expect(rule.meta.schema).toEqual([]);
    expect(["problem", "suggestion"]).toContain(rule.meta.type);
  });
});

describe("configs.recommended", () => {
  const recommended = plugin.configs.recommended;

  it("is a flat config scoped to script files, with the plugin registered", () => {
    expect(recommended.name).toBe("backend-config/recommended");
    expect(recommended.files).toEqual(["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"]);
    expect(recommended.plugins?.["backend-config"]).toBe(plugin);
  });

  it("turns on what the tool rejects as errors and silent misbehaviour as warnings", () => {
    expect(recommended.rules).toEqual({
      "backend-config/require-bucket": "error",
      "backend-config/valid-session-expiration": "error",
      "backend-config/valid-acl": "error",
      "backend-config/no-deprecated-assume-role": "warn",
      "backend-config/no-conflicting-credentials": "warn",
      "backend-config/valid-state-path": "error",
      "backend-config/valid-kms-key-name": "error",
      "backend-config/valid-custom-endpoint": "error",
      "backend-config/valid-assume-role-policy": "error",
      // Silent unless settings["backend-config"].toolVersion is set.
      "backend-config/no-unsupported-properties": "error",
      "backend-config/valid-encryption-key": "error",
      "backend-config/no-conflicting-encryption-keys": "error",
      "backend-config/valid-state-locking": "error",
      "backend-config/no-ignored-properties": "warn",
      // The tool rejects a key it does not know (docs/behaviour.md#every-store): not dropped, an error.
      "backend-config/no-unknown-properties": "error",
      // The tool takes "${..}" in a backend literally (or, in its native syntax, rejects it).
      "backend-config/no-interpolation": "error",
      // Rejected at init unless the environment supplies them.
      "backend-config/require-assume-role-fields": "error",
      "backend-config/valid-credentials": "error",
      // <kit> fails on a null while it writes the configuration out; the tool rejects an object for a string.
      "backend-config/valid-value-types": "error",
    });
  });

  it("is computed from rule meta", () => {
    for (const [id, rule] of Object.entries(rules)) {
      expect(recommended.rules?.[`backend-config/${id}`]).toBe(rule.meta.docs?.recommended);
    }
  });
});

describe.each(["strict", "all"] as const)("configs.%s", (preset) => {
  const config = plugin.configs[preset];

  it("is a flat config scoped to script files, with the plugin registered", () => {
    expect(config.name).toBe(`backend-config/${preset}`);
    expect(config.files).toEqual(plugin.configs.recommended.files);
    expect(config.plugins?.["backend-config"]).toBe(plugin);
  });

  it("keeps every rule of recommended at its severity", () => {
    expect(config.rules).toMatchObject(plugin.configs.recommended.rules!);
  });

  it("is computed from rule meta", () => {
    for (const [id, rule] of Object.entries(rules)) {
      const docs = rule.meta.docs as { recommended?: string; strict?: string };
      const expected =
        preset === "strict" ? (docs.recommended ?? docs.strict) : (docs.recommended ?? docs.strict ?? "error");
      expect(config.rules?.[`backend-config/${id}`], id).toBe(expected);
    }
  });
});

describe("configs.strict", () => {
  it("adds the rules marked strict to recommended, and nothing else", () => {
    const added = Object.keys(plugin.configs.strict.rules!).filter((id) => !(id in plugin.configs.recommended.rules!));
    const marked = Object.entries(rules)
      .filter(([, rule]) => (rule.meta.docs as { strict?: string }).strict !== undefined)
      .map(([id]) => `backend-config/${id}`);
    expect(added.sort()).toEqual(marked.sort());
  });

  it("never marks a rule both recommended and strict", () => {
    for (const [id, rule] of Object.entries(rules)) {
      const docs = rule.meta.docs as { recommended?: string; strict?: string };
      expect(docs.recommended === undefined || docs.strict === undefined, id).toBe(true);
    }
  });
});

describe("configs.all", () => {
  it("turns on every rule", () => {
    expect(Object.keys(plugin.configs.all.rules!).sort()).toEqual(
      Object.keys(rules)
        .map((id) => `backend-config/${id}`)
        .sort(),
    );
  });
});
