import rule from "../../rules/valid-value-types.js";
import {
  backendJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs } from "kit";\n`;

interface Options {
  modes?: Invalid<MessageId>["modes"];
}

/**
 * A null reported on the marked text (the property that is null, or whose map or list holds it), named by `property`
 * (its path). `removed`: the code after the suggestion that removes the property; none for a null inside a map
 * or list, or for a required property.
 */
function isNull(code: string, property: string, removed?: string, options: Options = {}): Invalid<MessageId> {
  const data = { property };
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "null",
        data,
        suggestions: removed === undefined ? [] : [{ messageId: "remove", data, output: removed }],
      },
    ],
  };
}

/** An object, array or scalar where the field takes something else: reported on the marked text, nothing offered. */
function wrongType(
  code: string,
  property: string,
  expected: string,
  written: string,
  options: Options = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "wrongType",
        data: { property, expected, written },
        suggestions: [],
      },
    ],
  };
}

const STRING = "a string";
const NUMBER = "a number";
const BOOLEAN = "a boolean";
const BLOCK = "an object (a block of settings)";

testRule("valid-value-types", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b", acl: "private", encrypt: true, assumeRoleSessionExpiration: 900 });`,
    // `undefined` leaves a setting unset (require-bucket's concern for the bucket).
    `${oss}new OssBackend(scope, { bucket: undefined, acl: undefined });`,
    // A number or boolean where a string belongs, and the other way round: the tool converts them.
    `${oss}new OssBackend(scope, { bucket: 42, encrypt: "true", assumeRoleSessionExpiration: "900" });`,
    `${cos}new CosBackend(scope, { bucket: true, accelerate: "false" });`,
    // Maps and lists take objects and arrays.
    `${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", defaults: { team: "net", zones: ["a", "b"], size: { min: 1 } }, impersonateServiceAccountDelegates: ["a@b"] });`,
    // A scalar written for a map or list: not this rule's concern.
    `${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", impersonateServiceAccountDelegates: "a@b", defaults: "x" });`,
    // Objects for JSON-text policies are valid-assume-role-policy's concern, nulls inside them too.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRolePolicy: { Version: "1", Statement: null } });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", sessionName: "s", sessionDuration: 900, policy: { Version: null } } });`,
    // A block written as an object.
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", sessionName: "s", sessionDuration: 900 } });`,
    // A null that a later write of the same key replaces, or that a later spread or computed key may replace.
    `${oss}new OssBackend(scope, { bucket: "b", acl: null, acl: "private" });`,
    `${oss}const base = { acl: null, team: null };\nnew OssBackend(scope, { ...base, bucket: "b", acl: "private", team: "net" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: null, ...overrides });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: null, [key]: "private" });`,
    `${oss}new OssBackend(scope, { bucket: "b", acl: null, ...(open ? { acl: "public-read" } : {}) });`,
    // Values not known: a variable, the environment, a call, a getter; a map or list not written statically.
    `${oss}new OssBackend(scope, { bucket: name, acl: process.env.ACL, region: regionOf(), get key() { return null; } });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", defaults: { ...shared, team: null } });`,
    // Not configurations.
    `const upload = { bucket: null, acl: {} };\nputObject({ bucket: null, encrypt: [true] });`,
    // Without types, a declared constant is not known; with types, a value typed `string | null` may be either.
    { code: `declare const NONE: null;\n${oss}new OssBackend(scope, { bucket: "b", acl: NONE });`, modes: ["ts"] },
    {
      code: `${oss}function deploy(acl: string | null) {\n  new OssBackend(scope, { bucket: "b", acl });\n}`,
      modes: ["ts", "typed"],
    },
  ],
  invalid: [
    // A null property: the suggestion removes it.
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦acl: null⟧ });`,
      "acl",
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    isNull(
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n  ⟦region: null⟧, // set later\n  encrypt: true,\n});`,
      "region",
      // The comment stays.
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n  // set later\n  encrypt: true,\n});`,
    ),
    // A required property: removing it leaves it missing, so nothing is offered.
    isNull(`${oss}new OssBackend(scope, { ⟦bucket: null⟧ });`, "bucket"),
    isNull(`${cos}new CosBackend(scope, { ⟦Bucket: null⟧, region: "ap-guangzhou" });`, "Bucket"),
    // A JSON-text field given null itself.
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRolePolicy: null⟧ });`,
      "assumeRolePolicy",
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    // Keys the tool does not know, and keys written as the tool's attributes.
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦team: null⟧ });`,
      "team",
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦tablestore_table: null⟧ });`,
      "tablestore_table",
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    // Inside blocks, and inside objects written for unknown keys.
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", ⟦sessionName: null⟧ } });`,
      "assumeRole.sessionName",
      `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "r" } });`,
    ),
    isNull(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { ⟦roleArn: null⟧, sessionName: "s", sessionDuration: 900 } });`,
      "assumeRole.roleArn",
    ),
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: null⟧ });`,
      "assumeRole",
      `${oss}new OssBackend(scope, { bucket: "b" });`,
    ),
    isNull(
      `${oss}new OssBackend(scope, { bucket: "b", tags: { owner: "net", ⟦"cost center": null⟧ } });`,
      'tags["cost center"]',
      `${oss}new OssBackend(scope, { bucket: "b", tags: { owner: "net" } });`,
    ),
    // Inside maps and lists: reported on the property, with the path to the null; nothing offered.
    isNull(`${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", ⟦defaults: { a: null }⟧ });`, "defaults.a"),
    isNull(
      `${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", ⟦defaults: { zones: ["a", { name: null }] }⟧ });`,
      "defaults.zones[1].name",
    ),
    isNull(
      `${gcs}new DataToolRemoteStateGcs(scope, "net", { bucket: "b", ⟦impersonateServiceAccountDelegates: [null]⟧ });`,
      "impersonateServiceAccountDelegates[0]",
    ),
    isNull(`${oss}new OssBackend(scope, { bucket: "b", ⟦labels: ["a", null]⟧ });`, "labels[1]"),
    isNull(
      `${gcs}const DELEGATES = ["a@b", null];\n` +
        `new DataToolRemoteStateGcs(scope, "net", { bucket: "b", ⟦impersonateServiceAccountDelegates: DELEGATES⟧ });`,
      "impersonateServiceAccountDelegates[1]",
    ),
    // A same-file constant: reported where the configuration uses it; the suggestion removes the property.
    isNull(
      `${oss}const NONE = null;\nnew OssBackend(scope, { bucket: "b", ⟦acl: NONE⟧ });`,
      "acl",
      `${oss}const NONE = null;\nnew OssBackend(scope, { bucket: "b" });`,
    ),
    // A shared spread constant: reported where written, once, with no suggestion (other code uses it).
    {
      code:
        `${oss}const base = { ⟦region: null⟧ };\nnew OssBackend(scope, { ...base, bucket: "a" });\n` +
        `new OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "null", data: { property: "region" }, suggestions: [] }],
    },
    // A null and values of the wrong type side by side: each reported.
    {
      code: `${oss}new OssBackend(scope, { ⟦bucket: {}⟧, ⟦acl: null⟧, ⟦key: []⟧ });`,
      errors: [
        { messageId: "wrongType", data: { property: "bucket", expected: STRING, written: "an object" } },
        {
          messageId: "null",
          data: { property: "acl" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "acl" },
              output: `${oss}new OssBackend(scope, { bucket: {}, key: [] });`,
            },
          ],
        },
        { messageId: "wrongType", data: { property: "key", expected: STRING, written: "an array" } },
      ],
    },
    // An object or array where a string, number or boolean belongs.
    wrongType(`${oss}new OssBackend(scope, { ⟦bucket: { name: "b" }⟧ });`, "bucket", STRING, "an object"),
    wrongType(`${oss}new OssBackend(scope, { ⟦bucket: ["a", "b"]⟧ });`, "bucket", STRING, "an array"),
    wrongType(`${oss}new OssBackend(scope, { bucket: "b", ⟦encrypt: [true]⟧ });`, "encrypt", BOOLEAN, "an array"),
    wrongType(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionExpiration: { seconds: 900 }⟧ });`,
      "assumeRoleSessionExpiration",
      NUMBER,
      "an object",
    ),
    wrongType(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", sessionName: "s", ⟦sessionDuration: [900]⟧ } });`,
      "assumeRole.sessionDuration",
      NUMBER,
      "an array",
    ),
    // The object a string field holds is rejected whatever it holds: reported once, as the wrong type.
    wrongType(`${oss}new OssBackend(scope, { ⟦bucket: { name: null }⟧ });`, "bucket", STRING, "an object"),
    wrongType(`${oss}const NAMES = ["a"];\nnew OssBackend(scope, { ⟦bucket: NAMES⟧ });`, "bucket", STRING, "an array"),
    wrongType(
      `${cos}new CosBackend(scope, { Bucket: "b", ⟦Region: ["ap-guangzhou"]⟧ });`,
      "Region",
      STRING,
      "an array",
    ),
    // A string, number, boolean or array where a block belongs.
    wrongType(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: "arn:role"⟧ });`, "assumeRole", BLOCK, STRING),
    wrongType(`${cos}new CosBackend(scope, { bucket: "b", ⟦assumeRole: true⟧ });`, "assumeRole", BLOCK, BOOLEAN),
    wrongType(`${cos}new CosBackend(scope, { bucket: "b", ⟦assume_role: 7200⟧ });`, "assume_role", BLOCK, NUMBER),
    wrongType(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: [{ roleArn: "r" }]⟧ });`,
      "assumeRole",
      BLOCK,
      "an array",
    ),
    // TypeScript syntax: annotations, assertions, `as const`.
    isNull(
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b", ⟦acl: null as never⟧ };`,
      "acl",
      `import type { OssBackendConfig } from "kit";\nexport const c: OssBackendConfig = { bucket: "b" };`,
      { modes: ["ts", "typed"] },
    ),
    wrongType(
      `import type { CosBackendConfig } from "kit";\nexport const c = { ⟦bucket: ["a"] as const⟧ } as CosBackendConfig;`,
      "bucket",
      STRING,
      "an array",
      { modes: ["ts", "typed"] },
    ),
    // Types give the value: a constant declared of type null.
    isNull(
      `declare const NONE: null;\n${oss}new OssBackend(scope, { bucket: "b", ⟦acl: NONE⟧ });`,
      "acl",
      `declare const NONE: null;\n${oss}new OssBackend(scope, { bucket: "b" });`,
      { modes: ["typed"] },
    ),
    isNull(`declare const NONE: null;\n${oss}new OssBackend(scope, { ⟦bucket: NONE⟧ });`, "bucket", undefined, {
      modes: ["typed"],
    }),
  ],
});

