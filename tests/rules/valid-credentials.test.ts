import rule from "../../rules/valid-credentials.js";
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
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

type Details = { json: string } | { what: string } | Record<string, never>;

/** When the tool refuses it: a backend at init, a remote-state data source at plan (the message's `stage`). */
type Stage = "init" | "plan";

/** One finding on the marked text: the message and its data (never the value). */
function invalid(
  code: string,
  messageId: MessageId,
  details: Details = {},
  extra: { property?: string; modes?: Invalid<MessageId>["modes"]; stage?: Stage } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId,
        data: { property: extra.property ?? "credentials", ...details, stage: extra.stage ?? "init" },
      },
    ],
  };
}

const backend = (value: string) =>
  `${gcs}new GcsBackend(scope, { bucket: "b", credentials: ${JSON.stringify(value)} });`;
const remote = (value: string) =>
  `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", credentials: ${JSON.stringify(value)} });`;
/** `backend(value)` and `remote(value)` with their `credentials` property marked as the place of the report. */
const markedBackend = (value: string) =>
  `${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: ${JSON.stringify(value)}⟧ });`;
const markedRemote = (value: string) =>
  `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", ⟦credentials: ${JSON.stringify(value)}⟧ });`;

/** A PEM key as JavaScript source writes it in a string literal: its line breaks escaped. */
const PEM_IN_CODE = "-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n";
const PEM = dedent`
  -----BEGIN PRIVATE KEY-----
  MIIEvQIBADANBgkqhkiG9w0BAQEFAASC
  -----END PRIVATE KEY-----
`;

