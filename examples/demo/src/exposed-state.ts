// State that anyone can read, or that is stored unencrypted (the `strict` preset's security rules).
import { CosBackend, OssBackend, type CosBackendConfig, type OssBackendConfig } from "kit";

// ✅ Correct: a private ACL, and OSS told to encrypt (it does not by default).
export const billing: OssBackendConfig = {
  bucket: "acme-billing-state",
  region: "eu-central-1",
  acl: "private",
  encrypt: true,
};

// ❌ no-public-state: "public-read" publishes the state file and every secret in it (suggestion: "private").
export const dashboard: OssBackendConfig = {
  bucket: "acme-dashboard-state",
  region: "eu-central-1",
  acl: "public-read",
  encrypt: true,
};

// ❌ no-public-state: a constant is followed; COS "public-read" is public too (suggestion: "private").
const OPEN_ACL = "public-read";

export function statusPage(scope: unknown): CosBackend {
  return new CosBackend(scope, { bucket: "status-state-1250000000", region: "ap-guangzhou", acl: OPEN_ACL });
}

// ❌ require-encryption: OSS stores the state unencrypted unless "encrypt" is set (suggestion: insert
//    `encrypt: true`).
export function network(scope: unknown): OssBackend {
  return new OssBackend(scope, { bucket: "acme-network-state", region: "eu-central-1", acl: "private" });
}

// ❌ require-encryption: COS encrypts by default, and `encrypt: false` turns that off (suggestion: true).
export const archive: CosBackendConfig = {
  bucket: "archive-state-1250000000",
  region: "ap-guangzhou",
  encrypt: false,
};

// ✅ Silent: whether encryption is on is decided at run time, not known here.
export function preview(scope: unknown): OssBackend {
  return new OssBackend(scope, {
    bucket: "acme-preview-state",
    region: "eu-central-1",
    encrypt: process.env.STATE_ENCRYPT !== "false",
  });
}
