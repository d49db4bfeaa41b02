// The sample files of the end-to-end tests, and the findings the packed plugin must report in them through the
// ESLint CLI: as written, after `--fix`, with only warnings, and in Java and C# (tests/e2e.test.ts,
// tests/e2e-ci.test.ts).
import { PACKAGE, type Finding } from "./project.js";

export const STATE_TS = `import { OssBackend, type DataToolRemoteStateGcsConfig, type OssBackendConfig } from "kit";

export const staging: OssBackendConfig = {
  bucket: "acme-state",
  acl: "PRIVATE",
  assumeRole: {
    roleArn: "acs:ram::123456789012:role/tool-state",
    sessionName: "tool",
    sessionExpiration: 1800,
  },
};

export const outputs: DataToolRemoteStateGcsConfig = {
  bucket: "acme-outputs",
  accessToken: "<ACCESS_TOKEN>",
  credentials: "./keys/tool.json",
};

export function sandbox(scope: unknown): OssBackend {
  return new OssBackend(scope, { bucket: "", assumeRoleSessionExpiration: 7200 });
}

function locked(scope: unknown, config: OssBackendConfig): OssBackend {
  return new OssBackend(scope, { ...config, tablestoreTable: "tool_state_lock" });
}

export const reports = (scope: unknown): OssBackend => locked(scope, { bucket: "acme-reports", acl: "Private" });
`;

export const LEGACY_JS = `const { CosBackend } = require("kit");

function analytics(scope) {
  return new CosBackend(scope, {
    region: "ap-guangzhou",
    acl: "public-read-write",
    assume_role: { role_arn: "qcs::cam::uin/1:roleName/tool", session_name: "tool", session_duration: 86400 },
  });
}

function shared(scope) {
  return new CosBackend(scope, { bucket: "shared-1250000000", region: "ap-guangzhou", acl: "Private" });
}

module.exports = { analytics, shared };
`;

export const CLEAN_TS = `import { CosBackend, type OssBackendConfig } from "kit";

export const production: OssBackendConfig = {
  bucket: "acme-state",
  region: "eu-central-1",
  acl: "private",
  encrypt: true,
  assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
  assumeRoleSessionExpiration: 3600,
};

export const shared = (scope: unknown): CosBackend =>
  new CosBackend(scope, {
    bucket: "shared-1250000000",
    region: "ap-guangzhou",
    assumeRole: { roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 43200 },
  });
`;

/** CLEAN_TS's configurations in CommonJS, untyped: no finding either. */
export const CLEAN_JS = `const { CosBackend, OssBackend } = require("kit");

const production = (scope) =>
  new OssBackend(scope, {
    bucket: "acme-state",
    region: "eu-central-1",
    acl: "private",
    encrypt: true,
    assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
    assumeRoleSessionExpiration: 3600,
  });

const shared = (scope) =>
  new CosBackend(scope, {
    bucket: "shared-1250000000",
    region: "ap-guangzhou",
    assumeRole: { roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 43200 },
  });

module.exports = { production, shared };
`;

export const rule = (id: string) => `backend-config/${id}`;
const OSS_ACL = '"private", "public-read", "public-read-write" or empty';

