// A key written many times: one fix removes every write it makes redundant, so ESLint's fix loop converges in one
// pass, not one pass per repeat (a key written twelve times needed more than ESLint's ten). The earlier writes of a
// key are overridden by the last (in JavaScript's object literals, a Java builder's setters called again, a C#
// initializer's member set again); a fix that removes the last one removes them too. In the tool's JSON syntax a
// repeated key is an error of its own (`json/no-duplicate-keys`, which the plugin's `json` preset turns on), and no
// fix of the plugin touches a repeated member. Every rule is on, as a user's config has them.
import json from "@eslint/json";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { growth, LINEAR_LIMIT } from "../growth.js";
import { inCSharp, inJava } from "../rule-tester.js";
import tsParser from "@typescript-eslint/parser";

const REPEATS = 12;
const repeated = (text: string, separator: string) => Array.from({ length: REPEATS }, () => text).join(separator);

type Language = "js" | "ts" | "java" | "csharp";

/**
 * The code after ESLint's fix loop with every rule on, and the number of passes that changed it: each pass lints
 * the code once (every rule's `create` is called once a pass) and applies the fixes, until a pass fixes nothing.
 */
function fixLoop(language: Language, code: string): { output: string; passes: number } {
  let runs = 0;
  const rule = plugin.rules["no-conflicting-credentials"];
  const counting: typeof rule = {
    ...rule,
    create(context) {
      runs++;
      return rule.create(context);
    },
  };
  const counted = { ...plugin.rules, "no-conflicting-credentials": counting };
  const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));
  const file = { js: "stack.js", ts: "stack.ts", java: "Main.java", csharp: "Main.cs" }[language];
  const config: Linter.Config = {
    files: [`**/${file}`],
    plugins: { "backend-config": { ...plugin, rules: counted } },
    rules,
    ...(language === "ts" && { languageOptions: { parser: tsParser } }),
    ...((language === "java" || language === "csharp") && { language: `backend-config/${language}` }),
  };
  const { output } = new Linter({ configType: "flat" }).verifyAndFix(code, [config], file);
  // The last run finds nothing to fix.
  return { output, passes: runs - 1 };
}

const kit = `import { DataToolRemoteStateGcs } from "kit";\n`;

