import rule from "../../rules/valid-session-expiration.js";
import {
  backendJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Mode,
  dedent,
  inHcl,
} from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_EXP = "assumeRoleSessionExpiration";
const outOfRange = (property: string, value: string, min: number, max: number) => ({
  messageId: "outOfRange" as const,
  data: { property, value, min, max },
});
const useBound = (value: number, output: string) => ({ messageId: "useBound" as const, data: { value }, output });

const ossWith = (entry: string) => `${oss}new OssBackend(scope, { bucket: "b", ${entry} });`;

/**
 * An OSS config with one session expiration written as `written`, reported on the property; the suggestion
 * writes `bound` there.
 */
function ossCase(written: string, value: string, bound: number | undefined) {
  return {
    code: ossWith(`⟦${OSS_EXP}: ${written}⟧`),
    errors: [
      {
        ...outOfRange(OSS_EXP, value, 900, 3600),
        suggestions: bound === undefined ? [] : [useBound(bound, ossWith(`${OSS_EXP}: ${bound}`))],
      },
    ],
  };
}

/** A value out of range at the marked place; the suggestion writes `bound`, making `output`. */
function range(
  code: string,
  property: string,
  value: string,
  [min, max]: [number, number],
  bound: number,
  output: string,
  modes?: readonly Mode[],
) {
  return {
    code,
    ...(modes && { modes }),
    errors: [{ ...outOfRange(property, value, min, max), suggestions: [useBound(bound, output)] }],
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
    // A same-file constant: the suggestion writes the bound in place of the reference.
    range(
      dedent`
        ${oss}const LONG = 7200;
        new OssBackend(scope, {
          bucket: "b",
          ⟦${OSS_EXP}: LONG⟧,
        });`,
      OSS_EXP,
      "7200",
      [900, 3600],
      3600,
      dedent`
        ${oss}const LONG = 7200;
        new OssBackend(scope, {
          bucket: "b",
          ${OSS_EXP}: 3600,
        });`,
    ),
    // The deprecated block's sessionExpiration has the same range.
    range(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", ⟦sessionExpiration: 600⟧ } });`,
      "assumeRole.sessionExpiration",
      "600",
      [900, 3600],
      900,
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionExpiration: 900 } });`,
    ),
    range(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", ⟦sessionDuration: 50000⟧ } });`,
      "assumeRole.sessionDuration",
      "50000",
      [0, 43200],
      43200,
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 43200 } });`,
    ),
    range(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", ⟦sessionDuration: -1⟧ } });`,
      "assumeRole.sessionDuration",
      "-1",
      [0, 43200],
      0,
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 0 } });`,
    ),
    // A later write wins over a spread constant.
    range(
      `${oss}const base = { bucket: "b", ${OSS_EXP}: 1200 };\nnew OssBackend(scope, { ...base, ⟦${OSS_EXP}: 4000⟧ });`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      `${oss}const base = { bucket: "b", ${OSS_EXP}: 1200 };\nnew OssBackend(scope, { ...base, ${OSS_EXP}: 3600 });`,
    ),
    // A block kept in a shared constant: reported where it is written, once, with no suggestion (other
    // code uses the constant too).
    {
      code: dedent`
        ${cos}const role = { roleArn: "arn", sessionName: "s", ⟦sessionDuration: 99999⟧ };
        new CosBackend(scope, { bucket: "a", assumeRole: role });
        new CosBackend(scope, { bucket: "b", assumeRole: role });`,
      errors: [{ ...outOfRange("assumeRole.sessionDuration", "99999", 0, 43200) }],
    },
    // Looking through assertions.
    range(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦${OSS_EXP}: 4000 as const⟧ };`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 3600 };`,
      ["ts", "typed"],
    ),
    range(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦${OSS_EXP}: <number>4000⟧ };`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 3600 };`,
      ["ts", "typed"],
    ),
    range(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦${OSS_EXP}: 4000 satisfies number⟧ };`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 3600 };`,
      ["ts", "typed"],
    ),
    range(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦${OSS_EXP}: (4000)!⟧ };`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 3600 };`,
      ["ts", "typed"],
    ),
    // Types give values that syntax cannot: declared literal types and enum members.
    range(
      `declare const LONG: 7200;\n${oss}new OssBackend(scope, { bucket: "b", ⟦${OSS_EXP}: LONG⟧ });`,
      OSS_EXP,
      "7200",
      [900, 3600],
      3600,
      `declare const LONG: 7200;\n${oss}new OssBackend(scope, { bucket: "b", ${OSS_EXP}: 3600 });`,
      ["typed"],
    ),
    range(
      dedent`
        enum Lifetime { Short = 300 }
        import type { OssBackendConfig } from "kit";
        const c: OssBackendConfig = { bucket: "b", ⟦${OSS_EXP}: Lifetime.Short⟧ };`,
      OSS_EXP,
      "300",
      [900, 3600],
      900,
      dedent`
        enum Lifetime { Short = 300 }
        import type { OssBackendConfig } from "kit";
        const c: OssBackendConfig = { bucket: "b", ${OSS_EXP}: 900 };`,
      ["typed"],
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends): longs (`4000L`), digit
// separators, arithmetic of constants; the suggestion writes the nearest bound as a plain number.
/** An OSS builder with `setter` (`.assumeRoleSessionExpiration(…)`) between the bucket and build(). */
const javaOss = (setter: string) => inJava(`    var c = OssBackendConfig.builder().bucket("b")${setter}.build();`);
/** An OSS configuration initializer with `entry` (`AssumeRoleSessionExpiration = …`) after the bucket. */
const csOss = (entry: string) => inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ${entry} };`);
/** One value out of range, reported at the marked place; the suggestion writes `bound`, making `output`. */
function rangeIn(
  code: string,
  property: string,
  value: string,
  range: [number, number],
  bound: number,
  output: string,
) {
  return {
    code,
    errors: [{ ...outOfRange(property, value, ...range), suggestions: [useBound(bound, output)] }],
  };
}

