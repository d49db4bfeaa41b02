import rule from "../../rules/valid-encryption-key.js";
import {
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
  backendJson,
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const FORM = "32 bytes in standard base64";

/** 32 bytes, standard base64: `0123456789abcdef0123456789abcdef`. */
const KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
/** 32 bytes whose standard encoding uses "+" (and its URL-safe twin, with "-"). */
const PLUS_KEY = "+h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=";
const URL_SAFE_KEY = "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=";
/** 32 bytes whose standard encoding starts with "/" (a key, not a path). */
const SLASH_KEY = "/h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=";
/** 24 bytes, standard base64 with a "/": too short to be an attempt at the key, so it may be a path. */
const SHORT_SLASH = "MDEyMzQ1Njc4/WFiY2RlZjAxMjM0NTY3";

/** One finding on the marked text, with the message's data. */
function invalid(
  code: string,
  messageId: MessageId,
  extra: { decoded?: string; property?: string; modes?: Invalid<MessageId>["modes"] } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId,
        data: {
          property: extra.property ?? "encryptionKey",
          form: FORM,
          ...(extra.decoded !== undefined && { decoded: extra.decoded }),
        },
      },
    ],
  };
}

const backend = (key: string) => `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: ${JSON.stringify(key)} });`;
/** `backend(key)` with its `encryptionKey` property marked as the place of the report. */
const markedBackend = (key: string) =>
  `${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryptionKey: ${JSON.stringify(key)}⟧ });`;

