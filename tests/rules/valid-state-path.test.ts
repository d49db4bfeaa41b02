import rule, { type MessageId } from "../../rules/valid-state-path.js";
import { locate, testRule, testRuleIn, type Invalid, type Mode } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

const PREFIX_FORM = 'start with "/" or "./"';
const KEY_FORM = 'start or end with "/"';

const ossWith = (entry: string) => `${oss}new OssBackend(scope, { bucket: "b", ${entry} });`;
const cosWith = (entry: string) => `${cos}new CosBackend(scope, { bucket: "b", ${entry} });`;
const gcsWith = (entry: string) => `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", ${entry} });`;
const gcsBackendWith = (entry: string) => `${gcs}new GcsBackend(scope, { bucket: "b", ${entry} });`;

/** The text `snippet` with its string literal (the last one in it) replaced by `value`, in double quotes. */
function withValue(snippet: string, value: string): string {
  return snippet.replace(/(["'`])(?:(?!\1).)*\1(?!.*["'`])/, JSON.stringify(value));
}

interface Expect {
  property?: string;
  modes?: readonly Mode[];
  /** Which occurrence of `snippet` the report covers. */
  occurrence?: number;
}

/** An edge problem the tool trims at run time (OSS prefix), written as a literal: autofixed; the stored path stays. */
function fixed(
  code: string,
  snippet: string,
  value: string,
  form: string,
  output: string,
  options: Expect = {},
): Invalid<MessageId> {
  return {
    code,
    output,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "edges",
        data: { property: options.property ?? "prefix", value, form },
        ...locate(code, snippet, options.occurrence),
      },
    ],
  };
}

/** A problem that moves the state when repaired: one suggestion (or none), no fix. */
function suggested(
  code: string,
  snippet: string,
  messageId: MessageId,
  data: Record<string, string>,
  suggestion: { messageId: MessageId; data: Record<string, string>; replacement: string } | undefined,
  options: Expect = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId,
        data,
        ...locate(code, snippet, options.occurrence),
        suggestions: suggestion
          ? [
              {
                messageId: suggestion.messageId,
                data: suggestion.data,
                output: code.replace(snippet, withValue(snippet, suggestion.replacement)),
              },
            ]
          : [],
      },
    ],
  };
}

const use = (value: string) => ({ messageId: "useValue" as const, data: { value }, replacement: value });

