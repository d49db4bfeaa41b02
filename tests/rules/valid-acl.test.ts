import rule from "../../rules/valid-acl.js";
import { inCSharp, inJava, locate, testRule, testRuleIn, type Invalid, type MessageIdOf } from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_ALLOWED = '"private", "public-read", "public-read-write" or empty';
const COS_ALLOWED = '"private" or "public-read"';

/** A case-only mistake of a value that is not public: autofixed to the allowed spelling. */
function fixed(
  code: string,
  snippet: string,
  value: string,
  allowed: string,
  output: string,
  options: { modes?: Invalid<MessageId>["modes"]; property?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    output,
    ...(options.modes && { modes: options.modes }),
    errors: [
      { messageId: "invalid", data: { property: options.property ?? "acl", value, allowed }, ...locate(code, snippet) },
    ],
  };
}

/** One offer of a report: the suggestion's message and the value it writes in place of `written`. */
type Offer = readonly ["useValue" | "usePublic" | "useDefault", string];

/**
 * A report with suggestions only (no autofix): each writes its value in place of `written` (the value's text as
 * written in `snippet`: a string literal, a constant's name).
 */
function offered(
  code: string,
  snippet: string,
  written: string,
  value: string,
  allowed: string,
  offers: readonly Offer[],
  options: { modes?: Invalid<MessageId>["modes"]; property?: string; occurrence?: number } = {},
): Invalid<MessageId> {
  // Replace at the reported place (the snippet's occurrence), not at an earlier one.
  let start = -1;
  for (let i = 0; i <= (options.occurrence ?? 0); i++) start = code.indexOf(snippet, start + 1);
  // The quote style written is kept (a template or a constant becomes a double-quoted string).
  const quoted = (v: string) => (written.startsWith("'") ? `'${v}'` : JSON.stringify(v));
  const output = (text: string) =>
    code.slice(0, start) + snippet.replace(written, text) + code.slice(start + snippet.length);
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "invalid",
        data: { property: options.property ?? "acl", value, allowed },
        ...locate(code, snippet, options.occurrence),
        suggestions: offers.map(([messageId, v]) =>
          messageId === "useDefault"
            ? { messageId, output: output(quoted("")) }
            : { messageId, data: { value: v }, output: output(quoted(v)) },
        ),
      },
    ],
  };
}

/** The suggestions for a value that is no spelling of an accepted one: every accepted value (and "" for OSS). */
const OSS_OFFERS: readonly Offer[] = [
  ["useValue", "private"],
  ["usePublic", "public-read"],
  ["usePublic", "public-read-write"],
  ["useDefault", ""],
];
const COS_OFFERS: readonly Offer[] = [
  ["useValue", "private"],
  ["usePublic", "public-read"],
];
/** A public spelling: the public value it spells, then the private one. */
const publicSpelling = (value: string): readonly Offer[] => [
  ["usePublic", value],
  ["useValue", "private"],
];
/** A constant (or any value not written in place) spelling "private": the fix is offered, not applied. */
const PRIVATE_OFFER: readonly Offer[] = [["useValue", "private"]];

