import { field } from "./field.js";
import type { TypeSpec } from "./types.js";

/** docs/behaviour.md#gcs; the backend shares every field but `defaults` and `workspace`. */
export const gcs: TypeSpec = {
  kind: "gcs",
  store: "GCS",
  seedBinding: "java",
  typeNames: [
    { name: "DataToolRemoteStateGcsConfig", role: "data-source" },
    { name: "GcsBackendConfig", role: "backend" },
  ],
  constructs: [
    {
      name: "DataToolRemoteStateGcs",
      role: "data-source",
      configArgument: 2,
      configType: "DataToolRemoteStateGcsConfig",
    },
    { name: "GcsBackend", role: "backend", configArgument: 1, configType: "GcsBackendConfig" },
  ],
  precedence: [{ winner: "access_token", ignored: "credentials" }],
  exclusions: [{ fields: ["encryption_key", "kms_encryption_key"], evenEmpty: true }],
  dependencies: [
    { field: "impersonate_service_account_delegates", requires: "impersonate_service_account", effect: "ignored" },
  ],
  fields: [
    field("defaults", "string-map", "Default outputs of the remote state.", { dataSourceOnly: true }),
    field("workspace", "string", "Workspace of the remote state.", { dataSourceOnly: true }),
    field("bucket", "string", "Name of the GCS bucket; globally unique.", { required: true }),
    field("access_token", "string", "Temporary OAuth 2.0 access token; used instead of credentials.", {
      env: ["CLOUDG_OAUTH_ACCESS_TOKEN"],
      secret: "always",
      since: "0.12.10",
    }),
    field("credentials", "string", "Local path to a credentials file in JSON format.", {
      env: ["CLOUDG_BACKEND_CREDENTIALS", "CLOUDG_CREDENTIALS"],
      secret: "key-material",
      readsFile: true,
    }),
    // Neither the key nor a file's path: fails at the state's first read or write (docs/behaviour.md#gcs).
    field("encryption_key", "string", "32-byte, base64-encoded customer-supplied encryption key.", {
      env: ["CLOUDG_ENCRYPTION_KEY"],
      secret: "key-material",
      readsFile: true,
      format: { type: "base64", bytes: 32 },
    }),
    field("impersonate_service_account", "string", "Service account to impersonate.", {
      env: ["CLOUDG_BACKEND_IMPERSONATE_SERVICE_ACCOUNT", "CLOUDG_IMPERSONATE_SERVICE_ACCOUNT"],
      since: "0.14.0",
    }),
    field("impersonate_service_account_delegates", "string-list", "Delegation chain of the impersonation.", {
      since: "0.14.0",
    }),
    field("kms_encryption_key", "string", "Customer-managed encryption key used for the state files.", {
      env: ["CLOUDG_KMS_ENCRYPTION_KEY"],
      since: "1.4.0",
      format: {
        type: "resource-name",
        form: "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}",
      },
    }),
    field("prefix", "string", "Prefix inside the bucket.", {
      // `x.tfstate` stores `x.tfstate/default.tfstate` (docs/behaviour.md#gcs).
      path: {
        names: "directory",
        forbiddenLeading: [],
        forbidTrailingSlash: false,
        trimmedAtRunTime: true,
        strippedLeading: "/",
        misleadingSuffix: ".tfstate",
        defaultObject: "default.tfstate",
      },
    }),
    // <kit>'s typed spelling reaches the tool as `storeage_custom_endpoint`, rejected (docs/behaviour.md#gcs).
    field("storeage_custom_endpoint", "string", "URL of a private storage endpoint (spelled with the extra letter).", {
      format: { type: "url", protocols: ["https:", "http:"], path: "/storage/v1/b" },
      rejected: { instead: "storage_custom_endpoint" },
    }),
    // JavaScript reaches it as `storageCustomEndpoint`; the other bindings only past the type.
    field("storage_custom_endpoint", "string", "URL of a private storage endpoint.", {
      env: ["CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT", "CLOUDG_STORAGE_CUSTOM_ENDPOINT"],
      since: "1.4.0",
      beyondType: true,
      format: { type: "url", protocols: ["https:", "http:"], path: "/storage/v1/b" },
      aliases: ["custom_endpoint", "storage_endpoint"],
    }),
  ],
};
