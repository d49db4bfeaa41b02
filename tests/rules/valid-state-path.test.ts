import rule from "../../rules/valid-state-path.js";
import {
  backendJson,
  testRuleInJson,
  inCSharp,
  inJava,
  testRule,
  testRuleIn,
  type Invalid,
  type MessageIdOf,
  type Mode,
  dedent,
  inHcl,
  remoteStateJson,
  testRuleInForkJson,
} from "../rule-tester.js";

type MessageId = MessageIdOf<typeof rule>;

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

const PREFIX_FORM = 'start with "/" or "./"';
const KEY_FORM = 'start or end with "/"';

const ossWith = (entry: string) => `${oss}new OssBackend(scope, { bucket: "b", ${entry} });`;
const cosWith = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;
const gcsWith = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const gcsBackendWith = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;

interface Expect {
  property?: string;
  modes?: readonly Mode[];
}

/** An edge problem the tool trims at run time (OSS prefix), written as a literal: autofixed; the stored path stays. */
function fixed(code: string, value: string, form: string, output: string, options: Expect = {}): Invalid<MessageId> {
  return {
    code,
    output,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId: "edges", data: { property: options.property ?? "prefix", value, form } }],
  };
}

/** A problem that moves the state when repaired: one suggestion (or none), no fix. */
function suggested(
  code: string,
  messageId: MessageId,
  data: Record<string, string>,
  suggestion: { messageId: MessageId; data: Record<string, string>; output: string } | undefined,
  options: Expect = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [{ messageId, data, suggestions: suggestion ? [suggestion] : [] }],
  };
}

const use = (value: string, output: string) => ({ messageId: "useValue" as const, data: { value }, output });

/** An OSS prefix the tool trims, on a value not written in place (a constant): the fix is offered as a suggestion. */
function demoted(code: string, value: string, to: string, output: string, options: Expect = {}): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "edges",
        data: { property: options.property ?? "prefix", value, form: PREFIX_FORM },
        suggestions: [{ messageId: "useValue", data: { value: to }, output }],
      },
    ],
  };
}

