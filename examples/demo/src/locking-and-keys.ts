// Settings that work only together, or not at all together: state locking, encryption keys, impersonation.
import { GcsBackend, OssBackend, type DataToolRemoteStateGcsConfig, type OssBackendConfig } from "kit";

// ✅ Correct: locking with table and endpoint; the encryption key comes from the environment.
export const locked: OssBackendConfig = {
  bucket: "acme-locked-state",
  region: "eu-central-1",
  tablestoreEndpoint: "https://acme-locks.eu-central-1.ots.example.com",
  tablestoreTable: "tool_state_lock",
};

export function encrypted(scope: unknown): GcsBackend {
  return new GcsBackend(scope, { bucket: "acme-tool-state", encryptionKey: process.env.STATE_ENCRYPTION_KEY });
}

// ❌ valid-state-locking: a table without its endpoint; unless CLOUDA_TABLESTORE_ENDPOINT is set, the tool crashes
//    at its first state read (during init).
export const halfLocked: OssBackendConfig = {
  bucket: "acme-half-locked-state",
  region: "eu-central-1",
  tablestoreTable: "tool_state_lock",
};

// ❌ valid-state-locking: an endpoint without its table; no locking at all (suggestion: remove the endpoint).
export function unlocked(scope: unknown): OssBackend {
  return new OssBackend(scope, {
    bucket: "acme-unlocked-state",
    region: "eu-central-1",
    tablestoreEndpoint: "https://acme-locks.eu-central-1.ots.example.com",
  });
}

// ❌ valid-encryption-key: URL-safe base64 ("-"), the tool wants the standard alphabet (the message never shows the key).
// ❌ no-hardcoded-credentials: the key itself is written in the code (suggestion: remove).
export function urlSafeKey(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    encryptionKey: "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=",
  });
}

// ❌ no-conflicting-encryption-keys: a customer-supplied key, even empty, next to a KMS key
//    (suggestions: remove one or the other).
export const doubleEncrypted: DataToolRemoteStateGcsConfig = {
  bucket: "acme-tool-state",
  encryptionKey: "",
  kmsEncryptionKey: "projects/acme/locations/europe-west1/keyRings/tool/cryptoKeys/state",
};

// ❌ no-ignored-properties: a delegation chain without the account it delegates to is ignored
//    (unless CLOUDG_BACKEND_IMPERSONATE_SERVICE_ACCOUNT or CLOUDG_IMPERSONATE_SERVICE_ACCOUNT is set;
//    suggestion: remove it).
export const delegatesOnly: DataToolRemoteStateGcsConfig = {
  bucket: "acme-tool-state",
  prefix: "network",
  impersonateServiceAccountDelegates: ["projects/-/serviceAccounts/ci@acme.iam.gserviceaccount.com"],
};

// ❌ no-ignored-properties: an assumeRole block with an empty roleArn switches no role unless a shared-credentials
//    profile names one (suggestion: remove it).
// ❌ no-deprecated-assume-role: the block is deprecated too (suggestion: flatten it).
export const noRole: OssBackendConfig = {
  bucket: "acme-no-role-state",
  region: "eu-central-1",
  assumeRole: { roleArn: "", sessionName: "tool" },
};

// ❌ no-ignored-properties: a session lifetime next to an empty assumeRoleRoleArn does nothing, in any environment
//    (CLOUDA_ASSUME_ROLE_ARN does not fill an ARN written empty; suggestion: remove it).
export const emptyRole: OssBackendConfig = {
  bucket: "acme-empty-role-state",
  region: "eu-central-1",
  encrypt: true,
  assumeRoleRoleArn: "",
  assumeRoleSessionExpiration: 1800,
};
