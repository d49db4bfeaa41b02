// The messages of every rule as a user reads them, with the code that gives each: tests/messages.test.ts checks
// them word for word, tests/localized.test.ts checks their length in the user's words.
import { backendJson, inHcl, remoteStateJson } from "./rule-tester.js";

export const kit = `import { CosBackend, DataToolRemoteStateCos, DataToolRemoteStateGcs, GcsBackend, OssBackend } from "kit";\n`;

/** Each message of each rule, rendered in full, as a user reads it: the rule, the code after `kit`, the message. */
export const cases: [string, string, string][] = [
  [
    "require-bucket",
    `new OssBackend(scope, { acl: "private" });`,
    'OssBackendConfig has no "bucket": init asks for it, or fails without input, unless -backend-config names the OSS bucket.',
  ],
  [
    "require-bucket",
    `new GcsBackend(scope, { bucket: undefined });`,
    '"bucket" is undefined: init asks for it, or fails without input, unless -backend-config names the GCS bucket.',
  ],
  [
    "require-bucket",
    `new CosBackend(scope, { bucket: "" });`,
    '"bucket" is an empty string, not an existing COS bucket\'s name: the tool never asks for one and fails at the first use of the state.',
  ],
  [
    "require-bucket",
    `new DataToolRemoteStateGcs(scope, "r", { prefix: "p" });`,
    'DataToolRemoteStateGcsConfig has no "bucket", the GCS bucket to read: the tool refuses it at plan.',
  ],
  [
    "require-bucket",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: undefined });`,
    '"bucket" is undefined, which leaves the GCS bucket to read unset: the tool refuses it at plan.',
  ],
  [
    "valid-session-expiration",
    `new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 4000 });`,
    '"assumeRoleSessionExpiration" is 4000; it must be a whole number of seconds from 900 to 3600.',
  ],
  [
    "valid-session-expiration",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 1.5 } });`,
    '"assumeRole.sessionDuration" is 1.5; it must be a whole number of seconds from 0 to 43200.',
  ],
  [
    "valid-acl",
    `new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`,
    '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
  ],
  [
    "valid-acl",
    `new CosBackend(scope, { bucket: "b", acl: "" });`,
    '"acl" is ""; allowed values are "private" or "public-read".',
  ],
  [
    "no-deprecated-assume-role",
    `new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "a" } });`,
    '"assumeRole" is deprecated since 1.1.0; use the flattened "assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration" instead.',
  ],
  [
    "no-deprecated-assume-role",
    `new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "n", assumeRole: { roleArn: "a" } });`,
    '"assumeRole" is ignored because "assumeRoleRoleArn" is not empty: the tool then uses the flattened properties only.',
  ],
  [
    "no-conflicting-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "<ACCESS_TOKEN>", credentials: "./key.json" });`,
    '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.',
  ],
  [
    "no-conflicting-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "\${var.token}", credentials: "./key.json" });`,
    '"credentials" is ignored whenever "accessToken", also set, is not empty: the tool then uses "accessToken" only. Keep one of them.',
  ],
  [
    "valid-state-path",
    `new OssBackend(scope, { bucket: "b", prefix: "/team/state" });`,
    '"prefix" is "/team/state"; it must not start with "/" or "./".',
  ],
  [
    "valid-state-path",
    `new CosBackend(scope, { bucket: "b", key: "team/" });`,
    '"key" is "team/"; it must not start or end with "/".',
  ],
  [
    "valid-state-path",
    `new CosBackend(scope, { bucket: "b", key: "team/state" });`,
    '"key" is "team/state"; it must end in ".tfstate", or the tool lists only the default workspace.',
  ],
  [
    "valid-state-path",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", prefix: "network.tfstate" });`,
    '"prefix" is "network.tfstate"; it names a directory, not the state file: the state goes to "network.tfstate/default.tfstate".',
  ],
  [
    "valid-kms-key-name",
    `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "state-key" });`,
    '"kmsEncryptionKey" is "state-key", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.',
  ],
  [
    "valid-kms-key-name",
    `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "ESQ3Sl1wg5apvM/i9QgbLkFUZ3qNoLPG2ez/EiU4S14=" });`,
    '"kmsEncryptionKey" looks like an encryption key (base64 text of a 32-byte key), not a key name: it fails at the first state write.',
  ],
  [
    "valid-kms-key-name",
    `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "state-key/${"x".repeat(200)}" });`,
    // Cut to what the form leaves of 200 characters.
    `"kmsEncryptionKey" is "state-key/${"x".repeat(63)}…", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.`,
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "psc.example.com" });`,
    '"storeageCustomEndpoint" is "psc.example.com", with no protocol or path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "ftp://psc.example.com/storage/v1/b" });`,
    '"storeageCustomEndpoint" is "ftp://psc.example.com/storage/v1/b", whose protocol is not "https:" or "http:": it fails at first use of the state.',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://psc.example.com/storage/v1/b/" });`,
    '"storeageCustomEndpoint" is "https://psc.example.com/storage/v1/b/", whose path is not "/storage/v1/b": it fails at first use of the state.',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://tool:s3cret@psc.example.com" });`,
    '"storeageCustomEndpoint" is "https://…@psc.example.com", with no path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "https://cos.ap-guangzhou.myqcloud.com" });`,
    '"endpoint" is "https://cos.ap-guangzhou.myqcloud.com", whose host is not "cos-internal.{region}.tencentcos.cn": the tool rejects it at init.',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "cos-internal.ap-guangzhou.tencentcos.cn" });`,
    '"endpoint" is "cos-internal.ap-guangzhou.tencentcos.cn", with no protocol: the tool rejects it at init; the form is "https://cos-internal.{region}.tencentcos.cn".',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "https://cos-internal.ap-guangzhou.tencentcos.cn:443/" });`,
    '"endpoint" is "https://cos-internal.ap-guangzhou.tencentcos.cn:443/", with a port and a trailing "/": the tool rejects it at init; the form is "https://cos-internal.{region}.tencentcos.cn".',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "HTTPS://cos-internal.ap-guangzhou.tencentcos.cn" });`,
    '"endpoint" is "HTTPS://cos-internal.ap-guangzhou.tencentcos.cn", not in the letter case of "https://cos-internal.{region}.tencentcos.cn": the tool rejects it at init.',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "https://cos internal.ap-guangzhou.tencentcos.cn" });`,
    '"endpoint" is "https://cos internal.ap-guangzhou.tencentcos.cn", not a valid URL: the tool rejects it at init; the form is "https://cos-internal.{region}.tencentcos.cn".',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: { version: "2.0" } } });`,
    '"assumeRole.policy" is an object written in code ({"version":"2.0"}), which the tool rejects; it must be a string of JSON text holding an object.',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: "allow" } });`,
    '"assumeRole.policy" is "allow", not valid JSON: the token service rejects it when the role is assumed; it must be a JSON object.',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: "[]" } });`,
    '"assumeRole.policy" is JSON text holding an array: the token service rejects it when the role is assumed; it must be a JSON object.',
  ],
  [
    "valid-encryption-key",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3" });`,
    '"encryptionKey" decodes to 24 bytes: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path.',
  ],
  [
    "valid-encryption-key",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU" });`,
    '"encryptionKey" is URL-safe base64: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path.',
  ],
  [
    "no-conflicting-encryption-keys",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "", kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k" });`,
    '"kmsEncryptionKey" cannot be used with "encryptionKey": the tool rejects the two together (even when empty). Keep one of them.',
  ],
  [
    "valid-state-locking",
    `new OssBackend(scope, { bucket: "b", tablestoreTable: "locks" });`,
    '"tablestoreTable" is set without "tablestoreEndpoint": the tool crashes at init unless CLOUDA_TABLESTORE_ENDPOINT is set.',
  ],
  [
    "valid-state-locking",
    `import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreTable: "locks" });`,
    '"tablestoreTable" is set without "tablestoreEndpoint": the tool crashes at plan unless CLOUDA_TABLESTORE_ENDPOINT is set.',
  ],
  [
    "valid-state-locking",
    `new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "https://ots.example.com" });`,
    '"tablestoreEndpoint" is set without "tablestoreTable": the tool does no state locking at all.',
  ],
  [
    "no-ignored-properties",
    `new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: ["ci"] });`,
    '"impersonateServiceAccountDelegates" is ignored unless "impersonateServiceAccount" or one of its environment variables is set.',
  ],
  [
    "no-ignored-properties",
    `new OssBackend(scope, { bucket: "b", assumeRole: { sessionName: "ci" } });`,
    '"assumeRole" switches no role unless a profile names one: its "roleArn" is missing.',
  ],
  [
    "no-ignored-properties",
    `new OssBackend(scope, { bucket: "b", encrypt: true, assumeRoleSessionExpiration: 1800 });`,
    '"assumeRoleSessionExpiration" is ignored unless "assumeRoleRoleArn" or its environment variable is set.',
  ],
  [
    "no-ignored-properties",
    `new OssBackend(scope, { bucket: "b", encrypt: true, assumeRoleRoleArn: "", assumeRoleSessionName: "x" });`,
    '"assumeRoleSessionName" is ignored: "assumeRoleRoleArn" is the empty string, which the environment does not override.',
  ],
  [
    "no-unknown-properties",
    `const shared = { customEndpoint: "https://x/storage/v1/b" };\nnew DataToolRemoteStateGcs(scope, "r", { ...shared, bucket: "b" });`,
    '"customEndpoint" is not a property of DataToolRemoteStateGcsConfig; the tool rejects it at plan. The nearest is "storageCustomEndpoint".',
  ],
  [
    "no-unknown-properties",
    `new CosBackend(scope, { bucket: "b", tags: { team: "t" } } as any);`,
    '"tags" is not a property of CosBackendConfig; the tool rejects it at init.',
  ],
  [
    "no-unknown-properties",
    `new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: "https://x/storage/v1/b" });`,
    '"storeageCustomEndpoint" reaches the tool as "storeage_custom_endpoint", not "storage_custom_endpoint"; the tool rejects it at init.',
  ],
  [
    "no-public-state",
    `new OssBackend(scope, { bucket: "b", acl: "public-read-write" });`,
    '"acl" is "public-read-write": anyone can read the state file, which holds every secret of the stack. Use "private".',
  ],
  [
    "no-public-state",
    `new CosBackend(scope, { bucket: "b", acl: "public-read" });`,
    '"acl" is "public-read": anyone can read the state file, which holds every secret of the stack. Use "private".',
  ],
  [
    "require-encryption",
    `new OssBackend(scope, { bucket: "b" });`,
    '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.',
  ],
  [
    "require-encryption",
    `new CosBackend(scope, { bucket: "b", Encrypt: false });`,
    '"Encrypt" is false: COS stores the state file without server-side encryption. Set it to true.',
  ],
  [
    "no-hardcoded-credentials",
    `new OssBackend(scope, { bucket: "b", secretKey: "<SECRET_KEY>" });`,
    '"secretKey" is a credential written in the source code; set it in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new CosBackend(scope, { bucket: "b", SecretId: "<SECRET_ID>" });`,
    '"SecretId" is a credential written in the source code; set it in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "<ACCESS_TOKEN>" });`,
    '"accessToken" is a credential written in the source code; set it in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new GcsBackend(scope, { bucket: "b", credentials: readFileSync("key.json", "utf8") });`,
    '"credentials" holds key material (a file read into the value), not the path of a key file, so the key is written into the configuration.',
  ],
  [
    "no-interpolation",
    `new OssBackend(scope, { bucket: "\${var.bucket}" });`,
    '"bucket" is "${var.bucket}": the tool does not interpolate "${…}" in a backend; it uses the text as written (JSON) or fails at init (native syntax).',
  ],
  [
    "no-interpolation",
    `new CosBackend(scope, { bucket: "b", secretKey: "\${var.secret_key}" });`,
    '"secretKey" holds "${…}": the tool does not interpolate it in a backend; it uses the text as written (JSON) or fails at init (native syntax).',
  ],
  [
    "valid-value-types",
    `new GcsBackend(scope, { bucket: "b", prefix: null });`,
    '"prefix" is null: writing the configuration out fails on it, so the configuration never reaches the tool.',
  ],
  [
    "valid-value-types",
    `new OssBackend(scope, { bucket: "b", region: { name: "x" } });`,
    '"region" takes a string, not an object: the tool rejects the configuration at init.',
  ],
  [
    "valid-value-types",
    `new CosBackend(scope, { bucket: "b", accelerate: "yes" });`,
    '"accelerate" is "yes", which the tool cannot read as a boolean (true or false): it rejects the configuration at init.',
  ],
  [
    "valid-value-types",
    `import { DataToolRemoteStateCos } from "kit";\nnew DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60 } });`,
    '"assumeRole" is written out as an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan.',
  ],
  [
    "valid-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", credentials: "{ type: 1 }" });`,
    '"credentials" must be a JSON key or a key file\'s path, not malformed JSON: rejected at plan if no access token is used.',
  ],
  [
    "valid-credentials",
    `new GcsBackend(scope, { bucket: "b", accessToken: process.env.TOKEN, credentials: "-----BEGIN KEY-----\\n" });`,
    '"credentials" must be a JSON key or a key file\'s path, not other text with line breaks: rejected at init if no access token is used.',
  ],
  [
    "require-assume-role-fields",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a" } } as any);`,
    '"assumeRole" has no "sessionName", which the tool requires: init fails unless its environment variable supplies it.',
  ],
  [
    "no-ignored-properties",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "", sessionName: "s", sessionDuration: 60 } });`,
    '"assumeRole" assumes no role, silently: its "roleArn" is empty.',
  ],
  [
    "no-ignored-properties",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", sessionName: "", sessionDuration: 60 } });`,
    '"assumeRole" assumes no role, silently: its "sessionName" is empty.',
  ],
  [
    "valid-assume-role-policy",
    `new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "a", assumeRolePolicy: { Version: "1" } } as any);`,
    '"assumeRolePolicy" is an object written in code ({"Version":"1"}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
  ],
];

