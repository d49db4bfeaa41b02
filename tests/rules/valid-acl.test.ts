import rule from "../../rules/valid-acl.js";
import {
  backendJson,
  inCSharp,
  inJava,
  remoteStateJson,
  testRule,
  testRuleIn,
  testRuleInJson,
  testRuleInForkJson,
  type Invalid,
  type MessageIdOf,
  type Mode,
  dedent,
  inHcl,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const OSS_ALLOWED = '"private", "public-read", "public-read-write" or empty';
const COS_ALLOWED = '"private" or "public-read"';

/**
 * The message's data: "(exact case)" only when the value is an allowed one in other letters (`PRIVATE`), not for
 * any other value (`public-read-write` on COS, `""` on COS, `default`).
 */
function invalid(property: string, value: string, allowed: string) {
  const caseOnly = value !== value.toLowerCase() && allowed.includes(`"${value.toLowerCase()}"`);
  return { property, value, allowed, exactCase: caseOnly ? " (exact case)" : "" };
}

const ossWith = (entry: string) => `${oss}new OssBackend(scope, { bucket: "b", ${entry} });`;
const cosWith = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;

/** A suggestion of a report and the code it makes: a private value, a public one, or the empty (default) value. */
type Suggestion =
  | { messageId: "useValue" | "usePublic"; data: { value: string }; output: string }
  | { messageId: "useDefault"; output: string };
const use = (value: string, output: string): Suggestion => ({ messageId: "useValue", data: { value }, output });
const usePublic = (value: string, output: string): Suggestion => ({ messageId: "usePublic", data: { value }, output });
const useDefault = (output: string): Suggestion => ({ messageId: "useDefault", output });

/** A case-only mistake of a value that is not public, at the marked place: autofixed to the allowed spelling. */
function fixed(
  code: string,
  value: string,
  allowed: string,
  output: string,
  options: { modes?: readonly Mode[]; property?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    output,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId: "invalid", data: invalid(options.property ?? "acl", value, allowed) }],
  };
}

/**
 * A report at the marked place with suggestions only (no autofix). The suggestions of a value: for a public
 * spelling, the public value it spells, then the private one; for a constant (or any value not written in place)
 * spelling "private", the private value; for a value that is no spelling of an accepted one, every accepted value
 * (and "" for OSS). Each writes its value as a string in place of the value (a template or a constant becomes a
 * double-quoted string; single quotes stay).
 */
function offered(
  code: string,
  value: string,
  allowed: string,
  suggestions: readonly Suggestion[],
  options: { modes?: readonly Mode[]; property?: string } = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId: "invalid", data: invalid(options.property ?? "acl", value, allowed), suggestions }],
  };
}

