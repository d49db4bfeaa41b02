import rule from "../../rules/no-deprecated-assume-role.js";
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
const remote = `import { DataToolRemoteStateOss } from "kit";\n`;
const REPLACEMENTS =
  '"assumeRoleRoleArn", "assumeRolePolicy", "assumeRoleSessionName" and "assumeRoleSessionExpiration"';
const deprecated = (property = "assumeRole") => ({
  messageId: "deprecated" as const,
  data: { property, since: "1.1.0", replacements: REPLACEMENTS },
});

/**
 * One finding on the marked text (the whole `assumeRole: ..` property). `flatten`: the output of the one
 * suggestion, which flattens the block (never an autofix: CLOUDA_ASSUME_ROLE_ARN decides whether the block is
 * in force, docs/behaviour.md#oss).
 */
function invalid(
  code: string,
  extra: Partial<Invalid<MessageId>> & { suggestions?: unknown[]; property?: string; flatten?: string } = {},
): Invalid<MessageId> {
  const { suggestions, property, flatten, ...rest } = extra;
  const offered =
    flatten !== undefined
      ? [{ messageId: "flatten", data: { property: property ?? "assumeRole" }, output: flatten }]
      : suggestions;
  return {
    code,
    ...rest,
    errors: [{ ...deprecated(property), ...(offered && { suggestions: offered as never }) }],
  };
}

/** The block (marked) is ignored because the flattened ARN is set; the suggestion removes it. */
function ignored(code: string, output: string): Invalid<MessageId> {
  return {
    code,
    errors: [
      {
        messageId: "ignored",
        data: { property: "assumeRole", replacement: "assumeRoleRoleArn" },
        suggestions: [{ messageId: "remove", data: { property: "assumeRole" }, output }],
      },
    ],
  };
}