testRuleIn("java", "valid-session-expiration", rule, {
  valid: [
    javaOss(`.assumeRoleSessionExpiration(900)`),
    javaOss(`.assumeRoleSessionExpiration(3600L)`),
    javaOss(`.assumeRoleSessionExpiration(1_800)`),
    javaOss(`.assumeRoleSessionExpiration(60 * 30)`),
    javaOss(`.assumeRoleSessionExpiration(Integer.parseInt(System.getenv("SESSION_SECONDS")))`),
    inJava(
      `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionName("s").sessionDuration(43_200).build()).build();`,
    ),
    inJava`
      var b = OssBackendConfig.builder();
      b.bucket("b");
      if (longJobs) {
        b.assumeRoleSessionExpiration(3600);
      }
      var c = b.build();`,
  ],
  invalid: [
    rangeIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRoleSessionExpiration(4000L)⟧
            .build();`,
      OSS_EXP,
      "4000",
      [900, 3600],
      3600,
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .assumeRoleSessionExpiration(3600)
            .build();`,
    ),
    rangeIn(
      javaOss(`⟦.assumeRoleSessionExpiration(600)⟧`),
      OSS_EXP,
      "600",
      [900, 3600],
      900,
      javaOss(`.assumeRoleSessionExpiration(900)`),
    ),
    rangeIn(
      javaOss(`⟦.assumeRoleSessionExpiration(1000.5)⟧`),
      OSS_EXP,
      "1000.5",
      [900, 3600],
      1001,
      javaOss(`.assumeRoleSessionExpiration(1001)`),
    ),
    rangeIn(
      javaOss(`⟦.assumeRoleSessionExpiration(60 * 60 * 2)⟧`),
      OSS_EXP,
      "7200",
      [900, 3600],
      3600,
      javaOss(`.assumeRoleSessionExpiration(3600)`),
    ),
    // The deprecated block's, and COS's block's, through nested builders.
    rangeIn(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r")⟦.sessionExpiration(-1)⟧.build()).build();`,
      ),
      "assumeRole.sessionExpiration",
      "-1",
      [900, 3600],
      900,
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r").sessionExpiration(900).build()).build();`,
      ),
    ),
    rangeIn(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder().roleArn("r").sessionName("s")⟦.sessionDuration(86_400)⟧.build()).build();`,
      ),
      "assumeRole.sessionDuration",
      "86400",
      [0, 43200],
      43200,
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder().roleArn("r").sessionName("s").sessionDuration(43200).build()).build();`,
      ),
    ),
    // A local builder's later setter with a `static final` constant.
    rangeIn(
      dedent`
        class Main {
          static final int HOURS = 2;
          void run() {
            var b = OssBackendConfig.builder();
            b.bucket("b");
            b⟦.assumeRoleSessionExpiration(HOURS * 3600)⟧;
            var c = b.build();
          }
        }
      `,
      OSS_EXP,
      "7200",
      [900, 3600],
      3600,
      dedent`
        class Main {
          static final int HOURS = 2;
          void run() {
            var b = OssBackendConfig.builder();
            b.bucket("b");
            b.assumeRoleSessionExpiration(3600);
            var c = b.build();
          }
        }
      `,
    ),
  ],
});