/** An OSS prefix the tool trims, on a value not written in place (a constant): the fix is offered as a suggestion. */
function demoted(
  code: string,
  snippet: string,
  value: string,
  to: string,
  output: string,
  options: Expect = {},
): Invalid<MessageId> {
  return {
    code,
    ...(options.modes && { modes: options.modes }),
    errors: [
      {
        messageId: "edges",
        data: { property: options.property ?? "prefix", value, form: PREFIX_FORM },
        ...locate(code, snippet, options.occurrence),
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
    // GCS strips every leading "/" at run time, silently: not an error (FACTS.md).
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
    fixed(
      ossWith('prefix: "/team/state"'),
      'prefix: "/team/state"',
      "/team/state",
      PREFIX_FORM,
      ossWith('prefix: "team/state"'),
    ),
    fixed(ossWith("prefix: './team'"), "prefix: './team'", "./team", PREFIX_FORM, ossWith("prefix: 'team'")),
    fixed(ossWith("prefix: `/team`"), "prefix: `/team`", "/team", PREFIX_FORM, ossWith('prefix: "team"')),
    // "/" alone becomes the empty prefix: set, so not the default "env:", but the bucket's root, as "/" trimmed.
    fixed(ossWith('prefix: "/"'), 'prefix: "/"', "/", PREFIX_FORM, ossWith('prefix: ""')),
    fixed(ossWith('prefix: "./"'), 'prefix: "./"', "./", PREFIX_FORM, ossWith('prefix: ""')),
    // An OSS key is rejected and never trimmed (FACTS.md): changing it moves the state, so it is offered only.
    suggested(
      ossWith('key: "/team/tool.tfstate"'),
      'key: "/team/tool.tfstate"',
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      use("team/tool.tfstate"),
    ),
    suggested(
      ossWith('key: "team/"'),
      'key: "team/"',
      "edges",
      { property: "key", value: "team/", form: KEY_FORM },
      use("team"),
    ),
    suggested(
      ossWith('key: "/team/"'),
      'key: "/team/"',
      "edges",
      { property: "key", value: "/team/", form: KEY_FORM },
      use("team"),
    ),
    // Keys as <kit> snake-cases them reach the same field, and are named as written.
    fixed(ossWith('Prefix: "/team"'), 'Prefix: "/team"', "/team", PREFIX_FORM, ossWith('Prefix: "team"'), {
      property: "Prefix",
    }),
    // One strip is not enough: what the tool stores differs from the fully stripped value, so only a suggestion.
    suggested(
      ossWith('prefix: "//team"'),
      'prefix: "//team"',
      "edges",
      { property: "prefix", value: "//team", form: PREFIX_FORM },
      use("team"),
    ),
    suggested(
      ossWith('prefix: "/./team"'),
      'prefix: "/./team"',
      "edges",
      { property: "prefix", value: "/./team", form: PREFIX_FORM },
      use("team"),
    ),
    suggested(
      ossWith('key: "team//"'),
      'key: "team//"',
      "edges",
      { property: "key", value: "team//", form: KEY_FORM },
      use("team"),
    ),
    // A key of slashes only names no file: the suggestion is the default file name.
    suggested(
      ossWith('key: "/"'),
      'key: "/"',
      "edges",
      { property: "key", value: "/", form: KEY_FORM },
      use("tool.tfstate"),
    ),
    suggested(
      ossWith('key: "//"'),
      'key: "//"',
      "edges",
      { property: "key", value: "//", form: KEY_FORM },
      use("tool.tfstate"),
    ),
    // COS does not trim at run time: stripping changes the stored path, so it is offered, not applied.
    suggested(
      cosWith('prefix: "/team"'),
      'prefix: "/team"',
      "edges",
      { property: "prefix", value: "/team", form: PREFIX_FORM },
      use("team"),
    ),
    suggested(
      cosWith('prefix: "./"'),
      'prefix: "./"',
      "edges",
      { property: "prefix", value: "./", form: PREFIX_FORM },
      use(""),
    ),
    suggested(
      cosWith('key: "/team/tool.tfstate"'),
      'key: "/team/tool.tfstate"',
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      use("team/tool.tfstate"),
    ),
    // A COS key without .tfstate hides the other workspaces from listing.
    suggested(
      cosWith('key: "team/state"'),
      'key: "team/state"',
      "missingSuffix",
      { property: "key", value: "team/state", suffix: ".tfstate" },
      use("team/state.tfstate"),
    ),
    // One problem at a time: the edges first.
    suggested(
      cosWith('key: "/state"'),
      'key: "/state"',
      "edges",
      { property: "key", value: "/state", form: KEY_FORM },
      use("state"),
    ),
    // A GCS prefix is a directory: `x.tfstate` stores `x.tfstate/default.tfstate`.
    suggested(
      gcsWith('prefix: "team/network.tfstate"'),
      'prefix: "team/network.tfstate"',
      "directorySuffix",
      { property: "prefix", value: "team/network.tfstate", stored: "team/network.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "team/network", stored: "team/network/default.tfstate" },
        replacement: "team/network",
      },
    ),
    suggested(
      gcsBackendWith('prefix: ".tfstate"'),
      'prefix: ".tfstate"',
      "directorySuffix",
      { property: "prefix", value: ".tfstate", stored: ".tfstate/default.tfstate" },
      { messageId: "useDirectory", data: { value: "", stored: "default.tfstate" }, replacement: "" },
    ),
    // The stored path a message names is the one the tool uses: every leading "/" stripped.
    suggested(
      gcsWith('prefix: "/network.tfstate"'),
      'prefix: "/network.tfstate"',
      "directorySuffix",
      { property: "prefix", value: "/network.tfstate", stored: "network.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "/network", stored: "network/default.tfstate" },
        replacement: "/network",
      },
    ),
    suggested(
      gcsBackendWith('prefix: "///team/app.tfstate"'),
      'prefix: "///team/app.tfstate"',
      "directorySuffix",
      { property: "prefix", value: "///team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
      {
        messageId: "useDirectory",
        data: { value: "///team/app", stored: "team/app/default.tfstate" },
        replacement: "///team/app",
      },
    ),
    suggested(
      gcsWith('prefix: "/.tfstate"'),
      'prefix: "/.tfstate"',
      "directorySuffix",
      { property: "prefix", value: "/.tfstate", stored: ".tfstate/default.tfstate" },
      { messageId: "useDirectory", data: { value: "/", stored: "default.tfstate" }, replacement: "/" },
    ),
    (() => {
      // A same-file constant: replacing the reference with the literal is offered, not applied (other code may
      // read the constant); the constant stays.
      const code = `${oss}const PREFIX = "/team";\nnew OssBackend(scope, { bucket: "b", prefix: PREFIX });`;
      return demoted(code, "prefix: PREFIX", "/team", "team", code.replace("prefix: PREFIX", 'prefix: "team"'));
    })(),
    (() => {
      // Shorthand is a reference too; the suggestion keeps the key.
      const code = `${oss}const prefix = "/team";\nnew OssBackend(scope, { bucket: "b", prefix });`;
      return demoted(code, "prefix", "/team", "team", code.replace("prefix });", 'prefix: "team" });'), {
        occurrence: 1,
      });
    })(),
    (() => {
      // A shared spread constant: reported where written, once, and not fixed (other code uses it).
      const code = `${oss}const base = { prefix: "/team" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return {
        code,
        errors: [
          {
            messageId: "edges",
            data: { property: "prefix", value: "/team", form: PREFIX_FORM },
            ...locate(code, 'prefix: "/team"'),
          },
        ],
      };
    })(),
    (() => {
      // A COS suggestion on a spread constant is dropped too.
      const code = `${cos}const base = { key: "/team/tool.tfstate" };\nnew CosBackend(scope, { ...base, bucket: "b" });`;
      return {
        code,
        errors: [
          {
            messageId: "edges",
            data: { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
            ...locate(code, 'key: "/team/tool.tfstate"'),
            suggestions: [],
          },
        ],
      };
    })(),
    (() => {
      // Comments around the value stay.
      const code = `${oss}new OssBackend(scope, {\n  bucket: "b",\n  prefix: /* team */ "/team", // shared\n});`;
      return fixed(code, 'prefix: /* team */ "/team"', "/team", PREFIX_FORM, code.replace('"/team"', '"team"'));
    })(),
    (() => {
      const code = `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", key: "team/state" } satisfies CosBackendConfig;`;
      return suggested(
        code,
        'key: "team/state"',
        "missingSuffix",
        { property: "key", value: "team/state", suffix: ".tfstate" },
        use("team/state.tfstate"),
        {
          modes: ["ts", "typed"],
        },
      );
    })(),
    // Types give values: a constant from another file, an enum member, a declared literal type.
    (() => {
      const code = `import { TEAM_PREFIX } from "./state-paths.js";\n${ossWith("prefix: TEAM_PREFIX")}`;
      return demoted(
        code,
        "prefix: TEAM_PREFIX",
        "/team/state",
        "team/state",
        code.replace("prefix: TEAM_PREFIX", 'prefix: "team/state"'),
        { modes: ["typed"] },
      );
    })(),
    (() => {
      const code = `enum Paths { Team = "/team" }\n${ossWith("prefix: Paths.Team")}`;
      return demoted(
        code,
        "prefix: Paths.Team",
        "/team",
        "team",
        code.replace("prefix: Paths.Team", 'prefix: "team"'),
        { modes: ["typed"] },
      );
    })(),
    (() => {
      const code = `declare const KEY: "team/state";\n${cosWith("key: KEY")}`;
      return {
        code,
        modes: ["typed"],
        errors: [
          {
            messageId: "missingSuffix",
            data: { property: "key", value: "team/state", suffix: ".tfstate" },
            ...locate(code, "key: KEY"),
            suggestions: [
              {
                messageId: "useValue",
                data: { value: "team/state.tfstate" },
                output: code.replace("key: KEY", 'key: "team/state.tfstate"'),
              },
            ],
          },
        ],
      };
    })(),
  ],
});

// Java and C#: the same rule through the plugin's languages (the real front ends). Fixes and suggestions write
// the value as a string literal of the language (C#: a regular string with escapes).
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCs = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;
/** `text` with `written` (its first occurrence after `snippet`'s start) replaced by the literal of `value`. */
function replaced(code: string, snippet: string, written: string, value: string): string {
  const at = code.indexOf(written, code.indexOf(snippet));
  return code.slice(0, at) + JSON.stringify(value) + code.slice(at + written.length);
}
interface Found {
  messageId: MessageId;
  data: Record<string, string>;
  snippet: string;
  suggest?: { messageId: MessageId; data: Record<string, string>; output: string };
}
function pathIn(code: string, found: readonly Found[], output?: string) {
  return {
    code,
    ...(output !== undefined && { output }),
    errors: found.map(({ messageId, data, snippet, suggest }) => ({
      messageId,
      data,
      ...locate(code, snippet),
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
    inJava(
      `    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    b.prefix("//team");\n    var c = b.build();`,
    ),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").key(System.getenv("STATE_KEY")).build();`),
    inJava(
      `    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    if (shared) {\n      b.prefix("/shared");\n    }\n    var c = b.build();`,
    ),
  ],
  invalid: [
    // OSS trims a prefix at run time: autofixed. It never trims a key: suggested.
    (() => {
      const code = inJava(
        `    var c = OssBackendConfig.builder()\n        .bucket("b")\n        .key("/team/app.tfstate")\n        .prefix("./envs")\n        .build();`,
      );
      return pathIn(
        code,
        [
          {
            messageId: "edges",
            data: { property: "key", value: "/team/app.tfstate", form: KEY_FORM },
            snippet: '.key("/team/app.tfstate")',
            suggest: useIn("team/app.tfstate", replaced(code, ".key(", '"/team/app.tfstate"', "team/app.tfstate")),
          },
          {
            messageId: "edges",
            data: { property: "prefix", value: "./envs", form: PREFIX_FORM },
            snippet: '.prefix("./envs")',
          },
        ],
        code.replace('"./envs"', '"envs"'),
      );
    })(),
    // A `static final` constant in a concatenation: not written in place, so the fix is offered.
    (() => {
      const code = `class Main {\n  static final String TEAM = "/team";\n  void run() {\n    var c = OssBackendConfig.builder().bucket("b").prefix(TEAM + "/app").build();\n  }\n}\n`;
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "prefix", value: "/team/app", form: PREFIX_FORM },
          snippet: '.prefix(TEAM + "/app")',
          suggest: useIn("team/app", code.replace('TEAM + "/app"', '"team/app"')),
        },
      ]);
    })(),
    (() => {
      const code = `class Main {\n  static final String TEAM = "./team";\n  void run() {\n    var c = OssBackendConfig.builder().bucket("b").prefix(TEAM).build();\n  }\n}\n`;
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "prefix", value: "./team", form: PREFIX_FORM },
          snippet: ".prefix(TEAM)",
          suggest: useIn("team", code.replace("prefix(TEAM)", 'prefix("team")')),
        },
      ]);
    })(),
    // A text block with a line continuation is written in place.
    (() => {
      const code = inJava(
        `    var c = OssBackendConfig.builder().bucket("b").prefix("""\n        /team\\\n        """).build();`,
      );
      return pathIn(
        code,
        [
          {
            messageId: "edges",
            data: { property: "prefix", value: "/team", form: PREFIX_FORM },
            snippet: '.prefix("""\n        /team\\\n        """)',
          },
        ],
        inJava(`    var c = OssBackendConfig.builder().bucket("b").prefix("team").build();`),
      );
    })(),
    // One strip is not enough, or strips to nothing: a suggestion.
    (() => {
      const code = inJava(`    var c = OssBackendConfig.builder().bucket("b").key("//app.tfstate").build();`);
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "key", value: "//app.tfstate", form: KEY_FORM },
          snippet: '.key("//app.tfstate")',
          suggest: useIn("app.tfstate", replaced(code, ".key(", '"//app.tfstate"', "app.tfstate")),
        },
      ]);
    })(),
    (() => {
      const code = inJava(`    var c = OssBackendConfig.builder().bucket("b").key("/").build();`);
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "key", value: "/", form: KEY_FORM },
          snippet: '.key("/")',
          suggest: useIn("tool.tfstate", replaced(code, ".key(", '"/"', "tool.tfstate")),
        },
      ]);
    })(),
    // COS does not trim: suggestions; and its key must end in .tfstate.
    (() => {
      const code = inJava(
        `    var c = CosBackendConfig.builder().bucket("b").prefix("/envs").key("team/app").build();`,
      );
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "prefix", value: "/envs", form: PREFIX_FORM },
          snippet: '.prefix("/envs")',
          suggest: useIn("envs", replaced(code, ".prefix(", '"/envs"', "envs")),
        },
        {
          messageId: "missingSuffix",
          data: { property: "key", value: "team/app", suffix: ".tfstate" },
          snippet: '.key("team/app")',
          suggest: useIn("team/app.tfstate", replaced(code, ".key(", '"team/app"', "team/app.tfstate")),
        },
      ]);
    })(),
    // GCS: a prefix that names a state file.
    (() => {
      const code = inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").prefix("team/app.tfstate").build();`,
      );
      return pathIn(code, [
        {
          messageId: "directorySuffix",
          data: { property: "prefix", value: "team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
          snippet: '.prefix("team/app.tfstate")',
          suggest: {
            messageId: "useDirectory",
            data: { value: "team/app", stored: "team/app/default.tfstate" },
            output: replaced(code, ".prefix(", '"team/app.tfstate"', "team/app"),
          },
        },
      ]);
    })(),
    // GCS: the stored path is the one the tool uses, without the leading "/" it strips.
    (() => {
      const code = inJava(
        `    var b = GcsBackendConfig.builder();\n    b.bucket("b");\n    b.prefix("//team/app.tfstate");\n    var c = b.build();`,
      );
      return pathIn(code, [
        {
          messageId: "directorySuffix",
          data: { property: "prefix", value: "//team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
          snippet: '.prefix("//team/app.tfstate")',
          suggest: {
            messageId: "useDirectory",
            data: { value: "//team/app", stored: "team/app/default.tfstate" },
            output: replaced(code, ".prefix(", '"//team/app.tfstate"', "//team/app"),
          },
        },
      ]);
    })(),
  ],
});

