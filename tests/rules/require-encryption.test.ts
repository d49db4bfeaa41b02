import rule from "../../rules/require-encryption.js";
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

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
type MessageId = MessageIdOf<typeof rule>;

const OSS_UNSET = { property: "encrypt", default: "false", store: "OSS", value: "true" };

/** `encrypt` not written where its default is off: reported on the object (marked), suggestion inserts it. */
function unset(
  code: string,
  output: string,
  options: { modes?: Invalid<MessageId>["modes"]; property?: string } = {},
): Invalid<MessageId> {
  const data = { ...OSS_UNSET, property: options.property ?? "encrypt" };
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId: "unset", data, suggestions: [{ messageId: "set", data, output }] }],
  };
}

/**
 * `encrypt` written with a value that leaves the state unencrypted: reported on the property (marked), suggestion
 * replaces the value.
 */
function off(
  code: string,
  output: string,
  options: { store?: "OSS" | "COS"; property?: string; written?: string; modes?: Invalid<MessageId>["modes"] } = {},
): Invalid<MessageId> {
  const base = { property: options.property ?? "encrypt", store: options.store ?? "OSS", value: "true" };
  const data = options.written === undefined ? { ...base, default: "false" } : { ...base, written: options.written };
  const messageId = options.written === undefined ? "unset" : "off";
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId, data, suggestions: [{ messageId: "set", data, output }] }],
  };
}