/** The findings of the original sample files, in ESLint's order (line, then column). */
export const EXPECTED: Record<string, Finding[]> = {
  "src/state.ts": [
    {
      ruleId: rule("valid-acl"),
      line: 5,
      column: 3,
      message: `"acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("no-deprecated-assume-role"),
      line: 6,
      column: 3,
      message:
        '"assumeRole" is deprecated since 1.1.0; use the flattened "assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration" instead.',
    },
    {
      ruleId: rule("no-conflicting-credentials"),
      line: 16,
      column: 3,
      message:
        '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.',
    },
    {
      ruleId: rule("require-bucket"),
      line: 20,
      column: 34,
      message:
        '"bucket" is an empty string, not an existing OSS bucket\'s name: the tool never asks for one and fails at the first use of the state.',
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 20,
      column: 46,
      message: '"assumeRoleSessionExpiration" is 7200; it must be a whole number of seconds from 900 to 3600.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 27,
      column: 96,
      message: `"acl" is "Private"; allowed values are ${OSS_ACL} (exact case).`,
    },
  ],
  "src/legacy.js": [
    {
      ruleId: rule("require-bucket"),
      line: 4,
      column: 32,
      message:
        'CosBackendConfig has no "bucket": init asks for it, or fails without input, unless -backend-config names the COS bucket.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 6,
      column: 5,
      message: '"acl" is "public-read-write"; allowed values are "private" or "public-read".',
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 7,
      column: 85,
      message: '"assume_role.session_duration" is 86400; it must be a whole number of seconds from 0 to 43200.',
    },
    {
      ruleId: rule("valid-acl"),
      line: 12,
      column: 87,
      message: '"acl" is "Private"; allowed values are "private" or "public-read" (exact case).',
    },
  ],
};

/**
 * The sample files after `eslint --fix`: only the autofixes that keep the tool's behaviour in every environment
 * applied (the private ACL's case, the ignored `credentials`); flattening the deprecated block stays a suggestion.
 */
export const FIXED_STATE_TS = STATE_TS.replace('acl: "PRIVATE"', 'acl: "private"')
  .replace('  credentials: "./keys/tool.json",\n', "")
  .replace('acl: "Private"', 'acl: "private"');
export const FIXED_LEGACY_JS = LEGACY_JS.replace('acl: "Private"', 'acl: "private"');

/** What stays after `--fix`: the findings without an autofix, moved to the lines of the fixed text. */
export const EXPECTED_AFTER_FIX: Record<string, Finding[]> = {
  "fixed/state.ts": [
    EXPECTED["src/state.ts"]![1]!,
    { ...EXPECTED["src/state.ts"]![3]!, line: 19 },
    { ...EXPECTED["src/state.ts"]![4]!, line: 19 },
  ],
  "fixed/legacy.js": EXPECTED["src/legacy.js"]!.slice(0, 3),
};

/** Only warnings: the deprecated block and the conflicting credentials. */
export const WARNINGS_JS = `const { GcsBackend, OssBackend } = require("kit");

const outputs = (scope) =>
  new GcsBackend(scope, { bucket: "acme-outputs", accessToken: "<ACCESS_TOKEN>", credentials: "./keys/tool.json" });

const staging = (scope) =>
  new OssBackend(scope, { bucket: "acme-state", assumeRole: { roleArn: "acs:ram::123456789012:role/tool-state" } });

module.exports = { outputs, staging };
`;

export const EXPECTED_WARNINGS: Record<string, Finding[]> = {
  "src/warnings.js": [
    { ...EXPECTED["src/state.ts"]![2]!, line: 4, column: 82 },
    { ...EXPECTED["src/state.ts"]![1]!, line: 7, column: 49 },
  ],
};

export const TOO_MANY_WARNINGS = "ESLint found too many warnings (maximum: 0).\n";

export const CJS_CONFIG = `const backendConfig = require("${PACKAGE}");

module.exports = [
  backendConfig.configs.recommended,
  backendConfig.configs.java,
  backendConfig.configs.csharp,
  { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" } },
];
`;

export const STATE_JAVA = `import com.kit.*;

class State {
    static OssBackendConfig staging() {
        return OssBackendConfig.builder()
            .bucket("acme-state")
            .acl("PRIVATE")
            .assumeRoleSessionExpiration(7200)
            .build();
    }
}
`;

export const STATE_CS = `using Io.Kit;

class State
{
    static OssBackendConfig Staging() => new OssBackendConfig
    {
        Bucket = "acme-state",
        Acl = "PRIVATE",
        AssumeRoleSessionExpiration = 7200,
    };
}
`;

const OSS_EXPIRATION = "it must be a whole number of seconds from 900 to 3600.";

/** The findings of the CommonJS config's project: the JavaScript sample, and the same mistakes in Java and C#. */
/** A backend of the tool's native syntax: an ACL in the wrong case and a variable in a backend block. */
export const STATE_TF = `terraform {
  backend "oss" {
    bucket = var.state_bucket
    acl    = "PRIVATE"
  }
}
`;

/** What STATE_TF gets with configs.hcl, as \`rule line:column\`. */
export const EXPECTED_TF = ["backend-config/no-interpolation 3:5", "backend-config/valid-acl 4:5"];

export const EXPECTED_CJS: Record<string, Finding[]> = {
  "src/legacy.js": EXPECTED["src/legacy.js"]!,
  "src/State.java": [
    {
      ruleId: rule("valid-acl"),
      line: 7,
      column: 13,
      message: `"acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 8,
      column: 13,
      message: `"assumeRoleSessionExpiration" is 7200; ${OSS_EXPIRATION}`,
    },
  ],
  "src/State.cs": [
    {
      ruleId: rule("valid-acl"),
      line: 8,
      column: 9,
      message: `"Acl" is "PRIVATE"; allowed values are ${OSS_ACL} (exact case).`,
    },
    {
      ruleId: rule("valid-session-expiration"),
      line: 9,
      column: 9,
      message: `"AssumeRoleSessionExpiration" is 7200; ${OSS_EXPIRATION}`,
    },
  ],
};
