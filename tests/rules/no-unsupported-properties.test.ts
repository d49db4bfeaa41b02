import rule from "../../rules/no-unsupported-properties.js";
import {
  backendJson,
  remoteStateJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  type Valid,
  dedent,
  inHcl,
} from "../rule-tester.js";

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;
type EslintValid = import("eslint").RuleTester.ValidTestCase;

type MessageId = MessageIdOf<typeof rule>;
const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const settings = (toolVersion: string, extra: object = {}) => ({ "backend-config": { toolVersion, ...extra } });

/** Lints with `settings["backend-config"].toolVersion`. */
function valid(code: string, toolVersion: string | undefined, modes?: Valid["modes"]): Valid {
  return { code, ...(toolVersion !== undefined && { settings: settings(toolVersion) }), ...(modes && { modes }) };
}

/**
 * One finding per `[property, since, messageId]`, at the marked places in order, with the configured version shown as
 * `version`. The messageId says when the tool rejects the attribute: `unsupported` (a backend, at init, the
 * default), `unsupportedRead` (a remote-state data source, when it is read), `unsupportedEither`.
 */
function invalid(
  code: string,
  toolVersion: string,
  version: string,
  findings: readonly (readonly [property: string, since: string, messageId?: MessageId])[],
  modes?: Invalid<MessageId>["modes"],
  extraSettings?: object,
): Invalid<MessageId> {
  return {
    code,
    settings: settings(toolVersion, extraSettings),
    ...(modes && { modes }),
    errors: findings.map(([property, since, messageId = "unsupported"]) => ({
      messageId,
      data: { property, since, version },
    })),
  };
}

const flattened = `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", stsEndpoint: "sts.example.com", profile: "ci" });`;
const ossBlock = `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s" } });`;
/**
 * Every COS property with a since-version: accelerate 1.3.0, assumeRole 1.4.0, endpoint and domain 1.6.0, and the
 * keys beyond the type 1.10.0.
 */
const cosAll = dedent`
  ${cos}new CosBackend(scope, {
    bucket: "b",
    accelerate: true,
    assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 3600, externalId: "x" },
    endpoint: "https://cos-internal.ap-guangzhou.example.com",
    domain: "example.com",
    profile: "ci",
    sharedCredentialsDir: "~/.cos",
    camRoleName: "runner",
  });`;
/**
 * Every GCS property with a since-version on the data source: accessToken 0.12.10, impersonation 0.14.0,
 * kmsEncryptionKey and the endpoint (JavaScript's working spelling) 1.4.0.
 */
const gcsAll = dedent`
  ${gcs}new DataToolRemoteStateGcs(scope, "r", {
    bucket: "b",
    accessToken: "<ACCESS_TOKEN>",
    impersonateServiceAccount: "state@p.iam.gserviceaccount.com",
    impersonateServiceAccountDelegates: ["ci@p.iam.gserviceaccount.com"],
    kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k",
    storageCustomEndpoint: "https://psc.example.com/storage/v1/b",
  });`;