testRule("no-deprecated-assume-role", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", assumeRoleSessionName: "ci" });`,
    // COS's assumeRole block is not deprecated.
    `import { CosBackend } from "kit";\n` +
      `new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "s", sessionDuration: 3600 } });`,
    // Not written here: an unresolved spread may hold it, but the rule reports what is written.
    `${oss}new OssBackend(scope, { bucket: "b", ...legacy });`,
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: undefined });`,
    // An empty list is zero blocks: <kit> writes it out as it is, and the tool's JSON syntax uses no block.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: [] });`,
    // A null makes <kit> fail: valid-value-types reports it.
    `${oss}new OssBackend(scope, { bucket: "b", assumeRole: null });`,
    // Not a configuration.
    `const task = { assumeRole: { roleArn: "arn" } };`,
    `import { GcsBackend } from "kit";\nnew GcsBackend(scope, { bucket: "b" });`,
    // On a tool older than 1.1.0 (settings["backend-config"].toolVersion) the block is the way to assume a role.
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "ci" } });`,
      settings: { "backend-config": { toolVersion: "1.0.11" } },
    },
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "n", assumeRole: { roleArn: "arn:old" } });`,
      settings: { "backend-config": { toolVersion: "1.0.11" } },
    },
    // A pre-release may lack what its release has (the flattened properties of 1.1.0): silent rather than guess,
    // whichever release it leads to.
    ...["1.1.0-beta1", "v1.1.0-rc1", "2.0.0-alpha.1", "1.0.11-beta1"].map((toolVersion) => ({
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionName: "ci" } });`,
      settings: { "backend-config": { toolVersion } },
    })),
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "n", assumeRole: { roleArn: "arn:old" } });`,
      settings: { "backend-config": { toolVersion: "1.1.0-beta1" } },
    },
  ],
  invalid: [
    // From 1.1.0 on, the block is deprecated.
    {
      ...invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn", sessionName: "ci" }⟧ });`, {
        flatten: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", assumeRoleSessionName: "ci" });`,
      }),
      settings: { "backend-config": { toolVersion: "1.1.0" } },
    },
    {
      ...ignored(
        dedent`
          ${oss}new OssBackend(scope, {
            bucket: "b",
            assumeRoleRoleArn: "arn:new",
            ⟦assumeRole: { roleArn: "arn:old" }⟧,
          });`,
        dedent`
          ${oss}new OssBackend(scope, {
            bucket: "b",
            assumeRoleRoleArn: "arn:new",
          });`,
      ),
      settings: { "backend-config": { toolVersion: "v1.1.0" } },
    },
    // Never an autofix, even for a literal block of known keys with no flattened property written: where
    // CLOUDA_ASSUME_ROLE_ARN is set, the tool ignores the block today, and the flattened ARN would win over it.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn", sessionName: "ci" }⟧ });`, {
      flatten: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "arn", assumeRoleSessionName: "ci" });`,
    }),
    invalid(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦assumeRole: {
            roleArn: "arn:role",
            policy: POLICY,
            sessionExpiration: 1200,
          }⟧,
          region: "r",
        });`,
      {
        flatten: dedent`
          ${oss}new OssBackend(scope, {
            bucket: "b",
            assumeRoleRoleArn: "arn:role",
            assumeRolePolicy: POLICY,
            assumeRoleSessionExpiration: 1200,
            region: "r",
          });`,
      },
    ),
    // A sequence expression keeps its parentheses where it moves: bare after a key it would not parse.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: (n++, "arn"), sessionName: (0, f)() }⟧ });`,
      {
        flatten: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: (n++, "arn"), assumeRoleSessionName: (0, f)() });`,
      },
    ),
    invalid(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦assumeRole: {
            roleArn: ((n = 1), ("arn")),
            sessionName: n = 2,
          }⟧,
        });`,
      {
        flatten: dedent`
          ${oss}new OssBackend(scope, {
            bucket: "b",
            assumeRoleRoleArn: ((n = 1), ("arn")),
            assumeRoleSessionName: n = 2,
          });`,
      },
    ),
    // A block without roleArn switches no role, silently: flattening it leaves nothing (a suggestion too).
    invalid(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦assumeRole: {}⟧,
        });`,
      {
        suggestions: [
          {
            messageId: "flatten",
            data: { property: "assumeRole" },
            output: dedent`
              ${oss}new OssBackend(scope, {
                bucket: "b",
              });`,
          },
        ],
      },
    ),
    // A comment between the property and its comma stays, and the comma goes (found by the fuzz test).
    invalid(`${oss}new OssBackend(scope, { ⟦assumeRole: {}⟧ // c\n, bucket: "b" });`, {
      suggestions: [
        {
          messageId: "flatten",
          data: { property: "assumeRole" },
          output: `${oss}new OssBackend(scope, {  // c\n bucket: "b" });`,
        },
      ],
    }),
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { sessionName: "ci", roleArn: "" }⟧ });`, {
      suggestions: [
        {
          messageId: "flatten",
          data: { property: "assumeRole" },
          output: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "ci", assumeRoleRoleArn: "" });`,
        },
      ],
    }),
    // Keys that reach the tool as assume_role: the flattened keys follow the style written.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ⟦assume_role: { role_arn: "arn", session_expiration: LIFETIME }⟧ });`,
      {
        property: "assume_role",
        flatten: `${oss}new OssBackend(scope, { bucket: "b", assume_role_role_arn: "arn", assume_role_session_expiration: LIFETIME });`,
      },
    ),
    // A roleArn that may be empty at run time: flattening could let the environment's ARN take effect.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: roleArnFor("ci") }⟧ });`, {
      suggestions: [
        {
          messageId: "flatten",
          data: { property: "assumeRole" },
          output: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: roleArnFor("ci") });`,
        },
      ],
    }),
    // A flattened ARN that may be empty: the block is not certainly ignored, and flattening would collide.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: roleArn, ⟦assumeRole: { roleArn: "arn" }⟧ });`,
    ),
    invalid(`${oss}new OssBackend(scope, { Bucket: "b", ⟦AssumeRole: { RoleArn: "arn" }⟧ });`, {
      property: "AssumeRole",
      flatten: `${oss}new OssBackend(scope, { Bucket: "b", AssumeRoleRoleArn: "arn" });`,
    }),
    // A comment in the block would be lost: a suggestion, not a fix.
    invalid(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦assumeRole: {
            // the deploy role
            roleArn: "arn",
          }⟧,
        });`,
      {
        suggestions: [
          {
            messageId: "flatten",
            data: { property: "assumeRole" },
            output: dedent`
              ${oss}new OssBackend(scope, {
                bucket: "b",
                assumeRoleRoleArn: "arn",
              });`,
          },
        ],
      },
    ),
    // A flattened property is written (not one the block sets): a suggestion.
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "ci", ⟦assumeRole: { roleArn: "arn" }⟧ });`,
      {
        suggestions: [
          {
            messageId: "flatten",
            data: { property: "assumeRole" },
            output: `${oss}new OssBackend(scope, { bucket: "b", assumeRoleSessionName: "ci", assumeRoleRoleArn: "arn" });`,
          },
        ],
      },
    ),
    // A flattened twin of a block entry is written (even empty): flattening would drop or override it.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: "", ⟦assumeRole: { roleArn: "arn" }⟧ });`),
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", assumeRoleRoleArn: process.env.ROLE_ARN, ⟦assumeRole: { roleArn: "arn" }⟧ });`,
    ),
    // Blocks that cannot be rewritten safely: reported only.
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: makeRole()⟧ });`),
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn", ...extra }⟧ });`),
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn", duration: 900 }⟧ });`),
    invalid(`${oss}new OssBackend(scope, { bucket: "b", ⟦assumeRole: { get roleArn() { return "arn"; } }⟧ });`),
    invalid(`${oss}const role = { roleArn: "arn" };\nnew OssBackend(scope, { bucket: "b", ⟦assumeRole: role⟧ });`),
    invalid(
      `${oss}new OssBackend(scope, { bucket: "b", ...(ci ? { assumeRoleRoleArn: "arn" } : {}), ⟦assumeRole: { roleArn: "arn" }⟧ });`,
      {
        suggestions: [],
      },
    ),
    // The flattened ARN is set: the block is ignored entirely, silently.
    ignored(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          assumeRoleRoleArn: "arn:new",
          ⟦assumeRole: { roleArn: "arn:old" }⟧,
        });`,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          assumeRoleRoleArn: "arn:new",
        });`,
    ),
    ignored(
      `${oss}const ARN = "arn:new";\nnew OssBackend(scope, { bucket: "b", ⟦assumeRole: { roleArn: "arn:old" }⟧, assumeRoleRoleArn: ARN });`,
      `${oss}const ARN = "arn:new";\nnew OssBackend(scope, { bucket: "b", assumeRoleRoleArn: ARN });`,
    ),
    // A remote-state data source: deprecated there too. <kit> writes the block out as an object, which the data
    // source refuses at plan whatever stands beside it (valid-value-types reports that): never called ignored.
    invalid(`${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", ⟦assumeRole: { roleArn: "arn" }⟧ });`, {
      flatten: `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "arn" });`,
    }),
    invalid(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "arn:new", ⟦assumeRole: { roleArn: "arn:old" }⟧ });`,
      { suggestions: [] },
    ),
    // Written as a list of one object, which <kit> writes out as it is, the data source takes the block: ignored.
    ignored(
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "arn:new", ⟦assumeRole: [{ roleArn: "arn:old" }]⟧ });`,
      `${remote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "arn:new" });`,
    ),
    // A name of unknown role may be a data source's, which refuses the object: deprecated, not called ignored.
    {
      ...invalid(
        `interface StateConfig { assumeRoleRoleArn?: string; assumeRole?: object }\nconst s: StateConfig = { assumeRoleRoleArn: "arn:new", ⟦assumeRole: { roleArn: "arn:old" }⟧ };`,
        { suggestions: [] },
      ),
      settings: { "backend-config": { typeNames: { oss: ["StateConfig"] } } },
      modes: ["ts", "typed"],
    },
    // TypeScript: annotations and assertions on the block.
    invalid(
      `import type { OssAssumeRole, OssBackendConfig } from "kit";\n` +
        `const c: OssBackendConfig = { bucket: "b", ⟦assumeRole: { roleArn: "arn" } as OssAssumeRole⟧ };`,
      {
        modes: ["ts", "typed"],
        flatten:
          `import type { OssAssumeRole, OssBackendConfig } from "kit";\n` +
          `const c: OssBackendConfig = { bucket: "b", assumeRoleRoleArn: "arn" };`,
      },
    ),
    // Type information finds configurations built by helpers.
    invalid(
      dedent`
        import type { OssBackendConfig } from "kit";
        function withRole(base: OssBackendConfig): OssBackendConfig {
          return { ...base, ⟦assumeRole: { roleArn: "arn" }⟧ };
        }
        export const c = withRole({ bucket: "b" });`,
      { modes: ["ts", "typed"], suggestions: [] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (setters in camelCase, members in PascalCase).
const CSHARP_REPLACEMENTS =
  '"AssumeRoleRoleArn", "AssumeRolePolicy", "AssumeRoleSessionName" and "AssumeRoleSessionExpiration"';

/** The block reported as deprecated at the marked place, with its "flatten" suggestion (or none). */
function deprecatedIn(code: string, property: string, outcome: { flatten?: string } = {}) {
  return {
    code,
    errors: [
      {
        messageId: "deprecated",
        data: {
          property,
          since: "1.1.0",
          replacements: property === "assumeRole" ? REPLACEMENTS : CSHARP_REPLACEMENTS,
        },
        ...(outcome.flatten !== undefined && {
          suggestions: [{ messageId: "flatten", data: { property }, output: outcome.flatten }],
        }),
      },
    ],
  };
}

/** The block ignored next to the flattened ARN, marked, with the suggestion to remove it. */
function ignoredIn(code: string, names: [string, string], output: string) {
  return {
    code,
    errors: [
      {
        messageId: "ignored",
        data: { property: names[0], replacement: names[1] },
        suggestions: [{ messageId: "remove", data: { property: names[0] }, output }],
      },
    ],
  };
}

testRuleIn("java", "no-deprecated-assume-role", rule, {
  valid: [
    inJava(
      `    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn("arn").assumeRoleSessionName("ci").build();`,
    ),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRole(null).build();`),
    // Before 1.1.0 the block is the way to assume a role.
    {
      code: inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("arn").build()).build();`,
      ),
      settings: { "backend-config": { toolVersion: "1.0.0" } },
    },
    // A pre-release may lack the flattened setters of its release: silent rather than guess.
    {
      code: inJava(
        `    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().roleArn("arn").build()).build();`,
      ),
      settings: { "backend-config": { toolVersion: "1.1.0-beta1" } },
    },
  ],
  invalid: [
    // From 1.1.0 on, the block is deprecated.
    {
      ...deprecatedIn(
        inJava(
          `    var c = OssBackendConfig.builder().bucket("b")⟦.assumeRole(OssAssumeRole.builder().roleArn("arn").build())⟧.build();`,
        ),
        "assumeRole",
        { flatten: inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRoleRoleArn("arn").build();`) },
      ),
      settings: { "backend-config": { toolVersion: "1.1.0" } },
    },
    // The nested builder becomes the flattened setters, `1_800` as written: suggested, never autofixed
    // (CLOUDA_ASSUME_ROLE_ARN decides whether the block is in force).
    deprecatedIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.assumeRole(OssAssumeRole.builder()
                .roleArn("acs:ram::1:role/state")
                .sessionExpiration(1_800)
                .build())⟧
            .build();`,
      "assumeRole",
      {
        flatten: inJava`
          var c = OssBackendConfig.builder()
              .bucket("b")
              .assumeRoleRoleArn("acs:ram::1:role/state")
              .assumeRoleSessionExpiration(1_800)
              .build();`,
      },
    ),
    // A flattened property is written already: flattening is only suggested.
    deprecatedIn(
      inJava(
        `    var c = new OssBackendConfig.Builder().bucket("b").assumeRolePolicy(POLICY)⟦.assumeRole(new OssAssumeRole.Builder().roleArn("arn").build())⟧.build();`,
      ),
      "assumeRole",
      {
        flatten: inJava(
          `    var c = new OssBackendConfig.Builder().bucket("b").assumeRolePolicy(POLICY).assumeRoleRoleArn("arn").build();`,
        ),
      },
    ),
    // A block kept in a `static final` constant cannot be rewritten in place.
    deprecatedIn(
      dedent`
        class Main {
          static final OssAssumeRole ROLE = OssAssumeRole.builder().roleArn("arn").build();
          Object c = OssBackend.Builder.create(this, "state").bucket("b")⟦.assumeRole(ROLE)⟧.build();
        }
      `,
      "assumeRole",
    ),
    ignoredIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .assumeRoleRoleArn("arn:new")
            ⟦.assumeRole(OssAssumeRole.builder().roleArn("arn:old").build())⟧
            .build();`,
      ["assumeRole", "assumeRoleRoleArn"],
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .assumeRoleRoleArn("arn:new")
            .build();`,
    ),
    // A remote-state data source refuses the block <kit> writes out as an object: deprecated, not called ignored.
    {
      code: inJava(
        `    var c = DataToolRemoteStateOssConfig.builder().bucket("b").assumeRoleRoleArn("arn:new")⟦.assumeRole(OssAssumeRole.builder().roleArn("arn:old").build())⟧.build();`,
      ),
      errors: [{ ...deprecated(), suggestions: [] }],
    },
  ],
});

testRuleIn("csharp", "no-deprecated-assume-role", rule, {
  valid: [
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", AssumeRoleRoleArn = "arn", AssumeRoleSessionName = "ci" };`,
    ),
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRole = null };`),
    {
      code: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "arn" } };`),
      settings: { "backend-config": { toolVersion: "1.0.0" } },
    },
    // A pre-release may lack the flattened properties of its release: silent rather than guess.
    {
      code: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "arn" } };`),
      settings: { "backend-config": { toolVersion: "1.2.0-beta1" } },
    },
  ],
  invalid: [
    {
      ...deprecatedIn(
        inCSharp(`    var c = new OssBackendConfig { Bucket = "b", ⟦AssumeRole = new() { RoleArn = "arn" }⟧ };`),
        "AssumeRole",
        { flatten: inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRoleRoleArn = "arn" };`) },
      ),
      settings: { "backend-config": { toolVersion: "1.1.0" } },
    },
    // Suggested, never autofixed.
    deprecatedIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦AssumeRole = new OssAssumeRole { RoleArn = "acs:ram::1:role/state", SessionExpiration = 1_800 }⟧,
        };`,
      "AssumeRole",
      {
        flatten: inCSharp`
          var c = new OssBackendConfig
          {
              Bucket = "b",
              AssumeRoleRoleArn = "acs:ram::1:role/state",
              AssumeRoleSessionExpiration = 1_800,
          };`,
      },
    ),
    // Target-typed `new()` for the block inside the construct's `new()`; the ARN may be unset: a suggestion.
    deprecatedIn(
      inCSharp(
        `    new OssBackend(this, new() { Bucket = "b", ⟦AssumeRole = new() { RoleArn = Environment.GetEnvironmentVariable("ARN") }⟧ });`,
      ),
      "AssumeRole",
      {
        flatten: inCSharp(
          `    new OssBackend(this, new() { Bucket = "b", AssumeRoleRoleArn = Environment.GetEnvironmentVariable("ARN") });`,
        ),
      },
    ),
    ignoredIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            AssumeRoleRoleArn = "arn:new",
            ⟦AssumeRole = new() { RoleArn = "arn:old" }⟧,
        };`,
      ["AssumeRole", "AssumeRoleRoleArn"],
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            AssumeRoleRoleArn = "arn:new",
        };`,
    ),
    // Assigned after construction on a local.
    ignoredIn(
      inCSharp(
        `    var c = new OssBackendConfig { Bucket = "b", AssumeRoleRoleArn = "arn:new" };\n` +
          `    ⟦c.AssumeRole = new OssAssumeRole { RoleArn = "arn:old" }⟧;`,
      ),
      ["AssumeRole", "AssumeRoleRoleArn"],
      inCSharp(`    var c = new OssBackendConfig { Bucket = "b", AssumeRoleRoleArn = "arn:new" };`),
    ),
    // A remote-state data source refuses the block <kit> writes out as an object: deprecated, not called ignored.
    {
      code: inCSharp(
        `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", AssumeRoleRoleArn = "arn:new", ⟦AssumeRole = new() { RoleArn = "arn:old" }⟧ });`,
      ),
      errors: [
        {
          messageId: "deprecated",
          data: { property: "AssumeRole", since: "1.1.0", replacements: CSHARP_REPLACEMENTS },
          suggestions: [],
        },
      ],
    },
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
const FLATTENED =
  '"assume_role_role_arn", "assume_role_policy", "assume_role_session_name" and "assume_role_session_expiration"';
