import { describe, expect, it } from "vitest";
import { lint } from "./lint.js";

const kit = `import { CosBackend, DataToolRemoteStateGcs, OssBackend } from "kit";\n`;

/** Each message of each rule, rendered in full, as a user reads it. */
const cases: [string, string, string][] = [
  ["require-bucket", `new OssBackend(scope, { acl: "private" });`, 'OssBackendConfig is missing the required "bucket"; set it to the name of an existing OSS bucket.'],
  ["require-bucket", `new CosBackend(scope, { bucket: "" });`, '"bucket" is an empty string; CosBackendConfig requires the name of an existing COS bucket.'],
  ["require-bucket", `new DataToolRemoteStateGcs(scope, "r", { bucket: undefined });`, '"bucket" is not set (undefined or null); DataToolRemoteStateGcsConfig requires the name of an existing GCS bucket.'],
  ["valid-session-expiration", `new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 4000 });`, '"assumeRoleSessionExpiration" is 4000; it must be a whole number of seconds from 900 to 3600.'],
  ["valid-session-expiration", `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 1.5 } });`, '"assumeRole.sessionDuration" is 1.5; it must be a whole number of seconds from 0 to 43200.'],
  ["valid-acl", `new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`, '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).'],
  ["valid-acl", `new CosBackend(scope, { bucket: "b", acl: "" });`, '"acl" is ""; allowed values are "private" or "public-read" (exact case).'],
  ["no-deprecated-assume-role", `new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "a" } });`, '"assumeRole" is deprecated since 1.1.0; use the flattened "assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration" instead.'],
  ["no-deprecated-assume-role", `new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "n", assumeRole: { roleArn: "a" } });`, '"assumeRole" is ignored because "assumeRoleRoleArn" is set; the tool uses the flattened properties. Remove the block.'],
  ["no-conflicting-credentials", `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "<ACCESS_TOKEN>", credentials: "./key.json" });`, '"credentials" is ignored because "accessToken" is also set; the tool uses "accessToken" only. Keep one of them.'],
  ["no-unknown-properties", `const shared = { storageCustomEndpoint: "https://x/storage/v1/b" };\nnew DataToolRemoteStateGcs(scope, "r", { ...shared, bucket: "b" });`, '"storageCustomEndpoint" is not a property of DataToolRemoteStateGcsConfig, so the setting has no effect; the nearest property is "storeageCustomEndpoint".'],
  ["no-unknown-properties", `new CosBackend(scope, { bucket: "b", tags: { team: "t" } } as any);`, '"tags" is not a property of CosBackendConfig, so the setting has no effect.'],
];

describe("messages", () => {
  it.each(cases)("%s: %s", (rule, code, message) => {
    const found = lint(kit + code).messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  it("never repeat a secret, in a message or a suggestion", () => {
    const secrets = ["ya29.SECRET-TOKEN-VALUE", "-----BEGIN PRIVATE KEY-----"];
    const code = `${kit}new DataToolRemoteStateGcs(scope, "r", { bucket: "", accessToken: "${secrets[0]}", credentials: "${secrets[1]}" });`;
    const { messages } = lint(code);
    expect(messages.map((m) => m.ruleId)).toEqual(["backend-config/require-bucket", "backend-config/no-conflicting-credentials"]);
    const texts = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]);
    for (const secret of secrets) for (const text of texts) expect(text).not.toContain(secret);
  });
});
