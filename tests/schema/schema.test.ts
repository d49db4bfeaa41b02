import { describe, expect, it } from "vitest";
import { fieldForKey, hasSince, isPreRelease, refusesString, snakeCase, typeSpecs } from "../../src/schema/index.js";

describe("snakeCase: <kit>'s key spelling (docs/behaviour.md#what-kit-writes-out)", () => {
  it.each([
    // Examples docs/behaviour.md gives.
    ["Bucket", "bucket"],
    ["bucket", "bucket"],
    ["assume_role_session_expiration", "assume_role_session_expiration"],
    ["ACL", "acl"],
    ["secretID", "secret_id"],
    ["roleARN", "role_arn"],
    ["bucket_", "bucket"],
    // The rule behind them: `_` only where a lowercase letter or digit meets an uppercase one.
    ["assumeRoleRoleArn", "assume_role_role_arn"],
    ["AssumeRoleSessionExpiration", "assume_role_session_expiration"],
    ["SecretId", "secret_id"],
    ["s3Bucket", "s3_bucket"],
    ["storeageCustomEndpoint", "storeage_custom_endpoint"],
    ["storageCustomEndpoint", "storage_custom_endpoint"],
    ["KMSKeyName", "kmskey_name"],
    // Leading and trailing characters that are no letter or digit are trimmed; `-` and runs of `_` become one `_`.
    ["_bucket", "bucket"],
    ["$bucket$", "bucket"],
    ["access-key", "access_key"],
    ["access__key", "access_key"],
    ["access-_key", "access_key"],
    ["secret_Key", "secret_key"],
    // Every run of other characters becomes one `_`: dots, spaces, anything that is no ASCII letter or digit.
    ["tablestore.table", "tablestore_table"],
    ["tablestore table", "tablestore_table"],
    ["tablestore . -_table", "tablestore_table"],
    ["Tablestore.Table", "tablestore_table"],
    ["assume.roleArn", "assume_role_arn"],
    ["secret.ID", "secret_id"],
    ["a.B", "a_b"],
    ["a_B", "a_b"],
    ["region\u00e9", "region"],
    ["bu\u00e9cket", "bu_cket"],
    ["..bucket..", "bucket"],
    [" . ", ""],
    ["", ""],
  ])("%j reaches the tool as %j", (key, expected) => {
    expect(snakeCase(key)).toBe(expected);
  });

  it("is linear on long keys", () => {
    const key = `${"_".repeat(200_000)}a${"-".repeat(200_000)}`;
    expect(snakeCase(key)).toBe("a");
    expect(snakeCase(`a${". ".repeat(200_000)}B`)).toBe("a_b");
  });

  it("takes every key to the field it reaches", () => {
    expect(fieldForKey(typeSpecs.oss.fields, "ACL")?.name).toBe("acl");
    expect(fieldForKey(typeSpecs.cos.fields, "secretID")?.name).toBe("secret_id");
    expect(fieldForKey(typeSpecs.oss.fields, "bucket_")?.name).toBe("bucket");
    expect(fieldForKey(typeSpecs.oss.fields, "tablestore.table")?.name).toBe("tablestore_table");
    expect(fieldForKey(typeSpecs.oss.fields, "tablestore endpoint")?.name).toBe("tablestore_endpoint");
    expect(fieldForKey(typeSpecs.oss.fields, "assumeRoleRoleARN")?.name).toBe("assume_role_role_arn");
    expect(fieldForKey(typeSpecs.gcs.fields, "storageCustomEndpoint")?.name).toBe("storage_custom_endpoint");
    expect(fieldForKey(typeSpecs.gcs.fields, "storeageCustomEndpoint")?.rejected).toEqual({
      instead: "storage_custom_endpoint",
    });
  });
});

