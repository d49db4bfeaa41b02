import rule from "../../rules/no-conflicting-encryption-keys.js";
import {
  backendJson,
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

const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
const KMS = "projects/acme/locations/europe/keyRings/tool/cryptoKeys/state";
const EVEN_EMPTY = " (even when empty)";

/**
 * A conflict reported on the marked text (the later property), with the two removals as suggestions: the reported
 * property first, then the other one.
 */
function conflict(
  code: string,
  outcome: { removeThis: string; removeOther: string; names?: [string, string]; modes?: Invalid<MessageId>["modes"] },
): Invalid<MessageId> {
  const [property, other] = outcome.names ?? ["kmsEncryptionKey", "encryptionKey"];
  return {
    code,
    ...(outcome.modes && { modes: outcome.modes }),
    errors: [
      {
        messageId: "conflict",
        data: { property, other, evenEmpty: EVEN_EMPTY },
        suggestions: [
          { messageId: "remove", data: { property }, output: outcome.removeThis },
          { messageId: "remove", data: { property: other }, output: outcome.removeOther },
        ],
      },
    ],
  };
}

testRule("no-conflicting-encryption-keys", rule, {
  valid: [
    "",
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "${KEY}" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "${KMS}" });`,
    // A JavaScript null: <kit> fails while writing the configuration out (valid-value-types), no conflict to speak of.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: null, kmsEncryptionKey: "${KMS}" });`,
    // undefined and null leave a key unset: <kit> drops the property.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: undefined, kmsEncryptionKey: "${KMS}" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "${KEY}", kmsEncryptionKey: null });`,
    // May be unset: an environment read, a conditional spread, a later spread that may override.
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: process.env.STATE_KEY, kmsEncryptionKey: "${KMS}" });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "${KMS}", ...(legacy ? { encryptionKey: "${KEY}" } : {}) });`,
    `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "${KEY}", kmsEncryptionKey: "${KMS}", ...overrides });`,
    // Other types have no such pair; unrelated objects are not configurations.
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", encryptionKey: "k", kmsEncryptionKey: "m" });`,
    `const keys = { encryptionKey: "k", kmsEncryptionKey: "m" };`,
    // Typed: a value whose type includes undefined may be unset.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { kms?: string };
        export const c: GcsBackendConfig = { bucket: "b", encryptionKey: "${KEY}", kmsEncryptionKey: options.kms };`,
      modes: ["typed"],
    },
    // Untyped, a helper's parameter is not known to be a configuration.
    {
      code: dedent`
        import type { GcsBackendConfig } from "kit";
        function remote(c: GcsBackendConfig) {}
        remote({ bucket: "b", encryptionKey: "${KEY}", kmsEncryptionKey: "${KMS}" });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "${KEY}", ⟦kmsEncryptionKey: "${KMS}"⟧ });`, {
      removeThis: `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "${KEY}" });`,
      removeOther: `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "${KMS}" });`,
    }),
    // Reported on the later one, whichever it is.
    conflict(
      dedent`
        ${gcs}new DataToolRemoteStateGcs(scope, "remote", {
          bucket: "b",
          kmsEncryptionKey: "${KMS}",
          ⟦encryptionKey: "${KEY}"⟧,
        });`,
      {
        names: ["encryptionKey", "kmsEncryptionKey"],
        removeThis: dedent`
          ${gcs}new DataToolRemoteStateGcs(scope, "remote", {
            bucket: "b",
            kmsEncryptionKey: "${KMS}",
          });`,
        removeOther: dedent`
          ${gcs}new DataToolRemoteStateGcs(scope, "remote", {
            bucket: "b",
            encryptionKey: "${KEY}",
          });`,
      },
    ),
    // Even empty: the tool rejects both being set at all.
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "", ⟦kmsEncryptionKey: "${KMS}"⟧ });`, {
      removeThis: `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "" });`,
      removeOther: `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "${KMS}" });`,
    }),
    conflict(`${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "", ⟦kmsEncryptionKey: ""⟧ });`, {
      removeThis: `${gcs}new GcsBackend(scope, { bucket: "b", encryptionKey: "" });`,
      removeOther: `${gcs}new GcsBackend(scope, { bucket: "b", kmsEncryptionKey: "" });`,
    }),
    // Unknown values are set to something; snake_case keys reach the tool too.
    conflict(
      `${gcs}new GcsBackend(scope, { bucket: "b", encryption_key: keyFromVault(), ⟦kms_encryption_key: KMS_NAME⟧ });`,
      {
        names: ["kms_encryption_key", "encryption_key"],
        removeThis: `${gcs}new GcsBackend(scope, { bucket: "b", encryption_key: keyFromVault() });`,
        removeOther: `${gcs}new GcsBackend(scope, { bucket: "b", kms_encryption_key: KMS_NAME });`,
      },
    ),
    // One key comes from a shared constant: reported on the later property; only it may be removed.
    {
      code:
        `${gcs}const base = { bucket: "b", encryptionKey: "${KEY}" };\n` +
        `new GcsBackend(scope, { ...base, ⟦kmsEncryptionKey: "${KMS}"⟧ });`,
      errors: [
        {
          messageId: "conflict" as const,
          data: { property: "kmsEncryptionKey", other: "encryptionKey", evenEmpty: EVEN_EMPTY },
          suggestions: [
            {
              messageId: "remove" as const,
              data: { property: "kmsEncryptionKey" },
              output: `${gcs}const base = { bucket: "b", encryptionKey: "${KEY}" };\nnew GcsBackend(scope, { ...base });`,
            },
          ],
        },
      ],
    },
    // Untyped, a property read is taken as set; typed sees the type includes undefined (valid above).
    conflict(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const options: { kms?: string };
        export const c: GcsBackendConfig = { bucket: "b", encryptionKey: "${KEY}", ⟦kmsEncryptionKey: options.kms⟧ };`,
      {
        modes: ["ts"],
        removeThis: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { kms?: string };
          export const c: GcsBackendConfig = { bucket: "b", encryptionKey: "${KEY}" };`,
        removeOther: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const options: { kms?: string };
          export const c: GcsBackendConfig = { bucket: "b", kmsEncryptionKey: options.kms };`,
      },
    ),
    // Typed: a literal type of "" is set (even empty), and a helper's parameter is a configuration.
    conflict(
      dedent`
        import type { GcsBackendConfig } from "kit";
        declare const NO_KEY: "";
        export const c: GcsBackendConfig = { bucket: "b", encryptionKey: NO_KEY, ⟦kmsEncryptionKey: "${KMS}"⟧ };`,
      {
        modes: ["ts", "typed"],
        removeThis: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const NO_KEY: "";
          export const c: GcsBackendConfig = { bucket: "b", encryptionKey: NO_KEY };`,
        removeOther: dedent`
          import type { GcsBackendConfig } from "kit";
          declare const NO_KEY: "";
          export const c: GcsBackendConfig = { bucket: "b", kmsEncryptionKey: "${KMS}" };`,
      },
    ),
    conflict(
      dedent`
        import type { GcsBackendConfig } from "kit";
        function remote(c: GcsBackendConfig) {}
        remote({ bucket: "b", encryptionKey: "${KEY}", ⟦kmsEncryptionKey: "${KMS}"⟧ });`,
      {
        modes: ["typed"],
        removeThis: dedent`
          import type { GcsBackendConfig } from "kit";
          function remote(c: GcsBackendConfig) {}
          remote({ bucket: "b", encryptionKey: "${KEY}" });`,
        removeOther: dedent`
          import type { GcsBackendConfig } from "kit";
          function remote(c: GcsBackendConfig) {}
          remote({ bucket: "b", kmsEncryptionKey: "${KMS}" });`,
      },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];

