import { field } from "./field.js";
import type { TypeSpec } from "./types.js";

/** docs/behaviour.md#cos; the data source takes every backend field plus `defaults` and `workspace`. */
export const cos: TypeSpec = {
  kind: "cos",
  store: "COS",
  seedBinding: "csharp",
  // <kit>'s type first: a construct added in settings takes it as its configuration type.
  typeNames: [
    { name: "CosBackendConfig", role: "backend" },
    { name: "DataToolRemoteStateCosConfig", role: "data-source" },
  ],
  constructs: [
    { name: "CosBackend", role: "backend", configArgument: 1, configType: "CosBackendConfig" },
    {
      name: "DataToolRemoteStateCos",
      role: "data-source",
      configArgument: 2,
      configType: "DataToolRemoteStateCosConfig",
    },
  ],
  precedence: [],
  exclusions: [],
  dependencies: [],
  fields: [
    field("bucket", "string", "Name of the COS bucket; it must be created beforehand.", { required: true }),
    field("accelerate", "boolean", "Enables global acceleration.", { default: false, since: "1.3.0" }),
    field("acl", "string", "Object ACL for the state file.", {
      default: "private",
      allowedValues: {
        values: ["private", "public-read"],
        emptyAllowed: false,
        publicValues: ["public-read"],
        privateValue: "private",
      },
    }),
    field("assume_role", "block", "The assume_role block: the supplied credentials assume this role.", {
      since: "1.4.0",
      block: {
        typeName: "CosBackendAssumeRole",
        // A missing entry fails unless the environment supplies it; an empty one assumes nothing (docs/behaviour.md).
        withoutRequired: "rejected",
        emptyIgnored: ["role_arn", "session_name"],
        fields: [
          field("role_arn", "string", "ARN of the role to assume.", {
            required: true,
            env: ["CLOUDB_ASSUME_ROLE_ARN"],
            aliases: ["assume_role_arn", "role"],
          }),
          field("session_name", "string", "Session name of the assumed role.", {
            required: true,
            env: ["CLOUDB_ASSUME_ROLE_SESSION_NAME"],
          }),
          field("session_duration", "number", "Lifetime of the assumed-role session in seconds.", {
            default: 7200,
            env: ["CLOUDB_ASSUME_ROLE_SESSION_DURATION"],
            integerRange: { min: 0, max: 43200 },
            aliases: ["session_expiration", "duration_seconds"],
          }),
          field("policy", "string", "Policy of the assumed-role session, as a JSON string.", {
            format: { type: "json", textChecked: true },
          }),
          field("external_id", "string", "External id of the assumed role.", { since: "1.10.0", beyondType: true }),
        ],
      },
    }),
    field("cam_role_name", "string", "Role name of the compute instance.", { since: "1.10.0", beyondType: true }),
    field("domain", "string", "Root domain of the API request.", { env: ["CLOUDB_DOMAIN"], since: "1.6.0" }),
    field("encrypt", "boolean", "Server-side encryption of the state file with AES256.", {
      default: true,
      protectiveValue: true,
    }),
    field("endpoint", "string", "Custom endpoint of the COS backend: the provider's internal endpoint.", {
      env: ["CLOUDB_ENDPOINT"],
      since: "1.6.0",
      format: {
        type: "url",
        protocols: ["https:", "http:"],
        host: "cos-internal.{region}.tencentcos.cn",
        pattern: String.raw`^(http(s)?)://cos-internal\.([^.]+)\.tencentcos\.cn$`,
      },
    }),
    field("key", "string", "Path of the state file in the bucket.", {
      default: "tool.tfstate",
      path: {
        names: "file",
        forbiddenLeading: ["/"],
        forbidTrailingSlash: true,
        trimmedAtRunTime: false,
        expectedSuffix: ".tfstate",
      },
    }),
    // No default: <kit>'s type says `env:`, the tool's is empty (docs/behaviour.md#cos).
    field("prefix", "string", "Directory for the state file in the bucket.", {
      path: { names: "directory", forbiddenLeading: ["/", "./"], forbidTrailingSlash: false, trimmedAtRunTime: false },
    }),
    field("profile", "string", "Profile name in the shared credentials file.", { since: "1.10.0", beyondType: true }),
    field("region", "string", "Region of the COS bucket.", { env: ["CLOUDB_REGION"] }),
    field("secret_id", "string", "Provider secret id.", {
      env: ["CLOUDB_SECRET_ID"],
      secret: "always",
      // OSS spells the key's id `access_key`.
      aliases: ["access_key", "access_key_id"],
    }),
    field("secret_key", "string", "Provider secret key.", { env: ["CLOUDB_SECRET_KEY"], secret: "always" }),
    field("security_token", "string", "Security token of temporary access credentials.", {
      env: ["CLOUDB_SECURITY_TOKEN"],
      secret: "always",
    }),
    field("shared_credentials_dir", "string", "Directory of the shared credentials file.", {
      since: "1.10.0",
      beyondType: true,
    }),
    field("defaults", "string-map", "Default outputs of the remote state.", { dataSourceOnly: true }),
    field("workspace", "string", "Workspace of the remote state.", { dataSourceOnly: true }),
  ],
};
