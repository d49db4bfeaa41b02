import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { RULE_PLACEHOLDERS, WRITTEN_PLACEHOLDERS } from "../src/model/index.js";
import { lint } from "./lint.js";

const kit = `import { CosBackend, DataToolRemoteStateGcs, GcsBackend, OssBackend } from "kit";\n`;

/** Each message of each rule, rendered in full, as a user reads it. */
const cases: [string, string, string][] = [
  [
    "require-bucket",
    `new OssBackend(scope, { acl: "private" });`,
    'OssBackendConfig is missing the required "bucket"; set it to the name of an existing OSS bucket.',
  ],
  [
    "require-bucket",
    `new CosBackend(scope, { bucket: "" });`,
    '"bucket" is an empty string; CosBackendConfig requires the name of an existing COS bucket.',
  ],
  [
    "require-bucket",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: undefined });`,
    '"bucket" is undefined; DataToolRemoteStateGcsConfig requires the name of an existing GCS bucket.',
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
    '"acl" is ""; allowed values are "private" or "public-read" (exact case).',
  ],
  [
    "no-deprecated-assume-role",
    `new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "a" } });`,
    '"assumeRole" is deprecated since 1.1.0; use the flattened "assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration" instead.',
  ],
  [
    "no-deprecated-assume-role",
    `new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "n", assumeRole: { roleArn: "a" } });`,
    '"assumeRole" is ignored entirely because "assumeRoleRoleArn" is not empty: the tool uses the flattened properties only. Remove the block.',
  ],
  [
    "no-conflicting-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "<ACCESS_TOKEN>", credentials: "./key.json" });`,
    '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.',
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
    '"key" is "team/state"; it must end in ".tfstate", or the tool\'s workspace list leaves out every workspace but the default.',
  ],
  [
    "valid-state-path",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", prefix: "network.tfstate" });`,
    '"prefix" is "network.tfstate"; it names a directory, not the state file: the state goes to "network.tfstate/default.tfstate".',
  ],
  [
    "valid-kms-key-name",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", kmsEncryptionKey: "state-key" });`,
    '"kmsEncryptionKey" is "state-key"; it must be a key name of the form "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}".',
  ],
  [
    "valid-kms-key-name",
    `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "ESQ3Sl1wg5apvM/i9QgbLkFUZ3qNoLPG2ez/EiU4S14=" });`,
    '"kmsEncryptionKey" holds what looks like an encryption key (base64 text of a 32-byte key), not a key name; it must be a key name of the form "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}". A customer-supplied key is a secret, and "kmsEncryptionKey" takes none: remove it and set CLOUDG_ENCRYPTION_KEY in the tool\'s environment.',
  ],
  [
    "valid-kms-key-name",
    `new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "state-key/${"x".repeat(200)}" });`,
    `"kmsEncryptionKey" is "state-key/${"x".repeat(109)}…"; it must be a key name of the form "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}".`,
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "psc.example.com" });`,
    '"storeageCustomEndpoint" is "psc.example.com"; it has no protocol or path "/storage/v1/b". Expected a URL of the form "https://<host>/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "ftp://psc.example.com/storage/v1/b" });`,
    '"storeageCustomEndpoint" is "ftp://psc.example.com/storage/v1/b"; its protocol "ftp:" is not "https:" or "http:". Expected a URL of the form "https://<host>/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://psc.example.com/storage/v1/b/" });`,
    '"storeageCustomEndpoint" is "https://psc.example.com/storage/v1/b/"; its path is "/storage/v1/b/", not "/storage/v1/b". Expected a URL of the form "https://<host>/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "https://tool:s3cret@psc.example.com" });`,
    '"storeageCustomEndpoint" is "https://…@psc.example.com"; it has no path "/storage/v1/b". Expected a URL of the form "https://<host>/storage/v1/b".',
  ],
  [
    "valid-custom-endpoint",
    `new CosBackend(scope, { bucket: "b", endpoint: "https://cos.ap-guangzhou.myqcloud.com" });`,
    '"endpoint" is "https://cos.ap-guangzhou.myqcloud.com"; its host "cos.ap-guangzhou.myqcloud.com" is not of the form "cos-internal.<region>.<domain>". Expected a URL of the form "https://cos-internal.<region>.<domain>".',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: { version: "2.0" } } });`,
    '"assumeRole.policy" is an object written in code ({"version":"2.0"}), which the tool rejects; it must be a string of JSON text holding an object.',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: "allow" } });`,
    '"assumeRole.policy" is "allow", which is not valid JSON; it must be a string of JSON text holding an object.',
  ],
  [
    "valid-assume-role-policy",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: "[]" } });`,
    '"assumeRole.policy" is "[]", JSON text holding an array; it must be a string of JSON text holding an object.',
  ],
  [
    "valid-encryption-key",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3" });`,
    '"encryptionKey" is neither a key nor written as the path of a key file: it decodes to 24 bytes. Write the key as standard base64 ("A"–"Z", "a"–"z", "0"–"9", "+" and "/", padded with "="; line breaks are ignored) of exactly 32 bytes, 44 characters, or the path of the file that holds it ("./" before the name of a file in the working directory).',
  ],
  [
    "valid-encryption-key",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU" });`,
    '"encryptionKey" is neither a key nor written as the path of a key file: it uses the URL-safe base64 alphabet ("-" and "_"). Write the key as standard base64 ("A"–"Z", "a"–"z", "0"–"9", "+" and "/", padded with "="; line breaks are ignored) of exactly 32 bytes, 44 characters, or the path of the file that holds it ("./" before the name of a file in the working directory).',
  ],
  [
    "no-conflicting-encryption-keys",
    `new GcsBackend(scope, { bucket: "b", encryptionKey: "", kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k" });`,
    '"kmsEncryptionKey" cannot be used with "encryptionKey": the tool rejects a configuration that sets both, even to an empty string. Keep one of them.',
  ],
  [
    "valid-state-locking",
    `new OssBackend(scope, { bucket: "b", tablestoreTable: "locks" });`,
    '"tablestoreTable" is set without "tablestoreEndpoint": unless CLOUDA_TABLESTORE_ENDPOINT is set in the tool\'s environment, the tool accepts this at init, then crashes at the first state read or lock. Set "tablestoreEndpoint" too, or set CLOUDA_TABLESTORE_ENDPOINT wherever the tool runs.',
  ],
  [
    "valid-state-locking",
    `new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "https://ots.example.com" });`,
    '"tablestoreEndpoint" is set without "tablestoreTable": the tool does no state locking at all. Set "tablestoreTable" to lock the state, or remove "tablestoreEndpoint".',
  ],
  [
    "no-ignored-properties",
    `new GcsBackend(scope, { bucket: "b", impersonateServiceAccountDelegates: ["ci"] });`,
    '"impersonateServiceAccountDelegates" is ignored unless "impersonateServiceAccount" or one of the environment variables CLOUDG_BACKEND_IMPERSONATE_SERVICE_ACCOUNT or CLOUDG_IMPERSONATE_SERVICE_ACCOUNT is set; the tool drops it without a word.',
  ],
  [
    "no-ignored-properties",
    `new OssBackend(scope, { bucket: "b", assumeRole: { sessionName: "ci" } });`,
    '"assumeRole" is ignored because its "roleArn" is missing; without it the tool does nothing with the block.',
  ],
  [
    "no-unknown-properties",
    `const shared = { customEndpoint: "https://x/storage/v1/b" };\nnew DataToolRemoteStateGcs(scope, "r", { ...shared, bucket: "b" });`,
    '"customEndpoint" is not a property of DataToolRemoteStateGcsConfig: the tool rejects the remote-state data source when it is read ("unexpected attribute"). The nearest property is "storageCustomEndpoint".',
  ],
  [
    "no-unknown-properties",
    `new CosBackend(scope, { bucket: "b", tags: { team: "t" } } as any);`,
    '"tags" is not a property of CosBackendConfig: the tool rejects the backend at init ("extraneous property"). Remove it, or write a property of CosBackendConfig.',
  ],
  [
    "no-unknown-properties",
    `new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: "https://x/storage/v1/b" });`,
    '"storeageCustomEndpoint" reaches the tool as "storeage_custom_endpoint", an attribute it does not know: the tool rejects the backend at init ("extraneous property"). Set "storage_custom_endpoint" (the tool\'s attribute from 1.4.0) instead: write the key "storageCustomEndpoint" past the type (an untyped spread or a cast); set CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT or CLOUDG_STORAGE_CUSTOM_ENDPOINT in the tool\'s environment; or use <kit>\'s raw override of the written configuration at "storage_custom_endpoint".',
  ],
  [
    "no-public-state",
    `new OssBackend(scope, { bucket: "b", acl: "public-read-write" });`,
    '"acl" is "public-read-write": anyone can read the state file, and the state holds every secret of the stack. Use "private".',
  ],
  [
    "no-public-state",
    `new CosBackend(scope, { bucket: "b", acl: "public-read" });`,
    '"acl" is "public-read": anyone can read the state file, and the state holds every secret of the stack. Use "private".',
  ],
  [
    "require-encryption",
    `new OssBackend(scope, { bucket: "b" });`,
    '"encrypt" is not set and defaults to false: OSS stores the state file, and every secret in it, without server-side encryption. Set "encrypt" to true.',
  ],
  [
    "require-encryption",
    `new CosBackend(scope, { bucket: "b", Encrypt: false });`,
    '"Encrypt" is false: COS stores the state file, and every secret in it, without server-side encryption. Set "Encrypt" to true.',
  ],
  [
    "no-hardcoded-credentials",
    `new OssBackend(scope, { bucket: "b", secretKey: "<SECRET_KEY>" });`,
    '"secretKey" is a credential written in the source code; remove it and set CLOUDA_SECRET_KEY or CLOUDA_ACCESS_KEY_SECRET in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new CosBackend(scope, { bucket: "b", SecretId: "<SECRET_ID>" });`,
    '"SecretId" is a credential written in the source code; remove it and set CLOUDB_SECRET_ID in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "<ACCESS_TOKEN>" });`,
    '"accessToken" is a credential written in the source code; remove it and set CLOUDG_OAUTH_ACCESS_TOKEN in the tool\'s environment instead.',
  ],
  [
    "no-hardcoded-credentials",
    `new GcsBackend(scope, { bucket: "b", credentials: readFileSync("key.json", "utf8") });`,
    "\"credentials\" holds key material (a file read into the value) instead of the path of a key file, which puts the key into the configuration <kit> writes out; set it to the key file's path, or remove it and set CLOUDG_BACKEND_CREDENTIALS or CLOUDG_CREDENTIALS in the tool's environment.",
  ],
  [
    "no-interpolation",
    `new OssBackend(scope, { bucket: "\${var.bucket}" });`,
    '"bucket" is "${var.bucket}", but the tool does not interpolate "${…}" in a backend: it uses the text as written when <kit> writes JSON (its default), and init fails with "Variables not allowed" when <kit> writes the tool\'s native syntax. Write the value itself, or build it in code.',
  ],
  [
    "no-interpolation",
    `new CosBackend(scope, { bucket: "b", secretKey: "\${var.secret_key}" });`,
    '"secretKey" holds "${…}", but the tool does not interpolate it in a backend: it uses the text as written when <kit> writes JSON (its default), and init fails with "Variables not allowed" when <kit> writes the tool\'s native syntax. Instead, remove it and set CLOUDB_SECRET_KEY in the tool\'s environment.',
  ],
  [
    "valid-value-types",
    `new GcsBackend(scope, { bucket: "b", prefix: null });`,
    '"prefix" is null: <kit> fails while it writes the configuration out (it tries to snake-case the keys of null), so the configuration never reaches the tool. Leave it out, or write a value.',
  ],
  [
    "valid-value-types",
    `new OssBackend(scope, { bucket: "b", region: { name: "x" } });`,
    '"region" takes a string, but is written as an object: the tool cannot convert it and rejects the configuration. Write a string.',
  ],
  [
    "valid-credentials",
    `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", credentials: "{ type: 1 }" });`,
    '"credentials" is neither JSON key material nor the path of a key file: it starts like JSON text but is not valid JSON, and the tool rejects it when it configures the backend. Set it to the path of the JSON key file, or remove it and set CLOUDG_BACKEND_CREDENTIALS or CLOUDG_CREDENTIALS in the tool\'s environment.',
  ],
  [
    "require-assume-role-fields",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a" } } as any);`,
    '"assumeRole" has no "sessionName", which the tool requires: init fails unless the environment variable CLOUDB_ASSUME_ROLE_SESSION_NAME supplies it.',
  ],
  [
    "no-ignored-properties",
    `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "", sessionName: "s", sessionDuration: 60 } });`,
    '"assumeRole" is ignored because its "roleArn" is empty; without it the tool does nothing with the block.',
  ],
  [
    "valid-assume-role-policy",
    `new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "a", assumeRolePolicy: { Version: "1" } } as any);`,
    '"assumeRolePolicy" is an object written in code ({"Version":"1"}), which the tool rejects; it must be a string, such as the object\'s JSON text.',
  ],
];

