import rule from "../../rules/valid-value-types.js";
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
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs } from "kit";\n`;
const remote = `import { DataToolRemoteStateOss, DataToolRemoteStateCos } from "kit";\n`;

interface Options {
  modes?: Invalid<MessageId>["modes"];
  /** When the tool rejects the configuration: "at init" (a backend, the default), "at plan" (a data source). */
  when?: string;
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
        data: { property, expected, written, rejection: options.when ?? "at init" },
        suggestions: [],
      },
    ],
  };
}

/** A string the tool cannot read as the boolean or number its field takes: reported on the marked text, nothing offered. */
function notConvertible(
  code: string,
  property: string,
  value: string,
  expected: string,
  options: Options = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "notConvertible",
        data: { property, value, expected, rejection: options.when ?? "at init" },
        suggestions: [],
      },
    ],
  };
}

/**
 * A remote-state data source's block written as an object, which <kit> writes out as one: reported on the marked
 * text; `flattened`, the code after the suggestion that writes the flattened properties (OSS) instead.
 */
function objectBlock(
  code: string,
  property: string,
  flattened?: string,
  options: Pick<Options, "modes"> = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "objectBlock",
        data: { property },
        suggestions: flattened === undefined ? [] : [{ messageId: "flatten", data: { property }, output: flattened }],
      },
    ],
  };
}

const STRING = "a string";
const NUMBER = "a number";
const BOOLEAN = "a boolean";
const BLOCK = "an object (a block of settings)";
const DATA_SOURCE_BLOCK = "a list of one object (a block of settings)";
const READS_AS_BOOLEAN = "a boolean (true or false)";
const READS_AS_NUMBER = "a number";
const AT_PLAN = { when: "at plan" };

testRule("valid-value-types", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b", acl: "private", encrypt: true, assumeRoleSessionExpiration: 900 });`,
    // `undefined` leaves a setting unset (require-bucket's concern for the bucket).
    `${oss}new OssBackend(scope, { bucket: undefined, acl: undefined });`,
    // A number or boolean where a string belongs, and a string that reads as the number or boolean: converted.
    `${oss}new OssBackend(scope, { bucket: 42, encrypt: "true", assumeRoleSessionExpiration: "900" });`,
    `${cos}new CosBackend(scope, { bucket: true, accelerate: "false" });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", encrypt: "false", assumeRole: [{ roleArn: "r", sessionName: "s", sessionDuration: "3600" }] });`,
    // Forms whose reading the tool's facts do not settle: left alone.
    `${cos}new CosBackend(scope, { bucket: "b", accelerate: "TRUE", encrypt: "1" });`,
    `${cos}new CosBackend(scope, { bucket: "b", accelerate: " false", encrypt: "" });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: "1e3" });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: " 1800 " });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: "0x10" });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: "1_800.5" });`,
    // An interpolation: text to the tool in a backend (no-interpolation's report), an expression in a data source.
    `${cos}new CosBackend(scope, { bucket: "b", accelerate: "\${var.fast}" });`,
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", encrypt: "\${var.encrypt}" });`,
    // A backend's block is an object; a list of one object is one block, an empty list zero blocks, in the tool's
    // JSON syntax, which <kit> writes the list out in.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: [{ roleArn: "r" }] });`,
    `${cos}new CosBackend(scope, { bucket: "b", assumeRole: [] });`,
    // A data source's block as a list of one object, or an empty list: what the tool takes (JavaScript writes it).
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRole: [{ roleArn: "r" }] });`,
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: [] });`,
    // A block not known before run time, or that a later spread may replace.
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", assumeRole: roleOf(env) });`,
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRole: { roleArn: "r" }, ...overrides });`,
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
      code: dedent`
        ${oss}function deploy(acl: string | null) {
          new OssBackend(scope, { bucket: "b", acl });
        }`,
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
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦region: null⟧, // set later
          encrypt: true,
        });`,
      "region",
      // The comment stays.
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          // set later
          encrypt: true,
        });`,
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
      code: dedent`
        ${oss}const base = { ⟦region: null⟧ };
        new OssBackend(scope, { ...base, bucket: "a" });
        new OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "null", data: { property: "region" }, suggestions: [] }],
    },
    // A null and values of the wrong type side by side: each reported.
    {
      code: `${oss}new OssBackend(scope, { ⟦bucket: {}⟧, ⟦acl: null⟧, ⟦key: []⟧ });`,
      errors: [
        {
          messageId: "wrongType",
          data: { property: "bucket", expected: STRING, written: "an object", rejection: "at init" },
        },
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
        {
          messageId: "wrongType",
          data: { property: "key", expected: STRING, written: "an array", rejection: "at init" },
        },
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
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: [{ roleArn: "r" }, { roleArn: "s" }]⟧ });`,
      "assumeRole",
      BLOCK,
      "a list of 2 objects",
    ),
    wrongType(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: ["arn:role"]⟧ });`,
      "assumeRole",
      BLOCK,
      "an array",
    ),
    // A null in a list written for a block: <kit> fails on it, and the list is no block either.
    {
      code: `${cos}new CosBackend(scope, { bucket: "b", ⟦⟦assumeRole: [null]⟧⟧ });`,
      errors: [
        { messageId: "null", data: { property: "assumeRole[0]" }, suggestions: [] },
        {
          messageId: "wrongType",
          data: { property: "assumeRole", expected: BLOCK, written: "an array", rejection: "at init" },
          suggestions: [],
        },
      ],
    },
    // A data source: at plan, and its block is a list of one object.
    wrongType(
      `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", ⟦assumeRole: "qcs::cam::uin/1:roleName/r"⟧ });`,
      "assumeRole",
      DATA_SOURCE_BLOCK,
      STRING,
      AT_PLAN,
    ),
    wrongType(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦region: ["eu-central-1"]⟧ });`,
      "region",
      STRING,
      "an array",
      AT_PLAN,
    ),
    // A string that reads as no boolean or number: the tool refuses it ("a bool is required").
    notConvertible(
      `${cos}new CosBackend(scope, { bucket: "b", ⟦accelerate: "yes"⟧ });`,
      "accelerate",
      "yes",
      READS_AS_BOOLEAN,
    ),
    notConvertible(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦encrypt: "enabled"⟧ });`,
      "encrypt",
      "enabled",
      READS_AS_BOOLEAN,
    ),
    notConvertible(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionExpiration: "1h"⟧ });`,
      "assumeRoleSessionExpiration",
      "1h",
      READS_AS_NUMBER,
    ),
    notConvertible(
      `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "r", sessionName: "s", ⟦sessionDuration: "two hours"⟧ } });`,
      "assumeRole.sessionDuration",
      "two hours",
      READS_AS_NUMBER,
    ),
    notConvertible(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRoleSessionExpiration: "1,800"⟧ });`,
      "assumeRoleSessionExpiration",
      "1,800",
      READS_AS_NUMBER,
    ),
    notConvertible(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦encrypt: "on"⟧ });`,
      "encrypt",
      "on",
      READS_AS_BOOLEAN,
      AT_PLAN,
    ),
    // A remote-state data source's block, which <kit> writes out as an object: rejected at plan.
    objectBlock(
      `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", ⟦assumeRole: { roleArn: "r", sessionName: "s", sessionDuration: 3600 }⟧ });`,
      "assumeRole",
    ),
    // OSS: the flattened properties are the way out, offered (whether the block is in force depends on the
    // environment); comments stay.
    objectBlock(
      dedent`
        ${remote}new DataToolRemoteStateOss(scope, "r", {
          bucket: "b",
          ⟦assumeRole: { roleArn: "acs:ram::1:role/r", sessionExpiration: 1800 }⟧, // reader
        });`,
      "assumeRole",
      dedent`
        ${remote}new DataToolRemoteStateOss(scope, "r", {
          bucket: "b",
          assumeRoleRoleArn: "acs:ram::1:role/r",
          assumeRoleSessionExpiration: 1800, // reader
        });`,
    ),
    // A same-file constant: reported where it is used; nothing offered (other code may use the constant).
    objectBlock(
      `${remote}const ROLE = { roleArn: "r" };\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦assumeRole: ROLE⟧ });`,
      "assumeRole",
    ),
    // A flattened property written already: flattening would override it, so nothing is offered.
    objectBlock(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleSessionName: "s", ⟦assumeRole: { roleArn: "r", sessionName: "t" }⟧ });`,
      "assumeRole",
    ),
    // Before 1.1.0 the flattened properties do not exist: nothing is offered.
    {
      ...objectBlock(
        `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦assumeRole: { roleArn: "r" }⟧ });`,
        "assumeRole",
      ),
      settings: { "backend-config": { toolVersion: "1.0.0" } },
    },
    // <kit>'s published names (Data<Word>RemoteStateOss), and a configuration typed as the data source's.
    objectBlock(
      `import { DataForgeRemoteStateOss } from "forge-kit";\nnew DataForgeRemoteStateOss(scope, "r", { bucket: "b", ⟦assumeRole: { roleArn: "r" }⟧ });`,
      "assumeRole",
      `import { DataForgeRemoteStateOss } from "forge-kit";\nnew DataForgeRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "r" });`,
    ),
    objectBlock(
      `import type { DataToolRemoteStateCosConfig } from "kit";\nexport const c: DataToolRemoteStateCosConfig = { bucket: "b", ⟦assumeRole: { roleArn: "r", sessionName: "s", sessionDuration: 60 }⟧ };`,
      "assumeRole",
      undefined,
      { modes: ["ts", "typed"] },
    ),
    // A null block stays <kit>'s failure, in a data source too.
    isNull(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦assumeRole: null⟧ });`,
      "assumeRole",
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b" });`,
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
// reported here (require-bucket reports a null bucket). The compilers reject a value of the wrong type, a string for
// a Boolean or Number setter included. A remote-state data source's block is written out as an object, always.