testRule("no-unsupported-properties", rule, {
  valid: [
    "",
    // Silent unless a tool version is configured.
    flattened,
    cosAll,
    gcsAll,
    valid(flattened, "1.1.0"),
    valid(flattened, "v1.1.0"),
    valid(flattened, "2.0.0"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`, "1.0.11"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", profile: "ci", sharedCredentialsFile: "~/.creds" });`, "0.12.8"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", ecsRoleName: "tool" });`, "0.12.14"),
    // A pre-release may lack what its release has, and may have what a later release has: silent rather than guess,
    // before, at and after the version a property came with.
    valid(`${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: "{}" });`, "1.1.0-beta1"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: "{}", stsEndpoint: "s" });`, "1.0.11-beta1"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`, "v1.0.11-rc.1"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "sts.example.com" });`, "0.1.0-alpha"),
    valid(cosAll, "1.10.0-alpha.2"),
    valid(cosAll, "1.2.0-beta1"),
    valid(gcsAll, "1.4.0-beta1"),
    valid(gcsAll, "0.12.9-rc.1"),
    valid(
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", tablestore_instance_name: "locks" });`,
      "1.12.0-beta1",
    ),
    // The deprecated block from 0.12.6 (the way to assume a role on a tool older than 1.1.0); properties always there.
    valid(ossBlock, "0.12.6"),
    valid(`${oss}new OssBackend(scope, { bucket: "b", region: "r", acl: "private", encrypt: true });`, "0.1.0"),
    // OSS tablestoreInstanceName, beyond the type (JavaScript), from 1.12.0.
    valid(
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", tablestoreEndpoint: "https://ots.example.com", tablestoreInstanceName: "locks" });`,
      "1.12.0",
    ),
    // Every COS and GCS property at the version it came with: the COS block from 1.4.0, the keys beyond the type
    // (and the block's externalId) from 1.10.0.
    valid(cosAll, "1.10.0"),
    valid(gcsAll, "1.4.0"),
    valid(
      `${cos}new CosBackend(scope, { bucket: "b", accelerate: true, assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60 } });`,
      "1.4.0",
    ),
    valid(
      `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "<ACCESS_TOKEN>", impersonateServiceAccount: "sa" });`,
      "0.14.0",
    ),
    // The typed spelling has no version: the tool rejects it always (no-unknown-properties says so), not only old ones.
    valid(
      `${gcs}new GcsBackend(scope, { bucket: "b", storeageCustomEndpoint: "https://psc.example.com/storage/v1/b" });`,
      "0.12.0",
    ),
    // Unset values do not reach the tool.
    valid(`${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: undefined, stsEndpoint: null });`, "1.0.0"),
    valid(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: process.env.CLOUDA_ASSUME_ROLE_ARN });`,
      "1.0.0",
    ),
    valid(
      `${cos}new CosBackend(scope, { bucket: "b", accelerate: undefined, endpoint: process.env.COS_ENDPOINT });`,
      "1.0.0",
    ),
    // Not a configuration.
    valid(`const task = { assumeRoleRoleArn: "arn" };`, "1.0.0"),
    // A later spread may override it with nothing.
    valid(`${oss}new OssBackend(scope, { bucket: "b", stsEndpoint: "s", ...overrides });`, "1.0.0"),
    // Without types, a configuration assigned to a variable declared earlier is not found.
    valid(
      dedent`
        import type { OssBackendConfig } from "kit";
        let state: OssBackendConfig;
        state = { bucket: "b", stsEndpoint: "s" };`,
      "1.0.0",
      ["ts"],
    ),
    // A part of a configuration (`Partial<..>`) is checked where it is spread into one (below), not by itself.
    valid(
      `import type { OssBackendConfig } from "kit";\nexport const part: Partial<OssBackendConfig> = { stsEndpoint: "s" };`,
      "1.0.0",
      ["ts", "typed"],
    ),
    // Types give the value: a string that may be undefined may leave the property unset.
    valid(
      `declare const ARN: string | undefined;\n${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: ARN });`,
      "1.0.0",
      ["typed"],
    ),
  ],
  invalid: [
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleRoleArn: "arn"⟧, stsEndpoint: "sts.example.com", profile: "ci" });`,
      "1.0.11",
      "1.0.11",
      [["assumeRoleRoleArn", "1.1.0"]],
    ),
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleRoleArn: "arn"⟧, ⟦stsEndpoint: "sts.example.com"⟧, ⟦profile: "ci"⟧ });`,
      "0.12.7",
      "0.12.7",
      [
        ["assumeRoleRoleArn", "1.1.0"],
        ["stsEndpoint", "1.0.11"],
        ["profile", "0.12.8"],
      ],
    ),
    // A leading `v` is accepted and left out of the message.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleRoleArn: "arn"⟧, ⟦stsEndpoint: "sts.example.com"⟧, profile: "ci" });`,
      "v1.0.10",
      "1.0.10",
      [
        ["assumeRoleRoleArn", "1.1.0"],
        ["stsEndpoint", "1.0.11"],
      ],
    ),
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦ecsRoleName: "tool"⟧, sharedCredentialsFile: "~/.creds" });`,
      "0.12.13",
      "0.12.13",
      [["ecsRoleName", "0.12.14"]],
    ),
    // The OSS block came with 0.12.6: reported whole, its fields not again.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn", sessionName: "s" }⟧ });`,
      "0.12.5",
      "0.12.5",
      [["assumeRole", "0.12.6"]],
    ),
    // OSS tablestoreInstanceName, beyond the type (JavaScript), from 1.12.0.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", ⟦tablestoreInstanceName: "locks"⟧ });`,
      "1.11.9",
      "1.11.9",
      [["tablestoreInstanceName", "1.12.0"]],
    ),
    // Any value reaches the tool as the attribute, the empty string and unknown values too.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionName: ""⟧, ⟦assumeRoleSessionExpiration: pick()⟧ });`,
      "1.0.0",
      "1.0.0",
      [
        ["assumeRoleSessionName", "1.1.0"],
        ["assumeRoleSessionExpiration", "1.1.0"],
      ],
    ),
    // Named as written.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦sts_endpoint: "s"⟧ });`, "1.0.0", "1.0.0", [
      ["sts_endpoint", "1.0.11"],
    ]),
    // A shared spread constant: reported once, where it is written.
    invalid(
      dedent`
        ${oss}const base = { region: "r", ⟦stsEndpoint: "s"⟧ };
        new OssBackend(scope, { ...base, bucket: "a" });
        new OssBackend(scope, { ...base, bucket: "b" });`,
      "1.0.0",
      "1.0.0",
      [["stsEndpoint", "1.0.11"]],
    ),
    // COS, a backend: each property older tools lack; the block whole.
    invalid(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          ⟦accelerate: true⟧,
          ⟦assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 3600, externalId: "x" }⟧,
          ⟦endpoint: "https://cos-internal.ap-guangzhou.example.com"⟧,
          ⟦domain: "example.com"⟧,
          ⟦profile: "ci"⟧,
          ⟦sharedCredentialsDir: "~/.cos"⟧,
          ⟦camRoleName: "runner"⟧,
        });`,
      "1.2.0",
      "1.2.0",
      [
        ["accelerate", "1.3.0"],
        ["assumeRole", "1.4.0"],
        ["endpoint", "1.6.0"],
        ["domain", "1.6.0"],
        ["profile", "1.10.0"],
        ["sharedCredentialsDir", "1.10.0"],
        ["camRoleName", "1.10.0"],
      ],
    ),
    // The COS block came with 1.4.0: on 1.3.x it is reported whole.
    invalid(
      `${cos}new CosBackend(scope, { bucket: "b", accelerate: true, ⟦assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60 }⟧ });`,
      "1.3.9",
      "1.3.9",
      [["assumeRole", "1.4.0"]],
    ),
    // The block known, a field of it not yet: reported by its path.
    invalid(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          accelerate: true,
          assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 3600, ⟦externalId: "x"⟧ },
          endpoint: "https://cos-internal.ap-guangzhou.example.com",
          domain: "example.com",
          ⟦profile: "ci"⟧,
          ⟦sharedCredentialsDir: "~/.cos"⟧,
          ⟦camRoleName: "runner"⟧,
        });`,
      "1.9.9",
      "1.9.9",
      [
        ["assumeRole.externalId", "1.10.0"],
        ["profile", "1.10.0"],
        ["sharedCredentialsDir", "1.10.0"],
        ["camRoleName", "1.10.0"],
      ],
    ),
    invalid(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          accelerate: true,
          assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 3600, ⟦externalId: "x"⟧ },
          endpoint: "https://cos-internal.ap-guangzhou.example.com",
          domain: "example.com",
          ⟦profile: "ci"⟧,
          ⟦sharedCredentialsDir: "~/.cos"⟧,
          ⟦camRoleName: "runner"⟧,
        });`,
      "1.6.0",
      "1.6.0",
      [
        ["assumeRole.externalId", "1.10.0"],
        ["profile", "1.10.0"],
        ["sharedCredentialsDir", "1.10.0"],
        ["camRoleName", "1.10.0"],
      ],
    ),
    // GCS, a remote-state data source: the tool rejects the attribute when the remote state is read.
    invalid(
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "r", {
          bucket: "b",
          ⟦accessToken: "<ACCESS_TOKEN>"⟧,
          ⟦impersonateServiceAccount: "state@p.iam.gserviceaccount.com"⟧,
          ⟦impersonateServiceAccountDelegates: ["ci@p.iam.gserviceaccount.com"]⟧,
          ⟦kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k"⟧,
          ⟦storageCustomEndpoint: "https://psc.example.com/storage/v1/b"⟧,
        });`,
      "0.12.9",
      "0.12.9",
      [
        ["accessToken", "0.12.10", "unsupportedRead"],
        ["impersonateServiceAccount", "0.14.0", "unsupportedRead"],
        ["impersonateServiceAccountDelegates", "0.14.0", "unsupportedRead"],
        ["kmsEncryptionKey", "1.4.0", "unsupportedRead"],
        ["storageCustomEndpoint", "1.4.0", "unsupportedRead"],
      ],
    ),
    invalid(
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "r", {
          bucket: "b",
          accessToken: "<ACCESS_TOKEN>",
          impersonateServiceAccount: "state@p.iam.gserviceaccount.com",
          impersonateServiceAccountDelegates: ["ci@p.iam.gserviceaccount.com"],
          ⟦kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k"⟧,
          ⟦storageCustomEndpoint: "https://psc.example.com/storage/v1/b"⟧,
        });`,
      "1.3.9",
      "1.3.9",
      [
        ["kmsEncryptionKey", "1.4.0", "unsupportedRead"],
        ["storageCustomEndpoint", "1.4.0", "unsupportedRead"],
      ],
    ),
    // The GCS backend rejects it at init.
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦kms_encryption_key: "projects/p/locations/l/keyRings/r/cryptoKeys/k"⟧, accessToken: "<ACCESS_TOKEN>" });`,
      "0.13.0",
      "0.13.0",
      [["kms_encryption_key", "1.4.0"]],
    ),
    // A GCS type name from settings may be either.
    invalid(
      `type StateConfig = object;\nconst s = { bucket: "b", ⟦impersonateServiceAccount: "sa"⟧ } satisfies StateConfig;`,
      "0.13.0",
      "0.13.0",
      [["impersonateServiceAccount", "0.14.0", "unsupportedEither"]],
      ["ts", "typed"],
      { typeNames: { gcs: ["StateConfig"] } },
    ),
    invalid(
      `import type { OssBackendConfig } from "kit";\n` +
        `export const state = { bucket: "b", ⟦assumeRoleRoleArn: "arn" as const⟧ } satisfies OssBackendConfig;`,
      "1.0.0",
      "1.0.0",
      [["assumeRoleRoleArn", "1.1.0"]],
      ["ts", "typed"],
    ),
    // A part of a configuration, spread into one: reported where it is written.
    invalid(
      dedent`
        import type { OssBackendConfig } from "kit";
        ${oss}const part: Partial<OssBackendConfig> = { ⟦stsEndpoint: "s"⟧ };
        new OssBackend(scope, { ...part, bucket: "b" });`,
      "1.0.0",
      "1.0.0",
      [["stsEndpoint", "1.0.11"]],
      ["ts", "typed"],
    ),
    // Without types, a declared string is taken to be set.
    invalid(
      `declare const ARN: string | undefined;\n${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleRoleArn: ARN⟧ });`,
      "1.0.0",
      "1.0.0",
      [["assumeRoleRoleArn", "1.1.0"]],
      ["ts"],
    ),
    // Types find the configuration: assigned to a variable declared earlier.
    invalid(
      dedent`
        import type { OssBackendConfig } from "kit";
        let state: OssBackendConfig;
        state = { bucket: "b", ⟦stsEndpoint: "s"⟧ };`,
      "1.0.0",
      "1.0.0",
      [["stsEndpoint", "1.0.11"]],
      ["typed"],
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];
const validInLanguage = (cases: readonly Valid[]) => cases as unknown as readonly EslintValid[];

