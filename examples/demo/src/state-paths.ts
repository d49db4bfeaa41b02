// Where the state goes: prefixes, keys, the KMS key that encrypts it, and a private storage endpoint.
import {
  CosBackend,
  DataToolRemoteStateGcs,
  GcsBackend,
  OssBackend,
  type CosBackendConfig,
  type OssBackendConfig,
} from "kit";

// ✅ Correct: a directory without a leading "/", a key that is a file name ending in .tfstate.
export const platform: CosBackendConfig = {
  bucket: "platform-state-1250000000",
  region: "ap-guangzhou",
  prefix: "platform",
  key: "network/tool.tfstate",
};

// ❌ valid-state-path: an OSS prefix must not start with "/"; the tool trims it at run time, so the fix
//    (to "team/network") keeps the stored path.
export const network: OssBackendConfig = {
  bucket: "acme-tool-state",
  region: "eu-central-1",
  prefix: "/team/network",
};

// ❌ valid-state-path: a COS prefix must not start with "./", and the tool does not trim it (suggestion only).
// ❌ valid-state-path: a COS key not ending in .tfstate hides the other workspaces from listing (suggestion).
export function storage(scope: unknown): CosBackend {
  return new CosBackend(scope, {
    bucket: "storage-state-1250000000",
    region: "ap-guangzhou",
    prefix: "./storage",
    key: "storage/state",
  });
}

// ❌ valid-state-path (typed): an enum member's value; types show it starts with "/" (suggestion: "edge"; the
//    enum member is a reference other code may read, so it is not replaced by a fix).
enum StatePrefix {
  Edge = "/edge",
}
export const edge = (scope: unknown): OssBackend =>
  new OssBackend(scope, { bucket: "acme-tool-state", prefix: StatePrefix.Edge });

// ❌ valid-state-path: a GCS prefix is a directory; this one reads "network.tfstate/default.tfstate" (suggestion).
// ❌ valid-kms-key-name: a key version is not a key name (suggestion: the key name inside it).
export function networkState(scope: unknown): DataToolRemoteStateGcs {
  return new DataToolRemoteStateGcs(scope, "network", {
    bucket: "acme-tool-state",
    prefix: "network.tfstate",
    kmsEncryptionKey: "projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool/cryptoKeyVersions/1",
  });
}

// ❌ valid-custom-endpoint: no protocol and no storage API path (suggestion: the full URL).
// ❌ valid-kms-key-name: not a key name at all (no suggestion).
// ❌ no-unknown-properties: <kit> writes the typed "storeageCustomEndpoint" out as storeage_custom_endpoint,
//    which the tool rejects; set CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT instead, or override
//    storage_custom_endpoint in the written configuration.
export function privateBackend(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state",
    prefix: "private",
    kmsEncryptionKey: "tool-state-key",
    storeageCustomEndpoint: "storage-acme.p.example.com",
  });
}

// ❌ valid-custom-endpoint: a trailing slash after the API path (suggestion: without it).
// ❌ no-unknown-properties: the typed spelling is rejected by the tool, as above.
export const mirror = (scope: unknown): GcsBackend =>
  new GcsBackend(scope, {
    bucket: "acme-tool-state-mirror",
    storeageCustomEndpoint: "https://storage-acme.p.example.com/storage/v1/b/",
  });

// ✅ Correct: a KMS key name; the private endpoint comes from CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT.
export function securedBackend(scope: unknown): GcsBackend {
  return new GcsBackend(scope, {
    bucket: "acme-tool-state-secure",
    prefix: "secure",
    kmsEncryptionKey: "projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool",
  });
}