testRuleInJson("no-deprecated-assume-role", rule, {
  valid: [
    backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "acs:ram::1:role/r"'),
    // Before 1.1.0 the block is the way to assume a role; a pre-release may lack the flattened attributes.
    ...["1.0.11", "1.1.0-beta1"].map((toolVersion) => ({
      code: backendJson("oss", '"bucket": "b"', '"assume_role": { "role_arn": "acs:ram::1:role/r" }'),
      settings: { "backend-config": { toolVersion } },
    })),
    // A nested block written [] or null is zero blocks: no block is used, in a backend or a data source's config.
    backendJson("oss", '"bucket": "b"', '"assume_role": []'),
    backendJson("oss", '"bucket": "b"', '"assume_role": null'),
    remoteStateJson("oss", ['"bucket": "b"', '"assume_role": []']),
    remoteStateJson("oss", ['"bucket": "b"', '"assume_role": null']),
    // COS's block is not deprecated.
    backendJson(
      "cos",
      '"bucket": "b"',
      '"assume_role": { "role_arn": "r", "session_name": "s", "session_duration": 60 }',
    ),
  ],
  invalid: [
    {
      code: backendJson(
        "oss",
        '"bucket": "b"',
        dedent`
          ⟦"assume_role": {
                    "role_arn": "acs:ram::1:role/r",
                    "session_expiration": 1200
                  }⟧`,
      ),
      errors: [
        {
          messageId: "deprecated",
          data: { property: "assume_role", since: "1.1.0", replacements: FLATTENED },
          // Written out, the properties are in the source, in a binding the file does not say: named by their role.
          writtenOutData: { replacements: "assume-role properties" },
          suggestions: [
            {
              messageId: "flatten",
              data: { property: "assume_role" },
              output: backendJson(
                "oss",
                '"bucket": "b"',
                '"assume_role_role_arn": "acs:ram::1:role/r"',
                '"assume_role_session_expiration": 1200',
              ),
            },
          ],
        },
      ],
    },
    {
      // The syntax's array form of one block; a flattened role ARN makes the tool ignore it.
      code: backendJson(
        "oss",
        '"bucket": "b"',
        '"assume_role_role_arn": "acs:ram::1:role/x"',
        '⟦"assume_role": [{ "role_arn": "acs:ram::1:role/r" }]⟧',
      ),
      errors: [
        {
          messageId: "ignored",
          data: { property: "assume_role", replacement: "assume_role_role_arn" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role" },
              output: backendJson("oss", '"bucket": "b"', '"assume_role_role_arn": "acs:ram::1:role/x"'),
            },
          ],
        },
      ],
    },
    {
      // A remote-state data source refuses the object form at plan (valid-value-types fixes it), whatever stands
      // beside it: deprecated, not called ignored, and no suggestion (flattening would collide with the ARN).
      code: remoteStateJson("oss", [
        '"bucket": "b"',
        '"assume_role_role_arn": "acs:ram::1:role/x"',
        '⟦"assume_role": { "role_arn": "acs:ram::1:role/r" }⟧',
      ]),
      errors: [
        {
          messageId: "deprecated",
          data: { property: "assume_role", since: "1.1.0", replacements: FLATTENED },
          writtenOutData: { replacements: "assume-role properties" },
          suggestions: [],
        },
      ],
    },
    {
      // The list of one object it takes: the flattened ARN makes the tool ignore it.
      code: remoteStateJson("oss", [
        '"bucket": "b"',
        '"assume_role_role_arn": "acs:ram::1:role/x"',
        '⟦"assume_role": [{ "role_arn": "acs:ram::1:role/r" }]⟧',
      ]),
      errors: [
        {
          messageId: "ignored",
          data: { property: "assume_role", replacement: "assume_role_role_arn" },
          suggestions: [
            {
              messageId: "remove",
              data: { property: "assume_role" },
              output: remoteStateJson("oss", ['"bucket": "b"', '"assume_role_role_arn": "acs:ram::1:role/x"']),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "no-deprecated-assume-role", rule, {
  valid: [
    inHcl`
      backend "cos" {
        bucket = "b-1"
        assume_role {
          role_arn = "arn"
          session_name = "s"
          session_duration = 100
        }
      }`,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket = "b"
          ⟦assume_role {
            role_arn           = "arn" # the role
            session_expiration = 1800
          }⟧
        }`,
      errors: [
        {
          message:
            '"assume_role" is deprecated since 1.1.0; use the flattened "assume_role_role_arn", "assume_role_policy", "assume_role_session_name" and "assume_role_session_expiration" instead.',
          suggestions: [
            {
              desc: 'Replace "assume_role" with the flattened properties.',
              output: inHcl`
            backend "oss" {
              bucket = "b"
              # the role
              assume_role_role_arn = "arn"
              assume_role_session_expiration = 1800
            }`,
            },
          ],
        },
      ],
    },
    {
      // A data source's block as an object is refused at plan: deprecated, not called ignored.
      code: dedent`
        data "terraform_remote_state" "s" {
          backend = "oss"
          config = {
            bucket               = "b"
            assume_role_role_arn = "arn:new"
            ⟦assume_role          = { role_arn = "arn:old" }⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"assume_role" is deprecated since 1.1.0; use the flattened "assume_role_role_arn", "assume_role_policy", "assume_role_session_name" and "assume_role_session_expiration" instead.',
          suggestions: [],
        },
      ],
    },
    {
      code: dedent`
        data "terraform_remote_state" "s" {
          backend = "oss"
          config = {
            bucket               = "b"
            assume_role_role_arn = "arn:new"
            ⟦assume_role          = [{ role_arn = "arn:old" }]⟧
          }
        }
      `,
      errors: [
        {
          message:
            '"assume_role" is ignored because "assume_role_role_arn" is not empty: the tool then uses the flattened properties only.',
          suggestions: [
            {
              desc: 'Remove "assume_role".',
              output: dedent`
                data "terraform_remote_state" "s" {
                  backend = "oss"
                  config = {
                    bucket               = "b"
                    assume_role_role_arn = "arn:new"
                  }
                }
              `,
            },
          ],
        },
      ],
    },
  ],
});

// A `${..}` the tool may interpolate may come out empty, so a flattened role ARN holding one does not certainly make the tool
// ignore the block: in a remote-state data source, in every binding, and in a
// backend of the open fork's own files, which the fork evaluates (docs/behaviour.md#every-store).
const ossRemote = `import { DataToolRemoteStateOss } from "kit";\n`;
testRule("no-deprecated-assume-role", rule, {
  valid: [],
  invalid: [
    invalid(
      `${ossRemote}new DataToolRemoteStateOss(scope, "r", { bucket: "b", assumeRoleRoleArn: "\${var.arn}", ⟦assumeRole: { roleArn: "arn" }⟧ });`,
      { suggestions: [] },
    ),
  ],
});
testRuleIn("java", "no-deprecated-assume-role", rule, {
  valid: [],
  invalid: [
    {
      code: inJava(
        `    var c = DataToolRemoteStateOssConfig.builder().bucket("b").assumeRoleRoleArn("\${var.arn}")⟦.assumeRole(OssAssumeRole.builder().roleArn("arn").build())⟧.build();`,
      ),
      errors: [{ ...deprecated(), suggestions: [] }],
    },
  ],
});
testRuleIn("csharp", "no-deprecated-assume-role", rule, {
  valid: [],
  invalid: [
    {
      code: inCSharp(
        `    new DataToolRemoteStateOss(this, "r", new() { Bucket = "b", AssumeRoleRoleArn = "\${var.arn}", ⟦AssumeRole = new OssAssumeRole { RoleArn = "arn" }⟧ });`,
      ),
      errors: [
        {
          messageId: "deprecated",
          data: { property: "AssumeRole", since: "1.1.0", replacements: CSHARP_REPLACEMENTS },
          suggestions: [],
        },
      ],
    },
  ],
});
const deprecatedInJson = {
  messageId: "deprecated",
  data: { property: "assume_role", since: "1.1.0", replacements: FLATTENED },
  suggestions: [],
};
testRuleInJson("no-deprecated-assume-role", rule, {
  valid: [],
  invalid: [
    {
      code: remoteStateJson("oss", [
        '"bucket": "b"',
        '"assume_role_role_arn": "${var.arn}"',
        '⟦"assume_role": [{ "role_arn": "arn" }]⟧',
      ]),
      errors: [{ ...deprecatedInJson, writtenOutData: { replacements: "assume-role properties" } }],
    },
  ],
});
testRuleInForkJson("no-deprecated-assume-role", rule, {
  valid: [],
  invalid: [
    {
      code: backendJson(
        "oss",
        '"bucket": "b"',
        '"assume_role_role_arn": "${var.arn}"',
        '⟦"assume_role": { "role_arn": "arn" }⟧',
      ),
      errors: [deprecatedInJson],
    },
  ],
});