testRule("valid-acl", rule, {
  valid: [
    "",
    ...["private", "public-read", "public-read-write", ""].map(
      (acl) => `${oss}new OssBackend(scope, { bucket: "b", acl: "${acl}" });`,
    ),
    ...["private", "public-read"].map((acl) => `${cos}new CosBackend(scope, { bucket: "b", acl: "${acl}" });`),
    `${oss}new OssBackend(scope, { bucket: "b", acl: 'public-read' });`,
    `${oss}const ACL = "private";\nnew OssBackend(scope, { bucket: "b", acl: ACL });`,
    // Keys <kit> snake-cases to `acl` are the ACL (docs/behaviour.md#what-kit-writes-out): an accepted value is
    // accepted under any of them.
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
      code: dedent`
        ${oss}function deploy(props: { acl: string }) {
          if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: props.acl });
        }`,
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
    fixed(ossWith('⟦acl: "PRIVATE"⟧'), "PRIVATE", OSS_ALLOWED, ossWith('acl: "private"')),
    fixed(cosWith("⟦acl: `Private`⟧"), "Private", COS_ALLOWED, cosWith('acl: "private"')),
    // A key <kit> snake-cases to `acl` (`ACL` → `acl`, docs/behaviour.md#what-kit-writes-out) is the ACL, and is
    // named as written.
    fixed(ossWith('⟦ACL: "Private"⟧'), "Private", OSS_ALLOWED, ossWith('ACL: "private"'), { property: "ACL" }),
    offered(
      ossWith('⟦ACL: "PUBLIC-READ"⟧'),
      "PUBLIC-READ",
      OSS_ALLOWED,
      [usePublic("public-read", ossWith('ACL: "public-read"')), use("private", ossWith('ACL: "private"'))],
      { property: "ACL" },
    ),
    // A public spelling is never autofixed: the tool rejects it today, so nothing is published; writing it
    // right would publish the state. Offered, with the private value beside it.
    offered(ossWith("⟦acl: 'Public-Read'⟧"), "Public-Read", OSS_ALLOWED, [
      usePublic("public-read", ossWith("acl: 'public-read'")),
      use("private", ossWith("acl: 'private'")),
    ]),
    offered(ossWith('⟦acl: "Public-Read-Write"⟧'), "Public-Read-Write", OSS_ALLOWED, [
      usePublic("public-read-write", ossWith('acl: "public-read-write"')),
      use("private", ossWith('acl: "private"')),
    ]),
    offered(cosWith('⟦"acl": "PUBLIC-READ"⟧'), "PUBLIC-READ", COS_ALLOWED, [
      usePublic("public-read", cosWith('"acl": "public-read"')),
      use("private", cosWith('"acl": "private"')),
    ]),
    // A value with side effects: an autofix would drop what runs before the ACL (`n = 5`, a call), so the fix is
    // offered, and the suggestion replaces the sequence's last value only, keeping what runs before it.
    offered(ossWith('⟦acl: (n = 5, "PRIVATE")⟧'), "PRIVATE", OSS_ALLOWED, [
      use("private", ossWith('acl: (n = 5, "private")')),
    ]),
    offered(ossWith("⟦acl: (loadAcl(), n++, 'PRIVATE')⟧"), "PRIVATE", OSS_ALLOWED, [
      use("private", ossWith("acl: (loadAcl(), n++, 'private')")),
    ]),
    offered(cosWith('⟦acl: (log("acl"), (n += 1, "Private"))⟧'), "Private", COS_ALLOWED, [
      use("private", cosWith('acl: (log("acl"), (n += 1, "private"))')),
    ]),
    // Through a TypeScript wrapper of the sequence: the wrapper stays.
    offered(
      ossWith('⟦acl: (n = 5, "PRIVATE") as string⟧'),
      "PRIVATE",
      OSS_ALLOWED,
      [use("private", ossWith('acl: (n = 5, "private") as string'))],
      { modes: ["ts", "typed"] },
    ),
    // A computed key with side effects: replacing the value keeps it, but the property is not pure, so the fix
    // is offered too (conservative).
    offered(ossWith('⟦[(n++, "acl")]: "PRIVATE"⟧'), "PRIVATE", OSS_ALLOWED, [
      use("private", ossWith('[(n++, "acl")]: "private"')),
    ]),
    // A pure expression around a literal is still autofixed as a literal is: only values with side effects lose the fix.
    fixed(ossWith('⟦acl: ("PRIVATE")⟧'), "PRIVATE", OSS_ALLOWED, ossWith('acl: ("private")')),
    // A constant: replacing the reference with a literal is offered, not applied (other code reads the
    // constant); the constant stays.
    offered(
      `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", ⟦acl: ACL⟧ });`,
      "PRIVATE",
      OSS_ALLOWED,
      [use("private", `${oss}const ACL = "PRIVATE";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`)],
    ),
    offered(
      `${oss}const ACL = "Public-Read";\nnew OssBackend(scope, { bucket: "b", ⟦acl: ACL⟧ });`,
      "Public-Read",
      OSS_ALLOWED,
      [
        usePublic(
          "public-read",
          `${oss}const ACL = "Public-Read";\nnew OssBackend(scope, { bucket: "b", acl: "public-read" });`,
        ),
        use("private", `${oss}const ACL = "Public-Read";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`),
      ],
    ),
    // Shorthand is a reference to the constant too; the suggestion keeps the key.
    offered(`${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", ⟦acl⟧ });`, "Private", OSS_ALLOWED, [
      use("private", `${oss}const acl = "Private";\nnew OssBackend(scope, { bucket: "b", acl: "private" });`),
    ]),
    offered(ossWith('⟦acl: "default"⟧'), "default", OSS_ALLOWED, [
      use("private", ossWith('acl: "private"')),
      usePublic("public-read", ossWith('acl: "public-read"')),
      usePublic("public-read-write", ossWith('acl: "public-read-write"')),
      useDefault(ossWith('acl: ""')),
    ]),
    offered(ossWith('⟦acl: "authenticated-read"⟧'), "authenticated-read", OSS_ALLOWED, [
      use("private", ossWith('acl: "private"')),
      usePublic("public-read", ossWith('acl: "public-read"')),
      usePublic("public-read-write", ossWith('acl: "public-read-write"')),
      useDefault(ossWith('acl: ""')),
    ]),
    // COS: the empty string and public-read-write are rejected.
    offered(cosWith('⟦acl: ""⟧'), "", COS_ALLOWED, [
      use("private", cosWith('acl: "private"')),
      usePublic("public-read", cosWith('acl: "public-read"')),
    ]),
    offered(cosWith('⟦acl: "public-read-write"⟧'), "public-read-write", COS_ALLOWED, [
      use("private", cosWith('acl: "private"')),
      usePublic("public-read", cosWith('acl: "public-read"')),
    ]),
    // A shared spread constant: reported where written, once, and not fixed (other code uses it).
    {
      code: dedent`
        ${oss}const base = { ⟦acl: "PRIVATE"⟧ };
        new OssBackend(scope, { ...base, bucket: "a" });
        new OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [
        {
          messageId: "invalid",
          data: invalid("acl", "PRIVATE", OSS_ALLOWED),
        },
      ],
    },
    // A later write wins over the spread, and is reported.
    fixed(
      `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, ⟦acl: "Private"⟧ });`,
      "Private",
      OSS_ALLOWED,
      `${oss}const base = { bucket: "b", acl: "private" };\nnew OssBackend(scope, { ...base, acl: "private" });`,
    ),
    // Comments around the value stay.
    fixed(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦acl: /* who may read */ "PRIVATE"⟧, // state holds secrets
        });`,
      "PRIVATE",
      OSS_ALLOWED,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          acl: /* who may read */ "private", // state holds secrets
        });`,
    ),
    // A literal under `as const` is written in place.
    fixed(
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", ⟦acl: "PRIVATE" as const⟧ };`,
      "PRIVATE",
      OSS_ALLOWED,
      `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = { bucket: "b", acl: "private" };`,
      { modes: ["ts", "typed"] },
    ),
    offered(
      `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", ⟦acl: "PUBLIC-READ"⟧ } satisfies CosBackendConfig;`,
      "PUBLIC-READ",
      COS_ALLOWED,
      [
        usePublic(
          "public-read",
          `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "public-read" } satisfies CosBackendConfig;`,
        ),
        use(
          "private",
          `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", acl: "private" } satisfies CosBackendConfig;`,
        ),
      ],
      { modes: ["ts", "typed"] },
    ),
    // Types give the value: a declared literal type. Not written in place: the fix is offered.
    offered(
      `declare const ACL: "Private";\n${cosWith("⟦acl: ACL⟧")}`,
      "Private",
      COS_ALLOWED,
      [use("private", `declare const ACL: "Private";\n${cosWith('acl: "private"')}`)],
      { modes: ["typed"] },
    ),
    // Types give the value where the code narrows it: a comparison makes a parameter's string a literal.
    offered(
      dedent`
        ${oss}function deploy(props: { acl: string }) {
          if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", ⟦acl: props.acl⟧ });
        }`,
      "PRIVATE",
      OSS_ALLOWED,
      [
        use(
          "private",
          dedent`
            ${oss}function deploy(props: { acl: string }) {
              if (props.acl === "PRIVATE") new OssBackend(scope, { bucket: "b", acl: "private" });
            }`,
        ),
      ],
      { modes: ["typed"] },
    ),
    // Types find the configuration: a helper's declared return type through a conditional.
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function make(open: boolean): OssBackendConfig {
          return open ? { bucket: "b", ⟦acl: "PUBLIC-READ"⟧ } : { bucket: "b", ⟦acl: "PRIVATE"⟧ };
        }`,
      modes: ["ts", "typed"],
      output: dedent`
        import type { OssBackendConfig } from "kit";
        function make(open: boolean): OssBackendConfig {
          return open ? { bucket: "b", acl: "PUBLIC-READ" } : { bucket: "b", acl: "private" };
        }`,
      errors: [
        {
          messageId: "invalid",
          data: invalid("acl", "PUBLIC-READ", OSS_ALLOWED),
          suggestions: [
            usePublic(
              "public-read",
              dedent`
                import type { OssBackendConfig } from "kit";
                function make(open: boolean): OssBackendConfig {
                  return open ? { bucket: "b", acl: "public-read" } : { bucket: "b", acl: "PRIVATE" };
                }`,
            ),
            use(
              "private",
              dedent`
                import type { OssBackendConfig } from "kit";
                function make(open: boolean): OssBackendConfig {
                  return open ? { bucket: "b", acl: "private" } : { bucket: "b", acl: "PRIVATE" };
                }`,
            ),
          ],
        },
        { messageId: "invalid", data: invalid("acl", "PRIVATE", OSS_ALLOWED) },
      ],
    },
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).

/**
 * A report at the marked place of a Java or C# file, with its fix or its suggestions (each writes its value as a
 * plain string literal in place of the value: a literal as written, `"x"`, `@"x"`, or a constant's name).
 */
function reportIn(
  code: string,
  property: string,
  value: string,
  allowed: string,
  outcome: { output: string } | { suggestions: readonly Suggestion[] },
) {
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "invalid",
        data: invalid(property, value, allowed),
        ...("suggestions" in outcome && { suggestions: outcome.suggestions }),
      },
    ],
  };
}
/** An OSS builder with `setter` (`.acl(…)`) between the bucket and build(). */
const javaOss = (setter: string) => inJava(`    var c = OssBackendConfig.builder().bucket("b")${setter}.build();`);
/** A COS builder with `setter` (`.acl(…)`) between the bucket and build(). */
const javaCos = (setter: string) => inJava(`    var c = new CosBackendConfig.Builder().bucket("b")${setter}.build();`);
/** An OSS configuration initializer with `entry` (`Acl = …`) after the bucket. */
const csOss = (entry: string) => inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ${entry} };`);
/** A COS configuration initializer (`new CosBackendConfig() { … }`) with `entry` (`Acl = …`) after the bucket. */
const csCos = (entry: string) => inCSharp(`    var c = new CosBackendConfig() { Bucket = "b", ${entry} };`);

