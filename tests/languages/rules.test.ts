// The plugin's rules on Java and C# end to end through ESLint's RuleTester with `language`: the dispatch in
// createConfigRule, the per-file analysis, reports at the front end's spans, fixes and suggestions
// rendered by the front end. The front ends are tiny fakes (fake-front-ends.ts), not the real ones, so
// that these tests pin the language core alone.
import { ESLint, RuleTester, type Linter } from "eslint";
import * as vitest from "vitest";
import { describe, expect, it, vi } from "vitest";
import plugin from "../../src/index.js";
import { typeSpecs } from "../../src/schema/index.js";
import requireBucket from "../../rules/require-bucket.js";
import validAcl from "../../rules/valid-acl.js";

vi.mock("../../src/frontends/java/index.js", async () => (await import("./fake-front-ends.js")).java);
vi.mock("../../src/frontends/csharp/index.js", async () => (await import("./fake-front-ends.js")).csharp);

RuleTester.describe = vitest.describe;
RuleTester.it = vitest.it;
RuleTester.itOnly = vitest.it.only;

const java = new RuleTester({ plugins: { "backend-config": plugin }, language: "backend-config/java" });
const csharp = new RuleTester({ plugins: { "backend-config": plugin }, language: "backend-config/csharp" });

const store = typeSpecs.oss.store;
const javaClass = (expression: string) => `class Main {\n  Object config = ${expression};\n}\n`;
const csharpClass = (expression: string) => `class Main {\n  object config = ${expression};\n}\n`;

describe("require-bucket", () => {
  java.run("require-bucket", requireBucket, {
    valid: [
      javaClass('OssBackendConfig.builder().bucket("state").build()'),
      // Not a configuration type: the fake front end finds nothing.
      javaClass("Other.builder().build()"),
      `class Main {\n  // eslint-disable-next-line rule-to-test/require-bucket\n  Object config = OssBackendConfig.builder().build();\n}\n`,
    ],
    invalid: [
      {
        code: javaClass('OssBackendConfig.builder().region("r").build()'),
        errors: [
          {
            messageId: "missingBuilder",
            data: { type: "OssBackendConfig", property: "bucket", store },
            line: 2,
            column: 19,
            endLine: 2,
            endColumn: 65,
          },
        ],
      },
      {
        code: javaClass('OssBackendConfig.builder().bucket("").build()'),
        errors: [
          {
            messageId: "empty",
            data: { property: "bucket", what: "an empty string", type: "OssBackendConfig", store },
            line: 2,
            column: 46,
            endColumn: 56,
          },
        ],
      },
    ],
  });

  csharp.run("require-bucket", requireBucket, {
    valid: [csharpClass('new OssBackendConfig { Bucket = "state" }'), csharpClass("new Other { }")],
    invalid: [
      {
        code: csharpClass('new OssBackendConfig { Region = "r" }'),
        errors: [
          {
            messageId: "missing",
            data: { type: "OssBackendConfig", property: "Bucket", store },
            line: 2,
            column: 19,
            endLine: 2,
            endColumn: 56,
          },
        ],
      },
      {
        code: csharpClass("new OssBackendConfig { Bucket = null }"),
        errors: [
          {
            messageId: "unset",
            data: { property: "Bucket", what: "null", store },
            line: 2,
            column: 42,
          },
        ],
      },
    ],
  });
});