testRuleIn("java", "no-conflicting-encryption-keys", rule, {
  valid: [
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").encryptionKey(System.getenv("CLOUDG_KEY")).build();`),
    inJava(`    var c = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey("${KMS}").build();`),
    // The key may be unset: not certainly both.
    inJava`
      var c = GcsBackendConfig.builder()
          .bucket("b")
          .encryptionKey(System.getenv("CLOUDG_KEY"))
          .kmsEncryptionKey("${KMS}")
          .build();`,
    inJava`
      var b = GcsBackendConfig.builder().bucket("b").kmsEncryptionKey("${KMS}");
      if (customerKey) {
        b.encryptionKey(key);
      }
      var c = b.build();`,
  ],
  invalid: inLanguage([
    // Even an empty string counts as set.
    conflict(
      inJava`
        var c = GcsBackendConfig.builder()
            .bucket("b")
            .encryptionKey(key)
            ⟦.kmsEncryptionKey("")⟧
            .build();`,
      {
        removeThis: inJava`
          var c = GcsBackendConfig.builder()
              .bucket("b")
              .encryptionKey(key)
              .build();`,
        removeOther: inJava`
          var c = GcsBackendConfig.builder()
              .bucket("b")
              .kmsEncryptionKey("")
              .build();`,
      },
    ),
    // A `static final` constant, and the data source's builder kept in a local.
    conflict(
      dedent`
        class Main {
          static final String KMS = "${KMS}";
          void run() {
            var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
            b.kmsEncryptionKey(KMS);
            b⟦.encryptionKey(key)⟧;
            var c = b.build();
          }
        }
      `,
      {
        names: ["encryptionKey", "kmsEncryptionKey"],
        removeThis: dedent`
          class Main {
            static final String KMS = "${KMS}";
            void run() {
              var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
              b.kmsEncryptionKey(KMS);
              var c = b.build();
            }
          }
        `,
        removeOther: dedent`
          class Main {
            static final String KMS = "${KMS}";
            void run() {
              var b = DataToolRemoteStateGcsConfig.builder().bucket("b");
              b.encryptionKey(key);
              var c = b.build();
            }
          }
        `,
      },
    ),
  ]),
});