testRuleIn("java", "valid-acl", rule, {
  valid: [
    ...["private", "public-read", "public-read-write", ""].map((acl) =>
      inJava(`    var c = OssBackendConfig.builder().bucket("b").acl("${acl}").build();`),
    ),
    inJava(`    var c = new CosBackendConfig.Builder().bucket("b").acl("public-read").build();`),
    // Values the front end cannot know, and a setter that may not run.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").acl(System.getenv("STATE_ACL")).build();`),
    inJava`
      var b = OssBackendConfig.builder().bucket("b");
      if (open) {
        b.acl("PRIVATE");
      }
      var c = b.build();`,
    // Not a configuration type.
    inJava(`    var p = BucketPolicy.builder().acl("PRIVATE").build();`),
  ],
  invalid: [
    reportIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.acl("PRIVATE")⟧
            .build();`,
      "acl",
      "PRIVATE",
      OSS_ALLOWED,
      {
        output: inJava`
          var c = OssBackendConfig.builder()
              .bucket("b")
              .acl("private")
              .build();`,
      },
    ),
    // A text block is a string literal like any other; the fix writes a plain literal.
    reportIn(javaOss(`⟦.acl("""\n        PRIVATE""")⟧`), "acl", "PRIVATE", OSS_ALLOWED, {
      output: javaOss('.acl("private")'),
    }),
    // A `static final` constant, and a local builder with later setters: replacing the reference is offered.
    reportIn(
      dedent`
        class Main {
          static final String ACL = "Private";
          void run() {
            var b = new OssBackendConfig.Builder();
            b.bucket("b");
            b⟦.acl(ACL)⟧;
            var c = b.build();
          }
        }
      `,
      "acl",
      "Private",
      OSS_ALLOWED,
      {
        suggestions: [
          use(
            "private",
            dedent`
              class Main {
                static final String ACL = "Private";
                void run() {
                  var b = new OssBackendConfig.Builder();
                  b.bucket("b");
                  b.acl("private");
                  var c = b.build();
                }
              }
            `,
          ),
        ],
      },
    ),
    reportIn(
      dedent`
        class Main {
          static final String ACL = "Public-Read";
          Object c = OssBackend.Builder.create(this, "state").bucket("b")⟦.acl(ACL)⟧.build();
        }
      `,
      "acl",
      "Public-Read",
      OSS_ALLOWED,
      {
        suggestions: [
          usePublic(
            "public-read",
            dedent`
              class Main {
                static final String ACL = "Public-Read";
                Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("public-read").build();
              }
            `,
          ),
          use(
            "private",
            dedent`
              class Main {
                static final String ACL = "Public-Read";
                Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("private").build();
              }
            `,
          ),
        ],
      },
    ),
    // A public spelling: offered, never fixed.
    reportIn(
      dedent`
        class Main {
          Object c = OssBackend.Builder.create(this, "state").bucket("b")⟦.acl("PUBLIC-READ-WRITE")⟧.build();
        }
      `,
      "acl",
      "PUBLIC-READ-WRITE",
      OSS_ALLOWED,
      {
        suggestions: [
          usePublic(
            "public-read-write",
            dedent`
              class Main {
                Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("public-read-write").build();
              }
            `,
          ),
          use(
            "private",
            dedent`
              class Main {
                Object c = OssBackend.Builder.create(this, "state").bucket("b").acl("private").build();
              }
            `,
          ),
        ],
      },
    ),
    reportIn(javaCos('⟦.acl("secret")⟧'), "acl", "secret", COS_ALLOWED, {
      suggestions: [
        use("private", javaCos('.acl("private")')),
        usePublic("public-read", javaCos('.acl("public-read")')),
      ],
    }),
    reportIn(javaOss('⟦.acl("open")⟧'), "acl", "open", OSS_ALLOWED, {
      suggestions: [
        use("private", javaOss('.acl("private")')),
        usePublic("public-read", javaOss('.acl("public-read")')),
        usePublic("public-read-write", javaOss('.acl("public-read-write")')),
        useDefault(javaOss('.acl("")')),
      ],
    }),
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
    reportIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦Acl = "PRIVATE"⟧,
        };`,
      "Acl",
      "PRIVATE",
      OSS_ALLOWED,
      {
        output: inCSharp`
          var c = new OssBackendConfig
          {
              Bucket = "b",
              Acl = "private",
          };`,
      },
    ),
    // Parentheses around a literal: still written in place.
    reportIn(
      inCSharp(`    var c = new CosBackendConfig { Bucket = "b", ⟦Acl = ("Private")⟧ };`),
      "Acl",
      "Private",
      COS_ALLOWED,
      { output: inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Acl = "private" };`) },
    ),
    // A `const` field in the initializer (`Acl = Acl`): replacing the reference is offered, the constant stays.
    reportIn(
      dedent`
        class Main {
          const string Acl = "Private";
          void Run() {
            var c = new OssBackendConfig { Bucket = "b", ⟦Acl = Acl⟧ };
          }
        }
      `,
      "Acl",
      "Private",
      OSS_ALLOWED,
      {
        suggestions: [
          use(
            "private",
            dedent`
              class Main {
                const string Acl = "Private";
                void Run() {
                  var c = new OssBackendConfig { Bucket = "b", Acl = "private" };
                }
              }
            `,
          ),
        ],
      },
    ),
    // A `const` field assigned after construction.
    reportIn(
      dedent`
        class Main {
          const string Acl = "Private";
          void Run() {
            var c = new OssBackendConfig { Bucket = "b" };
            ⟦c.Acl = Acl⟧;
          }
        }
      `,
      "Acl",
      "Private",
      OSS_ALLOWED,
      {
        suggestions: [
          use(
            "private",
            dedent`
              class Main {
                const string Acl = "Private";
                void Run() {
                  var c = new OssBackendConfig { Bucket = "b" };
                  c.Acl = "private";
                }
              }
            `,
          ),
        ],
      },
    ),
    // Target-typed `new()` as the construct's configuration; an interpolated string without holes, public.
    reportIn(
      inCSharp(`    new CosBackend(this, new() { Bucket = "b", ⟦Acl = $"Public-Read"⟧ });`),
      "Acl",
      "Public-Read",
      COS_ALLOWED,
      {
        suggestions: [
          usePublic("public-read", inCSharp(`    new CosBackend(this, new() { Bucket = "b", Acl = "public-read" });`)),
          use("private", inCSharp(`    new CosBackend(this, new() { Bucket = "b", Acl = "private" });`)),
        ],
      },
    ),
    reportIn(csCos('⟦Acl = @"secret"⟧'), "Acl", "secret", COS_ALLOWED, {
      suggestions: [use("private", csCos('Acl = "private"')), usePublic("public-read", csCos('Acl = "public-read"'))],
    }),
    reportIn(csOss('⟦Acl = "open"⟧'), "Acl", "open", OSS_ALLOWED, {
      suggestions: [
        use("private", csOss('Acl = "private"')),
        usePublic("public-read", csOss('Acl = "public-read"')),
        usePublic("public-read-write", csOss('Acl = "public-read-write"')),
        useDefault(csOss('Acl = ""')),
      ],
    }),
  ],
});

// The tool's JSON syntax: keys are the tool's attribute names exactly; a wrong case of a private value is fixed in
// the JSON, a public one offered; in a configuration <kit> wrote out, reported without either (rule-tester.ts).
testRuleInJson("valid-acl", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"acl": "public-read-write"'),
    backendJson("cos", '"bucket": "b"', '"acl": "private"'),
    // `ACL` is no attribute of the tool's JSON syntax (nothing snake-cases it): no-unknown-properties' concern.
    backendJson("oss", '"bucket": "b"', '"ACL": "PRIVATE"'),
    // Not a store this plugin knows.
    backendJson("s3", '"bucket": "b"', '"acl": "PRIVATE"'),
  ],
  invalid: [
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"acl": "PRIVATE"⟧'),
      output: backendJson("oss", '"bucket": "b"', '"acl": "private"'),
      errors: [{ messageId: "invalid", data: invalid("acl", "PRIVATE", OSS_ALLOWED) }],
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"acl": "Public-Read"⟧'),
      errors: [
        {
          messageId: "invalid",
          data: invalid("acl", "Public-Read", COS_ALLOWED),
          suggestions: [
            {
              messageId: "usePublic",
              data: { value: "public-read" },
              output: backendJson("cos", '"bucket": "b"', '"acl": "public-read"'),
            },
            {
              messageId: "useValue",
              data: { value: "private" },
              output: backendJson("cos", '"bucket": "b"', '"acl": "private"'),
            },
          ],
        },
      ],
    },
    {
      // A remote-state data source of COS: its `config` holds the store's settings.
      code: remoteStateJson("cos", ['"bucket": "b"', '⟦"acl": "PRIVATE"⟧']),
      output: remoteStateJson("cos", ['"bucket": "b"', '"acl": "private"']),
      errors: [{ messageId: "invalid", data: invalid("acl", "PRIVATE", COS_ALLOWED) }],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-acl", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket = "b"
        acl    = "private"
      }`,
    inHcl`
      backend "oss" {
        bucket = "b"
        acl    = var.acl
      }`,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket = "b"
          ⟦acl    = "PRIVATE"⟧ # state
        }`,
      output: inHcl`
        backend "oss" {
          bucket = "b"
          acl    = "private" # state
        }`,
      errors: [
        {
          message:
            '"acl" is "PRIVATE"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
        },
      ],
    },
    {
      code: 'terraform {\r\n  backend "cos" {\r\n    bucket = "b-1"\r\n    ⟦acl = ""⟧\r\n  }\r\n}\r\n',
      errors: [
        {
          message: '"acl" is ""; allowed values are "private" or "public-read".',
          suggestions: [
            {
              desc: 'Use "private".',
              output: 'terraform {\r\n  backend "cos" {\r\n    bucket = "b-1"\r\n    acl = "private"\r\n  }\r\n}\r\n',
            },
            {
              desc: 'Use "public-read" (a public ACL: anyone can read the state file, and the state holds secrets).',
              output:
                'terraform {\r\n  backend "cos" {\r\n    bucket = "b-1"\r\n    acl = "public-read"\r\n  }\r\n}\r\n',
            },
          ],
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "oss"
          config = {
            bucket = "b"
            ⟦acl    = "Public-Read"⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"acl" is "Public-Read"; allowed values are "private", "public-read", "public-read-write" or empty (exact case).',
          suggestions: [
            {
              desc: 'Use "public-read" (a public ACL: anyone can read the state file, and the state holds secrets).',
              output: dedent`
            data "terraform_remote_state" "state" {
              backend = "oss"
              config = {
                bucket = "b"
                acl    = "public-read"
              }
            }
          `,
            },
            {
              desc: 'Use "private".',
              output: dedent`
            data "terraform_remote_state" "state" {
              backend = "oss"
              config = {
                bucket = "b"
                acl    = "private"
              }
            }
          `,
            },
          ],
        },
      ],
    },
  ],
});

// A `${..}` the tool may interpolate is no literal ACL: in a remote-state data source, in every binding, and in a
// backend of the open fork's own files, which the fork evaluates (docs/behaviour.md#every-store).
const remote = `import { DataToolRemoteStateOss, DataToolRemoteStateCos } from "kit";\n`;
testRule("valid-acl", rule, {
  valid: [
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", acl: "\${var.acl}" });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", acl: "private-\${var.acl}" });`,
  ],
  invalid: [],
});
testRuleIn("java", "valid-acl", rule, {
  valid: [inJava(`    var c = DataToolRemoteStateCosConfig.builder().bucket("b").acl("\${var.acl}").build();`)],
  invalid: [],
});
testRuleIn("csharp", "valid-acl", rule, {
  valid: [inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", Acl = "\${var.acl}" });`)],
  invalid: [],
});
testRuleInJson("valid-acl", rule, {
  valid: [
    remoteStateJson("oss", ['"bucket": "b"', '"acl": "${var.acl}"']),
    remoteStateJson("cos", ['"bucket": "b"', '"acl": "${var.acl}"']),
  ],
  // The tool's own backend takes the text as written.
  invalid: [
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"acl": "${var.acl}"⟧'),
      errors: [
        {
          messageId: "invalid",
          data: invalid("acl", "${var.acl}", COS_ALLOWED),
          suggestions: [
            {
              messageId: "useValue",
              data: { value: "private" },
              output: backendJson("cos", '"bucket": "b"', '"acl": "private"'),
            },
            {
              messageId: "usePublic",
              data: { value: "public-read" },
              output: backendJson("cos", '"bucket": "b"', '"acl": "public-read"'),
            },
          ],
        },
      ],
    },
  ],
});
testRuleInForkJson("valid-acl", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"acl": "${var.acl}"'),
    backendJson("cos", '"bucket": "b"', '"acl": "${var.acl}"'),
  ],
});
