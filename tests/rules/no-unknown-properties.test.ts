import { describe, expect, it } from "vitest";
import rule, { closestField } from "../../rules/no-unknown-properties.js";
import { field } from "../../src/schema/field.js";
import { findCSharpConfigs } from "../../src/frontends/csharp/index.js";
import { findJavaConfigs } from "../../src/frontends/java/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import { typeSpecs } from "../../src/schema/index.js";
import { resolveSettings } from "../../src/settings.js";
import { locate, testRule, testRuleIn, type Invalid, type Mode } from "../rule-tester.js";

type MessageId = "unknown" | "unknownDidYouMean" | "rename";
const oss = `import { OssBackend } from "kit";\n`;
const cos = `import { CosBackend } from "kit";\n`;
const gcs = `import { DataToolRemoteStateGcs, GcsBackend } from "kit";\n`;
const ossTypes = `import type { OssAssumeRole, OssBackendConfig } from "kit";\n`;

/** One finding without a suggestion on the text `snippet` (the whole property). */
function unknown(code: string, snippet: string, key: string, type: string, modes?: readonly Mode[], occurrence = 0): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [{ messageId: "unknown", data: { key, type }, ...locate(code, snippet, occurrence), suggestions: [] }],
  };
}

/**
 * One finding with its did-you-mean on the text `snippet`; `output` is what the rename suggestion makes of
 * the code, or null when the property is not written in the configuration (no suggestion then).
 */
function didYouMean(
  code: string,
  snippet: string,
  key: string,
  type: string,
  suggestion: string,
  output: string | null,
  modes?: readonly Mode[],
  occurrence = 0,
): Invalid<MessageId> {
  return {
    code,
    ...(modes && { modes }),
    errors: [
      {
        messageId: "unknownDidYouMean",
        data: { key, type, suggestion },
        ...locate(code, snippet, occurrence),
        suggestions: output === null ? [] : [{ messageId: "rename", data: { key, suggestion }, output }],
      },
    ],
  };
}

/** A rename of `from` to `to` in the code (the first occurrence after the import). */
const renamed = (code: string, from: string, to: string) => {
  const at = code.indexOf(from, code.indexOf("\n"));
  return code.slice(0, at) + to + code.slice(at + from.length);
};

/** Code whose unknown key TypeScript reports itself: silent in TypeScript, reported in JavaScript. */
const checkedByTypeScript = `${oss}new OssBackend(scope, { bucket: "b", regoin: "eu-central-1" });`;