testRule("valid-credentials", rule, {
  valid: [
    "",
    // Paths, in any form: a file may exist under each (the tool reads a value that names an existing file).
    backend("./keys/state.json"),
    backend("key.json"),
    backend("~/.config/cloudg/state.json"),
    backend("C:\\keys\\state.json"),
    backend("/run/secrets/state-key"),
    // A single line that opens as no JSON may name a file in the working directory, whatever it is called.
    backend("credentials"),
    backend("42"),
    backend("not a key, but maybe a file"),
    // Well-formed JSON key material: whether it belongs in the code is no-hardcoded-credentials' concern.
    backend('{"type": "service_account", "project_id": "p"}'),
    backend('\n  {\n    "type": "service_account"\n  }\n'),
    backend("{}"),
    // Empty: unset.
    backend(""),
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: undefined });`,
    // Not known before run time.
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: process.env.STATE_CREDENTIALS });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: readFileSync("./key.json", "utf8") });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: \`\${dir}/key.json\` });`,
    // The data source may interpolate: `${..}` is not the text the tool gets.
    remote('{"type": "${var.type}"'),
    remote("${file(var.key_path)}\n"),
    // A backend takes `${..}` literally: a single line that may be a path.
    backend("${var.key_path}"),
    // Not a string: an object or an array written in code (no-hardcoded-credentials, valid-value-types).
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: { type: "service_account" } });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: ["./key.json"] });`,
    // No such field elsewhere; unrelated objects are not configurations.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", credentials: "{" });`,
    `const login = { credentials: "{" };`,
    // Untyped, a declared constant is not known; typed, its literal type is (see the invalid cases).
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const CREDENTIALS: "{";
        export const c: GcsBackendConfig = { bucket: "b", credentials: CREDENTIALS };`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const CREDENTIALS: string;
        export const c: GcsBackendConfig = { bucket: "b", credentials: CREDENTIALS };`,
      modes: ["ts", "typed"],
    },
    // Untyped, a helper's parameter is not known to be a configuration.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        function remoteState(c: GcsBackendConfig) {}
        remoteState({ bucket: "b", credentials: "{" });`,
      modes: ["ts"],
    },
    // Beside a written, non-empty access token the tool never reads the credentials, so it cannot reject them
    // (docs/behaviour.md#gcs): only no-conflicting-credentials speaks. A backend takes `${..}` literally.
    `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "<ACCESS_TOKEN>", credentials: "{ type: 1 }" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", credentials: "[]", accessToken: "\${var.token}" });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", access_token: TOKEN, credentials: "${PEM_IN_CODE}" });\nconst TOKEN = "t";`,
    // Typed, a literal type is the token's value.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const TOKEN: "<ACCESS_TOKEN>";
        export const c: GcsBackendConfig = { bucket: "b", accessToken: TOKEN, credentials: "{" };`,
      modes: ["typed"],
    },
  ],
  invalid: [
    // Opens as a JSON object, but is not JSON: cut short, JavaScript's object syntax, single quotes, white space first.
    invalid(markedBackend('{"type": "service_account",'), "notJson"),
    invalid(markedBackend("{type: 'service_account'}"), "notJson"),
    invalid(markedRemote("\n  {'type': 'service_account'}"), "notJson", {}, { stage: "plan" }),
    // A line break written inside a JSON string is not JSON (the private key pasted with real line breaks).
    invalid(
      markedBackend(dedent`
        {"private_key": "-----BEGIN PRIVATE KEY-----
        MIIE
        "}`),
      "notJson",
    ),
    invalid(markedBackend("[./key.json]"), "notJson"),
    // JSON, but not an object.
    invalid(markedBackend('["./key.json"]'), "notObject", { json: "an array" }),
    invalid(markedBackend('"./key.json"'), "notObject", { json: "a string" }),
    invalid(markedBackend("42\n"), "notObject", { json: "a number" }),
    invalid(markedBackend("\ttrue"), "notObject", { json: "a boolean" }),
    invalid(markedBackend("null\n"), "notObject", { json: "null" }),
    // Line breaks or control characters in text that is not JSON: a PEM key, a path with a tab pasted in.
    invalid(markedBackend(PEM), "notText", { what: "line breaks" }),
    invalid(markedRemote("./keys/state.json\t"), "notText", { what: "control characters" }, { stage: "plan" }),
    // A backend takes `${..}` literally.
    invalid(markedBackend('{"type": "${var.type}"'), "notJson"),
    // Other spellings <kit> passes on, constants, templates.
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦Credentials: "{"⟧ });`,
      "notJson",
      {},
      { property: "Credentials" },
    ),
    invalid(
      `${gcs}const CREDENTIALS = "[]";\nnew DataToolRemoteStateGcs(scope, "r", { bucket: "b", ⟦credentials: CREDENTIALS⟧ });`,
      "notObject",
      { json: "an array" },
      { stage: "plan" },
    ),
    invalid(
      dedent`
        ${gcs}new GcsBackend(scope, { bucket: "b", ⟦credentials: \`{
          "type": "service_account",
        \`⟧ });`,
      "notJson",
    ),
    // The last write is the one the tool gets.
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", credentials: "./key.json", ⟦credentials: "{"⟧ });`, "notJson"),
    // A shared constant is reported where it is written.
    invalid(
      `${gcs}const base = { bucket: "b", ⟦credentials: "{"⟧ };\nnew GcsBackend(scope, { ...base, prefix: "p" });`,
      "notJson",
    ),
    // TypeScript: an annotated literal, `satisfies`.
    invalid(
      `import type { GcsBackendConfig } from "kit";\nexport const c = { bucket: "b", ⟦credentials: "[1]"⟧ } satisfies GcsBackendConfig;`,
      "notObject",
      { json: "an array" },
      { modes: ["ts", "typed"] },
    ),
    // A token that may be unset or empty, or whose value is not known: the tool reads the credentials unless it
    // uses a token after all (CLOUDG_OAUTH_ACCESS_TOKEN when none is written).
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: fetchToken(), ⟦credentials: "{"⟧ });`, "notJson"),
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: process.env.TOKEN, ⟦credentials: "[]"⟧ });`,
      "notObject",
      { json: "an array" },
    ),
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "", ⟦credentials: "{"⟧ });`, "notJson"),
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", ...(ci ? { accessToken: "t" } : {}), ⟦credentials: "{"⟧ });`,
      "notJson",
    ),
    // A spread between may override the token.
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", accessToken: "t", ...overrides, ⟦credentials: "{"⟧ });`,
      "notJson",
    ),
    // A data source may interpolate the token into an empty string.
    invalid(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "\${var.token}", ⟦credentials: "{"⟧ });`,
      "notJson",
      {},
      { stage: "plan" },
    ),
    // A name added in settings may be a backend or a data source: both stages.
    {
      code: `new StateConfig(scope, { bucket: "b", ⟦credentials: "{"⟧ });`,
      settings: { "backend-config": { constructNames: { gcs: ["StateConfig"] } } },
      errors: [
        {
          messageId: "notJson",
          data: { property: "credentials", stage: "init (a backend) or plan (a data source)" },
        },
      ],
    },
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    invalid(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const CREDENTIALS: "{";
        export const c: GcsBackendConfig = { bucket: "b", ⟦credentials: CREDENTIALS⟧ };`,
      "notJson",
      {},
      { modes: ["typed"] },
    ),
    invalid(
      dedent`
        import type { GcsBackendConfig } from "kit";
        function remoteState(c: GcsBackendConfig) {}
        remoteState({ bucket: "b", ⟦credentials: "{"⟧ });`,
      "notJson",
      {},
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends).
/** A remote-state builder with `setter` (`.credentials(…)`) between the bucket and build(). */
const javaCredentials = (setter: string) =>
  inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b")${setter}.build();`);