testRule("valid-state-path", rule, {
  valid: [
    "",
    ossWith('prefix: "team/state", key: "team/tool.tfstate"'),
    ossWith('prefix: "env:", key: "tool.tfstate"'),
    // OSS keys need no .tfstate ending; an empty prefix is the bucket's root.
    ossWith('prefix: "", key: "state"'),
    ossWith('prefix: "team/"'),
    cosWith('prefix: "team", key: "team/tool.tfstate"'),
    // Empty values are not this rule's concern.
    cosWith('key: ""'),
    gcsWith('prefix: "team/state"'),
    gcsWith('prefix: "team/state/"'),
    gcsWith('prefix: "./team"'),
    gcsBackendWith('prefix: "tfstate"'),
    // GCS strips every leading "/" at run time, silently: not an error (docs/behaviour.md#gcs).
    gcsWith('prefix: "/team"'),
    gcsWith('prefix: "//team"'),
    gcsBackendWith('prefix: "/"'),
    gcsWith('prefix: "/${var.team}"'),
    // Unknown values, values a later spread may override, getters, methods.
    ossWith("prefix: process.env.STATE_PREFIX"),
    ossWith("prefix: pickPrefix()"),
    ossWith('prefix: "/team", ...overrides'),
    ossWith('get prefix() { return "/team"; }'),
    ossWith('prefix() { return "/team"; }'),
    // Not a path field: the bucket and an unknown key.
    ossWith('endpoint: "/x/"'),
    ossWith('statePrefix: "/team"'),
    // Not configurations.
    `const options = { prefix: "/team", key: "/a/" };`,
    // Without types, constants from another file and enum members are unknown.
    { code: `import { TEAM_PREFIX } from "./state-paths.js";\n${ossWith("prefix: TEAM_PREFIX")}`, modes: ["ts"] },
    { code: `enum Paths { Team = "/team" }\n${ossWith("prefix: Paths.Team")}`, modes: ["ts"] },
    { code: `declare const KEY: "team/state";\n${cosWith("key: KEY")}`, modes: ["ts"] },
  ],
  invalid: [
    // OSS: the tool trims one leading "/" or "./" at run time, so stripping it keeps the stored path.
    fixed(ossWith('⟦prefix: "/team/state"⟧'), "/team/state", PREFIX_FORM, ossWith('prefix: "team/state"')),
    fixed(ossWith("⟦prefix: './team'⟧"), "./team", PREFIX_FORM, ossWith("prefix: 'team'")),
    fixed(ossWith("⟦prefix: `/team`⟧"), "/team", PREFIX_FORM, ossWith('prefix: "team"')),
    // "/" alone becomes the empty prefix: set, so not the default "env:", but the bucket's root, as "/" trimmed.
    fixed(ossWith('⟦prefix: "/"⟧'), "/", PREFIX_FORM, ossWith('prefix: ""')),
    // A value with side effects: an autofix would drop the call before the prefix, so the fix is offered; the
    // suggestion replaces the sequence's last value only.
    demoted(ossWith('⟦prefix: (loadCreds(), "/p")⟧'), "/p", "p", ossWith('prefix: (loadCreds(), "p")')),
    demoted(
      ossWith("⟦prefix: (dir = '/team', n++, '/team')⟧"),
      "/team",
      "team",
      ossWith("prefix: (dir = '/team', n++, 'team')"),
    ),
    fixed(ossWith('⟦prefix: "./"⟧'), "./", PREFIX_FORM, ossWith('prefix: ""')),
    // An OSS key is rejected and never trimmed (docs/behaviour.md#oss): changing it moves the state, so it is
    // offered only.
    suggested(
      ossWith('⟦key: "/team/tool.tfstate"⟧'),
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      use("team/tool.tfstate", ossWith('key: "team/tool.tfstate"')),
    ),
    suggested(
      ossWith('⟦key: "team/"⟧'),
      "edges",
      { property: "key", value: "team/", form: KEY_FORM },
      use("team", ossWith('key: "team"')),
    ),
    suggested(
      ossWith('⟦key: "/team/"⟧'),
      "edges",
      { property: "key", value: "/team/", form: KEY_FORM },
      use("team", ossWith('key: "team"')),
    ),
    // Keys as <kit> snake-cases them reach the same field, and are named as written.
    fixed(ossWith('⟦Prefix: "/team"⟧'), "/team", PREFIX_FORM, ossWith('Prefix: "team"'), {
      property: "Prefix",
    }),
    // One strip is not enough: what the tool stores differs from the fully stripped value, so only a suggestion.
    suggested(
      ossWith('⟦prefix: "//team"⟧'),
      "edges",
      { property: "prefix", value: "//team", form: PREFIX_FORM },
      use("team", ossWith('prefix: "team"')),
    ),
    suggested(
      ossWith('⟦prefix: "/./team"⟧'),
      "edges",
      { property: "prefix", value: "/./team", form: PREFIX_FORM },
      use("team", ossWith('prefix: "team"')),
    ),
    suggested(
      ossWith('⟦key: "team//"⟧'),
      "edges",
      { property: "key", value: "team//", form: KEY_FORM },
      use("team", ossWith('key: "team"')),
    ),
    // A key of slashes only names no file: the suggestion is the default file name.
    suggested(
      ossWith('⟦key: "/"⟧'),
      "edges",
      { property: "key", value: "/", form: KEY_FORM },
      use("tool.tfstate", ossWith('key: "tool.tfstate"')),
    ),
    suggested(
      ossWith('⟦key: "//"⟧'),
      "edges",
      { property: "key", value: "//", form: KEY_FORM },
      use("tool.tfstate", ossWith('key: "tool.tfstate"')),
    ),
    // COS does not trim at run time: stripping changes the stored path, so it is offered, not applied.
    suggested(
      cosWith('⟦prefix: "/team"⟧'),
      "edges",
      { property: "prefix", value: "/team", form: PREFIX_FORM },
      use("team", cosWith('prefix: "team"')),
    ),
    suggested(
      cosWith('⟦prefix: "./"⟧'),
      "edges",
      { property: "prefix", value: "./", form: PREFIX_FORM },
      use("", cosWith('prefix: ""')),
    ),
    suggested(
      cosWith('⟦key: "/team/tool.tfstate"⟧'),
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      use("team/tool.tfstate", cosWith('key: "team/tool.tfstate"')),
    ),
    // A COS key without .tfstate hides the other workspaces from listing.
    suggested(
      cosWith('⟦key: "team/state"⟧'),
      "missingSuffix",
      { property: "key", value: "team/state", suffix: ".tfstate" },
      use("team/state.tfstate", cosWith('key: "team/state.tfstate"')),
    ),
    // One problem at a time: the edges first.
    suggested(
      cosWith('⟦key: "/state"⟧'),
      "edges",
      { property: "key", value: "/state", form: KEY_FORM },
      use("state", cosWith('key: "state"')),
    ),
    // A GCS prefix is a directory: `x.tfstate` stores `x.tfstate/default.tfstate`.
    suggested(
      gcsWith('⟦prefix: "team/network.tfstate"⟧'),
      "directorySuffix",
      { property: "prefix", value: "team/network.tfstate", stored: "team/network.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "team/network", stored: "team/network/default.tfstate" },
        output: gcsWith('prefix: "team/network"'),
      },
    ),
    suggested(
      gcsBackendWith('⟦prefix: ".tfstate"⟧'),
      "directorySuffix",
      { property: "prefix", value: ".tfstate", stored: ".tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "", stored: "default.tfstate" },
        output: gcsBackendWith('prefix: ""'),
      },
    ),
    // The stored path a message names is the one the tool uses: every leading "/" stripped.
    suggested(
      gcsWith('⟦prefix: "/network.tfstate"⟧'),
      "directorySuffix",
      { property: "prefix", value: "/network.tfstate", stored: "network.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "/network", stored: "network/default.tfstate" },
        output: gcsWith('prefix: "/network"'),
      },
    ),
    suggested(
      gcsBackendWith('⟦prefix: "///team/app.tfstate"⟧'),
      "directorySuffix",
      { property: "prefix", value: "///team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "///team/app", stored: "team/app/default.tfstate" },
        output: gcsBackendWith('prefix: "///team/app"'),
      },
    ),
    suggested(
      gcsWith('⟦prefix: "/.tfstate"⟧'),
      "directorySuffix",
      { property: "prefix", value: "/.tfstate", stored: ".tfstate/default.tfstate" },
      { messageId: "useDirectory", data: { value: "/", stored: "default.tfstate" }, output: gcsWith('prefix: "/"') },
    ),
    // A same-file constant: replacing the reference with the literal is offered, not applied (other code may
    // read the constant); the constant stays.
    demoted(
      `${oss}const PREFIX = "/team";\nnew OssBackend(scope, { bucket: "b", ⟦prefix: PREFIX⟧ });`,
      "/team",
      "team",
      `${oss}const PREFIX = "/team";\nnew OssBackend(scope, { bucket: "b", prefix: "team" });`,
    ),
    // Shorthand is a reference too; the suggestion keeps the key.
    demoted(
      `${oss}const prefix = "/team";\nnew OssBackend(scope, { bucket: "b", ⟦prefix⟧ });`,
      "/team",
      "team",
      `${oss}const prefix = "/team";\nnew OssBackend(scope, { bucket: "b", prefix: "team" });`,
    ),
    // A shared spread constant: reported where written, once, and not fixed (other code uses it).
    {
      code: dedent`
        ${oss}const base = { ⟦prefix: "/team"⟧ };
        new OssBackend(scope, { ...base, bucket: "a" });
        new OssBackend(scope, { ...base, bucket: "b" });`,
      errors: [{ messageId: "edges", data: { property: "prefix", value: "/team", form: PREFIX_FORM } }],
    },
    // A COS suggestion on a spread constant is dropped too.
    suggested(
      `${cos}const base = { ⟦key: "/team/tool.tfstate"⟧ };\nnew CosBackend(scope, { ...base, bucket: "b" });`,
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      undefined,
    ),
    // Comments around the value stay.
    fixed(
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          ⟦prefix: /* team */ "/team"⟧, // shared
        });`,
      "/team",
      PREFIX_FORM,
      dedent`
        ${oss}new OssBackend(scope, {
          bucket: "b",
          prefix: /* team */ "team", // shared
        });`,
    ),
    suggested(
      `import type { CosBackendConfig } from "kit";
export const c = { bucket: "b", ⟦key: "team/state"⟧ } satisfies CosBackendConfig;`,
      "missingSuffix",
      { property: "key", value: "team/state", suffix: ".tfstate" },
      use(
        "team/state.tfstate",
        `import type { CosBackendConfig } from "kit";
export const c = { bucket: "b", key: "team/state.tfstate" } satisfies CosBackendConfig;`,
      ),
      { modes: ["ts", "typed"] },
    ),
    // Types give values: a constant from another file, an enum member, a declared literal type.
    demoted(
      `import { TEAM_PREFIX } from "./state-paths.js";\n${ossWith("⟦prefix: TEAM_PREFIX⟧")}`,
      "/team/state",
      "team/state",
      `import { TEAM_PREFIX } from "./state-paths.js";\n${ossWith('prefix: "team/state"')}`,
      { modes: ["typed"] },
    ),
    demoted(
      `enum Paths { Team = "/team" }\n${ossWith("⟦prefix: Paths.Team⟧")}`,
      "/team",
      "team",
      `enum Paths { Team = "/team" }\n${ossWith('prefix: "team"')}`,
      { modes: ["typed"] },
    ),
    suggested(
      `declare const KEY: "team/state";\n${cosWith("⟦key: KEY⟧")}`,
      "missingSuffix",
      { property: "key", value: "team/state", suffix: ".tfstate" },
      use("team/state.tfstate", `declare const KEY: "team/state";\n${cosWith('key: "team/state.tfstate"')}`),
      { modes: ["typed"] },
    ),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). Fixes and suggestions write
// the value as a string literal of the language (C#: a regular string with escapes).
interface Found {
  messageId: MessageId;
  data: Record<string, string>;
  suggest?: { messageId: MessageId; data: Record<string, string>; output: string };
}
/** Reports on the marked spans, in order; `output` the fix's. */
function pathIn(code: string, found: readonly Found[], output?: string): Invalid<MessageId> {
  return {
    code,
    ...(output !== undefined && { output }),
    errors: found.map(({ messageId, data, suggest }) => ({
      messageId,
      data,
      suggestions: suggest === undefined ? [] : [suggest],
    })),
  };
}
const useIn = (value: string, output: string) => ({ messageId: "useValue" as const, data: { value }, output });

testRuleIn("java", "valid-state-path", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("b").prefix("team").key("app.tfstate").build();`),
    inJava(`    var c = CosBackendConfig.builder().bucket("b").prefix("team").key("app.tfstate").build();`),
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").prefix("team/app").build();`),
    // GCS strips every leading "/" silently: not an error.
    inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").prefix("/team/app").build();`),
    inJava`
      var b = GcsBackendConfig.builder();
      b.bucket("b");
      b.prefix("//team");
      var c = b.build();`,
    inJava(`    var c = OssBackendConfig.builder().bucket("b").key(System.getenv("STATE_KEY")).build();`),
    inJava`
      var b = GcsBackendConfig.builder();
      b.bucket("b");
      if (shared) {
        b.prefix("/shared");
      }
      var c = b.build();`,
  ],
  invalid: [
    // OSS trims a prefix at run time: autofixed. It never trims a key: suggested.
    pathIn(
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            ⟦.key("/team/app.tfstate")⟧
            ⟦.prefix("./envs")⟧
            .build();`,
      [
        {
          messageId: "edges",
          data: { property: "key", value: "/team/app.tfstate", form: KEY_FORM },
          suggest: useIn(
            "team/app.tfstate",
            inJava`
              var c = OssBackendConfig.builder()
                  .bucket("b")
                  .key("team/app.tfstate")
                  .prefix("./envs")
                  .build();`,
          ),
        },
        { messageId: "edges", data: { property: "prefix", value: "./envs", form: PREFIX_FORM } },
      ],
      inJava`
        var c = OssBackendConfig.builder()
            .bucket("b")
            .key("/team/app.tfstate")
            .prefix("envs")
            .build();`,
    ),
    // A `static final` constant in a concatenation: not written in place, so the fix is offered.
    pathIn(
      dedent`
        class Main {
          static final String TEAM = "/team";
          void run() {
            var c = OssBackendConfig.builder().bucket("b")⟦.prefix(TEAM + "/app")⟧.build();
          }
        }
      `,
      [
        {
          messageId: "edges",
          data: { property: "prefix", value: "/team/app", form: PREFIX_FORM },
          suggest: useIn(
            "team/app",
            dedent`
              class Main {
                static final String TEAM = "/team";
                void run() {
                  var c = OssBackendConfig.builder().bucket("b").prefix("team/app").build();
                }
              }
            `,
          ),
        },
      ],
    ),
    pathIn(
      dedent`
        class Main {
          static final String TEAM = "./team";
          void run() {
            var c = OssBackendConfig.builder().bucket("b")⟦.prefix(TEAM)⟧.build();
          }
        }
      `,
      [
        {
          messageId: "edges",
          data: { property: "prefix", value: "./team", form: PREFIX_FORM },
          suggest: useIn(
            "team",
            dedent`
              class Main {
                static final String TEAM = "./team";
                void run() {
                  var c = OssBackendConfig.builder().bucket("b").prefix("team").build();
                }
              }
            `,
          ),
        },
      ],
    ),
    // A text block with a line continuation is written in place.
    pathIn(
      inJava`
        var c = OssBackendConfig.builder().bucket("b")⟦.prefix("""
            /team\\
            """)⟧.build();`,
      [{ messageId: "edges", data: { property: "prefix", value: "/team", form: PREFIX_FORM } }],
      inJava(`    var c = OssBackendConfig.builder().bucket("b").prefix("team").build();`),
    ),
    // One strip is not enough, or strips to nothing: a suggestion.
    pathIn(inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.key("//app.tfstate")⟧.build();`), [
      {
        messageId: "edges",
        data: { property: "key", value: "//app.tfstate", form: KEY_FORM },
        suggest: useIn(
          "app.tfstate",
          inJava(`    var c = OssBackendConfig.builder().bucket("b").key("app.tfstate").build();`),
        ),
      },
    ]),
    pathIn(inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.key("/")⟧.build();`), [
      {
        messageId: "edges",
        data: { property: "key", value: "/", form: KEY_FORM },
        suggest: useIn(
          "tool.tfstate",
          inJava(`    var c = OssBackendConfig.builder().bucket("b").key("tool.tfstate").build();`),
        ),
      },
    ]),
    // COS does not trim: suggestions; and its key must end in .tfstate.
    pathIn(inJava(`    var c = CosBackendConfig.builder().bucket("b")⟦.prefix("/envs")⟧⟦.key("team/app")⟧.build();`), [
      {
        messageId: "edges",
        data: { property: "prefix", value: "/envs", form: PREFIX_FORM },
        suggest: useIn(
          "envs",
          inJava(`    var c = CosBackendConfig.builder().bucket("b").prefix("envs").key("team/app").build();`),
        ),
      },
      {
        messageId: "missingSuffix",
        data: { property: "key", value: "team/app", suffix: ".tfstate" },
        suggest: useIn(
          "team/app.tfstate",
          inJava(`    var c = CosBackendConfig.builder().bucket("b").prefix("/envs").key("team/app.tfstate").build();`),
        ),
      },
    ]),
    // GCS: a prefix that names a state file.
    pathIn(
      inJava(`    var c = DataToolRemoteStateGcsConfig.builder().bucket("b")⟦.prefix("team/app.tfstate")⟧.build();`),
      [
        {
          messageId: "directorySuffix",
          data: { property: "prefix", value: "team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
          suggest: {
            messageId: "useDirectory",
            data: { value: "team/app", stored: "team/app/default.tfstate" },
            output: inJava(
              `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").prefix("team/app").build();`,
            ),
          },
        },
      ],
    ),
    // GCS: the stored path is the one the tool uses, without the leading "/" it strips.
    pathIn(
      inJava`
        var b = GcsBackendConfig.builder();
        b.bucket("b");
        b⟦.prefix("//team/app.tfstate")⟧;
        var c = b.build();`,
      [
        {
          messageId: "directorySuffix",
          data: { property: "prefix", value: "//team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
          suggest: {
            messageId: "useDirectory",
            data: { value: "//team/app", stored: "team/app/default.tfstate" },
            output: inJava`
              var b = GcsBackendConfig.builder();
              b.bucket("b");
              b.prefix("//team/app");
              var c = b.build();`,
          },
        },
      ],
    ),
  ],
});

