import rule from "../../rules/no-ignored-properties.js";
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
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const oss = `import { OssBackend } from "kit";\n`;
const ACCOUNT = "tool@acme.iam.gserviceaccount.com";
const DELEGATES = '["ci@acme.iam.gserviceaccount.com"]';
const cos = `import { CosBackend } from "kit";\n`;
const remote = `import { DataToolRemoteStateCos, DataToolRemoteStateOss } from "kit";\n`;
// The tool reads the account from either variable (docs/behaviour.md#gcs).
const requirement = (name = "impersonateServiceAccount") => `"${name}" or one of its environment variables`;

type Modes = Invalid<MessageId>["modes"];

// OSS: the flattened assume-role settings are read only when "assumeRoleRoleArn" (written, or from its one variable,
// CLOUDA_ASSUME_ROLE_ARN, when not written) is non-empty; a written empty ARN is not filled from the variable
// (docs/behaviour.md#oss).
const ossRequirement = (name = "assumeRoleRoleArn") => `"${name}" or its environment variable`;
const POLICY = `'{"Version":"1","Statement":[]}'`;

/**
 * A flattened assume-role setting (`property`) without the role's ARN (`requires`): reported on the setting
 * (marked), with the suggestion to remove it. `empty`: the ARN is written as the empty string, which no variable
 * fills (`withEmptyRequired`); otherwise it is not written or unset (`withoutRequired`, naming the variable).
 */
function flattened(
  code: string,
  output: string | undefined,
  property: string,
  extra: { requires?: string; empty?: boolean; modes?: Modes } = {},
): Invalid<MessageId> {
  const requires = extra.requires ?? "assumeRoleRoleArn";
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      extra.empty
        ? {
            messageId: "withEmptyRequired",
            data: { property, requires },
            suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
          }
        : {
            messageId: "withoutRequired",
            data: { property, requirement: ossRequirement(requires) },
            suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
          },
    ],
  };
}

/** Delegates without the account: reported on the delegates (marked), with the suggestion to remove them. */
function delegates(
  code: string,
  output: string | undefined,
  extra: { names?: [string, string]; modes?: Modes } = {},
): Invalid<MessageId> {
  const [property, requires] = extra.names ?? ["impersonateServiceAccountDelegates", "impersonateServiceAccount"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: "withoutRequired",
        data: { property, requirement: requirement(requires) },
        suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
      },
    ],
  };
}

/**
 * A block that assumes no role (its required entry missing, unset or empty): reported on the block (marked), with the
 * suggestion to remove it. OSS's (`noRoleUnlessProfile`): a shared-credentials profile may name the role; COS's
 * (`noRole`): the block assumes none.
 */
function block(
  code: string,
  output: string | undefined,
  extra: { state?: string; names?: [string, string]; modes?: Modes; store?: "oss" | "cos" } = {},
): Invalid<MessageId> {
  const [property, required] = extra.names ?? ["assumeRole", "roleArn"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: extra.store === "cos" ? "noRole" : "noRoleUnlessProfile",
        data: { property, required, state: extra.state ?? "missing" },
        suggestions: output === undefined ? [] : [{ messageId: "remove", data: { property }, output }],
      },
    ],
  };
}

