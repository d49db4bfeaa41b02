import rule from "../../rules/no-public-state.js";
import { inCSharp, inJava, locate, testRule, testRuleIn, type Invalid, type MessageIdOf } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
type MessageId = MessageIdOf<typeof rule>;

/**
 * A public ACL, reported at `snippet` (the property) with one suggestion that writes `"private"` in place of
 * the value (`replaced` is the value's text as written, `withText` what replaces it).
 */
function publicAcl(
  code: string,
  snippet: string,
  value: string,
  options: { property?: string; replaced?: string; withText?: string; modes?: Invalid<MessageId>["modes"] } = {},
): Invalid<MessageId> {
  const data = { property: options.property ?? "acl", value, private: "private" };
  const replaced = options.replaced ?? `"${value}"`;
  const fixedSnippet = snippet.replace(replaced, options.withText ?? '"private"');
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "public",
        data,
        ...locate(code, snippet),
        suggestions: [{ messageId: "usePrivate", data, output: code.replace(snippet, fixedSnippet) }],
      },
    ],
  };
}

testRule("no-public-state", rule, {
  valid: [
    // A type that only extends a backend's is of unknown role (the published <kit>'s OSS and COS remote-state data
    // sources extend the backends' types): it may only read the state, so its ACL publishes nothing.
    {
      code: `import type { OssBackendConfig } from "kit";\ninterface TeamState extends OssBackendConfig {\n  team: string;\n}\nexport const t: TeamState = { team: "a", bucket: "b", acl: "public-read" };`,
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
      code: `${oss}function deploy(acl: "public-read") {\n  new OssBackend(scope, { bucket: "b", acl });\n}`,
      modes: ["ts"],
    },
    {
      code: `declare const ACL: "public-read";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    publicAcl(`${oss}new OssBackend(scope, { bucket: "b", acl: "public-read" });`, 'acl: "public-read"', "public-read"),
    publicAcl(
      `${oss}new OssBackend(scope, { bucket: "b", acl: "public-read-write" });`,
      'acl: "public-read-write"',
      "public-read-write",
    ),
    publicAcl(`${cos}new CosBackend(scope, { bucket: "b", acl: "public-read" });`, 'acl: "public-read"', "public-read"),
    // Quote style and key spelling are kept.
    publicAcl(
      `${oss}new OssBackend(scope, { bucket: "b", 'acl': 'public-read' });`,
      "'acl': 'public-read'",
      "public-read",
      {
        property: "acl",
        replaced: "'public-read'",
        withText: "'private'",
      },
    ),
    publicAcl(
      `${cos}new CosBackend(scope, { Bucket: "b", Acl: \`public-read\` });`,
      "Acl: `public-read`",
      "public-read",
      {
        property: "Acl",
        replaced: "`public-read`",
      },
    ),
    // <kit> snake-cases every key exactly (FACTS.md): `ACL` reaches the tool as `acl`, and is named as written.
    publicAcl(
      `${oss}new OssBackend(scope, { bucket: "b", ACL: "public-read" });`,
      'ACL: "public-read"',
      "public-read",
      { property: "ACL" },
    ),
    publicAcl(
      `${cos}new CosBackend(scope, { bucket: "b", ACL: "public-read" });`,
      'ACL: "public-read"',
      "public-read",
      { property: "ACL" },
    ),
    publicAcl(
      `${oss}new OssBackend(scope, { bucket: "b", _acl_: "public-read-write" });`,
      '_acl_: "public-read-write"',
      "public-read-write",
      { property: "_acl_" },
    ),
    // A computed key the front end can read is the property it names.
    publicAcl(
      `${oss}new OssBackend(scope, { bucket: "b", ["a" + "cl"]: "public-read" });`,
      '["a" + "cl"]: "public-read"',
      "public-read",
    ),
    // A constant is followed; the suggestion writes the value in place of the reference, and the constant stays.
    publicAcl(
      `${oss}const ACL = "public-read";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "public-read",
      { replaced: "ACL" },
    ),
    (() => {
      // Shorthand keeps its key.
      const code = `${oss}const acl = "public-read-write";\nnew OssBackend(scope, { bucket: "b", acl });`;
      const data = { property: "acl", value: "public-read-write", private: "private" };
      return {
        code,
        errors: [
          {
            messageId: "public",
            data,
            ...locate(code, "acl", 1),
            suggestions: [{ messageId: "usePrivate", data, output: code.replace('b", acl }', 'b", acl: "private" }') }],
          },
        ],
      };
    })(),
    (() => {
      // A shared spread constant: reported where written, once, with no suggestion (other code uses it).
      const code = `${oss}const base = { acl: "public-read" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      const data = { property: "acl", value: "public-read", private: "private" };
      return {
        code,
        errors: [{ messageId: "public", data, ...locate(code, 'acl: "public-read"') }],
      };
    })(),
    // A later write wins over the spread, and is reported.
    publicAcl(
      `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "public-read" });`,
      'acl: "public-read"',
      "public-read",
    ),
    // Comments around the value stay.
    publicAcl(
      `${cos}new CosBackend(scope, {\n  bucket: "b",\n  acl: /* who may read */ "public-read", // for the dashboard\n});`,
      'acl: /* who may read */ "public-read"',
      "public-read",
    ),
    // TypeScript syntax around the configuration and the value.
    publicAcl(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "public-read" as const };`,
      'acl: "public-read" as const',
      "public-read",
      { replaced: '"public-read" as const', modes: ["ts", "typed"] },
    ),
    publicAcl(
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "public-read" } satisfies CosBackendConfig;`,
      'acl: "public-read"',
      "public-read",
      { modes: ["ts", "typed"] },
    ),
    // Types give the value: a parameter of a literal type, a declared constant.
    (() => {
      const code = `${oss}function deploy(acl: "public-read") {\n  new OssBackend(scope, { bucket: "b", acl });\n}`;
      const data = { property: "acl", value: "public-read", private: "private" };
      return {
        code,
        modes: ["typed"],
        errors: [
          {
            messageId: "public",
            data,
            ...locate(code, "acl", 1),
            suggestions: [{ messageId: "usePrivate", data, output: code.replace('b", acl }', 'b", acl: "private" }') }],
          },
        ],
      };
    })(),
    publicAcl(
      `declare const ACL: "public-read";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "public-read",
      {
        replaced: "ACL",
        modes: ["typed"],
      },
    ),
    (() => {
      // Types find the configuration: a helper's declared return type.
      const code = `import type { OssBackendConfig } from "kit";\nfunction make(open: boolean): OssBackendConfig {\n  return open ? { bucket: "b", acl: "public-read" } : { bucket: "b" };\n}`;
      return publicAcl(code, 'acl: "public-read"', "public-read", { modes: ["ts", "typed"] });
    })(),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).

/** A public ACL on `snippet`, with the suggestion to write "private" in place of `written`. */
function publicIn(code: string, snippet: string, property: string, value: string, written: string) {
  return {
    code,
    errors: [
      {
        messageId: "public",
        data: { property, value, private: "private" },
        ...locate(code, snippet),
        suggestions: [
          {
            messageId: "usePrivate",
            data: { private: "private" },
            output: code.replace(snippet, snippet.replace(written, '"private"')),
          },
        ],
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
    inJava(
      `    var b = OssBackendConfig.builder().bucket("b");\n    if (shared) {\n      b.acl("public-read");\n    }\n    var c = b.build();`,
    ),
  ],
  invalid: [
    publicIn(
      inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .acl("public-read-write")\n        .build();`,
      ),
      '.acl("public-read-write")',
      "acl",
      "public-read-write",
      '"public-read-write"',
    ),
    // A construct's builder and a `static final` constant: the suggestion replaces the reference.
    publicIn(
      `class Main {\n  static final String ACL = "public-read";\n  Object c = OssBackend.Builder.create(this, "state").bucket("b").acl(ACL).build();\n}\n`,
      ".acl(ACL)",
      "acl",
      "public-read",
      "ACL",
    ),
    // A local builder with its setters in later statements.
    publicIn(
      inJava(
        `    var b = new CosBackendConfig.Builder();\n    b.bucket("b");\n    b.acl("public-read");\n    var c = b.build();`,
      ),
      '.acl("public-read")',
      "acl",
      "public-read",
      '"public-read"',
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
      inCSharp(`    var c = new CosBackendConfig\n    {\n        Bucket = "b",\n        Acl = "public-read",\n    };`),
      'Acl = "public-read"',
      "Acl",
      "public-read",
      '"public-read"',
    ),
    // Assigned after construction, as a verbatim string.
    publicIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    c.Acl = @"public-read-write";`),
      'c.Acl = @"public-read-write"',
      "Acl",
      "public-read-write",
      '@"public-read-write"',
    ),
    // Target-typed `new()` as the construct's configuration, and a `const` local.
    publicIn(
      inCSharp(`    const string acl = "public-read";\n    new OssBackend(this, new() { Bucket = "b", Acl = acl });`),
      "Acl = acl",
      "Acl",
      "public-read",
      "acl",
    ),
  ],
});