testRuleIn("csharp", "valid-state-path", rule, {
  valid: [
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Prefix = "team", Key = "app.tfstate" };`),
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Prefix = "team", Key = "app.tfstate" };`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = "team/app" };`),
    // GCS strips every leading "/" silently: not an error.
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = "/team/app" };`),
    // An interpolated string with a hole: not known.
    inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Key = $"{team}/app" };`),
    inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", Key = Environment.GetEnvironmentVariable("STATE_KEY") };`,
    ),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    if (shared) c.Prefix = "/shared";`),
  ],
  invalid: [
    pathIn(
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            ⟦Key = "/team/app.tfstate"⟧,
            ⟦Prefix = "./envs"⟧,
        };`,
      [
        {
          messageId: "edges",
          data: { property: "Key", value: "/team/app.tfstate", form: KEY_FORM },
          suggest: useIn(
            "team/app.tfstate",
            inCSharp`
              var c = new OssBackendConfig
              {
                  Bucket = "b",
                  Key = "team/app.tfstate",
                  Prefix = "./envs",
              };`,
          ),
        },
        { messageId: "edges", data: { property: "Prefix", value: "./envs", form: PREFIX_FORM } },
      ],
      inCSharp`
        var c = new OssBackendConfig
        {
            Bucket = "b",
            Key = "/team/app.tfstate",
            Prefix = "envs",
        };`,
    ),
    // A `const` in a target-typed configuration: writing the value in place of the name is offered, not applied.
    pathIn(
      inCSharp(`    const string Team = "/team";\n    new OssBackend(this, new() { Bucket = "b", ⟦Prefix = Team⟧ });`),
      [
        {
          messageId: "edges",
          data: { property: "Prefix", value: "/team", form: PREFIX_FORM },
          suggest: useIn(
            "team",
            inCSharp(
              `    const string Team = "/team";\n    new OssBackend(this, new() { Bucket = "b", Prefix = "team" });`,
            ),
          ),
        },
      ],
    ),
    pathIn(inCSharp(`    var c = new CosBackendConfig { Bucket = "b", ⟦Prefix = "/envs"⟧, ⟦Key = "team/app"⟧ };`), [
      {
        messageId: "edges",
        data: { property: "Prefix", value: "/envs", form: PREFIX_FORM },
        suggest: useIn(
          "envs",
          inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Prefix = "envs", Key = "team/app" };`),
        ),
      },
      {
        messageId: "missingSuffix",
        data: { property: "Key", value: "team/app", suffix: ".tfstate" },
        suggest: useIn(
          "team/app.tfstate",
          inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Prefix = "/envs", Key = "team/app.tfstate" };`),
        ),
      },
    ]),
    pathIn(inCSharp(`    var c = new CosBackendConfig { Bucket = "b", ⟦Key = "team/app.tfstate/"⟧ };`), [
      {
        messageId: "edges",
        data: { property: "Key", value: "team/app.tfstate/", form: KEY_FORM },
        suggest: useIn(
          "team/app.tfstate",
          inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Key = "team/app.tfstate" };`),
        ),
      },
    ]),
    // An interpolated string without holes is known.
    pathIn(inCSharp(`    var c = new CosBackendConfig { Bucket = "b", ⟦Key = $"team/app"⟧ };`), [
      {
        messageId: "missingSuffix",
        data: { property: "Key", value: "team/app", suffix: ".tfstate" },
        suggest: useIn(
          "team/app.tfstate",
          inCSharp(`    var c = new CosBackendConfig { Bucket = "b", Key = "team/app.tfstate" };`),
        ),
      },
    ]),
    // A verbatim string's backslash comes back escaped in a regular string.
    pathIn(inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", ⟦Prefix = @"team\\app.tfstate"⟧ };`), [
      {
        messageId: "directorySuffix",
        data: { property: "Prefix", value: "team\\app.tfstate", stored: "team\\app.tfstate/default.tfstate" },
        suggest: {
          messageId: "useDirectory",
          data: { value: "team\\app", stored: "team\\app/default.tfstate" },
          output: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = "team\\\\app" };`),
        },
      },
    ]),
    // GCS: the stored path is the one the tool uses, without the leading "/" it strips.
    pathIn(inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    ⟦c.Prefix = "/team/app.tfstate"⟧;`), [
      {
        messageId: "directorySuffix",
        data: { property: "Prefix", value: "/team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
        suggest: {
          messageId: "useDirectory",
          data: { value: "/team/app", stored: "team/app/default.tfstate" },
          output: inCSharp(`    var c = new GcsBackendConfig { Bucket = "b" };\n    c.Prefix = "/team/app";`),
        },
      },
    ]),
  ],
});

