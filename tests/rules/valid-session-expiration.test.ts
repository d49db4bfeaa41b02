import rule from "../../rules/valid-session-expiration.js";
import { inCSharp, inJava, locate, testRule, testRuleIn } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_EXP = "assumeRoleSessionExpiration";
const outOfRange = (property: string, value: string, min: number, max: number) => ({
  messageId: "outOfRange" as const,
  data: { property, value, min, max },
});
const useBound = (value: number, output: string) => ({ messageId: "useBound" as const, data: { value }, output });

/** An OSS config with one session expiration, and what the suggestion turns it into. */
function ossCase(written: string, value: string, bound: number | undefined) {
  const code = (v: string) => `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: ${v} });`;
  return {
    code: code(written),
    errors: [
      {
        ...outOfRange(OSS_EXP, value, 900, 3600),
        ...locate(code(written), `${OSS_EXP}: ${written}`),
        suggestions: bound === undefined ? [] : [useBound(bound, code(String(bound)))],
      },
    ],
  };
}

testRule("valid-session-expiration", rule, {
  valid: [
    "",
    ...["900", "3600", "1800", "0x384", "9e2", "1_800", "+1200", "3.6e3"].map(
      (v) => `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: ${v} });`,
    ),
    `${oss}const HOUR = 3600;\nnew OssBackend(scope, { bucket: "b", ${OSS_EXP}: HOUR });`,
    // Unknown values are never reported; an environment variable skips the tool's range check too.
    `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: lifetime });`,
    `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: Number(process.env.LIFETIME) });`,
    `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: "1800" });`,
    `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: "an hour" });`,
    // A later spread may override the value.
    `${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: 100, ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionExpiration: 900 } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 0 } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 43200 } });`,
    // Each type has its own field: OSS has no sessionDuration, COS no sessionExpiration.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 99999 } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionExpiration: 1 } });`,
    // Not a configuration.
    `const timing = { ${OSS_EXP}: 1 };`,
    {
      code: `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 1200 as const };`,
      modes: ["ts", "typed"],
    },
    {
      code: `declare const LONG: 7200;\n${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: LONG });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    ossCase("899", "899", 900),
    ossCase("3601", "3601", 3600),
    ossCase("0", "0", 900),
    ossCase("-5", "-5", 900),
    ossCase("1800.5", "1800.5", 1801),
    ossCase("1_000_000", "1000000", 3600),
    ossCase("5e3", "5000", 3600),
    ossCase("0x10", "16", 900),
    ossCase("+4000", "4000", 3600),
    ossCase("Infinity", "Infinity", 3600),
    ossCase("NaN", "NaN", undefined),
    // Untyped JavaScript may write a number as a string; the tool reads it as the number.
    ossCase('"7200"', "7200", 3600),
    ossCase("`899`", "899", 900),
    (() => {
      // A same-file constant: the suggestion writes the bound in place of the reference.
      const code = `${oss}const LONG = 7200;\nnew OssBackend(scope, {\n  bucket: "b",\n  ${OSS_EXP}: LONG,\n});`;
      return {
        code,
        errors: [
          {
            ...outOfRange(OSS_EXP, "7200", 900, 3600),
            ...locate(code, `${OSS_EXP}: LONG`),
            suggestions: [useBound(3600, code.replace(`${OSS_EXP}: LONG`, `${OSS_EXP}: 3600`))],
          },
        ],
      };
    })(),
    ...[
      // The deprecated block's sessionExpiration has the same range.
      [
        `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionExpiration: 600 } });`,
        "sessionExpiration: 600",
        "assumeRole.sessionExpiration",
        "600",
        900,
        3600,
        900,
      ],
      [
        `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 50000 } });`,
        "sessionDuration: 50000",
        "assumeRole.sessionDuration",
        "50000",
        0,
        43200,
        43200,
      ],
      [
        `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: -1 } });`,
        "sessionDuration: -1",
        "assumeRole.sessionDuration",
        "-1",
        0,
        43200,
        0,
      ],
      // A later write wins over a spread constant.
      [
        `${oss}const base = { bucket: "b", ${OSS_EXP}: 1200 };\nnew OssBackend(scope, { ...base, ${OSS_EXP}: 4000 });`,
        `${OSS_EXP}: 4000`,
        OSS_EXP,
        "4000",
        900,
        3600,
        3600,
      ],
    ].map(([code, snippet, property, value, min, max, bound]) => ({
      code: code as string,
      errors: [
        {
          ...outOfRange(property as string, value as string, min as number, max as number),
          ...locate(code as string, snippet as string),
          suggestions: [
            useBound(
              bound as number,
              (code as string).replace(snippet as string, (snippet as string).replace(/-?\d+$/, String(bound))),
            ),
          ],
        },
      ],
    })),
    // A block kept in a shared constant: reported where it is written, once, with no suggestion (other
    // code uses the constant too).
    {
      code: `${cos}const role = { roleArn: "arn", sessionName: "s", ⟦sessionDuration: 99999⟧ };\nnew CosBackend(scope, { bucket: "a", assumeRole: role });\nnew CosBackend(scope, { bucket: "b", assumeRole: role });`,
      errors: [{ ...outOfRange("assumeRole.sessionDuration", "99999", 0, 43200) }],
    },
    // Looking through assertions.
    ...["4000 as const", "<number>4000", "4000 satisfies number", "(4000)!"].map((written) => {
      const code = `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: ${written} };`;
      return {
        code,
        modes: ["ts", "typed"] as const,
        errors: [
          {
            ...outOfRange(OSS_EXP, "4000", 900, 3600),
            ...locate(code, `${OSS_EXP}: ${written}`),
            suggestions: [useBound(3600, code.replace(written, "3600"))],
          },
        ],
      };
    }),
    // Types give values that syntax cannot: declared literal types and enum members.
    ...[
      [
        `declare const LONG: 7200;\n${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: LONG });`,
        "LONG",
        "7200",
        3600,
      ],
      [
        `enum Lifetime { Short = 300 }\nimport type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: Lifetime.Short };`,
        "Lifetime.Short",
        "300",
        900,
      ],
    ].map(([code, written, value, bound]) => ({
      code: code as string,
      modes: ["typed"] as const,
      errors: [
        {
          ...outOfRange(OSS_EXP, value as string, 900, 3600),
          ...locate(code as string, `${OSS_EXP}: ${written as string}`),
          suggestions: [
            useBound(
              bound as number,
              (code as string).replace(`${OSS_EXP}: ${written as string}`, `${OSS_EXP}: ${bound as number}`),
            ),
          ],
        },
      ],
    })),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends): longs (`4000L`), digit
// separators, arithmetic of constants; the suggestion writes the nearest bound as a plain number.
const javaOss = (value: string) =>
  inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRoleSessionExpiration(${value}).build();`);
