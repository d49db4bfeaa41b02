import rule from "../../rules/valid-assume-role-policy.js";
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
  remoteStateJson,
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;
const cos = `import { CosBackend } from "kit";\n`;
const ROLE = 'roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 3600';
/** A COS configuration whose assume-role block ends with `policyText` (the whole `policy: ..` property). */
const withPolicy = (policyText: string, before = "") =>
  `${cos}${before}new CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, ${policyText} } });`;
const PROPERTY = "assumeRole.policy";

/**
 * An object (or array) written in code: reported on the marked property; with `output`, a suggestion writes it as
 * its JSON text (the code it makes).
 */
function notText(
  code: string,
  shape: "object" | "array",
  value: string,
  output?: string,
  modes?: Invalid<MessageId>["modes"],
  oss?: { path: string },
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        // Where the tool checks the text (COS) the message says what it must hold; OSS only that it must be a string.
        messageId: oss ? "notString" : "notText",
        data: { property: oss?.path ?? PROPERTY, shape: `an ${shape}`, value },
        suggestions: output === undefined ? [] : [{ messageId: "stringify", output }],
      },
    ],
  };
}

/** A string that is no JSON text of an object, reported on the marked property (`found`: what it holds instead). */
function badString(
  code: string,
  value: string,
  found?: string,
  modes?: Invalid<MessageId>["modes"],
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      found === undefined
        ? { messageId: "invalidJson", data: { property: PROPERTY, value } }
        : { messageId: "notObject", data: { property: PROPERTY, found } },
    ],
  };
}

const oss = `import { OssBackend } from "kit";\n`;
/** An OSS configuration with `rest` after the bucket. */
const ossWith = (rest: string, before = "") => `${oss}${before}new OssBackend(scope, { bucket: "b", ${rest} });`;
const OSS_ROLE = 'roleArn: "acs:ram::1:role/tool"';

const POLICY_JSON =
  '{"version":"2.0","statement":[{"effect":"allow","action":["name/cos:GetObject"],"resource":["*"]}]}';