testRule("valid-acl", rule, {
  valid: [
    "",
    ...["private", "public-read", "public-read-write", ""].map(
      (acl) => `${oss}new OssBackend(scope, { bucket: "b", acl: "${acl}" });`,
    ),
    ...["private", "public-read"].map((acl) => `${cos}new CosBackend(scope, { bucket: "b", acl: "${acl}" });`),
    `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`,
    `${oss}const ACL = "private";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
    // Keys <kit> snake-cases to `acl` are the ACL (FACTS.md): an accepted value is accepted under any of them.
    `${oss}new OssBackend(scope, { bucket: "b", ACL: "public-read" });`,
    `${cos}new CosBackend(scope, { bucket: "b", Acl: "private" });`,
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
    {
      code: `import type { CosBackendConfig } from "kit";\nconst c: CosBackendConfig = { bucket: "b", acl: "private" as const };`,
      modes: ["ts", "typed"],
    },
    { code: `declare const ACL: "Private";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`, modes: ["ts"] },
  ],
  invalid: [
    // A case-only mistake of the private value, written in place: autofixed (the state stays private).
    fixed(
      `${oss}new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`,
      'acl: "PRIVATE"',
      "PRIVATE",
      OSS_ALLOWED,
      `${oss}new OssBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    fixed(
      `${cos}new CosBackend(scope, { bucket: "b", acl: \`Private\` });`,
      "acl: `Private`",
      "Private",
      COS_ALLOWED,
      `${cos}new CosBackend(scope, { bucket: "b", acl: "private" });`,
    ),
    // A key <kit> snake-cases to `acl` (`ACL` → `acl`, FACTS.md) is the ACL, and is named as written.
    fixed(
      `${oss}new OssBackend(scope, { bucket: "b", ACL: "Private" });`,
      'ACL: "Private"',
      "Private",
      OSS_ALLOWED,
      `${oss}new OssBackend(scope, { bucket: "b", ACL: "private" });`,
      {
        property: "ACL",
      },
    ),
    offered(
      `${oss}new OssBackend(scope, { bucket: "b", ACL: "PUBLIC-READ" });`,
      'ACL: "PUBLIC-READ"',
      '"PUBLIC-READ"',
      "PUBLIC-READ",
      OSS_ALLOWED,
      publicSpelling("public-read"),
      {
        property: "ACL",
      },
    ),
    // A public spelling is never autofixed: the tool rejects it today, so nothing is published; writing it
    // right would publish the state. Offered, with the private value beside it.
    offered(
      `${oss}new OssBackend(scope, { bucket: "b", acl: 'Public-Read' });`,
      "acl: 'Public-Read'",
      "'Public-Read'",
      "Public-Read",
      OSS_ALLOWED,
      publicSpelling("public-read"),
    ),
    offered(
      `${oss}new OssBackend(scope, { bucket: "b", acl: "Public-Read-Write" });`,
      'acl: "Public-Read-Write"',
      '"Public-Read-Write"',
      "Public-Read-Write",
      OSS_ALLOWED,
      publicSpelling("public-read-write"),
    ),
    offered(
      `${cos}new CosBackend(scope, { bucket: "b", "acl": "PUBLIC-READ" });`,
      '"acl": "PUBLIC-READ"',
      '"PUBLIC-READ"',
      "PUBLIC-READ",
      COS_ALLOWED,
      publicSpelling("public-read"),
    ),
    // A constant: replacing the reference with a literal is offered, not applied (other code reads the
    // constant); the constant stays.
    offered(
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "ACL",
      "PRIVATE",
      OSS_ALLOWED,
      PRIVATE_OFFER,
    ),
    offered(
      `${oss}const ACL = "Public-Read";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "ACL",
      "Public-Read",
      OSS_ALLOWED,
      publicSpelling("public-read"),
    ),
    // Shorthand is a reference to the constant too; the suggestion keeps the key.
    (() => {
      const code = `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl });`;
      return {
        code,
        errors: [
          {
            messageId: "invalid",
            data: { property: "acl", value: "Private", allowed: OSS_ALLOWED },
            ...locate(code, "acl", 1),
            suggestions: [
              {
                messageId: "useValue",
                data: { value: "private" },
                output: code.replace('b", acl }', 'b", acl: "private" }'),
              },
            ],
          },
        ],
      };
    })(),
    offered(
      `${oss}new OssBackend(scope, { bucket: "b", acl: "default" });`,
      'acl: "default"',
      '"default"',
      "default",
      OSS_ALLOWED,
      OSS_OFFERS,
    ),
    offered(
      `${oss}new OssBackend(scope, { bucket: "b", acl: "authenticated-read" });`,
      'acl: "authenticated-read"',
      '"authenticated-read"',
      "authenticated-read",
      OSS_ALLOWED,
      OSS_OFFERS,
    ),
    // COS: the empty string and public-read-write are rejected.
    offered(`${cos}new CosBackend(scope, { bucket: "b", acl: "" });`, 'acl: ""', '""', "", COS_ALLOWED, COS_OFFERS),
    offered(
      `${cos}new CosBackend(scope, { bucket: "b", acl: "public-read-write" });`,
      'acl: "public-read-write"',
      '"public-read-write"',
      "public-read-write",
      COS_ALLOWED,
      COS_OFFERS,
    ),
    // A shared spread constant: reported where written, once, and not fixed (other code uses it).
    {
      code: `${oss}const base = { ⟦acl: "PRIVATE"⟧ };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [
        {
          messageId: "invalid",
          data: { property: "acl", value: "PRIVATE", allowed: OSS_ALLOWED },
        },
      ],
    },
    (() => {
      // A later write wins over the spread, and is reported.
      const code = `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "Private" });`;
      return fixed(code, 'acl: "Private"', "Private", OSS_ALLOWED, code.replace('"Private"', '"private"'));
    })(),
    (() => {
      // Comments around the value stay.
      const code = `${oss}new OssBackend(scope, {\n  bucket: "b",\n  acl: /* who may read */ "PRIVATE", // state holds secrets\n});`;
      return fixed(
        code,
        'acl: /* who may read */ "PRIVATE"',
        "PRIVATE",
        OSS_ALLOWED,
        code.replace('"PRIVATE"', '"private"'),
      );
    })(),
    (() => {
      // A literal under `as const` is written in place.
      const code = `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "PRIVATE" as const };`;
      return fixed(
        code,
        'acl: "PRIVATE" as const',
        "PRIVATE",
        OSS_ALLOWED,
        code.replace('"PRIVATE" as const', '"private"'),
        { modes: ["ts", "typed"] },
      );
    })(),
    offered(
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "PUBLIC-READ" } satisfies CosBackendConfig;`,
      'acl: "PUBLIC-READ"',
      '"PUBLIC-READ"',
      "PUBLIC-READ",
      COS_ALLOWED,
      publicSpelling("public-read"),
      { modes: ["ts", "typed"] },
    ),
    // Types give the value: a declared literal type. Not written in place: the fix is offered.
    offered(
      `declare const ACL: "Private";\n${cos}new CosBackend(scope, { bucket: "b", acl: ACL });`,
      "acl: ACL",
      "ACL",
      "Private",
      COS_ALLOWED,
      PRIVATE_OFFER,
      { modes: ["typed"] },
    ),
    // Types give the value where the code narrows it: a comparison makes a parameter's string a literal.
    offered(
      `${oss}function deploy(props: { acl: string }) {\n  if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });\n}`,
      "acl: props.acl",
      "props.acl",
      "PRIVATE",
      OSS_ALLOWED,
      PRIVATE_OFFER,
      { modes: ["typed"] },
    ),
    (() => {
      // Types find the configuration: a helper's declared return type through a conditional.
      const code = `import type { OssBackendConfig } from "kit";\nfunction make(open: boolean): OssBackendConfig {\n  return open ? { bucket: "b", acl: "PUBLIC-READ" } : { bucket: "b", acl: "PRIVATE" };\n}`;
      return {
        code,
        modes: ["ts", "typed"],
        output: code.replace('"PRIVATE"', '"private"'),
        errors: [
          {
            messageId: "invalid",
            data: { property: "acl", value: "PUBLIC-READ", allowed: OSS_ALLOWED },
            ...locate(code, 'acl: "PUBLIC-READ"'),
            suggestions: [
              {
                messageId: "usePublic",
                data: { value: "public-read" },
                output: code.replace('"PUBLIC-READ"', '"public-read"'),
              },
              { messageId: "useValue", data: { value: "private" }, output: code.replace('"PUBLIC-READ"', '"private"') },
            ],
          },
          {
            messageId: "invalid",
            data: { property: "acl", value: "PRIVATE", allowed: OSS_ALLOWED },
            ...locate(code, 'acl: "PRIVATE"'),
          },
        ],
      };
    })(),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).

/**
 * A report on `snippet` of a Java or C# file, with its fix or its suggestions: each writes its value as a plain
 * string literal in place of `written` (a literal as written, `"x"`, `@"x"`, or a constant's name).
 */
function reportIn(
  code: string,
  snippet: string,
  property: string,
  value: string,
  allowed: string,
  outcome: { output: string } | { written: string | RegExp; offers: readonly Offer[] },
) {
  const replaced = (written: string | RegExp, v: string) => code.replace(snippet, snippet.replace(written, `"${v}"`));
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "invalid",
        data: { property, value, allowed },
        ...locate(code, snippet),
        ...("offers" in outcome && {
          suggestions: outcome.offers.map(([messageId, v]) =>
            messageId === "useDefault"
              ? { messageId, output: replaced(outcome.written, "") }
              : { messageId, data: { value: v }, output: replaced(outcome.written, v) },
          ),
        }),
      },
    ],
  };
}

testRuleIn("java", "valid-acl", rule, {
  valid: [
    ...["private", "public-read", "public-read-write", ""].map((acl) =>
      inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("${acl}").build();`),
    ),
    inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("public-read").build();`),
    // Values the front end cannot know, and a setter that may not run.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl(System.getenv("STATE_ACL")).build();`),
    inJava(
      `    var b = OssBackendConfig.builder().bucket("b");\n    if (open) {\n      b.acl("PRIVATE");\n    }\n    var c = b.build();`,
    ),
    // Not a configuration type.
    inJava(`    var p = BucketPolicy.builder().acl("PRIVATE").build();`),
  ],
  invalid: [
    (() => {
      const code = inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .acl("PRIVATE")\n        .build();`,
      );
      return reportIn(code, '.acl("PRIVATE")', "acl", "PRIVATE", OSS_ALLOWED, {
        output: code.replace('"PRIVATE"', '"private"'),
      });
    })(),
    // A text block is a string literal like any other; the fix writes a plain literal.
    reportIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("""\n        PRIVATE""").build();`),
      '.acl("""\n        PRIVATE""")',
      "acl",
      "PRIVATE",
      OSS_ALLOWED,
      {
        output: inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("private").build();`),
      },
    ),
    // A `static final` constant, and a local builder with later setters: replacing the reference is offered.
    reportIn(
      `class Main {\n  static final String ACL = "Private";\n  void run() {\n    var b = new OssBackendConfig.Builder();\n    b.bucket("b");\n    b.acl(ACL);\n    var c = b.build();\n  }\n}\n`,
      ".acl(ACL)",
      "acl",
      "Private",
      OSS_ALLOWED,
      { written: "ACL", offers: PRIVATE_OFFER },
    ),
    reportIn(
      `class Main {\n  static final String ACL = "Public-Read";\n  Object c = OssBackend.Builder.create(this, "state").bucket("b").acl(ACL).build();\n}\n`,
      ".acl(ACL)",
      "acl",
      "Public-Read",
      OSS_ALLOWED,
      {
        written: "ACL",
        offers: publicSpelling("public-read"),
      },
    ),
    // A public spelling: offered, never fixed.
    reportIn(
      `class Main {\n  Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("PUBLIC-READ-WRITE").build();\n}\n`,
      '.acl("PUBLIC-READ-WRITE")',
      "acl",
      "PUBLIC-READ-WRITE",
      OSS_ALLOWED,
      {
        written: '"PUBLIC-READ-WRITE"',
        offers: publicSpelling("public-read-write"),
      },
    ),
    reportIn(
      inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("secret").build();`),
      '.acl("secret")',
      "acl",
      "secret",
      COS_ALLOWED,
      { written: '"secret"', offers: COS_OFFERS },
    ),
    reportIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("open").build();`),
      '.acl("open")',
      "acl",
      "open",
      OSS_ALLOWED,
      { written: '"open"', offers: OSS_OFFERS },
    ),
  ],
});

testRuleIn("csharp", "valid-acl", rule, {
  valid: [
    ...["private", "public-read", "public-read-write", ""].map((acl) =>
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = "${acl}" };`),
    ),
    inCSharp(`    var c = new CosBackendConfig() { Bucket = "b", Acl = @"public-read" };`),
    // Values the front end cannot know, and an assignment that may not run.
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", Acl = Environment.GetEnvironmentVariable("STATE_ACL") };`,
    ),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = $"{acl}" };`),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    if (open) c.Acl = "PRIVATE";`),
    inCSharp(`    var p = new BucketPolicy { Acl = "PRIVATE" };`),
  ],
  invalid: [
    (() => {
      const code = inCSharp(
        `    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        Acl = "PRIVATE",\n    };`,
      );
      return reportIn(code, 'Acl = "PRIVATE"', "Acl", "PRIVATE", OSS_ALLOWED, {
        output: code.replace('"PRIVATE"', '"private"'),
      });
    })(),
    (() => {
      // Parentheses around a literal: still written in place.
      const code = inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Acl = ("Private") };`);
      return reportIn(code, 'Acl = ("Private")', "Acl", "Private", COS_ALLOWED, {
        output: code.replace('("Private")', '"private"'),
      });
    })(),
    // A `const` field in the initializer (`Acl = Acl`): replacing the reference is offered, the constant stays.
    reportIn(
      `class Main {\n  const string Acl = "Private";\n  void Run() {\n    var c = new OssBackendConfig { Bucket = "b", Acl = Acl };\n  }\n}\n`,
      "Acl = Acl",
      "Acl",
      "Private",
      OSS_ALLOWED,
      { written: /Acl$/, offers: PRIVATE_OFFER },
    ),
    // A `const` field assigned after construction.
    reportIn(
      `class Main {\n  const string Acl = "Private";\n  void Run() {\n    var c = new OssBackendConfig { Bucket = "b" };\n    c.Acl = Acl;\n  }\n}\n`,
      "c.Acl = Acl",
      "Acl",
      "Private",
      OSS_ALLOWED,
      { written: /Acl$/, offers: PRIVATE_OFFER },
    ),
    // Target-typed `new()` as the construct's configuration; an interpolated string without holes, public.
    reportIn(
      inCSharp(`    new CosBackend(this, new() { Bucket = "b", Acl = $"Public-Read" });`),
      'Acl = $"Public-Read"',
      "Acl",
      "Public-Read",
      COS_ALLOWED,
      {
        written: '$"Public-Read"',
        offers: publicSpelling("public-read"),
      },
    ),
    reportIn(
      inCSharp(`    var c = new CosBackendConfig() { Bucket = "b", Acl = @"secret" };`),
      'Acl = @"secret"',
      "Acl",
      "secret",
      COS_ALLOWED,
      { written: '@"secret"', offers: COS_OFFERS },
    ),
    reportIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Acl = "open" };`),
      'Acl = "open"',
      "Acl",
      "open",
      OSS_ALLOWED,
      { written: '"open"', offers: OSS_OFFERS },
    ),
  ],
});
