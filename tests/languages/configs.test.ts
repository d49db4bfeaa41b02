// The `java`, `csharp`, `hcl` and `json` presets, and `meta.languages` on every rule (which ESLint reads from 10.2 on).
import json from "@eslint/json";
import { ESLint, Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { NAMESPACE, rules } from "../../src/index.js";
import { RULE_LANGUAGES } from "../../src/util/create-rule.js";

const eslintMajor = Number(Linter.version.split(".")[0]);
/** ESLint 9 gives a message reported at a location `nodeType: null`; ESLint 10 leaves the key out. */
const eslint9 = eslintMajor < 10 ? { nodeType: null } : {};

describe("meta.languages", () => {
  it("names JavaScript/TypeScript, the plugin's three languages and @eslint/json's JSON", () => {
    expect(RULE_LANGUAGES).toEqual([
      "js/js",
      `${NAMESPACE}/java`,
      `${NAMESPACE}/csharp`,
      `${NAMESPACE}/hcl`,
      "json/json",
    ]);
  });

  it.each(Object.keys(rules))("%s serves every language of the plugin", (id) => {
    expect(rules[id as keyof typeof rules].meta.languages).toEqual(RULE_LANGUAGES);
  });

  const verify = (pluginName: string, rule: unknown) => () =>
    new Linter().verify(
      "class A {}",
      [
        {
          files: ["**/*.java"],
          plugins: { [pluginName]: plugin, t: { rules: { r: rule as never } } },
          language: `${pluginName}/java`,
          rules: { [`${pluginName}/require-bucket`]: "error", "t/r": "error" },
        },
      ],
      "A.java",
    );
  const jsOnly = { meta: { type: "problem", languages: ["js/js"] }, create: () => ({}) };

  it(`is ${eslintMajor >= 10 ? "enforced" : "ignored"} by the installed ESLint ${Linter.version}`, () => {
    if (eslintMajor >= 10) {
      expect(verify(NAMESPACE, jsOnly)).toThrow(`The following rules do not support the language "${NAMESPACE}/java"`);
    } else {
      expect(verify(NAMESPACE, jsOnly)()).toEqual([]);
    }
  });

  it("holds under another plugin name (ESLint matches the plugin's meta.namespace)", () => {
    expect(verify("bc", { meta: { type: "problem" }, create: () => ({}) })()).toEqual([]);
  });
});

describe.each([
  ["java", ["**/*.java"]],
  ["csharp", ["**/*.cs"]],
  ["hcl", ["**/*.tf", "**/*.tofu"]],
] as const)("configs.%s", (name, files) => {
  const preset = plugin.configs[name];

  it("is a flat config for the language's files, with the plugin and its language", () => {
    expect(preset.name).toBe(`${NAMESPACE}/${name}`);
    expect(preset.files).toEqual(files);
    expect(preset.language).toBe(`${NAMESPACE}/${name}`);
    expect(preset.plugins?.[NAMESPACE]).toBe(plugin);
  });

  it("turns on the recommended rules, at the recommended severity", () => {
    expect(preset.rules).toEqual(plugin.configs.recommended.rules);
    for (const [id, rule] of Object.entries(rules)) {
      expect(preset.rules?.[`${NAMESPACE}/${id}`]).toBe(rule.meta.docs?.recommended);
    }
  });
});

describe("configs.json", () => {
  const preset = plugin.configs.json;

  it("is a flat config for the tool's JSON files, with @eslint/json's plugin and language and the plugin", () => {
    expect(preset.name).toBe(`${NAMESPACE}/json`);
    expect(preset.files).toEqual(["**/cdk.tf.json", "**/*.tf.json"]);
    expect(preset.language).toBe("json/json");
    expect(preset.plugins?.json).toBe(json);
    expect(preset.plugins?.[NAMESPACE]).toBe(plugin);
    // Read twice, the same object (ESLint compares plugins by identity).
    expect(plugin.configs.json).toBe(preset);
  });

  it("turns on the recommended rules, at the recommended severity, and @eslint/json's no-duplicate-keys", () => {
    expect(preset.rules).toEqual({ "json/no-duplicate-keys": "error", ...plugin.configs.recommended.rules });
  });

  const document = (acl: string) =>
    `{\n  "terraform": {\n    "backend": {\n      "oss": {\n        "bucket": "state",\n        "acl": "${acl}"\n      }\n    }\n  }\n}\n`;

  it("lints and fixes a hand-written *.tf.json through ESLint, and leaves other JSON files alone", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [preset], fix: true });
    const [result] = await eslint.lintText(document("PRIVATE"), { filePath: "infra/main.tf.json" });
    expect(result!.messages).toEqual([]);
    expect(result!.output).toBe(document("private"));
    // A file the preset does not name is not linted (ESLint warns that it is ignored).
    const [other] = await eslint.lintText(document("PRIVATE"), { filePath: "infra/settings.json", warnIgnored: false });
    expect(other).toBeUndefined();
  });

  it("reports on the configuration <kit> wrote out (cdk.tf.json) without a fix, saying the source is elsewhere", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [preset], fix: true });
    const [result] = await eslint.lintText(document("PRIVATE"), { filePath: "out/stacks/app/cdk.tf.json" });
    expect(result!.output).toBeUndefined();
    expect(result!.messages).toEqual([
      {
        ruleId: "backend-config/valid-acl",
        severity: 2,
        message:
          '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case). ' +
          "This file is generated; change the code that generates it.",
        line: 6,
        column: 9,
        endLine: 6,
        endColumn: 25,
        ...eslint9,
      },
    ]);
  });

  it("reports a key written twice in one object, which the tool rejects, and fixes neither of the two", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [preset], fix: true });
    const twice =
      '{\n  "terraform": {\n    "backend": {\n      "oss": {\n        "bucket": "state",\n        "acl": "public-read",\n' +
      '        "acl": "PRIVATE"\n      }\n    }\n  }\n}\n';
    const [result] = await eslint.lintText(twice, { filePath: "infra/main.tf.json" });
    // valid-acl reports the value read (the last), without its fix: which of the two is meant is the user's to say.
    expect(result!.output).toBeUndefined();
    expect(result!.messages.map((m) => [m.ruleId, m.message, m.line, m.column])).toEqual([
      ["json/no-duplicate-keys", 'Duplicate key "acl" found.', 7, 9],
      [
        "backend-config/valid-acl",
        '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
        7,
        9,
      ],
    ]);
  });

  it("reports a repeat spelled with escapes, and repeats in a data source's config and its own settings", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [preset] });
    const lintText = async (text: string) => {
      const [result] = await eslint.lintText(text, { filePath: "infra/main.tf.json" });
      return result!.messages.map((m) => [m.ruleId, m.message, m.line, m.column]);
    };
    expect(
      await lintText('{"terraform": {"backend": {"oss": {"bucket": "b", "buck\\u0065t": "c", "encrypt": true}}}}'),
    ).toEqual([["json/no-duplicate-keys", 'Duplicate key "buck\\u0065t" found.', 1, 51]]);
    const source = (body: string) => `{"data": {"terraform_remote_state": {"r": {"backend": "gcs", ${body}}}}}`;
    expect(await lintText(source('"config": {"bucket": "b", "bucket": "c"}'))).toEqual([
      ["json/no-duplicate-keys", 'Duplicate key "bucket" found.', 1, 88],
    ]);
    expect(await lintText(source('"config": {"bucket": "b"}, "config": {"bucket": "c"}'))).toEqual([
      ["json/no-duplicate-keys", 'Duplicate key "config" found.', 1, 89],
    ]);
  });
});
