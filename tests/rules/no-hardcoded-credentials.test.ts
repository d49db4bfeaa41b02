import rule from "../../rules/no-hardcoded-credentials.js";
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
  dedent,
  inHcl,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

/** Where a credential belongs, as a message says it: every secret field has environment variables (the schema's `env`). */
const IN_ENVIRONMENT = "set it in the tool's environment instead";

/** What the remove suggestion says to do next: set the variables the tool reads for the field (the schema's `env`). */
const ADVICE = {
  accessKey: "set CLOUDA_ACCESS_KEY or CLOUDA_ACCESS_KEY_ID in the tool's environment",
  ossSecretKey: "set CLOUDA_SECRET_KEY or CLOUDA_ACCESS_KEY_SECRET in the tool's environment",
  ossSecurityToken: "set CLOUDA_SECURITY_TOKEN in the tool's environment",
  secretId: "set CLOUDB_SECRET_ID in the tool's environment",
  cosSecretKey: "set CLOUDB_SECRET_KEY in the tool's environment",
  cosSecurityToken: "set CLOUDB_SECURITY_TOKEN in the tool's environment",
  accessToken: "set CLOUDG_OAUTH_ACCESS_TOKEN in the tool's environment",
  encryptionKey: "set CLOUDG_ENCRYPTION_KEY in the tool's environment",
  credentials: "set CLOUDG_BACKEND_CREDENTIALS or CLOUDG_CREDENTIALS in the tool's environment",
} as const;

interface Expected {
  /** The property as written (the message's name for it). */
  property: string;
  /** What the remove suggestion says to do next (ADVICE). */
  advice: string;
  /** For key material: what the value holds. */
  source?: string;
  /** The output of the remove suggestion; none when the property may not be edited (a shared constant). */
  removed?: string;
  modes?: Invalid<MessageId>["modes"];
}

/** One report at the marked place, a credential (or, with `source`, key material), with its remove suggestion. */
function reported(code: string, expected: Expected): Invalid<MessageId> {
  const { property, advice, source, removed, modes } = expected;
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: source === undefined ? "hardcoded" : "keyMaterial",
        data: source === undefined ? { property, advice: IN_ENVIRONMENT } : { property, source },
        suggestions:
          removed === undefined ? [] : [{ messageId: "remove", data: { property, advice }, output: removed }],
      },
    ],
  };
}

/** Reports as `reported` gives them, several on one file: at the marked places, in order. */
function reportsIn(code: string, reports: readonly Expected[]) {
  return { code, errors: reports.flatMap((expected) => reported(code, expected).errors) };
}

/** A report at the marked property whose suggestion removes it (with the `, ` before it), giving `removed`. */
function removable(code: string, removed: string, expected: Omit<Expected, "removed">): Invalid<MessageId> {
  return reported(code, { ...expected, removed });
}

