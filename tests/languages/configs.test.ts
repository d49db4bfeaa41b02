// The `java` and `csharp` presets, and `meta.languages` on every rule (which ESLint reads from 10.2 on).
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { NAMESPACE, rules } from "../../src/index.js";
import { RULE_LANGUAGES } from "../../src/util/create-rule.js";

const eslintMajor = Number(Linter.version.split(".")[0]);

describe("meta.languages", () => {
  it("names JavaScript/TypeScript and the plugin's two languages", () => {
    expect(RULE_LANGUAGES).toEqual(["js/js", `${NAMESPACE}/java`, `${NAMESPACE}/csharp`]);
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
