import rule, { type MessageId } from "../../rules/no-ignored-properties.js";
import { locate, testRule, type Invalid } from "../rule-tester.js";

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const oss = `import { OssBackend } from "kit";\n`;
const ACCOUNT = "tool@acme.iam.gserviceaccount.com";
const DELEGATES = '["ci@acme.iam.gserviceaccount.com"]';
const requirement = (name = "impersonateServiceAccount") => `"${name}" or the environment variable CLOUDG_IMPERSONATE_SERVICE_ACCOUNT`;

type Modes = Invalid<MessageId>["modes"];

/** Delegates without the account: reported on the delegates, with the suggestion to remove them. */
function delegates(code: string, snippet: string, output: string | undefined, extra: { names?: [string, string]; modes?: Modes } = {}): Invalid<MessageId> {
  const [property, requires] = extra.names ?? ["impersonateServiceAccountDelegates", "impersonateServiceAccount"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: "withoutRequired",
        data: { property, requirement: requirement(requires) },
        ...locate(code, snippet),
        suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
      },
    ],
  };
}

/** A block without its required entry: reported on the block, with the suggestion to remove it. */
function block(
  code: string,
  snippet: string,
  output: string | undefined,
  extra: { state?: string; names?: [string, string]; modes?: Modes } = {},
): Invalid<MessageId> {
  const [property, required] = extra.names ?? ["assumeRole", "roleArn"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: "blockWithoutRequired",
        data: { property, required, state: extra.state ?? "missing" },
        ...locate(code, snippet),
        suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
      },
    ],
  };
}

