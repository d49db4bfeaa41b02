import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint, Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import {
  mentionsAnyName,
  namesIn,
  resolveSettings,
  SettingsError,
  settingsSchema,
  validateSettings,
} from "../src/settings.js";
import {
  ENV_PREFIX_MAX,
  LIST_MAX,
  NAME_MAX,
  TOOL_NAME_MAX,
  type Keyword,
  type SchemaNode,
} from "../src/settings/schema.js";
import { lint } from "./lint.js";

const code = `import { OssBackend } from "kit";\nnew OssBackend(scope, {});`;

/** How a settings error shows a rejected string. */
const shown = (name: string) =>
  JSON.stringify(name) + (/^<.*>$/.test(name) ? ", a placeholder: put your own value in its place" : "");

/** The error `lint()` (every rule on) throws for these settings. */
function lintError(text: string, settings: unknown): Error {
  try {
    lint(text, { settings });
  } catch (error) {
    return error as Error;
  }
  throw new Error(`no error for settings ${JSON.stringify(settings)}`);
}

describe("settings", () => {
  it.each([
    [
      { typeName: {} },
      'Invalid settings["backend-config"].typeName: unknown key; allowed keys are typeNames, constructNames, modules, toolVersion, toolName, envPrefixes.',
    ],
    [
      { typeNames: { s3: ["X"] } },
      'Invalid settings["backend-config"].typeNames.s3: unknown key; allowed keys are oss, cos, gcs.',
    ],
    [
      { typeNames: { oss: "MyConfig" } },
      'Invalid settings["backend-config"].typeNames.oss: must be an array of names, got "MyConfig".',
    ],
    [
      { typeNames: { oss: ["my-config"] } },
      'Invalid settings["backend-config"].typeNames.oss[0]: must be an identifier, got "my-config".',
    ],
    [
      // eslint-disable-next-line no-sparse-arrays -- the hole is the point: forEach would skip it.
      { typeNames: { oss: [, "X"] } },
      'Invalid settings["backend-config"].typeNames.oss[0]: must be an identifier, got an empty slot.',
    ],
    [
      { typeNames: { oss: ["1Config"] } },
      'Invalid settings["backend-config"].typeNames.oss[0]: must be an identifier, got "1Config".',
    ],
    [
      { constructNames: [] },
      'Invalid settings["backend-config"].constructNames: must be an object with keys oss, cos, gcs.',
    ],
    [
      { constructNames: { gcs: [7] } },
      'Invalid settings["backend-config"].constructNames.gcs[0]: must be an identifier, got number.',
    ],
    [
      { modules: "kit" },
      'Invalid settings["backend-config"].modules: must be an array of module names (non-empty strings).',
    ],
    [
      { modules: [""] },
      'Invalid settings["backend-config"].modules: must be an array of module names (non-empty strings).',
    ],
    [
      // eslint-disable-next-line no-sparse-arrays -- a hole is no module name, though includes() would skip it.
      { modules: [, "kit"] },
      'Invalid settings["backend-config"].modules: must be an array of module names (non-empty strings).',
    ],
    [
      { modules: ["kit", "other-kit", "kit"] },
      'Invalid settings["backend-config"].modules[2]: repeats "kit"; list each module once.',
    ],
    ["kit", 'Invalid settings["backend-config"]: must be an object, got "kit".'],
    [
      { toolVersion: "1.0" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "1.0".',
    ],
    [
      { toolVersion: "1" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "1".',
    ],
    [
      { toolVersion: "^1.0.0" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "^1.0.0".',
    ],
    [
      { toolVersion: ">=1.0.11" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got ">=1.0.11".',
    ],
    [
      { toolVersion: "latest" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "latest".',
    ],
    [
      { toolVersion: " 1.0.11" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got " 1.0.11".',
    ],
    [
      { toolVersion: "=1.0.11" },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "=1.0.11".',
    ],
    [
      { toolVersion: 1.1 },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got number.',
    ],
    [
      { toolVersion: ["1.0.11"] },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got an array.',
    ],
    [
      { toolVersion: null },
      'Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got null.',
    ],
    [null, 'Invalid settings["backend-config"]: must be an object, got null.'],
    ...["", "Data-Forge", "Forge Tool", "9Forge", "_Forge", "Forge_", "Forge$", "Förge"].map((toolName) => [
      { toolName },
      `Invalid settings["backend-config"].toolName: must be the tool's name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got ${JSON.stringify(toolName)}.`,
    ]),
    ...[
      [7, "number"],
      [null, "null"],
      [["Forge"], "an array"],
    ].map(([toolName, got]) => [
      { toolName },
      `Invalid settings["backend-config"].toolName: must be the tool's name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got ${got as string}.`,
    ]),
    [
      { envPrefixes: "FORGE_" },
      'Invalid settings["backend-config"].envPrefixes: must be an object with keys oss, cos, gcs.',
    ],
    [
      { envPrefixes: ["FORGEA_"] },
      'Invalid settings["backend-config"].envPrefixes: must be an object with keys oss, cos, gcs.',
    ],
    [
      { envPrefixes: null },
      'Invalid settings["backend-config"].envPrefixes: must be an object with keys oss, cos, gcs.',
    ],
    [
      { envPrefixes: { s3: "FORGES_" } },
      'Invalid settings["backend-config"].envPrefixes.s3: unknown key; allowed keys are oss, cos, gcs.',
    ],
    [
      { envPrefixes: { oss: "FORGEA_", OSS: "FORGEA_" } },
      'Invalid settings["backend-config"].envPrefixes.OSS: unknown key; allowed keys are oss, cos, gcs.',
    ],
    ...(
      [
        ["oss", "FORGEA", '"FORGEA"', "CLOUDA_"],
        ["oss", "", '""', "CLOUDA_"],
        ["cos", "_", '"_"', "CLOUDB_"],
        ["cos", "1FORGE_", '"1FORGE_"', "CLOUDB_"],
        ["gcs", "FORGE-G_", '"FORGE-G_"', "CLOUDG_"],
        ["gcs", "FORGEG_ ", '"FORGEG_ "', "CLOUDG_"],
        ["gcs", "$FORGEG_", '"$FORGEG_"', "CLOUDG_"],
        ["gcs", 7, "number", "CLOUDG_"],
        ["oss", null, "null", "CLOUDA_"],
        ["cos", ["FORGEB_"], "an array", "CLOUDB_"],
      ] as const
    ).map(([key, prefix, got, example]) => [
      { envPrefixes: { [key]: prefix } },
      `Invalid settings["backend-config"].envPrefixes.${key}: must be an environment variable prefix (letters, digits and "_", not starting with a digit, ending with "_") such as "${example}", got ${got}.`,
    ]),
    ...["kit package", " kit", "kit ", "<kit>", "a<b", "a>b"].map((name) => [
      { modules: [name] },
      `Invalid settings["backend-config"].modules[0]: must be the name of a module your code imports the constructs and configuration types from, as the import writes it (no spaces or angle brackets), got ${shown(name)}.`,
    ]),
    // The docs' placeholders, copied as written, are rejected and called placeholders.
    [
      { modules: ["kit", "<your kit package>"] },
      'Invalid settings["backend-config"].modules[1]: must be the name of a module your code imports the constructs and configuration types from, as the import writes it (no spaces or angle brackets), got "<your kit package>", a placeholder: put your own value in its place.',
    ],
    [
      { toolName: "<YourTool>" },
      'Invalid settings["backend-config"].toolName: must be the tool\'s name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got "<YourTool>", a placeholder: put your own value in its place.',
    ],
    [
      { envPrefixes: { gcs: "<YOURG_>" } },
      'Invalid settings["backend-config"].envPrefixes.gcs: must be an environment variable prefix (letters, digits and "_", not starting with a digit, ending with "_") such as "CLOUDG_", got "<YOURG_>", a placeholder: put your own value in its place.',
    ],
  ] as [unknown, string][])("rejects %j, naming the key", (settings, message) => {
    expect(() => validateSettings(settings)).toThrow(message);
    // Through ESLint, the message is the same, whole: no rule and no file added (see below).
    expect(lintError(code, settings).message).toBe(message);
  });

  it("refuses a naming setting longer than its maximum, naming the setting (issue 35)", () => {
    const letters = (n: number) => "A".repeat(n);
    const cut = (text: string) => JSON.stringify(`${text.slice(0, 119)}…`);
    const cases: [settings: unknown, message: string][] = [
      [
        { toolName: letters(35_000) },
        `Invalid settings["backend-config"].toolName: must be the tool's name in at most 16 characters, such as "Tool", got ${cut(letters(35_000))}.`,
      ],
      [
        { toolName: letters(TOOL_NAME_MAX + 1) },
        `Invalid settings["backend-config"].toolName: must be the tool's name in at most 16 characters, such as "Tool", got "${letters(17)}".`,
      ],
      [
        { envPrefixes: { cos: `${letters(ENV_PREFIX_MAX)}_` } },
        `Invalid settings["backend-config"].envPrefixes.cos: must be an environment variable prefix of at most 16 characters such as "CLOUDB_", got "${letters(16)}_".`,
      ],
      [
        { typeNames: { oss: ["OssConfig", letters(NAME_MAX + 1)] } },
        `Invalid settings["backend-config"].typeNames.oss[1]: must be an identifier of at most 255 characters, got ${cut(letters(256))}.`,
      ],
      [
        // Refused before any item is read: a length of 2^32 - 1 is not walked.
        { modules: new Array<string>(2 ** 32 - 1) },
        'Invalid settings["backend-config"].modules: must list at most 1000 modules.',
      ],
      [
        { modules: Array.from({ length: LIST_MAX + 1 }, (_, i) => `kit${i}`) },
        'Invalid settings["backend-config"].modules: must list at most 1000 modules.',
      ],
      [
        { typeNames: { oss: new Array<string>(2 ** 32 - 1) } },
        'Invalid settings["backend-config"].typeNames.oss: must list at most 1000 names.',
      ],
      [
        { constructNames: { gcs: [letters(35_000)] } },
        `Invalid settings["backend-config"].constructNames.gcs[0]: must be an identifier of at most 255 characters, got ${cut(letters(35_000))}.`,
      ],
    ];
    for (const [settings, message] of cases) {
      expect(() => validateSettings(settings)).toThrow(message);
      // Through ESLint: the settings error, not a crash of the first rule that builds a pattern from the names.
      expect(lintError(code, settings)).toBeInstanceOf(SettingsError);
      expect(lintError(code, settings).message).toBe(message);
    }
    // The longest names allowed are accepted, and a character is counted as JSON Schema counts it (a code point).
    expect(() =>
      validateSettings({
        toolName: letters(TOOL_NAME_MAX),
        envPrefixes: { oss: `${letters(ENV_PREFIX_MAX - 1)}_` },
        typeNames: { oss: [letters(NAME_MAX), "𝒜".repeat(NAME_MAX)] },
        modules: Array.from({ length: LIST_MAX }, (_, i) => `kit${i}`),
      }),
    ).not.toThrow();
    expect(() => validateSettings({ typeNames: { oss: ["𝒜".repeat(NAME_MAX + 1)] } })).toThrow(
      "must be an identifier of at most 255 characters",
    );
  });

  it("quotes a value or key of a megabyte cut short, not whole", () => {
    const MB = 1 << 20;
    const cases: [settings: unknown, message: string][] = [
      [
        { toolVersion: `1.0.${"9".repeat(MB)}` },
        `Invalid settings["backend-config"].toolVersion: must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got "1.0.${"9".repeat(115)}…".`,
      ],
      [
        { toolName: `Forge ${"x".repeat(MB)}` },
        `Invalid settings["backend-config"].toolName: must be the tool's name in at most 16 characters, such as "Tool", got "Forge ${"x".repeat(113)}…".`,
      ],
      [
        { modules: [`<${"m".repeat(MB)}>`] },
        `Invalid settings["backend-config"].modules[0]: must be the name of a module your code imports the constructs and configuration types from, as the import writes it (no spaces or angle brackets), got "<${"m".repeat(118)}…", a placeholder: put your own value in its place.`,
      ],
      [
        { ["k".repeat(MB)]: 1 },
        `Invalid settings["backend-config"].${"k".repeat(118)}…: unknown key; allowed keys are typeNames, constructNames, modules, toolVersion, toolName, envPrefixes.`,
      ],
    ];
    for (const [settings, message] of cases) {
      expect(() => validateSettings(settings)).toThrow(message);
      expect(lintError(code, settings).message).toBe(message);
    }
  });

  it("accepts the documented shape and the absence of settings", () => {
    expect(() =>
      validateSettings({
        typeNames: { oss: ["A"], cos: [], gcs: ["B"] },
        constructNames: { cos: ["C"] },
        modules: ["kit"],
      }),
    ).not.toThrow();
    const named = { toolName: "Forge2", envPrefixes: { oss: "FORGEA_", cos: "_forge_b_", gcs: "FORGE_G_" } };
    expect(() => validateSettings({ ...named, toolVersion: "1.0.11" })).not.toThrow();
    expect(() => validateSettings({ toolName: "Tool", envPrefixes: {} })).not.toThrow();
    expect(() => validateSettings({ envPrefixes: { gcs: "G_" } })).not.toThrow();
    expect(lint(code, { settings: named }).messages.map((m) => m.ruleId)).toEqual([
      "backend-config/require-bucket",
      "backend-config/require-encryption",
    ]);
    // `{}` lacks the bucket, and (with every rule on) OSS's encryption.
    expect(lint(code).messages.map((m) => m.ruleId)).toEqual([
      "backend-config/require-bucket",
      "backend-config/require-encryption",
    ]);
  });

  it("reports nothing, without a word, where no import comes from the modules given (README: Settings)", () => {
    expect(lint(code, { settings: { modules: ["kit"] } }).messages.map((m) => m.ruleId)).toEqual([
      "backend-config/require-bucket",
      "backend-config/require-encryption",
    ]);
    expect(lint(code, { settings: { modules: ["@acme/kit"] } }).messages).toEqual([]);
    expect(lint(code, { settings: { modules: ["@acme/kit", "kit"] } }).messages).toHaveLength(2);
    // Module names as imports write them: scoped, with a path, relative.
    expect(() => validateSettings({ modules: ["@acme/kit", "kit/lib/index.js", "./kit", "../kit"] })).not.toThrow();
  });

  it("rejects the README's placeholders copied as written, naming the key (README: Setup, Settings)", () => {
    const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
    const found = [...readme.matchAll(/\b(toolName|modules|oss|cos|gcs): \[?("<[^"]*>")/g)].map(
      (m) => [m[1]!, JSON.parse(m[2]!) as string] as const,
    );
    expect(new Set(found.map(([key]) => key))).toEqual(new Set(["toolName", "modules", "oss", "cos", "gcs"]));
    for (const [key, value] of found) {
      const settings =
        key === "toolName"
          ? { toolName: value }
          : key === "modules"
            ? { modules: [value] }
            : { envPrefixes: { [key]: value } };
      const path = key === "toolName" ? ".toolName:" : key === "modules" ? ".modules[0]:" : `.envPrefixes.${key}:`;
      expect(() => validateSettings(settings)).toThrow(`Invalid settings["backend-config"]${path}`);
      expect(() => validateSettings(settings)).toThrow(
        `got ${JSON.stringify(value)}, a placeholder: put your own value in its place.`,
      );
    }
  });

  it("accepts a full tool version, with or without a leading v, and normalises it", () => {
    expect(resolveSettings({ "backend-config": { toolVersion: "v1.0.11" } }).toolVersion).toBe("1.0.11");
    expect(resolveSettings({ "backend-config": { toolVersion: "1.1.0-beta1" } }).toolVersion).toBe("1.1.0-beta1");
    expect(resolveSettings({ "backend-config": { toolVersion: "1.0.11+build.7" } }).toolVersion).toBe("1.0.11");
    expect(resolveSettings({ "backend-config": {} }).toolVersion).toBeUndefined();
    expect(resolveSettings(undefined).toolVersion).toBeUndefined();
  });

  it("describes toolVersion in the settings schema as validation accepts it", () => {
    const pattern = new RegExp(settingsSchema.properties.toolVersion.pattern);
    for (const version of ["1.0.11", "v1.0.11", "1.1.0-beta1", "1.0.11+build.7"]) {
      expect(pattern.test(version), version).toBe(true);
      expect(() => validateSettings({ toolVersion: version })).not.toThrow();
    }
    for (const version of ["1.0", "^1.0.0", ">=1.0.11", "latest", " 1.0.11", "=1.0.11"]) {
      expect(pattern.test(version), version).toBe(false);
      expect(() => validateSettings({ toolVersion: version })).toThrow();
    }
  });

  it("adds names to the schema's defaults, and caches per settings object", () => {
    const settings = {
      "backend-config": { typeNames: { gcs: ["RemoteState"] }, constructNames: { oss: ["StateStore"] } },
    };
    const resolved = resolveSettings(settings);
    expect(resolved.typeNames.get("RemoteState")).toEqual({ kind: "gcs", role: "unknown" });
    expect(resolved.typeNames.get("OssBackendConfig")).toEqual({ kind: "oss", role: "backend" });
    // A name a user adds may be a backend's or a remote-state data source's: its role is unknown.
    expect(resolved.constructNames.get("StateStore")).toEqual({
      kind: "oss",
      role: "unknown",
      configArgument: -1,
      configType: "OssBackendConfig",
    });
    expect(resolved.constructNames.get("DataToolRemoteStateGcs")).toEqual({
      kind: "gcs",
      role: "data-source",
      configArgument: 2,
      configType: "DataToolRemoteStateGcsConfig",
    });
    expect(resolveSettings(settings)).toBe(resolved);
  });

  it("gives every name a user adds the role unknown, whatever the store", () => {
    const resolved = resolveSettings({
      "backend-config": {
        typeNames: { oss: ["OssState"], cos: ["CosState"], gcs: ["GcsState"] },
        constructNames: { oss: ["OssStore"], cos: ["CosStore"], gcs: ["GcsStore"] },
      },
    });
    expect([...resolved.typeNames.exact].filter(([name]) => name.endsWith("State"))).toEqual([
      ["OssState", { kind: "oss", role: "unknown" }],
      ["CosState", { kind: "cos", role: "unknown" }],
      ["GcsState", { kind: "gcs", role: "unknown" }],
    ]);
    expect([...resolved.constructNames.exact].filter(([name]) => name.endsWith("Store"))).toEqual([
      ["OssStore", { kind: "oss", role: "unknown", configArgument: -1, configType: "OssBackendConfig" }],
      ["CosStore", { kind: "cos", role: "unknown", configArgument: -1, configType: "CosBackendConfig" }],
      ["GcsStore", { kind: "gcs", role: "unknown", configArgument: -1, configType: "DataToolRemoteStateGcsConfig" }],
    ]);
    // A default name keeps its role even when a user names it too.
    expect(
      resolveSettings({ "backend-config": { typeNames: { oss: ["OssBackendConfig"] } } }).typeNames.get(
        "OssBackendConfig",
      ),
    ).toEqual({ kind: "oss", role: "backend" });
  });

  it("takes names in any script, as TypeScript, Java and C# do (ÄConfig), and finds configurations of them", () => {
    const settings = { typeNames: { oss: ["ÄConfig", "Config_é"] } };
    expect(resolveSettings({ "backend-config": settings }).typeNames.get("ÄConfig")).toEqual({
      kind: "oss",
      role: "unknown",
    });
    const code = `interface ÄConfig { bucket: string; acl?: string; encrypt?: boolean }\nexport const c: ÄConfig = { bucket: "b", encrypt: true, acl: "PRIVATE" };\n`;
    for (const mode of ["js", "ts", "typed"] as const) {
      const source =
        mode === "js"
          ? `/** @type {ÄConfig} */\nexport const c = { bucket: "b", encrypt: true, acl: "PRIVATE" };\n`
          : code;
      const ids = lint(source, { mode, settings }).messages.map((m) => m.ruleId);
      expect({ mode, ids }).toEqual({ mode, ids: mode === "js" ? [] : ["backend-config/valid-acl"] });
    }
    const java = `class Main {\n  Object m() {\n    return ÄConfig.builder().bucket("b").encrypt(true).acl("PRIVATE").build();\n  }\n}\n`;
    const config = (files: string[], language: string) => ({
      files,
      plugins: { "backend-config": plugin },
      language,
      settings: { "backend-config": settings },
      rules: { "backend-config/valid-acl": "error" as const },
    });
    expect(
      new Linter().verify(java, [config(["**/*.java"], "backend-config/java")], "Main.java").map((m) => m.ruleId),
    ).toEqual(["backend-config/valid-acl"]);
    const csharp = `class Main {\n  object M() {\n    return new ÄConfig { Bucket = "b", Encrypt = true, Acl = "PRIVATE" };\n  }\n}\n`;
    expect(
      new Linter().verify(csharp, [config(["**/*.cs"], "backend-config/csharp")], "Main.cs").map((m) => m.ruleId),
    ).toEqual(["backend-config/valid-acl"]);
  });

  it("finds the published names by their shape whatever their word, with toolName or without", () => {
    const neutral = resolveSettings(undefined);
    // Looked up as written: the schema's names that hold no word for the tool.
    expect([...neutral.typeNames.exact.keys()]).toEqual(["OssBackendConfig", "CosBackendConfig", "GcsBackendConfig"]);
    expect([...neutral.constructNames.exact.keys()]).toEqual(["OssBackend", "CosBackend", "GcsBackend"]);
    expect(neutral.toolName).toBe("Tool");
    const forge = resolveSettings({ "backend-config": { toolName: "Forge" } });
    for (const resolved of [neutral, forge]) {
      for (const word of ["Tool", "Forge", "Forge2", "X", "OpenForge", "ACME"]) {
        expect(resolved.typeNames.get(`Data${word}RemoteStateOssConfig`)).toEqual({ kind: "oss", role: "data-source" });
        expect(resolved.typeNames.get(`Data${word}RemoteStateCosConfig`)).toEqual({ kind: "cos", role: "data-source" });
        expect(resolved.typeNames.get(`Data${word}RemoteStateGcsConfig`)).toEqual({ kind: "gcs", role: "data-source" });
        for (const [store, kind] of [
          ["Oss", "oss"],
          ["Cos", "cos"],
          ["Gcs", "gcs"],
        ] as const) {
          expect(resolved.constructNames.get(`Data${word}RemoteState${store}`)).toEqual({
            kind,
            role: "data-source",
            configArgument: 2,
            configType: `Data${word}RemoteState${store}Config`,
          });
          expect(resolved.typeNames.isPublished(`Data${word}RemoteState${store}Config`)).toBe(true);
          // A construct's name is no type's, nor the other way round.
          expect(resolved.typeNames.has(`Data${word}RemoteState${store}`)).toBe(false);
          expect(resolved.constructNames.has(`Data${word}RemoteState${store}Config`)).toBe(false);
        }
      }
      // Near misses: no word, a word that does not start with a capital (`Database...`: `Data` starts a longer
      // word), other characters in the word, more after the name, another store, a name inside a longer one.
      for (const name of [
        "DataRemoteStateGcs",
        "DatabaseRemoteStateGcs",
        "Data2RemoteStateGcs",
        "Data_ForgeRemoteStateGcs",
        "DataFor$geRemoteStateGcs",
        "DataFörgeRemoteStateGcs",
        "DataForgeRemoteStateGcsHelper",
        "DataForgeRemoteStateGcsConfigs",
        "DataForgeRemoteStateS3",
        "DataForgeRemoteState",
        "DataForgeRemoteStateConfig",
        "MyDataForgeRemoteStateGcs",
        "dataForgeRemoteStateGcs",
        "DataForgeRemotestateGcs",
        "DataForgeRemoteStategcs",
      ]) {
        expect(resolved.constructNames.get(name), name).toBeUndefined();
        expect(resolved.typeNames.get(name), name).toBeUndefined();
        expect(resolved.typeNames.get(`${name}Config`), name).toBeUndefined();
      }
    }

    const resolved = resolveSettings({
      "backend-config": {
        toolName: "Forge",
        constructNames: { gcs: ["RemoteState", "DataAcmeRemoteStateGcs"] },
        typeNames: { gcs: ["DataToolRemoteStateGcsConfig", "DatabaseRemoteStateGcsConfig"] },
      },
    });
    expect(resolved.toolName).toBe("Forge");
    // A published name added in settings stays what it is (as a schema name does); other names are the user's.
    expect([...resolved.typeNames.exact]).toEqual([
      ["OssBackendConfig", { kind: "oss", role: "backend" }],
      ["CosBackendConfig", { kind: "cos", role: "backend" }],
      ["GcsBackendConfig", { kind: "gcs", role: "backend" }],
      ["DatabaseRemoteStateGcsConfig", { kind: "gcs", role: "unknown" }],
    ]);
    expect(resolved.typeNames.get("DataToolRemoteStateGcsConfig")).toEqual({ kind: "gcs", role: "data-source" });
    expect([...resolved.added]).toEqual(["DatabaseRemoteStateGcsConfig", "RemoteState"]);
    expect([...resolved.constructNames.exact]).toEqual([
      ["OssBackend", { kind: "oss", role: "backend", configArgument: 1, configType: "OssBackendConfig" }],
      ["CosBackend", { kind: "cos", role: "backend", configArgument: 1, configType: "CosBackendConfig" }],
      ["GcsBackend", { kind: "gcs", role: "backend", configArgument: 1, configType: "GcsBackendConfig" }],
      // Messages name its configuration type as the schema does, in the user's word for the tool (text only).
      [
        "RemoteState",
        { kind: "gcs", role: "unknown", configArgument: -1, configType: "DataForgeRemoteStateGcsConfig" },
      ],
    ]);
    expect(resolved.constructNames.get("DataAcmeRemoteStateGcs")).toEqual({
      kind: "gcs",
      role: "data-source",
      configArgument: 2,
      configType: "DataAcmeRemoteStateGcsConfig",
    });
  });

  it("leaves out of a table the names a file declares itself, the published ones too", () => {
    const neutral = resolveSettings({ "backend-config": { typeNames: { oss: ["StateConfig"] } } });
    const own = neutral.typeNames.without(new Set(["DataForgeRemoteStateGcsConfig", "OssBackendConfig"]));
    expect(own.get("DataForgeRemoteStateGcsConfig")).toBeUndefined();
    expect(own.get("OssBackendConfig")).toBeUndefined();
    expect([...own.exact.keys()]).toEqual(["CosBackendConfig", "GcsBackendConfig", "StateConfig"]);
    expect(own.get("DataForgeRemoteStateOssConfig")).toEqual({ kind: "oss", role: "data-source" });
    expect(own.without(new Set(["DataForgeRemoteStateOssConfig"])).get("DataForgeRemoteStateGcsConfig")).toBe(
      undefined,
    );
    expect(neutral.typeNames.get("DataForgeRemoteStateGcsConfig")).toEqual({ kind: "gcs", role: "data-source" });
  });

  it("resolves envPrefixes per store over the defaults, and says when the settings are neutral", () => {
    const neutral = resolveSettings(undefined);
    expect(neutral.envPrefixes).toEqual({ oss: "CLOUDA_", cos: "CLOUDB_", gcs: "CLOUDG_" });
    expect(neutral.neutral).toBe(true);
    const partial = resolveSettings({ "backend-config": { envPrefixes: { cos: "FORGEB_" } } });
    expect(partial.envPrefixes).toEqual({ oss: "CLOUDA_", cos: "FORGEB_", gcs: "CLOUDG_" });
    expect(partial.neutral).toBe(false);
    // The defaults written out are neutral.
    expect(
      resolveSettings({
        "backend-config": { toolName: "Tool", envPrefixes: { oss: "CLOUDA_", cos: "CLOUDB_", gcs: "CLOUDG_" } },
      }).neutral,
    ).toBe(true);
    expect(resolveSettings({ "backend-config": { typeNames: { oss: ["A"] }, toolVersion: "1.0.11" } }).neutral).toBe(
      true,
    );
    expect(resolveSettings({ "backend-config": { toolName: "Forge" } }).neutral).toBe(false);
  });

  it('localizes a text: "the tool" as whole words, and the neutral prefixes at a word boundary', () => {
    const both = resolveSettings({
      "backend-config": { toolName: "Forge", envPrefixes: { oss: "FORGEA_", cos: "FORGEB_", gcs: "FORGEG_" } },
    });
    expect(
      both.localize(
        "The tool rejects it; set CLOUDA_X, CLOUDB_Y or CLOUDG_Z in the tool's environment, wherever the tool runs.",
      ),
    ).toBe("Forge rejects it; set FORGEA_X, FORGEB_Y or FORGEG_Z in Forge's environment, wherever Forge runs.");
    // Not whole words, or not at a word boundary: unchanged.
    const untouched =
      "the tools, bathe tool, the toolVersion, the configured tool version, XCLOUDA_X, cloudA_X, CLOUDA";
    expect(both.localize(untouched)).toBe(untouched);
    expect(both.localize('"${CLOUDG_TOKEN}" (CLOUDB_)')).toBe('"${FORGEG_TOKEN}" (FORGEB_)');
    // One of the two settings changes its own words only.
    expect(resolveSettings({ "backend-config": { toolName: "Forge" } }).localize("the tool reads CLOUDA_X")).toBe(
      "Forge reads CLOUDA_X",
    );
    expect(
      resolveSettings({ "backend-config": { envPrefixes: { oss: "FORGEA_" } } }).localize(
        "the tool reads CLOUDA_X and CLOUDB_Y",
      ),
    ).toBe("the tool reads FORGEA_X and CLOUDB_Y");
    // Prefixes that swap are replaced once each.
    expect(
      resolveSettings({ "backend-config": { envPrefixes: { oss: "CLOUDB_", cos: "CLOUDA_" } } }).localize(
        "CLOUDA_X CLOUDB_Y",
      ),
    ).toBe("CLOUDB_X CLOUDA_Y");
    expect(resolveSettings(undefined).localize("the tool reads CLOUDA_X")).toBe("the tool reads CLOUDA_X");
  });

  it("caches the resolved settings per settings object", () => {
    const own = { toolName: "Forge", envPrefixes: { gcs: "FORGEG_" } };
    const resolved = resolveSettings({ "backend-config": own });
    expect(resolveSettings({ "backend-config": own })).toBe(resolved);
    expect(resolveSettings({ "backend-config": { ...own } })).not.toBe(resolved);
    expect(resolveSettings(undefined)).toBe(resolveSettings({}));
  });

  it("describes toolName and envPrefixes in the settings schema as validation accepts them", () => {
    const toolName = new RegExp(settingsSchema.properties.toolName.pattern);
    for (const [name, ok] of [
      ["Forge", true],
      ["Forge2", true],
      ["F", true],
      ["9Forge", false],
      ["Data-Forge", false],
      ["Forge_", false],
      ["", false],
    ] as const) {
      expect(toolName.test(name), name).toBe(ok);
      if (ok) expect(() => validateSettings({ toolName: name })).not.toThrow();
      else expect(() => validateSettings({ toolName: name })).toThrow();
    }
    const envPrefixes = settingsSchema.properties.envPrefixes;
    expect(envPrefixes.additionalProperties).toBe(false);
    expect(Object.keys(envPrefixes.properties)).toEqual(["oss", "cos", "gcs"]);
    for (const [prefix, ok] of [
      ["FORGEA_", true],
      ["_", false],
      ["_A_", true],
      ["a_", true],
      ["FORGEA", false],
      ["1A_", false],
      ["A-B_", false],
    ] as const) {
      expect(new RegExp(envPrefixes.properties.oss!.pattern).test(prefix), prefix).toBe(ok);
      if (ok) expect(() => validateSettings({ envPrefixes: { oss: prefix } })).not.toThrow();
      else expect(() => validateSettings({ envPrefixes: { oss: prefix } })).toThrow();
    }
  });
});

describe("the settings schema", () => {
  const constraints: readonly Keyword[] = [
    "type",
    "additionalProperties",
    "maxItems",
    "uniqueItems",
    "minLength",
    "maxLength",
    "pattern",
    "format",
  ];

  /** The keywords of a node (and of the nodes inside it) whose failure no errorMessage words. */
  function unworded(node: SchemaNode, path: string, claimed: boolean): string[] {
    const own = typeof node.errorMessage === "string" || claimed;
    const missing = constraints
      .filter((k) => k in node && !own && (typeof node.errorMessage !== "object" || !(k in node.errorMessage)))
      .map((k) => `${path}: ${k}`);
    const inner: [string, SchemaNode][] = [
      ...Object.entries(node.properties ?? {}).map(([key, n]) => [`${path}.${key}`, n] as [string, SchemaNode]),
      ...Object.entries(node.definitions ?? {}).map(([key, n]) => [`#/definitions/${key}`, n] as [string, SchemaNode]),
      ...(node.items ? [[`${path}[]`, node.items] as [string, SchemaNode]] : []),
      ...(node.allOf ?? []).map((n, i) => [`${path}.allOf[${i}]`, n] as [string, SchemaNode]),
    ];
    return [...missing, ...inner.flatMap(([at, n]) => unworded(n, at, own))];
  }

  it("words every failure it can find: validation gives no message the schema does not hold", () => {
    expect(unworded(settingsSchema, "", false)).toEqual([]);
    expect(unworded({ type: "object", properties: { a: { pattern: "x" } } }, "", false)).toEqual([
      ": type",
      ".a: pattern",
    ]);
  });
});

describe("invalid settings through ESLint", () => {
  const settings = { typeNames: { s3: ["StateConfig"] } };
  const text = 'Invalid settings["backend-config"].typeNames.s3: unknown key; allowed keys are oss, cos, gcs.';
  const java = `class Main { void m() { OssBackendConfig.builder().build(); } }`;

  /** What ESLint's Linter throws with these rules on (in this order), in JavaScript or with the Java language. */
  function thrown(rules: readonly string[], options: { java?: boolean; text?: string } = {}): Error {
    const config: Linter.Config[] = [
      {
        files: ["**/*.js", "**/*.java"],
        plugins: { "backend-config": plugin },
        ...(options.java && { language: "backend-config/java" }),
        rules: Object.fromEntries(rules.map((id) => [`backend-config/${id}`, "error"])),
        settings: { "backend-config": settings },
      },
    ];
    try {
      new Linter().verify(
        options.text ?? (options.java ? java : code.replace(/^import .*\n/, "")),
        config,
        options.java ? "Main.java" : "file.js",
      );
    } catch (error) {
      return error as Error;
    }
    throw new Error("no error");
  }

  /** The error as ESLint's CLI prints it (`Oops! Something went wrong! :(`, its version, then the stack). */
  function expectClear(error: Error): void {
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.message).toBe(text);
    expect(error.stack!.split("\n")[0]).toBe(`SettingsError: ${text}`);
    // Named once; no rule (the settings are every rule's), no file (they may apply to many).
    expect(error.stack!.split(text).length).toBe(2);
    expect(error.stack).not.toMatch(/Error while loading rule|backend-config\/[a-z]|Occurred while linting|Rule: /);
  }

  it.each([
    [["require-bucket"]],
    [["valid-acl", "no-public-state", "require-bucket"]],
    [Object.keys(plugin.rules).reverse()],
  ])("is the same error, naming the key and no rule, whichever rules are on: %j", (rules) => {
    expectClear(thrown(rules));
  });

  it("is the same error in a file that holds no configuration, and in Java", () => {
    expectClear(thrown(["valid-acl"], { text: "export const answer = 42;\n" }));
    expectClear(thrown(["no-public-state", "valid-acl"], { java: true }));
    expectClear(thrown(["valid-acl"], { java: true, text: "class Main {}" }));
  });

  it("stops ESLint's Node.js API with that error, as the CLI does (exit code 2)", async () => {
    for (const rules of [["require-bucket"], ["valid-state-path", "require-bucket"]]) {
      const eslint = new ESLint({
        overrideConfigFile: true,
        overrideConfig: [
          {
            plugins: { "backend-config": plugin },
            rules: Object.fromEntries(rules.map((id) => [`backend-config/${id}`, "error"])),
            settings: { "backend-config": settings },
          },
        ],
      });
      const error = await eslint.lintText(code, { filePath: "file.js" }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error).toBeDefined();
      expectClear(error!);
    }
  });
});

describe("one parse linted twice", () => {
  it("analyses again when the settings differ", async () => {
    const { Linter } = await import("eslint");
    const plugin = (await import("../src/index.js")).default;
    const linter = new Linter();
    const text = `import { OssBackend } from "other-kit";\nnew OssBackend(scope, {});`;
    const config = (settings: object): import("eslint").Linter.Config[] => [
      {
        plugins: { "backend-config": plugin },
        rules: { "backend-config/require-bucket": "error" },
        settings: { "backend-config": settings },
      },
    ];
    linter.verify(text, config({}), "first.js");
    const sourceCode = linter.getSourceCode();
    expect(linter.verify(sourceCode, config({})).map((m) => m.messageId)).toEqual(["missing"]);
    expect(linter.verify(sourceCode, config({ modules: ["kit"] })).map((m) => m.messageId)).toEqual([]);
  });
});

describe("mentionsAnyName and namesIn: the text searches before a tree is looked at", () => {
  it("finds every type and construct name, those that hold another name included, and names from settings", () => {
    const neutral = resolveSettings(undefined);
    const names = [
      ...neutral.typeNames.exact.keys(),
      ...neutral.constructNames.exact.keys(),
      ...["Oss", "Cos", "Gcs"].flatMap((store) => [
        `DataToolRemoteState${store}`,
        `DataForge2RemoteState${store}Config`,
      ]),
    ];
    for (const name of names) expect(mentionsAnyName(`x ${name} y`, neutral), name).toBe(true);
    expect(mentionsAnyName("Oss Backend OssBackendConf", neutral)).toBe(true);
    expect(mentionsAnyName("Oss Backend Config", neutral)).toBe(false);
    // What every published name holds, without a word before it, is none.
    expect(mentionsAnyName("DataRemoteStateGcs RemoteStateOss DatabaseRemoteStateCos", neutral)).toBe(false);
    const named = resolveSettings({
      "backend-config": { toolName: "Terra", typeNames: { oss: ["StateStore"] }, constructNames: { cos: ["Cb"] } },
    });
    expect(mentionsAnyName("DataTerraRemoteStateGcsConfig", named)).toBe(true);
    expect(mentionsAnyName("DataToolRemoteStateGcsConfig", named)).toBe(true);
    expect(mentionsAnyName("new StateStore()", named)).toBe(true);
    expect(mentionsAnyName("new Cb(this)", named)).toBe(true);
  });

  it("names the published names a text holds as whole words, and the exact names it holds", () => {
    const settings = resolveSettings({ "backend-config": { typeNames: { oss: ["StateStore"] } } });
    const text = `new DataForgeRemoteStateGcs(a, "b", x as DataForgeRemoteStateGcsConfig);
MyDataAcmeRemoteStateOss DataAcmeRemoteStateOssHelper $DataAcmeRemoteStateCos DataRemoteStateGcs
DataAcme9RemoteStateCosConfig; OssBackendConfig StateStores`;
    expect([...namesIn(text, settings)].sort()).toEqual([
      "DataAcme9RemoteStateCosConfig",
      "DataForgeRemoteStateGcs",
      "DataForgeRemoteStateGcsConfig",
      "OssBackend",
      "OssBackendConfig",
      "StateStore",
    ]);
    expect(namesIn("class Main {}", settings)).toEqual(new Set());
  });
});