const javaFlattened = inJava`
  var c = OssBackendConfig.builder()
      .bucket("b")
      .assumeRoleRoleArn("arn")
      .stsEndpoint("sts.example.com")
      .build();`;
const javaGcs = inJava`
  var c = DataToolRemoteStateGcsConfig.builder()
      .bucket("b")
      .accessToken("<ACCESS_TOKEN>")
      .impersonateServiceAccount("state@p.iam.gserviceaccount.com")
      .impersonateServiceAccountDelegates(List.of("ci@p.iam.gserviceaccount.com"))
      .kmsEncryptionKey("projects/p/locations/l/keyRings/r/cryptoKeys/k")
      .build();`;
const javaOssBlock = inJava(
  `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("arn").build()).build();`,
);
const javaCosBlock = inJava(
  `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn("a").sessionName("s").build()).build();`,
);
const csharpCos = inCSharp`
  var c = new CosBackendConfig
  {
      Bucket = "b",
      Accelerate = true,
      AssumeRole = new CosBackendAssumeRole { RoleArn = "a", SessionName = "s", SessionDuration = 3600 },
      Endpoint = "https://cos-internal.ap-guangzhou.example.com",
      Domain = "example.com",
  };`;
const csharpFlattened = inCSharp`
  var c = new OssBackendConfig
  {
      Bucket = "b",
      AssumeRoleRoleArn = "arn",
      StsEndpoint = "sts.example.com",
  };`;

