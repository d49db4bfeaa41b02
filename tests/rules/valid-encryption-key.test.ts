import rule, { type MessageId } from "../../rules/valid-encryption-key.js";
import { locate, testRule, testRuleIn, type Invalid } from "../rule-tester.js";

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const FORM = 'standard base64 ("A"–"Z", "a"–"z", "0"–"9", "+" and "/", padded with "=") of exactly 32 bytes, 44 characters';

/** 32 bytes, standard base64: `0123456789abcdef0123456789abcdef`. */
const KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
/** 32 bytes whose standard encoding uses "+" (and its URL-safe twin, with "-"). */
const PLUS_KEY = "+h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=";
const URL_SAFE_KEY = "-h9EaY6z2P0iR2yRttsAJUpvlLneAyhNcpe84QYrUHU=";

/** One finding on `snippet`, with the message's data. */
function invalid(code: string, snippet: string, messageId: MessageId, extra: { decoded?: string; property?: string; modes?: Invalid<MessageId>["modes"] } = {}): Invalid<MessageId> {
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId,
        data: { property: extra.property ?? "encryptionKey", form: FORM, ...(extra.decoded !== undefined && { decoded: extra.decoded }) },
        ...locate(code, snippet),
      },
    ],
  };
}

const backend = (key: string) => `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: ${JSON.stringify(key)} });`;

