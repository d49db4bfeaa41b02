import rule from "../../rules/valid-kms-key-name.js";
import { WRITTEN_OUT_NOTE } from "../../src/util/create-rule.js";
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
  type Mode,
  dedent,
  inHcl,
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
/** The form as the messages show it (the docs name its placeholders). */
const FORM = "projects/…/locations/…/keyRings/…/cryptoKeys/…";
const NAME = "projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool";

/**
 * A value as the invalid message shows it: whole where the message (`after` it, in a file written out) fits in
 * 200 characters, else cut with `…` to fit; the message spends most of them on the form.
 */
function shown(value: string, property = "kmsEncryptionKey", after = ""): string {
  const room =
    200 - `"${property}" is "", not of the form "${FORM}": it fails at the first state write.${after}`.length;
  return value.length <= room ? value : `${value.slice(0, room - 1)}…`;
}

const remote = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const backend = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;

/**
 * A value not of the form, reported at the marked place; with `output`, the suggestion to use the key name inside
 * it (NAME, when there is exactly one) and the code it makes.
 */
function invalid(
  code: string,
  value: string,
  output?: string,
  options: { modes?: readonly Mode[]; property?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "invalid",
        data: { property: options.property ?? "kmsEncryptionKey", value: shown(value, options.property), form: FORM },
        suggestions: output === undefined ? [] : [{ messageId: "useName", data: { value: NAME }, output }],
      },
    ],
  };
}

/**
 * A customer-supplied key (32 bytes) written here by mistake: base64 (with "/" in it), URL-safe base64 without
 * padding, hexadecimal. A secret: no message repeats it.
 */
const KEY = "ESQ3Sl1wg5apvM/i9QgbLkFUZ3qNoLPG2ez/EiU4S14=";
const URL_SAFE_KEY = "-0SN1h9osfpDjNUeZ7D5QovUHWav-EGK0xxlrvdAidI";
const HEX_KEY = "1124374a5d708396a9bccfe2f5081b2e4154677a8da0b3c6d9ecff1225384b5e";

/**
 * A value that looks like key material, reported at the marked place without its value and without a suggestion:
 * '"kmsEncryptionKey" looks like an encryption key (base64 text of a 32-byte key), not a key name: it fails at the first
 * state write.'
 */
