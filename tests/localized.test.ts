// `settings["backend-config"].toolName` and `envPrefixes`: the tool's own name and environment variables. Reports
// then carry the text rendered in the user's words (no messageId); without those settings they are as the rules'
// templates say. What is found does not depend on them: <kit>'s published names (`Data<Word>RemoteStateGcs` and
// the like) are found whatever their word, with the settings and without.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { validateSettings } from "../src/settings.js";
import { ENV_PREFIX_MAX, TOOL_NAME_MAX } from "../src/settings/schema.js";
import { renderTemplate } from "../src/util/create-rule.js";
import { lint, lintHcl, lintJson, type LintMode } from "./lint.js";
import { cases, kit, native, withSettings, writtenOut } from "./message-cases.js";
import { problemsOfText } from "./message-standard.js";

const settings = { toolName: "Forge", envPrefixes: { oss: "FORGEA_", cos: "FORGEB_", gcs: "FORGEG_" } };
const modes: readonly LintMode[] = ["js", "ts", "typed"];

/** Lints Java or C# code with every rule on, in the plugin's language. */
function lintIn(language: "java" | "csharp", code: string, own?: unknown): Linter.LintMessage[] {
  const filename = language === "java" ? "Stack.java" : "Stack.cs";
  return new Linter().verify(
    code,
    [
      {
        files: [`**/${filename}`],
        language: `backend-config/${language}`,
        plugins: { "backend-config": plugin },
        rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
        ...(own !== undefined && { settings: { "backend-config": own } }),
      },
    ],
    filename,
  );
}

interface Shown {
  rule: string | null;
  line: number;
  message: string;
  suggestions?: string[];
}

/** The reports as the user reads them: rule, line, the message, and the suggestions' descriptions. */
function shown(messages: readonly Linter.LintMessage[]): Shown[] {
  return messages.map((m) => ({
    rule: m.ruleId?.replace("backend-config/", "") ?? null,
    line: m.line,
    message: m.message,
    ...(m.suggestions && { suggestions: m.suggestions.map((s) => s.desc) }),
  }));
}

const accessToken = (property: string) =>
  `"${property}" is a credential written in the source code; set it in Forge's environment instead.`;
/** The suggestion to remove a credential, which names the variable the tool reads instead. */
const removeToken = (property: string) =>
  `Remove "${property}", then set FORGEG_OAUTH_ACCESS_TOKEN in Forge's environment.`;
const conflict = (ignored: string, winner: string) =>
  `"${ignored}" is ignored because "${winner}" is also set; Forge uses "${winner}" only. Keep one of them.`;
/** The same beside a token not known to be non-empty (`token()`). */
const conflictIfNonEmpty = (ignored: string, winner: string) =>
  `"${ignored}" is ignored whenever "${winner}", also set, is not empty: Forge then uses "${winner}" only. Keep one of them.`;
const locking = (table: string, endpoint: string) =>
  `"${table}" is set without "${endpoint}": Forge crashes at init unless FORGEA_TABLESTORE_ENDPOINT is set.`;
/** A remote-state data source without its bucket: refused at plan (docs/behaviour.md#every-store). */
const missingBucket = (type: string, bucket: string, tool = "Forge") =>
  `${type} has no "${bucket}", the GCS bucket to read: ${tool} refuses it at plan.`;
/** The same in Java, whose builder requires the bucket: the message names the builder, not the tool. */
const builderBucket = (type: string, store = "GCS") =>
  `${type} has no "bucket": its builder requires the ${store} bucket.`;

