import rule from "../../rules/valid-state-locking.js";
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
const ossRemote = `import { DataToolRemoteStateOss } from "kit";\n`;
const ENDPOINT = "https://acme-locks.eu-central-1.ots.example.com";
/**
 * The variable the tool reads the table-store endpoint from when it is not written (from 0.12.2:
 * docs/behaviour.md#oss).
 */
const ENV = "CLOUDA_TABLESTORE_ENDPOINT";

/**
 * The table without its endpoint: reported on the table (marked), no suggestion. The messageId says when the tool
 * crashes: `crash` (a backend, at init, the default), `crashRead` (a remote-state data source, when it is read, at
 * plan), `crashEither` (a type of unknown role).
 */
function crash(
  code: string,
  extra: {
    names?: [string, string];
    modes?: Invalid<MessageId>["modes"];
    messageId?: MessageId;
    settings?: Record<string, unknown>;
  } = {},
): Invalid<MessageId> {
  const [property, requires] = extra.names ?? ["tablestoreTable", "tablestoreEndpoint"];
  return {
    code,
    ...(extra.modes && { modes: extra.modes }),
    ...(extra.settings && { settings: extra.settings }),
    errors: [{ messageId: extra.messageId ?? "crash", data: { property, requires, env: ENV }, suggestions: [] }],
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
    // A remote-state data source may interpolate: its `${..}` may come out empty, and then nothing is set.
    `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreTable: "\${var.lock_table}" });`,
    `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreEndpoint: "\${var.lock_endpoint}" });`,
    `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreTable: "locks", tablestoreEndpoint: "\${var.lock_endpoint}" });`,
    `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: "locks" });`,
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
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const options: { table?: string };
        export const c: OssBackendConfig = { bucket: "b", tablestoreTable: options.table };`,
      modes: ["typed"],
    },
    // Untyped, a constant declared without a value is not known; typed sees it is empty (invalid below).
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_TABLE: "";
        export const c: OssBackendConfig = { bucket: "b", tablestoreEndpoint: "${ENDPOINT}", tablestoreTable: NO_TABLE };`,
      modes: ["ts"],
    },
    {
      code: dedent`
        import type { OssBackendConfig } from "kit";
        function backend(c: OssBackendConfig) {}
        backend({ bucket: "b", tablestoreTable: "locks" });`,
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
    // A backend takes `${..}` literally: the table is named so.
    crash(`${oss}new OssBackend(scope, { bucket: "b", ⟦tablestoreTable: "\${var.lock_table}"⟧ });`),
    // The OSS remote-state data source takes the backend's lock path when it is read (at plan): the same crash, and
    // the same missing locking.
    crash(`${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦tablestoreTable: "locks"⟧ });`, {
      messageId: "crashRead",
    }),
    crash(
      `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", workspace: "prod", ⟦tablestore_table: "locks"⟧, tablestoreEndpoint: "" });`,
      { messageId: "crashRead", names: ["tablestore_table", "tablestoreEndpoint"] },
    ),
    ignored(
      `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦tablestoreEndpoint: "${ENDPOINT}"⟧ });`,
      `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b" });`,
    ),
    // A type name from settings may be either: words that hold for both.
    crash(`type StateConfig = object;\nconst s = { bucket: "b", ⟦tablestoreTable: "locks"⟧ } satisfies StateConfig;`, {
      messageId: "crashEither",
      modes: ["ts", "typed"],
      settings: { "backend-config": { typeNames: { oss: ["StateConfig"] } } },
    }),
    // So may a construct name from settings, in every mode; a published name (any word) is a data source's.
    crash(
      `import { StateStore } from "./infra";\nnew StateStore(scope, "s", { bucket: "b", ⟦tablestoreTable: "locks"⟧ });`,
      {
        messageId: "crashEither",
        settings: { "backend-config": { constructNames: { oss: ["StateStore"] } } },
      },
    ),
    crash(
      `import { DataForgeRemoteStateOss } from "forge-kit";\nnew DataForgeRemoteStateOss(scope, "r", { bucket: "b", ⟦tablestoreTable: "locks"⟧ });`,
      { messageId: "crashRead" },
    ),
    ignored(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦tablestoreEndpoint: "${ENDPOINT}"⟧,
        });`,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
        });`,
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
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const options: { table?: string };
        export const c: OssBackendConfig = { bucket: "b", ⟦tablestoreTable: options.table⟧ };`,
      { modes: ["ts"] },
    ),
    // Typed: a literal type is a value, and a helper's parameter is a configuration.
    ignored(
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_TABLE: "";
        export const c: OssBackendConfig = { bucket: "b", ⟦tablestoreEndpoint: "${ENDPOINT}"⟧, tablestoreTable: NO_TABLE };`,
      dedent`
        import type { OssBackendConfig } from "kit";
        declare const NO_TABLE: "";
        export const c: OssBackendConfig = { bucket: "b", tablestoreTable: NO_TABLE };`,
      { modes: ["typed"] },
    ),
    crash(
      dedent`
        import type { OssBackendConfig } from "kit";
        function backend(c: OssBackendConfig) {}
        backend({ bucket: "b", ⟦tablestoreTable: "locks"⟧ });`,
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
function crashIn(
  code: string,
  names: readonly [string, string] = ["tablestoreTable", "tablestoreEndpoint"],
  messageId: MessageId = "crash",
) {
  return {
    code,
    errors: [
      {
        messageId,
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
    inJava`
      var b = OssBackendConfig.builder();
      b.bucket("b");
      b.tablestoreTable("locks");
      if (locking) {
        b.tablestoreEndpoint("${ENDPOINT}");
      }
      var c = b.build();`,
    // Other stores have no such pair.
    inJava(`    var c = CosBackendConfig.builder().bucket("b").build();`),
    // A remote-state data source may interpolate.
    inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b").tablestoreTable("\${var.table}").build();`),
  ],
  invalid: [
    crashIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.tablestoreTable("locks")⟧
            .build();`,
    ),
    crashIn(inJava(`    OssBackend.Builder.create(this, "state").bucket("b")⟦.tablestoreTable("locks")⟧.build();`)),
    ignoredIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.tablestoreEndpoint("${ENDPOINT}")⟧
            .build();`,
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .build();`,
    ),
    ignoredIn(
      inJava(`    var c = new OssBackendConfig.Builder().bucket("b")⟦.tablestoreEndpoint("${ENDPOINT}")⟧.build();`),
      inJava(`    var c = new OssBackendConfig.Builder().bucket("b").build();`),
    ),
    // A local builder's setter statement goes whole.
    ignoredIn(
      inJava`
        var b = OssBackendConfig.builder();
        b.bucket("b");
        b⟦.tablestoreEndpoint("${ENDPOINT}")⟧;
        var c = b.build();`,
      inJava`
        var b = OssBackendConfig.builder();
        b.bucket("b");
        var c = b.build();`,
    ),
    crashIn(
      dedent`
        class Main {
          static final String TABLE = "locks";
          void run() {
            var c = OssBackendConfig.builder().bucket("b")⟦.tablestoreTable(TABLE)⟧.build();
          }
        }
      `,
    ),
    // The remote-state data source: at plan.
    crashIn(
      inJava(`    var c = DataToolRemoteStateOssConfig.builder().bucket("b")⟦.tablestoreTable("locks")⟧.build();`),
      undefined,
      "crashRead",
    ),
    ignoredIn(
      inJava(
        `    DataToolRemoteStateOss.Builder.create(this, "r").bucket("b")⟦.tablestoreEndpoint("${ENDPOINT}")⟧.build();`,
      ),
      inJava(`    DataToolRemoteStateOss.Builder.create(this, "r").bucket("b").build();`),
    ),
    // A type name from settings may be either.
    {
      ...crashIn(
        inJava(`    var c = TeamState.builder().bucket("b")⟦.tablestoreTable("locks")⟧.build();`),
        undefined,
        "crashEither",
      ),
      settings: { "backend-config": { typeNames: { oss: ["TeamState"] } } },
    },
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
    inCSharp(
      `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", TablestoreEndpoint = "${ENDPOINT}", TablestoreTable = "locks" });`,
    ),
  ],
  invalid: [
    crashIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦TablestoreTable = "locks"⟧,
        };`,
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
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦TablestoreEndpoint = "${ENDPOINT}"⟧, // locking
        };`,
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            // locking
        };`,
      CS_NAMES.ignored,
    ),
    // The remote-state data source: at plan.
    crashIn(
      inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", ⟦TablestoreTable = "locks"⟧ });`),
      CS_NAMES.crash,
      "crashRead",
    ),
    ignoredIn(
      inCSharp(
        `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", ⟦TablestoreEndpoint = "${ENDPOINT}"⟧ });`,
      ),
      inCSharp(`    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b" });`),
      CS_NAMES.ignored,
    ),
    // A type name from settings may be either.
    {
      ...crashIn(
        inCSharp(`    var m = new TeamState { Bucket = "b", ⟦TablestoreTable = "locks"⟧ };`),
        CS_NAMES.crash,
        "crashEither",
      ),
      settings: { "backend-config": { typeNames: { oss: ["TeamState"] } } },
    },
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
  valid: [
    backendJson("oss", '"bucket": "b"', '"tablestore_table": "t"', '"tablestore_endpoint": "https://x"'),
    // A data source's `config` may interpolate; `$${` is a literal `${` there, not judged either.
    remoteStateJson("oss", ['"bucket": "b"', '"tablestore_table": "${var.table}"']),
    remoteStateJson("oss", ['"bucket": "b"', '"tablestore_table": "$${table}"']),
    remoteStateJson("oss", ['"bucket": "b"', '"tablestore_table": "t"', '"tablestore_endpoint": "https://x"']),
  ],
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
    // A remote-state data source crashes when it is read, at plan.
    {
      code: remoteStateJson("oss", ['"bucket": "b"', '⟦"tablestore_table": "t"⟧'], ['"workspace": "prod"']),
      errors: [
        {
          messageId: "crashRead",
          data: { property: "tablestore_table", requires: "tablestore_endpoint", env: "CLOUDA_TABLESTORE_ENDPOINT" },
          suggestions: [],
        },
      ],
    },
    {
      code: remoteStateJson("oss", ['"bucket": "b"', '⟦"tablestore_endpoint": "https://x"⟧']),
      errors: [
        {
          messageId: "ignored",
          data: { property: "tablestore_endpoint", requires: "tablestore_table" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "tablestore_endpoint", requires: "tablestore_table" },
              output: remoteStateJson("oss", ['"bucket": "b"']),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-state-locking", rule, {
  valid: [],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket           = "b"
          ⟦tablestore_table = "locks"⟧
        }`,
      errors: [
        {
          message:
            '"tablestore_table" is set without "tablestore_endpoint": the tool crashes at init unless CLOUDA_TABLESTORE_ENDPOINT is set.',
        },
      ],
    },
    {
      code: inHcl`
        backend "oss" {
          bucket              = "b"
          ⟦tablestore_endpoint = "https://x.ots.aliyuncs.com"⟧
        }`,
      errors: [
        {
          message: '"tablestore_endpoint" is set without "tablestore_table": the tool does no state locking at all.',
          suggestions: [
            {
              desc: 'Remove "tablestore_endpoint" (without "tablestore_table" it does nothing).',
              output: inHcl`
            backend "oss" {
              bucket              = "b"
            }`,
            },
          ],
        },
      ],
    },
  ],
});

// The open fork's own files: the fork evaluates a backend's `${..}` from its 1.8.0, so it is no literal there, while
// the tool takes it as written (docs/behaviour.md#every-store).
testRuleInForkJson("valid-state-locking", rule, {
  // `${..}` may come out empty there, leaving the property unset.
  valid: [backendJson("oss", '"bucket": "b"', '"tablestore_table": "${var.table}"')],
});
