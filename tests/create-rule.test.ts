// The generic demotion in createConfigRule (src/util/create-rule.ts): a Finding's `fix` that would replace a value
// not written in place as a literal (ConfigProperty.literal false: a reference to a constant, shorthand, a value
// only types know) is offered as the suggestion `fixAs` instead, first among the suggestions, or dropped when the
// finding has no `fixAs`. Edits that replace no value (a removal) stay autofixes. Tested with a small rule of its
// own in the three JS/TS modes and in Java and C#, through the real front ends.
import type { Finding } from "../src/model/index.js";
import { effectiveProperties } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";
import { locate, testRule, testRuleIn, type Invalid } from "./rule-tester.js";

type MessageId = "lower" | "noFixAs" | "removable" | "useValue" | "remove";

/**
 * `region`: lower-cased by a fix, with `fixAs` and a second suggestion (remove). `endpoint`: lower-cased by a fix
 * without `fixAs`. `profile`: removed by a fix (an edit that replaces no value).
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

/** A `region` report at `snippet` with the given fix output, or (`offered`) the demoted suggestion's output. */
function region(
  code: string,
  snippet: string,
  value: string,
  outcome: { output: string; removed: string } | { offered: string; removed: string },
  occurrence = 0,
): Invalid<MessageId> {
  const data = { property: "region", value };
  return {
    code,
    ...("output" in outcome && { output: outcome.output }),
    errors: [
      {
        messageId: "lower",
        data,
        ...locate(code, snippet, occurrence),
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

testRule("demotion-probe", rule, {
  valid: [withEntries('region: "eu"'), `const notAConfig = { region: "EU" };`],
  invalid: [
    // A literal written in place: the fix is applied; the other suggestion stays.
    (() => {
      const code = withEntries('region: "EU"');
      return region(code, 'region: "EU"', "EU", {
        output: withEntries('region: "eu"'),
        removed: `${oss}new OssBackend(scope, { bucket: "b" });`,
      });
    })(),
    // Parentheses and a template without holes are literals too.
    region(withEntries('region: ("EU")'), 'region: ("EU")', "EU", {
      output: withEntries('region: ("eu")'),
      removed: `${oss}new OssBackend(scope, { bucket: "b" });`,
    }),
    region(withEntries("region: `EU`"), "region: `EU`", "EU", {
      output: withEntries('region: "eu"'),
      removed: `${oss}new OssBackend(scope, { bucket: "b" });`,
    }),
    // A reference to a constant: no fix; `fixAs` is offered first, then the finding's own suggestions.
    (() => {
      const before = `const REGION = "EU";\n`;
      const code = withEntries("region: REGION", before);
      return region(code, "region: REGION", "EU", {
        offered: withEntries('region: "eu"', before),
        removed: `${oss}${before}new OssBackend(scope, { bucket: "b" });`,
      });
    })(),
    // Shorthand is a reference too.
    (() => {
      const before = `const region = "EU";\n`;
      const code = withEntries("region", before);
      return region(
        code,
        "region",
        "EU",
        {
          offered: withEntries('region: "eu"', before),
          removed: `${oss}${before}new OssBackend(scope, { bucket: "b" });`,
        },
        1,
      );
    })(),
    // A concatenation of literals is an expression, not a literal written in place.
    (() => {
      const code = withEntries('region: "E" + "U"');
      return region(code, 'region: "E" + "U"', "EU", {
        offered: withEntries('region: "eu"'),
        removed: `${oss}new OssBackend(scope, { bucket: "b" });`,
      });
    })(),
    // Without `fixAs`, a demoted fix is dropped: reported, with neither fix nor suggestion.
    (() => {
      const code = withEntries("endpoint: ENDPOINT", `const ENDPOINT = "HTTPS://X";\n`);
      return {
        code,
        errors: [
          {
            messageId: "noFixAs",
            data: { property: "endpoint", value: "HTTPS://X" },
            ...locate(code, "endpoint: ENDPOINT"),
            suggestions: [],
          },
        ],
      };
    })(),
    {
      code: withEntries('endpoint: "HTTPS://X"'),
      output: withEntries('endpoint: "https://x"'),
      errors: [{ messageId: "noFixAs", data: { property: "endpoint", value: "HTTPS://X" } }],
    },
    // An edit that replaces no value stays an autofix, whatever the value is.
    {
      code: withEntries("profile: PROFILE", `const PROFILE = "ci";\n`),
      output: `${oss}const PROFILE = "ci";\nnew OssBackend(scope, { bucket: "b" });`,
      errors: [{ messageId: "removable", data: { property: "profile" } }],
    },
    // A shared spread constant: not editable, so neither the fix nor `fixAs` is offered.
    (() => {
      const code = `${oss}const base = { region: "EU" };\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return {
        code,
        errors: [
          {
            messageId: "lower",
            data: { property: "region", value: "EU" },
            ...locate(code, 'region: "EU"'),
            suggestions: [],
          },
        ],
      };
    })(),
    // `as const` around a literal keeps it a literal (TypeScript only).
    {
      ...region(withEntries('region: "EU" as const'), 'region: "EU" as const', "EU", {
        output: withEntries('region: "eu"'),
        removed: `${oss}new OssBackend(scope, { bucket: "b" });`,
      }),
      modes: ["ts", "typed"],
    },
    // A value only types know: not written in place.
    (() => {
      const before = `declare const REGION: "EU";\n`;
      const code = withEntries("region: REGION", before);
      return {
        ...region(code, "region: REGION", "EU", {
          offered: withEntries('region: "eu"', before),
          removed: `${oss}${before}new OssBackend(scope, { bucket: "b" });`,
        }),
        modes: ["typed"],
      };
    })(),
  ] as Invalid<MessageId>[],
});

// Java and C#: the front ends' `literal` verdicts drive the same demotion.
const inJava = (body: string, fields = "") => `class Main {\n${fields}  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string, fields = "") => `class Main {\n${fields}  void Run() {\n${body}\n  }\n}\n`;

function regionIn(
  code: string,
  snippet: string,
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
        ...locate(code, snippet),
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

testRuleIn("java", "demotion-probe", rule, {
  valid: [inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`)],
  invalid: [
    regionIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b").region("EU").build();`),
      '.region("EU")',
      "region",
      "EU",
      {
        output: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`),
        removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
      },
    ),
    (() => {
      const fields = `  static final String REGION = "EU";\n`;
      return regionIn(
        inJava(`    var c = OssBackendConfig.builder().bucket("b").region(REGION).build();`, fields),
        ".region(REGION)",
        "region",
        "EU",
        {
          offered: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`, fields),
          removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`, fields),
        },
      );
    })(),
    // A concatenation of literals is an expression, not a literal written in place.
    regionIn(
      inJava(`    var c = OssBackendConfig.builder().bucket("b").region("E" + "U").build();`),
      '.region("E" + "U")',
      "region",
      "EU",
      {
        offered: inJava(`    var c = OssBackendConfig.builder().bucket("b").region("eu").build();`),
        removed: inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
      },
    ),
  ],
});

testRuleIn("csharp", "demotion-probe", rule, {
  valid: [inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`)],
  invalid: [
    regionIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "EU" };`),
      'Region = "EU"',
      "Region",
      "EU",
      {
        output: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`),
        removed: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
      },
    ),
    (() => {
      const fields = `  const string Region = "EU";\n`;
      return regionIn(
        inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = Region };`, fields),
        "Region = Region",
        "Region",
        "EU",
        {
          offered: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Region = "eu" };`, fields),
          removed: inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`, fields),
        },
      );
    })(),
  ],
});