describe("a key written twelve times", () => {
  // On a remote-state data source whose accessToken is certainly non-empty, credentials is never read: its removal is
  // an autofix (no-conflicting-credentials), which takes every write of it.
  it.each(["js", "ts"] as const)("is removed in one pass from an object literal (%s)", (language) => {
    const inline = `${kit}new DataToolRemoteStateGcs(scope, "s", { bucket: "b", accessToken: "t", ${repeated('credentials: "key.json"', ", ")} });\n`;
    expect(fixLoop(language, inline)).toEqual({
      output: `${kit}new DataToolRemoteStateGcs(scope, "s", { bucket: "b", accessToken: "t" });\n`,
      passes: 1,
    });
    const lines = `${kit}new DataToolRemoteStateGcs(scope, "s", {\n  bucket: "b",\n  ${repeated('credentials: "key.json",', "\n  ")}\n  accessToken: "t",\n  credentials: "key.json",\n});\n`;
    expect(fixLoop(language, lines)).toEqual({
      output: `${kit}new DataToolRemoteStateGcs(scope, "s", {\n  bucket: "b",\n  accessToken: "t",\n});\n`,
      passes: 1,
    });
  });

  it("is removed in one pass from a Java builder chain", () => {
    const code = inJava`
      var c = DataToolRemoteStateGcsConfig.builder()
          .bucket("b")
          .accessToken("t")
          ${repeated('.credentials("key.json")', "\n          ")}
          .build();
    `;
    expect(fixLoop("java", code)).toEqual({
      output: inJava`
        var c = DataToolRemoteStateGcsConfig.builder()
            .bucket("b")
            .accessToken("t")
            .build();
      `,
      passes: 1,
    });
  });

  it("is removed in one pass from a C# object initializer", () => {
    const inline = inCSharp(
      `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "t", ${repeated('Credentials = "key.json"', ", ")} };`,
    );
    expect(fixLoop("csharp", inline)).toEqual({
      output: inCSharp(`    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", AccessToken = "t" };`),
      passes: 1,
    });
    const lines = inCSharp`
      var c = new DataToolRemoteStateGcsConfig
      {
          Bucket = "b",
          AccessToken = "t",
          ${repeated('Credentials = "key.json",', "\n          ")}
      };
    `;
    expect(fixLoop("csharp", lines)).toEqual({
      output: inCSharp`
        var c = new DataToolRemoteStateGcsConfig
        {
            Bucket = "b",
            AccessToken = "t",
        };
      `,
      passes: 1,
    });
  });

  it("is removed whole by a suggestion that removes it", () => {
    // A secret written twice: removing the last write alone would bring the first into effect.
    const code = `import { GcsBackend } from "kit";\nnew GcsBackend(scope, { bucket: "b", accessToken: "s3cret", accessToken: "s3cret2" });\n`;
    const messages = new Linter({ configType: "flat" }).verify(
      code,
      [
        {
          files: ["**/*.js"],
          plugins: { "backend-config": plugin },
          rules: { "backend-config/no-hardcoded-credentials": "error" },
        },
      ],
      "stack.js",
    );
    const outputs = messages.flatMap((m) =>
      (m.suggestions ?? []).map((s) => code.slice(0, s.fix.range[0]) + s.fix.text + code.slice(s.fix.range[1])),
    );
    // Each write is reported: the suggestion on the first removes it alone, the one on the last removes both.
    expect(outputs).toEqual([
      `import { GcsBackend } from "kit";\nnew GcsBackend(scope, { bucket: "b", accessToken: "s3cret2" });\n`,
      `import { GcsBackend } from "kit";\nnew GcsBackend(scope, { bucket: "b" });\n`,
    ]);
  });

  it("is an error of its own in the tool's JSON syntax, which no fix of the plugin touches", () => {
    const code = JSON.stringify(
      {
        data: {
          terraform_remote_state: {
            s: { backend: "gcs", config: { bucket: "b", access_token: "t", credentials: "key.json" } },
          },
        },
      },
      null,
      2,
    ).replace('"credentials": "key.json"', repeated('"credentials": "key.json"', ",\n            "));
    const config = { ...plugin.configs.json, plugins: { ...plugin.configs.json.plugins, json } } as Linter.Config;
    const { output, messages } = new Linter({ configType: "flat" }).verifyAndFix(code, [config], "main.tf.json");
    expect(output).toBe(code);
    expect(messages.filter((m) => m.ruleId === "json/no-duplicate-keys")).toHaveLength(REPEATS - 1);
    expect(messages.filter((m) => m.ruleId === "backend-config/no-conflicting-credentials")).toHaveLength(1);
  });
});

describe("a key written thousands of times", () => {
  // Each write of a secret is reported with a suggestion to remove it; the one on the last write removes every
  // write, and the others remove their own: the edits grow linearly with the writes.
  const rules = { "backend-config/no-hardcoded-credentials": "error" as const };
  const lintJs = (n: number) =>
    new Linter({ configType: "flat" }).verify(
      `import { GcsBackend } from "kit";\nnew GcsBackend(scope, {\n  bucket: "b",\n${'  accessToken: "t",\n'.repeat(n)}});\n`,
      [{ files: ["**/*.js"], plugins: { "backend-config": plugin }, rules }],
      "stack.js",
    );
  const lintCSharp = (n: number) =>
    new Linter({ configType: "flat" }).verify(
      inCSharp(
        `    var c = new GcsBackendConfig {\n        Bucket = "b",\n${'        AccessToken = "t",\n'.repeat(n)}    };`,
      ),
      [{ files: ["**/*.cs"], plugins: { "backend-config": plugin }, language: "backend-config/csharp", rules }],
      "Main.cs",
    );

  it.each([
    ["JavaScript", lintJs, '\n  accessToken: "t",'],
    ["C#", lintCSharp, '\n        AccessToken = "t",'],
  ] as const)("are removed in one edit by the last one's suggestion (%s)", (_, run, line) => {
    const messages = run(10);
    expect(messages).toHaveLength(10);
    const [last] = messages.at(-1)!.suggestions!;
    const [first] = messages[0]!.suggestions!;
    expect(last!.fix.text).toBe("");
    expect(last!.fix.range[1] - last!.fix.range[0]).toBe(10 * line.length);
    expect(first!.fix.range[1] - first!.fix.range[0]).toBe(line.length);
  });

  it("cost time linear in their number", () => {
    const { ratio, figures } = growth(
      () => lintJs(200),
      () => lintJs(800),
    );
    expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
  });
});