/** Messages of rules that speak only with settings: the rule, the code after `kit`, the settings, the message. */
export const withSettings: [string, string, object, string][] = [
  [
    "require-bucket",
    `new StateStore(scope, "state", { prefix: "p" });`,
    { constructNames: { oss: ["StateStore"] } },
    'OssBackendConfig has no "bucket": a backend\'s init asks for it, or fails without input, unless -backend-config names the OSS bucket; a data source is refused at plan.',
  ],
  [
    "require-bucket",
    `new StateStore(scope, "state", { bucket: undefined });`,
    { constructNames: { oss: ["StateStore"] } },
    '"bucket" is undefined: a backend\'s init asks for it, or fails without input, unless -backend-config names the OSS bucket; a data source is refused at plan.',
  ],
  [
    "no-unsupported-properties",
    `new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`,
    { toolVersion: "v1.0.10" },
    '"stsEndpoint" is available from tool version 1.0.11; the configured version 1.0.10 rejects it at init.',
  ],
  [
    "valid-state-locking",
    `const state = { bucket: "b", tablestoreTable: "locks" } satisfies StateConfig;`,
    { typeNames: { oss: ["StateConfig"] } },
    '"tablestoreTable" is set without "tablestoreEndpoint": the tool crashes at init, or at plan for a data source, unless CLOUDA_TABLESTORE_ENDPOINT is set.',
  ],
];