testRule("valid-encryption-key", rule, {
  valid: [
    // Unused bits set in the last character: a standard decoder ignores them; still 32 bytes.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWZ=" });`,
    "",
    backend(KEY),
    backend(PLUS_KEY),
    `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", encryptionKey: "${KEY}" });`,
    backend(SLASH_KEY),
    // Line breaks inside the key are ignored by the tool's decoder: a key wrapped over lines, or ending in one.
    backend(`${KEY.slice(0, 20)}\n${KEY.slice(20)}`),
    backend(dedent`
      ${KEY.slice(0, 20)}\r
      ${KEY.slice(20)}\r
    `),
    backend(`${KEY}\n`),
    // A value that may be the path of a key file (the tool reads a value that names an existing file).
    backend("./keys/state.key"),
    backend("/run/secrets/state-key"),
    backend("~/keys/state"),
    backend("keys/state"),
    backend("state.key"),
    backend("C:\\keys\\state"),
    backend("../state-key"),
    // A "/" in a value too short to be the key (24 bytes): may be a path, so not judged as a key.
    backend(SHORT_SLASH),
    // The data source may interpolate: `${..}` is not the key (nor a path) as written.
    `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", encryptionKey: "\${STATE_KEY}" });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", encryptionKey: "hunter\${var.n}" });`,
    // The empty string leaves the key unset.
    backend(""),
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: undefined });`,
    // Not known before run time.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: process.env.STATE_KEY });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: keyFromVault() });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: \`\${prefix}==\` });`,
    // A same-file constant holding a good key.
    `${gcs}const KEY = "${KEY}";\nnew GcsBackend(scope, { bucket: "b", encryptionKey: KEY });`,
    // No such field elsewhere; unrelated objects are not configurations.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", encryptionKey: "x" });`,
    `const cipher = { encryptionKey: "hunter2" };`,
    // Types: a plain string is not known.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const KEY: string;
        export const c: GcsBackendConfig = { bucket: "b", encryptionKey: KEY };`,
      modes: ["ts", "typed"],
    },
    // Untyped, a declared constant is not known; typed, its literal type is (see the invalid case).
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const KEY: "hunter2";
        export const c: GcsBackendConfig = { bucket: "b", encryptionKey: KEY };`,
      modes: ["ts"],
    },
    // Untyped, a helper's parameter is not known to be a configuration.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        function remote(c: GcsBackendConfig) {}
        remote({ bucket: "b", encryptionKey: "hunter2" });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    invalid(markedBackend("hunter2"), "wrongLength", { decoded: "5 bytes" }),
    // One byte short, and one too many.
    invalid(markedBackend("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZQ=="), "wrongLength", { decoded: "31 bytes" }),
    invalid(markedBackend("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWYw"), "wrongLength", { decoded: "33 bytes" }),
    invalid(markedBackend("AA=="), "wrongLength", { decoded: "1 byte" }),
    // A hexadecimal key of 32 bytes is 64 characters of base64's alphabet: 48 bytes once decoded.
    invalid(markedBackend("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"), "wrongLength", {
      decoded: "48 bytes",
    }),
    invalid(markedBackend(URL_SAFE_KEY), "urlSafe"),
    invalid(markedBackend(KEY.slice(0, -1)), "missingPadding"),
    invalid(markedBackend(URL_SAFE_KEY.slice(0, -1)), "urlSafe"),
    // White space other than line breaks: a space, a tab (also next to a line break).
    invalid(markedBackend(`${KEY.slice(0, 20)} ${KEY.slice(20)}`), "whitespace"),
    invalid(markedBackend(`${KEY}\t`), "whitespace"),
    invalid(markedBackend(`${KEY.slice(0, 20)}\n ${KEY.slice(20)}`), "whitespace"),
    // Line breaks are ignored, the rest is still judged: a wrapped key one byte short.
    invalid(markedBackend(`MDEyMzQ1Njc4OWFiY2Rl\nZjAxMjM0NTY3ODlhYmNkZQ==`), "wrongLength", { decoded: "31 bytes" }),
    // A "/" in a value of the key's length in the base64 alphabet: an attempt at the key, not a path.
    invalid(markedBackend(SLASH_KEY.slice(0, -1)), "missingPadding"),
    invalid(markedBackend(`${SLASH_KEY.slice(0, 10)}-${SLASH_KEY.slice(11)}`), "urlSafe"),
    // No "/", ".", "\\" or leading "~": a word is taken as a key, not as a file in the working directory.
    invalid(markedBackend("statekey"), "wrongLength", { decoded: "6 bytes" }),
    // A backend takes `${..}` literally: the tool decodes the text as written.
    invalid(markedBackend("${STATE_KEY}"), "notBase64"),
    // A long run of "=" is scanned in linear time (a regular expression anchored at the end took quadratic time).
    invalid(markedBackend(`${"=".repeat(200_000)}A`), "notBase64"),
    invalid(markedBackend("not-a-key!"), "notBase64"),
    invalid(markedBackend(`${KEY}=`), "notBase64"),
    invalid(markedBackend(`=${KEY.slice(1)}`), "notBase64"),
    // Other spellings <kit> passes on, constants, templates, the remote-state data source.
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryption_key: "hunter2"⟧ });`, "wrongLength", {
      decoded: "5 bytes",
      property: "encryption_key",
    }),
    invalid(
      `${gcs}const KEY = "hunter2";\nnew DataToolRemoteStateGcs(scope, "remote", { bucket: "b", ⟦encryptionKey: KEY⟧ });`,
      "wrongLength",
      { decoded: "5 bytes" },
    ),
    invalid(
      `${gcs}new GcsBackend(scope, { bucket: "b", ⟦encryptionKey: \`${KEY.slice(0, -1)}\`⟧ });`,
      "missingPadding",
    ),
    // A shared constant is reported where it is written.
    invalid(
      `${gcs}const base = { bucket: "b", ⟦encryptionKey: "hunter2"⟧ };\nnew GcsBackend(scope, { ...base, prefix: "p" });`,
      "wrongLength",
      { decoded: "5 bytes" },
    ),
    // TypeScript: an annotated literal, `satisfies`.
    invalid(
      `import type { GcsBackendConfig } from "kit";\n` +
        `export const c = { bucket: "b", ⟦encryptionKey: "${URL_SAFE_KEY}"⟧ } satisfies GcsBackendConfig;`,
      "urlSafe",
      { modes: ["ts", "typed"] },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    invalid(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const KEY: "hunter2";
        export const c: GcsBackendConfig = { bucket: "b", ⟦encryptionKey: KEY⟧ };`,
      "wrongLength",
      { decoded: "5 bytes", modes: ["typed"] },
    ),
    invalid(
      dedent`
        import type { GcsBackendConfig } from "kit";
        function remote(c: GcsBackendConfig) {}
        remote({ bucket: "b", ⟦encryptionKey: "hunter2"⟧ });`,
      "wrongLength",
      { decoded: "5 bytes", modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The key is a secret: no
// message shows it, and there is nothing to suggest.
/** A GCS builder with `setter` (`.encryptionKey(…)`) between the bucket and build(). */
const javaKey = (setter: string) => inJava(`    var c = GcsBackendConfig.builder().bucket("b")${setter}.build();`);
/** A GCS configuration initializer with `entry` (`EncryptionKey = …`) after the bucket. */
const csKey = (entry: string) => inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ${entry} };`);
/** 16 bytes, standard base64. */
const SHORT_KEY = "MDEyMzQ1Njc4OWFiY2RlZg==";
/** One finding on the marked text (as `invalid` above), as a case of ESLint's own RuleTester. */
function keyIn(code: string, messageId: MessageId, extra: { decoded?: string; property?: string } = {}) {
  const data = {
    property: extra.property ?? "encryptionKey",
    form: FORM,
    ...(extra.decoded !== undefined && { decoded: extra.decoded }),
  };
  return { code, errors: [{ messageId, data }] };
}

testRuleIn("java", "valid-encryption-key", rule, {
  valid: [
    javaKey(`.encryptionKey(${JSON.stringify(KEY)})`),
    javaKey(`.encryptionKey(${JSON.stringify(PLUS_KEY)})`),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").encryptionKey("${KEY}").build();`),
    javaKey(`.encryptionKey("")`),
    javaKey(`.encryptionKey(System.getenv("GCS_ENCRYPTION_KEY"))`),
    javaKey(`.encryptionKey(Files.readString(Path.of("state.key")).strip())`),
    // A text block whose closing delimiter follows the key: no newline.
    javaKey(`.encryptionKey("""\n        ${KEY}""")`),
    // One whose closing delimiter stands on its own line ends in a newline: the tool's decoder ignores it.
    javaKey(dedent`
      .encryptionKey("""
              ${KEY}
              """)`),
    // The path of a key file.
    javaKey(`.encryptionKey("/run/secrets/state.key")`),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").encryptionKey("\${STATE_KEY}").build();`),
    dedent`
      class Main {
        static final String KEY = "${KEY.slice(0, 20)}" + "${KEY.slice(20)}";
        void run() {
          var c = GcsBackendConfig.builder().bucket("b").encryptionKey(KEY).build();
        }
      }
    `,
  ],
  invalid: [
    keyIn(
      inJava`
        var c = DataToolRemoteStateGcsConfig.builder()
            .bucket("b")
            ⟦.encryptionKey("${SHORT_KEY}")⟧
            .build();`,
      "wrongLength",
      { decoded: "16 bytes" },
    ),
    keyIn(javaKey(`⟦.encryptionKey("${KEY.slice(0, -1)}")⟧`), "missingPadding"),
    keyIn(javaKey(`⟦.encryptionKey("${URL_SAFE_KEY}")⟧`), "urlSafe"),
    keyIn(javaKey(`⟦.encryptionKey("not-a-key!")⟧`), "notBase64"),
    // A tab inside the key is white space the decoder does not skip.
    keyIn(javaKey(`⟦.encryptionKey("${KEY.slice(0, 20)}\\t${KEY.slice(20)}")⟧`), "whitespace"),
    keyIn(javaKey(`⟦.encryptionKey("statekey")⟧`), "wrongLength", { decoded: "6 bytes" }),
    keyIn(
      inJava`
        var b = GcsBackendConfig.builder();
        b.bucket("b");
        b⟦.encryptionKey("${SHORT_KEY}")⟧;
        var c = b.build();`,
      "wrongLength",
      { decoded: "16 bytes" },
    ),
  ],
});

testRuleIn("csharp", "valid-encryption-key", rule, {
  valid: [
    csKey(`EncryptionKey = ${JSON.stringify(KEY)}`),
    csKey(`EncryptionKey = @"${KEY}"`),
    csKey(`EncryptionKey = $"${KEY}"`),
    inCSharp(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", EncryptionKey = "${KEY}" });`),
    csKey(`EncryptionKey = Environment.GetEnvironmentVariable("GCS_ENCRYPTION_KEY")`),
    csKey(`EncryptionKey = File.ReadAllText("state.key")`),
    csKey(`EncryptionKey = $"{prefix}${KEY.slice(4)}"`),
    // Line breaks are ignored; a path names a key file.
    csKey(`EncryptionKey = "${KEY.slice(0, 22)}\\r\\n${KEY.slice(22)}"`),
    csKey(`EncryptionKey = @"C:\\keys\\state.key"`),
    csKey(`EncryptionKey = "~/keys/state"`),
    inCSharp(
      `    const string Key = "${KEY}";\n    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = Key };`,
    ),
  ],
  invalid: [
    keyIn(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            ⟦EncryptionKey = "${SHORT_KEY}"⟧,
        };`,
      "wrongLength",
      {
        decoded: "16 bytes",
        property: "EncryptionKey",
      },
    ),
    keyIn(csKey(`⟦EncryptionKey = @"${KEY} "⟧`), "whitespace", { property: "EncryptionKey" }),
    keyIn(csKey(`⟦EncryptionKey = "${URL_SAFE_KEY}"⟧`), "urlSafe", { property: "EncryptionKey" }),
    keyIn(csKey(`⟦EncryptionKey = "not-a-key!"⟧`), "notBase64", { property: "EncryptionKey" }),
    keyIn(csKey(`⟦EncryptionKey = "${SLASH_KEY.slice(0, -1)}"⟧`), "missingPadding", {
      property: "EncryptionKey",
    }),
    keyIn(
      inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    ⟦c.EncryptionKey = "${KEY.slice(0, -1)}"⟧;`),
      "missingPadding",
      {
        property: "EncryptionKey",
      },
    ),
    keyIn(
      inCSharp(
        `    const string Key = "${SHORT_KEY}";\n    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", ⟦EncryptionKey = Key⟧ };`,
      ),
      "wrongLength",
      { decoded: "16 bytes", property: "EncryptionKey" },
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-encryption-key", rule, {
  valid: [
    remoteStateJson("gcs", ['"bucket": "b"', `"encryption_key": "${"A".repeat(43)}="`]),
    // A data source interpolates.
    remoteStateJson("gcs", ['"bucket": "b"', '"encryption_key": "${var.key}"']),
    remoteStateJson("gcs", ['"bucket": "b"', '"encryption_key": "./key.b64"']),
  ],
  invalid: [
    {
      code: remoteStateJson("gcs", ['"bucket": "b"', '⟦"encryption_key": "abc def"⟧']),
      errors: [
        {
          messageId: "whitespace",
          data: {
            property: "encryption_key",
            form: FORM,
          },
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-encryption-key", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket         = "b"
          ⟦encryption_key = "c2hvcnQ="⟧
        }`,
      errors: [
        {
          message:
            '"encryption_key" decodes to 5 bytes: the first state read or write fails; it must be 32 bytes in standard base64, or a key file\'s path.',
        },
      ],
    },
  ],
});

// The open fork's own files: the fork evaluates a backend's `${..}` from its 1.8.0, so it is no literal there, while
// the tool takes it as written (docs/behaviour.md#every-store).
testRuleInJson("valid-encryption-key", rule, {
  valid: [],
  invalid: [
    {
      code: backendJson("gcs", '"bucket": "b"', '⟦"encryption_key": "${base64sha256(\\"state\\")}"⟧'),
      errors: [{ messageId: "notBase64", data: { property: "encryption_key", form: FORM } }],
    },
  ],
});
testRuleInForkJson("valid-encryption-key", rule, {
  // A reference holds a ".", which makes the text a possible path for the tool as well: a call makes the key.
  valid: [backendJson("gcs", '"bucket": "b"', '"encryption_key": "${base64sha256(\\"state\\")}"')],
});
