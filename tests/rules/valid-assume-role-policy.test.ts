import rule from "../../rules/valid-assume-role-policy.js";
import { inCSharp, inJava, locate, testRule, testRuleIn, type Invalid, type MessageIdOf } from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;
const cos = `import { CosBackend } from "kit";\n`;
const ROLE = 'roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 3600';
/** A COS configuration whose assume-role block ends with `policyText` (the whole `policy: ..` property). */
const withPolicy = (policyText: string, before = "") =>
  `${cos}${before}new CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, ${policyText} } });`;
const PROPERTY = "assumeRole.policy";

/** An object (or array) written in code: reported on the property; with `text`, a suggestion writes it as that string. */
function notText(
  code: string,
  snippet: string,
  shape: "object" | "array",
  value: string,
  text?: string,
  modes?: Invalid<MessageId>["modes"],
  oss?: { path: string },
): Invalid<MessageId> {
  const property = snippet.split(":")[0]!;
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        // Where the tool checks the text (COS) the message says what it must hold; OSS only that it must be a string.
        messageId: oss ? "notString" : "notText",
        data: { property: oss?.path ?? PROPERTY, shape: `an ${shape}`, value },
        ...locate(code, snippet),
        suggestions:
          text === undefined
            ? []
            : [
                {
                  messageId: "stringify",
                  output: code.replace(snippet, `${property}: ${text}`),
                },
              ],
      },
    ],
  };
}

