import { describe, expect, it } from "vitest";
import rule from "../../rules/no-interpolation.js";
import { lint, lintJson } from "../lint.js";
import {
  backendJson,
  remoteStateJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  dedent,
  inHcl,
  unmark,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const remote = `import { DataToolRemoteStateCos, DataToolRemoteStateOss } from "kit";\n`;

/** The report of an interpolation: the property and the value as the message shows it. */
const literalError = (property: string, value: string) => ({
  messageId: "literal" as const,
  data: { property, value },
});
/** The report of an interpolation in a secret field: the property, never the value. */
const literalSecretError = (property: string) => ({
  messageId: "literalSecret" as const,
  data: { property },
});

/** One report at the marked place: the property and the value as the message shows it. */
function literal(
  code: string,
  property: string,
  value: string,
  extra: Partial<Invalid<MessageId>> = {},
): Invalid<MessageId> {
  return { code, ...extra, errors: [literalError(property, value)] };
}

/** One report on a secret field, at the marked place: the property, never the value. */
function literalSecret(code: string, property: string): Invalid<MessageId> {
  return { code, errors: [literalSecretError(property)] };
}

testRule("no-interpolation", rule, {
  valid: [
    "",
    // A remote-state data source may interpolate.
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "\${var.bucket}", prefix: "team/\${var.stage}", workspace: "\${terraform.workspace}" });`,
    // So may the OSS and COS ones (issue 17), with the values reported on their backends below.
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "\${var.bucket}", prefix: "team/\${var.stage}", secretKey: "\${var.secret_key}", workspace: "\${terraform.workspace}" });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", key: "\${terraform.workspace}/tool.tfstate", assumeRole: { roleArn: "\${var.role_arn}", sessionName: "tool", sessionDuration: 3600 }, defaults: { stage: "\${var.stage}" } });`,
    {
      code: `import type { DataToolRemoteStateOssConfig } from "kit";\nexport const c: DataToolRemoteStateOssConfig = { bucket: "\${var.bucket}" };`,
      modes: ["ts", "typed"],
    },
    // A template literal of the program is filled in before the tool sees the value.
    `${oss}new OssBackend(scope, { bucket: \`acme-\${team}-state\`, prefix: \`\${stage}\` });`,
    `${oss}const team = "network";\nnew OssBackend(scope, { bucket: \`acme-\${team}-state\` });`,
    // Dollar signs and braces that are no interpolation.
    `${cos}new CosBackend(scope, { bucket: "state-1250000000", key: "$team/{stage}/tool.tfstate", prefix: "{x}$" });`,
    // Not a setting of the type (no-unknown-properties), not a string, not known, or no configuration.
    `${oss}new OssBackend(scope, { bucket: "b", tags: "\${var.tags}" });`,
    `${oss}new OssBackend(scope, { bucket: "b", region: process.env.REGION, endpoint: endpointFor("\${x}") });`,
    `const settings = { bucket: "\${var.bucket}" };`,
    // A type name from settings whose role cannot be told (a GCS name may be a data source).
    {
      code: `type StateConfig = object;\nconst s = { bucket: "\${var.bucket}" } satisfies StateConfig;`,
      modes: ["ts", "typed"],
      settings: { "backend-config": { typeNames: { gcs: ["StateConfig"] } } },
    },
    // A name from settings may be a remote-state data source of its store, of OSS and COS too (as published,
    // <kit>'s OSS and COS data sources take config types that extend the backend's): its role is unknown.
    {
      code: `import { StateStore } from "./infra";\nnew StateStore(scope, "state", { bucket: "\${var.bucket}" });`,
      settings: { "backend-config": { constructNames: { oss: ["StateStore"] } } },
    },
    // Untyped, a helper's parameter is not known to be a configuration.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function state(c: OssBackendConfig) {}
        state({ bucket: "\${var.bucket}" });`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { CosBackendConfig } from "kit";
        declare const BUCKET: "\${var.bucket}";
        export const c: CosBackendConfig = { bucket: BUCKET };`,
      modes: ["ts"],
    },
    // A part of a configuration (`Partial<..>`) is no configuration by itself: checked where it is spread (below).
    {
      code: `import type { OssBackendConfig } from "kit";\nexport const part: Partial<OssBackendConfig> = { prefix: "\${var.stage}" };`,
      modes: ["ts", "typed"],
    },
  ],
  invalid: [
    literal(`${oss}new OssBackend(scope, { ⟦bucket: "\${var.bucket}"⟧ });`, "bucket", "${var.bucket}"),
    // The values an OSS or COS remote-state data source may hold (above), on a backend.
    {
      code: `${oss}new OssBackend(scope, { ⟦bucket: "\${var.bucket}"⟧, ⟦prefix: "team/\${var.stage}"⟧, ⟦secretKey: "\${var.secret_key}"⟧ });`,
      errors: [
        literalError("bucket", "${var.bucket}"),
        literalError("prefix", "team/${var.stage}"),
        literalSecretError("secretKey"),
      ],
    },
    {
      code: `${cos}new CosBackend(scope, { bucket: "b", ⟦key: "\${terraform.workspace}/tool.tfstate"⟧, assumeRole: { ⟦roleArn: "\${var.role_arn}"⟧, sessionName: "tool", sessionDuration: 3600 } });`,
      errors: [
        literalError("key", "${terraform.workspace}/tool.tfstate"),
        literalError("assumeRole.roleArn", "${var.role_arn}"),
      ],
    },
    literal(
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { ⟦bucket: "\${var.bucket}"⟧ };`,
      "bucket",
      "${var.bucket}",
      { modes: ["ts", "typed"] },
    ),
    literal(
      `${cos}new CosBackend(scope, { bucket: "state-1250000000", ⟦key: "\${terraform.workspace}/tool.tfstate"⟧ });`,
      "key",
      "${terraform.workspace}/tool.tfstate",
    ),
    // The GCS backend is a backend too.
    literal(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦prefix: "team/\${var.stage}"⟧ });`,
      "prefix",
      "team/${var.stage}",
    ),
    // A constant, a template without holes, a sum of strings; other spellings of the key.
    literal(
      `${oss}const REGION = "\${var.region}";\nnew OssBackend(scope, { bucket: "b", ⟦region: REGION⟧ });`,
      "region",
      "${var.region}",
    ),
    literal(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assume_role_role_arn: \`\\\${var.role}\`⟧ });`,
      "assume_role_role_arn",
      "${var.role}",
    ),
    literal(`${cos}new CosBackend(scope, { Bucket: "b", ⟦Region: "$" + "{var.region}"⟧ });`, "Region", "${var.region}"),
    // Inside a block, and in a list.
    literal(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { ⟦roleArn: "\${var.role_arn}"⟧, sessionName: "tool", sessionDuration: 3600 } });`,
      "assumeRole.roleArn",
      "${var.role_arn}",
    ),
    literal(
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: "sa", ⟦impersonateServiceAccountDelegates: ["ok", "\${var.delegate}"]⟧ });`,
      "impersonateServiceAccountDelegates",
      "${var.delegate}",
    ),
    // A long value is cut short in the message.
    literal(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦prefix: "teams/\${var.organisation_name}/\${var.project_name}/\${var.stage}"⟧ });`,
      "prefix",
      "teams/${var.organisation_name}/${var.project_na…",
    ),
    // A shared constant is reported where it is written.
    literal(
      `${oss}const base = { ⟦bucket: "\${var.bucket}"⟧ };\nnew OssBackend(scope, { ...base, region: "r" });`,
      "bucket",
      "${var.bucket}",
    ),
    // A secret field: reported without its value.
    literalSecret(`${oss}new OssBackend(scope, { bucket: "b", ⟦secretKey: "\${var.secret_key}"⟧ });`, "secretKey"),
    literalSecret(`${gcs}new GcsBackend(scope, { bucket: "b", ⟦accessToken: "ya29.\${var.token}"⟧ });`, "accessToken"),
    literalSecret(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: "\${path.module}/key.json"⟧ });`,
      "credentials",
    ),
    // A part of a configuration, spread into one: reported where it is written.
    literal(
      dedent`
        import type { OssBackendConfig } from "kit";
        ${oss}const part: Partial<OssBackendConfig> = { ⟦prefix: "\${var.stage}"⟧ };
        new OssBackend(scope, { ...part, bucket: "b" });`,
      "prefix",
      "${var.stage}",
      { modes: ["ts", "typed"] },
    ),
    // Typed: a literal type; a helper's parameter.
    literal(
      dedent`
        import type { CosBackendConfig } from "kit";
        declare const BUCKET: "\${var.bucket}";
        export const c: CosBackendConfig = { ⟦bucket: BUCKET⟧ };`,
      "bucket",
      "${var.bucket}",
      { modes: ["typed"] },
    ),
    literal(
      dedent`
        import type { OssBackendConfig } from "kit";
        function state(c: OssBackendConfig) {}
        state({ ⟦bucket: "\${var.bucket}"⟧ });`,
      "bucket",
      "${var.bucket}",
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];