testRule("no-ignored-properties", rule, {
  valid: [
    // A value the tool rejects as it reads the configuration is not ignored: out of range, not whole, an object
    // for a string (valid-session-expiration and valid-value-types report those), or not known where a range applies.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 7200 });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 1800.5 });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: "7200" });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: seconds() });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: { Version: "1" } });`,
    "",
    // The OSS and COS remote-state data sources' own settings (issue 17): nothing the tool ignores. On a backend
    // they are unknown keys (no-unknown-properties), not ignored ones.
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", defaults: { a: 1 }, assumeRole: { roleArn: "arn" } });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", workspace: "", defaults: {}, assumeRole: { roleArn: "r", sessionName: "s" } });`,
    // A remote-state data source's block, which <kit> writes out as an object: the tool refuses that form at plan,
    // whatever it holds (valid-value-types reports it), so nothing is silently ignored.
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", assumeRole: { roleArn: "" } });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { roleArn: "r", sessionName: "" } });`,
    // A name added in settings may be such a data source.
    {
      code: `new StateStore(scope, { bucket: "b", assumeRole: { roleArn: "" } });`,
      settings: { "backend-config": { constructNames: { oss: ["StateStore"] } } },
    },
    `${oss}new OssBackend(scope, { bucket: "b", workspace: "w", defaults: {} });`,
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
    // COS's block is rejected without its entries, not ignored: require-assume-role-fields' concern.
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { sessionName: "s", sessionDuration: 3600 } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: undefined, sessionName: "s" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: process.env.ROLE_ARN, sessionName: "s" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "", sessionName: "s", ...role } });`,
    // A JavaScript null makes <kit> fail before the tool runs: valid-value-types reports it, not this rule.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: null } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: null, sessionName: "s" } });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", impersonateServiceAccount: null, impersonateServiceAccountDelegates: [] });`,
    // Unrelated objects are not configurations.
    `const task = { impersonateServiceAccountDelegates: ["a"], assumeRole: {} };`,
    // OSS's flattened assume-role settings next to the role's ARN, or next to one that may be set: from the
    // environment, a spread, a condition; a JavaScript null (valid-value-types reports it).
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", assumeRoleSessionName: "ci", assumeRolePolicy: ${POLICY}, assumeRoleSessionExpiration: 1800 });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: process.env.ROLE_ARN, assumeRoleSessionExpiration: 1800 });`,
    `${oss}new OssBackend(scope, { ...role, bucket: "b", assumeRoleSessionName: "ci" });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: ${POLICY}, ...(ci ? { assumeRoleRoleArn: "arn" } : {}) });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: null, assumeRoleSessionName: "ci" });`,
    // Settings that are themselves unset, or may be.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "", assumeRolePolicy: undefined });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "", assumeRoleSessionName: process.env.SESSION });`,
    // A data source may interpolate the ARN.
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "\${var.role_arn}", assumeRoleSessionName: "ci" });`,
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const options: { roleArn?: string };
        export const c: OssBackendConfig = { bucket: "b", assumeRoleRoleArn: options.roleArn, assumeRoleSessionExpiration: 1800 };`,
      modes: ["ts", "typed"],
    },
    // On a tool older than 1.1.0, or a pre-release of it, the flattened settings are rejected, not ignored
    // (no-unsupported-properties reports them).
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "ci" });`,
      settings: { "backend-config": { toolVersion: "1.0.11" } },
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "ci" });`,
      settings: { "backend-config": { toolVersion: "1.1.0-beta1" } },
    },
    // Untyped, a declared constant is not known; typed sees it is empty (invalid below).
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_ROLE: "";
        export const c: OssBackendConfig = { bucket: "b", assumeRoleRoleArn: NO_ROLE, assumeRoleSessionName: "ci" };`,
      modes: ["ts"],
    },
    // Typed: a value whose type includes undefined may be unset.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { account?: string };
        export const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: options.account, impersonateServiceAccountDelegates: ${DELEGATES} };`,
      modes: ["ts", "typed"],
    },
    // Untyped, a declared constant is not known; typed sees it is empty (invalid below).
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const NO_ACCOUNT: "";
        export const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT, impersonateServiceAccountDelegates: ${DELEGATES} };`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function backend(c: OssBackendConfig) {}
        backend({ bucket: "b", assumeRole: { roleArn: "" } });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    delegates(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦impersonateServiceAccountDelegates: ${DELEGATES}⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
    ),
    delegates(
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "remote", {
          bucket: "b",
          impersonateServiceAccount: "",
          ⟦impersonateServiceAccountDelegates: chain⟧,
        });`,
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "remote", {
          bucket: "b",
          impersonateServiceAccount: "",
        });`,
    ),
    // The missing one is named as written, or in the style of the reported key.
    delegates(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦impersonate_service_account_delegates: ${DELEGATES}⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      { names: ["impersonate_service_account_delegates", "impersonate_service_account"] },
    ),
    // From a shared constant: reported where it is written, not removed there.
    delegates(
      `${gcs}const chain = { ⟦impersonateServiceAccountDelegates: ${DELEGATES}⟧ };\nnew GcsBackend(scope, { ...chain, bucket: "b" });`,
      undefined,
    ),
    // OSS's flattened assume-role settings without the role's ARN: ignored, unless CLOUDA_ASSUME_ROLE_ARN supplies it.
    flattened(
      `${oss}new OssBackend(s, { bucket: "b", encrypt: true, ⟦assumeRoleSessionExpiration: 1800⟧ });`,
      `${oss}new OssBackend(s, { bucket: "b", encrypt: true });`,
      "assumeRoleSessionExpiration",
    ),
    flattened(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: undefined, ⟦assumeRolePolicy: ${POLICY}⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: undefined });`,
      "assumeRolePolicy",
    ),
    // From 1.1.0 the tool has them.
    {
      ...flattened(
        `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionName: "ci"⟧ });`,
        `${oss}new OssBackend(scope, { bucket: "b" });`,
        "assumeRoleSessionName",
      ),
      settings: { "backend-config": { toolVersion: "1.1.0" } },
    },
    // A written empty ARN is not filled from the environment: ignored everywhere, and the message names no variable.
    flattened(
      `${oss}new OssBackend(s, { bucket: "b", encrypt: true, assumeRoleRoleArn: "", ⟦assumeRoleSessionName: "x"⟧ });`,
      `${oss}new OssBackend(s, { bucket: "b", encrypt: true, assumeRoleRoleArn: "" });`,
      "assumeRoleSessionName",
      { empty: true },
    ),
    flattened(
      dedent`
        ${oss}const NO_ROLE = "";
        new OssBackend(scope, {
          bucket: "b",
          assume_role_role_arn: NO_ROLE,
          ⟦assume_role_session_expiration: 900⟧,
        });`,
      dedent`
        ${oss}const NO_ROLE = "";
        new OssBackend(scope, {
          bucket: "b",
          assume_role_role_arn: NO_ROLE,
        });`,
      "assume_role_session_expiration",
      { requires: "assume_role_role_arn", empty: true },
    ),
    // The missing ARN is named in the style of the reported key.
    flattened(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assume_role_session_name: "ci"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      "assume_role_session_name",
      { requires: "assume_role_role_arn" },
    ),
    // A remote-state data source takes the flattened settings too.
    flattened(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w", ⟦assumeRolePolicy: "{}"⟧ });`,
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "w" });`,
      "assumeRolePolicy",
    ),
    flattened(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "", ⟦assumeRoleSessionExpiration: 3600⟧ });`,
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "" });`,
      "assumeRoleSessionExpiration",
      { empty: true },
    ),
    // The deprecated block names the role then, and the flattened name is not read (unless the variable is set).
    flattened(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn" }, ⟦assumeRoleSessionName: "ci"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn" } });`,
      "assumeRoleSessionName",
    ),
    // A string of digits is the number the tool converts it to: in range, taken and ignored.
    flattened(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionExpiration: "1800"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      "assumeRoleSessionExpiration",
    ),
    // From a shared constant: reported where it is written, not removed there.
    flattened(
      `${oss}const session = { ⟦assumeRoleSessionName: "ci"⟧ };\nnew OssBackend(scope, { ...session, bucket: "b" });`,
      undefined,
      "assumeRoleSessionName",
    ),
    // Each ignored setting on its own, with the block an empty ARN leaves in use (OSS's noRoleUnlessProfile).
    {
      code: dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          assumeRoleRoleArn: "",
          ⟦assumeRolePolicy: ${POLICY}⟧,
          ⟦assumeRoleSessionName: "ci"⟧,
          ⟦assumeRole: { sessionName: "ci" }⟧,
        });`,
      errors: [
        {
          messageId: "withEmptyRequired" as const,
          data: { property: "assumeRolePolicy", requires: "assumeRoleRoleArn" },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "assumeRolePolicy" },
              output: dedent`
                ${oss}new OssBackend(scope, {
                  bucket: "b",
                  assumeRoleRoleArn: "",
                  assumeRoleSessionName: "ci",
                  assumeRole: { sessionName: "ci" },
                });`,
            },
          ],
        },
        {
          messageId: "withEmptyRequired" as const,
          data: { property: "assumeRoleSessionName", requires: "assumeRoleRoleArn" },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "assumeRoleSessionName" },
              output: dedent`
                ${oss}new OssBackend(scope, {
                  bucket: "b",
                  assumeRoleRoleArn: "",
                  assumeRolePolicy: ${POLICY},
                  assumeRole: { sessionName: "ci" },
                });`,
            },
          ],
        },
        {
          messageId: "noRoleUnlessProfile" as const,
          data: { property: "assumeRole", required: "roleArn", state: "missing" },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "assumeRole" },
              output: dedent`
                ${oss}new OssBackend(scope, {
                  bucket: "b",
                  assumeRoleRoleArn: "",
                  assumeRolePolicy: ${POLICY},
                  assumeRoleSessionName: "ci",
                });`,
            },
          ],
        },
      ],
    },
    // OSS assumeRole without roleArn: switches no role, unless a shared-credentials profile names one.
    block(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: {}⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    block(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦assumeRole: { sessionName: "ci", sessionExpiration: 900 }⟧,
        });`,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
        });`,
    ),
    block(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "" }⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        state: "empty",
      },
    ),
    block(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: undefined }⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        state: "not set",
      },
    ),
    // COS: an empty ARN or session name assumes nothing, silently (a missing one is rejected:
    // require-assume-role-fields).
    block(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "", sessionName: "s", sessionDuration: 3600 }⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      { state: "empty", store: "cos" },
    ),
    block(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "r", sessionName: "", sessionDuration: 3600 }⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      { state: "empty", names: ["assumeRole", "sessionName"], store: "cos" },
    ),
    block(
      dedent`
        ${cos}const NO_ROLE = "";
        new CosBackend(scope, {
          bucket: "b",
          ⟦assume_role: { role_arn: NO_ROLE, session_name: "s" }⟧,
        });`,
      dedent`
        ${cos}const NO_ROLE = "";
        new CosBackend(scope, {
          bucket: "b",
        });`,
      { state: "empty", names: ["assume_role", "role_arn"], store: "cos" },
    ),
    block(
      dedent`
        ${cos}const NAME = "";
        new CosBackend(scope, {
          bucket: "b",
          ⟦assume_role: { role_arn: "r", session_name: NAME }⟧,
        });`,
      dedent`
        ${cos}const NAME = "";
        new CosBackend(scope, {
          bucket: "b",
        });`,
      { state: "empty", names: ["assume_role", "session_name"], store: "cos" },
    ),
    // The flattened ARN is empty, so it does not replace the block.
    block(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "", ⟦assumeRole: { policy: POLICY }⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "" });`,
    ),
    block(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assume_role: { session_name: "ci" }⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        names: ["assume_role", "role_arn"],
      },
    ),
    // A block kept in a constant: reported on the configuration's property, which may go.
    block(
      `${oss}const role = { sessionName: "ci" };\nnew OssBackend(scope, { bucket: "b", ⟦assumeRole: role⟧ });`,
      `${oss}const role = { sessionName: "ci" };\nnew OssBackend(scope, { bucket: "b" });`,
    ),
    // Both at once, each on its own property (OSS and GCS in one file).
    {
      code:
        `${gcs}${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: {}⟧ });\n` +
        `new GcsBackend(scope, { bucket: "b", ⟦impersonateServiceAccountDelegates: chain⟧ });`,
      errors: [
        {
          messageId: "noRoleUnlessProfile" as const,
          data: { property: "assumeRole", required: "roleArn", state: "missing" },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "assumeRole" },
              output:
                `${gcs}${oss}new OssBackend(scope, { bucket: "b" });\n` +
                `new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: chain });`,
            },
          ],
        },
        {
          messageId: "withoutRequired" as const,
          data: { property: "impersonateServiceAccountDelegates", requirement: requirement() },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "impersonateServiceAccountDelegates" },
              output: `${gcs}${oss}new OssBackend(scope, { bucket: "b", assumeRole: {} });\nnew GcsBackend(scope, { bucket: "b" });`,
            },
          ],
        },
      ],
    },
    // TypeScript: the block's type requires roleArn, but an empty one type-checks.
    block(
      `import type { OssBackendConfig } from "kit";\n` +
        `export const c: OssBackendConfig = { bucket: "b", ⟦assumeRole: { roleArn: "" as string }⟧ };`,
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b" };`,
      { state: "empty", modes: ["ts", "typed"] },
    ),
    // TypeScript accepts an empty ARN or session name in a typed COS block.
    block(
      `import type { CosBackendConfig } from "kit";\n` +
        `export const c: CosBackendConfig = { bucket: "b", ⟦assumeRole: { roleArn: "", sessionName: "s", sessionDuration: 60 }⟧ };`,
      `import type { CosBackendConfig } from "kit";\nexport const c: CosBackendConfig = { bucket: "b" };`,
      { state: "empty", modes: ["ts", "typed"], store: "cos" },
    ),
    block(
      `import type { CosBackendConfig } from "kit";\n` +
        `export const c: CosBackendConfig = { bucket: "b", ⟦assumeRole: { roleArn: "r", sessionName: "", sessionDuration: 60 }⟧ };`,
      `import type { CosBackendConfig } from "kit";\nexport const c: CosBackendConfig = { bucket: "b" };`,
      { state: "empty", names: ["assumeRole", "sessionName"], modes: ["ts", "typed"], store: "cos" },
    ),
    // Typed: an empty literal type is empty.
    block(
      dedent`
        import type { CosBackendConfig } from "kit";
        declare const SESSION: "";
        export const c: CosBackendConfig = { bucket: "b", ⟦assumeRole: { roleArn: "r", sessionName: SESSION, sessionDuration: 60 }⟧ };`,
      dedent`
        import type { CosBackendConfig } from "kit";
        declare const SESSION: "";
        export const c: CosBackendConfig = { bucket: "b" };`,
      { state: "empty", names: ["assumeRole", "sessionName"], modes: ["typed"], store: "cos" },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    delegates(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const NO_ACCOUNT: "";
        export const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT, ⟦impersonateServiceAccountDelegates: ${DELEGATES}⟧ };`,
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const NO_ACCOUNT: "";
        export const c: GcsBackendConfig = { bucket: "b", impersonateServiceAccount: NO_ACCOUNT };`,
      { modes: ["typed"] },
    ),
    // Typed: an empty literal type is a written empty ARN.
    flattened(
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_ROLE: "";
        export const c: OssBackendConfig = { bucket: "b", assumeRoleRoleArn: NO_ROLE, ⟦assumeRoleSessionName: "ci"⟧ };`,
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_ROLE: "";
        export const c: OssBackendConfig = { bucket: "b", assumeRoleRoleArn: NO_ROLE };`,
      "assumeRoleSessionName",
      { empty: true, modes: ["typed"] },
    ),
    flattened(
      `import type { OssBackendConfig } from "kit";\n` +
        `export const c: OssBackendConfig = { bucket: "b", ⟦assumeRoleSessionExpiration: 1800⟧ };`,
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b" };`,
      "assumeRoleSessionExpiration",
      { modes: ["ts", "typed"] },
    ),
    block(
      dedent`
        import type { OssBackendConfig } from "kit";
        function backend(c: OssBackendConfig) {}
        backend({ bucket: "b", ⟦assumeRole: { roleArn: "" }⟧ });`,
      dedent`
        import type { OssBackendConfig } from "kit";
        function backend(c: OssBackendConfig) {}
        backend({ bucket: "b" });`,
      { state: "empty", modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];
const CSHARP_DELEGATES: [string, string] = ["ImpersonateServiceAccountDelegates", "ImpersonateServiceAccount"];

testRuleIn("java", "no-ignored-properties", rule, {
  valid: [
    inJava`
      var c = GcsBackendConfig.builder()
          .bucket("b")
          .impersonateServiceAccount("${ACCOUNT}")
          .impersonateServiceAccountDelegates(List.of("${ACCOUNT}"))
          .build();`,
    // The account may be set: from the environment, or on one path.
    inJava(
      `    var c = GcsBackendConfig.builder().bucket("b").impersonateServiceAccount(System.getenv("ACCOUNT")).impersonateServiceAccountDelegates(List.of("${ACCOUNT}")).build();`,
    ),
    inJava`
      var b = GcsBackendConfig.builder().bucket("b").impersonateServiceAccountDelegates(chain);
      if (ci) {
        b.impersonateServiceAccount("${ACCOUNT}");
      }
      var c = b.build();`,
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("arn").sessionName("ci").build()).build();`,
    ),
    // The remote-state data sources' own settings (issue 17).
    inJava(
      `    var c = DataToolRemoteStateOssConfig.builder().bucket("b").workspace("w").defaults(Map.of("a", 1)).build();`,
    ),
    inJava(`    DataToolRemoteStateCos.Builder.create(scope, "r").bucket("b").workspace("w").build();`),
    // OSS's flattened settings next to the ARN, or one that may be set.
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn("arn").assumeRoleSessionName("ci").assumeRoleSessionExpiration(1800).build();`,
    ),
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn(System.getenv("ROLE_ARN")).assumeRolePolicy("{}").build();`,
    ),
    // COS without an ARN: rejected, not ignored (require-assume-role-fields).
    inJava(
      `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().sessionName("ci").build()).build();`,
    ),
  ],
  invalid: inLanguage([
    delegates(
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            ⟦.impersonateServiceAccountDelegates(List.of("${ACCOUNT}"))⟧
            .build();`,
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            .build();`,
    ),
    // The data source's builder kept in a local, its setter in a later statement.
    delegates(
      inJava`
        var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
        b⟦.impersonateServiceAccountDelegates(Arrays.asList("${ACCOUNT}"))⟧;
        var c = b.build();`,
      inJava(`    var b = DataToolRemoteStateGcsConfig.builder().bucket("b");\n    var c = b.build();`),
    ),
    flattened(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .encrypt(true)
            ⟦.assumeRoleSessionExpiration(1800)⟧
            .build();`,
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .encrypt(true)
            .build();`,
      "assumeRoleSessionExpiration",
    ),
    // Java's null leaves the ARN unset: the variable may fill it.
    flattened(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn(null)⟦.assumeRolePolicy("{}")⟧.build();`,
      ),
      inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn(null).build();`),
      "assumeRolePolicy",
    ),
    flattened(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").encrypt(true).assumeRoleRoleArn("")⟦.assumeRoleSessionName("x")⟧.build();`,
      ),
      inJava(`    var c = OssBackendConfig.builder().bucket("b").encrypt(true).assumeRoleRoleArn("").build();`),
      "assumeRoleSessionName",
      { empty: true },
    ),
    // The data source's builder.
    flattened(
      inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b")⟦.assumeRoleSessionName("ci")⟧.build();`),
      inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b").build();`),
      "assumeRoleSessionName",
    ),
    block(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRole(OssAssumeRole.builder().sessionName("ci").build())⟧
            .build();`,
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .build();`,
    ),
    // An empty ARN from a `static final` constant, in `new OssAssumeRole.Builder()`.
    block(
      dedent`
        class Main {
          static final String ARN = "";
          Object c = new OssBackendConfig.Builder().bucket("b")⟦.assumeRole(new OssAssumeRole.Builder().roleArn(ARN).build())⟧.build();
        }
      `,
      dedent`
        class Main {
          static final String ARN = "";
          Object c = new OssBackendConfig.Builder().bucket("b").build();
        }
      `,
      { state: "empty" },
    ),
    // Java's null leaves the ARN unset.
    block(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b")⟦.assumeRole(OssAssumeRole.builder().roleArn(null).build())⟧.build();`,
      ),
      inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
      { state: "not set" },
    ),
    block(
      inJava`
        var c = CosBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRole(CosBackendAssumeRole.builder().roleArn("").sessionName("ci").build())⟧
            .build();`,
      inJava`
        var c = CosBackendConfig.builder()
            .bucket("b")
            .build();`,
      { state: "empty", store: "cos" },
    ),
    block(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b")⟦.assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionName("").build())⟧.build();`,
      ),
      inJava(`    var c = CosBackendConfig.builder().bucket("b").build();`),
      { state: "empty", names: ["assumeRole", "sessionName"], store: "cos" },
    ),
  ]),
});

