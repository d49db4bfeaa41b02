import rule from "../../rules/no-unsupported-properties.js";
import { locate, testRule, testRuleIn, type Invalid, type Valid } from "../rule-tester.js";

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;
type EslintValid = import("eslint").RuleTester.ValidTestCase;

type MessageId = "unsupported";
const oss = `import { OssBackend } from "kit";\n`;
const settings = (toolVersion: string) => ({ "backend-config": { toolVersion } });

/** Lints with `settings["backend-config"].toolVersion`. */
function valid(code: string, toolVersion: string | undefined, modes?: Valid["modes"]): Valid {
  return { code, ...(toolVersion !== undefined && { settings: settings(toolVersion) }), ...(modes && { modes }) };
}

/** One finding per `[snippet, property, since]`, in order, with the configured version shown as `version`. */
function invalid(
  code: string,
  toolVersion: string,
  version: string,
  findings: readonly (readonly [snippet: string, property: string, since: string])[],
  modes?: Invalid<MessageId>["modes"],
): Invalid<MessageId> {
  return {
    code,
    settings: settings(toolVersion),
    ...(modes && { modes }),
    errors: findings.map(([snippet, property, since]) => ({ messageId: "unsupported" as const, data: { property, since, version }, ...locate(code, snippet) })),
  };
}

const flattened = `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", stsEndpoint: "sts.example.com", profile: "ci" });`;

testRule("no-unsupported-properties", rule, {
  valid: [
    "",
    // Silent unless a tool version is configured.
    flattened,
    valid(flattened, "1.1.0"),
    valid(flattened, "v1.1.0"),
    valid(flattened, "2.0.0"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`, "1.0.11"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", profile: "ci", sharedCredentialsFile: "~/.creds" });`, "0.12.8"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", ecsRoleName: "tool" });`, "0.12.14"),
    // Properties that are always there, and the deprecated block (the way to assume a role on an old tool).
    valid(`${oss}new OssBackend(scope, { bucket: "b", region: "r", assumeRole: { roleArn: "arn", sessionName: "s" } });`, "0.11.0"),
    // Unset values do not reach the tool.
    valid(`${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: undefined, stsEndpoint: null });`, "1.0.0"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: process.env.CLOUDA_ASSUME_ROLE_ARN });`, "1.0.0"),
    // Other types have no versioned properties.
    valid(`import { CosBackend } from "kit";\nnew CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60 } });`, "0.1.0"),
    // Not a configuration.
    valid(`const task = { assumeRoleRoleArn: "arn" };`, "1.0.0"),
    // A later spread may override it with nothing.
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "s", ...overrides });`, "1.0.0"),
    // Without types, a configuration assigned to a variable declared earlier is not found.
    valid(`import type { OssBackendConfig } from "kit";\nlet state: OssBackendConfig;\nstate = { bucket: "b", stsEndpoint: "s" };`, "1.0.0", ["ts"]),
    // Types give the value: a string that may be undefined may leave the property unset.
    valid(`declare const ARN: string | undefined;\n${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: ARN });`, "1.0.0", ["typed"]),
  ],
  invalid: [
    invalid(flattened, "1.0.11", "1.0.11", [['assumeRoleRoleArn: "arn"', "assumeRoleRoleArn", "1.1.0"]]),
    invalid(flattened, "0.12.7", "0.12.7", [
      ['assumeRoleRoleArn: "arn"', "assumeRoleRoleArn", "1.1.0"],
      ['stsEndpoint: "sts.example.com"', "stsEndpoint", "1.0.11"],
      ['profile: "ci"', "profile", "0.12.8"],
    ]),
    // A leading `v` is accepted and left out of the message.
    invalid(flattened, "v1.0.10", "1.0.10", [
      ['assumeRoleRoleArn: "arn"', "assumeRoleRoleArn", "1.1.0"],
      ['stsEndpoint: "sts.example.com"', "stsEndpoint", "1.0.11"],
    ]),
    // A pre-release comes before its release.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: "{}" });`, "1.1.0-beta1", "1.1.0-beta1", [
      ['assumeRolePolicy: "{}"', "assumeRolePolicy", "1.1.0"],
    ]),
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ecsRoleName: "tool", sharedCredentialsFile: "~/.creds" });`, "0.12.13", "0.12.13", [
      ['ecsRoleName: "tool"', "ecsRoleName", "0.12.14"],
    ]),
    // Any value reaches the tool as the attribute, the empty string and unknown values too.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "", assumeRoleSessionExpiration: pick() });`, "1.0.0", "1.0.0", [
      ['assumeRoleSessionName: ""', "assumeRoleSessionName", "1.1.0"],
      ["assumeRoleSessionExpiration: pick()", "assumeRoleSessionExpiration", "1.1.0"],
    ]),
    // Named as written.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", sts_endpoint: "s" });`, "1.0.0", "1.0.0", [['sts_endpoint: "s"', "sts_endpoint", "1.0.11"]]),
    (() => {
      // A shared spread constant: reported once, where it is written.
      const code = `${oss}const base = { region: "r", stsEndpoint: "s" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return invalid(code, "1.0.0", "1.0.0", [['stsEndpoint: "s"', "stsEndpoint", "1.0.11"]]);
    })(),
    invalid(
      `import type { OssBackendConfig } from "kit";\nexport const state = { bucket: "b", assumeRoleRoleArn: "arn" as const } satisfies OssBackendConfig;`,
      "1.0.0",
      "1.0.0",
      [['assumeRoleRoleArn: "arn" as const', "assumeRoleRoleArn", "1.1.0"]],
      ["ts", "typed"],
    ),
    // Without types, a declared string is taken to be set.
    invalid(`declare const ARN: string | undefined;\n${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: ARN });`, "1.0.0", "1.0.0", [
      ["assumeRoleRoleArn: ARN", "assumeRoleRoleArn", "1.1.0"],
    ], ["ts"]),
    // Types find the configuration: assigned to a variable declared earlier.
    invalid(
      `import type { OssBackendConfig } from "kit";\nlet state: OssBackendConfig;\nstate = { bucket: "b", stsEndpoint: "s" };`,
      "1.0.0",
      "1.0.0",
      [['stsEndpoint: "s"', "stsEndpoint", "1.0.11"]],
      ["typed"],
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];
const validInLanguage = (cases: readonly Valid[]) => cases as unknown as readonly EslintValid[];

const javaFlattened = inJava(`    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .assumeRoleRoleArn("arn")\n        .stsEndpoint("sts.example.com")\n        .build();`);
const csharpFlattened = inCSharp(`    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        AssumeRoleRoleArn = "arn",\n        StsEndpoint = "sts.example.com",\n    };`);

testRuleIn("java", "no-unsupported-properties", rule, {
  valid: validInLanguage([
    // No configured version, or one that has them all.
    valid(javaFlattened, undefined),
    valid(javaFlattened, "1.1.0"),
    // Unset values do not reach the tool: null, an environment read that may be unset.
    valid(inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn(null).profile(System.getenv("CLOUDA_PROFILE")).build();`), "0.12.0"),
    // A setter that may not run (as a conditional spread in TypeScript) is not in effect for certain.
    valid(inJava(`    var b = OssBackendConfig.builder().bucket("b");\n    if (shared) {\n      b.sharedCredentialsFile("./credentials");\n    }\n    var c = b.build();`), "0.12.0"),
  ]),
  invalid: inLanguage([
    invalid(javaFlattened, "1.0.0", "1.0.0", [
      ['.assumeRoleRoleArn("arn")', "assumeRoleRoleArn", "1.1.0"],
      ['.stsEndpoint("sts.example.com")', "stsEndpoint", "1.0.11"],
    ]),
    // A long literal; a local builder with its setters in later statements.
    invalid(
      inJava(`    var b = new OssBackendConfig.Builder().bucket("b").assumeRoleSessionExpiration(4000L);\n    b.profile("ci");\n    var c = b.build();`),
      "0.12.0",
      "0.12.0",
      [
        [".assumeRoleSessionExpiration(4000L)", "assumeRoleSessionExpiration", "1.1.0"],
        ['.profile("ci")', "profile", "0.12.8"],
      ],
    ),
  ]),
});

