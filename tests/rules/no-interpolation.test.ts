import rule, { type MessageId } from "../../rules/no-interpolation.js";
import { locate, testRule, type Invalid } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

/** One report on `snippet`: the property and the value as the message shows it. */
function literal(code: string, snippet: string, property: string, value: string, extra: Partial<Invalid<MessageId>> = {}): Invalid<MessageId> {
  return { code, ...extra, errors: [{ messageId: "literal", data: { property, value }, ...locate(code, snippet) }] };
}

/** One report on a secret field's `snippet`: the property and what to do instead, never the value. */
function literalSecret(code: string, snippet: string, property: string, advice: string): Invalid<MessageId> {
  return { code, errors: [{ messageId: "literalSecret", data: { property, advice }, ...locate(code, snippet) }] };
}

testRule("no-interpolation", rule, {
  valid: [
    "",
    // A remote-state data source may interpolate.
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "\${var.bucket}", prefix: "team/\${var.stage}", workspace: "\${terraform.workspace}" });`,
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
    // Untyped, a helper's parameter is not known to be a configuration.
    { code: `import type { OssBackendConfig } from "kit";\nfunction state(c: OssBackendConfig) {}\nstate({ bucket: "\${var.bucket}" });`, modes: ["ts"] },
    { code: `import type { CosBackendConfig } from "kit";\ndeclare const BUCKET: "\${var.bucket}";\nexport const c: CosBackendConfig = { bucket: BUCKET };`, modes: ["ts"] },
  ],
  invalid: [
    literal(`${oss}new OssBackend(scope, { bucket: "\${var.bucket}" });`, 'bucket: "${var.bucket}"', "bucket", "${var.bucket}"),
    literal(`${cos}new CosBackend(scope, { bucket: "state-1250000000", key: "\${terraform.workspace}/tool.tfstate" });`, 'key: "${terraform.workspace}/tool.tfstate"', "key", "${terraform.workspace}/tool.tfstate"),
    // The GCS backend is a backend too.
    literal(`${gcs}new GcsBackend(scope, { bucket: "b", prefix: "team/\${var.stage}" });`, 'prefix: "team/${var.stage}"', "prefix", "team/${var.stage}"),
    // A constant, a template without holes, a sum of strings; other spellings of the key.
    literal(`${oss}const REGION = "\${var.region}";\nnew OssBackend(scope, { bucket: "b", region: REGION });`, "region: REGION", "region", "${var.region}"),
    literal(`${oss}new OssBackend(scope, { bucket: "b", assume_role_role_arn: \`\\\${var.role}\` });`, "assume_role_role_arn: `\\${var.role}`", "assume_role_role_arn", "${var.role}"),
    literal(`${cos}new CosBackend(scope, { Bucket: "b", Region: "$" + "{var.region}" });`, 'Region: "$" + "{var.region}"', "Region", "${var.region}"),
    // Inside a block, and in a list.
    literal(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "\${var.role_arn}", sessionName: "tool", sessionDuration: 3600 } });`,
      'roleArn: "${var.role_arn}"',
      "assumeRole.roleArn",
      "${var.role_arn}",
    ),
    literal(
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: "sa", impersonateServiceAccountDelegates: ["ok", "\${var.delegate}"] });`,
      'impersonateServiceAccountDelegates: ["ok", "${var.delegate}"]',
      "impersonateServiceAccountDelegates",
      "${var.delegate}",
    ),
    // A long value is cut short in the message.
    literal(
      `${oss}new OssBackend(scope, { bucket: "b", prefix: "teams/\${var.organisation_name}/\${var.project_name}/\${var.stage}" });`,
      'prefix: "teams/${var.organisation_name}/${var.project_name}/${var.stage}"',
      "prefix",
      "teams/${var.organisation_name}/${var.project_na…",
    ),
    // A shared constant is reported where it is written.
    literal(`${oss}const base = { bucket: "\${var.bucket}" };\nnew OssBackend(scope, { ...base, region: "r" });`, 'bucket: "${var.bucket}"', "bucket", "${var.bucket}"),
    // A secret field: reported without its value.
    literalSecret(`${oss}new OssBackend(scope, { bucket: "b", secretKey: "\${var.secret_key}" });`, 'secretKey: "${var.secret_key}"', "secretKey", "remove it and set CLOUDA_SECRET_KEY or CLOUDA_ACCESS_KEY_SECRET in the tool's environment"),
    literalSecret(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "ya29.\${var.token}" });`, 'accessToken: "ya29.${var.token}"', "accessToken", "read it from the environment or a secret store at run time"),
    literalSecret(`${gcs}new GcsBackend(scope, { bucket: "b", credentials: "\${path.module}/key.json" });`, 'credentials: "${path.module}/key.json"', "credentials", "remove it and set CLOUDG_CREDENTIALS in the tool's environment"),
    // A type name from settings for a type whose every name is a backend.
    literal(`type StateConfig = object;\nconst s = { bucket: "\${var.bucket}" } satisfies StateConfig;`, 'bucket: "${var.bucket}"', "bucket", "${var.bucket}", {
      modes: ["ts", "typed"],
      settings: { "backend-config": { typeNames: { oss: ["StateConfig"] } } },
    }),
    // Typed: a literal type; a helper's parameter.
    literal(`import type { CosBackendConfig } from "kit";\ndeclare const BUCKET: "\${var.bucket}";\nexport const c: CosBackendConfig = { bucket: BUCKET };`, "bucket: BUCKET", "bucket", "${var.bucket}", { modes: ["typed"] }),
    literal(`import type { OssBackendConfig } from "kit";\nfunction state(c: OssBackendConfig) {}\nstate({ bucket: "\${var.bucket}" });`, 'bucket: "${var.bucket}"', "bucket", "${var.bucket}", { modes: ["typed"] }),
  ],
});