// The tool's JSON syntax (`*.tf.json` by hand: fixes and suggestions edit the JSON; `cdk.tf.json` written out by
// <kit>: the same reports without them, see testRuleInJson).
testRuleInJson("valid-state-path", rule, {
  valid: [backendJson("oss", '"bucket": "b"', '"prefix": "a/b"', '"key": "s.tfstate"')],
  invalid: [
    {
      // OSS trims a leading "./" itself: fixed; a key it rejects and never trims: offered.
      code: backendJson("oss", '"bucket": "b"', '⟦"prefix": "./a"⟧', '⟦"key": "/s.tfstate"⟧'),
      output: backendJson("oss", '"bucket": "b"', '"prefix": "a"', '"key": "/s.tfstate"'),
      errors: [
        { messageId: "edges", data: { property: "prefix", value: "./a", form: 'start with "/" or "./"' } },
        {
          messageId: "edges",
          data: { property: "key", value: "/s.tfstate", form: 'start or end with "/"' },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: "s.tfstate" },
              output: backendJson("oss", '"bucket": "b"', '"prefix": "./a"', '"key": "s.tfstate"'),
            },
          ],
        },
      ],
    },
    {
      // COS does not trim: stripping moves the state, so it is offered.
      code: backendJson("cos", '"bucket": "b"', '⟦"prefix": "/a"⟧'),
      errors: [
        {
          messageId: "edges",
          data: { property: "prefix", value: "/a", form: 'start with "/" or "./"' },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: "a" },
              output: backendJson("cos", '"bucket": "b"', '"prefix": "a"'),
            },
          ],
        },
      ],
    },
  ],
});