testRuleIn("csharp", "no-unsupported-properties", rule, {
  valid: validInLanguage([
    valid(csharpFlattened, undefined),
    valid(csharpFlattened, "1.1.0"),
    valid(inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRolePolicy = null, Profile = Environment.GetEnvironmentVariable("CLOUDA_PROFILE") };`), "0.12.0"),
    valid(inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    if (shared) c.SharedCredentialsFile = "./credentials";`), "0.12.0"),
  ]),
  invalid: inLanguage([
    invalid(csharpFlattened, "1.0.0", "1.0.0", [
      ['AssumeRoleRoleArn = "arn"', "AssumeRoleRoleArn", "1.1.0"],
      ['StsEndpoint = "sts.example.com"', "StsEndpoint", "1.0.11"],
    ]),
    // Digit separators, target-typed `new()`, and an assignment after construction.
    invalid(
      `class Main {\n  void Run() {\n    new OssBackend(this, new() { Bucket = "b", AssumeRoleSessionExpiration = 1_800 });\n    var c = new OssBackendConfig { Bucket = "b" };\n    c.EcsRoleName = "node";\n  }\n}\n`,
      "0.12.0",
      "0.12.0",
      [
        ["AssumeRoleSessionExpiration = 1_800", "AssumeRoleSessionExpiration", "1.1.0"],
        ['c.EcsRoleName = "node"', "EcsRoleName", "0.12.14"],
      ],
    ),
  ]),
});