testRule("valid-encryption-key", rule, {
  valid: [
    // Unused bits set in the last character: a standard decoder ignores them; still 32 bytes.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWZ=" });`,
    "",
    backend(KEY),
    backend(PLUS_KEY),
    `${gcs}new DataToolRemoteStateGcs(scope, "remote", { bucket: "b", encryptionKey: "${KEY}" });`,
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
    { code: `import type { GcsBackendConfig } from "kit";\ndeclare const KEY: string;\nexport const c: GcsBackendConfig = { bucket: "b", encryptionKey: KEY };`, modes: ["ts", "typed"] },
    // Untyped, a declared constant is not known; typed, its literal type is (see the invalid case).
    { code: `import type { GcsBackendConfig } from "kit";\ndeclare const KEY: "hunter2";\nexport const c: GcsBackendConfig = { bucket: "b", encryptionKey: KEY };`, modes: ["ts"] },
    // Untyped, a helper's parameter is not known to be a configuration.
    { code: `import type { GcsBackendConfig } from "kit";\nfunction remote(c: GcsBackendConfig) {}\nremote({ bucket: "b", encryptionKey: "hunter2" });`, modes: ["ts"] },
  ],
  invalid: [
    invalid(backend("hunter2"), 'encryptionKey: "hunter2"', "wrongLength", { decoded: "5 bytes" }),
    // One byte short, and one too many.
    invalid(backend("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZQ=="), 'encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZQ=="', "wrongLength", { decoded: "31 bytes" }),
    invalid(backend("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWYw"), 'encryptionKey: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWYw"', "wrongLength", { decoded: "33 bytes" }),
    invalid(backend("AA=="), 'encryptionKey: "AA=="', "wrongLength", { decoded: "1 byte" }),
    // A hexadecimal key of 32 bytes is 64 characters of base64's alphabet: 48 bytes once decoded.
    invalid(backend("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"), 'encryptionKey: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"', "wrongLength", { decoded: "48 bytes" }),
    invalid(backend(URL_SAFE_KEY), `encryptionKey: "${URL_SAFE_KEY}"`, "urlSafe"),
    invalid(backend(KEY.slice(0, -1)), `encryptionKey: "${KEY.slice(0, -1)}"`, "missingPadding"),
    invalid(backend(URL_SAFE_KEY.slice(0, -1)), `encryptionKey: "${URL_SAFE_KEY.slice(0, -1)}"`, "urlSafe"),
    invalid(backend(`${KEY}\n`), `encryptionKey: "${KEY}\\n"`, "whitespace"),
    invalid(backend(`${KEY.slice(0, 20)} ${KEY.slice(20)}`), `encryptionKey: "${KEY.slice(0, 20)} ${KEY.slice(20)}"`, "whitespace"),
    invalid(backend("not-a-key!"), 'encryptionKey: "not-a-key!"', "notBase64"),
    invalid(backend(`${KEY}=`), `encryptionKey: "${KEY}="`, "notBase64"),
    invalid(backend(`=${KEY.slice(1)}`), `encryptionKey: "=${KEY.slice(1)}"`, "notBase64"),
    // Other spellings <kit> passes on, constants, templates, the remote-state data source.
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", encryption_key: "hunter2" });`, 'encryption_key: "hunter2"', "wrongLength", { decoded: "5 bytes", property: "encryption_key" }),
    invalid(`${gcs}const KEY = "hunter2";\nnew DataToolRemoteStateGcs(scope, "remote", { bucket: "b", encryptionKey: KEY });`, "encryptionKey: KEY", "wrongLength", { decoded: "5 bytes" }),
    invalid(`${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: \`${KEY.slice(0, -1)}\` });`, `encryptionKey: \`${KEY.slice(0, -1)}\``, "missingPadding"),
    // A shared constant is reported where it is written.
    invalid(`${gcs}const base = { bucket: "b", encryptionKey: "hunter2" };\nnew GcsBackend(scope, { ...base, prefix: "p" });`, 'encryptionKey: "hunter2"', "wrongLength", { decoded: "5 bytes" }),
    // TypeScript: an annotated literal, `satisfies`.
    invalid(
      `import type { GcsBackendConfig } from "kit";\nexport const c = { bucket: "b", encryptionKey: "${URL_SAFE_KEY}" } satisfies GcsBackendConfig;`,
      `encryptionKey: "${URL_SAFE_KEY}"`,
      "urlSafe",
      { modes: ["ts", "typed"] },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    invalid(
      `import type { GcsBackendConfig } from "kit";\ndeclare const KEY: "hunter2";\nexport const c: GcsBackendConfig = { bucket: "b", encryptionKey: KEY };`,
      "encryptionKey: KEY",
      "wrongLength",
      { decoded: "5 bytes", modes: ["typed"] },
    ),
    invalid(
      `import type { GcsBackendConfig } from "kit";\nfunction remote(c: GcsBackendConfig) {}\nremote({ bucket: "b", encryptionKey: "hunter2" });`,
      'encryptionKey: "hunter2"',
      "wrongLength",
      { decoded: "5 bytes", modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The key is a secret: no
// message shows it, and there is nothing to suggest.
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCs = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;
const javaKey = (value: string) => inJava(`    var c = GcsBackendConfig.builder().bucket("b").encryptionKey(${value}).build();`);
const csKey = (value: string) => inCs(`    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = ${value} };`);
/** 16 bytes, standard base64. */
const SHORT_KEY = "MDEyMzQ1Njc4OWFiY2RlZg==";
/** One finding on `snippet` (as `invalid` above), as a case of ESLint's own RuleTester. */
function keyIn(code: string, snippet: string, messageId: MessageId, extra: { decoded?: string; property?: string } = {}) {
  const data = { property: extra.property ?? "encryptionKey", form: FORM, ...(extra.decoded !== undefined && { decoded: extra.decoded }) };
  return { code, errors: [{ messageId, data, ...locate(code, snippet) }] };
}

testRuleIn("java", "valid-encryption-key", rule, {
  valid: [
    javaKey(JSON.stringify(KEY)),
    javaKey(JSON.stringify(PLUS_KEY)),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").encryptionKey("${KEY}").build();`),
    javaKey('""'),
    javaKey(`System.getenv("GCS_ENCRYPTION_KEY")`),
    javaKey(`Files.readString(Path.of("state.key")).strip()`),
    // A text block whose closing delimiter follows the key: no newline.
    javaKey(`"""\n        ${KEY}"""`),
    `class Main {\n  static final String KEY = "${KEY.slice(0, 20)}" + "${KEY.slice(20)}";\n  void run() {\n    var c = GcsBackendConfig.builder().bucket("b").encryptionKey(KEY).build();\n  }\n}\n`,
  ],
  invalid: [
    (() => {
      const code = inJava(`    var c = DataToolRemoteStateGcsConfig.builder()\n        .bucket("b")\n        .encryptionKey("${SHORT_KEY}")\n        .build();`);
      return keyIn(code, `.encryptionKey("${SHORT_KEY}")`, "wrongLength", { decoded: "16 bytes" });
    })(),
    keyIn(javaKey(`"${KEY.replace(/=$/, "")}"`), `.encryptionKey("${KEY.replace(/=$/, "")}")`, "missingPadding"),
    keyIn(javaKey(`"${URL_SAFE_KEY}"`), `.encryptionKey("${URL_SAFE_KEY}")`, "urlSafe"),
    keyIn(javaKey('"not-a-key!"'), '.encryptionKey("not-a-key!")', "notBase64"),
    // A text block with its closing delimiter on the next line ends in a newline.
    keyIn(javaKey(`"""\n        ${KEY}\n        """`), `.encryptionKey("""\n        ${KEY}\n        """)`, "whitespace"),
    (() => {
      const code = inJava(`    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    b.encryptionKey("${SHORT_KEY}");\n    var c = b.build();`);
      return keyIn(code, `.encryptionKey("${SHORT_KEY}")`, "wrongLength", { decoded: "16 bytes" });
    })(),
  ],
});

testRuleIn("csharp", "valid-encryption-key", rule, {
  valid: [
    csKey(JSON.stringify(KEY)),
    csKey(`@"${KEY}"`),
    csKey(`$"${KEY}"`),
    inCs(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", EncryptionKey = "${KEY}" });`),
    csKey(`Environment.GetEnvironmentVariable("GCS_ENCRYPTION_KEY")`),
    csKey(`File.ReadAllText("state.key")`),
    csKey(`$"{prefix}${KEY.slice(4)}"`),
    inCs(`    const string Key = "${KEY}";\n    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = Key };`),
  ],
  invalid: [
    (() => {
      const code = inCs(`    var c = new GcsBackendConfig\n    {\n        Bucket = "b",\n        EncryptionKey = "${SHORT_KEY}",\n    };`);
      return keyIn(code, `EncryptionKey = "${SHORT_KEY}"`, "wrongLength", { decoded: "16 bytes", property: "EncryptionKey" });
    })(),
    keyIn(csKey(`@"${KEY} "`), `EncryptionKey = @"${KEY} "`, "whitespace", { property: "EncryptionKey" }),
    keyIn(csKey(`"${URL_SAFE_KEY}"`), `EncryptionKey = "${URL_SAFE_KEY}"`, "urlSafe", { property: "EncryptionKey" }),
    keyIn(csKey('"not-a-key!"'), 'EncryptionKey = "not-a-key!"', "notBase64", { property: "EncryptionKey" }),
    (() => {
      const code = inCs(`    var c = new GcsBackendConfig { Bucket = "b" };\n    c.EncryptionKey = "${KEY.replace(/=$/, "")}";`);
      return keyIn(code, `c.EncryptionKey = "${KEY.replace(/=$/, "")}"`, "missingPadding", { property: "EncryptionKey" });
    })(),
    (() => {
      const code = inCs(`    const string Key = "${SHORT_KEY}";\n    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", EncryptionKey = Key };`);
      return keyIn(code, "EncryptionKey = Key", "wrongLength", { decoded: "16 bytes", property: "EncryptionKey" });
    })(),
  ],
});
