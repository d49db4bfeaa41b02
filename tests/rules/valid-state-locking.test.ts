import rule from "../../rules/valid-state-locking.js";
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
const ENDPOINT = "https://acme-locks.eu-central-1.ots.example.com";
/**
 * The variable the tool reads the table-store endpoint from when it is not written (from 0.12.2:
 * docs/behaviour.md#oss).
 */
const ENV = "CLOUDA_TABLESTORE_ENDPOINT";

/** The table without its endpoint: reported on the table (marked), no suggestion. */
function crash(
  code: string,
  extra: { names?: [string, string]; modes?: Invalid<MessageId>["modes"] } = {},
): Invalid<MessageId> {
  const [property, requires] = extra.names ?? ["tablestoreTable", "tablestoreEndpoint"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [{ messageId: "crash", data: { property, requires, env: ENV }, suggestions: [] }],
  };
}

/** The endpoint without its table: reported on the endpoint (marked), with the suggestion to remove it. */
function ignored(
  code: string,
  output: string | undefined,
  extra: { names?: [string, string]; modes?: Invalid<MessageId>["modes"] } = {},
): Invalid<MessageId> {
  const [property, requires] = extra.names ?? ["tablestoreEndpoint", "tablestoreTable"];
  const data = { property, requires };
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    errors: [
      {
        messageId: "ignored",
        data,
        suggestions: output === undefined ? [] : [{ messageId: "remove", data, output }],
      },
    ],
  };
}