testRuleIn("java", "no-unsupported-properties", rule, {
  valid: validInLanguage([
    // No configured version, or one that has them all.
    valid(javaFlattened, undefined),
    valid(javaFlattened, "1.1.0"),
    // Unset values do not reach the tool: null, an environment read that may be unset.
    valid(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn(null).profile(System.getenv("CLOUDA_PROFILE")).build();`,
      ),
      "0.12.0",
    ),
    // A setter that may not run (as a conditional spread in TypeScript) is not in effect for certain.
    valid(
      inJava`
        var b = OssBackendConfig.builder().bucket("b");
        if (shared) {
          b.sharedCredentialsFile("./credentials");
        }
        var c = b.build();`,
      "0.12.0",
    ),
    // The GCS builder: every setter at the version it came with; silent on a pre-release, before the version too.
    valid(javaGcs, "1.4.0"),
    valid(javaGcs, "1.4.0-rc.1"),
    valid(javaGcs, "0.12.9-beta1"),
    // The COS block from 1.4.0.
    valid(javaCosBlock, "1.4.0"),
    // The typed spelling has no version (the tool rejects it always: no-unknown-properties).
    valid(
      inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").storeageCustomEndpoint("https://psc.example.com/storage/v1/b").build();`,
      ),
      "0.12.0",
    ),
    // The deprecated OSS block from 0.12.6.
    valid(javaOssBlock, "0.12.6"),
  ]),
  invalid: inLanguage([
    invalid(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRoleRoleArn("arn")⟧
            ⟦.stsEndpoint("sts.example.com")⟧
            .build();`,
      "1.0.0",
      "1.0.0",
      [
        ["assumeRoleRoleArn", "1.1.0"],
        ["stsEndpoint", "1.0.11"],
      ],
    ),
    // A long literal; a local builder with its setters in later statements.
    invalid(
      inJava`
        var b = new OssBackendConfig.Builder().bucket("b")⟦.assumeRoleSessionExpiration(4000L)⟧;
        b⟦.profile("ci")⟧;
        var c = b.build();`,
      "0.12.0",
      "0.12.0",
      [
        ["assumeRoleSessionExpiration", "1.1.0"],
        ["profile", "0.12.8"],
      ],
    ),
    // The GCS builder of the remote-state data source: rejected when the remote state is read.
    invalid(
      inJava`
        var c = DataToolRemoteStateGcsConfig.builder()
            .bucket("b")
            ⟦.accessToken("<ACCESS_TOKEN>")⟧
            ⟦.impersonateServiceAccount("state@p.iam.gserviceaccount.com")⟧
            ⟦.impersonateServiceAccountDelegates(List.of("ci@p.iam.gserviceaccount.com"))⟧
            ⟦.kmsEncryptionKey("projects/p/locations/l/keyRings/r/cryptoKeys/k")⟧
            .build();`,
      "0.12.9",
      "0.12.9",
      [
        ["accessToken", "0.12.10", "unsupportedRead"],
        ["impersonateServiceAccount", "0.14.0", "unsupportedRead"],
        ["impersonateServiceAccountDelegates", "0.14.0", "unsupportedRead"],
        ["kmsEncryptionKey", "1.4.0", "unsupportedRead"],
      ],
    ),
    invalid(
      inJava`
        var c = DataToolRemoteStateGcsConfig.builder()
            .bucket("b")
            .accessToken("<ACCESS_TOKEN>")
            .impersonateServiceAccount("state@p.iam.gserviceaccount.com")
            .impersonateServiceAccountDelegates(List.of("ci@p.iam.gserviceaccount.com"))
            ⟦.kmsEncryptionKey("projects/p/locations/l/keyRings/r/cryptoKeys/k")⟧
            .build();`,
      "0.14.0",
      "0.14.0",
      [["kmsEncryptionKey", "1.4.0", "unsupportedRead"]],
    ),
    // The COS block before 1.4.0: reported whole.
    invalid(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b")⟦.assumeRole(CosBackendAssumeRole.builder().roleArn("a").sessionName("s").build())⟧.build();`,
      ),
      "1.3.0",
      "1.3.0",
      [["assumeRole", "1.4.0"]],
    ),
    // The GCS backend's builder: rejected at init.
    invalid(
      inJava(`    var c = GcsBackendConfig.builder().bucket("b")⟦.accessToken("<ACCESS_TOKEN>")⟧.build();`),
      "0.12.9",
      "0.12.9",
      [["accessToken", "0.12.10"]],
    ),
    // The OSS block before 0.12.6: reported whole.
    invalid(
      inJava(
        `    var c = OssBackendConfig.builder().bucket("b")⟦.assumeRole(OssAssumeRole.builder().roleArn("arn").build())⟧.build();`,
      ),
      "0.12.5",
      "0.12.5",
      [["assumeRole", "0.12.6"]],
    ),
  ]),
});