testRuleIn("java", "no-interpolation", rule, {
  valid: [
    // A remote-state data source may interpolate.
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("\${var.bucket}").prefix("team/\${var.stage}").build();`,
    ),
    // So may the OSS and COS ones (issue 17); the same values on a backend are reported below.
    inJava(
      `    var c = DataToolRemoteStateOssConfig.builder().bucket("\${var.bucket}").secretKey("\${var.secret}").build();`,
    ),
    inJava(
      `    DataToolRemoteStateCos.Builder.create(scope, "r").bucket("\${var.bucket}").prefix("team/\${var.stage}").build();`,
    ),
    // Java has no interpolation of its own: the program builds the value.
    inJava(
      `    var c = OssBackendConfig.builder().bucket("acme-" + team + "-state").region(System.getenv("REGION")).build();`,
    ),
    inJava(
      `    var c = CosBackendConfig.builder().bucket("state-1250000000").key("$team/{stage}/tool.tfstate").build();`,
    ),
  ],
  invalid: inLanguage([
    {
      code: inJava`
        var c = OssBackendConfig.builder()
            ⟦.bucket("\${var.bucket}")⟧
            ⟦.secretKey("\${var.secret}")⟧
            .build();`,
      errors: [literalError("bucket", "${var.bucket}"), literalSecretError("secretKey")],
    },
    {
      code: inJava(
        `    CosBackend.Builder.create(scope)⟦.bucket("\${var.bucket}")⟧⟦.prefix("team/\${var.stage}")⟧.build();`,
      ),
      errors: [literalError("bucket", "${var.bucket}"), literalError("prefix", "team/${var.stage}")],
    },
    // A `static final` concatenation, a text block, and a block's entry (by its path).
    {
      code: dedent`
        class Main {
          static final String STAGE = "\${" + "var.stage}";
          void run() {
            var b = GcsBackendConfig.builder().bucket("b");
            b⟦.prefix(STAGE)⟧;
            var c = b.build();
            var o = OssBackendConfig.builder()⟦.bucket("""
                \${var.bucket}""")⟧.assumeRole(OssAssumeRole.builder()⟦.roleArn("\${var.arn}")⟧.build()).build();
          }
        }
      `,
      errors: [
        literalError("prefix", "${var.stage}"),
        literalError("bucket", "${var.bucket}"),
        literalError("assumeRole.roleArn", "${var.arn}"),
      ],
    },
  ]),
});

testRuleIn("csharp", "no-interpolation", rule, {
  valid: [
    inCSharp(
      `    new DataToolRemoteStateGcs(this, "remote", new() { Bucket = "\${var.bucket}", Workspace = "\${terraform.workspace}" });`,
    ),
    // So may the OSS and COS ones (issue 17); the same values on a backend are reported below.
    inCSharp(
      `    new DataToolRemoteStateOss(this, "remote", new() { Bucket = "\${var.bucket}", Workspace = "\${terraform.workspace}" });`,
    ),
    inCSharp(
      `    var c = new DataToolRemoteStateCosConfig { Bucket = "\${var.bucket}", Prefix = $"\${{env}}", SecretKey = @"\${var.k}" };`,
    ),
    // C#'s own interpolation is filled in before the tool sees the value.
    inCSharp(`    var c = new CosBackendConfig { Bucket = $"acme-{team}-state", Prefix = $"\${env}" };`),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", Region = Environment.GetEnvironmentVariable("REGION") };`,
    ),
  ],
  invalid: inLanguage([
    {
      code: inCSharp(`    new OssBackend(this, new() { ⟦Bucket = "\${var.bucket}"⟧ });`),
      errors: [literalError("Bucket", "${var.bucket}")],
    },
    // An interpolated string without holes: `{{` is a brace, so the tool gets "${env}".
    {
      code: inCSharp(
        `    var c = new CosBackendConfig { ⟦Bucket = "\${var.bucket}"⟧, ⟦Prefix = $"\${{env}}"⟧, ⟦SecretKey = @"\${var.k}"⟧ };`,
      ),
      errors: [
        literalError("Bucket", "${var.bucket}"),
        literalError("Prefix", "${env}"),
        literalSecretError("SecretKey"),
      ],
    },
    // A `const` assigned after construction, target-typed `new()` for a block.
    {
      code: dedent`
        class Main {
          const string Stage = "\${var.stage}";
          void Run() {
            var c = new GcsBackendConfig() { Bucket = "b" };
            ⟦c.Prefix = Stage⟧;
            new OssBackend(this, new() { Bucket = "b", AssumeRole = new() { ⟦RoleArn = "\${var.arn}"⟧ } });
          }
        }
      `,
      errors: [literalError("Prefix", "${var.stage}"), literalError("AssumeRole.RoleArn", "${var.arn}")],
    },
  ]),
});