/** Messages of rules that speak only with settings. */
const withSettings: [string, string, object, string][] = [
  [
    "no-unsupported-properties",
    `new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`,
    { toolVersion: "v1.0.10" },
    '"stsEndpoint" is available from tool version 1.0.11; the configured tool version 1.0.10 rejects it at init.',
  ],
];

describe("messages", () => {
  it.each(cases)("%s: %s", (rule, code, message) => {
    const found = lint(kit + code).messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  it.each(withSettings)("%s: %s", (rule, code, settings, message) => {
    const found = lint(kit + code, { settings }).messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  it("show a URL's user information in a suggestion as …@, and write it back", () => {
    const code = `${kit}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "tool:s3cret@psc.example.com" });`;
    const [found] = lint(code).messages.filter((m) => m.ruleId === "backend-config/valid-custom-endpoint");
    expect(found?.message).toBe(
      '"storeageCustomEndpoint" is "…@psc.example.com"; it has no protocol or path "/storage/v1/b". Expected a URL of the form "https://<host>/storage/v1/b".',
    );
    expect(found?.suggestions?.map((s) => [s.desc, s.fix.text])).toEqual([
      ['Use "https://…@psc.example.com/storage/v1/b".', '"https://tool:s3cret@psc.example.com/storage/v1/b"'],
    ]);
  });

  it("show the suggestion of valid-assume-role-policy", () => {
    const code = `${kit}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: { version: "2.0" } } });`;
    const found = lint(code).messages.filter((m) => m.ruleId === "backend-config/valid-assume-role-policy");
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual([
      "Replace the object with its JSON text, as a string.",
    ]);
  });

  it("show the suggestions of no-public-state and require-encryption", () => {
    const code = `${kit}new OssBackend(scope, { bucket: "b", acl: "public-read" });`;
    const found = lint(code).messages.filter(
      (m) => m.ruleId === "backend-config/no-public-state" || m.ruleId === "backend-config/require-encryption",
    );
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual([
      // In source order: require-encryption reports on the object, no-public-state on the property in it.
      'Set "encrypt" to true.',
      'Use "private" (only the bucket owner can read the state file).',
    ]);
  });

  it("show the suggestion of no-hardcoded-credentials", () => {
    const code = `${kit}new OssBackend(scope, { bucket: "b", access_key: "<ACCESS_KEY>" });`;
    const found = lint(code).messages.filter((m) => m.ruleId === "backend-config/no-hardcoded-credentials");
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual(['Remove "access_key".']);
  });

  it("never repeat a secret, in a message or a suggestion", () => {
    const secrets = ["ya29.SECRET-TOKEN-VALUE", "-----BEGIN PRIVATE KEY-----"];
    const code = `${kit}new DataToolRemoteStateGcs(scope, "r", { bucket: "", accessToken: "${secrets[0]}", credentials: "${secrets[1]}" });`;
    const { messages } = lint(code);
    expect(messages.map((m) => m.ruleId)).toEqual([
      "backend-config/require-bucket",
      "backend-config/no-hardcoded-credentials",
      "backend-config/no-conflicting-credentials",
    ]);
    const texts = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]);
    for (const secret of secrets) for (const text of texts) expect(text).not.toContain(secret);
  });

  it("never repeat an encryption key, not even in part", () => {
    const keys = ["s3cr3tK3yPart-not_base64 padded", "s3cr3tK3yPartAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="];
    for (const key of keys) {
      const code = `${kit}new GcsBackend(scope, { bucket: "b", encryptionKey: "${key}", kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k" });`;
      const { messages } = lint(code);
      expect(messages.map((m) => m.ruleId).sort()).toEqual(
        key.includes(" ")
          ? [
              "backend-config/no-conflicting-encryption-keys",
              "backend-config/no-hardcoded-credentials",
              "backend-config/valid-encryption-key",
            ]
          : ["backend-config/no-conflicting-encryption-keys", "backend-config/no-hardcoded-credentials"],
      );
      const texts = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]);
      for (const text of texts) expect(text).not.toContain("s3cr3tK3y");
    }
  });
});

describe("placeholders", () => {
  // Every message shows what the user wrote (WRITTEN_PLACEHOLDERS) shortened and without a URL's user information,
  // whatever rule builds the data (src/model/shown.ts); the rules' own words (RULE_PLACEHOLDERS) as they are. A
  // placeholder in neither set would be shown as given: each rule's placeholders are in exactly one.
  it("of every rule's messages are either written text or the rule's own words", () => {
    for (const [id, rule] of Object.entries(plugin.rules)) {
      for (const template of Object.values(rule.meta?.messages ?? {})) {
        for (const [, name] of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(WRITTEN_PLACEHOLDERS.has(name!) !== RULE_PLACEHOLDERS.has(name!), `${id}: {{${name}}}`).toBe(true);
        }
      }
    }
  });
});