testRuleIn("csharp", "no-conflicting-encryption-keys", rule, {
  valid: [
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = Environment.GetEnvironmentVariable("CLOUDG_KEY") };`,
    ),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", KmsEncryptionKey = "${KMS}" };`),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", EncryptionKey = Environment.GetEnvironmentVariable("CLOUDG_KEY"), KmsEncryptionKey = "${KMS}" };`,
    ),
    inCSharp(
      `    var c = new GcsBackendConfig { Bucket = "b", KmsEncryptionKey = "${KMS}" };\n    if (customerKey) c.EncryptionKey = key;`,
    ),
  ],
  invalid: inLanguage([
    conflict(
      inCSharp`
        var c = new GcsBackendConfig
        {
            Bucket = "b",
            EncryptionKey = key,
            ⟦KmsEncryptionKey = ""⟧,
        };`,
      {
        names: ["KmsEncryptionKey", "EncryptionKey"],
        removeThis: inCSharp`
          var c = new GcsBackendConfig
          {
              Bucket = "b",
              EncryptionKey = key,
          };`,
        removeOther: inCSharp`
          var c = new GcsBackendConfig
          {
              Bucket = "b",
              KmsEncryptionKey = "",
          };`,
      },
    ),
    // A `const` local, and an assignment after construction: the statement goes whole.
    conflict(
      inCSharp`
        const string Kms = "${KMS}";
        var c = new GcsBackendConfig() { Bucket = "b", EncryptionKey = key };
        ⟦c.KmsEncryptionKey = Kms⟧;`,
      {
        names: ["KmsEncryptionKey", "EncryptionKey"],
        removeThis: inCSharp(
          `    const string Kms = "${KMS}";\n    var c = new GcsBackendConfig() { Bucket = "b", EncryptionKey = key };`,
        ),
        removeOther: inCSharp`
          const string Kms = "${KMS}";
          var c = new GcsBackendConfig() { Bucket = "b" };
          c.KmsEncryptionKey = Kms;`,
      },
    ),
    // Target-typed `new()` as the backend's configuration.
    conflict(
      inCSharp(
        `    new GcsBackend(this, new() { Bucket = "b", EncryptionKey = @"${KEY}", ⟦KmsEncryptionKey = "${KMS}"⟧ });`,
      ),
      {
        names: ["KmsEncryptionKey", "EncryptionKey"],
        removeThis: inCSharp(`    new GcsBackend(this, new() { Bucket = "b", EncryptionKey = @"${KEY}" });`),
        removeOther: inCSharp(`    new GcsBackend(this, new() { Bucket = "b", KmsEncryptionKey = "${KMS}" });`),
      },
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-conflicting-encryption-keys", rule, {
  valid: [backendJson("gcs", '"bucket": "b"', `"kms_encryption_key": "${KMS}"`)],
  invalid: [
    {
      code: backendJson("gcs", '"bucket": "b"', '"encryption_key": ""', `⟦"kms_encryption_key": "${KMS}"⟧`),
      errors: [
        {
          messageId: "conflict",
          data: { property: "kms_encryption_key", other: "encryption_key", evenEmpty: EVEN_EMPTY },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "kms_encryption_key" },
              output: backendJson("gcs", '"bucket": "b"', '"encryption_key": ""'),
            },
            {
              messageId: "remove",
              data: { property: "encryption_key" },
              output: backendJson("gcs", '"bucket": "b"', `"kms_encryption_key": "${KMS}"`),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-conflicting-encryption-keys", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "gcs" {
          bucket             = "b"
          encryption_key     = "key.txt"
          ⟦kms_encryption_key = "projects/p/locations/l/keyRings/r/cryptoKeys/k"⟧
        }`,
      errors: [
        {
          message:
            '"kms_encryption_key" cannot be used with "encryption_key": the tool rejects the two together (even when empty). Keep one of them.',
          suggestions: [
            {
              desc: 'Remove "kms_encryption_key".',
              output: inHcl`
            backend "gcs" {
              bucket             = "b"
              encryption_key     = "key.txt"
            }`,
            },
            {
              desc: 'Remove "encryption_key".',
              output: inHcl`
            backend "gcs" {
              bucket             = "b"
              kms_encryption_key = "projects/p/locations/l/keyRings/r/cryptoKeys/k"
            }`,
            },
          ],
        },
      ],
    },
  ],
});