testRule("valid-assume-role-policy", rule, {
  valid: [
    "",
    withPolicy(`policy: '${POLICY_JSON}'`),
    withPolicy(`policy: "{}"`),
    withPolicy(dedent`
      policy: \`{
        "version": "2.0"
      }\``),
    // The empty string is no policy at all.
    withPolicy(`policy: ""`),
    withPolicy(`policy: undefined`),
    // Not known before run time.
    withPolicy(`policy: process.env.CLOUDB_POLICY`),
    withPolicy(`policy: readFileSync("policy.json", "utf8")`),
    withPolicy(`policy: JSON.stringify({ version: "2.0" })`),
    withPolicy(`policy: makePolicy()`),
    // A later spread may override it.
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, policy: { version: "2.0" }, ...overrides } });`,
    // The OSS policies' text is not checked: the tool sends it as written (docs/behaviour.md#oss).
    ossWith(`assumeRolePolicy: "not json"`),
    ossWith(`assumeRolePolicy: "[]"`),
    ossWith(`assumeRole: { ${OSS_ROLE}, policy: "allow everything" }`),
    ossWith(`assumeRolePolicy: '${POLICY_JSON}'`),
    ossWith(`assumeRolePolicy: JSON.stringify({ Version: "1" })`),
    ossWith(`assumeRolePolicy: { Version: "1" }, ...overrides`),
    // Not a configuration.
    `const role = { assumeRole: { policy: { version: "2.0" } } };`,
    // Without types, a declared literal type is an unknown value.
    { code: `declare const POLICY: "allow everything";\n${withPolicy("policy: POLICY")}`, modes: ["ts"] },
    {
      code: dedent`
        import type { CosBackendConfig } from "kit";
        let state: CosBackendConfig;
        state = { bucket: "b", assumeRole: { ${ROLE}, policy: { version: "2.0" } } };`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // A static object: suggested as its JSON text (not fixed: the value changes type).
    notText(
      withPolicy(`⟦policy: { version: "2.0", statement: [] }⟧`),
      "object",
      '{"version":"2.0","statement":[]}',
      withPolicy(`policy: "{\\"version\\":\\"2.0\\",\\"statement\\":[]}"`),
    ),
    // Long JSON is cut short in the message, and nested objects, arrays, numbers, booleans and null are kept.
    notText(
      withPolicy(
        dedent`
          ⟦policy: {
            version: "2.0",
            statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],
          }⟧`,
      ),
      "object",
      '{"version":"2.0","statement":[{"effect":"allow"…',
      withPolicy(
        `policy: "{\\"version\\":\\"2.0\\",\\"statement\\":[{\\"effect\\":\\"allow\\",\\"action\\":[\\"name/cos:GetObject\\"],\\"resource\\":[\\"*\\"],\\"n\\":-1.5,\\"on\\":true,\\"c\\":null}]}"`,
      ),
    ),
    // Quotes, backslashes, line breaks and U+2028 in the values: the string literal escapes them.
    notText(
      withPolicy(`⟦policy: { "say": 'a "b"', 'path': "C:\\\\x", nl: "1\\n2", ls: "\\u2028" }⟧`),
      "object",
      '{"say":"a \\"b\\"","path":"C:\\\\x","nl":"1\\n2","ls…',
      withPolicy(
        `policy: "{\\"say\\":\\"a \\\\\\"b\\\\\\"\\",\\"path\\":\\"C:\\\\\\\\x\\",\\"nl\\":\\"1\\\\n2\\",\\"ls\\":\\"\\u2028\\"}"`,
      ),
    ),
    // Same-file constants are resolved; the reference gives way to the text, and the constant stays.
    notText(
      withPolicy(
        `⟦policy: POLICY⟧`,
        dedent`
          const EFFECT = "allow";
          const POLICY = { version: "2.0", statement: [{ effect: EFFECT }] };
        `,
      ),
      "object",
      '{"version":"2.0","statement":[{"effect":"allow"…',
      withPolicy(
        `policy: "{\\"version\\":\\"2.0\\",\\"statement\\":[{\\"effect\\":\\"allow\\"}]}"`,
        dedent`
          const EFFECT = "allow";
          const POLICY = { version: "2.0", statement: [{ effect: EFFECT }] };
        `,
      ),
    ),
    // Shorthand keeps its key.
    notText(
      `${cos}const policy = { version: "2.0" };\nnew CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, ⟦policy⟧ } });`,
      "object",
      '{"version":"2.0"}',
      `${cos}const policy = { version: "2.0" };\n` +
        `new CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, policy: "{\\"version\\":\\"2.0\\"}" } });`,
    ),
    // Not static: reported, not suggested.
    notText(withPolicy(`⟦policy: { version: "2.0", ...base }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { version: "2.0", ...{ statement: [] } }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { ["version"]: "2.0" }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { version: VERSION }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { get version() { return "2.0"; } }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { version() { return "2.0"; } }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { version: undefined }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { n: NaN }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { statement: [, "a"] }⟧`), "object", "{…}"),
    notText(withPolicy(`⟦policy: { when: new Date() }⟧`), "object", "{…}"),
    // A constant changed later is not static.
    notText(
      withPolicy(
        `⟦policy: POLICY⟧`,
        dedent`
          const POLICY = { statement: [] };
          POLICY.statement.push("x");
        `,
      ),
      "object",
      "{…}",
    ),
    // An array is no policy at all: no suggestion.
    notText(withPolicy(`⟦policy: ["allow"]⟧`), "array", '["allow"]'),
    notText(withPolicy(`⟦policy: [...rules]⟧`), "array", "[…]"),
    // Strings that are not JSON text holding an object: reported, nothing to suggest.
    badString(withPolicy(`⟦policy: "allow everything"⟧`), "allow everything"),
    badString(withPolicy(`⟦policy: "{version: '2.0'}"⟧`), "{version: '2.0'}"),
    badString(withPolicy(`⟦policy: " "⟧`), " "),
    badString(
      withPolicy(dedent`
        ⟦policy: \`{
          version: 2
        }\`⟧`),
      "{ version: 2 }",
    ),
    badString(
      withPolicy(`⟦policy: '${POLICY_JSON.slice(0, -1)}'⟧`),
      '{"version":"2.0","statement":[{"effect":"allow"…',
    ),
    badString(withPolicy(`⟦policy: "[]"⟧`), "[]", "an array"),
    badString(withPolicy(`⟦policy: "42"⟧`), "42", "a number"),
    badString(withPolicy(`⟦policy: '"{}"'⟧`), '"{}"', "a string"),
    badString(withPolicy(`⟦policy: "true"⟧`), "true", "a boolean"),
    badString(withPolicy(`⟦policy: "null"⟧`), "null", "null"),
    badString(withPolicy(`⟦policy: TEXT⟧`, `const TEXT = "allow";\n`), "allow"),
    // A block kept in a constant: reported where written, once, and not suggested (other code may use it).
    notText(
      dedent`
        ${cos}const role = { ${ROLE}, ⟦policy: { version: "2.0" }⟧ };
        new CosBackend(scope, { bucket: "a", assumeRole: role });
        new CosBackend(scope, { bucket: "b", assumeRole: role });`,
      "object",
      '{"version":"2.0"}',
    ),
    // OSS: an object written in code is rejected too (<kit> snake-cases its keys), flattened or in the deprecated
    // block; the message asks for a string only, as the tool's check of the text is not known.
    notText(
      ossWith(`⟦assumeRolePolicy: { Version: "1", Statement: [] }⟧`),
      "object",
      '{"Version":"1","Statement":[]}',
      ossWith(`assumeRolePolicy: "{\\"Version\\":\\"1\\",\\"Statement\\":[]}"`),
      undefined,
      { path: "assumeRolePolicy" },
    ),
    notText(
      ossWith(`assumeRole: { ${OSS_ROLE}, ⟦policy: { Version: "1" }⟧ }`),
      "object",
      '{"Version":"1"}',
      ossWith(`assumeRole: { ${OSS_ROLE}, policy: "{\\"Version\\":\\"1\\"}" }`),
      undefined,
      { path: "assumeRole.policy" },
    ),
    // The tool's own snake_case key, a constant, an array (no suggestion), an object not written statically.
    notText(
      ossWith(`⟦assume_role_policy: POLICY⟧`, `const POLICY = { Version: "1" };\n`),
      "object",
      '{"Version":"1"}',
      ossWith(`assume_role_policy: "{\\"Version\\":\\"1\\"}"`, `const POLICY = { Version: "1" };\n`),
      undefined,
      { path: "assume_role_policy" },
    ),
    notText(ossWith(`⟦assumeRolePolicy: ["oss:GetObject"]⟧`), "array", '["oss:GetObject"]', undefined, undefined, {
      path: "assumeRolePolicy",
    }),
    notText(ossWith(`⟦assumeRolePolicy: { ...base }⟧`), "object", "{…}", undefined, undefined, {
      path: "assumeRolePolicy",
    }),
    // TypeScript: the type says string; an object past the type (a cast) is still rejected by the tool.
    notText(
      `import type { OssBackendConfig } from "kit";\n` +
        `export const c: OssBackendConfig = { bucket: "b", ⟦assumeRolePolicy: { Version: "1" } as unknown as string⟧ };`,
      "object",
      '{"Version":"1"}',
      `import type { OssBackendConfig } from "kit";\n` +
        `export const c: OssBackendConfig = { bucket: "b", assumeRolePolicy: "{\\"Version\\":\\"1\\"}" };`,
      ["ts", "typed"],
      { path: "assumeRolePolicy" },
    ),
    // TypeScript wrappers go with the object.
    notText(
      withPolicy(`⟦policy: { version: "2.0" } as const⟧`),
      "object",
      '{"version":"2.0"}',
      withPolicy(`policy: "{\\"version\\":\\"2.0\\"}"`),
      ["ts", "typed"],
    ),
    // Types give the value: a declared literal type.
    badString(
      `declare const POLICY: "allow everything";\n${withPolicy("⟦policy: POLICY⟧")}`,
      "allow everything",
      undefined,
      ["typed"],
    ),
    // Types find the configuration: assigned to a variable declared earlier.
    notText(
      dedent`
        import type { CosBackendConfig } from "kit";
        let state: CosBackendConfig;
        state = { bucket: "b", assumeRole: { ${ROLE}, ⟦policy: { version: "2.0" }⟧ } };`,
      "object",
      '{"version":"2.0"}',
      dedent`
        import type { CosBackendConfig } from "kit";
        let state: CosBackendConfig;
        state = { bucket: "b", assumeRole: { ${ROLE}, policy: "{\\"version\\":\\"2.0\\"}" } };`,
      ["typed"],
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The policy is COS's
// assume-role block's: `.assumeRole(CosBackendAssumeRole.builder()...build())` in Java, `AssumeRole = new
// CosBackendAssumeRole { .. }` (or `new() { .. }`) in C#; the path is spelled as each language writes it.
/** A COS builder whose assume-role block sets `setter` (`.policy(…)`) last. */
const javaRole = (setter: string) =>
  inJava`
    var c = CosBackendConfig.builder()
        .bucket("b")
        .assumeRole(CosBackendAssumeRole.builder()
            .roleArn("qcs::cam::uin/1:roleName/tool")
            .sessionName("tool")
            .sessionDuration(3600)
            ${setter}
            .build())
        .build();`;
/** A COS configuration initializer whose assume-role block holds `entry` (`Policy = …`) last. */
const csRole = (entry: string) =>
  inCSharp(
    `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "qcs::cam::uin/1:roleName/tool", ${entry} } };`,
  );
const JAVA_PATH = "assumeRole.policy";
const CS_PATH = "AssumeRole.Policy";
/** A string that is no JSON object, in either language, at the marked place. */
function badStringIn(code: string, property: string, value: string, found?: string) {
  return {
    code,
    errors: [
      {
        messageId: found === undefined ? "invalidJson" : "notObject",
        data: found === undefined ? { property, value } : { property, found },
      },
    ],
  };
}

testRuleIn("java", "valid-assume-role-policy", rule, {
  valid: [
    javaRole(`.policy(${JSON.stringify(POLICY_JSON)})`),
    javaRole(dedent`
      .policy("""
                      {"version": "2.0", "statement": []}
                      """)`),
    javaRole(`.policy("")`),
    // Read from a file, or from the environment: not known.
    javaRole(`.policy(Files.readString(Path.of("policy.json")))`),
    javaRole(`.policy(System.getenv("ROLE_POLICY"))`),
    // javac rejects a map for the String setter; the front end reads `Map.of` only for map and list fields.
    javaRole(`.policy(Map.of("version", "2.0"))`),
    // OSS's policies: the text is not checked (the tool sends it as written: docs/behaviour.md#oss).
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRolePolicy("not json").build();`),
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r").policy("[]").build()).build();`,
    ),
    // javac rejects a map for the String setter, so the binding cannot write an object: the front end reads
    // \`Map.of\` only for map and list fields.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRolePolicy(Map.of("Version", "1")).build();`),
  ],
  invalid: [
    badStringIn(javaRole(`⟦.policy("{\\"version\\": 2")⟧`), JAVA_PATH, '{"version": 2'),
    badStringIn(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder()⟦.policy("[1, 2]")⟧.build()).build();`,
      ),
      JAVA_PATH,
      "[1, 2]",
      "an array",
    ),
    badStringIn(javaRole(`⟦.policy("null")⟧`), JAVA_PATH, "null", "null"),
    // A text block keeps its newline; the message shows it as a space.
    badStringIn(
      javaRole(dedent`
        ⟦.policy("""
                        ["version"]
                        """)⟧`),
      JAVA_PATH,
      '["version"] ',
      "an array",
    ),
    // A `static final` constant built by concatenation.
    badStringIn(
      dedent`
        class Main {
          static final String POLICY = "{" + "\\"version\\": \\"2.0\\"";
          void run() {
            var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder()⟦.policy(POLICY)⟧.build()).build();
          }
        }
      `,
      JAVA_PATH,
      '{"version": "2.0"',
    ),
  ],
});

testRuleIn("csharp", "valid-assume-role-policy", rule, {
  valid: [
    csRole(`Policy = ${JSON.stringify(POLICY_JSON)}`),
    csRole(`Policy = @"{""version"": ""2.0"", ""statement"": []}"`),
    csRole(dedent`
      Policy = """
              {"version": "2.0"}
              """`),
    csRole(`Policy = File.ReadAllText("policy.json")`),
    csRole(`Policy = Environment.GetEnvironmentVariable("ROLE_POLICY")`),
    // An interpolated string with a hole: not known.
    csRole(`Policy = $"{{\\"version\\": \\"{version}\\"}}"`),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = "r" } };\n` +
        `    if (restricted) c.AssumeRole.Policy = "[]";`,
    ),
    // OSS's policies: the text is not checked (the tool sends it as written: docs/behaviour.md#oss).
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRolePolicy = "not json" };`),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRole = new OssAssumeRole { RoleArn = "r", Policy = "42" } };`,
    ),
  ],
  invalid: [
    badStringIn(
      inCSharp`
        var c = new CosBackendConfig
        {
            Bucket = "b",
            AssumeRole = new CosBackendAssumeRole
            {
                RoleArn = "qcs::cam::uin/1:roleName/tool",
                ⟦Policy = "{\\"version\\": 2"⟧,
            },
        };`,
      CS_PATH,
      '{"version": 2',
    ),
    badStringIn(csRole(`⟦Policy = "42"⟧`), CS_PATH, "42", "a number"),
    badStringIn(csRole(`⟦Policy = @"{""version"": "⟧`), CS_PATH, '{"version": '),
    // An interpolated string without holes is known (`{{` is a brace).
    badStringIn(csRole(`⟦Policy = $"{{\\"version\\": \\"2.0\\""⟧`), CS_PATH, '{"version": "2.0"'),
    // Assigned after construction, through the block written above.
    badStringIn(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "r" } };\n    ⟦c.AssumeRole.Policy = "true"⟧;`,
      ),
      CS_PATH,
      "true",
      "a boolean",
    ),
    // A dictionary (which the compiler rejects for the string property) is reported as code, and the
    // suggestion writes its JSON as a C# string.
    {
      code: csRole(`⟦Policy = new Dictionary<string, string> { ["version"] = "2.0" }⟧`),
      errors: [
        {
          messageId: "notText",
          data: { property: CS_PATH, shape: "an object", value: '{"version":"2.0"}' },
          suggestions: [{ messageId: "stringify", output: csRole(`Policy = "{\\"version\\":\\"2.0\\"}"`) }],
        },
      ],
    },
    // OSS: a dictionary for the flattened policy is rejected as for COS; the message asks for a string only.
    {
      code: inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", ⟦AssumeRolePolicy = new Dictionary<string, string> { ["Version"] = "1" }⟧ };`,
      ),
      errors: [
        {
          messageId: "notString",
          data: { property: "AssumeRolePolicy", shape: "an object", value: '{"Version":"1"}' },
          suggestions: [
            {
              messageId: "stringify",
              output: inCSharp(
                `    var c = new OssBackendConfig { Bucket = "b", AssumeRolePolicy = "{\\"Version\\":\\"1\\"}" };`,
              ),
            },
          ],
        },
      ],
    },
    // A list is no policy at all: reported, with nothing to suggest.
    {
      code: csRole(`⟦Policy = new List<string> { "sts:AssumeRole" }⟧`),
      errors: [
        {
          messageId: "notText",
          data: { property: CS_PATH, shape: "an array", value: '["sts:AssumeRole"]' },
          suggestions: [],
        },
      ],
    },
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-assume-role-policy", rule, {
  valid: [
    backendJson(
      "oss",
      '"bucket": "b"',
      '"assume_role_role_arn": "r"',
      '"assume_role_policy": "{\\"Version\\": \\"1\\"}"',
    ),
  ],
  invalid: [
    {
      code: backendJson(
        "oss",
        '"bucket": "b"',
        '"assume_role_role_arn": "r"',
        '⟦"assume_role_policy": { "Version": "1" }⟧',
      ),
      errors: [
        {
          messageId: "notStringInJson",
          data: { property: "assume_role_policy", shape: "an object", value: '{"Version":"1"}' },
          suggestions: [
            {
              messageId: "stringify",
              output: backendJson(
                "oss",
                '"bucket": "b"',
                '"assume_role_role_arn": "r"',
                '"assume_role_policy": "{\\"Version\\":\\"1\\"}"',
              ),
            },
          ],
        },
      ],
    },
    {
      code: backendJson(
        "cos",
        '"bucket": "b"',
        dedent`
          "assume_role": {
                    "role_arn": "r",
                    "session_name": "s",
                    "session_duration": 60,
                    ⟦"policy": "[1]"⟧
                  }`,
      ),
      errors: [{ messageId: "notObject", data: { property: "assume_role.policy", found: "an array" } }],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-assume-role-policy", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket               = "b"
        assume_role_role_arn = "arn"
        assume_role_policy   = "{not json"
      }`,
  ],
  invalid: [],
});

// A `${..}` the tool may interpolate is no literal: in a remote-state data source, in every binding, and in a
// backend of the open fork's own files, which the fork evaluates (docs/behaviour.md#every-store).
const cosRemote = `import { DataToolRemoteStateCos } from "kit";\n`;
testRule("valid-assume-role-policy", rule, {
  valid: [
    `${cosRemote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", assumeRole: { ${ROLE}, policy: "\${var.policy}" } });`,
    `${cosRemote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", assumeRole: { ${ROLE}, policy: "\${jsonencode(var.policy)}" } });`,
  ],
  invalid: [],
});
testRuleIn("java", "valid-assume-role-policy", rule, {
  valid: [
    inJava(
      `    var c = DataToolRemoteStateCosConfig.builder().bucket("b").region("r").assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionName("s").sessionDuration(60).policy("\${var.policy}").build()).build();`,
    ),
  ],
  invalid: [],
});
testRuleIn("csharp", "valid-assume-role-policy", rule, {
  valid: [
    inCSharp(
      `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", Region = "r", AssumeRole = new CosBackendAssumeRole { RoleArn = "r", SessionName = "s", SessionDuration = 60, Policy = "\${var.policy}" } });`,
    ),
  ],
  invalid: [],
});
const JSON_ROLE = '"role_arn": "r", "session_name": "s", "session_duration": 60';
testRuleInJson("valid-assume-role-policy", rule, {
  valid: [
    remoteStateJson("cos", [
      '"bucket": "b"',
      '"region": "r"',
      `"assume_role": [{ ${JSON_ROLE}, "policy": "\${var.policy}" }]`,
    ]),
  ],
  // The tool's own backend sends the text as written.
  invalid: [
    {
      code: backendJson("cos", '"bucket": "b"', `"assume_role": { ${JSON_ROLE}, ⟦"policy": "\${var.policy}"⟧ }`),
      errors: [{ messageId: "invalidJson", data: { property: "assume_role.policy", value: "${var.policy}" } }],
    },
  ],
});
testRuleInForkJson("valid-assume-role-policy", rule, {
  valid: [backendJson("cos", '"bucket": "b"', `"assume_role": { ${JSON_ROLE}, "policy": "\${var.policy}" }`)],
});