// The messages as a user reads them: what the tool does with the text in either format it is written out in.
describe("no-interpolation messages", () => {
  const render = (code: string) =>
    lint(code)
      .messages.filter((m) => m.ruleId === "backend-config/no-interpolation")
      .map((m) => m.message);

  it("say that the text is used as written in JSON and rejected in the tool's native syntax", () => {
    expect(render(`${oss}new OssBackend(scope, { bucket: "\${var.bucket}" });`)).toEqual([
      '"bucket" is "${var.bucket}": the tool does not interpolate "${…}" in a backend; it uses the text as written ' +
        "(JSON) or fails at init (native syntax).",
    ]);
  });

  it("say so for a secret field too, without its value", () => {
    expect(render(`${cos}new CosBackend(scope, { bucket: "b", secretKey: "\${var.secret_key}" });`)).toEqual([
      '"secretKey" holds "${…}": the tool does not interpolate it in a backend; it uses the text as written (JSON) ' +
        "or fails at init (native syntax).",
    ]);
  });
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-interpolation", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"'),
    // A remote-state data source interpolates.
    remoteStateJson("oss", ['"bucket": "${var.bucket}"']),
  ],
  invalid: [
    {
      code: backendJson("oss", '⟦"bucket": "${var.bucket}"⟧', '⟦"secret_key": "${var.sk}"⟧'),
      errors: [
        { messageId: "literalInJson", data: { property: "bucket", value: "${var.bucket}" } },
        {
          messageId: "literalSecretInJson",
          data: { property: "secret_key" },
        },
      ],
    },
  ],
});