testRuleIn("csharp", "no-unsupported-properties", rule, {
  valid: validInLanguage([
    valid(csharpFlattened, undefined),
    valid(csharpFlattened, "1.1.0"),
    valid(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", AssumeRolePolicy = null, Profile = Environment.GetEnvironmentVariable("CLOUDA_PROFILE") };`,
      ),
      "0.12.0",
    ),
    valid(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b" };\n    if (shared) c.SharedCredentialsFile = "./credentials";`,
      ),
      "0.12.0",
    ),
    // The COS initializer: every property at the version it came with; silent on a pre-release, before the
    // version too; null is unset.
    valid(csharpCos, "1.6.0"),
    valid(csharpCos, "1.6.0-beta1"),
    valid(csharpCos, "1.2.0-beta1"),
    valid(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", Accelerate = null, Domain = Environment.GetEnvironmentVariable("CLOUDB_DOMAIN") };`,
      ),
      "1.0.0",
    ),
  ]),
  invalid: inLanguage([
    invalid(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦AssumeRoleRoleArn = "arn"⟧,
            ⟦StsEndpoint = "sts.example.com"⟧,
        };`,
      "1.0.0",
      "1.0.0",
      [
        ["AssumeRoleRoleArn", "1.1.0"],
        ["StsEndpoint", "1.0.11"],
      ],
    ),
    // Digit separators, target-typed `new()`, and an assignment after construction.
    invalid(
      dedent`
        class Main {
          void Run() {
            new OssBackend(this, new() { Bucket = "b", ⟦AssumeRoleSessionExpiration = 1_800⟧ });
            var c = new OssBackendConfig { Bucket = "b" };
            ⟦c.EcsRoleName = "node"⟧;
          }
        }
      `,
      "0.12.0",
      "0.12.0",
      [
        ["AssumeRoleSessionExpiration", "1.1.0"],
        ["EcsRoleName", "0.12.14"],
      ],
    ),
    // COS: accelerate 1.3.0, the assumeRole block 1.4.0 (reported whole), endpoint and domain 1.6.0.
    invalid(
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            ⟦Accelerate = true⟧,
            ⟦AssumeRole = new CosBackendAssumeRole { RoleArn = "a", SessionName = "s", SessionDuration = 3600 }⟧,
            ⟦Endpoint = "https://cos-internal.ap-guangzhou.example.com"⟧,
            ⟦Domain = "example.com"⟧,
        };`,
      "1.2.0",
      "1.2.0",
      [
        ["Accelerate", "1.3.0"],
        ["AssumeRole", "1.4.0"],
        ["Endpoint", "1.6.0"],
        ["Domain", "1.6.0"],
      ],
    ),
    invalid(
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            Accelerate = true,
            AssumeRole = new CosBackendAssumeRole { RoleArn = "a", SessionName = "s", SessionDuration = 3600 },
            ⟦Endpoint = "https://cos-internal.ap-guangzhou.example.com"⟧,
            ⟦Domain = "example.com"⟧,
        };`,
      "1.4.0",
      "1.4.0",
      [
        ["Endpoint", "1.6.0"],
        ["Domain", "1.6.0"],
      ],
    ),
    invalid(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", ⟦AssumeRole = new CosBackendAssumeRole { RoleArn = "a", SessionName = "s" }⟧ };`,
      ),
      "1.3.9",
      "1.3.9",
      [["AssumeRole", "1.4.0"]],
    ),
    // A later assignment; a remote-state data source, rejected when it is read.
    invalid(
      dedent`
        class Main {
          void Run() {
            var c = new CosBackendConfig { Bucket = "b" };
            ⟦c.Accelerate = true⟧;
            var r = new DataToolRemoteStateGcsConfig { Bucket = "b", ⟦AccessToken = "<ACCESS_TOKEN>"⟧ };
          }
        }
      `,
      "0.12.9",
      "0.12.9",
      [
        ["Accelerate", "1.3.0"],
        ["AccessToken", "0.12.10", "unsupportedRead"],
      ],
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
const JSON_KMS = "projects/p/locations/l/keyRings/r/cryptoKeys/k";
const TOOL_1_2 = { "backend-config": { toolVersion: "1.2.0" } };
const COS_JSON_ALL = [
  '"bucket": "b"',
  '"accelerate": true',
  '"assume_role": { "role_arn": "a", "session_name": "s", "session_duration": 3600, "external_id": "x" }',
  '"profile": "ci"',
  '"shared_credentials_dir": "/etc/cos"',
  '"cam_role_name": "runner"',
];
const COS_JSON_ALL_MARKED = [
  '"bucket": "b"',
  '"accelerate": true',
  '"assume_role": { "role_arn": "a", "session_name": "s", "session_duration": 3600, ⟦"external_id": "x"⟧ }',
  '⟦"profile": "ci"⟧',
  '⟦"shared_credentials_dir": "/etc/cos"⟧',
  '⟦"cam_role_name": "runner"⟧',
];
const tool = (toolVersion: string) => ({ "backend-config": { toolVersion } });
testRuleInJson("no-unsupported-properties", rule, {
  valid: [
    { code: backendJson("cos", '"bucket": "b"', '"region": "r"'), settings: TOOL_1_2 },
    // Without a configured version, nothing is reported.
    backendJson("cos", '"bucket": "b"', '"accelerate": true'),
    // COS: the block from 1.4.0, the keys beyond <kit>'s type and the block's external_id from 1.10.0.
    { code: backendJson("cos", ...COS_JSON_ALL), settings: tool("1.10.0") },
    {
      code: backendJson("cos", '"bucket": "b"', '"assume_role": { "role_arn": "a", "session_name": "s" }'),
      settings: tool("1.4.0"),
    },
    // A pre-release may lack what its release has: silent rather than guess.
    { code: backendJson("cos", ...COS_JSON_ALL), settings: tool("1.10.0-beta1") },
    { code: backendJson("cos", ...COS_JSON_ALL), settings: tool("1.1.0-beta1") },
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', `"kms_encryption_key": "${JSON_KMS}"`]),
      settings: tool("1.1.0-rc.1"),
    },
  ],
  invalid: [
    {
      code: backendJson(
        "cos",
        '"bucket": "b"',
        '⟦"assume_role": { "role_arn": "a", "session_name": "s", "session_duration": 3600, "external_id": "x" }⟧',
      ),
      settings: tool("1.3.9"),
      errors: [{ messageId: "unsupported", data: { property: "assume_role", since: "1.4.0", version: "1.3.9" } }],
    },
    {
      code: backendJson("cos", ...COS_JSON_ALL_MARKED),
      settings: tool("1.9.0"),
      errors: ["assume_role.external_id", "profile", "shared_credentials_dir", "cam_role_name"].map((property) => ({
        messageId: "unsupported",
        data: { property, since: "1.10.0", version: "1.9.0" },
      })),
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"accelerate": true⟧'),
      settings: TOOL_1_2,
      errors: [{ messageId: "unsupported", data: { property: "accelerate", since: "1.3.0", version: "1.2.0" } }],
    },
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', `⟦"kms_encryption_key": "${JSON_KMS}"⟧`]),
      settings: TOOL_1_2,
      errors: [
        { messageId: "unsupportedRead", data: { property: "kms_encryption_key", since: "1.4.0", version: "1.2.0" } },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-unsupported-properties", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket               = "b"
          ⟦assume_role_role_arn = "arn"⟧
        }`,
      settings: { "backend-config": { toolVersion: "1.0.0" } },
      errors: [
        {
          message:
            '"assume_role_role_arn" is available from tool version 1.1.0; the configured version 1.0.0 rejects it at init.',
        },
      ],
    },
  ],
});
