import rule from "../../rules/valid-assume-role-policy.js";
import { locate, testRule, type Invalid } from "../rule-tester.js";

type MessageId = "notText" | "invalidJson" | "notObject" | "stringify";
const cos = `import { CosBackend } from "kit";\n`;
const ROLE = 'roleArn: "qcs::cam::uin/1:roleName/tool", sessionName: "tool", sessionDuration: 3600';
/** A COS configuration whose assume-role block ends with `policyText` (the whole `policy: ..` property). */
const withPolicy = (policyText: string, before = "") => `${cos}${before}new CosBackend(scope, { bucket: "b", assumeRole: { ${ROLE}, ${policyText} } });`;
const PROPERTY = "assumeRole.policy";

/** An object (or array) written in code: reported on the property; with `text`, a suggestion writes it as that string. */
function notText(code: string, snippet: string, shape: "object" | "array", value: string, text?: string, modes?: Invalid<MessageId>["modes"]): Invalid<MessageId> {
  const property = snippet.split(":")[0]!;
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: "notText",
        data: { property: PROPERTY, shape: `an ${shape}`, value },
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

function badString(code: string, snippet: string, value: string, found?: string, modes?: Invalid<MessageId>["modes"]): Invalid<MessageId> {
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

const POLICY_JSON = '{"version":"2.0","statement":[{"effect":"allow","action":["name/cos:GetObject"],"resource":["*"]}]}';

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
    // The OSS policies are not known to take JSON only (SEED.md and FACTS.md say nothing of it).
    `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", assumeRolePolicy: { version: "2.0" } });`,
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
      withPolicy(`policy: {\n  version: "2.0",\n  statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],\n}`),
      `policy: {\n  version: "2.0",\n  statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }],\n}`,
      "object",
      '{"version":"2.0","statement":[{"effect":"allow"…',
      JSON.stringify(JSON.stringify({ version: "2.0", statement: [{ effect: "allow", action: ["name/cos:GetObject"], resource: ["*"], n: -1.5, on: true, c: null }] })),
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
      withPolicy(`policy: POLICY`, `const EFFECT = "allow";\nconst POLICY = { version: "2.0", statement: [{ effect: EFFECT }] };\n`),
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
            suggestions: [{ messageId: "stringify", output: code.replace(`${ROLE}, policy }`, `${ROLE}, policy: "{\\"version\\":\\"2.0\\"}" }`) }],
          },
        ],
      } as Invalid<MessageId>;
    })(),
    // Not static: reported, not suggested.
    notText(withPolicy(`policy: { version: "2.0", ...base }`), `policy: { version: "2.0", ...base }`, "object", "{…}"),
    notText(withPolicy(`policy: { version: "2.0", ...{ statement: [] } }`), `policy: { version: "2.0", ...{ statement: [] } }`, "object", "{…}"),
    notText(withPolicy(`policy: { ["version"]: "2.0" }`), `policy: { ["version"]: "2.0" }`, "object", "{…}"),
    notText(withPolicy(`policy: { version: VERSION }`), `policy: { version: VERSION }`, "object", "{…}"),
    notText(withPolicy(`policy: { get version() { return "2.0"; } }`), `policy: { get version() { return "2.0"; } }`, "object", "{…}"),
    notText(withPolicy(`policy: { version() { return "2.0"; } }`), `policy: { version() { return "2.0"; } }`, "object", "{…}"),
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
    (() => {
      // A block kept in a constant: reported where written, once, and not suggested (other code may use it).
      const code = `${cos}const role = { ${ROLE}, policy: { version: "2.0" } };\nnew CosBackend(scope, { bucket: "a", assumeRole: role });\nnew CosBackend(scope, { bucket: "b", assumeRole: role });`;
      return notText(code, `policy: { version: "2.0" }`, "object", '{"version":"2.0"}');
    })(),
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
    badString(`declare const POLICY: "allow everything";\n${withPolicy("policy: POLICY")}`, "policy: POLICY", "allow everything", undefined, ["typed"]),
    // Types find the configuration: assigned to a variable declared earlier.
    (() => {
      const code = `import type { CosBackendConfig } from "kit";\nlet state: CosBackendConfig;\nstate = { bucket: "b", assumeRole: { ${ROLE}, policy: { version: "2.0" } } };`;
      return notText(code, `policy: { version: "2.0" }`, "object", '{"version":"2.0"}', '"{\\"version\\":\\"2.0\\"}"', ["typed"]);
    })(),
  ],
});