/**
 * Messages in a configuration written out (`cdk.tf.json`), where each carries the note after it, and the JSON
 * syntax's spelling of the keys: the rule, the document, the message. The longest messages of the rules.
 */
export const writtenOut: [string, string, string][] = [
  [
    "require-assume-role-fields",
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": [{ "session_duration": 60 }]']),
    '"assume_role" has no "role_arn" or "session_name", which the tool requires: plan fails unless their environment variables supply them. This file is generated; change the code that generates it.',
  ],
  [
    "no-ignored-properties",
    backendJson(
      "oss",
      '"bucket": "b"',
      '"encrypt": true',
      '"assume_role_role_arn": ""',
      '"assume_role_session_expiration": 1800',
    ),
    '"assume_role_session_expiration" is ignored: "assume_role_role_arn" is the empty string, which the environment does not override. This file is generated; change the code that generates it.',
  ],
  [
    "require-bucket",
    backendJson("oss", '"bucket": ""', '"region": "r"'),
    '"bucket" is an empty string, not an existing OSS bucket\'s name: the tool never asks for one and fails at the first use of the state. This file is generated; change the code that generates it.',
  ],
  [
    "valid-assume-role-policy",
    backendJson(
      "cos",
      '"bucket": "b"',
      '"assume_role": [{ "role_arn": "a", "session_name": "s", "session_duration": 60, "policy": "{ version: 2.0, statement: [] }" }]',
    ),
    '"assume_role.policy" is "{ version: 2.0, …", not valid JSON: the token service rejects it when the role is assumed; it must be a JSON object. This file is generated; change the code that generates it.',
  ],
  [
    "valid-assume-role-policy",
    backendJson(
      "cos",
      '"bucket": "b"',
      '"assume_role": [{ "role_arn": "a", "session_name": "s", "session_duration": 60, "policy": "true" }]',
    ),
    '"assume_role.policy" is JSON text holding a boolean: the token service rejects it when the role is assumed; it must be a JSON object. This file is generated; change the code that generates it.',
  ],
  [
    "no-unknown-properties",
    remoteStateJson("gcs", ['"bucket": "b"', '"prefx": "p"']),
    '"prefx" is not a property of the "config" of remote-state data source "state"; the tool rejects it at plan. The nearest is "prefix". This file is generated; change the code that generates it.',
  ],
  [
    "no-unknown-properties",
    backendJson("gcs", '"bucket": "b"', '"storeage_custom_endpoint": "https://psc.example.com/storage/v1/b"'),
    '"storeage_custom_endpoint" reaches the tool as "storeage_custom_endpoint", not "storage_custom_endpoint"; the tool rejects it at init. This file is generated; change the code that generates it.',
  ],
  [
    "no-ignored-properties",
    backendJson("gcs", '"bucket": "b"', '"impersonate_service_account_delegates": ["ci"]'),
    '"impersonate_service_account_delegates" is ignored unless "impersonate_service_account" or one of its environment variables is set. This file is generated; change the code that generates it.',
  ],
  [
    "no-deprecated-assume-role",
    backendJson("oss", '"bucket": "b"', '"encrypt": true', '"assume_role": { "role_arn": "a" }'),
    '"assume_role" is deprecated since 1.1.0; use the flattened assume-role properties instead. This file is generated; change the code that generates it.',
  ],
  [
    "no-deprecated-assume-role",
    backendJson(
      "oss",
      '"bucket": "b"',
      '"encrypt": true',
      '"assume_role_role_arn": "r"',
      '"assume_role": { "role_arn": "a" }',
    ),
    '"assume_role" is ignored because "assume_role_role_arn" is not empty: the tool then uses the flattened properties only. This file is generated; change the code that generates it.',
  ],
  [
    "valid-kms-key-name",
    backendJson("gcs", '"bucket": "b"', '"kms_encryption_key": "projects/p/keyRings/r/cryptoKeys/k"'),
    '"kms_encryption_key" is "projects/p/k…", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write. This file is generated; change the code that generates it.',
  ],
  [
    "valid-encryption-key",
    backendJson("gcs", '"bucket": "b"', '"encryption_key": "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU"'),
    '"encryption_key" is URL-safe base64: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path. This file is generated; change the code that generates it.',
  ],
  [
    "valid-credentials",
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "{ type: 1 }"']),
    '"credentials" must be a JSON key or a key file\'s path, not malformed JSON: rejected at plan if no access token is used. This file is generated; change the code that generates it.',
  ],
  [
    "valid-credentials",
    backendJson("gcs", '"bucket": "b"', '"credentials": "./key.json\\t"'),
    '"credentials" must be a JSON key or a key file\'s path, not other text with control characters: rejected at init if no access token is used. This file is generated; change the code that generates it.',
  ],
  [
    "no-conflicting-encryption-keys",
    backendJson(
      "gcs",
      '"bucket": "b"',
      '"encryption_key": ""',
      '"kms_encryption_key": "projects/p/locations/l/keyRings/r/cryptoKeys/k"',
    ),
    '"kms_encryption_key" cannot be used with "encryption_key": the tool rejects the two together (even when empty). Keep one of them. This file is generated; change the code that generates it.',
  ],
  [
    "valid-state-locking",
    backendJson("oss", '"bucket": "b"', '"encrypt": true', '"tablestore_table": "locks"'),
    '"tablestore_table" is set without "tablestore_endpoint": the tool crashes at init unless CLOUDA_TABLESTORE_ENDPOINT is set. This file is generated; change the code that generates it.',
  ],
  [
    "valid-state-locking",
    remoteStateJson("oss", ['"bucket": "b"', '"tablestore_table": "locks"']),
    '"tablestore_table" is set without "tablestore_endpoint": the tool crashes at plan unless CLOUDA_TABLESTORE_ENDPOINT is set. This file is generated; change the code that generates it.',
  ],
  [
    "require-encryption",
    backendJson("oss", '"bucket": "b"'),
    '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true. This file is generated; change the code that generates it.',
  ],
  [
    "no-hardcoded-credentials",
    backendJson("cos", '"bucket": "b"', '"secret_key": "k"'),
    '"secret_key" is a credential written in the configuration file; set it in the tool\'s environment instead. This file is generated; change the code that generates it.',
  ],
  [
    "no-hardcoded-credentials",
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": { "type": "service_account" }']),
    '"credentials" holds key material (an object), not the path of a key file, so the key is written into the configuration. This file is generated; change the code that generates it.',
  ],
  [
    "no-interpolation",
    backendJson("cos", '"bucket": "${var.bucket}"'),
    '"bucket" is "${var.bucket}": the tool does not interpolate "${…}" in a backend; in JSON it uses the text as written. This file is generated; change the code that generates it.',
  ],
  [
    "valid-custom-endpoint",
    backendJson("cos", '"bucket": "b"', '"endpoint": "https://cos.ap-guangzhou.myqcloud.com"'),
    '"endpoint" is "https://cos.ap-guangzhou.myqcloud.com", whose host is not "cos-internal.{region}.tencentcos.cn": the tool rejects it at init. This file is generated; change the code that generates it.',
  ],
  [
    "valid-custom-endpoint",
    remoteStateJson("cos", ['"bucket": "b"', '"endpoint": "https://cos.ap-guangzhou.myqcloud.com"']),
    '"endpoint" is "https://cos.ap-guangzhou.myqcloud.com", whose host is not "cos-internal.{region}.tencentcos.cn": the tool rejects it at plan. This file is generated; change the code that generates it.',
  ],
  [
    "require-assume-role-fields",
    backendJson("cos", '"bucket": "b"', '"assume_role": { "role_arn": "r" }'),
    '"assume_role" has no "session_name", which the tool requires: init fails unless its environment variable supplies it. This file is generated; change the code that generates it.',
  ],
  [
    "require-assume-role-fields",
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": [{ "session_duration": 60 }]']),
    '"assume_role" has no "role_arn" or "session_name", which the tool requires: plan fails unless their environment variables supply them. This file is generated; change the code that generates it.',
  ],
  [
    "no-ignored-properties",
    backendJson("oss", '"bucket": "b"', '"encrypt": true', '"assume_role": { "session_name": "s" }'),
    '"assume_role" switches no role unless a profile names one: its "role_arn" is missing. This file is generated; change the code that generates it.',
  ],
  [
    "valid-assume-role-policy",
    backendJson(
      "oss",
      '"bucket": "b"',
      '"encrypt": true',
      '"assume_role_role_arn": "r"',
      '"assume_role_policy": { "Version": "1" }',
    ),
    '"assume_role_policy" is an object ({"Version":"1"}), which the tool rejects; it must be a string, such as the object\'s JSON text. This file is generated; change the code that generates it.',
  ],
  [
    "valid-value-types",
    backendJson("oss", '"bucket": "b"', '"encrypt": true', '"region": { "name": "x" }'),
    '"region" takes a string, not an object: the tool rejects the configuration at init. This file is generated; change the code that generates it.',
  ],
  [
    "valid-value-types",
    remoteStateJson("oss", ['"bucket": "b"', '"assume_role_session_expiration": "an hour"']),
    '"assume_role_session_expiration" is "an hour", which the tool cannot read as a number: it rejects the configuration at plan. This file is generated; change the code that generates it.',
  ],
  [
    "valid-value-types",
    remoteStateJson("cos", [
      '"bucket": "b"',
      '"assume_role": { "role_arn": "a", "session_name": "s", "session_duration": 60 }',
    ]),
    '"assume_role" is an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan. This file is generated; change the code that generates it.',
  ],
  [
    "valid-acl",
    backendJson("cos", '"bucket": "b"', '"acl": "public-read-write"'),
    '"acl" is "public-read-write"; allowed values are "private" or "public-read". This file is generated; change the code that generates it.',
  ],
];