testRuleIn("csharp", "valid-state-path", rule, {
  valid: [
    inCs(`    var c = new OssBackendConfig { Bucket = "b", Prefix = "team", Key = "app.tfstate" };`),
    inCs(`    var c = new CosBackendConfig { Bucket = "b", Prefix = "team", Key = "app.tfstate" };`),
    inCs(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = "team/app" };`),
    // GCS strips every leading "/" silently: not an error.
    inCs(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = "/team/app" };`),
    // An interpolated string with a hole: not known.
    inCs(`    var c = new CosBackendConfig { Bucket = "b", Key = $"{team}/app" };`),
    inCs(`    var c = new OssBackendConfig { Bucket = "b", Key = Environment.GetEnvironmentVariable("STATE_KEY") };`),
    inCs(`    var c = new GcsBackendConfig { Bucket = "b" };\n    if (shared) c.Prefix = "/shared";`),
  ],
  invalid: [
    (() => {
      const code = inCs(
        `    var c = new OssBackendConfig\n    {\n        Bucket = "b",\n        Key = "/team/app.tfstate",\n        Prefix = "./envs",\n    };`,
      );
      return pathIn(
        code,
        [
          {
            messageId: "edges",
            data: { property: "Key", value: "/team/app.tfstate", form: KEY_FORM },
            snippet: 'Key = "/team/app.tfstate"',
            suggest: useIn("team/app.tfstate", replaced(code, "Key =", '"/team/app.tfstate"', "team/app.tfstate")),
          },
          {
            messageId: "edges",
            data: { property: "Prefix", value: "./envs", form: PREFIX_FORM },
            snippet: 'Prefix = "./envs"',
          },
        ],
        code.replace('"./envs"', '"envs"'),
      );
    })(),
    // A `const` in a target-typed configuration: writing the value in place of the name is offered, not applied.
    (() => {
      const code = inCs(
        `    const string Team = "/team";\n    new OssBackend(this, new() { Bucket = "b", Prefix = Team });`,
      );
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "Prefix", value: "/team", form: PREFIX_FORM },
          snippet: "Prefix = Team",
          suggest: useIn("team", code.replace("Prefix = Team", 'Prefix = "team"')),
        },
      ]);
    })(),
    (() => {
      const code = inCs(`    var c = new CosBackendConfig { Bucket = "b", Prefix = "/envs", Key = "team/app" };`);
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "Prefix", value: "/envs", form: PREFIX_FORM },
          snippet: 'Prefix = "/envs"',
          suggest: useIn("envs", replaced(code, "Prefix =", '"/envs"', "envs")),
        },
        {
          messageId: "missingSuffix",
          data: { property: "Key", value: "team/app", suffix: ".tfstate" },
          snippet: 'Key = "team/app"',
          suggest: useIn("team/app.tfstate", replaced(code, "Key =", '"team/app"', "team/app.tfstate")),
        },
      ]);
    })(),
    (() => {
      const code = inCs(`    var c = new CosBackendConfig { Bucket = "b", Key = "team/app.tfstate/" };`);
      return pathIn(code, [
        {
          messageId: "edges",
          data: { property: "Key", value: "team/app.tfstate/", form: KEY_FORM },
          snippet: 'Key = "team/app.tfstate/"',
          suggest: useIn("team/app.tfstate", replaced(code, "Key =", '"team/app.tfstate/"', "team/app.tfstate")),
        },
      ]);
    })(),
    // An interpolated string without holes is known.
    (() => {
      const code = inCs(`    var c = new CosBackendConfig { Bucket = "b", Key = $"team/app" };`);
      return pathIn(code, [
        {
          messageId: "missingSuffix",
          data: { property: "Key", value: "team/app", suffix: ".tfstate" },
          snippet: 'Key = $"team/app"',
          suggest: useIn("team/app.tfstate", replaced(code, "Key =", '$"team/app"', "team/app.tfstate")),
        },
      ]);
    })(),
    // A verbatim string's backslash comes back escaped in a regular string.
    (() => {
      const code = inCs(`    var c = new GcsBackendConfig { Bucket = "b", Prefix = @"team\\app.tfstate" };`);
      return pathIn(code, [
        {
          messageId: "directorySuffix",
          data: { property: "Prefix", value: "team\\app.tfstate", stored: "team\\app.tfstate/default.tfstate" },
          snippet: 'Prefix = @"team\\app.tfstate"',
          suggest: {
            messageId: "useDirectory",
            data: { value: "team\\app", stored: "team\\app/default.tfstate" },
            output: code.replace('@"team\\app.tfstate"', '"team\\\\app"'),
          },
        },
      ]);
    })(),
    (() => {
      // GCS: the stored path is the one the tool uses, without the leading "/" it strips.
      const code = inCs(`    var c = new GcsBackendConfig { Bucket = "b" };\n    c.Prefix = "/team/app.tfstate";`);
      return pathIn(code, [
        {
          messageId: "directorySuffix",
          data: { property: "Prefix", value: "/team/app.tfstate", stored: "team/app.tfstate/default.tfstate" },
          snippet: 'c.Prefix = "/team/app.tfstate"',
          suggest: {
            messageId: "useDirectory",
            data: { value: "/team/app", stored: "team/app/default.tfstate" },
            output: replaced(code, "c.Prefix =", '"/team/app.tfstate"', "/team/app"),
          },
        },
      ]);
    })(),
  ],
});
