import rule from "../../rules/require-assume-role-fields.js";
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
  dedent,
  inHcl,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;
type Modes = Invalid<MessageId>["modes"];

const cos = `import { CosBackend } from "kit";\n`;
const oss = `import { OssBackend } from "kit";\n`;
const remote = `import { DataToolRemoteStateCos } from "kit";\n`;
const ARN = '"qcs::cam::uin/1:roleName/tool"';
/** A COS construct whose configuration ends with `rest`. */
const cosWith = (rest: string, before = "") => `${cos}${before}new CosBackend(scope, { bucket: "b", ${rest} });`;

/** What may supply the missing entries, as the message says it (the docs name the variables). */
const ONE = "its environment variable supplies it";
const BOTH = "their environment variables supply them";

/** When the tool fails: a backend at init, a remote-state data source at plan, a name of unknown role at either. */
type Stage = "init" | "plan" | "init (a backend) or plan (a data source)";

/** The block at the marked text lacks `fields` (as named in the message): one report, no fix, no suggestion. */
function missing(
  code: string,
  fields: readonly string[],
  extra: { property?: string; modes?: Modes; stage?: Stage } = {},
): Invalid<MessageId> {
  const names = fields.map((f) => `"${f}"`).join(" or ");
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: "missing",
        data: {
          property: extra.property ?? "assumeRole",
          fields: names,
          supply: fields.length === 1 ? ONE : BOTH,
          stage: extra.stage ?? "init",
        },
        suggestions: [],
      },
    ],
    output: null,
  };
}

