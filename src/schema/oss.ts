import { field } from "./field.js";
import type { TypeSpec } from "./types.js";

/** Seconds (docs/behaviour.md#oss). */
const sessionExpirationRange = { min: 900, max: 3600 } as const;

/** docs/behaviour.md#oss; the data source takes every backend field plus `defaults` and `workspace`. */
export const oss: TypeSpec = {
  kind: "oss",
  store: "OSS",
  seedBinding: "ts",
  // <kit>'s type first: a construct added in settings takes it as its configuration type.
  typeNames: [
    { name: "OssBackendConfig", role: "backend" },
    { name: "DataToolRemoteStateOssConfig", role: "data-source" },
  ],
  constructs: [
    { name: "OssBackend", role: "backend", configArgument: 1, configType: "OssBackendConfig" },
    {
      name: "DataToolRemoteStateOss",
      role: "data-source",
      configArgument: 2,
      configType: "DataToolRemoteStateOssConfig",
    },
  ],
  precedence: [],
  exclusions: [],
  dependencies: [
    // Crashes unless CLOUDA_TABLESTORE_ENDPOINT is set (docs/behaviour.md#oss).
    { field: "tablestore_table", requires: "tablestore_endpoint", effect: "crash", topic: "locking" },
    { field: "tablestore_endpoint", requires: "tablestore_table", effect: "ignored", topic: "locking" },
    // Read only when the role ARN, written or from the environment, is non-empty (docs/behaviour.md#oss).
    { field: "assume_role_session_name", requires: "assume_role_role_arn", effect: "ignored" },
    { field: "assume_role_policy", requires: "assume_role_role_arn", effect: "ignored" },
    { field: "assume_role_session_expiration", requires: "assume_role_role_arn", effect: "ignored" },
  ],
  fields: [
    field("bucket", "string", "Name of the OSS bucket.", { required: true }),
    field("access_key", "string", "Provider access key.", {
      env: ["CLOUDA_ACCESS_KEY", "CLOUDA_ACCESS_KEY_ID"],
      secret: "always",
      // COS spells the key's id `secret_id`.
      aliases: ["access_key_id", "secret_id"],
    }),
    field("acl", "string", "Object ACL applied to the state file.", {
      allowedValues: {
        values: ["private", "public-read", "public-read-write"],
        emptyAllowed: true,
        publicValues: ["public-read", "public-read-write"],
        privateValue: "private",
      },
    }),
    field("assume_role", "block", "Deprecated; use the flattened assume-role options.", {
      since: "0.12.6",
      deprecated: {
        since: "1.1.0",
        replacedBy: {
          role_arn: "assume_role_role_arn",
          policy: "assume_role_policy",
          session_name: "assume_role_session_name",
          session_expiration: "assume_role_session_expiration",
        },
      },
      block: {
        typeName: "OssAssumeRole",
        withoutRequired: "ignored",
        emptyIgnored: ["role_arn"],
        profileMayNameRole: true,
        fields: [
          field("role_arn", "string", "ARN of the role to assume.", {
            required: true,
            env: ["CLOUDA_ASSUME_ROLE_ARN"],
            aliases: ["assume_role_arn", "role"],
          }),
          field("policy", "string", "A more restrictive policy applied to the temporary credentials.", {
            format: { type: "json", textChecked: false },
          }),
          field("session_name", "string", "Session name passed to the assume-role call.", {
            env: ["CLOUDA_ASSUME_ROLE_SESSION_NAME"],
          }),
          field("session_expiration", "number", "Lifetime of the assumed-role session in seconds.", {
            integerRange: sessionExpirationRange,
            aliases: ["session_duration", "duration_seconds"],
          }),
        ],
      },
    }),
    field("assume_role_policy", "string", "A more restrictive policy applied to the temporary credentials.", {
      since: "1.1.0",
      format: { type: "json", textChecked: false },
    }),
    field("assume_role_role_arn", "string", "ARN of the role to assume; empty means no role switching.", {
      env: ["CLOUDA_ASSUME_ROLE_ARN"],
      envSkipsWrittenEmpty: true,
      since: "1.1.0",
      aliases: ["assume_role_arn", "role_arn"],
    }),
    field("assume_role_session_expiration", "number", "Lifetime of the assumed-role session in seconds.", {
      default: 3600,
      env: ["CLOUDA_ASSUME_ROLE_SESSION_EXPIRATION"],
      integerRange: sessionExpirationRange,
      since: "1.1.0",
      aliases: ["session_expiration", "session_duration", "assume_role_session_duration"],
    }),
    field("assume_role_session_name", "string", "Session name passed to the assume-role call.", {
      env: ["CLOUDA_ASSUME_ROLE_SESSION_NAME"],
      since: "1.1.0",
      aliases: ["session_name"],
    }),
    field("ecs_role_name", "string", "Role name attached to a compute instance.", {
      env: ["CLOUDA_ECS_ROLE_NAME"],
      since: "0.12.14",
    }),
    field("encrypt", "boolean", "Server-side encryption of the state file with AES256.", {
      default: false,
      protectiveValue: true,
    }),
    field("endpoint", "string", "Custom endpoint of the OSS API.", { env: ["CLOUDA_OSS_ENDPOINT", "OSS_ENDPOINT"] }),
    field("key", "string", "Name of the state file.", {
      default: "tool.tfstate",
      path: { names: "file", forbiddenLeading: ["/"], forbidTrailingSlash: true, trimmedAtRunTime: false },
    }),
    field("prefix", "string", "Directory path under which the state file is stored.", {
      default: "env:",
      path: { names: "directory", forbiddenLeading: ["/", "./"], forbidTrailingSlash: false, trimmedAtRunTime: true },
    }),
    field("profile", "string", "Profile name in the shared credentials file.", {
      env: ["CLOUDA_PROFILE"],
      since: "0.12.8",
    }),
    field("region", "string", "Region of the OSS bucket.", { env: ["CLOUDA_REGION", "CLOUDA_DEFAULT_REGION"] }),
    field("secret_key", "string", "Provider secret access key.", {
      env: ["CLOUDA_SECRET_KEY", "CLOUDA_ACCESS_KEY_SECRET"],
      secret: "always",
    }),
    field("security_token", "string", "STS access token.", { env: ["CLOUDA_SECURITY_TOKEN"], secret: "always" }),
    field("shared_credentials_file", "string", "Path to the shared credentials file.", {
      env: ["CLOUDA_SHARED_CREDENTIALS_FILE"],
      since: "0.12.8",
    }),
    field("sts_endpoint", "string", "Custom endpoint of the security-token-service API.", {
      env: ["CLOUDA_STS_ENDPOINT"],
      since: "1.0.11",
    }),
    // CLOUDA_TABLESTORE_ENDPOINT is read since 0.12.2 (docs/behaviour.md#versions).
    field("tablestore_endpoint", "string", "Custom endpoint of the table-store API.", {
      env: ["CLOUDA_TABLESTORE_ENDPOINT"],
    }),
    field("tablestore_instance_name", "string", "Instance name of the table store.", {
      since: "1.12.0",
      beyondType: true,
    }),
    field("tablestore_table", "string", "Table-store table used for state locking (primary key LockID, String)."),
    field("defaults", "string-map", "Default outputs of the remote state.", { dataSourceOnly: true }),
    field("workspace", "string", "Workspace of the remote state.", { dataSourceOnly: true }),
  ],
};
