// Secrets and interpolations in state configurations. no-hardcoded-credentials is in `strict` only;
// no-interpolation is in `recommended`.
import { readFileSync } from "node:fs";
import {
  CosBackend,
  DataToolRemoteStateGcs,
  GcsBackend,
  OssBackend,
  type CosBackendConfig,
  type OssBackendConfig,
} from "kit";

// ✅ Correct: the keys come from the tool's environment (CLOUDA_ACCESS_KEY, CLOUDA_SECRET_KEY).
export const fromEnvironment: OssBackendConfig = {
  bucket: "acme-secrets-state",
  region: "eu-central-1",
  encrypt: true,
};

// ❌ no-hardcoded-credentials: "accessKey" and "secretKey" are written in the code (suggestions: remove each,
//    then set CLOUDA_ACCESS_KEY and CLOUDA_SECRET_KEY in the tool's environment).
export const written: OssBackendConfig = {
  bucket: "acme-secrets-state",
  region: "eu-central-1",
  encrypt: true,
  accessKey: "<ACCESS_KEY>",
  secretKey: "<SECRET_KEY>",
};

// ❌ no-hardcoded-credentials: a same-file constant is as good as written in place (suggestion: remove).
const SECURITY_TOKEN = "<SECURITY_TOKEN>";
export function temporary(scope: unknown): CosBackend {
  return new CosBackend(scope, {
    bucket: "secrets-state-1250000000",
    region: "ap-guangzhou",
    securityToken: SECURITY_TOKEN,
  });
}

// ✅ Correct: read at run time.
export const cosFromEnvironment: CosBackendConfig = {
  bucket: "secrets-state-1250000000",
  region: "ap-guangzhou",
  secretId: process.env.STATE_SECRET_ID,
  secretKey: process.env.STATE_SECRET_KEY,
};

// ❌ no-hardcoded-credentials: the key file's contents instead of its path (suggestion: remove; or write the path).
export function keyFileRead(scope: unknown): DataToolRemoteStateGcs {
  return new DataToolRemoteStateGcs(scope, "network", {
    bucket: "acme-tool-state",
    prefix: "network",
    credentials: readFileSync("./keys/tool-state.json", "utf8"),
  });
}

// ❌ no-hardcoded-credentials: the encryption key itself in the code; set CLOUDG_ENCRYPTION_KEY or give the path
//    of a file holding the key instead (suggestion: remove).
export function encrypted(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
  });
}

// ✅ Correct: a remote-state data source interpolates.
export function staged(scope: unknown): DataToolRemoteStateGcs {
  return new DataToolRemoteStateGcs(scope, "storage", { bucket: "acme-tool-state", prefix: "storage/${var.stage}" });
}

// ❌ no-interpolation: a backend takes "${var.stage}" literally: the state goes to a directory named so.
export function stagedBackend(scope: unknown): OssBackend {
  return new OssBackend(scope, {
    bucket: "acme-secrets-state",
    region: "eu-central-1",
    encrypt: true,
    prefix: "team/${var.stage}",
  });
}

function backendOf(config: OssBackendConfig): OssBackendConfig {
  return config;
}

// ❌ no-interpolation (typed): a helper's parameter is a configuration, and its bucket is taken literally too.
export const helperMade = backendOf({ bucket: "${var.state_bucket}", region: "eu-central-1", encrypt: true });