testRule("no-ignored-properties", rule, {
  valid: [
    "",
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: "${ACCOUNT}", impersonateServiceAccountDelegates: ${DELEGATES} });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: accountFor("ci"), impersonateServiceAccountDelegates: chain });`,
    // The account may be set: from the environment, a spread, a condition.
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: process.env.ACCOUNT, impersonateServiceAccountDelegates: ${DELEGATES} });`,
    `${gcs}new GcsBackend(scope, { ...impersonation, bucket: "b", impersonateServiceAccountDelegates: ${DELEGATES} });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: ${DELEGATES}, ...(ci ? { impersonateServiceAccount: "${ACCOUNT}" } : {}) });`,
    // No delegates, or delegates that may be unset.
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: undefined });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: process.env.DELEGATES });`,
    // A block with its required entry, or with one that may be set.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "ci" } });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: roleArnFor("ci") } });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: process.env.ROLE_ARN } });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { sessionName: "ci", ...role } });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: makeRole() });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: undefined });`,
    // The flattened ARN is set: the block is ignored for that reason (no-deprecated-assume-role reports it).
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", assumeRole: {} });`,
    // COS's block is rejected without its entries, not ignored: not this rule's concern.
    `import { CosBackend } from "kit";\nnew CosBackend(scope, { bucket: "b", assumeRole: { sessionName: "s", sessionDuration: 3600 } });`,
    // Unrelated objects are not configurations.
    `const task = { impersonateServiceAccountDelegates: ["a"], assumeRole: {} };`,
    // Typed: a value whose type includes undefined may be unset.
    {
      code: `import type { GcsBackendConfig } from "kit";\ndeclare const options: { account?: string };\nexport const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: options.account, impersonateServiceAccountDelegates: ${DELEGATES} };`,
      modes: ["ts", "typed"],
    },
    // Untyped, a declared constant is not known; typed sees it is empty (invalid below).
    {
      code: `import type { GcsBackendConfig } from "kit";\ndeclare const NO_ACCOUNT: "";\nexport const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT, impersonateServiceAccountDelegates: ${DELEGATES} };`,
      modes: ["ts"],
    },
    {
      code: `import type { OssBackendConfig } from "kit";\nfunction backend(c: OssBackendConfig) {}\nbackend({ bucket: "b", assumeRole: { roleArn: "" } });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    delegates(
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: ${DELEGATES} });`,
      `impersonateServiceAccountDelegates: ${DELEGATES}`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
    ),
    delegates(
      `${gcs}new DataToolRemoteStateGcs(scope, "remote", {\n  bucket: "b",\n  impersonateServiceAccount: "",\n  impersonateServiceAccountDelegates: chain,\n});`,
      "impersonateServiceAccountDelegates: chain",
      `${gcs}new DataToolRemoteStateGcs(scope, "remote", {\n  bucket: "b",\n  impersonateServiceAccount: "",\n});`,
    ),
    // The missing one is named as written, or in the style of the reported key.
    delegates(
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonate_service_account_delegates: ${DELEGATES} });`,
      `impersonate_service_account_delegates: ${DELEGATES}`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      { names: ["impersonate_service_account_delegates", "impersonate_service_account"] },
    ),
    delegates(
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: null, impersonateServiceAccountDelegates: [] });`,
      "impersonateServiceAccountDelegates: []",
      `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: null });`,
    ),
    // From a shared constant: reported where it is written, not removed there.
    delegates(
      `${gcs}const chain = { impersonateServiceAccountDelegates: ${DELEGATES} };\nnew GcsBackend(scope, { ...chain, bucket: "b" });`,
      `impersonateServiceAccountDelegates: ${DELEGATES}`,
      undefined,
    ),
    // OSS assumeRole without roleArn: switches no role.
    block(`${oss}new OssBackend(scope, { bucket: "b", assumeRole: {} });`, "assumeRole: {}", `${oss}new OssBackend(scope, { bucket: "b" });`),
    block(
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n  assumeRole: { sessionName: "ci", sessionExpiration: 900 },\n});`,
      'assumeRole: { sessionName: "ci", sessionExpiration: 900 }',
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n});`,
    ),
    block(`${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "" } });`, 'assumeRole: { roleArn: "" }', `${oss}new OssBackend(scope, { bucket: "b" });`, {
      state: "empty",
    }),
    block(`${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: undefined } });`, "assumeRole: { roleArn: undefined }", `${oss}new OssBackend(scope, { bucket: "b" });`, {
      state: "not set (undefined or null)",
    }),
    // The flattened ARN is empty, so it does not replace the block.
    block(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "", assumeRole: { policy: POLICY } });`,
      "assumeRole: { policy: POLICY }",
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "" });`,
    ),
    block(`${oss}new OssBackend(scope, { bucket: "b", assume_role: { session_name: "ci" } });`, 'assume_role: { session_name: "ci" }', `${oss}new OssBackend(scope, { bucket: "b" });`, {
      names: ["assume_role", "role_arn"],
    }),
    // A block kept in a constant: reported on the configuration's property, which may go.
    block(
      `${oss}const role = { sessionName: "ci" };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`,
      "assumeRole: role",
      `${oss}const role = { sessionName: "ci" };\nnew OssBackend(scope, { bucket: "b" });`,
    ),
    // Both at once, each on its own property (OSS and GCS in one file).
    (() => {
      const code = `${gcs}${oss}new OssBackend(scope, { bucket: "b", assumeRole: {} });\nnew GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: chain });`;
      return {
        code,
        errors: [
          {
            messageId: "blockWithoutRequired" as const,
            data: { property: "assumeRole", required: "roleArn", state: "missing" },
            ...locate(code, "assumeRole: {}"),
            suggestions: [{ messageId: "remove" as const, data: { property: "assumeRole" }, output: code.replace(", assumeRole: {}", "") }],
          },
          {
            messageId: "withoutRequired" as const,
            data: { property: "impersonateServiceAccountDelegates", requirement: requirement() },
            ...locate(code, "impersonateServiceAccountDelegates: chain"),
            suggestions: [
              { messageId: "remove" as const, data: { property: "impersonateServiceAccountDelegates" }, output: code.replace(", impersonateServiceAccountDelegates: chain", "") },
            ],
          },
        ],
      };
    })(),
    // TypeScript: the block's type requires roleArn, but an empty one type-checks.
    block(
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "" as string } };`,
      'assumeRole: { roleArn: "" as string }',
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b" };`,
      { state: "empty", modes: ["ts", "typed"] },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    delegates(
      `import type { GcsBackendConfig } from "kit";\ndeclare const NO_ACCOUNT: "";\nexport const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT, impersonateServiceAccountDelegates: ${DELEGATES} };`,
      `impersonateServiceAccountDelegates: ${DELEGATES}`,
      `import type { GcsBackendConfig } from "kit";\ndeclare const NO_ACCOUNT: "";\nexport const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT };`,
      { modes: ["typed"] },
    ),
    block(
      `import type { OssBackendConfig } from "kit";\nfunction backend(c: OssBackendConfig) {}\nbackend({ bucket: "b", assumeRole: { roleArn: "" } });`,
      'assumeRole: { roleArn: "" }',
      `import type { OssBackendConfig } from "kit";\nfunction backend(c: OssBackendConfig) {}\nbackend({ bucket: "b" });`,
      { state: "empty", modes: ["typed"] },
    ),
  ],
});
