import rule, { type MessageId } from "../../rules/valid-state-path.js";
import { locate, testRule, type Invalid, type Mode } from "../rule-tester.js";

const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;

const PREFIX_FORM = 'start with "/" or "./"';
const KEY_FORM = 'start or end with "/"';
const GCS_FORM = 'start with "/"';

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

/** An edge problem the tool trims at run time: autofixed to `fixedTo`, which keeps the stored path. */
function fixed(code: string, snippet: string, value: string, form: string, output: string, options: Expect = {}): Invalid<MessageId> {
  return {
    code,
    output,
    ...(options.modes && { modes: options.modes }),
    errors: [
      { messageId: "edges", data: { property: options.property ?? "prefix", value, form }, ...locate(code, snippet, options.occurrence) },
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
          ? [{ messageId: suggestion.messageId, data: suggestion.data, output: code.replace(snippet, withValue(snippet, suggestion.replacement)) }]
          : [],
      },
    ],
  };
}

const use = (value: string) => ({ messageId: "useValue" as const, data: { value }, replacement: value });

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
    fixed(ossWith('prefix: "/team/state"'), 'prefix: "/team/state"', "/team/state", PREFIX_FORM, ossWith('prefix: "team/state"')),
    fixed(ossWith("prefix: './team'"), "prefix: './team'", "./team", PREFIX_FORM, ossWith("prefix: 'team'")),
    fixed(ossWith("prefix: `/team`"), "prefix: `/team`", "/team", PREFIX_FORM, ossWith('prefix: "team"')),
    // "/" alone becomes the empty prefix: set, so not the default "env:", but the bucket's root, as "/" trimmed.
    fixed(ossWith('prefix: "/"'), 'prefix: "/"', "/", PREFIX_FORM, ossWith('prefix: ""')),
    fixed(ossWith('prefix: "./"'), 'prefix: "./"', "./", PREFIX_FORM, ossWith('prefix: ""')),
    fixed(ossWith('key: "/team/tool.tfstate"'), 'key: "/team/tool.tfstate"', "/team/tool.tfstate", KEY_FORM, ossWith('key: "team/tool.tfstate"'), {
      property: "key",
    }),
    fixed(ossWith('key: "team/"'), 'key: "team/"', "team/", KEY_FORM, ossWith('key: "team"'), { property: "key" }),
    fixed(ossWith('key: "/team/"'), 'key: "/team/"', "/team/", KEY_FORM, ossWith('key: "team"'), { property: "key" }),
    // Keys as <kit> snake-cases them reach the same field, and are named as written.
    fixed(ossWith('Prefix: "/team"'), 'Prefix: "/team"', "/team", PREFIX_FORM, ossWith('Prefix: "team"'), { property: "Prefix" }),
    // One strip is not enough: what the tool stores differs from the fully stripped value, so only a suggestion.
    suggested(ossWith('prefix: "//team"'), 'prefix: "//team"', "edges", { property: "prefix", value: "//team", form: PREFIX_FORM }, use("team")),
    suggested(ossWith('prefix: "/./team"'), 'prefix: "/./team"', "edges", { property: "prefix", value: "/./team", form: PREFIX_FORM }, use("team")),
    suggested(ossWith('key: "team//"'), 'key: "team//"', "edges", { property: "key", value: "team//", form: KEY_FORM }, use("team")),
    // A key of slashes only names no file: the suggestion is the default file name.
    suggested(ossWith('key: "/"'), 'key: "/"', "edges", { property: "key", value: "/", form: KEY_FORM }, use("tool.tfstate")),
    suggested(ossWith('key: "//"'), 'key: "//"', "edges", { property: "key", value: "//", form: KEY_FORM }, use("tool.tfstate")),
    // COS does not trim at run time: stripping changes the stored path, so it is offered, not applied.
    suggested(cosWith('prefix: "/team"'), 'prefix: "/team"', "edges", { property: "prefix", value: "/team", form: PREFIX_FORM }, use("team")),
    suggested(cosWith('prefix: "./"'), 'prefix: "./"', "edges", { property: "prefix", value: "./", form: PREFIX_FORM }, use("")),
    suggested(
      cosWith('key: "/team/tool.tfstate"'),
      'key: "/team/tool.tfstate"',
      "edges",
      { property: "key", value: "/team/tool.tfstate", form: KEY_FORM },
      use("team/tool.tfstate"),
    ),
    // A COS key without .tfstate hides the other workspaces from listing.
    suggested(cosWith('key: "team/state"'), 'key: "team/state"', "missingSuffix", { property: "key", value: "team/state", suffix: ".tfstate" }, use("team/state.tfstate")),
    // One problem at a time: the edges first.
    suggested(cosWith('key: "/state"'), 'key: "/state"', "edges", { property: "key", value: "/state", form: KEY_FORM }, use("state")),
    // GCS strips a leading "/" at run time.
    fixed(gcsWith('prefix: "/team"'), 'prefix: "/team"', "/team", GCS_FORM, gcsWith('prefix: "team"')),
    fixed(gcsBackendWith('prefix: "/"'), 'prefix: "/"', "/", GCS_FORM, gcsBackendWith('prefix: ""')),
    // The leading "/" of an interpolated prefix is there whatever the interpolation gives.
    fixed(gcsWith('prefix: "/${var.team}"'), 'prefix: "/${var.team}"', "/${var.team}", GCS_FORM, gcsWith('prefix: "${var.team}"')),
    suggested(gcsWith('prefix: "//team"'), 'prefix: "//team"', "edges", { property: "prefix", value: "//team", form: GCS_FORM }, use("team")),
    // A GCS prefix is a directory: `x.tfstate` stores `x.tfstate/default.tfstate`.
    suggested(
      gcsWith('prefix: "team/network.tfstate"'),
      'prefix: "team/network.tfstate"',
      "directorySuffix",
      { property: "prefix", value: "team/network.tfstate", stored: "team/network.tfstate/default.tfstate" },
      { messageId: "useDirectory", data: { value: "team/network", stored: "team/network/default.tfstate" }, replacement: "team/network" },
    ),
    suggested(
      gcsBackendWith('prefix: ".tfstate"'),
      'prefix: ".tfstate"',
      "directorySuffix",
      { property: "prefix", value: ".tfstate", stored: ".tfstate/default.tfstate" },
      { messageId: "useDirectory", data: { value: "", stored: "default.tfstate" }, replacement: "" },
    ),
    fixed(gcsWith('prefix: "/network.tfstate"'), 'prefix: "/network.tfstate"', "/network.tfstate", GCS_FORM, gcsWith('prefix: "network.tfstate"')),
    (() => {
      // A same-file constant: the fix writes the value at the property, and the constant stays.
      const code = `${oss}const PREFIX = "/team";\nnew OssBackend(scope, { bucket: "b", prefix: PREFIX });`;
      return fixed(code, "prefix: PREFIX", "/team", PREFIX_FORM, code.replace("prefix: PREFIX", 'prefix: "team"'));
    })(),
    (() => {
      // Shorthand keeps its key.
      const code = `${oss}const prefix = "/team";\nnew OssBackend(scope, { bucket: "b", prefix });`;
      return fixed(code, "prefix", "/team", PREFIX_FORM, code.replace("prefix });", 'prefix: "team" });'), { occurrence: 1 });
    })(),
    (() => {
      // A shared spread constant: reported where written, once, and not fixed (other code uses it).
      const code = `${oss}const base = { prefix: "/team" };\nnew OssBackend(scope, { ...base, bucket: "a" });\nnew OssBackend(scope, { ...base, bucket: "b" });`;
      return {
        code,
        errors: [{ messageId: "edges", data: { property: "prefix", value: "/team", form: PREFIX_FORM }, ...locate(code, 'prefix: "/team"') }],
      } as Invalid<MessageId>;
    })(),
    (() => {
      // A COS suggestion on a spread constant is dropped too.
      const code = `${cos}const base = { key: "/team/tool.tfstate" };\nnew CosBackend(scope, { ...base, bucket: "b" });`;
      return {
        code,
        errors: [
          { messageId: "edges", data: { property: "key", value: "/team/tool.tfstate", form: KEY_FORM }, ...locate(code, 'key: "/team/tool.tfstate"'), suggestions: [] },
        ],
      } as Invalid<MessageId>;
    })(),
    (() => {
      // Comments around the value stay.
      const code = `${oss}new OssBackend(scope, {\n  bucket: "b",\n  prefix: /* team */ "/team", // shared\n});`;
      return fixed(code, 'prefix: /* team */ "/team"', "/team", PREFIX_FORM, code.replace('"/team"', '"team"'));
    })(),
    (() => {
      const code = `import type { CosBackendConfig } from "kit";\nexport const c = { bucket: "b", key: "team/state" } satisfies CosBackendConfig;`;
      return suggested(code, 'key: "team/state"', "missingSuffix", { property: "key", value: "team/state", suffix: ".tfstate" }, use("team/state.tfstate"), {
        modes: ["ts", "typed"],
      });
    })(),
    // Types give values: a constant from another file, an enum member, a declared literal type.
    (() => {
      const code = `import { TEAM_PREFIX } from "./state-paths.js";\n${ossWith("prefix: TEAM_PREFIX")}`;
      return fixed(code, "prefix: TEAM_PREFIX", "/team/state", PREFIX_FORM, code.replace("prefix: TEAM_PREFIX", 'prefix: "team/state"'), {
        modes: ["typed"],
      });
    })(),
    (() => {
      const code = `enum Paths { Team = "/team" }\n${ossWith("prefix: Paths.Team")}`;
      return fixed(code, "prefix: Paths.Team", "/team", PREFIX_FORM, code.replace("prefix: Paths.Team", 'prefix: "team"'), { modes: ["typed"] });
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
            suggestions: [{ messageId: "useValue", data: { value: "team/state.tfstate" }, output: code.replace("key: KEY", 'key: "team/state.tfstate"') }],
          },
        ],
      } as Invalid<MessageId>;
    })(),
  ],
});
