import rule from "../../rules/no-public-state.js";
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
} from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
type MessageId = MessageIdOf<typeof rule>;

const ossWith = (entry: string) => `${oss}new OssBackend(scope, { bucket: "b", ${entry} });`;
const cosWith = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;

/**
 * A public ACL, reported at the marked place (the property) with one suggestion that writes `"private"` in place
 * of the value; `output` is the code it makes.
 */
function publicAcl(
  code: string,
  value: string,
  output: string,
  options: { property?: string; modes?: readonly Mode[] } = {},
): Invalid<MessageId> {
  const data = { property: options.property ?? "acl", value, private: "private" };
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId: "public", data, suggestions: [{ messageId: "usePrivate", data, output }] }],
  };
}

testRule("no-public-state", rule, {
  valid: [
    // A type that only extends a backend's is of unknown role (the published <kit>'s OSS and COS remote-state data
    // sources extend the backends' types): it may only read the state, so its ACL publishes nothing.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        interface TeamState extends OssBackendConfig {
          team: string;
        }
        export const t: TeamState = { team: "a", bucket: "b", acl: "public-read" };`,
      modes: ["ts", "typed"],
    },
    "",
    `${oss}new OssBackend(scope, { bucket: "b", acl: "private" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: "" });`,
    `${oss}new OssBackend(scope, { bucket: "b" });`,
    `${cos}new CosBackend(scope, { bucket: "b", acl: "private" });`,
    `${cos}new CosBackend(scope, { bucket: "b" });`,
    // Other spellings are rejected by the tool (valid-acl's concern): nothing is published.
    `${oss}new OssBackend(scope, { bucket: "b", acl: "PUBLIC-READ" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: "Public-Read-Write" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: " public-read" });`,
    `${cos}new CosBackend(scope, { bucket: "b", acl: "Public-Read" });`,
    // COS rejects public-read-write (valid-acl's concern).
    `${cos}new CosBackend(scope, { bucket: "b", acl: "public-read-write" });`,
    // Unknown values, and values that something later may override, are not reported.
    `${oss}new OssBackend(scope, { bucket: "b", acl: process.env.STATE_ACL });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: pickAcl() });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: open ? "public-read" : "private" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: "public-read", ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", ...(open ? { acl: "public-read" } : {}) });`,
    `${oss}new OssBackend(scope, { bucket: "b", [key]: "public-read" });`,
    `${oss}new OssBackend(scope, { bucket: "b", get acl() { return "public-read"; } });`,
    // A later write wins.
    `${oss}new OssBackend(scope, { bucket: "b", acl: "public-read", acl: "private" });`,
    `${oss}const base = { bucket: "b", acl: "public-read" };\nnew OssBackend(scope, { ...base, acl: "private" });`,
    // Not configurations, or no ACL field.
    `const website = { bucket: "b", acl: "public-read" };`,
    `import { GcsBackend } from "kit";\nnew GcsBackend(scope, { bucket: "b", acl: "public-read" });`,
    // Without types, a parameter is an unknown value.
    {
      code: dedent`
        ${oss}function deploy(acl: "public-read") {
          new OssBackend(scope, { bucket: "b", acl });
        }`,
      modes: ["ts"],
    },
    {
      code: `declare const ACL: "public-read";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    publicAcl(ossWith('⟦acl: "public-read"⟧'), "public-read", ossWith('acl: "private"')),
    publicAcl(ossWith('⟦acl: "public-read-write"⟧'), "public-read-write", ossWith('acl: "private"')),
    publicAcl(cosWith('⟦acl: "public-read"⟧'), "public-read", cosWith('acl: "private"')),
    // Quote style and key spelling are kept.
    publicAcl(ossWith("⟦'acl': 'public-read'⟧"), "public-read", ossWith("'acl': 'private'"), { property: "acl" }),
    publicAcl(
      `${cos}new CosBackend(scope, { Bucket: "b", ⟦Acl: \`public-read\`⟧ });`,
      "public-read",
      `${cos}new CosBackend(scope, { Bucket: "b", Acl: "private" });`,
      { property: "Acl" },
    ),
    // <kit> snake-cases every key (docs/behaviour.md#what-kit-writes-out): `ACL` reaches the tool as `acl`, named as
    // written.
    publicAcl(ossWith('⟦ACL: "public-read"⟧'), "public-read", ossWith('ACL: "private"'), { property: "ACL" }),
    publicAcl(cosWith('⟦ACL: "public-read"⟧'), "public-read", cosWith('ACL: "private"'), { property: "ACL" }),
    publicAcl(ossWith('⟦_acl_: "public-read-write"⟧'), "public-read-write", ossWith('_acl_: "private"'), {
      property: "_acl_",
    }),
    // A computed key the front end can read is the property it names.
    publicAcl(ossWith('⟦["a" + "cl"]: "public-read"⟧'), "public-read", ossWith('["a" + "cl"]: "private"')),
    // A constant is followed; the suggestion writes the value in place of the reference, and the constant stays.
    publicAcl(
      `${oss}const ACL = "public-read";\nnew OssBackend(scope, { bucket: "b", ⟦acl: ACL⟧ });`,
      "public-read",
      `${oss}const ACL = "public-read";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    // Shorthand keeps its key.
    publicAcl(
      `${oss}const acl = "public-read-write";\nnew OssBackend(scope, { bucket: "b", ⟦acl⟧ });`,
      "public-read-write",
      `${oss}const acl = "public-read-write";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    // A shared spread constant: reported where written, once, with no suggestion (other code uses it).
    {
      code: dedent`
        ${oss}const base = { ⟦acl: "public-read"⟧ };
        new OssBackend(scope, { ...base, bucket: "a" });
        new OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "public", data: { property: "acl", value: "public-read", private: "private" } }],
    },
    // A later write wins over the spread, and is reported.
    publicAcl(
      `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, ⟦acl: "public-read"⟧ });`,
      "public-read",
      `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "private" });`,
    ),
    // Comments around the value stay.
    publicAcl(
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          ⟦acl: /* who may read */ "public-read"⟧, // for the dashboard
        });`,
      "public-read",
      dedent`
        ${cos}new CosBackend(scope, {
          bucket: "b",
          acl: /* who may read */ "private", // for the dashboard
        });`,
    ),
    // TypeScript syntax around the configuration and the value.
    publicAcl(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦acl: "public-read" as const⟧ };`,
      "public-read",
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "private" };`,
      { modes: ["ts", "typed"] },
    ),
    publicAcl(
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", ⟦acl: "public-read"⟧ } satisfies CosBackendConfig;`,
      "public-read",
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "private" } satisfies CosBackendConfig;`,
      { modes: ["ts", "typed"] },
    ),
    // Types give the value: a parameter of a literal type, a declared constant.
    publicAcl(
      dedent`
        ${oss}function deploy(acl: "public-read") {
          new OssBackend(scope, { bucket: "b", ⟦acl⟧ });
        }`,
      "public-read",
      dedent`
        ${oss}function deploy(acl: "public-read") {
          new OssBackend(scope, { bucket: "b", acl: "private" });
        }`,
      { modes: ["typed"] },
    ),
    publicAcl(
      `declare const ACL: "public-read";\n${cosWith("⟦acl: ACL⟧")}`,
      "public-read",
      `declare const ACL: "public-read";\n${cosWith('acl: "private"')}`,
      { modes: ["typed"] },
    ),
    // Types find the configuration: a helper's declared return type.
    publicAcl(
      dedent`
        import type { OssBackendConfig } from "kit";
        function make(open: boolean): OssBackendConfig {
          return open ? { bucket: "b", ⟦acl: "public-read"⟧ } : { bucket: "b" };
        }`,
      "public-read",
      dedent`
        import type { OssBackendConfig } from "kit";
        function make(open: boolean): OssBackendConfig {
          return open ? { bucket: "b", acl: "private" } : { bucket: "b" };
        }`,
      { modes: ["ts", "typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).

/** A public ACL at the marked place, with the suggestion to write "private" in place of the value (`output`). */
function publicIn(code: string, property: string, value: string, output: string) {
  return {
    code,
    errors: [
      {
        messageId: "public",
        data: { property, value, private: "private" },
        suggestions: [{ messageId: "usePrivate", data: { private: "private" }, output }],
      },
    ],
  };
}

testRuleIn("java", "no-public-state", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("private").build();`),
    inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("private").build();`),
    // Another case is rejected by the tool (valid-acl's report), and publishes nothing.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("PUBLIC-READ").build();`),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl(System.getenv("STATE_ACL")).build();`),
    inJava`
      var b = OssBackendConfig.builder().bucket("b");
      if (shared) {
        b.acl("public-read");
      }
      var c = b.build();`,
  ],
  invalid: [
    publicIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.acl("public-read-write")⟧
            .build();`,
      "acl",
      "public-read-write",
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .acl("private")
            .build();`,
    ),
    // A construct's builder and a `static final` constant: the suggestion replaces the reference.
    publicIn(
      dedent`
        class Main {
          static final String ACL = "public-read";
          Object c = OssBackend.Builder.create(this, "state").bucket("b")⟦.acl(ACL)⟧.build();
        }
      `,
      "acl",
      "public-read",
      dedent`
        class Main {
          static final String ACL = "public-read";
          Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("private").build();
        }
      `,
    ),
    // A local builder with its setters in later statements.
    publicIn(
      inJava`
        var b = new CosBackendConfig.Builder();
        b.bucket("b");
        b⟦.acl("public-read")⟧;
        var c = b.build();`,
      "acl",
      "public-read",
      inJava`
        var b = new CosBackendConfig.Builder();
        b.bucket("b");
        b.acl("private");
        var c = b.build();`,
    ),
  ],
});

testRuleIn("csharp", "no-public-state", rule, {
  valid: [
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = "private" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Acl = "Public-Read" };`),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", Acl = Environment.GetEnvironmentVariable("STATE_ACL") };`,
    ),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Acl = $"{acl}" };`),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    if (shared) c.Acl = "public-read";`),
  ],
  invalid: [
    publicIn(
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            ⟦Acl = "public-read"⟧,
        };`,
      "Acl",
      "public-read",
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            Acl = "private",
        };`,
    ),
    // Assigned after construction, as a verbatim string.
    publicIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    ⟦c.Acl = @"public-read-write"⟧;`),
      "Acl",
      "public-read-write",
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    c.Acl = "private";`),
    ),
    // Target-typed `new()` as the construct's configuration, and a `const` local.
    publicIn(
      inCSharp(`    const string acl = "public-read";\n    new OssBackend(this, new() { Bucket = "b", ⟦Acl = acl⟧ });`),
      "Acl",
      "public-read",
      inCSharp(
        `    const string acl = "public-read";\n    new OssBackend(this, new() { Bucket = "b", Acl = "private" });`,
      ),
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("no-public-state", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"acl": "private"'),
    // A remote-state data source reads the state: it writes no ACL.
    remoteStateJson("cos", ['"bucket": "b"', '"acl": "public-read"']),
  ],
  invalid: [
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"acl": "public-read"⟧'),
      errors: [
        {
          messageId: "public",
          data: { property: "acl", value: "public-read", private: "private" },
          suggestions: [
            {
              messageId: "usePrivate",
              data: { private: "private" },
              output: backendJson("oss", '"bucket": "b"', '"acl": "private"'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"acl": "public-read"⟧'),
      errors: [
        {
          messageId: "public",
          data: { property: "acl", value: "public-read", private: "private" },
          suggestions: [
            {
              messageId: "usePrivate",
              data: { private: "private" },
              output: backendJson("cos", '"bucket": "b"', '"acl": "private"'),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-public-state", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket = "b"
          ⟦acl    = "public-read"⟧
        }`,
      errors: [
        {
          message:
            '"acl" is "public-read": anyone can read the state file, which holds every secret of the stack. Use "private".',
          suggestions: [
            {
              desc: 'Use "private" (only the bucket owner can read the state file).',
              output: inHcl`
            backend "oss" {
              bucket = "b"
              acl    = "private"
            }`,
            },
          ],
        },
      ],
    },
  ],
});