describe("the schema's versions, variables and keys beyond <kit>'s types", () => {
  const since = (kind: "oss" | "cos" | "gcs", name: string) =>
    typeSpecs[kind].fields.find((f) => f.name === name)?.since;
  const blockSince = (kind: "oss" | "cos", name: string) =>
    typeSpecs[kind].fields.find((f) => f.name === "assume_role")?.block?.fields.find((f) => f.name === name)?.since;

  it("has the since-versions", () => {
    expect(since("oss", "assume_role")).toBe("0.12.6");
    expect(since("oss", "tablestore_instance_name")).toBe("1.12.0");
    expect(since("cos", "accelerate")).toBe("1.3.0");
    expect(since("cos", "assume_role")).toBe("1.4.0");
    expect(since("cos", "endpoint")).toBe("1.6.0");
    expect(since("cos", "domain")).toBe("1.6.0");
    for (const name of ["profile", "shared_credentials_dir", "cam_role_name"])
      expect(since("cos", name)).toBe("1.10.0");
    expect(blockSince("cos", "external_id")).toBe("1.10.0");
    expect(since("gcs", "access_token")).toBe("0.12.10");
    expect(since("gcs", "impersonate_service_account")).toBe("0.14.0");
    expect(since("gcs", "impersonate_service_account_delegates")).toBe("0.14.0");
    expect(since("gcs", "kms_encryption_key")).toBe("1.4.0");
    expect(since("gcs", "storage_custom_endpoint")).toBe("1.4.0");
  });

  it("lists the variables the tool reads", () => {
    const env = (kind: "oss" | "cos" | "gcs", name: string) => typeSpecs[kind].fields.find((f) => f.name === name)?.env;
    expect(env("gcs", "credentials")).toEqual(["CLOUDG_BACKEND_CREDENTIALS", "CLOUDG_CREDENTIALS"]);
    expect(env("gcs", "access_token")).toEqual(["CLOUDG_OAUTH_ACCESS_TOKEN"]);
    expect(env("gcs", "encryption_key")).toEqual(["CLOUDG_ENCRYPTION_KEY"]);
    expect(env("gcs", "kms_encryption_key")).toEqual(["CLOUDG_KMS_ENCRYPTION_KEY"]);
    expect(env("gcs", "storage_custom_endpoint")).toEqual([
      "CLOUDG_BACKEND_STORAGE_CUSTOM_ENDPOINT",
      "CLOUDG_STORAGE_CUSTOM_ENDPOINT",
    ]);
    expect(env("gcs", "impersonate_service_account")).toEqual([
      "CLOUDG_BACKEND_IMPERSONATE_SERVICE_ACCOUNT",
      "CLOUDG_IMPERSONATE_SERVICE_ACCOUNT",
    ]);
    expect(env("oss", "ecs_role_name")).toEqual(["CLOUDA_ECS_ROLE_NAME"]);
    expect(env("oss", "tablestore_endpoint")).toEqual(["CLOUDA_TABLESTORE_ENDPOINT"]);
  });

  it("marks the keys beyond <kit>'s types", () => {
    const beyond = (kind: "oss" | "cos" | "gcs") =>
      typeSpecs[kind].fields.filter((f) => f.beyondType).map((f) => f.name);
    expect(beyond("oss")).toEqual(["tablestore_instance_name"]);
    expect(beyond("cos")).toEqual(["cam_role_name", "profile", "shared_credentials_dir"]);
    expect(beyond("gcs")).toEqual(["storage_custom_endpoint"]);
  });
});

describe("hasSince", () => {
  it.each([
    ["1.1.0", "1.1.0", true],
    ["1.0.11", "1.1.0", false],
    ["2.0.0", "1.12.0", true],
    ["1.1.0+build.7", "1.1.0", true],
    // A pre-release may lack what its release has: whether it has what came with a version cannot be told.
    ["1.1.0-beta1", "1.1.0", undefined],
    ["1.1.0-rc.1+build", "1.1.0", undefined],
    ["1.0.99-alpha", "1.1.0", undefined],
    ["2.0.0-beta1", "1.1.0", undefined],
  ])("%s has what came with %s: %s", (version, since, expected) => {
    expect(hasSince(version, since)).toBe(expected);
  });

  it.each([
    ["1.1.0", false],
    ["1.1.0+build.7", false],
    ["1.1.0-beta1", true],
    ["1.6.0-rc.1", true],
    ["not a version", true],
  ])("%s is a pre-release: %s", (version, expected) => {
    expect(isPreRelease(version)).toBe(expected);
  });
});

describe("refusesString: strings the tool cannot read as a boolean or a number (docs/behaviour.md#every-store)", () => {
  it.each([
    ["boolean", "yes"],
    ["boolean", "no"],
    ["boolean", "on"],
    ["boolean", "enabled"],
    ["boolean", "truee"],
    ["number", "1h"],
    ["number", "1,800"],
    ["number", "two hours"],
    ["number", "1800s"],
  ] as const)("a %s is refused for %j", (type, text) => {
    expect(refusesString(type, text)).toBe(true);
  });

  it.each([
    // What the tool converts.
    ["boolean", "true"],
    ["boolean", "false"],
    ["number", "1800"],
    ["number", "-1"],
    ["number", "1800.5"],
    // Forms whose reading is not on record: left alone rather than guessed.
    ["boolean", "TRUE"],
    ["boolean", "True"],
    ["boolean", "t"],
    ["boolean", "1"],
    ["boolean", "0"],
    ["boolean", " true "],
    ["boolean", ""],
    ["number", " 1800"],
    ["number", "1e3"],
    ["number", "1_800"],
    ["number", "0x10"],
    ["number", "0o17"],
    ["number", "0b101"],
    ["number", "Infinity"],
    ["number", "-inf"],
    ["number", "NaN"],
    ["number", ".5"],
    ["number", ""],
    ["number", "   "],
  ] as const)("a %s is not refused for %j", (type, text) => {
    expect(refusesString(type, text)).toBe(false);
  });
});