function keyMaterial(
  code: string,
  looks: "base64 text" | "hexadecimal text",
  options: { modes?: readonly Mode[]; property?: string } = {},
) {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "keyMaterial" as const,
        data: {
          property: options.property ?? "kmsEncryptionKey",
          looks: `${looks} of a 32-byte key`,
        },
        suggestions: [],
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
    // A remote-state data source only reads the state: the storage service rejects another form only when the
    // state is written, so a data source never fails for it.
    remote('kmsEncryptionKey: "state-key"'),
    remote(`kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"`),
    remote(`kmsEncryptionKey: "${KEY}"`),
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
      backend(`⟦kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"⟧`),
      `${NAME}/cryptoKeyVersions/1`,
      backend(`kmsEncryptionKey: "${NAME}"`),
    ),
    // A full resource name and a REST URL hold exactly one key name.
    invalid(
      backend(`⟦kmsEncryptionKey: "//cloudkms.googleapis.com/${NAME}"⟧`),
      `//cloudkms.googleapis.com/${NAME}`,
      backend(`kmsEncryptionKey: "${NAME}"`),
    ),
    invalid(
      backend(`⟦kmsEncryptionKey: "https://cloudkms.googleapis.com/v1/${NAME}"⟧`),
      `https://cloudkms.googleapis.com/v1/${NAME}`,
      backend(`kmsEncryptionKey: "${NAME}"`),
    ),
    // Spaces around it, a trailing slash.
    invalid(backend(`⟦kmsEncryptionKey: " ${NAME} "⟧`), ` ${NAME} `, backend(`kmsEncryptionKey: "${NAME}"`)),
    invalid(backend(`⟦kmsEncryptionKey: "${NAME}/"⟧`), `${NAME}/`, backend(`kmsEncryptionKey: "${NAME}"`)),
    // No key name inside, or literal segments in another case: nothing to suggest.
    invalid(backend('⟦kmsEncryptionKey: "state-key"⟧'), "state-key"),
    invalid(
      backend('⟦kmsEncryptionKey: "projects/p/locations/l/keyrings/r/cryptoKeys/k"⟧'),
      "projects/p/locations/l/keyrings/r/cryptoKeys/k",
    ),
    invalid(
      backend('⟦kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/"⟧'),
      "projects/p/locations/l/keyRings/r/cryptoKeys/",
    ),
    invalid(
      backend('⟦kmsEncryptionKey: "projects//locations/l/keyRings/r/cryptoKeys/k"⟧'),
      "projects//locations/l/keyRings/r/cryptoKeys/k",
    ),
    // Two key names inside: ambiguous. A long value is shown cut at 91 characters.
    invalid(backend(`⟦kmsEncryptionKey: "${NAME}/${NAME}"⟧`), `${`${NAME}/${NAME}`.slice(0, 90)}…`),
    // Key material (a customer-supplied key, written here by mistake): what it looks like, never the value.
    keyMaterial(backend(`⟦kmsEncryptionKey: "${KEY}"⟧`), "base64 text"),
    keyMaterial(backend(`⟦kms_encryption_key: " ${URL_SAFE_KEY} "⟧`), "base64 text", {
      property: "kms_encryption_key",
    }),
    keyMaterial(backend(`⟦kmsEncryptionKey: "${HEX_KEY}"⟧`), "hexadecimal text"),
    keyMaterial(
      `${gcs}const KEY = "${KEY}";\nnew GcsBackend(scope, { bucket: "b", ⟦kmsEncryptionKey: KEY⟧ });`,
      "base64 text",
    ),
    // Of a key's length in the base64 alphabet, but an attempt at a name (it holds the form's words): repeated.
    invalid(
      backend('⟦kmsEncryptionKey: "projects/acme/keyRings/state/cryptoKeys/tool"⟧'),
      "projects/acme/keyRings/state/cryptoKeys/tool",
    ),
    // Not of a key's length: repeated.
    invalid(backend(`⟦kmsEncryptionKey: "${KEY.slice(0, 40)}"⟧`), KEY.slice(0, 40)),
    // A backend takes an interpolation literally.
    invalid(backend('⟦kmsEncryptionKey: "${var.state_kms_key}"⟧'), "${var.state_kms_key}"),
    invalid(
      backend(`⟦kms_encryption_key: "${NAME}/cryptoKeyVersions/2"⟧`),
      `${NAME}/cryptoKeyVersions/2`,
      backend(`kms_encryption_key: "${NAME}"`),
      { property: "kms_encryption_key" },
    ),
    // A same-file constant: the suggestion writes the name at the property, and the constant stays.
    invalid(
      `${gcs}const KEY = "${NAME}/cryptoKeyVersions/1";\nnew GcsBackend(scope, { bucket: "b", ⟦kmsEncryptionKey: KEY⟧ });`,
      `${NAME}/cryptoKeyVersions/1`,
      `${gcs}const KEY = "${NAME}/cryptoKeyVersions/1";\nnew GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "${NAME}" });`,
    ),
    // A shared spread constant: reported where written, no suggestion (other code uses it).
    invalid(
      dedent`
        ${gcs}const base = { ⟦kmsEncryptionKey: "state-key/1"⟧ };
        new GcsBackend(scope, { ...base, bucket: "a" });
        new GcsBackend(scope, { ...base, bucket: "b" });`,
      "state-key/1",
    ),
    invalid(
      `import type { GcsBackendConfig } from "kit";\n` +
        `export const c: GcsBackendConfig = { bucket: "b", ⟦kmsEncryptionKey: "${NAME}/cryptoKeyVersions/1"⟧ };`,
      `${NAME}/cryptoKeyVersions/1`,
      `import type { GcsBackendConfig } from "kit";\nexport const c: GcsBackendConfig = { bucket: "b", kmsEncryptionKey: "${NAME}" };`,
      { modes: ["ts", "typed"] },
    ),
    // A type name from settings may be a backend's: reported.
    {
      ...invalid(
        `type StateConfig = object;\nconst s = { bucket: "b", ⟦kmsEncryptionKey: "tool"⟧ } satisfies StateConfig;`,
        "tool",
      ),
      modes: ["ts", "typed"],
      settings: { "backend-config": { typeNames: { gcs: ["StateConfig"] } } },
    },
    // Types give values: a constant from another file, an enum member.
    invalid(
      `import { KMS_KEY_VERSION } from "./state-paths.js";\n${backend("⟦kmsEncryptionKey: KMS_KEY_VERSION⟧")}`,
      `${NAME}/cryptoKeyVersions/3`,
      `import { KMS_KEY_VERSION } from "./state-paths.js";\n${backend(`kmsEncryptionKey: "${NAME}"`)}`,
      { modes: ["typed"] },
    ),
    invalid(`enum Keys { State = "state-key" }\n${backend("⟦kmsEncryptionKey: Keys.State⟧")}`, "state-key", undefined, {
      modes: ["typed"],
    }),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The suggestion writes the