testRule("require-assume-role-fields", rule, {
  valid: [
    "",
    cosWith(`assumeRole: { roleArn: ${ARN}, sessionName: "tool", sessionDuration: 3600 }`),
    // The COS remote-state data source (issue 17), checked by the compiler as the backend is.
    {
      code: `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { sessionDuration: 3600 } });`,
      modes: ["ts", "typed"],
    },
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { roleArn: ${ARN}, sessionName: "s" } });`,
    // sessionDuration has a default (7200): not required here.
    cosWith(`assumeRole: { roleArn: ${ARN}, sessionName: "tool" }`),
    cosWith(`assumeRole: { RoleArn: ${ARN}, session_name: "tool" }`),
    // Values not known before run time count as set.
    cosWith(`assumeRole: { roleArn: process.env.ROLE_ARN, sessionName: sessionFor("ci") }`),
    // What may supply the entries: a spread, a conditional spread, a computed key, a getter.
    cosWith(`assumeRole: { sessionName: "tool", ...role }`),
    cosWith(`assumeRole: { sessionName: "tool", ...(ci ? { roleArn: ${ARN} } : {}) }`),
    cosWith(`assumeRole: { [key]: ${ARN}, sessionName: "tool" }`),
    cosWith(`assumeRole: { get roleArn() { return ${ARN}; }, sessionName: "tool" }`),
    cosWith(`assumeRole: { sessionName: "tool", ...role }`, `const role = makeRole();\n`),
    // An empty ARN is written: the tool assumes nothing, silently (no-ignored-properties reports it).
    cosWith(`assumeRole: { roleArn: "", sessionName: "tool" }`),
    // A JavaScript null makes <kit> fail before the tool runs (valid-value-types reports it).
    cosWith(`assumeRole: { roleArn: null, sessionName: "tool" }`),
    // No block, or one not known.
    cosWith(`assumeRole: undefined`),
    cosWith(`assumeRole: makeRole()`),
    cosWith(`region: "ap-guangzhou"`),
    // OSS's block without roleArn is ignored, not rejected: no-ignored-properties' concern.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { sessionName: "tool" } });`,
    // Not a configuration.
    `const task = { assumeRole: {} };`,
    // TypeScript: the block's type requires both entries, so the compiler rejects a typed literal without
    // them ("Property 'roleArn' is missing"); the rule does not report the same mistake again.
    { code: cosWith(`assumeRole: { sessionName: "tool", sessionDuration: 3600 }`), modes: ["ts", "typed"] },
    { code: cosWith(`assumeRole: {}`), modes: ["ts", "typed"] },
    { code: cosWith(`assumeRole: ({ roleArn: undefined, sessionName: "tool" })`), modes: ["ts", "typed"] },
    {
      code:
        `import type { CosBackendConfig } from "kit";\n` +
        `export const c: CosBackendConfig = { bucket: "b", assumeRole: { roleArn: ${ARN}, sessionDuration: 60 } };`,
      modes: ["ts", "typed"],
    },
    {
      code:
        `import type { CosBackendConfig } from "kit";\n` +
        `export const c = { bucket: "b", assumeRole: { roleArn: ${ARN} } } satisfies CosBackendConfig;`,
      modes: ["ts", "typed"],
    },
    // A remote-state data source's block written as an object, as <kit> writes it out, is refused at plan whatever
    // it holds, and no variable saves it: valid-value-types reports that, not this rule.
    {
      code: `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { sessionDuration: 3600 } });`,
      modes: ["js"],
    },
    {
      code:
        `import { DataToolRemoteStateCos, type CosBackendAssumeRole } from "kit";\n` +
        `new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: { roleArn: ${ARN} } as CosBackendAssumeRole });`,
      modes: ["ts", "typed"],
    },
    // Without types, a configuration assigned to a variable declared earlier is not found (typed: below).
    {
      code: dedent`
        import type { CosBackendAssumeRole, CosBackendConfig } from "kit";
        let state: CosBackendConfig;
        state = { bucket: "b", assumeRole: { sessionName: "tool" } as CosBackendAssumeRole };`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // A name added in settings may be a backend or a data source: both. (Untyped TypeScript takes a construct's
    // argument as checked by the compiler; with types, the undeclared construct checks nothing.)
    {
      ...missing(`new StateStore(scope, { bucket: "b", ⟦assumeRole: { roleArn: ${ARN} }⟧ });`, ["sessionName"], {
        stage: "init (a backend) or plan (a data source)",
        modes: ["js", "typed"],
      }),
      settings: { "backend-config": { constructNames: { cos: ["StateStore"] } } },
    },
    // JavaScript: nothing checks the block before the tool's init.
    missing(cosWith(`⟦assumeRole: { sessionName: "tool", sessionDuration: 3600 }⟧`), ["roleArn"], { modes: ["js"] }),
    missing(cosWith(`⟦assumeRole: { roleArn: ${ARN} }⟧`), ["sessionName"], {
      modes: ["js"],
    }),
    missing(cosWith(`⟦assumeRole: {}⟧`), ["roleArn", "sessionName"], { modes: ["js"] }),
    // `undefined` is dropped by <kit>: as good as not written.
    missing(cosWith(`⟦assumeRole: { roleArn: undefined, sessionName: "tool" }⟧`), ["roleArn"], {
      modes: ["js"],
    }),
    // Named in the style of the block's key (the tool's snake_case, C#'s PascalCase).
    missing(cosWith(`⟦assume_role: { session_name: "tool" }⟧`), ["role_arn"], {
      property: "assume_role",
      modes: ["js"],
    }),
    missing(cosWith(`⟦AssumeRole: { RoleArn: ${ARN} }⟧`), ["SessionName"], {
      property: "AssumeRole",
      modes: ["js"],
    }),
    // A spread or computed key before the entry is written does not hide it.
    missing(
      cosWith(`⟦assumeRole: { ...role, sessionName: "tool" }⟧`, `const role = { sessionDuration: 3600 };\n`),
      ["roleArn"],
      {
        modes: ["js"],
      },
    ),
    // A block kept in a constant: the literal is not checked against the block's type where it is written,
    // so the rule reports it in TypeScript too, on the configuration's property.
    missing(cosWith("⟦assumeRole: role⟧", `const role = { sessionName: "tool" };\n`), ["roleArn"]),
    missing(cosWith("⟦assumeRole⟧", `const assumeRole = { roleArn: ${ARN} };\n`), ["sessionName"]),
    // TypeScript past the type: an assertion, an `any`, a file the compiler does not check.
    missing(
      `import type { CosBackendAssumeRole } from "kit";\n${cosWith(`⟦assumeRole: { sessionName: "tool" } as CosBackendAssumeRole⟧`)}`,
      ["roleArn"],
      { modes: ["ts", "typed"] },
    ),
    // Entries merged from a constant whose type is asserted: the compiler takes the constant's type as complete.
    missing(
      `import type { CosBackendAssumeRole } from "kit";\n` +
        `${cosWith("⟦assumeRole: { ...BASE, sessionDuration: 3600 }⟧", 'const BASE = { sessionName: "tool" } as CosBackendAssumeRole;\n')}`,
      ["roleArn"],
      { modes: ["ts", "typed"] },
    ),
    missing(`${cos}new CosBackend(scope, { bucket: "b", ⟦assumeRole: {}⟧ } as any);`, ["roleArn", "sessionName"], {
      modes: ["ts", "typed"],
    }),
    missing(`// @ts-nocheck\n${cosWith(`⟦assumeRole: { roleArn: ${ARN} }⟧`)}`, ["sessionName"]),
    // A JavaScript file parsed as TypeScript is not compiled either.
    {
      ...missing(cosWith(`⟦assumeRole: { roleArn: ${ARN} }⟧`), ["sessionName"], {
        modes: ["ts"],
      }),
      filename: "file.js",
    },
    // Typed: a configuration found through the type of the variable it is assigned to.
    missing(
      dedent`
        import type { CosBackendAssumeRole, CosBackendConfig } from "kit";
        let state: CosBackendConfig;
        state = { bucket: "b", ⟦assumeRole: { sessionName: "tool" } as CosBackendAssumeRole⟧ };`,
      ["roleArn"],
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the compilers accept a builder or an object initializer that leaves a property out.
/** Cases typed as for `testRule` (messageIds checked), handed to ESLint's RuleTester, which takes the same shape. */
const inLanguage = (cases: readonly Invalid<MessageId>[]) => cases as unknown as readonly EslintInvalid[];

testRuleIn("java", "require-assume-role-fields", rule, {
  valid: [
    // A data source's block as an object, as <kit> writes it out: refused at plan whatever it holds
    // (valid-value-types), so not this rule's.
    inJava(
      `    var c = DataToolRemoteStateCosConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().sessionName("tool").build()).build();`,
    ),
    inJava`
      var c = CosBackendConfig.builder()
          .bucket("b")
          .assumeRole(CosBackendAssumeRole.builder().roleArn(${ARN}).sessionName("tool").build())
          .build();`,
    inJava(
      `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn(System.getenv("ROLE_ARN")).sessionName("tool").build()).build();`,
    ),
    inJava(
      `    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn("").sessionName("tool").build()).build();`,
    ),
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().sessionName("tool").build()).build();`,
    ),
    inJava(
      `    var c = DataToolRemoteStateCosConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().roleArn(${ARN}).sessionName("tool").build()).build();`,
    ),
  ],
  invalid: inLanguage([
    missing(
      inJava`
        var c = CosBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRole(CosBackendAssumeRole.builder().sessionName("tool").sessionDuration(3600).build())⟧
            .build();`,
      ["roleArn"],
    ),
    // Java's null leaves the entry unset.
    missing(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b")⟦.assumeRole(new CosBackendAssumeRole.Builder().roleArn(null).build())⟧.build();`,
      ),
      ["roleArn", "sessionName"],
    ),
  ]),
});

