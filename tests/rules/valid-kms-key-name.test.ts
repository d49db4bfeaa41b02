import rule from "../../rules/valid-kms-key-name.js";
import {
  inCSharp,
  inJava,
  locate,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  type Mode,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const FORM = "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}";
const NAME = "projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool";

const remote = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const backend = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;

/** A value not of the form: reported, with a suggestion of the key name inside it when there is exactly one. */
function invalid(
  code: string,
  snippet: string,
  value: string,
  name?: string,
  options: { modes?: readonly Mode[]; replaced?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "invalid",
        data: { property: snippet.split(":")[0]!.replace(/"/g, ""), value, form: FORM },
        ...locate(code, snippet),
        suggestions:
          name === undefined
            ? []
            : [
                {
                  messageId: "useName",
                  data: { value: name },
                  output: code.replace(
                    snippet,
                    `${options.replaced ?? snippet.split(":")[0]}: ${JSON.stringify(name)}`,
                  ),
                },
              ],
      },
    ],
  };
}

testRule("valid-kms-key-name", rule, {
  valid: [
    "",
    remote(`kmsEncryptionKey: "${NAME}"`),
    backend(`kmsEncryptionKey: "${NAME}"`),
    backend(`kms_encryption_key: "${NAME}"`),
    // Placeholders take any non-empty segment.
    remote('kmsEncryptionKey: "projects/p/locations/global/keyRings/r-1/cryptoKeys/k_2"'),
    // The empty string leaves the key unset.
    remote('kmsEncryptionKey: ""'),
    // A remote-state data source may interpolate: the value is not known.
    remote('kmsEncryptionKey: "${var.state_kms_key}"'),
    remote('kmsEncryptionKey: "projects/${var.project}/locations/eu/keyRings/r/cryptoKeys/k"'),
    // Unknown values, values a later spread may override, getters.
    remote("kmsEncryptionKey: process.env.STATE_KMS_KEY"),
    remote('kmsEncryptionKey: "my-key", ...overrides'),
    remote('get kmsEncryptionKey() { return "my-key"; }'),
    // Other fields and other types.
    remote('encryptionKey: "my-key"'),
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", kmsEncryptionKey: "my-key" });`,
    `const options = { kmsEncryptionKey: "my-key" };`,
    // Without types, a constant from another file is unknown.
    {
      code: `import { KMS_KEY_VERSION } from "./state-paths.js";\n${remote("kmsEncryptionKey: KMS_KEY_VERSION")}`,
      modes: ["ts"],
    },
    { code: `enum Keys { State = "state-key" }\n${remote("kmsEncryptionKey: Keys.State")}`, modes: ["ts"] },
  ],
  invalid: [
    // A key version is not a key name: the suggestion keeps the key-name part.
    invalid(
      remote(`kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"`),
      `kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"`,
      `${NAME}/cryptoKeyVersions/1`,
      NAME,
    ),
    // A full resource name and a REST URL hold exactly one key name.
    invalid(
      remote(`kmsEncryptionKey: "//cloudkms.googleapis.com/${NAME}"`),
      `kmsEncryptionKey: "//cloudkms.googleapis.com/${NAME}"`,
      `//cloudkms.googleapis.com/${NAME}`,
      NAME,
    ),
    invalid(
      backend(`kmsEncryptionKey: "https://cloudkms.googleapis.com/v1/${NAME}"`),
      `kmsEncryptionKey: "https://cloudkms.googleapis.com/v1/${NAME}"`,
      `https://cloudkms.googleapis.com/v1/${NAME}`,
      NAME,
    ),
    // Spaces around it, a trailing slash.
    invalid(remote(`kmsEncryptionKey: " ${NAME} "`), `kmsEncryptionKey: " ${NAME} "`, ` ${NAME} `, NAME),
    invalid(remote(`kmsEncryptionKey: "${NAME}/"`), `kmsEncryptionKey: "${NAME}/"`, `${NAME}/`, NAME),
    // No key name inside, or literal segments in another case: nothing to suggest.
    invalid(remote('kmsEncryptionKey: "state-key"'), 'kmsEncryptionKey: "state-key"', "state-key"),
    invalid(
      remote('kmsEncryptionKey: "projects/p/locations/l/keyrings/r/cryptoKeys/k"'),
      'kmsEncryptionKey: "projects/p/locations/l/keyrings/r/cryptoKeys/k"',
      "projects/p/locations/l/keyrings/r/cryptoKeys/k",
    ),
    invalid(
      remote('kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/"'),
      'kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/"',
      "projects/p/locations/l/keyRings/r/cryptoKeys/",
    ),
    invalid(
      remote('kmsEncryptionKey: "projects//locations/l/keyRings/r/cryptoKeys/k"'),
      'kmsEncryptionKey: "projects//locations/l/keyRings/r/cryptoKeys/k"',
      "projects//locations/l/keyRings/r/cryptoKeys/k",
    ),
    // Two key names inside: ambiguous.
    invalid(remote(`kmsEncryptionKey: "${NAME}/${NAME}"`), `kmsEncryptionKey: "${NAME}/${NAME}"`, `${NAME}/${NAME}`),
    // A backend takes an interpolation literally.
    invalid(
      backend('kmsEncryptionKey: "${var.state_kms_key}"'),
      'kmsEncryptionKey: "${var.state_kms_key}"',
      "${var.state_kms_key}",
    ),
    invalid(
      backend(`kms_encryption_key: "${NAME}/cryptoKeyVersions/2"`),
      `kms_encryption_key: "${NAME}/cryptoKeyVersions/2"`,
      `${NAME}/cryptoKeyVersions/2`,
      NAME,
    ),
    // A same-file constant: the suggestion writes the name at the property, and the constant stays.
    invalid(
      `${gcs}const KEY = "${NAME}/cryptoKeyVersions/1";\nnew GcsBackend(scope, { bucket: "b", kmsEncryptionKey: KEY });`,
      "kmsEncryptionKey: KEY",
      `${NAME}/cryptoKeyVersions/1`,
      NAME,
    ),
    // A shared spread constant: reported where written, no suggestion (other code uses it).
    invalid(
      `${gcs}const base = { kmsEncryptionKey: "state-key/1" };\nnew GcsBackend(scope, { ...base, bucket: "a" });\nnew GcsBackend(scope, { ...base, bucket: "b" });`,
      'kmsEncryptionKey: "state-key/1"',
      "state-key/1",
    ),
    invalid(
      `import type { GcsBackendConfig } from "kit";\nexport const c: GcsBackendConfig = { bucket: "b", kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1" };`,
      `kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"`,
      `${NAME}/cryptoKeyVersions/1`,
      NAME,
      {
        modes: ["ts", "typed"],
      },
    ),
    // Types give values: a constant from another file, an enum member.
    (() => {
      const code = `import { KMS_KEY_VERSION } from "./state-paths.js";\n${remote("kmsEncryptionKey: KMS_KEY_VERSION")}`;
      const name = "projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool";
      return invalid(code, "kmsEncryptionKey: KMS_KEY_VERSION", `${name}/cryptoKeyVersions/3`, name, {
        modes: ["typed"],
        replaced: "kmsEncryptionKey",
      });
    })(),
    invalid(
      `enum Keys { State = "state-key" }\n${remote("kmsEncryptionKey: Keys.State")}`,
      "kmsEncryptionKey: Keys.State",
      "state-key",
      undefined,
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The suggestion writes the
// key name found inside the value as a string literal of the language.
const javaKms = (value: string) =>
  inJava(`    var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey(${value}).build();`);
const csKms = (value: string) =>
  inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", KmsEncryptionKey = ${value} };`);
/** A value not of the form, reported on `snippet`; with `output`, the suggestion to use NAME. */
function kmsIn(code: string, snippet: string, property: string, value: string, output?: string) {
  return {
    code,
    errors: [
      {
        messageId: "invalid",
        data: { property, value, form: FORM },
        ...locate(code, snippet),
        suggestions: output === undefined ? [] : [{ messageId: "useName", data: { value: NAME }, output }],
      },
    ],
  };
}

testRuleIn("java", "valid-kms-key-name", rule, {
  valid: [
    javaKms(JSON.stringify(NAME)),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").kmsEncryptionKey("${NAME}").build();`),
    javaKms('""'),
    javaKms(`System.getenv("GCS_KMS_KEY")`),
    `class Main {\n  static final String PROJECT = "acme";\n  void run() {\n    var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey("projects/" + PROJECT + "${NAME.slice("projects/acme".length)}").build();\n  }\n}\n`,
  ],
  invalid: [
    (() => {
      const full = `//cloudkms.googleapis.com/${NAME}`;
      const code = inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder()\n        .bucket("b")\n        .kmsEncryptionKey("${full}")\n        .build();`,
      );
      return kmsIn(code, `.kmsEncryptionKey("${full}")`, "kmsEncryptionKey", full, code.replace(full, NAME));
    })(),
    kmsIn(
      javaKms('"projects/acme/keyRings/state/cryptoKeys/tool"'),
      '.kmsEncryptionKey("projects/acme/keyRings/state/cryptoKeys/tool")',
      "kmsEncryptionKey",
      "projects/acme/keyRings/state/cryptoKeys/tool",
    ),
    // A concatenation with a `static final` constant: the suggestion writes one literal.
    (() => {
      const code = `class Main {\n  static final String KEY = "${NAME}";\n  void run() {\n    var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey(KEY + "/cryptoKeyVersions/1").build();\n  }\n}\n`;
      return kmsIn(
        code,
        '.kmsEncryptionKey(KEY + "/cryptoKeyVersions/1")',
        "kmsEncryptionKey",
        `${NAME}/cryptoKeyVersions/1`,
        code.replace('KEY + "/cryptoKeyVersions/1"', JSON.stringify(NAME)),
      );
    })(),
    kmsIn(
      inJava(
        `    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    b.kmsEncryptionKey("tool");\n    var c = b.build();`,
      ),
      '.kmsEncryptionKey("tool")',
      "kmsEncryptionKey",
      "tool",
    ),
  ],
});

testRuleIn("csharp", "valid-kms-key-name", rule, {
  valid: [
    csKms(JSON.stringify(NAME)),
    csKms(`@"${NAME}"`),
    inCSharp(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", KmsEncryptionKey = "${NAME}" });`),
    csKms(`Environment.GetEnvironmentVariable("GCS_KMS_KEY")`),
    // An interpolated string with a hole: not known.
    csKms(`$"projects/{project}/locations/europe-west1/keyRings/state/cryptoKeys/tool"`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    if (managedKeys) c.KmsEncryptionKey = "tool";`),
  ],
  invalid: [
    (() => {
      const version = `${NAME}/cryptoKeyVersions/1`;
      const code = inCSharp(
        `    var c = new GcsBackendConfig\n    {\n        Bucket = "b",\n        KmsEncryptionKey = "${version}",\n    };`,
      );
      return kmsIn(code, `KmsEncryptionKey = "${version}"`, "KmsEncryptionKey", version, code.replace(version, NAME));
    })(),
    kmsIn(csKms('"tool"'), 'KmsEncryptionKey = "tool"', "KmsEncryptionKey", "tool"),
    kmsIn(
      csKms(`$"https://cloudkms.googleapis.com/v1/${NAME}"`),
      `KmsEncryptionKey = $"https://cloudkms.googleapis.com/v1/${NAME}"`,
      "KmsEncryptionKey",
      `https://cloudkms.googleapis.com/v1/${NAME}`,
      csKms(JSON.stringify(NAME)),
    ),
    // A `const` with spaces around the name, assigned after construction.
    (() => {
      const code = inCSharp(
        `    const string Key = " ${NAME} ";\n    var c = new GcsBackendConfig { Bucket = "b" };\n    c.KmsEncryptionKey = Key;`,
      );
      return kmsIn(
        code,
        "c.KmsEncryptionKey = Key",
        "KmsEncryptionKey",
        ` ${NAME} `,
        code.replace("c.KmsEncryptionKey = Key;", `c.KmsEncryptionKey = "${NAME}";`),
      );
    })(),
  ],
});