testRule("require-encryption", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: true });`,
    `${oss}new OssBackend(scope, { bucket: "b", Encrypt: true });`,
    `${oss}const ON = true;\nnew OssBackend(scope, { bucket: "b", encrypt: ON });`,
    `${oss}const base = { encrypt: true };\nnew OssBackend(scope, { ...base, bucket: "b" });`,
    // COS encrypts by default: absent and undefined leave it on.
    `${cos}new CosBackend(scope, { bucket: "b" });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: true });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: undefined });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: null });`,
    // JavaScript's null makes <kit> fail before the tool sees any setting: valid-value-types reports it, not as
    // encryption left at its default. So does a constant typed null.
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: null });`,
    `${oss}const OFF = null;\nnew OssBackend(scope, { bucket: "b", encrypt: OFF });`,
    {
      code: `declare const OFF: null;\n${oss}new OssBackend(scope, { bucket: "b", encrypt: OFF });`,
      modes: ["ts", "typed"],
    },
    // Maybe set: an unresolved or conditional spread, a computed key, a later spread that may override.
    `${oss}new OssBackend(scope, { bucket: "b", ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", ...(secure ? { encrypt: true } : {}) });`,
    `${oss}new OssBackend(scope, { bucket: "b", ...(secure && { encrypt: true }) });`,
    `${oss}new OssBackend(scope, { bucket: "b", [key]: true });`,
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: false, ...overrides });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: false, ...overrides });`,
    // Values not known: the environment, a variable, a condition, a call.
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: process.env.STATE_ENCRYPT === "true" });`,
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: secure });`,
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: secure ? true : false });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: wantsEncryption() });`,
    `${oss}new OssBackend(scope, { bucket: "b", get encrypt() { return false; } });`,
    // Not a boolean: not this rule's concern (the binding types it boolean).
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: "true" });`,
    `${cos}new CosBackend(scope, { bucket: "b", encrypt: 0 });`,
    // A later write wins.
    `${oss}new OssBackend(scope, { bucket: "b", encrypt: false, encrypt: true });`,
    `${cos}const base = { bucket: "b", encrypt: false };\nnew CosBackend(scope, { ...base, encrypt: true });`,
    // GCS has no encryption switch (its keys are other rules' concern); not configurations.
    dedent`
      import { GcsBackend, DataToolRemoteStateGcs } from "kit";
      new GcsBackend(scope, { bucket: "b" });
      new DataToolRemoteStateGcs(scope, "id", { bucket: "b", encrypt: false });`,
    `const state = { bucket: "b", encrypt: false };`,
    // Without types, a parameter and a declared constant are unknown values.
    {
      code: dedent`
        ${oss}function deploy(encrypt: false) {
          new OssBackend(scope, { bucket: "b", encrypt });
        }`,
      modes: ["ts"],
    },
    {
      code: `declare const ENCRYPT: false;\n${cos}new CosBackend(scope, { bucket: "b", encrypt: ENCRYPT });`,
      modes: ["ts"],
    },
    {
      code: `declare const UNSET: undefined;\n${oss}new OssBackend(scope, { bucket: "b", encrypt: UNSET });`,
      modes: ["ts"],
    },
    // With types too, a boolean may be either.
    {
      code: dedent`
        ${oss}function deploy(encrypt: boolean) {
          new OssBackend(scope, { bucket: "b", encrypt });
        }`,
      modes: ["ts", "typed"],
    },
    // Without types, an interface that extends a configuration type is not known; with types, it is of unknown
    // role (the published <kit>'s OSS and COS remote-state data sources extend the backends' types): it may only
    // read the state, which it does not store.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        interface TeamState extends OssBackendConfig {
          team: string;
        }
        export const t: TeamState = { team: "a", bucket: "b" };`,
      modes: ["ts", "typed"],
    },
  ],
  invalid: [
    // OSS without `encrypt`: off by default.
    unset(
      `${oss}new OssBackend(scope, ⟦{ bucket: "b" }⟧);`,
      `${oss}new OssBackend(scope, { bucket: "b", encrypt: true });`,
    ),
    unset(`${oss}new OssBackend(scope, ⟦{}⟧);`, `${oss}new OssBackend(scope, { encrypt: true });`),
    unset(
      dedent`
        ${oss}new OssBackend(scope, ⟦{
          bucket: "b",
          region: "r", // Frankfurt
        }⟧);`,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          region: "r",
          encrypt: true, // Frankfurt
        });`,
    ),
    // Keys as the neighbours write them.
    unset(
      `${oss}new OssBackend(scope, ⟦{ Bucket: "b", TablestoreTable: "t" }⟧);`,
      `${oss}new OssBackend(scope, { Bucket: "b", TablestoreTable: "t", Encrypt: true });`,
    ),
    // A resolved spread that says nothing about encryption.
    unset(
      `${oss}const base = { region: "r" };\nnew OssBackend(scope, ⟦{ ...base, bucket: "b" }⟧);`,
      `${oss}const base = { region: "r" };\nnew OssBackend(scope, { ...base, bucket: "b", encrypt: true });`,
    ),
    // A configuration kept in a constant.
    unset(
      `${oss}const state = ⟦{ bucket: "b" }⟧;\nnew OssBackend(scope, state);`,
      `${oss}const state = { bucket: "b", encrypt: true };\nnew OssBackend(scope, state);`,
    ),
    unset(
      `import type { OssBackendConfig } from "kit";\nexport const state: OssBackendConfig = ⟦{ bucket: "b" }⟧;`,
      `import type { OssBackendConfig } from "kit";\nexport const state: OssBackendConfig = { bucket: "b", encrypt: true };`,
      { modes: ["ts", "typed"] },
    ),
    // Written off, or unset where the default is off.
    off(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦encrypt: false⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b", encrypt: true });`,
      {
        written: "false",
      },
    ),
    off(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦encrypt: undefined⟧ });`,
      `${oss}new OssBackend(scope, { bucket: "b", encrypt: true });`,
    ),
    // A constant typed undefined (not null) leaves the default too.
    off(
      `declare const UNSET: undefined;\n${oss}new OssBackend(scope, { bucket: "b", ⟦encrypt: UNSET⟧ });`,
      `declare const UNSET: undefined;\n${oss}new OssBackend(scope, { bucket: "b", encrypt: true });`,
      { modes: ["typed"] },
    ),
    off(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦encrypt: false⟧ });`,
      `${cos}new CosBackend(scope, { bucket: "b", encrypt: true });`,
      {
        store: "COS",
        written: "false",
      },
    ),
    off(
      `${cos}new CosBackend(scope, { Bucket: "b", ⟦"Encrypt": false⟧ });`,
      `${cos}new CosBackend(scope, { Bucket: "b", "Encrypt": true });`,
      {
        store: "COS",
        property: "Encrypt",
        written: "false",
      },
    ),
    // A later write wins over the spread, and is reported.
    off(
      `${cos}const base = { bucket: "b", encrypt: true };\nnew CosBackend(scope, { ...base, ⟦encrypt: false⟧ });`,
      `${cos}const base = { bucket: "b", encrypt: true };\nnew CosBackend(scope, { ...base, encrypt: true });`,
      { store: "COS", written: "false" },
    ),
    // A constant is followed; the suggestion writes the value in place of the reference, and the constant stays.
    off(
      `${oss}const ENCRYPT = false;\nnew OssBackend(scope, { bucket: "b", ⟦encrypt: ENCRYPT⟧ });`,
      `${oss}const ENCRYPT = false;\nnew OssBackend(scope, { bucket: "b", encrypt: true });`,
      { written: "false" },
    ),
    // A shared spread constant: reported where written, once, with no suggestion (other code uses it).
    {
      code: dedent`
        ${cos}const base = { ⟦encrypt: false⟧ };
        new CosBackend(scope, { ...base, bucket: "a" });
        new CosBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "off", data: { property: "encrypt", written: "false", store: "COS", value: "true" } }],
    },
    // Comments stay.
    off(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          ⟦encrypt: /* for the audit */ false⟧, // see ticket
        });`,
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          encrypt: /* for the audit */ true, // see ticket
        });`,
      { store: "COS", written: "false" },
    ),
    // TypeScript syntax.
    off(
      `import type { CosBackendConfig } from "kit";\n` +
        `export const c = { bucket: "b", ⟦encrypt: false as const⟧ } satisfies CosBackendConfig;`,
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", encrypt: true } satisfies CosBackendConfig;`,
      { store: "COS", written: "false", modes: ["ts", "typed"] },
    ),
    // Types give the value: a declared constant, a parameter of a literal type.
    off(
      `declare const ENCRYPT: false;\n${cos}new CosBackend(scope, { bucket: "b", ⟦encrypt: ENCRYPT⟧ });`,
      `declare const ENCRYPT: false;\n${cos}new CosBackend(scope, { bucket: "b", encrypt: true });`,
      { store: "COS", written: "false", modes: ["typed"] },
    ),
    off(
      dedent`
        ${oss}function deploy(encrypt: false) {
          new OssBackend(scope, { bucket: "b", ⟦encrypt⟧ });
        }`,
      dedent`
        ${oss}function deploy(encrypt: false) {
          new OssBackend(scope, { bucket: "b", encrypt: true });
        }`,
      { written: "false", modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The suggestion inserts the
// setter before `.build()` (Java) or the entry into the initializer (C#), or replaces the written value.

/** `encrypt` (`Encrypt`) not written, or written null, where the default leaves the state unencrypted (marked). */
function unsetIn(code: string, output: string, property = "encrypt") {
  const data = { ...OSS_UNSET, property };
  return {
    code,
    errors: [{ messageId: "unset", data, suggestions: [{ messageId: "set", data, output }] }],
  };
}
/** `encrypt` (`Encrypt`) written false (marked). */
function offIn(code: string, output: string, store: "OSS" | "COS", property = "encrypt") {
  const data = { property, written: "false", store, value: "true" };
  return {
    code,
    errors: [{ messageId: "off", data, suggestions: [{ messageId: "set", data, output }] }],
  };
}

testRuleIn("java", "require-encryption", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("state").encrypt(true).build();`),
    // COS encrypts by default; GCS has no such setting.
    inJava(`    var c = CosBackendConfig.builder().bucket("state").build();`),
    inJava(`    var c = GcsBackendConfig.builder().bucket("state").build();`),
    // Not known, or maybe set.
    inJava(
      `    var c = OssBackendConfig.builder().bucket("state").encrypt(Boolean.parseBoolean(System.getenv("ENCRYPT"))).build();`,
    ),
    inJava`
      var b = OssBackendConfig.builder();
      b.bucket("state");
      if (secure) {
        b.encrypt(true);
      }
      var c = b.build();`,
    dedent`
      class Main {
        static final boolean ENCRYPT = true;
        void run() {
          var c = new OssBackendConfig.Builder().bucket("state").encrypt(ENCRYPT).build();
        }
      }
    `,
  ],
  invalid: [
    unsetIn(
      inJava`
        var c = ⟦OssBackendConfig.builder()
            .bucket("state")
            .build()⟧;`,
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("state")
            .encrypt(true)
            .build();`,
    ),
    unsetIn(
      inJava(`    ⟦OssBackend.Builder.create(this, "state").bucket("state").build()⟧;`),
      inJava(`    OssBackend.Builder.create(this, "state").bucket("state").encrypt(true).build();`),
    ),
    // A local builder: the setter goes into its `.build()`.
    unsetIn(
      inJava`
        var b = ⟦OssBackendConfig.builder()⟧;
        b.bucket("state");
        var c = b.build();`,
      inJava`
        var b = OssBackendConfig.builder();
        b.bucket("state");
        var c = b.encrypt(true).build();`,
    ),
    unsetIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("state")⟦.encrypt(null)⟧.build();`),
      inJava(`    var c = OssBackendConfig.builder().bucket("state").encrypt(true).build();`),
    ),
    offIn(
      inJava(`    var c = new OssBackendConfig.Builder().bucket("state")⟦.encrypt(false)⟧.build();`),
      inJava(`    var c = new OssBackendConfig.Builder().bucket("state").encrypt(true).build();`),
      "OSS",
    ),
    offIn(
      inJava(`    var c = CosBackendConfig.builder().bucket("state")⟦.encrypt(false)⟧.build();`),
      inJava(`    var c = CosBackendConfig.builder().bucket("state").encrypt(true).build();`),
      "COS",
    ),
    // A `static final` constant: the suggestion writes the value in place of the name.
    offIn(
      dedent`
        class Main {
          static final boolean ENCRYPT = false;
          void run() {
            var c = OssBackendConfig.builder().bucket("state")⟦.encrypt(ENCRYPT)⟧.build();
          }
        }
      `,
      dedent`
        class Main {
          static final boolean ENCRYPT = false;
          void run() {
            var c = OssBackendConfig.builder().bucket("state").encrypt(true).build();
          }
        }
      `,
      "OSS",
    ),
  ],
});

testRuleIn("csharp", "require-encryption", rule, {
  valid: [
    inCSharp(`    var c = new OssBackendConfig { Bucket = "state", Encrypt = true };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "state" };`),
    // null leaves COS's default, which encrypts.
    inCSharp(`    var c = new CosBackendConfig { Bucket = "state", Encrypt = null };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "state" };`),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "state", Encrypt = bool.Parse(Environment.GetEnvironmentVariable("ENCRYPT")) };`,
    ),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "state" };\n    c.Encrypt = true;`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "state" };\n    if (development) c.Encrypt = false;`),
  ],
  invalid: [
    // The entry goes in in the initializer's own style: one per line, with a trailing comma.
    unsetIn(
      inCSharp`
        var c = ⟦new OssBackendConfig
        {
            Bucket = "state",
        }⟧;`,
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "state",
            Encrypt = true,
        };`,
      "Encrypt",
    ),
    unsetIn(
      inCSharp(`    new OssBackend(this, ⟦new() { Bucket = "state" }⟧);`),
      inCSharp(`    new OssBackend(this, new() { Bucket = "state", Encrypt = true });`),
      "Encrypt",
    ),
    // `new X()` without an initializer gains one.
    unsetIn(
      inCSharp(`    var c = ⟦new OssBackendConfig()⟧;`),
      inCSharp(`    var c = new OssBackendConfig() { Encrypt = true };`),
      "Encrypt",
    ),
    unsetIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "state", ⟦Encrypt = null⟧ };`),
      inCSharp(`    var c = new OssBackendConfig { Bucket = "state", Encrypt = true };`),
      "Encrypt",
    ),
    offIn(
      inCSharp(`    var c = new CosBackendConfig() { Bucket = "state", ⟦Encrypt = false⟧ };`),
      inCSharp(`    var c = new CosBackendConfig() { Bucket = "state", Encrypt = true };`),
      "COS",
      "Encrypt",
    ),
    offIn(
      inCSharp(`    var c = new CosBackendConfig { Bucket = "state" };\n    ⟦c.Encrypt = false⟧;`),
      inCSharp(`    var c = new CosBackendConfig { Bucket = "state" };\n    c.Encrypt = true;`),
      "COS",
      "Encrypt",
    ),
    offIn(
      dedent`
        class Main {
          const bool Encrypt = false;
          void Run() {
            var c = new CosBackendConfig { Bucket = "state", ⟦Encrypt = Encrypt⟧ };
          }
        }
      `,
      dedent`
        class Main {
          const bool Encrypt = false;
          void Run() {
            var c = new CosBackendConfig { Bucket = "state", Encrypt = true };
          }
        }
      `,
      "COS",
      "Encrypt",
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
const OSS_UNSET_SAID =
  '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.';

testRuleInJson("require-encryption", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"encrypt": true'),
    backendJson("cos", '"bucket": "b"'),
    // By hand, a backend without its bucket is the tool's partial configuration: -backend-config may give "encrypt"
    // too (a JSON null leaves it unset alike). <kit> never means one: written out, reported.
    {
      code: backendJson("oss", '"region": "r"'),
      writtenOutErrors: [{ messageId: "unset", data: OSS_UNSET, line: 4, column: 14, endLine: 6, endColumn: 8 }],
    },
    {
      code: '{ "terraform": { "backend": { "oss": ⟦{}⟧ } } }',
      writtenOutErrors: [{ messageId: "unset", data: OSS_UNSET }],
    },
    {
      code: backendJson("oss", '"bucket": null', '"region": "r"'),
      writtenOutErrors: [{ messageId: "unset", data: OSS_UNSET, line: 4, column: 14, endLine: 7, endColumn: 8 }],
    },
    {
      code: backendJson("oss", '"region": "r"', '⟦"encrypt": null⟧'),
      writtenOutErrors: [{ messageId: "unset", data: OSS_UNSET }],
    },
  ],
  invalid: [
    {
      // What is written in a partial configuration is what the file says: encryption off.
      code: backendJson("oss", '"region": "r"', '⟦"encrypt": false⟧'),
      errors: [
        {
          messageId: "off",
          data: { property: "encrypt", written: "false", store: "OSS", value: "true" },
          suggestions: [
            {
              messageId: "set",
              data: { property: "encrypt", value: "true" },
              output: backendJson("oss", '"region": "r"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"encrypt": null⟧'),
      errors: [
        {
          messageId: "unset",
          data: OSS_UNSET,
          suggestions: [
            {
              messageId: "set",
              data: { property: "encrypt", value: "true" },
              output: backendJson("oss", '"bucket": "b"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("oss", '"bucket": "b"'),
      errors: [
        {
          messageId: "unset",
          data: { property: "encrypt", default: "false", store: "OSS", value: "true" },
          line: 4,
          column: 14,
          endLine: 6,
          endColumn: 8,
          suggestions: [
            {
              messageId: "set",
              data: { property: "encrypt", value: "true" },
              output: backendJson("oss", '"bucket": "b"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"encrypt": false⟧'),
      errors: [
        {
          messageId: "off",
          data: { property: "encrypt", written: "false", store: "COS", value: "true" },
          suggestions: [
            {
              messageId: "set",
              data: { property: "encrypt", value: "true" },
              output: backendJson("cos", '"bucket": "b"', '"encrypt": true'),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "require-encryption", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket  = "b"
        encrypt = true
      }`,
    // The tool's partial configuration: -backend-config may give "encrypt" as it gives the bucket.
    inHcl`
      backend "oss" {}`,
    inHcl`
      backend "oss" {
        region = "eu-central-1"
      }`,
    inHcl`
      backend "oss" {
        bucket  = null
        encrypt = null
      }`,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          ⟦encrypt = false⟧
        }`,
      errors: [
        {
          message: '"encrypt" is false: OSS stores the state file without server-side encryption. Set it to true.',
          suggestions: [
            {
              desc: 'Set "encrypt" to true.',
              output: inHcl`
            backend "oss" {
              encrypt = true
            }`,
            },
          ],
        },
      ],
    },
    {
      code: inHcl`
        backend "oss" {
          bucket  = "b"
          ⟦encrypt = null⟧
        }`,
      errors: [
        {
          message: OSS_UNSET_SAID,
          suggestions: [
            {
              desc: 'Set "encrypt" to true.',
              output: inHcl`
            backend "oss" {
              bucket  = "b"
              encrypt = true
            }`,
            },
          ],
        },
      ],
    },
    {
      code: inHcl`
        ⟦backend "oss" {
          bucket = "b"
        }⟧`,
      errors: [
        {
          message:
            '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.',
          suggestions: [
            {
              desc: 'Set "encrypt" to true.',
              output: inHcl`
            backend "oss" {
              bucket = "b"
              encrypt = true
            }`,
            },
          ],
        },
      ],
    },
    {
      code: inHcl`
        ⟦backend "oss" { bucket = "b" }⟧`,
      errors: [
        {
          message:
            '"encrypt" is not set and defaults to false: OSS stores the state file without server-side encryption. Set it to true.',
          suggestions: [
            {
              desc: 'Set "encrypt" to true.',
              output: inHcl`
            backend "oss" {
              bucket = "b"
              encrypt = true
            }`,
            },
          ],
        },
      ],
    },
    {
      code: inHcl`
        backend "cos" {
          bucket  = "b-1"
          ⟦encrypt = false⟧
        }`,
      errors: [
        {
          message: '"encrypt" is false: COS stores the state file without server-side encryption. Set it to true.',
          suggestions: [
            {
              desc: 'Set "encrypt" to true.',
              output: inHcl`
            backend "cos" {
              bucket  = "b-1"
              encrypt = true
            }`,
            },
          ],
        },
      ],
    },
  ],
});