testRuleIn("csharp", "require-assume-role-fields", rule, {
  valid: [
    // A data source's block as an object, as <kit> writes it out: refused at plan whatever it holds
    // (valid-value-types), so not this rule's.
    inCSharp(
      `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", AssumeRole = new CosBackendAssumeRole { SessionName = "s" } });`,
    ),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = ${ARN}, SessionName = "tool" } };`,
    ),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = Environment.GetEnvironmentVariable("ROLE_ARN"), SessionName = "tool" } };`,
    ),
    inCSharp(
      `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = ${ARN}, SessionName = "s" } });`,
    ),
    // Set later on one path only: may be set.
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { SessionName = "s" } };\n` +
        `    if (ci) c.AssumeRole.RoleArn = ${ARN};`,
    ),
  ],
  invalid: inLanguage([
    missing(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", ⟦AssumeRole = new CosBackendAssumeRole { SessionName = "s" }⟧ };`,
      ),
      ["RoleArn"],
      { property: "AssumeRole" },
    ),
    missing(
      inCSharp(`    new CosBackend(this, new() { Bucket = "b", ⟦AssumeRole = new() { }⟧ });`),
      ["RoleArn", "SessionName"],
      { property: "AssumeRole" },
    ),
    // C#'s null leaves the entry unset.
    missing(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", ⟦AssumeRole = new() { RoleArn = ${ARN}, SessionName = null }⟧ };`,
      ),
      ["SessionName"],
      { property: "AssumeRole" },
    ),
  ]),
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("require-assume-role-fields", rule, {
  valid: [
    // The object form in a data source: refused at plan whatever it holds (valid-value-types reports it).
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": { "role_arn": "r" }']),
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": [{ "role_arn": "r", "session_name": "s" }]']),
    // Zero blocks.
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": []']),
    backendJson(
      "cos",
      '"bucket": "b"',
      '"assume_role": { "role_arn": "r", "session_name": "s", "session_duration": 60 }',
    ),
  ],
  invalid: [
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"assume_role": { "role_arn": "r" }⟧'),
      errors: [
        {
          messageId: "missing",
          data: {
            property: "assume_role",
            fields: '"session_name"',
            supply: ONE,
            stage: "init",
          },
        },
      ],
    },
    {
      // A remote-state data source's `config` takes the block as a list of one object; without its entries, plan
      // fails unless the variables supply them.
      code: remoteStateJson("cos", ['"bucket": "b"', '⟦"assume_role": [{ "session_duration": 60 }]⟧']),
      errors: [
        {
          messageId: "missing",
          data: { property: "assume_role", fields: '"role_arn" or "session_name"', supply: BOTH, stage: "plan" },
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "require-assume-role-fields", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "cos" {
          bucket = "b-1"
          region = "r"
          ⟦assume_role {
            role_arn = "arn"
          }⟧
        }`,
      errors: [
        {
          message:
            '"assume_role" has no "session_name", which the tool requires: init fails unless its environment variable supplies it.',
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "cos"
          config = {
            bucket = "b-1"
            region = "r"
            ⟦assume_role = [{
              role_arn = "arn"
            }]⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"assume_role" has no "session_name", which the tool requires: plan fails unless its environment variable supplies it.',
        },
      ],
    },
  ],
});