testRuleIn("csharp", "valid-session-expiration", rule, {
  valid: [
    csOss(`AssumeRoleSessionExpiration = 900`),
    csOss(`AssumeRoleSessionExpiration = 3600L`),
    csOss(`AssumeRoleSessionExpiration = 1_800`),
    // 0x384 is 900.
    csOss(`AssumeRoleSessionExpiration = 0x384`),
    csOss(`AssumeRoleSessionExpiration = int.Parse(Environment.GetEnvironmentVariable("SESSION_SECONDS"))`),
    inCSharp(
      `    new CosBackend(this, new() { Bucket = "b", AssumeRole = new() { RoleArn = "r", SessionName = "s", SessionDuration = 7200 } });`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b" };\n    if (longJobs) c.AssumeRoleSessionExpiration = 7200;`,
    ),
  ],
  invalid: [
    rangeIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦AssumeRoleSessionExpiration = 4000L⟧,
        };`,
      "AssumeRoleSessionExpiration",
      "4000",
      [900, 3600],
      3600,
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            AssumeRoleSessionExpiration = 3600,
        };`,
    ),
    rangeIn(
      csOss(`⟦AssumeRoleSessionExpiration = 899.5⟧`),
      "AssumeRoleSessionExpiration",
      "899.5",
      [900, 3600],
      900,
      csOss(`AssumeRoleSessionExpiration = 900`),
    ),
    rangeIn(
      csOss(`⟦AssumeRoleSessionExpiration = 1_0000⟧`),
      "AssumeRoleSessionExpiration",
      "10000",
      [900, 3600],
      3600,
      csOss(`AssumeRoleSessionExpiration = 3600`),
    ),
    rangeIn(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "r", SessionName = "s", ⟦SessionDuration = 50_000⟧ } };`,
      ),
      "AssumeRole.SessionDuration",
      "50000",
      [0, 43200],
      43200,
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "r", SessionName = "s", SessionDuration = 43200 } };`,
      ),
    ),
    rangeIn(
      inCSharp`
        const int Minute = 60;
        var c = new OssBackendConfig { Bucket = "b" };
        ⟦c.AssumeRoleSessionExpiration = Minute⟧;`,
      "AssumeRoleSessionExpiration",
      "60",
      [900, 3600],
      900,
      inCSharp`
        const int Minute = 60;
        var c = new OssBackendConfig { Bucket = "b" };
        c.AssumeRoleSessionExpiration = 900;`,
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-session-expiration", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "r"', '"assume_role_session_expiration": 1800'),
    backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "r"', '"assume_role_session_expiration": 1.8e3'),
    // Numbers JavaScript cannot hold as written are not stated wrongly: unknown, not reported.
    backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "r"', '"assume_role_session_expiration": 1e400'),
  ],
  invalid: [
    {
      code: backendJson(
        "oss",
        '"bucket": "b"',
        '"assume_role_role_arn": "r"',
        '⟦"assume_role_session_expiration": 600⟧',
      ),
      errors: [
        {
          messageId: "outOfRange",
          data: { property: "assume_role_session_expiration", value: 600, min: 900, max: 3600 },
          suggestions: [
            {
              messageId: "useBound",
              data: { value: 900 },
              output: backendJson(
                "oss",
                '"bucket": "b"',
                '"assume_role_role_arn": "r"',
                '"assume_role_session_expiration": 900',
              ),
            },
          ],
        },
      ],
    },
    {
      code: backendJson(
        "cos",
        '"bucket": "b"',
        dedent`
          "assume_role": {
                    "role_arn": "r",
                    "session_name": "s",
                    ⟦"session_duration": 50000⟧
                  }`,
      ),
      errors: [
        {
          messageId: "outOfRange",
          data: { property: "assume_role.session_duration", value: 50000, min: 0, max: 43200 },
          suggestions: [
            {
              messageId: "useBound",
              data: { value: 43200 },
              output: backendJson(
                "cos",
                '"bucket": "b"',
                dedent`
                  "assume_role": {
                            "role_arn": "r",
                            "session_name": "s",
                            "session_duration": 43200
                          }`,
              ),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-session-expiration", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket                         = "b"
        assume_role_role_arn           = "arn"
        assume_role_session_expiration = 1800
      }`,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket                         = "b"
          assume_role_role_arn           = "arn"
          ⟦assume_role_session_expiration = 5000⟧
        }`,
      errors: [
        {
          message: '"assume_role_session_expiration" is 5000; it must be a whole number of seconds from 900 to 3600.',
          suggestions: [
            {
              desc: "Use 3600.",
              output: inHcl`
            backend "oss" {
              bucket                         = "b"
              assume_role_role_arn           = "arn"
              assume_role_session_expiration = 3600
            }`,
            },
          ],
        },
      ],
    },
  ],
});