/** A backend of a store in the tool's native syntax: `lines` are its attributes and blocks, each indented by 4. */
const backendHcl = (kind: string, ...lines: string[]): string =>
  inHcl(`  backend "${kind}" {\n${lines.map((l) => `    ${l}`).join("\n")}\n  }`);

/** A remote-state data source `state` of a store in the tool's native syntax: `lines` are its `config` object's. */
const remoteStateHcl = (kind: string, ...lines: string[]): string =>
  `data "terraform_remote_state" "state" {\n  backend = "${kind}"\n  config = {\n${lines.map((l) => `    ${l}`).join("\n")}\n  }\n}\n`;

/**
 * Messages in the tool's native syntax (a hand-written `main.tf`, docs/hcl.md), with the tool's attribute names: the
 * rule, the file, the message, and the plugin's settings where the rule speaks only with some. Every rule has a case,
 * and so has each message only the native syntax shows (a reference or a function call in a backend, a data
 * source's `config` block).
 */
export const native: [string, string, string, object?][] = [
  [
    "no-interpolation",
    backendHcl("oss", "bucket = var.bucket"),
    '"bucket" is var.bucket: the tool refuses a reference in a backend block at init ("Variables not allowed").',
  ],
  [
    "no-interpolation",
    backendHcl("gcs", 'bucket = "b"', 'prefix = lower("P")'),
    '"prefix" is lower("P"): the tool refuses a function call in a backend block at init ("Function calls not allowed").',
  ],
  [
    "no-interpolation",
    backendHcl("cos", 'bucket = "b"', 'secret_key = "${var.secret_key}"'),
    '"secret_key" holds a reference: the tool refuses it in a backend block at init ("Variables not allowed").',
  ],
  [
    "no-interpolation",
    backendHcl("cos", 'bucket = "b"', 'secret_id = file("id")'),
    '"secret_id" holds a function call: the tool refuses it in a backend block at init ("Function calls not allowed").',
  ],
  [
    "valid-value-types",
    'data "terraform_remote_state" "state" {\n  backend = "gcs"\n  config {\n    bucket = "b"\n  }\n}\n',
    '"config" is written as a block, which the tool refuses ("Unsupported block type"); it must be an argument: config = { … }.',
  ],
  [
    "valid-value-types",
    remoteStateHcl(
      "cos",
      'bucket = "b"',
      'assume_role = { role_arn = "a", session_name = "s", session_duration = 60 }',
    ),
    '"assume_role" is an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan.',
  ],
  [
    "valid-value-types",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'region = { name = "x" }'),
    '"region" takes a string, not an object: the tool rejects the configuration at init.',
  ],
  [
    "valid-value-types",
    remoteStateHcl("oss", 'bucket = "b"', 'assume_role_session_expiration = "an hour"'),
    '"assume_role_session_expiration" is "an hour", which the tool cannot read as a number: it rejects the configuration at plan.',
  ],
  [
    "require-bucket",
    backendHcl("cos", 'bucket = ""'),
    '"bucket" is an empty string, not an existing COS bucket\'s name: the tool never asks for one and fails at the first use of the state.',
  ],
  [
    "require-bucket",
    remoteStateHcl("gcs", 'prefix = "p"'),
    'the "config" of remote-state data source "state" has no "bucket", the GCS bucket to read: the tool refuses it at plan.',
  ],
  [
    "require-encryption",
    backendHcl("oss", 'bucket = "b"'),
    '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.',
  ],
  [
    "require-encryption",
    backendHcl("cos", 'bucket = "b"', "encrypt = false"),
    '"encrypt" is false: COS stores the state file without server-side encryption. Set it to true.',
  ],
  [
    "valid-acl",
    backendHcl("oss", 'bucket = "b"', 'acl = "PRIVATE"'),
    '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
  ],
  [
    "no-public-state",
    backendHcl("cos", 'bucket = "b"', 'acl = "public-read"'),
    '"acl" is "public-read": anyone can read the state file, which holds every secret of the stack. Use "private".',
  ],
  [
    "no-deprecated-assume-role",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", "assume_role {", '  role_arn = "a"', "}"),
    '"assume_role" is deprecated since 1.1.0; use the flattened "assume_role_role_arn", "assume_role_policy", "assume_role_session_name" and "assume_role_session_expiration" instead.',
  ],
  [
    "no-deprecated-assume-role",
    backendHcl(
      "oss",
      'bucket = "b"',
      "encrypt = true",
      'assume_role_role_arn = "r"',
      "assume_role {",
      '  role_arn = "a"',
      "}",
    ),
    '"assume_role" is ignored because "assume_role_role_arn" is not empty: the tool then uses the flattened properties only.',
  ],
  [
    "no-ignored-properties",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", "assume_role {", '  session_name = "s"', "}"),
    '"assume_role" switches no role unless a profile names one: its "role_arn" is missing.',
  ],
  [
    "no-ignored-properties",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'assume_role_policy = "{}"'),
    '"assume_role_policy" is ignored unless "assume_role_role_arn" or its environment variable is set.',
  ],
  [
    "valid-state-locking",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'tablestore_table = "locks"'),
    '"tablestore_table" is set without "tablestore_endpoint": the tool crashes at init unless CLOUDA_TABLESTORE_ENDPOINT is set.',
  ],
  [
    "valid-state-locking",
    remoteStateHcl("oss", 'bucket = "b"', 'tablestore_table = "locks"'),
    '"tablestore_table" is set without "tablestore_endpoint": the tool crashes at plan unless CLOUDA_TABLESTORE_ENDPOINT is set.',
  ],
  [
    "valid-state-locking",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'tablestore_endpoint = "https://t.example.com"'),
    '"tablestore_endpoint" is set without "tablestore_table": the tool does no state locking at all.',
  ],
  [
    "valid-state-path",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'key = "/tool.tfstate"'),
    '"key" is "/tool.tfstate"; it must not start or end with "/".',
  ],
  [
    "valid-state-path",
    backendHcl("cos", 'bucket = "b"', 'key = "state"'),
    '"key" is "state"; it must end in ".tfstate", or the tool lists only the default workspace.',
  ],
  [
    "valid-state-path",
    backendHcl("gcs", 'bucket = "b"', 'prefix = "team/prod.tfstate"'),
    '"prefix" is "team/prod.tfstate"; it names a directory, not the state file: the state goes to "team/prod.tfstate/default.tfstate".',
  ],
  [
    "valid-session-expiration",
    backendHcl(
      "oss",
      'bucket = "b"',
      "encrypt = true",
      'assume_role_role_arn = "r"',
      "assume_role_session_expiration = 4000",
    ),
    '"assume_role_session_expiration" is 4000; it must be a whole number of seconds from 900 to 3600.',
  ],
  [
    "no-unknown-properties",
    backendHcl("gcs", 'bucket = "b"', 'storeage_custom_endpoint = "https://psc.example.com/storage/v1/b"'),
    '"storeage_custom_endpoint" reaches the tool as "storeage_custom_endpoint", not "storage_custom_endpoint"; the tool rejects it at init.',
  ],
  [
    "no-unknown-properties",
    remoteStateHcl("gcs", 'bucket = "b"', 'prefx = "p"'),
    '"prefx" is not a property of the "config" of remote-state data source "state"; the tool rejects it at plan. The nearest is "prefix".',
  ],
  [
    "no-unknown-properties",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'acess_key_id = "x"'),
    '"acess_key_id" is not a property of backend "oss"; the tool rejects it at init.',
  ],
  [
    "no-hardcoded-credentials",
    backendHcl("cos", 'bucket = "b"', 'secret_key = "k"'),
    '"secret_key" is a credential written in the configuration file; set it in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    remoteStateHcl("gcs", 'bucket = "b"', 'credentials = "{\\"type\\": \\"service_account\\"}"'),
    '"credentials" holds key material (JSON text), not the path of a key file, so the key is written into the configuration.',
  ],
  [
    "valid-encryption-key",
    backendHcl("gcs", 'bucket = "b"', 'encryption_key = "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU"'),
    '"encryption_key" is URL-safe base64: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path.',
  ],
  [
    "no-conflicting-encryption-keys",
    backendHcl(
      "gcs",
      'bucket = "b"',
      'encryption_key = ""',
      'kms_encryption_key = "projects/p/locations/l/keyRings/r/cryptoKeys/k"',
    ),
    '"kms_encryption_key" cannot be used with "encryption_key": the tool rejects the two together (even when empty). Keep one of them.',
  ],
  [
    "valid-kms-key-name",
    backendHcl("gcs", 'bucket = "b"', 'kms_encryption_key = "projects/p/keyRings/r/cryptoKeys/k"'),
    '"kms_encryption_key" is "projects/p/keyRings/r/cryptoKeys/k", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.',
  ],
  [
    "valid-credentials",
    remoteStateHcl("gcs", 'bucket = "b"', 'credentials = "{ type: 1 }"'),
    '"credentials" must be a JSON key or a key file\'s path, not malformed JSON: rejected at plan if no access token is used.',
  ],
  [
    "no-conflicting-credentials",
    remoteStateHcl("gcs", 'bucket = "b"', 'access_token = "tok"', 'credentials = "key.json"'),
    '"credentials" is ignored because "access_token" is also set; the tool uses "access_token" only. Keep one of them.',
  ],
  [
    "no-conflicting-credentials",
    remoteStateHcl("gcs", 'bucket = "b"', "access_token = var.token", 'credentials = "key.json"'),
    '"credentials" is ignored whenever "access_token", also set, is not empty: the tool then uses "access_token" only. Keep one of them.',
  ],
  [
    "valid-custom-endpoint",
    backendHcl("cos", 'bucket = "b"', 'endpoint = "https://cos.ap-guangzhou.myqcloud.com"'),
    '"endpoint" is "https://cos.ap-guangzhou.myqcloud.com", whose host is not "cos-internal.{region}.tencentcos.cn": the tool rejects it at init.',
  ],
  [
    "valid-custom-endpoint",
    remoteStateHcl("gcs", 'bucket = "b"', 'storage_custom_endpoint = "psc.example.com"'),
    '"storage_custom_endpoint" is "psc.example.com", with no protocol or path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
  ],
  [
    "require-assume-role-fields",
    backendHcl("cos", 'bucket = "b"', "assume_role {", '  role_arn = "r"', "}"),
    '"assume_role" has no "session_name", which the tool requires: init fails unless its environment variable supplies it.',
  ],
  [
    "require-assume-role-fields",
    remoteStateHcl("cos", 'bucket = "b"', "assume_role = [{ session_duration = 60 }]"),
    '"assume_role" has no "role_arn" or "session_name", which the tool requires: plan fails unless their environment variables supply them.',
  ],
  [
    "valid-assume-role-policy",
    backendHcl(
      "oss",
      'bucket = "b"',
      "encrypt = true",
      'assume_role_role_arn = "r"',
      'assume_role_policy = { Version = "1" }',
    ),
    '"assume_role_policy" is an object ({"Version":"1"}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
  ],
  [
    "valid-assume-role-policy",
    backendHcl(
      "cos",
      'bucket = "b"',
      "assume_role {",
      '  role_arn = "a"',
      '  session_name = "s"',
      "  session_duration = 60",
      '  policy = "{"',
      "}",
    ),
    '"assume_role.policy" is "{", not valid JSON: the token service rejects it when the role is assumed; it must be a JSON object.',
  ],
  [
    "no-unsupported-properties",
    backendHcl("oss", 'bucket = "b"', "encrypt = true", 'sts_endpoint = "sts.example.com"'),
    '"sts_endpoint" is available from tool version 1.0.11; the configured version 1.0.10 rejects it at init.',
    { toolVersion: "v1.0.10" },
  ],
];