testRule("valid-state-locking", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b" });`,
    // The OSS remote-state data source (issue 17): the rule reports the crash and the missing locking on the
    // backend only (reported on it below).
    `import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreTable: "locks" });`,
    `import { DataToolRemoteStateOss } from "kit";\nnew DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreEndpoint: "${ENDPOINT}" });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: "locks" });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestore_endpoint: ENDPOINT, tablestore_table: TABLE });`,
    // <kit> turns every run of other characters into one `_`: these keys reach the tool as the table and endpoint.
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", "tablestore.table": "locks" });`,
    `${oss}new OssBackend(scope, { bucket: "b", "tablestore endpoint": "${ENDPOINT}", "Tablestore-Table": "locks" });`,
    `${oss}new OssBackend(scope, { bucket: "b", "tablestore..endpoint": "${ENDPOINT}", ["tablestore__table"]: "locks" });`,
    // Empty, undefined and null leave a setting unset.
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "" });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: undefined, tablestoreTable: null });`,
    // A JavaScript null partner: <kit> fails while it writes the configuration out (valid-value-types reports
    // it), so nothing is said of what the tool would do.
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", tablestoreEndpoint: null });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: null });`,
    // The partner may be set: a spread, a conditional spread, an environment read.
    `${oss}new OssBackend(scope, { ...locking, bucket: "b", tablestoreTable: "locks" });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", ...(ci ? { tablestoreEndpoint: "${ENDPOINT}" } : {}) });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", tablestoreEndpoint: process.env.LOCK_ENDPOINT });`,
    // The endpoint from the variable the tool reads itself, written out (it may be unset: then the tool reads it too).
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "locks", tablestoreEndpoint: process.env.CLOUDA_TABLESTORE_ENDPOINT });`,
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: process.env.LOCK_TABLE });`,
    // The lone setting may itself be unset.
    `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: process.env.LOCK_TABLE });`,
    // Other types have no such settings; unrelated objects are not configurations.
    `import { CosBackend } from "kit";\nnew CosBackend(scope, { bucket: "b", tablestoreTable: "locks" });`,
    `const db = { tablestoreTable: "locks" };`,
    // Typed: a value whose type includes undefined may be unset.
    {
      code:
        `import type { OssBackendConfig } from "kit";\ndeclare const options: { table?: string };\n` +
        `export const c: OssBackendConfig = { bucket: "b", tablestoreTable: options.table };`,
      modes: ["typed"],
    },
    // Untyped, a constant declared without a value is not known; typed sees it is empty (invalid below).
    {
      code:
        `import type { OssBackendConfig } from "kit";\ndeclare const NO_TABLE: "";\n` +
        `export const c: OssBackendConfig = { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: NO_TABLE };`,
      modes: ["ts"],
    },
    {
      code:
        `import type { OssBackendConfig } from "kit";\nfunction backend(c: OssBackendConfig) {}\n` +
        `backend({ bucket: "b", tablestoreTable: "locks" });`,
      modes: ["ts"],
    },
  ],
  invalid: [
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreTable: "locks"⟧ });`),
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreTable: "locks"⟧, tablestoreEndpoint: "" });`),
    // The missing one is named as written, or in the style of the reported key.
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestore_table: "locks"⟧ });`, {
      names: ["tablestore_table", "tablestore_endpoint"],
    }),
    crash(`${oss}new OssBackend(scope, { Bucket: "b", ⟦TablestoreTable: "locks"⟧ });`, {
      names: ["TablestoreTable", "TablestoreEndpoint"],
    }),
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreTable: "locks"⟧, tablestore_endpoint: undefined });`, {
      names: ["tablestoreTable", "tablestore_endpoint"],
    }),
    // Keys with other separators: named as written; the missing one in the binding's own spelling.
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦"tablestore.table": "locks"⟧ });`, {
      names: ["tablestore.table", "tablestoreEndpoint"],
    }),
    ignored(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦"tablestore endpoint": "${ENDPOINT}"⟧, "tablestore.table": "" });`,
      `${oss}new OssBackend(scope, { bucket: "b", "tablestore.table": "" });`,
      { names: ["tablestore endpoint", "tablestore.table"] },
    ),
    // An unknown value is set to something.
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreTable: tableFor("state")⟧ });`),
    ignored(
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n  ⟦tablestoreEndpoint: "${ENDPOINT}"⟧,\n});`,
      `${oss}new OssBackend(scope, {\n  bucket: "b",\n});`,
    ),
    ignored(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreEndpoint: ENDPOINT⟧, tablestoreTable: "" });\nconst ENDPOINT = "${ENDPOINT}";`,
      `${oss}new OssBackend(scope, { bucket: "b", tablestoreTable: "" });\nconst ENDPOINT = "${ENDPOINT}";`,
    ),
    // From a shared constant: reported where it is written, not removed there.
    ignored(
      `${oss}const locking = { ⟦tablestoreEndpoint: "${ENDPOINT}"⟧ };\nnew OssBackend(scope, { ...locking, bucket: "b" });`,
      undefined,
    ),
    // TypeScript: annotations, satisfies.
    crash(
      `import type { OssBackendConfig } from "kit";\n` +
        `export const c = { bucket: "b", ⟦tablestoreTable: "locks"⟧ } satisfies OssBackendConfig;`,
      { modes: ["ts", "typed"] },
    ),
    // Untyped, a property read is taken as set; typed sees its type includes undefined (valid above).
    crash(
      `import type { OssBackendConfig } from "kit";\ndeclare const options: { table?: string };\n` +
        `export const c: OssBackendConfig = { bucket: "b", ⟦tablestoreTable: options.table⟧ };`,
      { modes: ["ts"] },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    ignored(
      `import type { OssBackendConfig } from "kit";\ndeclare const NO_TABLE: "";\n` +
        `export const c: OssBackendConfig = { bucket: "b", ⟦tablestoreEndpoint: "${ENDPOINT}"⟧, tablestoreTable: NO_TABLE };`,
      `import type { OssBackendConfig } from "kit";\ndeclare const NO_TABLE: "";\n` +
        `export const c: OssBackendConfig = { bucket: "b", tablestoreTable: NO_TABLE };`,
      { modes: ["typed"] },
    ),
    crash(
      `import type { OssBackendConfig } from "kit";\nfunction backend(c: OssBackendConfig) {}\n` +
        `backend({ bucket: "b", ⟦tablestoreTable: "locks"⟧ });`,
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). The suggestion removes the
// setter call (its line when it stands alone) or the initializer entry with its comma.
const CS_NAMES = {
  crash: ["TablestoreTable", "TablestoreEndpoint"],
  ignored: ["TablestoreEndpoint", "TablestoreTable"],
} as const;
/** As `crash` and `ignored` above (the place marked), as cases of ESLint's own RuleTester. */
function crashIn(code: string, names: readonly [string, string] = ["tablestoreTable", "tablestoreEndpoint"]) {
  return {
    code,
    errors: [
      {
        messageId: "crash",
        data: { property: names[0], requires: names[1], env: ENV },
        suggestions: [],
      },
    ],
  };
}
function ignoredIn(
  code: string,
  output: string,
  names: readonly [string, string] = ["tablestoreEndpoint", "tablestoreTable"],
) {
  const data = { property: names[0], requires: names[1] };
  return {
    code,
    errors: [{ messageId: "ignored", data, suggestions: [{ messageId: "remove", data, output }] }],
  };
}

testRuleIn("java", "valid-state-locking", rule, {
  valid: [
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").tablestoreTable("locks").tablestoreEndpoint("${ENDPOINT}").build();`,
    ),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").build();`),
    // The partner not known, or maybe set.
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").tablestoreTable("locks").tablestoreEndpoint(System.getenv("TABLESTORE_ENDPOINT")).build();`,
    ),
    inJava(
      `    var b = OssBackendConfig.builder();\n    b.bucket("b");\n    b.tablestoreTable("locks");\n    if (locking) {\n` +
        `      b.tablestoreEndpoint("${ENDPOINT}");\n    }\n    var c = b.build();`,
    ),
    // Other stores have no such pair.
    inJava(`    var c = CosBackendConfig.builder().bucket("b").build();`),
    // The OSS remote-state data source locks nothing (issue 17).
    inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b").tablestoreTable("locks").build();`),
  ],
  invalid: [
    crashIn(
      inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        ⟦.tablestoreTable("locks")⟧\n        .build();`,
      ),
    ),
    crashIn(inJava(`    OssBackend.Builder.create(this, "state").bucket("b")⟦.tablestoreTable("locks")⟧.build();`)),
    ignoredIn(
      inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        ⟦.tablestoreEndpoint("${ENDPOINT}")⟧\n        .build();`,
      ),
      inJava(`    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .build();`),
    ),
    ignoredIn(
      inJava(`    var c = new OssBackendConfig.Builder().bucket("b")⟦.tablestoreEndpoint("${ENDPOINT}")⟧.build();`),
      inJava(`    var c = new OssBackendConfig.Builder().bucket("b").build();`),
    ),
    // A local builder's setter statement goes whole.
    ignoredIn(
      inJava(
        `    var b = OssBackendConfig.builder();\n    b.bucket("b");\n    b⟦.tablestoreEndpoint("${ENDPOINT}")⟧;\n    var c = b.build();`,
      ),
      inJava(`    var b = OssBackendConfig.builder();\n    b.bucket("b");\n    var c = b.build();`),
    ),
    crashIn(
      `class Main {\n  static final String TABLE = "locks";\n  void run() {\n` +
        `    var c = OssBackendConfig.builder().bucket("b")⟦.tablestoreTable(TABLE)⟧.build();\n  }\n}\n`,
    ),
  ],
});