/** A GCS configuration initializer with `entry` (`Credentials = …`) after the bucket. */
const csCredentials = (entry: string) => inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ${entry} };`);
/** One finding on the marked text (as `invalid` above), as a case of ESLint's own RuleTester. */
function credentialsIn(
  code: string,
  messageId: MessageId,
  details: Details = {},
  { property = "credentials", stage = "init" }: { property?: string; stage?: Stage } = {},
) {
  return { code, errors: [{ messageId, data: { property, ...details, stage } }] };
}

testRuleIn("java", "valid-credentials", rule, {
  valid: [
    javaCredentials(`.credentials("./keys/state.json")`),
    javaCredentials(`.credentials("")`),
    javaCredentials(`.credentials(System.getenv("STATE_CREDENTIALS"))`),
    javaCredentials(`.credentials(Files.readString(Path.of("key.json")))`),
    javaCredentials(dedent`
      .credentials("""
              {"type": "service_account"}
              """)`),
    javaCredentials(`.credentials("\${file(var.key_path)}\\n")`),
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").credentials("key.json").build();`),
    // Beside a written, non-empty access token the tool never reads the credentials (no-conflicting-credentials).
    javaCredentials(`.accessToken("<ACCESS_TOKEN>").credentials("[]")`),
    inJava(
      `    var c = GcsBackendConfig.builder().bucket("b").credentials("{").accessToken("<ACCESS_TOKEN>").build();`,
    ),
  ],
  invalid: [
    credentialsIn(
      javaCredentials(dedent`
        ⟦.credentials("""
                {"type": "service_account",
                """)⟧`),
      "notJson",
      {},
      {
        stage: "plan",
      },
    ),
    credentialsIn(
      javaCredentials(`⟦.credentials("[\\"key.json\\"]")⟧`),
      "notObject",
      { json: "an array" },
      { stage: "plan" },
    ),
    credentialsIn(
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            ⟦.credentials("-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n")⟧
            .build();`,
      "notText",
      { what: "line breaks" },
    ),
    // A backend takes `${..}` literally.
    credentialsIn(
      inJava(`    var c = GcsBackendConfig.builder().bucket("b")⟦.credentials("{\${var.c}")⟧.build();`),
      "notJson",
    ),
    // A token that may be empty or unset: the credentials are read, and rejected, unless a token is used after all.
    credentialsIn(
      inJava(
        `    var c = GcsBackendConfig.builder().bucket("b").accessToken(System.getenv("TOKEN"))⟦.credentials("{")⟧.build();`,
      ),
      "notJson",
    ),
    credentialsIn(
      inJava(`    var c = GcsBackendConfig.builder().bucket("b").accessToken("")⟦.credentials("[]")⟧.build();`),
      "notObject",
      { json: "an array" },
    ),
  ],
});

testRuleIn("csharp", "valid-credentials", rule, {
  valid: [
    csCredentials(`Credentials = "./keys/state.json"`),
    csCredentials(`Credentials = @"C:\\keys\\state.json"`),
    csCredentials(`Credentials = Environment.GetEnvironmentVariable("STATE_CREDENTIALS")`),
    csCredentials(`Credentials = File.ReadAllText("key.json")`),
    csCredentials(`Credentials = """{"type": "service_account"}"""`),
    inCSharp(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", Credentials = "{\${var.c}" });`),
    // Beside a written, non-empty access token the tool never reads the credentials (no-conflicting-credentials).
    csCredentials(`AccessToken = "<ACCESS_TOKEN>", Credentials = "{"`),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", Credentials = "[]" };\n    c.AccessToken = "<ACCESS_TOKEN>";`,
    ),
  ],
  invalid: [
    credentialsIn(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            ⟦Credentials = @"{ 'type': 'service_account' }"⟧,
        };`,
      "notJson",
      {},
      { property: "Credentials" },
    ),
    credentialsIn(
      csCredentials(`⟦Credentials = "\\"key.json\\""⟧`),
      "notObject",
      { json: "a string" },
      {
        property: "Credentials",
      },
    ),
    credentialsIn(
      inCSharp(
        dedent`
              var c = new GcsBackendConfig { Bucket = "b" };
              ⟦c.Credentials = @"-----BEGIN PRIVATE KEY-----
          MIIE
          -----END PRIVATE KEY-----"⟧;`,
      ),
      "notText",
      { what: "line breaks" },
      { property: "Credentials" },
    ),
    credentialsIn(
      inCSharp(
        `    const string Credentials = "[1, 2]";\n` +
          `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", ⟦Credentials = Credentials⟧ };`,
      ),
      "notObject",
      { json: "an array" },
      { property: "Credentials", stage: "plan" },
    ),
    // The token set on one path only: the credentials are read on the other.
    credentialsIn(
      inCSharp(
        `    var c = new GcsBackendConfig { Bucket = "b", ⟦Credentials = "{"⟧ };\n    if (ci) c.AccessToken = "<ACCESS_TOKEN>";`,
      ),
      "notJson",
      {},
      { property: "Credentials" },
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-credentials", rule, {
  valid: [
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "./key.json"']),
    remoteStateJson("gcs", ['"bucket": "b"', '"credentials": "${file(var.key)}"']),
    // Beside a written, non-empty access token the tool never reads the credentials (no-conflicting-credentials).
    remoteStateJson("gcs", ['"bucket": "b"', '"access_token": "tok"', '"credentials": "{not json"']),
    backendJson("gcs", '"bucket": "b"', '"credentials": "[]"', '"access_token": "${var.token}"'),
  ],
  invalid: [
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', '⟦"credentials": "{not json"⟧']),
      errors: [{ messageId: "notJson", data: { property: "credentials", stage: "plan" } }],
    },
    {
      // In a data source's `config` a `${..}` token may come out empty.
      code: remoteStateJson("gcs", ['"bucket": "b"', '"access_token": "${var.token}"', '⟦"credentials": "[]"⟧']),
      errors: [{ messageId: "notObject", data: { property: "credentials", json: "an array", stage: "plan" } }],
    },
    {
      code: backendJson("gcs", '"bucket": "b"', '"access_token": ""', '⟦"credentials": "{ \'type\': 1 }"⟧'),
      errors: [{ messageId: "notJson", data: { property: "credentials", stage: "init" } }],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-credentials", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket      = "b"
          ⟦credentials = "{not json"⟧
        }`,
      errors: [
        {
          message:
            '"credentials" must be a JSON key or a key file\'s path, not malformed JSON: rejected at init if no access token is used.',
        },
      ],
    },
  ],
});

// The open fork's own files: the fork evaluates a backend's `${..}` from its 1.8.0, so it is no literal there, while
// the tool takes it as written (docs/behaviour.md#every-store).
testRuleInForkJson("valid-credentials", rule, {
  valid: [backendJson("gcs", '"bucket": "b"', '"credentials": "{${var.key}"')],
  invalid: [
    {
      // A token that may come out empty: the credentials may be read.
      code: backendJson("gcs", '"bucket": "b"', '⟦"credentials": "[]"⟧', '"access_token": "${var.token}"'),
      errors: [{ messageId: "notObject", data: { property: "credentials", json: "an array", stage: "init" } }],
    },
  ],
});