testRuleIn("csharp", "no-ignored-properties", rule, {
  valid: [
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", ImpersonateServiceAccount = "${ACCOUNT}", ImpersonateServiceAccountDelegates = ["${ACCOUNT}"] };`,
    ),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", ImpersonateServiceAccount = Environment.GetEnvironmentVariable("ACCOUNT"), ImpersonateServiceAccountDelegates = ["${ACCOUNT}"] };`,
    ),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", ImpersonateServiceAccountDelegates = chain };\n` +
        `    if (ci) c.ImpersonateServiceAccount = "${ACCOUNT}";`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "arn", SessionName = "ci" } };`,
    ),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { SessionName = "ci" } };`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRoleRoleArn = "arn", AssumeRoleSessionName = "ci", AssumeRoleSessionExpiration = 1800 };`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRoleSessionName = "ci" };\n    if (ci) c.AssumeRoleRoleArn = "arn";`,
    ),
    // The remote-state data sources' own settings (issue 17).
    inCSharp(`    var c = new DataToolRemoteStateCosConfig { Bucket = "b", Workspace = "w", Defaults = new() };`),
    inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", Workspace = "w" });`),
  ],
  invalid: inLanguage([
    delegates(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            ⟦ImpersonateServiceAccountDelegates = new List<string> { "${ACCOUNT}" }⟧,
        };`,
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
        };`,
      { names: CSHARP_DELEGATES },
    ),
    // Assigned after construction on a local: the statement goes whole.
    delegates(
      inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig() { Bucket = "b" };\n` +
          `    ⟦c.ImpersonateServiceAccountDelegates = new[] { "${ACCOUNT}" }⟧;`,
      ),
      inCSharp(`    var c = new DataToolRemoteStateGcsConfig() { Bucket = "b" };`),
      { names: CSHARP_DELEGATES },
    ),
    flattened(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            Encrypt = true,
            ⟦AssumeRoleSessionExpiration = 1800⟧,
        };`,
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            Encrypt = true,
        };`,
      "AssumeRoleSessionExpiration",
      { requires: "AssumeRoleRoleArn" },
    ),
    // C#'s null leaves the ARN unset: the variable may fill it.
    flattened(
      inCSharp(
        `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", AssumeRoleRoleArn = null, ⟦AssumeRolePolicy = "{}"⟧ });`,
      ),
      inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", AssumeRoleRoleArn = null });`),
      "AssumeRolePolicy",
      { requires: "AssumeRoleRoleArn" },
    ),
    flattened(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", Encrypt = true, AssumeRoleRoleArn = "" };\n` +
          `    ⟦c.AssumeRoleSessionName = "x"⟧;`,
      ),
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Encrypt = true, AssumeRoleRoleArn = "" };`),
      "AssumeRoleSessionName",
      { requires: "AssumeRoleRoleArn", empty: true },
    ),
    // Target-typed `new()` for the construct's configuration and for the block; the ARN is null.
    block(
      inCSharp(
        `    new OssBackend(this, new() { Bucket = "b", ⟦AssumeRole = new() { SessionName = "ci", RoleArn = null }⟧ });`,
      ),
      inCSharp(`    new OssBackend(this, new() { Bucket = "b" });`),
      { names: ["AssumeRole", "RoleArn"], state: "not set" },
    ),
    block(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", ⟦AssumeRole = new OssAssumeRole { RoleArn = @"" }⟧ };`,
      ),
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
      { names: ["AssumeRole", "RoleArn"], state: "empty" },
    ),
    block(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", ⟦AssumeRole = new CosBackendAssumeRole { RoleArn = "", SessionName = "ci" }⟧ };`,
      ),
      inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };`),
      { names: ["AssumeRole", "RoleArn"], state: "empty", store: "cos" },
    ),
    block(
      inCSharp(
        `    new CosBackend(this, new() { Bucket = "b", ⟦AssumeRole = new() { RoleArn = "r", SessionName = @"" }⟧ });`,
      ),
      inCSharp(`    new CosBackend(this, new() { Bucket = "b" });`),
      { names: ["AssumeRole", "SessionName"], state: "empty", store: "cos" },
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-ignored-properties", rule, {
  valid: [
    // A data source's block written as an object: the tool refuses the form at plan (valid-value-types), whatever
    // it holds.
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": { "role_arn": "r", "session_name": "" }']),
    remoteStateJson("oss", ['"bucket": "b"', '"assume_role": { "role_arn": "" }']),
    // Zero blocks.
    backendJson("cos", '"bucket": "b"', '"assume_role": []'),
    remoteStateJson("gcs", [
      '"bucket": "b"',
      '"impersonate_service_account": "sa@p.iam.gserviceaccount.com"',
      '"impersonate_service_account_delegates": ["a@b"]',
    ]),
    backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "arn"', '"assume_role_session_expiration": 1800'),
    // A data source may interpolate the ARN.
    remoteStateJson("oss", [
      '"bucket": "b"',
      '"assume_role_role_arn": "${var.role_arn}"',
      '"assume_role_policy": "{}"',
    ]),
  ],
  invalid: [
    {
      code: backendJson("oss", '"bucket": "b"', '"encrypt": true', '⟦"assume_role_session_expiration": 1800⟧'),
      errors: [
        {
          messageId: "withoutRequired",
          data: { property: "assume_role_session_expiration", requirement: ossRequirement("assume_role_role_arn") },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role_session_expiration" },
              output: backendJson("oss", '"bucket": "b"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": ""', '⟦"assume_role_session_name": "x"⟧'),
      errors: [
        {
          messageId: "withEmptyRequired",
          data: { property: "assume_role_session_name", requires: "assume_role_role_arn" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role_session_name" },
              output: backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": ""'),
            },
          ],
        },
      ],
    },
    {
      code: remoteStateJson("oss", ['"bucket": "b"', '⟦"assume_role_policy": "{}"⟧'], ['"workspace": "w"']),
      errors: [
        {
          messageId: "withoutRequired",
          data: { property: "assume_role_policy", requirement: ossRequirement("assume_role_role_arn") },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role_policy" },
              output: remoteStateJson("oss", ['"bucket": "b"'], ['"workspace": "w"']),
            },
          ],
        },
      ],
    },
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', '⟦"impersonate_service_account_delegates": ["a@b"]⟧']),
      errors: [
        {
          messageId: "withoutRequired",
          data: {
            property: "impersonate_service_account_delegates",
            requirement: requirement("impersonate_service_account"),
          },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "impersonate_service_account_delegates" },
              output: remoteStateJson("gcs", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
    {
      code: backendJson(
        "cos",
        '"bucket": "b"',
        '⟦"assume_role": { "role_arn": "", "session_name": "s", "session_duration": 60 }⟧',
      ),
      errors: [
        {
          messageId: "noRole",
          data: { property: "assume_role", required: "role_arn", state: "empty" },
          suggestions: [
            { messageId: "remove", data: { property: "assume_role" }, output: backendJson("cos", '"bucket": "b"') },
          ],
        },
      ],
    },
    {
      // The syntax's other form of one block: a list holding it.
      code: backendJson("cos", '"bucket": "b"', '⟦"assume_role": [{ "role_arn": "r", "session_name": "" }]⟧'),
      errors: [
        {
          messageId: "noRole",
          data: { property: "assume_role", required: "session_name", state: "empty" },
          suggestions: [
            { messageId: "remove", data: { property: "assume_role" }, output: backendJson("cos", '"bucket": "b"') },
          ],
        },
      ],
    },
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"assume_role": { "session_name": "s", "policy": "{}" }⟧'),
      errors: [
        {
          messageId: "noRoleUnlessProfile",
          data: { property: "assume_role", required: "role_arn", state: "missing" },
          suggestions: [
            { messageId: "remove", data: { property: "assume_role" }, output: backendJson("oss", '"bucket": "b"') },
          ],
        },
      ],
    },
    {
      // A remote-state data source's `config` takes a block as a list of one object.
      code: remoteStateJson("cos", ['"bucket": "b"', '⟦"assume_role": [{ "role_arn": "r", "session_name": "" }]⟧']),
      errors: [
        {
          messageId: "noRole",
          data: { property: "assume_role", required: "session_name", state: "empty" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role" },
              output: remoteStateJson("cos", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
    {
      code: remoteStateJson("oss", ['"bucket": "b"', '⟦"assume_role": [{ "role_arn": "" }]⟧']),
      errors: [
        {
          messageId: "noRoleUnlessProfile",
          data: { property: "assume_role", required: "role_arn", state: "empty" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role" },
              output: remoteStateJson("oss", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-ignored-properties", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket                  = "b"
          ⟦assume_role_session_name = "s"⟧
        }`,
      errors: [
        {
          message:
            '"assume_role_session_name" is ignored unless "assume_role_role_arn" or its environment variable is set.',
          suggestions: [
            {
              desc: 'Remove "assume_role_session_name".',
              output: inHcl`
            backend "oss" {
              bucket                  = "b"
            }`,
            },
          ],
        },
      ],
    },
  ],
});