testRuleIn("csharp", "valid-state-locking", rule, {
  valid: [
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", TablestoreTable = "locks", TablestoreEndpoint = "${ENDPOINT}" };`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", TablestoreTable = "locks" };\n    c.TablestoreEndpoint = "${ENDPOINT}";`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", TablestoreTable = "locks", TablestoreEndpoint = Environment.GetEnvironmentVariable("TABLESTORE_ENDPOINT") };`,
    ),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", TablestoreTable = "locks" };\n` +
        `    if (locking) c.TablestoreEndpoint = "${ENDPOINT}";`,
    ),
    // The OSS remote-state data source locks nothing (issue 17).
    inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", TablestoreEndpoint = "${ENDPOINT}" });`),
  ],
  invalid: [
    crashIn(
      inCSharp(
        `    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        ⟦TablestoreTable = "locks"⟧,\n    };`,
      ),
      CS_NAMES.crash,
    ),
    // null leaves the endpoint unset.
    crashIn(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", ⟦TablestoreTable = "locks"⟧, TablestoreEndpoint = null };`,
      ),
      CS_NAMES.crash,
    ),
    ignoredIn(
      inCSharp(`    new OssBackend(this, new() { Bucket = "b", ⟦TablestoreEndpoint = "${ENDPOINT}"⟧ });`),
      inCSharp(`    new OssBackend(this, new() { Bucket = "b" });`),
      CS_NAMES.ignored,
    ),
    // The entry goes with its comma; its comment stays.
    ignoredIn(
      inCSharp(
        `    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        ⟦TablestoreEndpoint = "${ENDPOINT}"⟧, // locking\n    };`,
      ),
      inCSharp(`    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        // locking\n    };`),
      CS_NAMES.ignored,
    ),
    // An assignment after construction goes whole.
    ignoredIn(
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };\n    ⟦c.TablestoreEndpoint = "${ENDPOINT}"⟧;`),
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b" };`),
      CS_NAMES.ignored,
    ),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-state-locking", rule, {
  valid: [backendJson("oss", '"bucket": "b"', '"tablestore_table": "t"', '"tablestore_endpoint": "https://x"')],
  invalid: [
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"tablestore_endpoint": "https://x"⟧'),
      errors: [
        {
          messageId: "ignored",
          data: { property: "tablestore_endpoint", requires: "tablestore_table" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "tablestore_endpoint", requires: "tablestore_table" },
              output: backendJson("oss", '"bucket": "b"'),
            },
          ],
        },
      ],
    },
    {
      code: backendJson("oss", '"bucket": "b"', '⟦"tablestore_table": "t"⟧'),
      errors: [
        {
          messageId: "crash",
          data: { property: "tablestore_table", requires: "tablestore_endpoint", env: "CLOUDA_TABLESTORE_ENDPOINT" },
          suggestions: [],
        },
      ],
    },
  ],
});