const javaOssSource = (setters: string) =>
  inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b")${setters}.build();`);

testRuleIn("java", "valid-value-types", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket(null).acl(null).build();`),
    inJava(`    var c = OssBackendConfig.builder().bucket("state").assumeRole(null).encrypt(null).build();`),
    inJava(
      `    var c = DataToolRemoteStateGcsConfig.builder().bucket("state").defaults(Map.of("a", "b")).impersonateServiceAccountDelegates(Arrays.asList("a@b", null)).build();`,
    ),
    // A backend's block is a block.
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("r").build()).build();`,
    ),
    // Null leaves the data source's block unset; a block not known here may be null.
    javaOssSource(`.assumeRole(null)`),
    javaOssSource(`.assumeRole(roleOf(env))`),
    // A string for a Boolean setter does not compile: the compiler's report.
    inJava(`    var c = CosBackendConfig.builder().bucket("b").accelerate("yes").build();`),
  ],
  invalid: [
    {
      code: javaOssSource(`⟦.assumeRole(OssAssumeRole.builder().roleArn("r").sessionExpiration(1800).build())⟧`),
      errors: [
        {
          messageId: "objectBlock",
          data: { property: "assumeRole" },
          suggestions: [
            {
              messageId: "flatten",
              data: { property: "assumeRole" },
              output: javaOssSource(`.assumeRoleRoleArn("r").assumeRoleSessionExpiration(1800)`),
            },
          ],
        },
      ],
    },
    {
      code: inJava(
        `    var c = DataToolRemoteStateCosConfig.builder().bucket("b")⟦.assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionName("s").sessionDuration(60).build())⟧.build();`,
      ),
      errors: [{ messageId: "objectBlock", data: { property: "assumeRole" }, suggestions: [] }],
    },
  ],
});