testRule("no-unknown-properties", rule, {
  valid: [
    "",
    `${oss}new OssBackend(scope, { bucket: "b", region: "r", assumeRoleRoleArn: "arn" });`,
    // Keys reach the tool snake-cased: these are the same fields.
    `${oss}new OssBackend(scope, { Bucket: "b", assume_role_role_arn: "arn", AssumeRole: { RoleArn: "arn", session_name: "s" } });`,
    `${cos}new CosBackend(scope, { bucket: "b", SecretId: "<SECRET_ID>", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 900 } });`,
    `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", workspace: "w", defaults: { anything: 1 }, storeageCustomEndpoint: "https://x/storage/v1/b" });`,
    // Not a configuration.
    `const task = { storageCustomEndpoint: "x", regoin: "r" };`,
    // What cannot be read stays opaque: an unresolved spread, a computed key.
    `${oss}new OssBackend(scope, { bucket: "b", ...extra });`,
    `${oss}new OssBackend(scope, { bucket: "b", [name]: "x" });`,
    // `__proto__` sets the prototype: no property.
    `${oss}new OssBackend(scope, { bucket: "b", __proto__: null });`,
    // TypeScript reports these keys itself (excess-property check of a fresh literal): said once is enough.
    { code: checkedByTypeScript, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c: OssBackendConfig = { bucket: "b", regoin: "r" };`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c = { bucket: "b", regoin: "r" } satisfies OssBackendConfig;`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c: OssBackendConfig = { bucket: "b", regoin: "r" } as const;`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c: OssBackendConfig | undefined = ci ? { bucket: "b", regoin: "r" } : undefined;`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const all: OssBackendConfig[] = [{ bucket: "b", regoin: "r" }];`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export function state(): OssBackendConfig {\n  return { bucket: "b", regoin: "r" };\n}`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export class Stack {\n  state: OssBackendConfig = { bucket: "b", regoin: "r" };\n}`, modes: ["ts", "typed"] },
    { code: `${ossTypes}export const c: Readonly<OssBackendConfig> = { bucket: "b", regoin: "r" };`, modes: ["ts", "typed"] },
    {
      code: `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 900 } });`,
      modes: ["ts", "typed"],
    },
    // A checked constant, spread into a configuration: TypeScript has reported its keys where it is written.
    {
      code: `${oss}import type { OssBackendConfig } from "kit";\nconst shared: Partial<OssBackendConfig> = { regoin: "r" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`,
      modes: ["ts", "typed"],
    },
    {
      code: `${oss}import type { OssAssumeRole } from "kit";\nconst role: OssAssumeRole = { roleArn: "arn", duration: 900 };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`,
      modes: ["ts", "typed"],
    },
    // A computed key of a literal type is checked by TypeScript too.
    { code: `${oss}const KEY = "regoin";\nnew OssBackend(scope, { bucket: "b", [KEY]: "r" });`, modes: ["ts", "typed"] },
    // Typed: an interface that extends a configuration type declares its own keys, and TypeScript checks the rest.
    {
      code: `${ossTypes}interface TeamState extends OssBackendConfig {\n  team: string;\n}\nexport const t: TeamState = { team: "network", bucket: "b", regoin: "r" };`,
      modes: ["ts", "typed"],
    },
    // Typed: a helper's parameter of a configuration type.
    {
      code: `${ossTypes}function stateFor(config: OssBackendConfig) {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`,
      modes: ["ts", "typed"],
    },
    // Untyped, these are not found as configurations (typed, they are reported: see below).
    {
      code: `${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`,
      modes: ["ts"],
    },
    { code: `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", regoin: "r" };`, modes: ["ts"] },
    // Untyped, a computed key read from a constant is taken to be checked (typed: its type is `string`, see below).
    { code: `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", [key]: "r" });`, modes: ["ts"] },
    // Untyped, the construct is taken to be <kit>'s (typed, an unresolved module is `any`: see below).
    { code: `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" });`, modes: ["ts"] },
  ],
  invalid: [
    // JavaScript: nothing checks the keys.
    didYouMean(checkedByTypeScript, 'regoin: "eu-central-1"', "regoin", "OssBackendConfig", "region", renamed(checkedByTypeScript, "regoin", "region"), ["js"]),
    // The classic cases, from the schema's aliases.
    (() => {
      const code = `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storageCustomEndpoint: "https://x/storage/v1/b" });`;
      return didYouMean(code, 'storageCustomEndpoint: "https://x/storage/v1/b"', "storageCustomEndpoint", "DataToolRemoteStateGcsConfig", "storeageCustomEndpoint", renamed(code, "storageCustomEndpoint", "storeageCustomEndpoint"), ["js"]);
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", assumeRoleArn: "arn" });`;
      return didYouMean(code, 'assumeRoleArn: "arn"', "assumeRoleArn", "OssBackendConfig", "assumeRoleRoleArn", renamed(code, "assumeRoleArn", "assumeRoleRoleArn"), ["js"]);
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", sessionDuration: 1200 });`;
      return didYouMean(code, "sessionDuration: 1200", "sessionDuration", "OssBackendConfig", "assumeRoleSessionExpiration", renamed(code, "sessionDuration", "assumeRoleSessionExpiration"), ["js"]);
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 1200 } });`;
      return didYouMean(code, "sessionDuration: 1200", "sessionDuration", "OssAssumeRole", "sessionExpiration", renamed(code, "sessionDuration", "sessionExpiration"), ["js"]);
    })(),
    (() => {
      const code = `${cos}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionExpiration: 900 } });`;
      return didYouMean(code, "sessionExpiration: 900", "sessionExpiration", "CosBackendAssumeRole", "sessionDuration", renamed(code, "sessionExpiration", "sessionDuration"), ["js"]);
    })(),
    // Case and underscores: `secretID` reaches the tool as secret_i_d.
    (() => {
      const code = `${cos}new CosBackend(scope, { bucket: "b", secretID: process.env.ID });`;
      return didYouMean(code, "secretID: process.env.ID", "secretID", "CosBackendConfig", "secretId", renamed(code, "secretID", "secretId"), ["js"]);
    })(),
    // The suggestion keeps the key's own style.
    (() => {
      const code = `${cos}new CosBackend(scope, { Bucket: "b", SecretID: process.env.ID });`;
      return didYouMean(code, "SecretID: process.env.ID", "SecretID", "CosBackendConfig", "SecretId", renamed(code, "SecretID", "SecretId"), ["js"]);
    })(),
    (() => {
      const code = `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storage_custom_endpoint: URL });`;
      return didYouMean(code, "storage_custom_endpoint: URL", "storage_custom_endpoint", "DataToolRemoteStateGcsConfig", "storeage_custom_endpoint", renamed(code, "storage_custom_endpoint", "storeage_custom_endpoint"), ["js"]);
    })(),
    // Another store's key: the schema names the counterpart.
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", secretId: process.env.ID });`;
      return didYouMean(code, "secretId: process.env.ID", "secretId", "OssBackendConfig", "accessKey", renamed(code, "secretId", "accessKey"), ["js"]);
    })(),
    unknown(`${oss}new OssBackend(scope, { bucket: "b", accelerate: true });`, "accelerate: true", "accelerate", "OssBackendConfig", ["js"]),
    // A data-source-only field on the backend.
    unknown(`${gcs}new GcsBackend(scope, { bucket: "b", workspace: "w" });`, 'workspace: "w"', "workspace", "GcsBackendConfig", ["js"]),
    // Nothing close: no suggestion. What is inside an unknown key's value is not reported on its own.
    unknown(`${oss}new OssBackend(scope, { bucket: "b", tags: { regoin: "r", team: "t" } });`, 'tags: { regoin: "r", team: "t" }', "tags", "OssBackendConfig", ["js"]),
    // The suggested field is written already: renaming would make a duplicate.
    unknown(
      `${gcs}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: A, storageCustomEndpoint: B });`,
      "storageCustomEndpoint: B",
      "storageCustomEndpoint",
      "DataToolRemoteStateGcsConfig",
      ["js"],
    ),
    // Shorthand, getter, readable computed key: the rename keeps the form.
    (() => {
      const code = `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", regoin });`;
      return didYouMean(code, "regoin", "regoin", "OssBackendConfig", "region", `${oss}const regoin = "r";\nnew OssBackend(scope, { bucket: "b", region: regoin });`, ["js"], 1);
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", get regoin() { return "r"; } });`;
      return didYouMean(code, 'get regoin() { return "r"; }', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["js"]);
    })(),
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", ["regoin"]: "r" });`;
      return didYouMean(code, '["regoin"]: "r"', "regoin", "OssBackendConfig", "region", renamed(code, '"regoin"', '"region"'), ["js"]);
    })(),
    // Every mode: keys TypeScript does not check.
    // A spread constant: reported where it is written, with no suggestion (other code may use it too).
    didYouMean(`${oss}const shared = { regoin: "r" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`, 'regoin: "r"', "regoin", "OssBackendConfig", "region", null),
    // A literal spread in place: TypeScript checks no spread property.
    (() => {
      const code = `${oss}new OssBackend(scope, { bucket: "b", ...{ regoin: "r" } });`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"));
    })(),
    // A block kept in a constant.
    unknown(`${oss}const role = { roleArn: "arn", duration: 900 };\nnew OssBackend(scope, { bucket: "b", assumeRole: role });`, "duration: 900", "duration", "OssAssumeRole"),
    // Two unknown keys, each reported (TypeScript would name only the first).
    (() => {
      const code = `${oss}const shared = { regoin: "r", tags: "t" };\nnew OssBackend(scope, { ...shared, bucket: "b" });`;
      return {
        code,
        errors: [
          { messageId: "unknownDidYouMean" as const, data: { key: "regoin", type: "OssBackendConfig", suggestion: "region" }, ...locate(code, 'regoin: "r"'), suggestions: [] },
          { messageId: "unknown" as const, data: { key: "tags", type: "OssBackendConfig" }, ...locate(code, 'tags: "t"'), suggestions: [] },
        ],
      };
    })(),
    // TypeScript: a type assertion turns the excess-property check off.
    (() => {
      const code = `${oss}import type { OssBackendConfig } from "kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" } as OssBackendConfig);`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["ts", "typed"]);
    })(),
    (() => {
      const code = `${ossTypes}export const c = <OssBackendConfig>{ bucket: "b", regoin: "r" };`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["ts", "typed"]);
    })(),
    (() => {
      const code = `${ossTypes}export const c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "arn", sessionDuration: 900 } as OssAssumeRole };`;
      return didYouMean(code, "sessionDuration: 900", "sessionDuration", "OssAssumeRole", "sessionExpiration", renamed(code, "sessionDuration", "sessionExpiration"), ["ts", "typed"]);
    })(),
    // TypeScript: a JavaScript file, or a file TypeScript is told not to check.
    { ...didYouMean(checkedByTypeScript, 'regoin: "eu-central-1"', "regoin", "OssBackendConfig", "region", renamed(checkedByTypeScript, "regoin", "region"), ["ts"]), filename: "plain.js" },
    (() => {
      const code = `// @ts-nocheck\n${checkedByTypeScript}`;
      return didYouMean(code, 'regoin: "eu-central-1"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["ts", "typed"]);
    })(),
    // A computed key of type string is no property name TypeScript checks.
    (() => {
      const code = `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", [key]: "r" });`;
      return didYouMean(code, '[key]: "r"', "regoin", "OssBackendConfig", "region", `${oss}const key: string = "regoin";\nnew OssBackend(scope, { bucket: "b", ["region"]: "r" });`, ["typed"]);
    })(),
    // Typed: a type parameter takes the literal's own type, an index signature takes any key, and an
    // unresolved module is `any`: TypeScript checks nothing there.
    (() => {
      const code = `${ossTypes}function stateFor<T extends OssBackendConfig>(config: T): T {\n  return config;\n}\nstateFor({ bucket: "b", regoin: "r" });`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin: ", "region: "), ["typed"]);
    })(),
    (() => {
      const code = `${ossTypes}export const c: OssBackendConfig & Record<string, unknown> = { bucket: "b", regoin: "r" };`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["typed"]);
    })(),
    (() => {
      const code = `import { OssBackend } from "no-such-kit";\nnew OssBackend(scope, { bucket: "b", regoin: "r" });`;
      return didYouMean(code, 'regoin: "r"', "regoin", "OssBackendConfig", "region", renamed(code, "regoin", "region"), ["typed"]);
    })(),
  ],
});