// The open fork's own files in the JSON syntax (`*.tofu.json`), linted however they are configured: the fork
// evaluates a backend's `${..}` from its 1.8.0, so it is no literal there.
describe("the open fork's JSON files", () => {
  const code = backendJson("oss", '"bucket": "${var.bucket}"', '"secret_key": "${var.sk}"');
  const reported = (filename: string) =>
    lintJson(code, { filename })
      .filter((m) => m.ruleId === "backend-config/no-interpolation")
      .map((m) => m.message);

  it("are not reported, where the tool's own file is", () => {
    expect(reported("main.tofu.json")).toEqual([]);
    expect(reported("envs/prod/backend.tofu.json")).toEqual([]);
    expect(reported("main.tf.json")).toEqual([
      '"bucket" is "${var.bucket}": the tool does not interpolate "${…}" in a backend; in JSON it uses the text as written.',
      '"secret_key" holds "${…}": the tool does not interpolate it in a backend; in JSON it uses the text as written.',
    ]);
  });
});

/** A backend block of the native syntax with what `init` refuses in it, the places of the reports marked. */
const refusedEverywhere = inHcl`
  backend "oss" {
    ⟦bucket     = var.bucket⟧
    ⟦prefix     = "env/\${terraform.workspace}"⟧
    ⟦key        = lower("K")⟧
    ⟦secret_key = "\${var.secret}"⟧
    ⟦region     = local.region⟧
  }`;
const refusedInBlock = inHcl`
  backend "oss" {
    bucket = "b"
    assume_role {
      ⟦role_arn = data.x.arn⟧
    }
  }`;

/** The same text in a file only the tool's open fork reads (`*.tofu`), without the marks. */
const inForkFile = (marked: string, filename: string) => ({ code: unmark(marked).code, filename });

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-interpolation", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket = "b"
        prefix = "$\${literal}"
      }`,
    dedent`
      data "terraform_remote_state" "state" {
        backend = "oss"
        config = {
          bucket = var.bucket
          prefix = "\${terraform.workspace}/p"
        }
      }
    `,
    inHcl`
      backend "gcs" {
        bucket = "b"
        assume_role {
        }
      }`,
    // The open fork's own files: from its 1.8.0 the fork evaluates a backend's references and calls (and whether an
    // older fork reads them is not on record), so the rule says nothing there, however it is configured.
    inForkFile(refusedEverywhere, "main.tofu"),
    inForkFile(refusedInBlock, "envs/prod/backend.tofu"),
  ],
  invalid: [
    {
      code: refusedEverywhere,
      filename: "main.tf",
      errors: [
        {
          message:
            '"bucket" is var.bucket: the tool refuses a reference in a backend block at init ("Variables not allowed").',
        },
        {
          message:
            '"prefix" is "env/${terraform.workspace}": the tool refuses a reference in a backend block at init ("Variables not allowed").',
        },
        {
          message:
            '"key" is lower("K"): the tool refuses a function call in a backend block at init ("Function calls not allowed").',
        },
        {
          message:
            '"secret_key" holds a reference: the tool refuses it in a backend block at init ("Variables not allowed").',
        },
        {
          message:
            '"region" is local.region: the tool refuses a reference in a backend block at init ("Variables not allowed").',
        },
      ],
    },
    {
      code: refusedInBlock,
      filename: "envs/prod/backend.tf",
      errors: [
        {
          message:
            '"assume_role.role_arn" is data.x.arn: the tool refuses a reference in a backend block at init ("Variables not allowed").',
        },
      ],
    },
  ],
});