testRuleIn("csharp", "valid-value-types", rule, {
  valid: [
    inCSharp(`    var c = new CosBackendConfig { Bucket = null, Acl = null, AssumeRole = null };`),
    inCSharp(
      `    var c = new DataToolRemoteStateGcsConfig { Bucket = "state", Defaults = new Dictionary<string, object> { ["a"] = null } };`,
    ),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "state" };\n    c.Encrypt = null;`),
    // A backend's block is a block; a data source's null block is unset.
    inCSharp(
      `    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = "r", SessionName = "s", SessionDuration = 60 } };`,
    ),
    inCSharp(`    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", AssumeRole = null });`),
    // A string for a bool property does not compile: the compiler's report.
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Accelerate = "yes" };`),
  ],
  invalid: [
    {
      code: inCSharp(
        `    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", ⟦AssumeRole = new CosBackendAssumeRole { RoleArn = "r", SessionName = "s", SessionDuration = 60 }⟧ });`,
      ),
      errors: [{ messageId: "objectBlock", data: { property: "AssumeRole" }, suggestions: [] }],
    },
    {
      code: inCSharp(
        `    var c = new DataToolRemoteStateOssConfig { Bucket = "b", ⟦AssumeRole = new OssAssumeRole { RoleArn = "r" }⟧ };`,
      ),
      errors: [
        {
          messageId: "objectBlock",
          data: { property: "AssumeRole" },
          suggestions: [
            {
              messageId: "flatten",
              data: { property: "AssumeRole" },
              output: inCSharp(
                `    var c = new DataToolRemoteStateOssConfig { Bucket = "b", AssumeRoleRoleArn = "r" };`,
              ),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
const cosRole = '"assume_role": { "role_arn": "r", "session_name": "s", "session_duration": 60 }';

testRuleInJson("valid-value-types", rule, {
  valid: [
    // A JSON null leaves the attribute unset (no <kit> runs on this file).
    backendJson("oss", '"bucket": "b"', '"region": null'),
    // The tool converts a number or boolean written for a string, and a string that reads as the boolean or number.
    backendJson("oss", '"bucket": "b"', '"encrypt": "true"', '"assume_role_session_expiration": "1800"'),
    // Forms the facts do not settle, and interpolations: left alone.
    backendJson("cos", '"bucket": "b"', '"accelerate": "True"', '"encrypt": "${var.encrypt}"'),
    // A nested block written [] or null is zero blocks: accepted, in a backend and in a data source's config.
    backendJson("oss", '"bucket": "b"', '"assume_role": []'),
    backendJson("cos", '"bucket": "b"', '"assume_role": null'),
    remoteStateJson("oss", ['"bucket": "b"', '"assume_role": []']),
    remoteStateJson("cos", ['"bucket": "b"', '"assume_role": null']),
    // A backend's block as an object or a list of one object; a data source's as a list of one object.
    backendJson("cos", '"bucket": "b"', cosRole),
    backendJson("oss", '"bucket": "b"', '"assume_role": [{ "role_arn": "r" }]'),
    remoteStateJson("cos", [
      '"bucket": "b"',
      '"assume_role": [{ "role_arn": "r", "session_name": "s", "session_duration": 60 }]',
    ]),
  ],
  invalid: [
    {
      code: backendJson("oss", '⟦"bucket": ["b"]⟧', '⟦"encrypt": {"on": true}⟧'),
      errors: [
        {
          messageId: "wrongType",
          data: { property: "bucket", expected: "a string", written: "an array", rejection: "at init" },
        },
        {
          messageId: "wrongType",
          data: { property: "encrypt", expected: "a boolean", written: "an object", rejection: "at init" },
        },
      ],
    },
    {
      // Two blocks where the tool takes one.
      code: backendJson("oss", '"bucket": "b"', '⟦"assume_role": [{ "role_arn": "r" }, { "role_arn": "s" }]⟧'),
      errors: [
        {
          messageId: "wrongType",
          data: { property: "assume_role", expected: BLOCK, written: "a list of 2 objects", rejection: "at init" },
        },
      ],
    },
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"accelerate": "yes"⟧', '⟦"encrypt": "no"⟧'),
      errors: [
        {
          messageId: "notConvertible",
          data: { property: "accelerate", value: "yes", expected: READS_AS_BOOLEAN, rejection: "at init" },
        },
        {
          messageId: "notConvertible",
          data: { property: "encrypt", value: "no", expected: READS_AS_BOOLEAN, rejection: "at init" },
        },
      ],
    },
    {
      code: remoteStateJson("oss", ['"bucket": "b"', '⟦"assume_role_session_expiration": "half an hour"⟧']),
      errors: [
        {
          messageId: "notConvertible",
          data: {
            property: "assume_role_session_expiration",
            value: "half an hour",
            expected: READS_AS_NUMBER,
            rejection: "at plan",
          },
        },
      ],
    },
    {
      // A data source's block as an object: the fix wraps it in [ ], exactly the list of one object.
      code: remoteStateJson("cos", ['"bucket": "b"', `⟦${cosRole}⟧`]),
      output: remoteStateJson("cos", [
        '"bucket": "b"',
        '"assume_role": [{ "role_arn": "r", "session_name": "s", "session_duration": 60 }]',
      ]),
      errors: [{ messageId: "objectBlockJson", data: { property: "assume_role" }, suggestions: [] }],
    },
    {
      // OSS: the flattened properties are offered too.
      code: remoteStateJson("oss", [
        '"bucket": "b"',
        dedent`
          ⟦"assume_role": {
                      "role_arn": "r",
                      "session_expiration": 1800
                    }⟧`,
      ]),
      output: remoteStateJson("oss", [
        '"bucket": "b"',
        dedent`
          "assume_role": [{
                      "role_arn": "r",
                      "session_expiration": 1800
                    }]`,
      ]),
      errors: [
        {
          messageId: "objectBlockJson",
          data: { property: "assume_role" },
          suggestions: [
            {
              messageId: "flatten",
              data: { property: "assume_role" },
              output: remoteStateJson("oss", [
                '"bucket": "b"',
                '"assume_role_role_arn": "r"',
                '"assume_role_session_expiration": 1800',
              ]),
            },
          ],
        },
      ],
    },
    {
      // A key written twice is an error of its own (json/no-duplicate-keys): the last one is read, and nothing edits
      // a member whose key repeats.
      code: remoteStateJson("oss", [
        '"bucket": "b"',
        '"assume_role": [{ "role_arn": "q" }]',
        '⟦"assume_role": { "role_arn": "r" }⟧',
      ]),
      output: null,
      errors: [{ messageId: "objectBlockJson", data: { property: "assume_role" }, suggestions: [] }],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-value-types", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket  = "b"
        encrypt = "true"
      }`,
    dedent`
      data "terraform_remote_state" "state" {
        backend = "cos"
        config = {
          bucket      = "b-1"
          region      = "r"
          assume_role = [{ role_arn = "r", session_name = "s", session_duration = 3600 }]
        }
      }
    `,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket  = "b"
          ⟦encrypt = "yes"⟧
        }`,
      errors: [
        {
          message:
            '"encrypt" is "yes", which the tool cannot read as a boolean (true or false): it rejects the configuration at init.',
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "state" {
          backend = "cos"
          config = {
            bucket      = "b-1"
            region      = "r"
            ⟦assume_role = {
              role_arn         = "r"
              session_name     = "s"
              session_duration = 3600
            }⟧
          }
        }
      `,
      output: dedent`
        data "terraform_remote_state" "state" {
          backend = "cos"
          config = {
            bucket      = "b-1"
            region      = "r"
            assume_role = [{
              role_arn         = "r"
              session_name     = "s"
              session_duration = 3600
            }]
          }
        }
      `,
      errors: [
        {
          message:
            '"assume_role" is an object, but a remote-state data source takes a block as a list of one object: the tool rejects it at plan.',
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "old" {
          backend = "oss"
          ⟦config {
            bucket = "b"
          }⟧
        }
      `,
      errors: [
        {
          message:
            '"config" is written as a block, which the tool refuses ("Unsupported block type"); it must be an argument: config = { … }.',
        },
      ],
    },
  ],
});

// A data source's `"${..}"` may come out as a list of one object, so a block given one is no wrong type; a backend's
// block is no expression, in the open fork's own files too (docs/behaviour.md#remote-state-data-sources).
testRule("valid-value-types", rule, {
  valid: [
    `${remote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", assumeRole: "\${var.role}" });`,
    `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRole: "\${var.role}" });`,
  ],
  invalid: [],
});
testRuleIn("java", "valid-value-types", rule, {
  valid: [inJava(`    var c = DataToolRemoteStateCosConfig.builder().bucket("b").assumeRole("\${var.role}").build();`)],
  invalid: [],
});
testRuleIn("csharp", "valid-value-types", rule, {
  valid: [inCSharp(`    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", AssumeRole = "\${var.role}" });`)],
  invalid: [],
});
testRuleInJson("valid-value-types", rule, {
  valid: [remoteStateJson("oss", ['"bucket": "b"', '"assume_role": "${var.role}"'])],
  invalid: [],
});
testRuleInForkJson("valid-value-types", rule, {
  valid: [],
  invalid: [
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"assume_role": "${var.role}"⟧'),
      errors: [
        {
          messageId: "wrongType",
          data: {
            property: "assume_role",
            expected: "an object (a block of settings)",
            written: "a string",
            rejection: "at init",
          },
        },
      ],
    },
  ],
});