function badString(
  code: string,
  snippet: string,
  value: string,
  found?: string,
  modes?: Invalid<MessageId>["modes"],
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      found === undefined
        ? { messageId: "invalidJson", data: { property: PROPERTY, value }, ...locate(code, snippet) }
        : { messageId: "notObject", data: { property: PROPERTY, value, found }, ...locate(code, snippet) },
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
    withPolicy(`policy: \`{\n  "version": "2.0"\n}\``),
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
    // The OSS policies' text is not checked: FACTS.md says nothing of what the tool does with it.
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
      code: `import type { CosBackendConfig } from "kit";\nlet state: CosBackendConfig;\nstate = { bucket: "b", assumeRole: { ${ROLE}, policy: { version: "2.0" } } };`,
      modes: ["ts"],
    },
  ],
  invalid: [
    // A static object: suggested as its JSON text (not fixed: the value changes type).
    notText(
      withPolicy(`policy: { version: "2.0", statement: [] }`),
      `policy: { version: "2.0", statement: [] }`,
      "object",
      '{"version":"2.0","statement":[]}',
      '"{\\"version\\":\\"2.0\\",\\"statement\\":[]}"',
    ),
    // Long JSON is cut short in the message, and nested objects, arrays, numbers, booleans and null are kept.
    notText(
      withPolicy(
        `policy: {\n  version: "2.0",\n  statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],\n}`,
      ),
      `policy: {\n  version: "2.0",\n  statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],\n}`,
      "object",
      '{"version":"2.0","statement":[{"effect":"allow"…',
      JSON.stringify(
        JSON.stringify({
          version: "2.0",
          statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],
        }),
      ),
    ),
    // Quotes, backslashes, line breaks and U+2028 in the values: the string literal escapes them.
    notText(
      withPolicy(`policy: { "say": 'a "b"', 'path': "C:\\\\x", nl: "1\\n2", ls: "\\u2028" }`),
      `policy: { "say": 'a "b"', 'path': "C:\\\\x", nl: "1\\n2", ls: "\\u2028" }`,
      "object",
      '{"say":"a \\"b\\"","path":"C:\\\\x","nl":"1\\n2","ls…',
      '"{\\"say\\":\\"a \\\\\\"b\\\\\\"\\",\\"path\\":\\"C:\\\\\\\\x\\",\\"nl\\":\\"1\\\\n2\\",\\"ls\\":\\"\\u2028\\"}"',
    ),
    // Same-file constants are resolved; the reference gives way to the text, and the constant stays.
    notText(
      withPolicy(
        `policy: POLICY`,
        `const EFFECT = "allow";\nconst POLICY = { version: "2.0", statement: [{ effect: EFFECT }] };\n`,
      ),
      "policy: POLICY",
      "object",
      '{"version":"2.0","statement":[{"effect":"allow"…',
      '"{\\"version\\":\\"2.0\\",\\"statement\\":[{\\"effect\\":\\"allow\\"}]}"',
    ),
    (() => {
      // Shorthand keeps its key.
      const code = `${cos}const policy = { version: "2.0" };\nnew CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, policy } });`;
      return {
        code,
        errors: [
          {
            messageId: "notText",
            data: { property: PROPERTY, shape: "an object", value: '{"version":"2.0"}' },
            ...locate(code, "policy", 1),
            suggestions: [
              {
                messageId: "stringify",
                output: code.replace(`${ROLE}, policy }`, `${ROLE}, policy: "{\\"version\\":\\"2.0\\"}" }`),
              },
            ],
          },
        ],
      };
    })(),
    // Not static: reported, not suggested.
    notText(withPolicy(`policy: { version: "2.0", ...base }`), `policy: { version: "2.0", ...base }`, "object", "{…}"),
    notText(
      withPolicy(`policy: { version: "2.0", ...{ statement: [] } }`),
      `policy: { version: "2.0", ...{ statement: [] } }`,
      "object",
      "{…}",
    ),
    notText(withPolicy(`policy: { ["version"]: "2.0" }`), `policy: { ["version"]: "2.0" }`, "object", "{…}"),
    notText(withPolicy(`policy: { version: VERSION }`), `policy: { version: VERSION }`, "object", "{…}"),
    notText(
      withPolicy(`policy: { get version() { return "2.0"; } }`),
      `policy: { get version() { return "2.0"; } }`,
      "object",
      "{…}",
    ),
    notText(
      withPolicy(`policy: { version() { return "2.0"; } }`),
      `policy: { version() { return "2.0"; } }`,
      "object",
      "{…}",
    ),
    notText(withPolicy(`policy: { version: undefined }`), `policy: { version: undefined }`, "object", "{…}"),
    notText(withPolicy(`policy: { n: NaN }`), `policy: { n: NaN }`, "object", "{…}"),
    notText(withPolicy(`policy: { statement: [, "a"] }`), `policy: { statement: [, "a"] }`, "object", "{…}"),
    notText(withPolicy(`policy: { when: new Date() }`), `policy: { when: new Date() }`, "object", "{…}"),
    // A constant changed later is not static.
    notText(
      withPolicy(`policy: POLICY`, `const POLICY = { statement: [] };\nPOLICY.statement.push("x");\n`),
      "policy: POLICY",
      "object",
      "{…}",
    ),
    // An array is no policy at all: no suggestion.
    notText(withPolicy(`policy: ["allow"]`), `policy: ["allow"]`, "array", '["allow"]'),
    notText(withPolicy(`policy: [...rules]`), `policy: [...rules]`, "array", "[…]"),
    // Strings that are not JSON text holding an object: reported, nothing to suggest.
    badString(withPolicy(`policy: "allow everything"`), `policy: "allow everything"`, "allow everything"),
    badString(withPolicy(`policy: "{version: '2.0'}"`), `policy: "{version: '2.0'}"`, "{version: '2.0'}"),
    badString(withPolicy(`policy: " "`), `policy: " "`, " "),
    badString(withPolicy("policy: `{\n  version: 2\n}`"), "policy: `{\n  version: 2\n}`", "{ version: 2 }"),
    badString(
      withPolicy(`policy: '${POLICY_JSON.slice(0, -1)}'`),
      `policy: '${POLICY_JSON.slice(0, -1)}'`,
      '{"version":"2.0","statement":[{"effect":"allow"…',
    ),
    badString(withPolicy(`policy: "[]"`), `policy: "[]"`, "[]", "an array"),
    badString(withPolicy(`policy: "42"`), `policy: "42"`, "42", "a number"),
    badString(withPolicy(`policy: '"{}"'`), `policy: '"{}"'`, '"{}"', "a string"),
    badString(withPolicy(`policy: "true"`), `policy: "true"`, "true", "a boolean"),
    badString(withPolicy(`policy: "null"`), `policy: "null"`, "null", "null"),
    badString(withPolicy(`policy: TEXT`, `const TEXT = "allow";\n`), "policy: TEXT", "allow"),
    // A block kept in a constant: reported where written, once, and not suggested (other code may use it).
    notText(
      `${cos}const role = { ${ROLE}, policy: { version: "2.0" } };\nnew CosBackend(scope, { bucket: "a", assumeRole: role });\nnew CosBackend(scope, { bucket: "b", assumeRole: role });`,
      `policy: { version: "2.0" }`,
      "object",
      '{"version":"2.0"}',
    ),
    // OSS: an object written in code is rejected too (<kit> snake-cases its keys), flattened or in the deprecated
    // block; the message asks for a string only, as the tool's check of the text is not known.
    notText(
      ossWith(`assumeRolePolicy: { Version: "1", Statement: [] }`),
      `assumeRolePolicy: { Version: "1", Statement: [] }`,
      "object",
      '{"Version":"1","Statement":[]}',
      '"{\\"Version\\":\\"1\\",\\"Statement\\":[]}"',
      undefined,
      { path: "assumeRolePolicy" },
    ),
    notText(
      ossWith(`assumeRole: { ${OSS_ROLE}, policy: { Version: "1" } }`),
      `policy: { Version: "1" }`,
      "object",
      '{"Version":"1"}',
      '"{\\"Version\\":\\"1\\"}"',
      undefined,
      { path: "assumeRole.policy" },
    ),
    // The tool's own snake_case key, a constant, an array (no suggestion), an object not written statically.
    notText(
      ossWith(`assume_role_policy: POLICY`, `const POLICY = { Version: "1" };\n`),
      "assume_role_policy: POLICY",
      "object",
      '{"Version":"1"}',
      '"{\\"Version\\":\\"1\\"}"',
      undefined,
      { path: "assume_role_policy" },
    ),
    notText(
      ossWith(`assumeRolePolicy: ["oss:GetObject"]`),
      `assumeRolePolicy: ["oss:GetObject"]`,
      "array",
      '["oss:GetObject"]',
      undefined,
      undefined,
      {
        path: "assumeRolePolicy",
      },
    ),
    notText(
      ossWith(`assumeRolePolicy: { ...base }`),
      `assumeRolePolicy: { ...base }`,
      "object",
      "{…}",
      undefined,
      undefined,
      { path: "assumeRolePolicy" },
    ),
    // TypeScript: the type says string; an object past the type (a cast) is still rejected by the tool.
    notText(
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b", assumeRolePolicy: { Version: "1" } as unknown as string };`,
      `assumeRolePolicy: { Version: "1" } as unknown as string`,
      "object",
      '{"Version":"1"}',
      '"{\\"Version\\":\\"1\\"}"',
      ["ts", "typed"],
      { path: "assumeRolePolicy" },
    ),
    // TypeScript wrappers go with the object.
    notText(
      withPolicy(`policy: { version: "2.0" } as const`),
      `policy: { version: "2.0" } as const`,
      "object",
      '{"version":"2.0"}',
      '"{\\"version\\":\\"2.0\\"}"',
      ["ts", "typed"],
    ),
    // Types give the value: a declared literal type.
    badString(
      `declare const POLICY: "allow everything";\n${withPolicy("policy: POLICY")}`,
      "policy: POLICY",
      "allow everything",
      undefined,
      ["typed"],
    ),
    // Types find the configuration: assigned to a variable declared earlier.
    notText(
      `import type { CosBackendConfig } from "kit";\nlet state: CosBackendConfig;\nstate = { bucket: "b", assumeRole: { ${ROLE}, policy: { version: "2.0" } } };`,
      `policy: { version: "2.0" }`,
      "object",
      '{"version":"2.0"}',
      '"{\\"version\\":\\"2.0\\"}"',
      ["typed"],
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The policy is COS's
// assume-role block's: `.assumeRole(CosBackendAssumeRole.builder()...build())` in Java, `AssumeRole = new
// CosBackendAssumeRole { .. }` (or `new() { .. }`) in C#; the path is spelled as each language writes it.
const javaRole = (policy: string) =>
  inJava(
    `    var c = CosBackendConfig.builder()\n        .bucket("b")\n        .assumeRole(CosBackendAssumeRole.builder()\n            .roleArn("qcs::cam::uin/1:roleName/tool")\n            .sessionName("tool")\n            .sessionDuration(3600)\n            .policy(${policy})\n            .build())\n        .build();`,
  );
const csRole = (policy: string) =>
  inCSharp(
    `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "qcs::cam::uin/1:roleName/tool", Policy = ${policy} } };`,
  );
const JAVA_PATH = "assumeRole.policy";
const CS_PATH = "AssumeRole.Policy";
/** A string that is no JSON object, in either language. */
function badStringIn(code: string, snippet: string, property: string, value: string, found?: string) {
  return {
    code,
    errors: [
      {
        messageId: found === undefined ? "invalidJson" : "notObject",
        data: { property, value, ...(found !== undefined && { found }) },
        ...locate(code, snippet),
      },
    ],
  };
}

testRuleIn("java", "valid-assume-role-policy", rule, {
  valid: [
    javaRole(JSON.stringify(POLICY_JSON)),
    javaRole(`"""\n                {"version": "2.0", "statement": []}\n                """`),
    javaRole('""'),
    // Read from a file, or from the environment: not known.
    javaRole(`Files.readString(Path.of("policy.json"))`),
    javaRole(`System.getenv("ROLE_POLICY")`),
    // javac rejects a map for the String setter; the front end reads `Map.of` only for map and list fields.
    javaRole(`Map.of("version", "2.0")`),
    // OSS's policies: the text is not checked (FACTS.md says nothing of it).
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRolePolicy("not json").build();`),
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r").policy("[]").build()).build();`,
    ),
    // javac rejects a map for the String setter, so the binding cannot write an object: the front end reads
    // \`Map.of\` only for map and list fields.
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRolePolicy(Map.of("Version", "1")).build();`),
  ],
  invalid: [
    badStringIn(javaRole(`"{\\"version\\": 2"`), `.policy("{\\"version\\": 2")`, JAVA_PATH, '{"version": 2'),
    badStringIn(
      inJava(
        `    var c = CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder().policy("[1, 2]").build()).build();`,
      ),
      '.policy("[1, 2]")',
      JAVA_PATH,
      "[1, 2]",
      "an array",
    ),
    badStringIn(javaRole(`"null"`), '.policy("null")', JAVA_PATH, "null", "null"),
    // A text block keeps its newline; the message shows it as a space.
    badStringIn(
      javaRole(`"""\n                ["version"]\n                """`),
      `.policy("""\n                ["version"]\n                """)`,
      JAVA_PATH,
      '["version"] ',
      "an array",
    ),
    // A `static final` constant built by concatenation.
    badStringIn(
      `class Main {\n  static final String POLICY = "{" + "\\"version\\": \\"2.0\\"";\n  void run() {\n    var c = CosBackendConfig.builder().bucket("b").assumeRole(CosBackendAssumeRole.builder().policy(POLICY).build()).build();\n  }\n}\n`,
      ".policy(POLICY)",
      JAVA_PATH,
      '{"version": "2.0"',
    ),
  ],
});

testRuleIn("csharp", "valid-assume-role-policy", rule, {
  valid: [
    csRole(JSON.stringify(POLICY_JSON)),
    csRole(`@"{""version"": ""2.0"", ""statement"": []}"`),
    csRole(`"""\n        {"version": "2.0"}\n        """`),
    csRole(`File.ReadAllText("policy.json")`),
    csRole(`Environment.GetEnvironmentVariable("ROLE_POLICY")`),
    // An interpolated string with a hole: not known.
    csRole(`$"{{\\"version\\": \\"{version}\\"}}"`),
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = "r" } };\n    if (restricted) c.AssumeRole.Policy = "[]";`,
    ),
    // OSS's policies: the text is not checked (FACTS.md says nothing of it).
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRolePolicy = "not json" };`),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRole = new OssAssumeRole { RoleArn = "r", Policy = "42" } };`,
    ),
  ],
  invalid: [
    badStringIn(
      inCSharp(
        `    var c = new CosBackendConfig\n    {\n        Bucket = "b",\n        AssumeRole = new CosBackendAssumeRole\n        {\n            RoleArn = "qcs::cam::uin/1:roleName/tool",\n            Policy = "{\\"version\\": 2",\n        },\n    };`,
      ),
      'Policy = "{\\"version\\": 2"',
      CS_PATH,
      '{"version": 2',
    ),
    badStringIn(csRole('"42"'), 'Policy = "42"', CS_PATH, "42", "a number"),
    badStringIn(csRole(`@"{""version"": "`), `Policy = @"{""version"": "`, CS_PATH, '{"version": '),
    // An interpolated string without holes is known (`{{` is a brace).
    badStringIn(
      csRole(`$"{{\\"version\\": \\"2.0\\""`),
      `Policy = $"{{\\"version\\": \\"2.0\\""`,
      CS_PATH,
      '{"version": "2.0"',
    ),
    // Assigned after construction, through the block written above.
    badStringIn(
      inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "r" } };\n    c.AssumeRole.Policy = "true";`,
      ),
      'c.AssumeRole.Policy = "true"',
      CS_PATH,
      "true",
      "a boolean",
    ),
    // A dictionary (which the compiler rejects for the string property) is reported as code, and the
    // suggestion writes its JSON as a C# string.
    (() => {
      const code = csRole(`new Dictionary<string, string> { ["version"] = "2.0" }`);
      return {
        code,
        errors: [
          {
            messageId: "notText",
            data: { property: CS_PATH, shape: "an object", value: '{"version":"2.0"}' },
            ...locate(code, 'Policy = new Dictionary<string, string> { ["version"] = "2.0" }'),
            suggestions: [{ messageId: "stringify", output: csRole(`"{\\"version\\":\\"2.0\\"}"`) }],
          },
        ],
      };
    })(),
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
    (() => {
      const code = csRole(`new List<string> { "sts:AssumeRole" }`);
      return {
        code,
        errors: [
          {
            messageId: "notText",
            data: { property: CS_PATH, shape: "an array", value: '["sts:AssumeRole"]' },
            ...locate(code, 'Policy = new List<string> { "sts:AssumeRole" }'),
            suggestions: [],
          },
        ],
      };
    })(),
  ],
});