// key name found inside the value as a string literal of the language.
/** A GCS builder with `setter` (`.kmsEncryptionKey(…)`) between the bucket and build(). */
const javaKms = (setter: string) => inJava(`    var c = GcsBackendConfig.builder().bucket("b")${setter}.build();`);
/** A GCS configuration initializer with `entry` (`KmsEncryptionKey = …`) after the bucket. */
const csKms = (entry: string) => inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ${entry} };`);
/** A value not of the form, reported at the marked place; with `output`, the suggestion to use NAME. */
function kmsIn(code: string, property: string, value: string, output?: string) {
  return {
    code,
    errors: [
      {
        messageId: "invalid",
        data: { property, value: shown(value, property), form: FORM },
        suggestions: output === undefined ? [] : [{ messageId: "useName", data: { value: NAME }, output }],
      },
    ],
  };
}

/** NAME after its project, "projects/acme". */
const AFTER_PROJECT = NAME.slice("projects/acme".length);

testRuleIn("java", "valid-kms-key-name", rule, {
  valid: [
    javaKms(`.kmsEncryptionKey("${NAME}")`),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").kmsEncryptionKey("${NAME}").build();`),
    // A remote-state data source never writes the state: never rejected for it.
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").kmsEncryptionKey("tool").build();`),
    javaKms('.kmsEncryptionKey("")'),
    javaKms(`.kmsEncryptionKey(System.getenv("GCS_KMS_KEY"))`),
    dedent`
      class Main {
        static final String PROJECT = "acme";
        void run() {
          var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey("projects/" + PROJECT + "${AFTER_PROJECT}").build();
        }
      }
    `,
  ],
  invalid: [
    kmsIn(
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            ⟦.kmsEncryptionKey("//cloudkms.googleapis.com/${NAME}")⟧
            .build();`,
      "kmsEncryptionKey",
      `//cloudkms.googleapis.com/${NAME}`,
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            .kmsEncryptionKey("${NAME}")
            .build();`,
    ),
    kmsIn(
      javaKms('⟦.kmsEncryptionKey("projects/acme/keyRings/state/cryptoKeys/tool")⟧'),
      "kmsEncryptionKey",
      "projects/acme/keyRings/state/cryptoKeys/tool",
    ),
    // A concatenation with a `static final` constant: the suggestion writes one literal.
    kmsIn(
      dedent`
        class Main {
          static final String KEY = "${NAME}";
          void run() {
            var c = GcsBackendConfig.builder().bucket("b")⟦.kmsEncryptionKey(KEY + "/cryptoKeyVersions/1")⟧.build();
          }
        }
      `,
      "kmsEncryptionKey",
      `${NAME}/cryptoKeyVersions/1`,
      dedent`
        class Main {
          static final String KEY = "${NAME}";
          void run() {
            var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey("${NAME}").build();
          }
        }
      `,
    ),
    kmsIn(
      inJava`
        var b = GcsBackendConfig.builder();
        b.bucket("b");
        b⟦.kmsEncryptionKey("tool")⟧;
        var c = b.build();`,
      "kmsEncryptionKey",
      "tool",
    ),
    // Key material: what it looks like, never the value.
    keyMaterial(javaKms(`⟦.kmsEncryptionKey("${KEY}")⟧`), "base64 text"),
  ],
});

testRuleIn("csharp", "valid-kms-key-name", rule, {
  valid: [
    csKms(`KmsEncryptionKey = "${NAME}"`),
    csKms(`KmsEncryptionKey = @"${NAME}"`),
    inCSharp(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", KmsEncryptionKey = "${NAME}" });`),
    // A remote-state data source never writes the state: never rejected for it.
    inCSharp(`    new DataToolRemoteStateGcs(this, "r", new() { Bucket = "b", KmsEncryptionKey = "tool" });`),
    csKms(`KmsEncryptionKey = Environment.GetEnvironmentVariable("GCS_KMS_KEY")`),
    // An interpolated string with a hole: not known.
    csKms(`KmsEncryptionKey = $"projects/{project}/locations/europe-west1/keyRings/state/cryptoKeys/tool"`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    if (managedKeys) c.KmsEncryptionKey = "tool";`),
  ],
  invalid: [
    kmsIn(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            ⟦KmsEncryptionKey = "${NAME}/cryptoKeyVersions/1"⟧,
        };`,
      "KmsEncryptionKey",
      `${NAME}/cryptoKeyVersions/1`,
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            KmsEncryptionKey = "${NAME}",
        };`,
    ),
    kmsIn(csKms('⟦KmsEncryptionKey = "tool"⟧'), "KmsEncryptionKey", "tool"),
    // Key material: what it looks like, never the value.
    keyMaterial(csKms(`⟦KmsEncryptionKey = "${HEX_KEY}"⟧`), "hexadecimal text", { property: "KmsEncryptionKey" }),
    kmsIn(
      csKms(`⟦KmsEncryptionKey = $"https://cloudkms.googleapis.com/v1/${NAME}"⟧`),
      "KmsEncryptionKey",
      `https://cloudkms.googleapis.com/v1/${NAME}`,
      csKms(`KmsEncryptionKey = "${NAME}"`),
    ),
    // A `const` with spaces around the name, assigned after construction.
    kmsIn(
      inCSharp`
        const string Key = " ${NAME} ";
        var c = new GcsBackendConfig { Bucket = "b" };
        ⟦c.KmsEncryptionKey = Key⟧;`,
      "KmsEncryptionKey",
      ` ${NAME} `,
      inCSharp`
        const string Key = " ${NAME} ";
        var c = new GcsBackendConfig { Bucket = "b" };
        c.KmsEncryptionKey = "${NAME}";`,
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-kms-key-name", rule, {
  valid: [
    backendJson("gcs", '"bucket": "b"', `"kms_encryption_key": "${NAME}"`),
    // A remote-state data source never writes the state: never rejected for it.
    remoteStateJson("gcs", ['"bucket": "b"', '"kms_encryption_key": "tool"']),
  ],
  invalid: [
    {
      code: backendJson("gcs", '"bucket": "b"', '⟦"kms_encryption_key": "projects/p/keyRings/r/cryptoKeys/k"⟧'),
      errors: [
        {
          messageId: "invalid",
          data: { property: "kms_encryption_key", value: "projects/p/keyRings/r/cryptoKeys/k", form: FORM },
          // Written out, the note after the message leaves less room for the value.
          writtenOutData: {
            value: shown("projects/p/keyRings/r/cryptoKeys/k", "kms_encryption_key", ` ${WRITTEN_OUT_NOTE}`),
          },
          suggestions: [],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-kms-key-name", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket             = "b"
          ⟦kms_encryption_key = "projects/p/keyRings/r"⟧
        }`,
      errors: [
        {
          message:
            '"kms_encryption_key" is "projects/p/keyRings/r", not of the form "projects/…/locations/…/keyRings/…/cryptoKeys/…": it fails at the first state write.',
        },
      ],
    },
  ],
});

// The open fork's own files: the fork evaluates a backend's `${..}` from its 1.8.0, so it is no literal there, while
// the tool takes it as written (docs/behaviour.md#every-store).
testRuleInForkJson("valid-kms-key-name", rule, {
  valid: [backendJson("gcs", '"bucket": "b"', '"kms_encryption_key": "${var.state_kms_key}"')],
});