// The tool's native syntax (`*.tf`): reports at the attribute (or the block), fixes and suggestions as HCL.
testRuleIn("hcl", "valid-state-path", rule, {
  valid: [
    inHcl`
      backend "oss" {
        bucket = "b"
        prefix = "env"
      }`,
    dedent`
      data "terraform_remote_state" "state" {
        backend = "gcs"
        config = {
          bucket = "b"
          prefix = "\${var.p}/x"
        }
      }
    `,
  ],
  invalid: [
    {
      code: inHcl`
        backend "oss" {
          bucket = "b"
          ⟦prefix = "/env"⟧ // where
          ⟦key    = "/k.tfstate"⟧
        }`,
      output: inHcl`
        backend "oss" {
          bucket = "b"
          prefix = "env" // where
          key    = "/k.tfstate"
        }`,
      errors: [
        { message: '"prefix" is "/env"; it must not start with "/" or "./".' },
        {
          message: '"key" is "/k.tfstate"; it must not start or end with "/".',
          suggestions: [
            {
              desc: 'Use "k.tfstate".',
              output: inHcl`
            backend "oss" {
              bucket = "b"
              prefix = "/env" // where
              key    = "k.tfstate"
            }`,
            },
          ],
        },
      ],
    },
  ],
});

// A `${..}` the tool may interpolate is no literal: in a remote-state data source, in every binding, and in a
// backend of the open fork's own files, which the fork evaluates (docs/behaviour.md#every-store).
const cosRemote = `import { DataToolRemoteStateCos } from "kit";\n`;
testRule("valid-state-path", rule, {
  valid: [
    `${cosRemote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", key: "\${var.key}" });`,
    `${cosRemote}new DataToolRemoteStateCos(scope, "r", { bucket: "b", region: "r", key: "states/\${var.name}" });`,
  ],
  invalid: [],
});
testRuleIn("java", "valid-state-path", rule, {
  valid: [
    inJava(`    var c = DataToolRemoteStateCosConfig.builder().bucket("b").region("r").key("\${var.key}").build();`),
  ],
  invalid: [],
});
testRuleIn("csharp", "valid-state-path", rule, {
  valid: [
    inCSharp(`    new DataToolRemoteStateCos(this, "r", new() { Bucket = "b", Region = "r", Key = "\${var.key}" });`),
  ],
  invalid: [],
});
testRuleInJson("valid-state-path", rule, {
  valid: [remoteStateJson("cos", ['"bucket": "b"', '"region": "r"', '"key": "${var.key}"'])],
  // The tool's own backend takes the text as written.
  invalid: [
    {
      code: backendJson("cos", '"bucket": "b"', '⟦"key": "${var.key}"⟧'),
      errors: [
        {
          messageId: "missingSuffix",
          data: { property: "key", value: "${var.key}", suffix: ".tfstate" },
          suggestions: [
            {
              messageId: "useValue",
              data: { value: "${var.key}.tfstate" },
              output: backendJson("cos", '"bucket": "b"', '"key": "${var.key}.tfstate"'),
            },
          ],
        },
      ],
    },
  ],
});
testRuleInForkJson("valid-state-path", rule, {
  valid: [backendJson("cos", '"bucket": "b"', '"key": "${var.key}"')],
});