describe("closestField", () => {
  const name = (key: string, fields = typeSpecs.oss.fields) => closestField(key, fields)?.name;

  it("takes the schema's aliases first, then the same letters, then the nearest spelling", () => {
    expect(name("storageCustomEndpoint", typeSpecs.gcs.fields)).toBe("storeage_custom_endpoint");
    expect(name("roleArn")).toBe("assume_role_role_arn");
    expect(name("secretID", typeSpecs.cos.fields)).toBe("secret_id");
    expect(name("SECRET_KEY")).toBe("secret_key");
    expect(name("regoin")).toBe("region");
    expect(name("endpoints")).toBe("endpoint");
  });

  it("guesses nothing far off, or when two fields are equally near", () => {
    expect(name("tags")).toBeUndefined();
    expect(name("team")).toBeUndefined();
    // secret_id is 3 edits from secret_key: too far for 8 letters.
    expect(name("secretid", typeSpecs.gcs.fields)).toBeUndefined();
    // Another store's credential is not this one's: 3 edits in 11 letters.
    expect(name("accessToken")).toBeUndefined();
    expect(name("stsEndpoint", typeSpecs.cos.fields)).toBeUndefined();
    const fields = [field("prefix", "string", "p"), field("profix", "string", "q")];
    expect(closestField("prafix", fields)).toBeUndefined();
    expect(closestField("prefex", fields)?.name).toBe("prefix");
    expect(closestField("perfix", fields)?.name).toBe("prefix");
  });
});

