// The generic demotion in createConfigRule (src/util/create-rule.ts): a Finding's `fix` that would replace a value
// not written in place as a literal (ConfigProperty.literal false: a reference to a constant, shorthand, a value
// only types know) is offered as the suggestion `fixAs` instead, first among the suggestions, or dropped when the
// finding has no `fixAs`. So is a fix that would remove, replace or copy a property whose value or computed key has
// side effects (ConfigProperty.pure false: a call, `new`, an assignment, an update, a sequence expression): an
// autofix would drop them. Other edits that replace no value (a removal) stay autofixes. Tested with a small rule
// of its own in the three JS/TS modes and in Java and C#, through the real front ends.
import type { Finding } from "../src/model/index.js";
import { effectiveProperties } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";
import { testRule, testRuleIn, type Invalid } from "./rule-tester.js";

type MessageId = "lower" | "noFixAs" | "removable" | "useValue" | "remove";

/**
 * `region`: lower-cased by a fix, with `fixAs` and a second suggestion (remove). `endpoint`: lower-cased by a fix
 * without `fixAs`. `profile`: removed by a fix (an edit that replaces no value), with `fixAs`.
 */
const rule = createConfigRule<MessageId>({
  name: "demotion-probe",
  meta: {
    type: "problem",
    docs: { description: "Test rule for the demotion of fixes on values not written in place." },
    fixable: "code",
    hasSuggestions: true,
    messages: {
      lower: '"{{property}}" is "{{value}}"; use lower case.',
      noFixAs: '"{{property}}" is "{{value}}"; use lower case (no suggestion).',
      removable: '"{{property}}" is not needed.',
      useValue: 'Use "{{value}}".',
      remove: 'Remove "{{property}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const property of effectiveProperties(config)) {
      const name = property.field?.name;
      const value = property.value;
      if (name === "profile") {
        yield {
          messageId: "removable",
          data: { property: property.key },
          at: property,
          fix: [{ type: "remove", property }],
          fixAs: { messageId: "remove", data: { property: property.key } },
        };
        continue;
      }
      if (value.kind !== "string" || value.value === value.value.toLowerCase()) continue;
      const data = { property: property.key, value: value.value };
      const lower = value.value.toLowerCase();
      if (name === "region") {
        yield {
          messageId: "lower",
          data,
          at: property,
          fix: [{ type: "replace-value", property, value: lower }],
          fixAs: { messageId: "useValue", data: { value: lower } },
          suggest: [{ messageId: "remove", data: { property: property.key }, edits: [{ type: "remove", property }] }],
        };
      } else if (name === "endpoint") {
        yield { messageId: "noFixAs", data, at: property, fix: [{ type: "replace-value", property, value: lower }] };
      }
    }
  },
});

const oss = `import { OssBackend } from "kit";\n`;
const withEntries = (entries: string, before = "") =>
  `${oss}${before}new OssBackend(scope, { bucket: "b", ${entries} });`;

/** After removing `region`: the configuration with its bucket only, `before` it. */
const removed = (before = "") => `${oss}${before}new OssBackend(scope, { bucket: "b" });`;

/** A `region` report at the marked span (`⟦…⟧`) with the given fix output, or (`offered`) the demoted suggestion's output. */
function region(
  code: string,
  value: string,
  outcome: { output: string; removed: string } | { offered: string; removed: string },
): Invalid<MessageId> {
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "lower",
        data: { property: "region", value },
        suggestions: [
          ...("offered" in outcome
            ? [{ messageId: "useValue" as const, data: { value: value.toLowerCase() }, output: outcome.offered }]
            : []),
          { messageId: "remove" as const, data: { property: "region" }, output: outcome.removed },
        ],
      },
    ],
  };
}

const REGION = `const REGION = "EU";\n`;
const SHORTHAND = `const region = "EU";\n`;
const ENDPOINT = `const ENDPOINT = "HTTPS://X";\n`;
const DECLARED = `declare const REGION: "EU";\n`;

