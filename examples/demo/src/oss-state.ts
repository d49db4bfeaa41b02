// State backends in OSS buckets for the demo's stacks.
import { OssBackend, type OssBackendConfig } from "kit";

// ✅ Correct: flattened assume-role options, an ACL the tool accepts, locking with table and endpoint.
export const production: OssBackendConfig = {
  bucket: "acme-tool-state",
  region: "eu-central-1",
  key: "network/tool.tfstate",
  acl: "private",
  encrypt: true,
  assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
  assumeRoleSessionName: "tool",
  assumeRoleSessionExpiration: 3600,
  tablestoreEndpoint: "https://acme-locks.eu-central-1.ots.example.com",
  tablestoreTable: "tool_state_lock",
};

// ❌ valid-acl: the tool rejects "PRIVATE" (fixed to "private").
// ❌ no-deprecated-assume-role: the block is deprecated (suggestion: flatten it into the assumeRole* properties;
//    not an autofix, since CLOUDA_ASSUME_ROLE_ARN in the environment would change which role is used).
export const staging: OssBackendConfig = {
  bucket: "acme-tool-state-staging",
  region: "eu-central-1",
  acl: "PRIVATE",
  assumeRole: {
    roleArn: "acs:ram::123456789012:role/tool-state",
    sessionName: "tool-staging",
    sessionExpiration: 1800,
  },
};

// ❌ valid-session-expiration: two hours is above the 3600-second limit (suggestion: 3600).
export function sandbox(scope: unknown, team: string): OssBackend {
  return new OssBackend(scope, {
    bucket: `acme-${team}-sandbox`,
    region: "eu-central-1",
    assumeRoleRoleArn: "acs:ram::123456789012:role/tool-sandbox",
    assumeRoleSessionExpiration: 7200,
  });
}

// ❌ no-deprecated-assume-role: the block is ignored because assumeRoleRoleArn is set (suggestion: remove it).
export const migrated: OssBackendConfig = {
  bucket: "acme-tool-state-migrated",
  region: "eu-central-1",
  assumeRoleRoleArn: "acs:ram::123456789012:role/tool-state",
  assumeRole: { roleArn: "acs:ram::123456789012:role/old-tool-state" },
};

// Only type information sees that this helper's argument is an OssBackendConfig.
function lockedBackend(scope: unknown, config: OssBackendConfig): OssBackend {
  return new OssBackend(scope, {
    ...config,
    tablestoreEndpoint: "https://acme-locks.eu-central-1.ots.example.com",
    tablestoreTable: "tool_state_lock",
  });
}

// ❌ valid-acl (typed): "public" is not an OSS ACL (suggestions: "private", "public-read", "public-read-write").
export const reports = (scope: unknown): OssBackend =>
  lockedBackend(scope, {
    bucket: "acme-reports-state",
    region: "eu-central-1",
    encrypt: true,
    acl: "public",
  });