// Java and C#: javac and the C# compiler reject a setter or member that does not exist (every key is
// `keyChecked`), so the rule stays silent there, as it does for TypeScript's excess-property check.
const inJava = (body: string) => `class Main {\n  void run() {\n${body}\n  }\n}\n`;
const inCSharp = (body: string) => `class Main {\n  void Run() {\n${body}\n  }\n}\n`;

testRuleIn("java", "no-unknown-properties", rule, {
  valid: [
    inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`),
    inJava(`    var b = new CosBackendConfig.Builder().bucket("b");\n    b.secretID(System.getenv("ID"));\n    var c = b.build();`),
    inJava(`    var c = OssBackendConfig.builder().bucket("b").assumeRole(OssAssumeRole.builder().role("arn").build()).build();`),
    `class Main {\n  Object c = GcsBackend.Builder.create(this, "state").bucket("b").storageCustomEndpoint("https://x/storage/v1/b").build();\n}\n`,
  ],
  invalid: [],
});

testRuleIn("csharp", "no-unknown-properties", rule, {
  valid: [
    inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Regoin = "eu-central-1" };`),
    inCSharp(`    var c = new CosBackendConfig() { Bucket = "b" };\n    c.SecretID = Environment.GetEnvironmentVariable("ID");`),
    inCSharp(`    new OssBackend(this, new() { Bucket = "b", AssumeRole = new() { Role = "arn" } });`),
    inCSharp(`    var c = new GcsBackendConfig { Bucket = "b", StorageCustomEndpoint = "https://x/storage/v1/b" };`),
  ],
  invalid: [],
});

describe("no-unknown-properties on Java and C#", () => {
  // The silence above is the rule's choice, not a configuration the front end missed.
  it.each([
    ["java", inJava(`    var c = OssBackendConfig.builder().bucket("b").regoin("eu-central-1").build();`), "regoin"],
    ["csharp", inCSharp(`    var c = new OssBackendConfig { Bucket = "b", Regoin = "eu-central-1" };`), "Regoin"],
  ] as const)("%s: the unknown key is found, and checked by the compiler", (language, code, key) => {
    const root = parserFor(language).parse(code)!.rootNode;
    const find = language === "java" ? findJavaConfigs : findCSharpConfigs;
    const [config] = find(root, code, resolveSettings(undefined));
    const entry = config!.entries.find((e) => e.type === "property" && e.key === key);
    expect(entry).toMatchObject({ type: "property", key, field: undefined, keyChecked: true });
  });
});