testRule("demotion-probe", rule, {
  valid: [withEntries('region: "eu"'), `const notAConfig = { region: "EU" };`],
  invalid: [
    // A literal written in place: the fix is applied; the other suggestion stays.
    region(withEntries('⟦region: "EU"⟧'), "EU", { output: withEntries('region: "eu"'), removed: removed() }),
    // Parentheses and a template without holes are literals too.
    region(withEntries('⟦region: ("EU")⟧'), "EU", { output: withEntries('region: ("eu")'), removed: removed() }),
    region(withEntries("⟦region: `EU`⟧"), "EU", { output: withEntries('region: "eu"'), removed: removed() }),
    // A reference to a constant: no fix; `fixAs` is offered first, then the finding's own suggestions.
    region(withEntries("⟦region: REGION⟧", REGION), "EU", {
      offered: withEntries('region: "eu"', REGION),
      removed: removed(REGION),
    }),
    // Shorthand is a reference too.
    region(withEntries("⟦region⟧", SHORTHAND), "EU", {
      offered: withEntries('region: "eu"', SHORTHAND),
      removed: removed(SHORTHAND),
    }),
    // A concatenation of literals is an expression, not a literal written in place.
    region(withEntries('⟦region: "E" + "U"⟧'), "EU", { offered: withEntries('region: "eu"'), removed: removed() }),
    // Without `fixAs`, a demoted fix is dropped: reported, with neither fix nor suggestion.
    {
      code: withEntries("⟦endpoint: ENDPOINT⟧", ENDPOINT),
      errors: [{ messageId: "noFixAs", data: { property: "endpoint", value: "HTTPS://X" }, suggestions: [] }],
    },
    {
      code: withEntries('endpoint: "HTTPS://X"'),
      output: withEntries('endpoint: "https://x"'),
      errors: [{ messageId: "noFixAs", data: { property: "endpoint", value: "HTTPS://X" } }],
    },
    // An edit that replaces no value stays an autofix, whatever the value is, as long as it has no side effects.
    {
      code: withEntries("profile: PROFILE", `const PROFILE = "ci";\n`),
      output: `${oss}const PROFILE = "ci";\nnew OssBackend(scope, { bucket: "b" });`,
      errors: [{ messageId: "removable", data: { property: "profile" } }],
    },
    {
      code: withEntries('profile: `${env.HOME}-${user?.name ?? "ci"}`'),
      output: removed(),
      errors: [{ messageId: "removable", data: { property: "profile" } }],
    },
    // A value or computed key with side effects: removing it would drop them, so the removal is offered (`fixAs`).
    ...['profile: loadProfile("ci")', 'profile: (n = 5, "ci")', "profile: n++", '[(n++, "profile")]: "ci"'].map(
      (entry): Invalid<MessageId> => ({
        code: withEntries(`⟦${entry}⟧`),
        errors: [
          {
            messageId: "removable",
            data: { property: "profile" },
            suggestions: [{ messageId: "remove", data: { property: "profile" }, output: removed() }],
          },
        ],
      }),
    ),
    // A value with side effects is not written in place: the fix of its value is offered, and the suggestion
    // replaces the sequence's last value only, so what runs before it stays.
    region(withEntries('⟦region: (n = 5, "EU")⟧'), "EU", {
      offered: withEntries('region: (n = 5, "eu")'),
      removed: removed(),
    }),
    // Without `fixAs`, such a fix is dropped.
    {
      code: withEntries('⟦endpoint: (f(), "HTTPS://X")⟧'),
      errors: [{ messageId: "noFixAs", data: { property: "endpoint", value: "HTTPS://X" }, suggestions: [] }],
    },
    // A shared spread constant: not editable, so neither the fix nor `fixAs` is offered.
    {
      code: `${oss}const base = { ⟦region: "EU"⟧ };\nnew OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "lower", data: { property: "region", value: "EU" }, suggestions: [] }],
    },
    // `as const` around a literal keeps it a literal (TypeScript only).
    {
      ...region(withEntries('⟦region: "EU" as const⟧'), "EU", {
        output: withEntries('region: "eu"'),
        removed: removed(),
      }),
      modes: ["ts", "typed"],
    },
    // A value only types know: not written in place.
    {
      ...region(withEntries("⟦region: REGION⟧", DECLARED), "EU", {
        offered: withEntries('region: "eu"', DECLARED),
        removed: removed(DECLARED),
      }),
      modes: ["typed"],
    },
  ] as Invalid<MessageId>[],
});

// Java and C#: the front ends' `literal` verdicts drive the same demotion.
const inJava = (body: string, fields = "") => `class Main {\n${fields}  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string, fields = "") => `class Main {\n${fields}  void Run() {\n${body}\n  }\n}\n`;

/** A report on `property` at the marked span, as `region` above. */
function regionIn(
  code: string,
  property: string,
  value: string,
  outcome: { output: string; removed: string } | { offered: string; removed: string },
) {
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "lower",
        data: { property, value },
        suggestions: [
          ...("offered" in outcome
            ? [{ messageId: "useValue", data: { value: value.toLowerCase() }, output: outcome.offered }]
            : []),
          { messageId: "remove", data: { property }, output: outcome.removed },
        ],
      },
    ],
  };
}

const JAVA_REGION = `  static final String REGION = "EU";\n`;

testRuleIn("java", "demotion-probe", rule, {
  valid: [inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`)],
  invalid: [
    regionIn(inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.region("EU")⟧.build();`), "region", "EU", {
      output: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`),
      removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
    }),
    regionIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.region(REGION)⟧.build();`, JAVA_REGION),
      "region",
      "EU",
      {
        offered: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`, JAVA_REGION),
        removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`, JAVA_REGION),
      },
    ),
    // A setter argument with side effects (a call, an assignment, `++`, `new`): the removal is offered.
    ...['loadProfile("ci")', 'p = "ci"', "names[n++]", "new Profile().name()"].map((argument) => ({
      code: inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.profile(${argument})⟧.build();`),
      errors: [
        {
          messageId: "removable",
          data: { property: "profile" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "profile" },
              output: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
            },
          ],
        },
      ],
    })),
    // Without: removed by the fix (an environment read changes nothing).
    ...['"ci"', 'System.getenv("PROFILE")', "PROFILE"].map((argument) => ({
      code: inJava(`    var c = OssBackendConfig.builder().bucket("b").profile(${argument}).build();`),
      output: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
      errors: [{ messageId: "removable", data: { property: "profile" } }],
    })),
    // A concatenation of literals is an expression, not a literal written in place.
    regionIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.region("E" + "U")⟧.build();`),
      "region",
      "EU",
      {
        offered: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`),
        removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
      },
    ),
  ],
});

const CSHARP_REGION = `  const string Region = "EU";\n`;

testRuleIn("csharp", "demotion-probe", rule, {
  valid: [inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`)],
  invalid: [
    regionIn(inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ⟦Region = "EU"⟧ };`), "Region", "EU", {
      output: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`),
      removed: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
    }),
    regionIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ⟦Region = Region⟧ };`, CSHARP_REGION),
      "Region",
      "EU",
      {
        offered: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`, CSHARP_REGION),
        removed: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`, CSHARP_REGION),
      },
    ),
    // A value with side effects (a call, an assignment, `++`, `new`, `await`): the removal is offered.
    ...['LoadProfile("ci")', 'p = "ci"', "Names[n++]", "Names[--n]", "new Profile().Name", "await ProfileAsync()"].map(
      (value) => ({
        code: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ⟦Profile = ${value}⟧ };`),
        errors: [
          {
            messageId: "removable",
            data: { property: "Profile" },
            suggestions: [
              {
                messageId: "remove",
                data: { property: "Profile" },
                output: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
              },
            ],
          },
        ],
      }),
    ),
    // Without: removed by the fix (an environment read changes nothing; `-n` is no update).
    ...['"ci"', 'Environment.GetEnvironmentVariable("PROFILE")', "Names[-n]", "Profile"].map((value) => ({
      code: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Profile = ${value} };`),
      output: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
      errors: [{ messageId: "removable", data: { property: "Profile" } }],
    })),
  ],
});