testRule("no-hardcoded-credentials", rule, {
  valid: [
    "",
    // Read at run time: the environment, a call, a constant that holds either.
    `${oss}new OssBackend(scope, { bucket: "b", accessKey: process.env.CLOUDA_ACCESS_KEY, secretKey: process.env["CLOUDA_SECRET_KEY"] });`,
    `${oss}const key = process.env.STATE_KEY;\nnew OssBackend(scope, { bucket: "b", accessKey: key });`,
    `${cos}new CosBackend(scope, { bucket: "b", secretId: vault.read("state/id"), secretKey: secretKey(), securityToken: await sts() });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: token, encryptionKey: keys.state });`,
    // A template or a sum with a part not known before run time.
    `${oss}new OssBackend(scope, { bucket: "b", secretKey: \`\${prefix}-key\`, securityToken: "v1." + token });`,
    // Unset: empty, undefined, null.
    `${oss}new OssBackend(scope, { bucket: "b", accessKey: "", secretKey: undefined, securityToken: null });`,
    // A file read into a token at run time, like an environment read; only `credentials` names a key file.
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: readFileSync("/run/secrets/token", "utf8") });`,
    // An interpolation: the data source replaces it at run time; a backend takes it literally (no-interpolation).
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "\${var.token}" });`,
    `${oss}new OssBackend(scope, { bucket: "b", secretKey: "\${var.secret_key}" });`,
    // `encryptionKey` as the path of a key file (the tool reads a value that names an existing file): no secret.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "./keys/state.key" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "~/keys/state" });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", encryptionKey: "/run/secrets/state-key" });`,
    `${gcs}const KEY_FILE = "C:\\\\keys\\\\state";\nnew GcsBackend(scope, { bucket: "b", encryptionKey: KEY_FILE });`,
    // `${..}` is no literal secret on the data source (it may interpolate), in any secret field; on a backend a
    // placeholder is no secret either (no-interpolation reports it there).
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", encryptionKey: "\${STATE_KEY}" });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", credentials: '{"type":"service_account","private_key":"\${var.pk}"}' });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "\${STATE_KEY}" });`,
    // Text in `credentials` that is no JSON object with a value: malformed (valid-credentials reports it), or empty.
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: '{"type": "service_account",' });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: '["service_account"]' });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "{}" });`,
    // `credentials` as a path, in any form.
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./keys/state.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "C:\\\\keys\\\\{team}.json" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: path.join(dir, "key.json") });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: process.env.CLOUDG_CREDENTIALS });`,
    // Not a secret field, an unknown key (no-unknown-properties), another type's field, or no configuration.
    `${oss}new OssBackend(scope, { bucket: "b", profile: "ci", sharedCredentialsFile: "~/.cloud/credentials", region: "r" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k" });`,
    `${oss}new OssBackend(scope, { bucket: "b", password: "hunter2" });`,
    `${cos}new CosBackend(scope, { bucket: "b", accessToken: "t" });`,
    `const login = { accessKey: "AKIA", secretKey: "s", credentials: "{}" };`,
    // A value that is no credential at all.
    `${oss}new OssBackend(scope, { bucket: "b", accessKey: true });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: [], credentials: ["./key.json"] });`,
    // Untyped, a declared constant is not known; typed, its literal type is (see the invalid cases).
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const KEY: "<SECRET_KEY>";
        export const c: OssBackendConfig = { bucket: "b", secretKey: KEY };`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const KEY: string;
        export const c: GcsBackendConfig = { bucket: "b", accessToken: KEY };`,
      modes: ["ts", "typed"],
    },
    // Untyped, a helper's parameter is not known to be a configuration.
    {
      code: dedent`
        import type { CosBackendConfig } from "kit";
        function state(c: CosBackendConfig) {}
        state({ bucket: "b", secretKey: "<SECRET_KEY>" });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // Each secret field of each type, with the variables the tool reads for it (docs/behaviour.md's tables).
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦accessKey: "<ACCESS_KEY>"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        property: "accessKey",
        advice: ADVICE.accessKey,
      },
    ),
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦secretKey: "<SECRET_KEY>"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        property: "secretKey",
        advice: ADVICE.ossSecretKey,
      },
    ),
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦securityToken: "<SECURITY_TOKEN>"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      { property: "securityToken", advice: ADVICE.ossSecurityToken },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretId: "<SECRET_ID>"⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      {
        property: "secretId",
        advice: ADVICE.secretId,
      },
    ),
    // <kit>'s exact snake-casing: `secretID` reaches the tool as secret_id and `secretKEY` as secret_key
    // (docs/behaviour.md#what-kit-writes-out): secret fields.
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretID: "<SECRET_ID>"⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      {
        property: "secretID",
        advice: ADVICE.secretId,
      },
    ),
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦secretKEY: "<SECRET_KEY>"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      {
        property: "secretKEY",
        advice: ADVICE.ossSecretKey,
      },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretKey: "<SECRET_KEY>"⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      {
        property: "secretKey",
        advice: ADVICE.cosSecretKey,
      },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦securityToken: "<SECURITY_TOKEN>"⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      { property: "securityToken", advice: ADVICE.cosSecurityToken },
    ),
    removable(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦accessToken: "<ACCESS_TOKEN>"⟧ });`,
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b" });`,
      { property: "accessToken", advice: ADVICE.accessToken },
    ),
    // An encryption key that is no path is the key itself: key material (a key of the wrong form too, which
    // valid-encryption-key also reports for its form), as is a key file read into the value.
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "encryptionKey",
        advice: ADVICE.encryptionKey,
        source: "the key itself",
      },
    ),
    removable(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦encryptionKey: "/h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU="⟧ });`,
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b" });`,
      {
        property: "encryptionKey",
        advice: ADVICE.encryptionKey,
        source: "the key itself",
      },
    ),
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryption_key: "hunter2"⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "encryption_key",
        advice: ADVICE.encryptionKey,
        source: "the key itself",
      },
    ),
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryptionKey: readFileSync("./keys/state.key", "utf8")⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "encryptionKey",
        advice: ADVICE.encryptionKey,
        source: "a file read into the value",
      },
    ),
    // Static values in other forms: a same-file constant, a template without holes, a sum of literals, a number.
    removable(
      `${oss}const SECRET = "<SECRET_KEY>";\nnew OssBackend(scope, { bucket: "b", ⟦secretKey: SECRET⟧ });`,
      `${oss}const SECRET = "<SECRET_KEY>";\nnew OssBackend(scope, { bucket: "b" });`,
      { property: "secretKey", advice: ADVICE.ossSecretKey },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretId: \`<SECRET_ID>\`⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      {
        property: "secretId",
        advice: ADVICE.secretId,
      },
    ),
    removable(
      `${cos}const PART = "<SECRET";\nnew CosBackend(scope, { bucket: "b", ⟦secretKey: PART + "_KEY>"⟧ });`,
      `${cos}const PART = "<SECRET";\nnew CosBackend(scope, { bucket: "b" });`,
      { property: "secretKey", advice: ADVICE.cosSecretKey },
    ),
    removable(
      `${oss}const ID = "id";\nnew OssBackend(scope, { bucket: "b", ⟦accessKey: \`LTAI-\${ID}-0001\`⟧ });`,
      `${oss}const ID = "id";\nnew OssBackend(scope, { bucket: "b" });`,
      { property: "accessKey", advice: ADVICE.accessKey },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretId: 1250000000⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b" });`,
      {
        property: "secretId",
        advice: ADVICE.secretId,
      },
    ),
    // Shorthand of a constant: the property goes, the constant stays (its own line, for no-unused-vars).
    reported(`${oss}const accessKey = "<ACCESS_KEY>";\nnew OssBackend(scope, { bucket: "b", ⟦accessKey⟧ });`, {
      property: "accessKey",
      advice: ADVICE.accessKey,
      removed: `${oss}const accessKey = "<ACCESS_KEY>";\nnew OssBackend(scope, { bucket: "b" });`,
    }),
    // Keys as <kit> passes them on: snake_case, PascalCase.
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦secret_key: "<SECRET_KEY>"⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b" });`,
      { property: "secret_key", advice: ADVICE.ossSecretKey },
    ),
    removable(
      `${cos}new CosBackend(scope, { Bucket: "b", ⟦SecretKey: "<SECRET_KEY>"⟧ });`,
      `${cos}new CosBackend(scope, { Bucket: "b" });`,
      {
        property: "SecretKey",
        advice: ADVICE.cosSecretKey,
      },
    ),
    // Two secrets: two reports, each with its own suggestion.
    reportsIn(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦accessKey: "<ACCESS_KEY>"⟧, ⟦secretKey: "<SECRET_KEY>"⟧ });`,
      [
        {
          property: "accessKey",
          advice: ADVICE.accessKey,
          removed: `${oss}new OssBackend(scope, { bucket: "b", secretKey: "<SECRET_KEY>" });`,
        },
        {
          property: "secretKey",
          advice: ADVICE.ossSecretKey,
          removed: `${oss}new OssBackend(scope, { bucket: "b", accessKey: "<ACCESS_KEY>" });`,
        },
      ],
    ),
    // Multi-line: the suggestion takes the property's line, comments inside the property go with it.
    reported(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          ⟦secretKey: /* the old key */ "<SECRET_KEY>"⟧,
          region: "ap-guangzhou",
        });`,
      {
        property: "secretKey",
        advice: ADVICE.cosSecretKey,
        removed: dedent`
          ${cos}new CosBackend(scope, {
            bucket: "b",
            region: "ap-guangzhou",
          });`,
      },
    ),
    // Written in the code even where something else overrides it: a later spread, a later key.
    removable(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦secretKey: "<SECRET_KEY>"⟧, ...overrides });`,
      `${oss}new OssBackend(scope, { bucket: "b", ...overrides });`,
      { property: "secretKey", advice: ADVICE.ossSecretKey },
    ),
    removable(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦secretId: "<SECRET_ID>"⟧, secretId: process.env.CLOUDB_SECRET_ID });`,
      `${cos}new CosBackend(scope, { bucket: "b", secretId: process.env.CLOUDB_SECRET_ID });`,
      { property: "secretId", advice: ADVICE.secretId },
    ),
    // A shared constant is reported where it is written, without a suggestion: other code may use it.
    reported(
      `${oss}const base = { bucket: "b", ⟦securityToken: "<SECURITY_TOKEN>"⟧ };\nnew OssBackend(scope, { ...base, region: "r" });`,
      {
        property: "securityToken",
        advice: ADVICE.ossSecurityToken,
      },
    ),
    // Key material in `credentials`: JSON text (after white space), an object, a file read into the value.
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: '{"type":"service_account"}'⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "JSON text",
      },
    ),
    removable(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦credentials: "\\n  { \\"type\\": \\"service_account\\" }"⟧ });`,
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "JSON text",
      },
    ),
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: { type: "service_account", private_key: process.env.KEY }⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "an object written in code",
      },
    ),
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: readFileSync("./keys/state.json", "utf8")⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "a file read into the value",
      },
    ),
    removable(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: fs.readFileSync("./keys/state.json").toString()⟧ });`,
      `${gcs}new GcsBackend(scope, { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "a file read into the value",
      },
    ),
    removable(
      `${gcs}const key = readFileSync("./keys/state.json", "utf8");\nnew GcsBackend(scope, { bucket: "b", ⟦credentials: key⟧ });`,
      `${gcs}const key = readFileSync("./keys/state.json", "utf8");\nnew GcsBackend(scope, { bucket: "b" });`,
      {
        property: "credentials",
        advice: ADVICE.credentials,
        source: "a file read into the value",
      },
    ),
    // JavaScript through require.
    removable(
      `const { OssBackend } = require("kit");\nnew OssBackend(scope, { bucket: "b", ⟦accessKey: "<ACCESS_KEY>"⟧ });`,
      `const { OssBackend } = require("kit");\nnew OssBackend(scope, { bucket: "b" });`,
      { property: "accessKey", advice: ADVICE.accessKey },
    ),
    // TypeScript: an annotated literal, `satisfies`.
    removable(
      `import type { CosBackendConfig } from "kit";\n` +
        `export const c: CosBackendConfig = { bucket: "b", ⟦securityToken: "<SECURITY_TOKEN>"⟧ };`,
      `import type { CosBackendConfig } from "kit";\nexport const c: CosBackendConfig = { bucket: "b" };`,
      {
        property: "securityToken",
        advice: ADVICE.cosSecurityToken,
        modes: ["ts", "typed"],
      },
    ),
    removable(
      `import type { GcsBackendConfig } from "kit";\n` +
        `export const c = { bucket: "b", ⟦accessToken: "<ACCESS_TOKEN>"⟧ } satisfies GcsBackendConfig;`,
      `import type { GcsBackendConfig } from "kit";\nexport const c = { bucket: "b" } satisfies GcsBackendConfig;`,
      {
        property: "accessToken",
        advice: ADVICE.accessToken,
        modes: ["ts", "typed"],
      },
    ),
    // Typed: a literal type is a value; a helper's parameter is a configuration.
    removable(
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const KEY: "<SECRET_KEY>";
        export const c: OssBackendConfig = { bucket: "b", ⟦secretKey: KEY⟧ };`,
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const KEY: "<SECRET_KEY>";
        export const c: OssBackendConfig = { bucket: "b" };`,
      {
        property: "secretKey",
        advice: ADVICE.ossSecretKey,
        modes: ["typed"],
      },
    ),
    removable(
      dedent`
        import type { CosBackendConfig } from "kit";
        function state(c: CosBackendConfig) {}
        state({ bucket: "b", ⟦secretKey: "<SECRET_KEY>"⟧ });`,
      dedent`
        import type { CosBackendConfig } from "kit";
        function state(c: CosBackendConfig) {}
        state({ bucket: "b" });`,
      {
        property: "secretKey",
        advice: ADVICE.cosSecretKey,
        modes: ["typed"],
      },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];

testRuleIn("java", "no-hardcoded-credentials", rule, {
  valid: [
    inJava`
      var c = OssBackendConfig.builder()
          .bucket("b")
          .accessKey(System.getenv("CLOUDA_ACCESS_KEY"))
          .secretKey(System.getenv().get("CLOUDA_SECRET_KEY"))
          .build();`,
    inJava(`    var c = CosBackendConfig.builder().bucket("b").secretId(vault.read("id")).secretKey("").build();`),
    // A path to the key file is what `credentials` is for.
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").credentials("./key.json").build();`),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").accessToken("\${var.token}").build();`),
    // The path of a key file is no secret.
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").encryptionKey("/run/secrets/state.key").build();`,
    ),
  ],
  invalid: inLanguage([
    // A literal and a concatenation of literals; each suggestion removes its setter's line.
    reportsIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.accessKey("LTAI5tExampleKey")⟧
            ⟦.secretKey("abc" + "def")⟧
            .build();`,
      [
        {
          property: "accessKey",
          advice: ADVICE.accessKey,
          removed: inJava`
            var c = OssBackendConfig.builder()
                .bucket("b")
                .secretKey("abc" + "def")
                .build();`,
        },
        {
          property: "secretKey",
          advice: ADVICE.ossSecretKey,
          removed: inJava`
            var c = OssBackendConfig.builder()
                .bucket("b")
                .accessKey("LTAI5tExampleKey")
                .build();`,
        },
      ],
    ),
    // A `static final` constant, in a construct's builder.
    reportsIn(
      dedent`
        class Main {
          static final String TOKEN = "sts-token";
          Object c = OssBackend.Builder.create(this, "state").bucket("b")⟦.securityToken(TOKEN)⟧.build();
        }
      `,
      [
        {
          property: "securityToken",
          advice: ADVICE.ossSecurityToken,
          removed: dedent`
            class Main {
              static final String TOKEN = "sts-token";
              Object c = OssBackend.Builder.create(this, "state").bucket("b").build();
            }
          `,
        },
      ],
    ),
    // Set only on one path: the secret is in the code all the same. The emptied `if` keeps its braces.
    reportsIn(
      inJava`
        var b = new CosBackendConfig.Builder().bucket("b");
        if (local) {
          b⟦.secretKey("dev-secret")⟧;
        }
        var c = b.build();`,
      [
        {
          property: "secretKey",
          advice: ADVICE.cosSecretKey,
          removed: inJava`
            var b = new CosBackendConfig.Builder().bucket("b");
            if (local) {
            }
            var c = b.build();`,
        },
      ],
    ),
    // An encryption key written in the code: the key itself.
    reportsIn(
      inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b")⟦.encryptionKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")⟧.build();`,
      ),
      [
        {
          property: "encryptionKey",
          advice: ADVICE.encryptionKey,
          source: "the key itself",
          removed: inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").build();`),
        },
      ],
    ),
    // Key material: a text block of JSON, a file read into the value.
    reportsIn(
      inJava`
        var c = GcsBackendConfig.builder().bucket("b")⟦.credentials("""
            {"type": "service_account"}
            """)⟧.build();`,
      [
        {
          property: "credentials",
          advice: ADVICE.credentials,
          source: "JSON text",
          removed: inJava(`    var c = GcsBackendConfig.builder().bucket("b").build();`),
        },
      ],
    ),
    reportsIn(
      inJava(
        `    var c = GcsBackendConfig.builder().bucket("b")⟦.credentials(Files.readString(Path.of("key.json")))⟧.build();`,
      ),
      [
        {
          property: "credentials",
          advice: ADVICE.credentials,
          source: "a file read into the value",
          removed: inJava(`    var c = GcsBackendConfig.builder().bucket("b").build();`),
        },
      ],
    ),
  ]),
});