describe("JavaScript and TypeScript", () => {
  const code = `import { DataForgeRemoteStateGcs, GcsBackend, OssBackend } from "kit";
new DataForgeRemoteStateGcs(scope, "remote", { bucket: "\${var.bucket}", accessToken: "ya29.x" });
new DataForgeRemoteStateGcs(scope, "shared", { bucket: "b", accessToken: token(), credentials: "key.json" });
new OssBackend(scope, { bucket: "b", tablestoreTable: "t", encrypt: true });
new GcsBackend(scope, { bucket: "\${var.bucket}" });
new DataForgeRemoteStateGcs(scope, "draft", { prefix: "p" });
`;

  it.each(modes)("speaks of the user's tool, variables and types (%s)", (mode) => {
    const { messages } = lint(code, { mode, settings });
    expect(shown(messages)).toEqual([
      // The published data source is found by its name, and may interpolate (no no-interpolation report).
      {
        rule: "no-hardcoded-credentials",
        line: 2,
        message: accessToken("accessToken"),
        suggestions: [removeToken("accessToken")],
      },
      {
        rule: "no-conflicting-credentials",
        line: 3,
        message: conflictIfNonEmpty("credentials", "accessToken"),
        suggestions: [
          'Remove "credentials" (Forge ignores it).',
          'Remove "accessToken" and authenticate with "credentials".',
        ],
      },
      { rule: "valid-state-locking", line: 4, message: locking("tablestoreTable", "tablestoreEndpoint") },
      {
        rule: "no-interpolation",
        line: 5,
        message:
          '"bucket" is "${var.bucket}": Forge does not interpolate "${…}" in a backend; it uses the text as written (JSON) or fails at init (native syntax).',
      },
      { rule: "require-bucket", line: 6, message: missingBucket("DataForgeRemoteStateGcsConfig", "bucket") },
    ]);
    // The text is rendered in the plugin: ESLint gives no messageId.
    expect(messages.map((m) => m.messageId)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it.each(modes)("reports as the templates say, with messageIds, without the settings (%s)", (mode) => {
    const neutral = code.replaceAll("DataForgeRemoteStateGcs", "DataToolRemoteStateGcs");
    const { messages } = lint(neutral, { mode });
    expect(messages.map((m) => [m.ruleId, m.messageId, m.suggestions?.map((s) => s.messageId)])).toEqual([
      ["backend-config/no-hardcoded-credentials", "hardcoded", ["remove"]],
      ["backend-config/no-conflicting-credentials", "conflictIfNonEmpty", ["removeIgnored", "removeWinner"]],
      ["backend-config/valid-state-locking", "crash", undefined],
      ["backend-config/no-interpolation", "literal", undefined],
      ["backend-config/require-bucket", "missingRead", undefined],
    ]);
    expect(messages[0]!.message).toBe(
      '"accessToken" is a credential written in the source code; set it in the tool\'s environment instead.',
    );
    expect(messages[0]!.suggestions![0]!.desc).toBe(
      'Remove "accessToken", then set CLOUDG_OAUTH_ACCESS_TOKEN in the tool\'s environment.',
    );
    expect(messages[1]!.suggestions![0]!.desc).toBe('Remove "credentials" (the tool ignores it).');
    expect(messages[4]!.message).toBe(missingBucket("DataToolRemoteStateGcsConfig", "bucket", "the tool"));
    // Without toolName, the published spelling is found as well, the same way; messages name its own types.
    const published = lint(code, { mode }).messages;
    expect(published.map((m) => [m.ruleId, m.line, m.messageId])).toEqual(
      messages.map((m) => [m.ruleId, m.line, m.messageId]),
    );
    expect(published[4]!.message).toBe(missingBucket("DataForgeRemoteStateGcsConfig", "bucket", "the tool"));
  });

  it.each(modes)("finds the neutral name under toolName too: the setting changes the text only (%s)", (mode) => {
    const neutral = `import { DataToolRemoteStateGcs } from "kit";\nnew DataToolRemoteStateGcs(scope, "old", { accessToken: "ya29.y" });\n`;
    expect(shown(lint(neutral, { mode, settings }).messages)).toEqual([
      { rule: "require-bucket", line: 2, message: missingBucket("DataToolRemoteStateGcsConfig", "bucket") },
      {
        rule: "no-hardcoded-credentials",
        line: 2,
        message: accessToken("accessToken"),
        suggestions: [removeToken("accessToken")],
      },
    ]);
    expect(lint(neutral, { mode }).messages.map((m) => m.messageId)).toEqual(["missingRead", "hardcoded"]);
  });

  it("renders each placeholder as ESLint does, whatever settings change", () => {
    // Only the COS prefix changes: every other text is ESLint's own rendering of the template, word for word.
    const own = { envPrefixes: { cos: "FORGEB_" } };
    const sample = `import { CosBackend, GcsBackend, OssBackend } from "kit";
new OssBackend(scope, { bucket: "", acl: "PUBLIC-READ", regoin: "r", tablestoreTable: "t", secretKey: "abc", assumeRoleSessionExpiration: 10 });
new CosBackend(scope, { bucket: "b", key: "/a//b", secretKey: "k", assumeRole: { roleArn: "" } });
new GcsBackend(scope, { bucket: "b", accessToken: "ya29.x", credentials: "{", encryptionKey: "x", kmsEncryptionKey: "k" });
`;
    const rendered = lint(sample, { mode: "js", settings: own }).messages;
    const templated = lint(sample, { mode: "js" }).messages;
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.some((m) => m.suggestions?.some((s) => s.desc.includes("FORGEB_")))).toBe(true);
    const cos = (text: string) => text.replaceAll("CLOUDB_", "FORGEB_");
    expect(
      rendered.map((m) => [m.ruleId, m.line, m.column, m.message, m.fix, m.suggestions?.map((s) => [s.desc, s.fix])]),
    ).toEqual(
      templated.map((m) => [
        m.ruleId,
        m.line,
        m.column,
        cos(m.message),
        m.fix,
        m.suggestions?.map((s) => [cos(s.desc), s.fix]),
      ]),
    );
  });

  it("applies fixes and suggestions as without the settings", () => {
    const conflicting = `import { DataForgeRemoteStateGcs } from "kit";\nnew DataForgeRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "ya29.x", credentials: "key.json" });\n`;
    expect(lint(conflicting, { mode: "js", settings, fix: true }).output).toBe(
      `import { DataForgeRemoteStateGcs } from "kit";\nnew DataForgeRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "ya29.x" });\n`,
    );
    const [report] = lint(code, { mode: "js", settings }).messages;
    const [suggestion] = report!.suggestions!;
    expect(
      code.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + code.slice(suggestion!.fix.range[1]),
    ).toContain(`new DataForgeRemoteStateGcs(scope, "remote", { bucket: "\${var.bucket}" });`);
  });
});

describe("Java", () => {
  const code = `import com.kit.*;
class Stack {
  void define(Construct scope) {
    DataForgeRemoteStateGcs.Builder.create(scope, "remote").bucket("b").accessToken("ya29.x").credentials("key.json").build();
    DataToolRemoteStateGcs.Builder.create(scope, "old").accessToken("ya29.y").build();
    new OssBackend(scope, OssBackendConfig.builder().bucket("b").encrypt(true).tablestoreTable("t").build());
    DataForgeRemoteStateGcsConfig c = DataForgeRemoteStateGcsConfig.builder().prefix("p").build();
  }
}
`;

  it("speaks of the user's tool, variables and types, and finds the published names whatever their word", () => {
    expect(shown(lintIn("java", code, settings))).toEqual([
      {
        rule: "no-hardcoded-credentials",
        line: 4,
        message: accessToken("accessToken"),
        suggestions: [removeToken("accessToken")],
      },
      {
        rule: "no-conflicting-credentials",
        line: 4,
        message: conflict("credentials", "accessToken"),
        suggestions: ['Remove "accessToken" and authenticate with "credentials".'],
      },
      { rule: "require-bucket", line: 5, message: builderBucket("DataToolRemoteStateGcs") },
      {
        rule: "no-hardcoded-credentials",
        line: 5,
        message: accessToken("accessToken"),
        suggestions: [removeToken("accessToken")],
      },
      { rule: "valid-state-locking", line: 6, message: locking("tablestoreTable", "tablestoreEndpoint") },
      { rule: "require-bucket", line: 7, message: builderBucket("DataForgeRemoteStateGcsConfig") },
    ]);
  });

  it("reports the same findings with messageIds without the settings", () => {
    expect(lintIn("java", code).map((m) => [m.line, m.messageId])).toEqual([
      [4, "hardcoded"],
      [4, "conflict"],
      [5, "missingBuilder"],
      [5, "hardcoded"],
      [6, "crash"],
      [7, "missingBuilder"],
    ]);
  });
});

describe("C#", () => {
  const code = `using Kit;
class Stack {
  void Define() {
    new DataForgeRemoteStateGcs(this, "remote", new DataForgeRemoteStateGcsConfig { Bucket = "b", AccessToken = Token(), Credentials = "key.json" });
    new DataToolRemoteStateGcs(this, "old", new DataToolRemoteStateGcsConfig { AccessToken = "ya29.y" });
    new OssBackend(this, new OssBackendConfig { Bucket = "b", Encrypt = true, TablestoreTable = "t" });
    var c = new DataForgeRemoteStateGcsConfig { Prefix = "p", AccessToken = "ya29.x" };
  }
}
`;

  it("speaks of the user's tool, variables and types, and finds the published names whatever their word", () => {
    expect(shown(lintIn("csharp", code, settings))).toEqual([
      {
        rule: "no-conflicting-credentials",
        line: 4,
        message: conflictIfNonEmpty("Credentials", "AccessToken"),
        suggestions: [
          'Remove "Credentials" (Forge ignores it).',
          'Remove "AccessToken" and authenticate with "Credentials".',
        ],
      },
      { rule: "require-bucket", line: 5, message: missingBucket("DataToolRemoteStateGcsConfig", "Bucket") },
      {
        rule: "no-hardcoded-credentials",
        line: 5,
        message: accessToken("AccessToken"),
        suggestions: [removeToken("AccessToken")],
      },
      { rule: "valid-state-locking", line: 6, message: locking("TablestoreTable", "TablestoreEndpoint") },
      { rule: "require-bucket", line: 7, message: missingBucket("DataForgeRemoteStateGcsConfig", "Bucket") },
      {
        rule: "no-hardcoded-credentials",
        line: 7,
        message: accessToken("AccessToken"),
        suggestions: [removeToken("AccessToken")],
      },
    ]);
  });

  it("reports the same findings with messageIds without the settings", () => {
    expect(lintIn("csharp", code).map((m) => [m.line, m.messageId])).toEqual([
      [4, "conflictIfNonEmpty"],
      [5, "missingRead"],
      [5, "hardcoded"],
      [6, "crash"],
      [7, "missingRead"],
      [7, "hardcoded"],
    ]);
  });
});

describe("the OSS and COS remote-state data sources under their published names (issue 17)", () => {
  const missing = (type: string, bucket: string, store: string, tool = "Forge") =>
    `${type} has no "${bucket}", the ${store} bucket to read: ${tool} refuses it at plan.`;
  const secret = (property: string, tool = "Forge's") =>
    `"${property}" is a credential written in the source code; set it in ${tool} environment instead.`;
  const ts = `import { DataForgeRemoteStateCos, DataForgeRemoteStateOss } from "kit";
new DataForgeRemoteStateOss(scope, "logs", { workspace: "\${var.ws}", prefix: "\${var.stage}" });
new DataForgeRemoteStateCos(scope, "queue", { region: "ap-guangzhou", secretKey: "abc", defaults: {} });
`;

  it.each(modes)("are found as data sources, in the user's words (%s)", (mode) => {
    // A data source: no interpolation reported, and its own `defaults` and `workspace` are no unknown keys.
    expect(
      shown(lint(ts, { mode, settings }).messages).map(({ rule, line, message }) => [rule, line, message]),
    ).toEqual([
      ["require-bucket", 2, missing("DataForgeRemoteStateOssConfig", "bucket", "OSS")],
      ["require-bucket", 3, missing("DataForgeRemoteStateCosConfig", "bucket", "COS")],
      ["no-hardcoded-credentials", 3, secret("secretKey")],
    ]);
    // Without the settings, found alike, in the templates' words.
    expect(shown(lint(ts, { mode }).messages).map(({ rule, line, message }) => [rule, line, message])).toEqual([
      ["require-bucket", 2, missing("DataForgeRemoteStateOssConfig", "bucket", "OSS", "the tool")],
      ["require-bucket", 3, missing("DataForgeRemoteStateCosConfig", "bucket", "COS", "the tool")],
      ["no-hardcoded-credentials", 3, secret("secretKey", "the tool's")],
    ]);
  });

  it("in Java and C#, with the settings and without", () => {
    const java = `class Stack {
  void define(Construct scope) {
    DataForgeRemoteStateOss.Builder.create(scope, "logs").workspace("\${var.ws}").build();
    var c = DataForgeRemoteStateCosConfig.builder().region("ap-guangzhou").defaults(Map.of()).build();
  }
}
`;
    // Java's builder requires the bucket: the same message with the settings and without.
    for (const found of [lintIn("java", java, settings), lintIn("java", java)])
      expect(shown(found).map(({ rule, line, message }) => [rule, line, message])).toEqual([
        ["require-bucket", 3, builderBucket("DataForgeRemoteStateOss", "OSS")],
        ["require-bucket", 4, builderBucket("DataForgeRemoteStateCosConfig", "COS")],
      ]);
    const csharp = `class Stack {
  void Define() {
    new DataForgeRemoteStateOss(this, "logs", new() { Workspace = "\${var.ws}" });
    var c = new DataForgeRemoteStateCosConfig { Region = "ap-guangzhou", Defaults = new() };
  }
}
`;
    expect(shown(lintIn("csharp", csharp, settings)).map(({ rule, line, message }) => [rule, line, message])).toEqual([
      ["require-bucket", 3, missing("DataForgeRemoteStateOssConfig", "Bucket", "OSS")],
      ["require-bucket", 4, missing("DataForgeRemoteStateCosConfig", "Bucket", "COS")],
    ]);
    expect(shown(lintIn("csharp", csharp)).map(({ rule, line, message }) => [rule, line, message])).toEqual([
      ["require-bucket", 3, missing("DataForgeRemoteStateOssConfig", "Bucket", "OSS", "the tool")],
      ["require-bucket", 4, missing("DataForgeRemoteStateCosConfig", "Bucket", "COS", "the tool")],
    ]);
  });
});

describe("what the user wrote, quoted as written (issue 35)", () => {
  // Only the plugin's own words are renamed: a key or a value the user wrote is quoted as written, though it holds
  // "the tool" or a default prefix, in the same message that names the user's tool.
  const aclMessage = (property: string, allowed = '"private" or "public-read"') =>
    `"${property}" is "The tool"; allowed values are ${allowed}.`;
  const aclSuggestions = [
    'Use "private".',
    'Use "public-read" (a public ACL: anyone can read the state file, and the state holds secrets).',
  ];
  const endpointMessage = (property: string) =>
    `"${property}" is "https://the tool CLOUDB_X", not a valid URL: Forge rejects it at init; the form is "https://cos-internal.{region}.tencentcos.cn".`;

  it.each(modes)("in JavaScript and TypeScript (%s)", (mode) => {
    // TypeScript reports an unknown key of a typed literal itself: the rule speaks past the type.
    const code = `import { CosBackend, OssBackend } from "kit";
new OssBackend(scope, { bucket: "b", encrypt: true, CLOUDA_ACCESS_KEY: "x" }${mode === "js" ? "" : " as any"});
new CosBackend(scope, { bucket: "b", region: "r", endpoint: "https://the tool CLOUDB_X" });
`;
    expect(shown(lint(code, { mode, settings }).messages)).toEqual([
      {
        rule: "no-unknown-properties",
        line: 2,
        message: '"CLOUDA_ACCESS_KEY" is not a property of OssBackendConfig; Forge rejects it at init.',
      },
      { rule: "valid-custom-endpoint", line: 3, message: endpointMessage("endpoint") },
    ]);
  });

  it("in Java and C#", () => {
    const java = `class Stack {
  void define() {
    var c = CosBackendConfig.builder().bucket("b").region("r").acl("The tool").endpoint("https://the tool CLOUDB_X").build();
  }
}
`;
    expect(shown(lintIn("java", java, settings))).toEqual([
      { rule: "valid-acl", line: 3, message: aclMessage("acl"), suggestions: aclSuggestions },
      { rule: "valid-custom-endpoint", line: 3, message: endpointMessage("endpoint") },
    ]);
    const csharp = `class Stack {
  void Define() {
    var c = new CosBackendConfig { Bucket = "b", Region = "r", Acl = "The tool", Endpoint = "https://the tool CLOUDB_X" };
  }
}
`;
    expect(shown(lintIn("csharp", csharp, settings))).toEqual([
      { rule: "valid-acl", line: 3, message: aclMessage("Acl"), suggestions: aclSuggestions },
      { rule: "valid-custom-endpoint", line: 3, message: endpointMessage("Endpoint") },
    ]);
  });

  it("in the tool's JSON syntax", () => {
    const code = JSON.stringify(
      { terraform: { backend: { oss: { bucket: "b", encrypt: true, CLOUDA_ACCESS_KEY: "x", acl: "The tool" } } } },
      null,
      2,
    );
    expect(shown(lintJson(code, { settings, filename: "main.tf.json" }))).toEqual([
      {
        rule: "no-unknown-properties",
        line: 7,
        message: '"CLOUDA_ACCESS_KEY" is not a property of backend "oss"; Forge rejects it at init.',
      },
      {
        rule: "valid-acl",
        line: 8,
        message: aclMessage("acl", '"private", "public-read", "public-read-write" or empty'),
        suggestions: [
          ...aclSuggestions,
          'Use "public-read-write" (a public ACL: anyone can read the state file, and the state holds secrets).',
          'Use "" (the provider\'s default ACL).',
        ],
      },
    ]);
  });
});

describe("renderTemplate", () => {
  it("fills placeholders as ESLint does", () => {
    expect(
      renderTemplate('"{{ key }}" is {{value}}; {{missing}} {{}} {{a}}{{b}}', {
        key: "acl",
        value: 7,
        a: "x",
        b: "{{key}}",
      }),
    ).toBe('"acl" is 7; {{missing}} {{}} x{{key}}');
    expect(renderTemplate("{{key}}", undefined)).toBe("{{key}}");
  });
});

describe("every message within 200 characters in the user's words", () => {
  // A tool's name and prefixes as long as the settings allow (TOOL_NAME_MAX, ENV_PREFIX_MAX): "the tool" (8
  // characters) becomes a name of 16, and each prefix (7 characters) one of 16. The plugin fits each text as the
  // user reads it.
  const long = {
    toolName: "ProvisionerSuite",
    envPrefixes: { oss: "PROVISIONALPHAA_", cos: "PROVISIONERBETA_", gcs: "PROVISIONGAMMAA_" },
  };
  /** The cases' code with the data sources under the name the setting gives them. */
  const named = (code: string) => code.replaceAll("DataToolRemoteState", "DataProvisionerSuiteRemoteState");

  it("uses names as long as the settings allow", () => {
    expect(long.toolName).toHaveLength(TOOL_NAME_MAX);
    for (const prefix of Object.values(long.envPrefixes)) expect(prefix).toHaveLength(ENV_PREFIX_MAX);
    expect(() => validateSettings(long)).not.toThrow();
  });

  /** Checks what a rule says on `code` (its messages and their suggestions), and that it says something. */
  function expectFit(rule: string, code: string, messages: readonly Linter.LintMessage[]) {
    const found = messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.length, rule).toBeGreaterThan(0);
    for (const text of found.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)])) {
      expect(problemsOfText(text, code), text).toEqual([]);
    }
    return found;
  }

  it.each(cases)("%s: %s", (rule, code) => {
    const source = named(kit + code);
    expectFit(rule, source, lint(source, { settings: long }).messages);
  });

  it.each(withSettings)("%s: %s", (rule, code, own) => {
    const source = named(kit + code);
    expectFit(rule, source, lint(source, { settings: { ...own, ...long } }).messages);
  });

  it.each(writtenOut)("%s, written out and by hand: %s", (rule, code) => {
    const written = expectFit(rule, code, lintJson(code, { settings: long }));
    expect(written.every((m) => m.message.endsWith("This file is generated; change the code that generates it."))).toBe(
      true,
    );
    expectFit(rule, code, lintJson(code, { settings: long, filename: "main.tf.json" }));
  });

  it.each(native)("%s, native syntax: %s", (rule, code, _message, own) => {
    expectFit(rule, code, lintHcl(code, { settings: { ...own, ...long } }));
  });

  it("speaks the user's words in them", () => {
    const texts = [...cases, ...writtenOut].flatMap(([rule, code]) =>
      [...lint(named(kit + code), { settings: long }).messages, ...lintJson(code, { settings: long })]
        .filter((m) => m.ruleId === `backend-config/${rule}`)
        .flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]),
    );
    expect(texts.some((t) => t.includes(long.toolName))).toBe(true);
    for (const prefix of Object.values(long.envPrefixes))
      expect(
        texts.some((t) => t.includes(prefix)),
        prefix,
      ).toBe(true);
    expect(texts.filter((t) => /\bthe tool\b|\bCLOUD[ABG]_/i.test(t))).toEqual([]);
  });
});
