import { field } from "./field.js";
import type { TypeSpec } from "./types.js";

/** CosBackendConfig (C# object initializer), SEED.md's table plus FACTS.md. */
export const cos: TypeSpec = {
  kind: "cos",
  store: "COS",
  seedBinding: "csharp",
  typeNames: [{ name: "CosBackendConfig", role: "backend" }],
  constructs: [{ name: "CosBackend", role: "backend", configArgument: 1, configType: "CosBackendConfig" }],
  precedence: [],
  exclusions: [],
  dependencies: [],
  fields: [
    field("bucket", "string", "Name of the COS bucket; it must be created beforehand.", { required: true }),
    field("accelerate", "boolean", "Enables global acceleration.", { default: false }),
    field("acl", "string", "Object ACL for the state file.", {
      default: "private",
      // `public-read` publishes the state (FACTS.md).
      allowedValues: { values: ["private", "public-read"], emptyAllowed: false, publicValues: ["public-read"], privateValue: "private" },
    }),
    field("assume_role", "block", "The assume_role block: the supplied credentials assume this role.", {
      block: {
        typeName: "CosBackendAssumeRole",
        fields: [
          field("role_arn", "string", "ARN of the role to assume.", { required: true, aliases: ["assume_role_arn", "role"] }),
          field("session_name", "string", "Session name of the assumed role.", { required: true }),
          field("session_duration", "number", "Lifetime of the assumed-role session in seconds.", {
            required: true,
            default: 7200,
            integerRange: { min: 0, max: 43200 },
            aliases: ["session_expiration", "duration_seconds"],
          }),
          // An object has its keys snake-cased by <kit> and is then rejected.
          field("policy", "string", "Policy of the assumed-role session, as a JSON string.", { format: { type: "json" } }),
        ],
      },
    }),
    field("domain", "string", "Root domain of the API request.", { env: ["CLOUDB_DOMAIN"] }),
    // Defaults to true; `encrypt: false` turns server-side encryption off (FACTS.md).
    field("encrypt", "boolean", "Server-side encryption of the state file with AES256.", { default: true, protectiveValue: true }),
    field("endpoint", "string", "Custom endpoint of the COS backend.", { env: ["CLOUDB_ENDPOINT"] }),
    field("key", "string", "Path of the state file in the bucket.", {
      default: "tool.tfstate",
      // A key not ending in .tfstate hides non-default workspaces from listing.
      path: { names: "file", forbiddenLeading: ["/"], forbidTrailingSlash: true, trimmedAtRunTime: false, expectedSuffix: ".tfstate" },
    }),
    field("prefix", "string", "Directory for the state file in the bucket.", {
      default: "env:",
      // Not trimmed at run time: stripping changes the path.
      path: { names: "directory", forbiddenLeading: ["/", "./"], forbidTrailingSlash: false, trimmedAtRunTime: false },
    }),
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
  ],
};