testRuleIn("csharp", "no-hardcoded-credentials", rule, {
  valid: [
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", SecretId = Environment.GetEnvironmentVariable("CLOUDB_SECRET_ID"), SecretKey = "" };`,
    ),
    // An interpolated string with holes is built at run time.
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", SecretKey = $"{vault.Read("key")}" };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Credentials = "./key.json" };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = @"C:\\keys\\state.key" };`),
  ],
  invalid: inLanguage([
    reportsIn(
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            ⟦SecretId = "AKIDexample"⟧,
            ⟦SecretKey = @"secret"⟧,
        };`,
      [
        {
          property: "SecretId",
          advice: ADVICE.secretId,
          removed: inCSharp`
            var c = new CosBackendConfig
            {
                Bucket = "b",
                SecretKey = @"secret",
            };`,
        },
        {
          property: "SecretKey",
          advice: ADVICE.cosSecretKey,
          removed: inCSharp`
            var c = new CosBackendConfig
            {
                Bucket = "b",
                SecretId = "AKIDexample",
            };`,
        },
      ],
    ),
    // An interpolated string without holes, a `const` field, target-typed `new()`.
    reportsIn(
      dedent`
        class Main {
          const string Key = "LTAI5tExampleKey";
          void Run() {
            new OssBackend(this, new() { Bucket = "b", ⟦AccessKey = Key⟧, ⟦SecretKey = $"secret"⟧ });
          }
        }
      `,
      [
        {
          property: "AccessKey",
          advice: ADVICE.accessKey,
          removed: dedent`
            class Main {
              const string Key = "LTAI5tExampleKey";
              void Run() {
                new OssBackend(this, new() { Bucket = "b", SecretKey = $"secret" });
              }
            }
          `,
        },
        {
          property: "SecretKey",
          advice: ADVICE.ossSecretKey,
          removed: dedent`
            class Main {
              const string Key = "LTAI5tExampleKey";
              void Run() {
                new OssBackend(this, new() { Bucket = "b", AccessKey = Key });
              }
            }
          `,
        },
      ],
    ),
    // Assigned on one path only: still in the code. The emptied `if` keeps a body.
    reportsIn(
      inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };\n    if (local) ⟦c.SecurityToken = "dev-token"⟧;`),
      [
        {
          property: "SecurityToken",
          advice: ADVICE.cosSecurityToken,
          removed: inCSharp(`    var c = new CosBackendConfig { Bucket = "b" };\n    if (local) { }`),
        },
      ],
    ),
    // Key material: raw JSON, a file read into the value.
    reportsIn(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ⟦Credentials = """{"type": "service_account"}"""⟧ };`),
      [
        {
          property: "Credentials",
          advice: ADVICE.credentials,
          source: "JSON text",
          removed: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };`),
        },
      ],
    ),
    reportsIn(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ⟦EncryptionKey = File.ReadAllText("state.key")⟧ };`),
      [
        {
          property: "EncryptionKey",
          advice: ADVICE.encryptionKey,
          source: "a file read into the value",
          removed: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };`),
        },
      ],
    ),
    reportsIn(
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b" };\n    ⟦c.Credentials = File.ReadAllText("key.json")⟧;`,
      ),
      [
        {
          property: "Credentials",
          advice: ADVICE.credentials,
          source: "a file read into the value",
          removed: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };`),
        },
      ],
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-hardcoded-credentials", rule, {
  valid: [
    backendJson("cos", '"bucket": "b-1"', '"region": "r"'),
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "./key.json"']),
  ],
  invalid: [
    {
      code: backendJson("cos", '"bucket": "b-1"', '⟦"secret_id": "AKID"⟧', '⟦"secret_key": "sk"⟧'),
      errors: [
        {
          messageId: "hardcodedInJson",
          data: { property: "secret_id", advice: IN_ENVIRONMENT },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "secret_id", advice: ADVICE.secretId },
              output: backendJson("cos", '"bucket": "b-1"', '"secret_key": "sk"'),
            },
          ],
        },
        {
          messageId: "hardcodedInJson",
          data: { property: "secret_key", advice: IN_ENVIRONMENT },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "secret_key", advice: ADVICE.cosSecretKey },
              output: backendJson("cos", '"bucket": "b-1"', '"secret_id": "AKID"'),
            },
          ],
        },
      ],
    },
    {
      // A key file's contents written as an object: JSON in the file, not code.
      code: remoteStateJson("gcs", ['"bucket": "b"', '⟦"credentials": { "type": "service_account" }⟧']),
      errors: [
        {
          messageId: "keyMaterial",
          data: { property: "credentials", source: "an object" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "credentials", advice: ADVICE.credentials },
              output: remoteStateJson("gcs", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', '⟦"credentials": "{\\"type\\": \\"service_account\\"}"⟧']),
      errors: [
        {
          messageId: "keyMaterial",
          data: { property: "credentials", source: "JSON text" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "credentials", advice: ADVICE.credentials },
              output: remoteStateJson("gcs", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-hardcoded-credentials", rule, {
  valid: [
    dedent`
      data "terraform_remote_state" "state" {
        backend = "gcs"
        config = {
          bucket      = "b"
          credentials = file("key.json")
        }
      }
    `,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket     = "b"
          ⟦access_key = "LTAI5tFAKE0000000000000"⟧
          secret_key = var.secret
        }`,
      errors: [
        {
          message:
            '"access_key" is a credential written in the configuration file; set it in the tool\'s environment instead.',
          suggestions: [
            {
              desc: 'Remove "access_key", then set CLOUDA_ACCESS_KEY or CLOUDA_ACCESS_KEY_ID in the tool\'s environment.',
              output: inHcl`
            backend "oss" {
              bucket     = "b"
              secret_key = var.secret
            }`,
            },
          ],
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "gcs"
          config = {
            bucket = "b"
            ⟦credentials = "{\\"type\\": \\"service_account\\"}"⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"credentials" holds key material (JSON text), not the path of a key file, so the key is written into the configuration.',
          suggestions: [
            {
              desc: 'Remove "credentials", then set CLOUDG_BACKEND_CREDENTIALS or CLOUDG_CREDENTIALS in the tool\'s environment.',
              output: dedent`
            data "terraform_remote_state" "state" {
              backend = "gcs"
              config = {
                bucket = "b"
              }
            }
          `,
            },
          ],
        },
      ],
    },
  ],
});