const csOss = (value: string) =>
  inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRoleSessionExpiration = ${value} };`);
/** One value out of range, reported on `snippet`; `bound` replaces `written` in the suggestion's output. */
function rangeIn(
  code: string,
  snippet: string,
  property: string,
  value: string,
  range: [number, number],
  written: string,
  bound: number,
) {
  const at = code.indexOf(snippet) + snippet.lastIndexOf(written);
  return {
    code,
    errors: [
      {
        ...outOfRange(property, value, ...range),
        ...locate(code, snippet),
        suggestions: [useBound(bound, code.slice(0, at) + String(bound) + code.slice(at + written.length))],
      },
    ],
  };
}

testRuleIn("java", "valid-session-expiration", rule, {
  valid: [
    javaOss("900"),
    javaOss("3600L"),
    javaOss("1_800"),
    javaOss("60 * 30"),
    javaOss(`Integer.parseInt(System.getenv("SESSION_SECONDS"))`),
    inJava(
      `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionName("s").sessionDuration(43_200).build()).build();`,
    ),
    inJava(
      `    var b = OssBackendConfig.builder();\n    b.bucket("b");\n    if (longJobs) {\n      b.assumeRoleSessionExpiration(3600);\n    }\n    var c = b.build();`,
    ),
  ],
  invalid: [
    rangeIn(
      inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .assumeRoleSessionExpiration(4000L)\n        .build();`,
      ),
      ".assumeRoleSessionExpiration(4000L)",
      OSS_EXP,
      "4000",
      [900, 3600],
      "4000L",
      3600,
    ),
    rangeIn(javaOss("600"), ".assumeRoleSessionExpiration(600)", OSS_EXP, "600", [900, 3600], "600", 900),
    rangeIn(javaOss("1000.5"), ".assumeRoleSessionExpiration(1000.5)", OSS_EXP, "1000.5", [900, 3600], "1000.5", 1001),
    rangeIn(
      javaOss("60 * 60 * 2"),
      ".assumeRoleSessionExpiration(60 * 60 * 2)",
      OSS_EXP,
      "7200",
      [900, 3600],
      "60 * 60 * 2",
      3600,
    ),
    // The deprecated block's, and COS's block's, through nested builders.
    rangeIn(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r").sessionExpiration(-1).build()).build();`,
      ),
      ".sessionExpiration(-1)",
      "assumeRole.sessionExpiration",
      "-1",
      [900, 3600],
      "-1",
      900,
    ),
    rangeIn(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder().roleArn("r").sessionName("s").sessionDuration(86_400).build()).build();`,
      ),
      ".sessionDuration(86_400)",
      "assumeRole.sessionDuration",
      "86400",
      [0, 43200],
      "86_400",
      43200,
    ),
    // A local builder's later setter with a `static final` constant.
    rangeIn(
      `class Main {\n  static final int HOURS = 2;\n  void run() {\n    var b = OssBackendConfig.builder();\n    b.bucket("b");\n    b.assumeRoleSessionExpiration(HOURS * 3600);\n    var c = b.build();\n  }\n}\n`,
      ".assumeRoleSessionExpiration(HOURS * 3600)",
      OSS_EXP,
      "7200",
      [900, 3600],
      "HOURS * 3600",
      3600,
    ),
  ],
});

testRuleIn("csharp", "valid-session-expiration", rule, {
  valid: [
    csOss("900"),
    csOss("3600L"),
    csOss("1_800"),
    // 0x384 is 900.
    csOss("0x384"),
    csOss(`int.Parse(Environment.GetEnvironmentVariable("SESSION_SECONDS"))`),
    inCSharp(
      `    new CosBackend(this, new() { Bucket = "b", AssumeRole = new() { RoleArn = "r", SessionName = "s", SessionDuration = 7200 } });`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b" };\n    if (longJobs) c.AssumeRoleSessionExpiration = 7200;`,
    ),
  ],
  invalid: [
    rangeIn(
      inCSharp(
        `    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        AssumeRoleSessionExpiration = 4000L,\n    };`,
      ),
      "AssumeRoleSessionExpiration = 4000L",
      "AssumeRoleSessionExpiration",
      "4000",
      [900, 3600],
      "4000L",
      3600,
    ),
    rangeIn(
      csOss("899.5"),
      "AssumeRoleSessionExpiration = 899.5",
      "AssumeRoleSessionExpiration",
      "899.5",
      [900, 3600],
      "899.5",
      900,
    ),
    rangeIn(
      csOss("1_0000"),
      "AssumeRoleSessionExpiration = 1_0000",
      "AssumeRoleSessionExpiration",
      "10000",
      [900, 3600],
      "1_0000",
      3600,
    ),
    rangeIn(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "r", SessionName = "s", SessionDuration = 50_000 } };`,
      ),
      "SessionDuration = 50_000",
      "AssumeRole.SessionDuration",
      "50000",
      [0, 43200],
      "50_000",
      43200,
    ),
    rangeIn(
      inCSharp(
        `    const int Minute = 60;\n    var c = new OssBackendConfig { Bucket = "b" };\n    c.AssumeRoleSessionExpiration = Minute;`,
      ),
      "c.AssumeRoleSessionExpiration = Minute",
      "AssumeRoleSessionExpiration",
      "60",
      [900, 3600],
      "Minute",
      900,
    ),
  ],
});