// Java and C#: null is what an unset property holds (jsii leaves it out), inside maps and lists too: never
// reported here (require-bucket reports a null bucket). The compilers reject a value of the wrong type.

testRuleIn("java", "valid-value-types", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket(null).acl(null).build();`),
    inJava(`    var c = OssBackendConfig.builder().bucket("state").assumeRole(null).encrypt(null).build();`),
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("state").defaults(Map.of("a", "b")).impersonateServiceAccountDelegates(Arrays.asList("a@b", null)).build();`,
    ),
  ],
  invalid: [],
});

testRuleIn("csharp", "valid-value-types", rule, {
  valid: [
    inCSharp(`    var c = new CosBackendConfig { Bucket = null, Acl = null, AssumeRole = null };`),
    inCSharp(
      `    var c = new DataToolRemoteStateGcsConfig { Bucket = "state", Defaults = new Dictionary<string, object> { ["a"] = null } };`,
    ),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "state" };\n    c.Encrypt = null;`),
  ],
  invalid: [],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-value-types", rule, {
  valid: [
    // A JSON null leaves the attribute unset (no <kit> runs on this file).
    backendJson("oss", '"bucket": "b"', '"region": null'),
    // The tool converts a number or boolean written for a string, and the other way round.
    backendJson("oss", '"bucket": "b"', '"encrypt": "true"'),
  ],
  invalid: [
    {
      code: backendJson("oss", '⟦"bucket": ["b"]⟧', '⟦"encrypt": {"on": true}⟧'),
      errors: [
        { messageId: "wrongType", data: { property: "bucket", expected: "a string", written: "an array" } },
        { messageId: "wrongType", data: { property: "encrypt", expected: "a boolean", written: "an object" } },
      ],
    },
  ],
});
