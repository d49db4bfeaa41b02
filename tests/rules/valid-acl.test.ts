import rule from "../../rules/valid-acl.js";
import { locate, testRule, testRuleIn, type Invalid } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_ALLOWED = '"private", "public-read", "public-read-write" or empty';
const COS_ALLOWED = '"private" or "public-read"';
type MessageId = "invalid" | "useValue" | "useDefault";

/** A case-only mistake: autofixed to the allowed spelling. */
function fixed(code: string, snippet: string, value: string, allowed: string, output: string, modes?: Invalid<MessageId>["modes"]): Invalid<MessageId> {
  return {
    code,
    output,
    ...(modes && { modes }),
    errors: [{ messageId: "invalid", data: { property: "acl", value, allowed }, ...locate(code, snippet) }],
  };
}

/** Anything else: one suggestion per allowed value. */
function suggested(code: string, snippet: string, value: string, allowed: string, values: readonly string[]): Invalid<MessageId> {
  return {
    code,
    errors: [
      {
        messageId: "invalid",
        data: { property: "acl", value, allowed },
        ...locate(code, snippet),
        suggestions: [
          ...values.map((v) => ({
            messageId: "useValue" as const,
            data: { value: v },
            output: code.replace(snippet, snippet.replace(/(["'`]).*\1$/, `"${v}"`)),
          })),
          // OSS accepts the empty ACL too: the provider's default.
          ...(allowed === OSS_ALLOWED ? [{ messageId: "useDefault" as const, output: code.replace(snippet, snippet.replace(/(["'`]).*\1$/, '""')) }] : []),
        ],
      },
    ],
  };
}

const OSS_VALUES = ["private", "public-read", "public-read-write"];
const COS_VALUES = ["private", "public-read"];

testRule("valid-acl", rule, {
  valid: [
    "",
    ...["private", "public-read", "public-read-write", ""].map((acl) => `${oss}new OssBackend(scope, { bucket: "b", acl: "${acl}" });`),
    ...["private", "public-read"].map((acl) => `${cos}new CosBackend(scope, { bucket: "b", acl: "${acl}" });`),
    `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`,
    `${oss}const ACL = "private";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
    // Unknown values, and values a later spread may override, are not reported.
    `${oss}new OssBackend(scope, { bucket: "b", acl: process.env.STATE_ACL });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: pickAcl() });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: "PRIVATE", ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", get acl() { return "PRIVATE"; } });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl() { return "PRIVATE"; } });`,
    // Not configurations.
    `const bucketPolicy = { acl: "PRIVATE" };`,
    // Without types, a narrowed parameter is still an unknown value.
    {
      code: `${oss}function deploy(props: { acl: string }) {\n  if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });\n}`,
      modes: ["ts"],
    },
    `import { OssBackend } from "kit";\nOssBackend.describe({ acl: "PRIVATE" });`,
    { code: `import type { CosBackendConfig } from "kit";\nconst c: CosBackendConfig = { bucket: "b", acl: "private" as const };`, modes: ["ts", "typed"] },
  ],
  invalid: [
    fixed(`${oss}new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`, 'acl: "PRIVATE"', "PRIVATE", OSS_ALLOWED, `${oss}new OssBackend(scope, { bucket: "b", acl: "private" });`),
    fixed(`${oss}new OssBackend(scope, { bucket: "b", acl: 'Public-Read' });`, "acl: 'Public-Read'", "Public-Read", OSS_ALLOWED, `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`),
    fixed(`${cos}new CosBackend(scope, { bucket: "b", acl: \`Private\` });`, "acl: `Private`", "Private", COS_ALLOWED, `${cos}new CosBackend(scope, { bucket: "b", acl: "private" });`),
    fixed(`${cos}new CosBackend(scope, { bucket: "b", "acl": "PUBLIC-READ" });`, '"acl": "PUBLIC-READ"', "PUBLIC-READ", COS_ALLOWED, `${cos}new CosBackend(scope, { bucket: "b", "acl": "public-read" });`),
    // A constant is followed; the fix writes the value in place of the reference, and the constant stays.
    fixed(
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "PRIVATE",
      OSS_ALLOWED,
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    (() => {
      // Shorthand keeps its key.
      const code = `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl });`;
      return {
        ...fixed(code, "acl", "Private", OSS_ALLOWED, `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`),
        errors: [{ messageId: "invalid", data: { property: "acl", value: "Private", allowed: OSS_ALLOWED }, ...locate(code, "acl", 1) }],
      } as Invalid<MessageId>;
    })(),
    suggested(`${oss}new OssBackend(scope, { bucket: "b", acl: "default" });`, 'acl: "default"', "default", OSS_ALLOWED, OSS_VALUES),
    suggested(`${oss}new OssBackend(scope, { bucket: "b", acl: "authenticated-read" });`, 'acl: "authenticated-read"', "authenticated-read", OSS_ALLOWED, OSS_VALUES),
    // COS: the empty string and public-read-write are rejected.
    suggested(`${cos}new CosBackend(scope, { bucket: "b", acl: "" });`, 'acl: ""', "", COS_ALLOWED, COS_VALUES),
    suggested(`${cos}new CosBackend(scope, { bucket: "b", acl: "public-read-write" });`, 'acl: "public-read-write"', "public-read-write", COS_ALLOWED, COS_VALUES),
    (() => {
      // A shared spread constant: reported where written, once, and not fixed (other code uses it).
      const code = `${oss}const base = { acl: "PRIVATE" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return { code, errors: [{ messageId: "invalid", data: { property: "acl", value: "PRIVATE", allowed: OSS_ALLOWED }, ...locate(code, 'acl: "PRIVATE"') }] } as Invalid<MessageId>;
    })(),
    (() => {
      // A later write wins over the spread, and is reported.
      const code = `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "Public-Read" });`;
      return fixed(code, 'acl: "Public-Read"', "Public-Read", OSS_ALLOWED, code.replace('"Public-Read"', '"public-read"'));
    })(),
    (() => {
      // Comments around the value stay.
      const code = `${oss}new OssBackend(scope, {\n  bucket: "b",\n  acl: /* who may read */ "PRIVATE", // state holds secrets\n});`;
      return fixed(code, 'acl: /* who may read */ "PRIVATE"', "PRIVATE", OSS_ALLOWED, code.replace('"PRIVATE"', '"private"'));
    })(),
    (() => {
      const code = `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "PRIVATE" as const };`;
      return fixed(code, 'acl: "PRIVATE" as const', "PRIVATE", OSS_ALLOWED, code.replace('"PRIVATE" as const', '"private"'), ["ts", "typed"]);
    })(),
    (() => {
      const code = `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "PUBLIC-READ" } satisfies CosBackendConfig;`;
      return fixed(code, 'acl: "PUBLIC-READ"', "PUBLIC-READ", COS_ALLOWED, code.replace('"PUBLIC-READ"', '"public-read"'), ["ts", "typed"]);
    })(),
    (() => {
      // Types give the value: a declared literal type.
      const code = `declare const ACL: "Private";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`;
      return fixed(code, "acl: ACL", "Private", COS_ALLOWED, code.replace("acl: ACL", 'acl: "private"'), ["typed"]);
    })(),
    (() => {
      // Types give the value where the code narrows it: a comparison makes a parameter's string a literal.
      const code = `${oss}function deploy(props: { acl: string }) {\n  if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });\n}`;
      return fixed(code, "acl: props.acl", "PRIVATE", OSS_ALLOWED, code.replace("acl: props.acl", 'acl: "private"'), ["typed"]);
    })(),
    (() => {
      // Types find the configuration: a helper's declared return type through a conditional.
      const code = `import type { OssBackendConfig } from "kit";\nfunction make(open: boolean): OssBackendConfig {\n  return open ? { bucket: "b", acl: "PUBLIC-READ" } : { bucket: "b" };\n}`;
      return fixed(code, 'acl: "PUBLIC-READ"', "PUBLIC-READ", OSS_ALLOWED, code.replace('"PUBLIC-READ"', '"public-read"'), ["ts", "typed"]);
    })(),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;

/** A report on `snippet` of a Java or C# file, with its fix or its suggestions (one per value, "" last). */
function reportIn(code: string, snippet: string, property: string, value: string, allowed: string, outcome: { output: string } | { suggest: readonly string[] }) {
  // A suggestion writes the value as a plain string literal in place of the one written (`"x"`, `@"x"`).
  const replaced = (v: string) => code.replace(snippet, snippet.replace(/@?"[^"]*"/, `"${v}"`));
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "invalid",
        data: { property, value, allowed },
        ...locate(code, snippet),
        ...("suggest" in outcome && {
          suggestions: outcome.suggest.map((v) =>
            v === "" ? { messageId: "useDefault", output: replaced("") } : { messageId: "useValue", data: { value: v }, output: replaced(v) },
          ),
        }),
      },
    ],
  };
}

testRuleIn("java", "valid-acl", rule, {
  valid: [
    ...["private", "public-read", "public-read-write", ""].map((acl) => inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("${acl}").build();`)),
    inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("public-read").build();`),
    // Values the front end cannot know, and a setter that may not run.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl(System.getenv("STATE_ACL")).build();`),
    inJava(`    var b = OssBackendConfig.builder().bucket("b");\n    if (open) {\n      b.acl("PRIVATE");\n    }\n    var c = b.build();`),
    // Not a configuration type.
    inJava(`    var p = BucketPolicy.builder().acl("PRIVATE").build();`),
  ],
  invalid: [
    (() => {
      const code = inJava(`    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .acl("PRIVATE")\n        .build();`);
      return reportIn(code, '.acl("PRIVATE")', "acl", "PRIVATE", OSS_ALLOWED, { output: code.replace('"PRIVATE"', '"private"') });
    })(),
    (() => {
      // A text block is a string like any other; the fix writes a plain literal.
      const code = inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("""\n        PRIVATE""").build();`);
      return reportIn(code, '.acl("""\n        PRIVATE""")', "acl", "PRIVATE", OSS_ALLOWED, { output: inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("private").build();`) });
    })(),
    (() => {
      // A `static final` constant, and a local builder with later setters: the fix replaces the reference.
      const code = `class Main {\n  static final String ACL = "Public-Read";\n  void run() {\n    var b = new OssBackendConfig.Builder();\n    b.bucket("b");\n    b.acl(ACL);\n    var c = b.build();\n  }\n}\n`;
      return reportIn(code, ".acl(ACL)", "acl", "Public-Read", OSS_ALLOWED, { output: code.replace("b.acl(ACL)", 'b.acl("public-read")') });
    })(),
    (() => {
      const code = `class Main {\n  Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("PUBLIC-READ-WRITE").build();\n}\n`;
      return reportIn(code, '.acl("PUBLIC-READ-WRITE")', "acl", "PUBLIC-READ-WRITE", OSS_ALLOWED, { output: code.replace('"PUBLIC-READ-WRITE"', '"public-read-write"') });
    })(),
    reportIn(inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("secret").build();`), '.acl("secret")', "acl", "secret", COS_ALLOWED, { suggest: COS_VALUES }),
    reportIn(inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("open").build();`), '.acl("open")', "acl", "open", OSS_ALLOWED, { suggest: [...OSS_VALUES, ""] }),
  ],
});

testRuleIn("csharp", "valid-acl", rule, {
  valid: [
    ...["private", "public-read", "public-read-write", ""].map((acl) => inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = "${acl}" };`)),
    inCSharp(`    var c = new CosBackendConfig() { Bucket = "b", Acl = @"public-read" };`),
    // Values the front end cannot know, and an assignment that may not run.
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = Environment.GetEnvironmentVariable("STATE_ACL") };`),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = $"{acl}" };`),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    if (open) c.Acl = "PRIVATE";`),
    inCSharp(`    var p = new BucketPolicy { Acl = "PRIVATE" };`),
  ],
  invalid: [
    (() => {
      const code = inCSharp(`    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        Acl = "PRIVATE",\n    };`);
      return reportIn(code, 'Acl = "PRIVATE"', "Acl", "PRIVATE", OSS_ALLOWED, { output: code.replace('"PRIVATE"', '"private"') });
    })(),
    (() => {
      // A `const` field assigned after construction: the fix replaces the reference, the constant stays.
      const code = `class Main {\n  const string Acl = "Private";\n  void Run() {\n    var c = new OssBackendConfig { Bucket = "b" };\n    c.Acl = Acl;\n  }\n}\n`;
      return reportIn(code, "c.Acl = Acl", "Acl", "Private", OSS_ALLOWED, { output: code.replace("c.Acl = Acl", 'c.Acl = "private"') });
    })(),
    (() => {
      // Target-typed `new()` as the construct's configuration; an interpolated string without holes.
      const code = inCSharp(`    new CosBackend(this, new() { Bucket = "b", Acl = $"Public-Read" });`);
      return reportIn(code, 'Acl = $"Public-Read"', "Acl", "Public-Read", COS_ALLOWED, { output: code.replace('$"Public-Read"', '"public-read"') });
    })(),
    reportIn(inCSharp(`    var c = new CosBackendConfig() { Bucket = "b", Acl = @"secret" };`), 'Acl = @"secret"', "Acl", "secret", COS_ALLOWED, { suggest: COS_VALUES }),
    reportIn(inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = "open" };`), 'Acl = "open"', "Acl", "open", OSS_ALLOWED, { suggest: [...OSS_VALUES, ""] }),
  ],
});