describe("valid-acl", () => {
  const allowed = '"private", "public-read", "public-read-write" or empty';
  // "(exact case)" only where the value is an allowed one in other letters.
  const exactCase = " (exact case)";
  const suggestions = (wrap: (value: string) => string) => [
    { messageId: "useValue" as const, data: { value: "private" }, output: wrap('"private"') },
    // Public values are offered with a word of what they do.
    { messageId: "usePublic" as const, data: { value: "public-read" }, output: wrap('"public-read"') },
    { messageId: "usePublic" as const, data: { value: "public-read-write" }, output: wrap('"public-read-write"') },
    { messageId: "useDefault" as const, output: wrap('""') },
  ];

  java.run("valid-acl", validAcl, {
    valid: [javaClass('OssBackendConfig.builder().bucket("b").acl("private").build()')],
    invalid: [
      {
        // The fix: the value the tool accepts, in exact case, rendered by the front end.
        code: javaClass('OssBackendConfig.builder().bucket("b").acl("PRIVATE").build()'),
        output: javaClass('OssBackendConfig.builder().bucket("b").acl("private").build()'),
        errors: [
          {
            messageId: "invalid",
            data: { property: "acl", value: "PRIVATE", allowed, exactCase },
            line: 2,
            column: 58,
            endColumn: 72,
          },
        ],
      },
      {
        code: javaClass('OssBackendConfig.builder().bucket("b").acl("secret").build()'),
        output: null,
        errors: [
          {
            messageId: "invalid",
            data: { property: "acl", value: "secret", allowed, exactCase: "" },
            suggestions: suggestions((value) =>
              javaClass(`OssBackendConfig.builder().bucket("b").acl(${value}).build()`),
            ),
          },
        ],
      },
    ],
  });

  csharp.run("valid-acl", validAcl, {
    valid: [csharpClass('new OssBackendConfig { Bucket = "b", Acl = "private" }')],
    invalid: [
      {
        // A case-only slip of the private value: fixed.
        code: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "Private", }'),
        output: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "private", }'),
        errors: [
          {
            messageId: "invalid",
            data: { property: "Acl", value: "Private", allowed, exactCase },
            line: 2,
            column: 56,
          },
        ],
      },
      {
        // A public spelling: fixing the case would publish the state, so it is only offered, beside "private".
        code: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "Public-Read", }'),
        output: null,
        errors: [
          {
            messageId: "invalid",
            data: { property: "Acl", value: "Public-Read", allowed, exactCase },
            line: 2,
            column: 56,
            suggestions: [
              {
                messageId: "usePublic",
                data: { value: "public-read" },
                output: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "public-read", }'),
              },
              {
                messageId: "useValue",
                data: { value: "private" },
                output: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "private", }'),
              },
            ],
          },
        ],
      },
      {
        code: csharpClass('new OssBackendConfig { Bucket = "b", Acl = "x" }'),
        output: null,
        errors: [
          {
            messageId: "invalid",
            data: { property: "Acl", value: "x", allowed, exactCase: "" },
            suggestions: suggestions((value) => csharpClass(`new OssBackendConfig { Bucket = "b", Acl = ${value} }`)),
          },
        ],
      },
    ],
  });
});

describe("presets through ESLint", () => {
  /** A complete flat config for a repository of TypeScript, Java and C#, as the README shows it. */
  const config: Linter.Config[] = [plugin.configs.recommended, plugin.configs.java, plugin.configs.csharp];

  it("lints Java and C# files with the recommended rules, and fixes them", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, fix: true });
    const [javaResult] = await eslint.lintText(javaClass('OssBackendConfig.builder().acl("PRIVATE").build()'), {
      filePath: "src/Main.java",
    });
    expect(javaResult!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual([
      "backend-config/require-bucket 2:19",
    ]);
    expect(javaResult!.output).toBe(javaClass('OssBackendConfig.builder().acl("private").build()'));
    const [csharpResult] = await eslint.lintText(csharpClass('new OssBackendConfig { Acl = "x" }'), {
      filePath: "src/Main.cs",
    });
    expect(csharpResult!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual([
      "backend-config/require-bucket 2:19",
      "backend-config/valid-acl 2:42",
    ]);
  });

  it("reports a Java file that does not parse as a parse error, not a crash", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });
    const [result] = await eslint.lintText("class Main { int x = }", { filePath: "Main.java" });
    // ESLint 9 gives a parse error `nodeType: null` too; ESLint 10 leaves the key out.
    const eslint9 = Number(ESLint.version.split(".")[0]) < 10 ? { nodeType: null } : {};
    expect(result!.messages).toEqual([
      {
        ruleId: null,
        fatal: true,
        severity: 2,
        message: 'Parsing error: Unexpected "int".',
        line: 1,
        column: 14,
        ...eslint9,
      },
    ]);
  });
});
