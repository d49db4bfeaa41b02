import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { Node } from "web-tree-sitter";
// The rules' checks, as data: the last block runs every rule's check on C# configurations.
vi.mock("../../src/util/create-rule.js", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createConfigRule: (definition: unknown) => definition,
}));
import { rules } from "../../rules/index.js";
import { declarationPattern } from "../../src/frontends/csharp/declared-types.js";
import {
  findConfigs as findCSharpConfigs,
  renderEdits as renderCSharpEdits,
  renderCSharpLiteral,
} from "../../src/frontends/csharp/index.js";
import { typeAfterNew } from "../../src/frontends/csharp/starts.js";
import { isAscii } from "../../src/frontends/tree-sitter/words.js";
import type { TextEdit } from "../../src/frontends/text-edit.js";
import { parserFor } from "../../src/languages/grammars.js";
import {
  isEditable,
  lookup,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type Edit,
  type Finding,
  type StaticValue,
} from "../../src/model/index.js";
import { fieldByName, typeSpecs, type Kind } from "../../src/schema/index.js";
import { resolveSettings } from "../../src/settings.js";

const settings = resolveSettings(undefined);

function parse(text: string): Node {
  const tree = parserFor("csharp").parse(text);
  if (!tree) throw new Error("no tree");
  return tree.rootNode;
}

/** The nodes tree-sitter could not parse: ERROR and MISSING. */
function problems(root: Node): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.isError || node.isMissing)
      found.push(`${node.isMissing ? "MISSING" : "ERROR"} at ${node.startIndex}: ${node.text}`);
    if (node.hasError || node.isMissing) for (const child of node.children) visit(child);
  };
  visit(root);
  return found;
}

function find(text: string, own = settings): ConfigLiteral[] {
  const root = parse(text);
  expect(problems(root)).toEqual([]);
  return findCSharpConfigs(root, text, own);
}

function only(text: string): ConfigLiteral {
  const configs = find(text);
  expect(configs).toHaveLength(1);
  return configs[0]!;
}

function prop(object: ConfigObject, key: string): ConfigProperty {
  const found = object.entries.filter((e): e is ConfigProperty => e.type === "property" && e.key === key);
  expect(found.length, `one property ${key}`).toBeGreaterThan(0);
  return found.at(-1)!;
}

function valueOf(object: ConfigObject, key: string): StaticValue {
  return prop(object, key).value;
}

function apply(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.range[0] - a.range[0])) {
    out = out.slice(0, edit.range[0]) + edit.text + out.slice(edit.range[1]);
  }
  return out;
}

/** Renders edits, applies them and asserts that the result parses. */
function edited(text: string, edits: (config: ConfigLiteral) => Edit[], index = 0): string {
  const config = find(text)[index]!;
  const rendered = renderCSharpEdits(text, edits(config));
  const ranges = [...rendered].sort((a, b) => a.range[0] - b.range[0]);
  for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.range[0]).toBeGreaterThanOrEqual(ranges[i - 1]!.range[1]);
  const out = apply(text, rendered);
  expect(problems(parse(out)), out).toEqual([]);
  return out;
}

const field = (kind: Kind, name: string) => fieldByName(typeSpecs[kind].fields, name)!;
const cosField = (name: string) => field("cos", name);

const wrap = (body: string) => `class Stack {\n  void Build() {\n${body}\n  }\n}\n`;

describe("C# front end: finding configurations", () => {
  it("ignores a type the file declares itself under a configuration type's or construct's name", () => {
    // Storage libraries declare such names; the file's own type is not <kit>'s, wherever it is used.
    const code = `public sealed record class CosBackendConfig(string Bucket) { public string Acl { get; init; } }\npublic class OssBackend { public OssBackend(object scope, OssBackendConfig config) {} }\n${wrap(`    var a = new CosBackendConfig("b") { Acl = "x" };
    new OssBackend(this, new() { Acl = "y" });
    var g = new GcsBackendConfig { Prefix = "p" };`)}`;
    expect(problems(parse(code))).toEqual([]);
    // Only <kit>'s GcsBackendConfig is left: the target-typed `new()` was OssBackend's (the file's own) argument.
    expect(find(code).map((c) => c.typeName)).toEqual(["GcsBackendConfig"]);
  });

  it("finds the published names whatever their word, as data sources, without settings; not names that only look alike", () => {
    const code = wrap(`    var a = new DataForgeRemoteStateGcsConfig { Prefix = "a" };
    new DataAcme2RemoteStateOss(this, "r", new() { Prefix = "b" });
    var c = new Io.Forge.DataForgeRemoteStateCosConfig() { Prefix = "c" };
    new global::Forge.DataForgeRemoteStateGcs(this, "r", new() { Prefix = "d" });
    var e = new DataRemoteStateGcsConfig { Prefix = "e" };
    var f = new DatabaseRemoteStateGcsConfig { Prefix = "f" };
    var g = new DataForgeRemoteStateGcsConfigs { Prefix = "g" };
    var h = new ÄDataForgeRemoteStateGcsConfig { Prefix = "h" };
    var i = new DataForgeRemoteStateGcsConfigÄ { Prefix = "i" };
    var j = new DataFörgeRemoteStateGcsConfig { Prefix = "j" };
    var k = new DataForgeRemoteStateGcs { Prefix = "k" };
    new DataForgeRemoteStateGcsHelper(this, "r", new() { Prefix = "l" });`);
    expect(find(code).map((c) => [c.typeName, c.kind, c.role])).toEqual([
      ["DataForgeRemoteStateGcsConfig", "gcs", "data-source"],
      ["DataAcme2RemoteStateOssConfig", "oss", "data-source"],
      ["DataForgeRemoteStateCosConfig", "cos", "data-source"],
      ["DataForgeRemoteStateGcsConfig", "gcs", "data-source"],
    ]);
    // toolName changes nothing that is found.
    const named = resolveSettings({ "backend-config": { toolName: "Acme2" } });
    expect(find(code, named).map((c) => c.typeName)).toEqual(find(code).map((c) => c.typeName));
    // A class or record of the published names' shape that the file declares itself is the file's own.
    const own = `class DataForgeRemoteStateGcsConfig { }\nrecord DataAcme2RemoteStateOss(object Scope, string Id, object Config);\n${code}`;
    expect(find(own).map((c) => c.typeName)).toEqual([
      "DataForgeRemoteStateCosConfig",
      "DataForgeRemoteStateGcsConfig",
    ]);
  });

  it("finds a type named in settings even where the file declares it: such names are the user's own", () => {
    const code = `public class TeamState { public string Acl { get; set; } }\n${wrap(`    var a = new TeamState { Acl = "PUBLIC" };`)}`;
    expect(find(code).map((c) => c.typeName)).toEqual([]);
    const own = resolveSettings({ "backend-config": { typeNames: { oss: ["TeamState"] } } });
    expect(find(code, own).map((c) => [c.typeName, c.role])).toEqual([["TeamState", "unknown"]]);
  });

  it("finds `new T { .. }`, `new T() { .. }`, qualified names and every type of the schema", () => {
    const configs = find(
      wrap(`    var a = new CosBackendConfig { Bucket = "a" };
    var b = new CosBackendConfig() { Bucket = "b" };
    var c = new Io.Kit.OssBackendConfig { Bucket = "c" };
    var d = new DataToolRemoteStateGcsConfig { Bucket = "d", Workspace = "w" };
    var e = new GcsBackendConfig { Bucket = "e" };
    var f = new SomethingElse { Bucket = "f" };`),
    );
    expect(configs.map((c) => [c.kind, c.role, c.typeName, c.binding])).toEqual([
      ["cos", "backend", "CosBackendConfig", "csharp"],
      ["cos", "backend", "CosBackendConfig", "csharp"],
      ["oss", "backend", "OssBackendConfig", "csharp"],
      ["gcs", "data-source", "DataToolRemoteStateGcsConfig", "csharp"],
      ["gcs", "backend", "GcsBackendConfig", "csharp"],
    ]);
    expect(configs.map((c) => valueOf(c, "Bucket"))).toEqual(
      ["a", "b", "c", "d", "e"].map((value) => ({ kind: "string", value })),
    );
    // The backend has no data-source-only field: Workspace is a field of the data source only.
    expect(prop(configs[3]!, "Workspace").field?.name).toBe("workspace");
    expect(configs[4]!.fields.some((f) => f.name === "workspace")).toBe(false);
  });

  it("finds target-typed `new() { .. }` by the construct's configuration argument (index from the settings)", () => {
    const configs = find(
      wrap(`    new CosBackend(this, new() { Bucket = "a" });
    new DataToolRemoteStateGcs(this, "state", new() { Bucket = "b" });
    new DataToolRemoteStateGcs(this, new() { Bucket = "not the config argument" }, null);
    new OssBackend(this, config: new() { Bucket = "c" });
    new OssBackend(this, other: new() { Bucket = "not config" });
    new Unrelated(this, new() { Bucket = "x" });`),
    );
    expect(configs.map((c) => [c.kind, c.role, c.typeName, valueOf(c, "Bucket")])).toEqual([
      ["cos", "backend", "CosBackendConfig", { kind: "string", value: "a" }],
      ["gcs", "data-source", "DataToolRemoteStateGcsConfig", { kind: "string", value: "b" }],
      ["oss", "backend", "OssBackendConfig", { kind: "string", value: "c" }],
    ]);
  });

  it("finds the OSS and COS remote-state data sources (issue 17): initializers and the construct's third argument, as data sources", () => {
    const configs = find(
      wrap(`    var a = new DataToolRemoteStateOssConfig { Bucket = "a", Workspace = "w" };
    var b = new Io.Kit.DataToolRemoteStateCosConfig() { Bucket = "b", Defaults = new Dictionary<string, object>() };
    new DataToolRemoteStateOss(this, "logs", new DataToolRemoteStateOssConfig { Bucket = "c", Prefix = "logs" });
    new DataToolRemoteStateCos(this, "queue", new() { Bucket = "d", Workspace = "prod" });
    new DataToolRemoteStateOss(this, new() { Bucket = "not the config argument" }, null);
    var e = new CosBackendConfig { Bucket = "e", Workspace = "w" };`),
    );
    expect(configs.map((c) => [c.kind, c.role, c.typeName, valueOf(c, "Bucket")])).toEqual([
      ["oss", "data-source", "DataToolRemoteStateOssConfig", { kind: "string", value: "a" }],
      ["cos", "data-source", "DataToolRemoteStateCosConfig", { kind: "string", value: "b" }],
      ["oss", "data-source", "DataToolRemoteStateOssConfig", { kind: "string", value: "c" }],
      ["cos", "data-source", "DataToolRemoteStateCosConfig", { kind: "string", value: "d" }],
      ["cos", "backend", "CosBackendConfig", { kind: "string", value: "e" }],
    ]);
    expect(prop(configs[0]!, "Workspace").field?.name).toBe("workspace");
    expect(prop(configs[1]!, "Defaults").field?.type).toBe("string-map");
    // The backend takes none of the data source's own settings.
    expect(prop(configs[4]!, "Workspace").field).toBeUndefined();
  });

  it("takes construct and type names added in the settings (a construct's configuration is its last argument)", () => {
    const own = resolveSettings({
      "backend-config": { constructNames: { cos: ["StateBackend"] }, typeNames: { oss: ["MyOss"] } },
    });
    const configs = find(
      wrap(`    new StateBackend(this, "id", "x", new() { Bucket = "a" });
    var m = new MyOss { Bucket = "b" };`),
      own,
    );
    expect(configs.map((c) => [c.kind, c.typeName])).toEqual([
      ["cos", "CosBackendConfig"],
      ["oss", "MyOss"],
    ]);
  });

  it("finds `new() { .. }` typed by a local, a field, a property, and a method's or property's return type", () => {
    const text = `class Stack {
  CosBackendConfig Field = new() { Bucket = "field" };
  static CosBackendConfig? Nullable = new() { Bucket = "nullable" };
  CosBackendConfig Prop { get; } = new() { Bucket = "prop" };
  CosBackendConfig Arrow => new() { Bucket = "arrow" };
  CosBackendConfig Method() { return new() { Bucket = "method" }; }
  CosBackendConfig Getter { get { return new() { Bucket = "getter" }; } }
  object Other() { return new() { Bucket = "other" }; }
  void Build() {
    CosBackendConfig local = new() { Bucket = "local" };
    Func<CosBackendConfig> f = () => new() { Bucket = "lambda" };
    CosBackendConfig Local() => new() { Bucket = "local function" };
  }
}`;
    expect(find(text).map((c) => (valueOf(c, "Bucket") as { value: string }).value)).toEqual([
      "field",
      "nullable",
      "prop",
      "arrow",
      "method",
      "getter",
      "local",
      "local function",
    ]);
  });

  it("returns nothing for a file that names no configuration, and for code that does not parse does not crash", () => {
    expect(find(wrap(`    var x = new Foo { Bucket = "a" };`))).toEqual([]);
    const broken = `class { void M() { var c = new CosBackendConfig { Bucket = "a", Region = ; c.Acl = } `;
    expect(() => findCSharpConfigs(parse(broken), broken, settings)).not.toThrow();
  });

  it("models properties with spans, keys checked by the compiler, and unknown keys without a field", () => {
    const text = wrap(`    var c = new CosBackendConfig {
        Bucket = "b", // the bucket
        bucket = "lower",
        Accelrate = true,
        @Region = "r",
    };`);
    const config = only(text);
    const bucket = prop(config, "Bucket");
    expect(bucket).toMatchObject({
      field: { name: "bucket" },
      certain: true,
      editable: true,
      plain: true,
      keyChecked: true,
    });
    expect(bucket.span).toEqual({
      range: [text.indexOf('Bucket = "b"'), text.indexOf('Bucket = "b"') + 12],
      loc: { start: { line: 4, column: 8 }, end: { line: 4, column: 20 } },
    });
    expect(bucket.keySpan.loc).toEqual({ start: { line: 4, column: 8 }, end: { line: 4, column: 14 } });
    expect(bucket.valueSpan.loc).toEqual({ start: { line: 4, column: 17 }, end: { line: 4, column: 20 } });
    expect(config.span.loc.start).toEqual({ line: 3, column: 12 });
    // C# takes only the exact property name: `bucket` and a misspelling are no properties.
    expect(prop(config, "bucket")).toMatchObject({ field: undefined, keyChecked: true });
    expect(prop(config, "Accelrate")).toMatchObject({ field: undefined, keyChecked: true });
    expect(prop(config, "Region").field?.name).toBe("region");
    expect((config.handle as Node).type).toBe("object_creation_expression");
    expect((bucket.handle as Node).type).toBe("assignment_expression");
  });

  it("counts offsets in UTF-16 code units after non-ASCII text (ESLint's ranges)", () => {
    const text = `// Zustand für 😀 und ß\nvar café = "é";\nvar c = new CosBackendConfig { Bucket = "b😀" };\nc.Region = "r";\n`;
    const config = only(text);
    const bucket = prop(config, "Bucket");
    expect(text.slice(...bucket.span.range)).toBe(`Bucket = "b😀"`);
    expect(bucket.value).toEqual({ kind: "string", value: "b😀" });
    expect(bucket.span.loc.start).toEqual({ line: 3, column: 31 });
    expect(text.slice(...prop(config, "Region").span.range)).toBe(`c.Region = "r"`);
    expect(edited(text, (c) => [{ type: "remove", property: prop(c, "Region") }])).toBe(
      text.replace(`c.Region = "r";\n`, ""),
    );
  });

  it("makes an indexer entry opaque, and a constructor with arguments too", () => {
    const config = only(wrap(`    var c = new CosBackendConfig(other) { ["Bucket"] = "b", Region = "r" };`));
    expect(config.entries.map((e) => (e.type === "opaque" ? e.reason : e.key))).toEqual([
      "spread",
      "computed-key",
      "Region",
    ]);
    expect(lookup(config, "bucket").state).toBe("maybe");
  });
});

describe("C# front end: values", () => {
  const values = (entries: string, before = "") =>
    only(`class Stack {
  const string Name = "field-const";
  const int Seconds = 1_800;
  static readonly string NotConst = "x";
  void Build(string param) {
${before}
    var c = new CosBackendConfig {
${entries}
    };
  }
}
static class Names { public const string Bucket = "from-type"; }`);

  it.each<[string, StaticValue]>([
    [`"plain"`, { kind: "string", value: "plain" }],
    [`"a\\"b\\\\c\\n\\t\\u0041\\x42\\U0001F600\\0"`, { kind: "string", value: 'a"b\\c\n\tAB\u{1F600}\0' }],
    [`@"C:\\path ""quoted"""`, { kind: "string", value: 'C:\\path "quoted"' }],
    [`"""raw "quoted" text"""`, { kind: "string", value: 'raw "quoted" text' }],
    [`"""\n        first\n          second\n        """`, { kind: "string", value: "first\n  second" }],
    [`$"no holes {{braces}}"`, { kind: "string", value: "no holes {braces}" }],
    [`$@"verbatim ""{{x}}"""`, { kind: "string", value: 'verbatim "{x}"' }],
    [`$"""raw {x}"""`.replace("{x}", "text"), { kind: "string", value: "raw text" }],
    [`$$"""one {brace}"""`, { kind: "string", value: "one {brace}" }],
    [`$"with {param} hole"`, { kind: "unknown", maybeUnset: false, origin: "other" }],
    [`"a" + "b" + Name`, { kind: "string", value: "abfield-const" }],
    [`"n" + 1`, { kind: "string", value: "n1" }],
    [`Name`, { kind: "string", value: "field-const" }],
    [`Stack.Name`, { kind: "string", value: "field-const" }],
    [`Names.Bucket`, { kind: "string", value: "from-type" }],
    [`NotConst`, { kind: "unknown", maybeUnset: false, origin: "other" }],
    [`param`, { kind: "unknown", maybeUnset: false, origin: "other" }],
    [`nameof(Build)`, { kind: "string", value: "Build" }],
    [`null`, { kind: "nothing" }],
    [`default(string)`, { kind: "nothing" }],
    [`Environment.GetEnvironmentVariable("CLOUDB_REGION")`, { kind: "unknown", maybeUnset: true, origin: "env" }],
    [
      `System.Environment.GetEnvironmentVariable("CLOUDB_REGION")`,
      { kind: "unknown", maybeUnset: true, origin: "env" },
    ],
    [`Environment.GetEnvironmentVariable("X") ?? "fallback"`, { kind: "unknown", maybeUnset: false, origin: "env" }],
    [`null ?? "fallback"`, { kind: "string", value: "fallback" }],
    [`File.ReadAllText("secret.txt")`, { kind: "unknown", maybeUnset: false, origin: "file" }],
    [`File.ReadAllText("secret.txt").Trim()`, { kind: "unknown", maybeUnset: false, origin: "file" }],
    [`(await File.ReadAllTextAsync("secret.txt"))`, { kind: "unknown", maybeUnset: false, origin: "file" }],
    [`Compute()`, { kind: "unknown", maybeUnset: false, origin: "other" }],
  ])("a string property written %s", (source, expected) => {
    expect(valueOf(values(`        Region = ${source},`), "Region")).toEqual(expected);
  });

  it.each<[string, StaticValue]>([
    [`1_000`, { kind: "number", value: 1000 }],
    [`4000L`, { kind: "number", value: 4000 }],
    [`0x1F`, { kind: "number", value: 31 }],
    [`0b1010_1010`, { kind: "number", value: 170 }],
    [`1.5e3`, { kind: "number", value: 1500 }],
    [`2.5m`, { kind: "number", value: 2.5 }],
    [`-900`, { kind: "number", value: -900 }],
    [`Seconds * 2 + 1`, { kind: "number", value: 3601 }],
    [`true`, { kind: "boolean", value: true }],
    [`!true`, { kind: "boolean", value: false }],
    [`default`, { kind: "boolean", value: false }],
  ])("a number or boolean written %s", (source, expected) => {
    const key = typeof (expected as { value: unknown }).value === "boolean" ? "Accelerate" : "Key";
    expect(valueOf(values(`        ${key} = ${source},`), key)).toEqual(expected);
  });

  it("does not take a parameter, a lambda parameter or a loop variable named like a constant for the constant", () => {
    const config = only(`class Stack {
  const string Name = "field-const";
  void Build(string Name) {
    var c = new CosBackendConfig { Bucket = Name };
  }
}`);
    expect(valueOf(config, "Bucket")).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
    const [f, d, e] = find(`class Stack {
  const string Name = "field-const";
  void Other() {
    Func<string, CosBackendConfig> f = Name => new CosBackendConfig { Bucket = "b", Region = Name };
    foreach (var Name in names) { var d = new CosBackendConfig { Bucket = "b", Key = Name }; }
    var e = new CosBackendConfig { Bucket = "b", Prefix = Name };
  }
}`);
    expect(valueOf(f!, "Region").kind).toBe("unknown");
    expect(valueOf(d!, "Key").kind).toBe("unknown");
    expect(valueOf(e!, "Prefix")).toEqual({ kind: "string", value: "field-const" });
  });

  it("resolves `const` locals and sees through a local that hides a constant", () => {
    const config = values(
      `        Region = Local,\n        Key = Name,`,
      `    const string Local = @"local";\n    var Name = "not const";`,
    );
    expect(valueOf(config, "Region")).toEqual({ kind: "string", value: "local" });
    expect(valueOf(config, "Key")).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
  });

  it("reads a nested block (`new CosBackendAssumeRole { .. }`, `new() { .. }`, `{ .. }`) as an object, not a configuration of its own", () => {
    for (const block of [
      'new CosBackendAssumeRole { RoleArn = "arn", SessionDuration = 3600 }',
      'new() { RoleArn = "arn", SessionDuration = 3600 }',
      '{ RoleArn = "arn", SessionDuration = 3600 }',
    ]) {
      const config = only(wrap(`    var c = new CosBackendConfig { Bucket = "b", AssumeRole = ${block} };`));
      const value = valueOf(config, "AssumeRole");
      expect(value.kind).toBe("object");
      if (value.kind !== "object") continue;
      expect(value.object.fields).toBe(cosField("assume_role").block!.fields);
      expect(valueOf(value.object, "RoleArn")).toEqual({ kind: "string", value: "arn" });
      expect(prop(value.object, "SessionDuration")).toMatchObject({
        field: { name: "session_duration" },
        value: { kind: "number", value: 3600 },
        keyChecked: true,
      });
    }
  });

  it("reads collections for map and list fields as data, with their JSON when static", () => {
    const config = only(
      wrap(`    var c = new DataToolRemoteStateGcsConfig {
        Bucket = "b",
        Defaults = new Dictionary<string, object> { ["a"] = 1, { "b", "two" }, ["c"] = new List<string> { "x" } },
        ImpersonateServiceAccountDelegates = new List<string> { "one", "two" },
    };
    var d = new DataToolRemoteStateGcsConfig { Bucket = "b", Defaults = new Dictionary<string, object>(), ImpersonateServiceAccountDelegates = ["a", "b"] };
    var e = new DataToolRemoteStateGcsConfig { Bucket = "b", Defaults = new Dictionary<string, object> { ["k"] = Compute() }, ImpersonateServiceAccountDelegates = new[] { "z" } };`).replace(
        /var d[\s\S]*$/,
        "}\n}\n",
      ),
    );
    expect(valueOf(config, "Defaults")).toEqual({ kind: "data", shape: "object", json: { a: 1, b: "two", c: ["x"] } });
    expect(valueOf(config, "ImpersonateServiceAccountDelegates")).toEqual({
      kind: "data",
      shape: "array",
      json: ["one", "two"],
    });
    const [, d, e] = find(
      wrap(`    var c = new DataToolRemoteStateGcsConfig { Bucket = "b" };
    var d = new DataToolRemoteStateGcsConfig { Bucket = "b", Defaults = new Dictionary<string, object>(), ImpersonateServiceAccountDelegates = ["a", "b"] };
    var e = new DataToolRemoteStateGcsConfig { Bucket = "b", Defaults = new Dictionary<string, object> { ["k"] = Compute() }, ImpersonateServiceAccountDelegates = new[] { "z" } };`),
    );
    expect(valueOf(d!, "Defaults")).toEqual({ kind: "data", shape: "object", json: {} });
    expect(valueOf(d!, "ImpersonateServiceAccountDelegates")).toEqual({
      kind: "data",
      shape: "array",
      json: ["a", "b"],
    });
    expect(valueOf(e!, "Defaults")).toEqual({ kind: "data", shape: "object", json: undefined });
    expect(valueOf(e!, "ImpersonateServiceAccountDelegates")).toEqual({ kind: "data", shape: "array", json: ["z"] });
  });
});

describe("C# front end: properties assigned after construction", () => {
  const summary = (config: ConfigObject) =>
    config.entries.map((e) =>
      e.type === "opaque"
        ? `opaque:${e.reason}`
        : `${e.key}=${e.value.kind === "string" ? e.value.value : e.value.kind}${e.certain ? "" : "?"}${e.editable ? "" : "!"}`,
    );

  it("takes straight-line assignments as certain and those under if, loops, switch, catch and lambdas as maybe", () => {
    const config = only(
      wrap(`    var c = new CosBackendConfig { Bucket = "b" };
    c.Region = "r";
    { c.Key = "k.tfstate"; }
    using (var x = Open()) { c.Prefix = "p"; }
    try { c.Domain = "d"; } catch (Exception) { c.Endpoint = "e"; } finally { c.SecretId = "s"; }
    if (flag) c.Acl = "private";
    foreach (var i in items) { c.Acl = "public-read"; }
    switch (n) { case 1: c.Acl = "x"; break; }
    Action a = () => { c.SecurityToken = "t"; };
    void Local() { c.SecretKey = "k"; }
    new CosBackend(this, c);`),
    );
    expect(summary(config)).toEqual([
      "Bucket=b",
      "Region=r",
      "Key=k.tfstate",
      "Prefix=p",
      "Domain=d",
      "Endpoint=e?",
      "SecretId=s",
      "Acl=private?",
      "Acl=public-read?",
      "Acl=x?",
      "SecurityToken=t?",
      "SecretKey=k?",
    ]);
    expect(lookup(config, "region")).toMatchObject({ state: "present", value: { kind: "string", value: "r" } });
    expect(lookup(config, "acl").state).toBe("maybe");
  });

  it("tracks a local declared `new T()` without initializer, at the top level too", () => {
    const config = only(
      `var c = new CosBackendConfig();\nc.Bucket = "b";\nc.Accelerate = true;\nnew CosBackend(app, c);\n`,
    );
    expect(summary(config)).toEqual(["Bucket=b", "Accelerate=boolean"]);
    expect(prop(config, "Bucket").keySpan.loc).toEqual({ start: { line: 2, column: 2 }, end: { line: 2, column: 8 } });
  });

  it("adds an opaque entry where the local is handed to a method or stored, and stops at a reassignment", () => {
    const config = only(
      wrap(`    CosBackendConfig c = new() { Bucket = "b" };
    c.Region = "r";
    Configure(c);
    var alias = c;
    c.Key = "k";
    holder.Config = c;
    var len = c.Bucket.Length;
    var none = !c.Encrypt.HasValue;
    Log($"{c}");
    c = Other();
    c.Acl = "not ours";`),
    );
    expect(summary(config)).toEqual([
      "Bucket=b",
      "Region=r",
      "opaque:spread",
      "opaque:spread",
      "Key=k",
      "opaque:spread",
    ]);
    expect(lookup(config, "key").state).toBe("present");
    expect(lookup(config, "region")).toMatchObject({ state: "present", value: { kind: "unknown" } });
  });

  it("ignores other things named like the local: members, labels, lambda parameters, other initializers' properties", () => {
    const config = only(
      wrap(`    var c = new CosBackendConfig { Bucket = "b" };
    other.c = 1;
    Call(c: 2);
    Func<int, int> f = c => c + 1;
    Action<Thing> g = (Thing c) => { c.Region = "x"; };
    var o = new Thing { c = 3 };
    c.Region = "mine";`),
    );
    expect(summary(config)).toEqual(["Bucket=b", "Region=mine"]);
  });

  it("marks assignments that are no statement of their own as not editable, and reads chained values", () => {
    const config = only(
      wrap(`    var c = new CosBackendConfig { Bucket = "b" };
    c.Region = c.Domain = "x";
    Action a = () => c.Key = "k";
    c.Prefix += "/p";`),
    );
    expect(summary(config)).toEqual(["Bucket=b", "Region=x", "Domain=x!", "Key=k?!", "Prefix=unknown"]);
    expect(prop(config, "Prefix").plain).toBe(false);
    expect(prop(config, "Region").plain).toBe(true);
  });

  it("writes `c.AssumeRole.RoleArn = ..` into the block written above, else adds an opaque entry", () => {
    const config = only(
      wrap(`    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new CosBackendAssumeRole { RoleArn = "old" } };
    c.AssumeRole.RoleArn = "new";
    if (x) c.AssumeRole.SessionName = "s";`),
    );
    const block = valueOf(config, "AssumeRole");
    expect(block.kind === "object" && summary(block.object)).toEqual(["RoleArn=old", "RoleArn=new", "SessionName=s?"]);
    const other = only(wrap(`    var c = new CosBackendConfig { Bucket = "b" };\n    c.AssumeRole.RoleArn = "x";`));
    expect(summary(other)).toEqual(["Bucket=b", "opaque:spread"]);
  });
});

describe("C# front end: rendering edits", () => {
  const remove =
    (key: string, index = -1) =>
    (config: ConfigLiteral): Edit[] => {
      const all = config.entries.filter((e): e is ConfigProperty => e.type === "property" && e.key === key);
      return [{ type: "remove", property: all.at(index)! }];
    };

  it("renders literals in C#", () => {
    expect(renderCSharpLiteral('a"b\\c\n\t\u2028\u0001é😀')).toBe('"a\\"b\\\\c\\n\\t\\u2028\\u0001é😀"');
    expect(renderCSharpLiteral("\ud800")).toBe('"\\ud800"');
    expect(renderCSharpLiteral(true)).toBe("true");
    expect(renderCSharpLiteral(false)).toBe("false");
    expect(renderCSharpLiteral(3600)).toBe("3600");
  });

  it.each([
    [
      "first of one line",
      `new CosBackendConfig { Acl = "x", Bucket = "b" }`,
      "Acl",
      `new CosBackendConfig { Bucket = "b" }`,
    ],
    [
      "last of one line",
      `new CosBackendConfig { Bucket = "b", Acl = "x" }`,
      "Acl",
      `new CosBackendConfig { Bucket = "b" }`,
    ],
    [
      "last with a trailing comma",
      `new CosBackendConfig { Bucket = "b", Acl = "x", }`,
      "Acl",
      `new CosBackendConfig { Bucket = "b", }`,
    ],
    ["the only one", `new CosBackendConfig { Acl = "x" }`, "Acl", `new CosBackendConfig {  }`],
    [
      "a comment between it and its comma",
      `new CosBackendConfig { Acl = "x" /* c */, Bucket = "b" }`,
      "Acl",
      `new CosBackendConfig {  /* c */ Bucket = "b" }`,
    ],
  ])("removes an initializer entry: %s", (_, config, key, expected) => {
    expect(edited(wrap(`    var c = ${config};`), remove(key))).toBe(wrap(`    var c = ${expected};`));
  });

  it("removes an entry alone on its line with the line, and keeps comments", () => {
    const text = wrap(`    var c = new CosBackendConfig {
        // the bucket
        Bucket = "b",
        Acl = "x", // why
        Region = "r",
        Key = "k" /* last */
    };`);
    expect(edited(text, remove("Bucket"))).toBe(text.replace(`        Bucket = "b",\n`, ""));
    expect(edited(text, remove("Acl"))).toBe(text.replace(`Acl = "x", // why`, "// why"));
    expect(edited(text, remove("Key"))).toBe(text.replace(`,\n        Key = "k" /* last */`, ` /* last */`));
    const commented = wrap(
      `    var c = new CosBackendConfig {\n        Bucket = "b",\n        // note\n        Acl = "x"\n    };`,
    );
    expect(edited(commented, remove("Acl"))).toBe(commented.replace(`"b",`, `"b"`).replace(`        Acl = "x"\n`, ""));
    // Two removals side by side are one: the comma before them goes too, the comment after the comma stays.
    expect(edited(text, (c) => [...remove("Region")(c), ...remove("Key")(c)])).toBe(
      text.replace(
        `Acl = "x", // why\n        Region = "r",\n        Key = "k" /* last */`,
        `Acl = "x" // why\n         /* last */`,
      ),
    );
  });

  it("removes a later assignment statement; one that is the body of an `if` becomes `{ }`", () => {
    const text = wrap(`    var c = new CosBackendConfig { Bucket = "b" };
    c.Acl = "x";
    if (flag) c.Region = "r";
    Use(); c.Key = "k";
    c.Prefix = "p"; Use();`);
    expect(edited(text, remove("Acl"))).toBe(text.replace(`    c.Acl = "x";\n`, ""));
    expect(edited(text, remove("Region"))).toBe(text.replace(`c.Region = "r";`, "{ }"));
    expect(edited(text, remove("Key"))).toBe(text.replace(` c.Key = "k";`, ""));
    expect(edited(text, remove("Prefix"))).toBe(text.replace(`c.Prefix = "p"; `, ""));
    const top = `var c = new CosBackendConfig();\nc.Bucket = "b";\nc.Acl = "x";\nnew CosBackend(app, c);\n`;
    expect(edited(top, remove("Acl"))).toBe(top.replace(`c.Acl = "x";\n`, ""));
  });

  it("replaces a value with a C# literal, in an entry and in a statement", () => {
    const text = wrap(`    var c = new CosBackendConfig { Bucket = "b", Acl = @"Private", Accelerate = "yes" };
    c.Key = Name;`);
    const replace =
      (key: string, value: string | number | boolean) =>
      (config: ConfigLiteral): Edit[] => [{ type: "replace-value", property: prop(config, key), value }];
    expect(edited(text, replace("Acl", 'pri"vate\n'))).toBe(text.replace(`@"Private"`, `"pri\\"vate\\n"`));
    expect(edited(text, replace("Accelerate", true))).toBe(text.replace(`"yes"`, "true"));
    expect(edited(text, replace("Key", 42))).toBe(text.replace(`c.Key = Name`, "c.Key = 42"));
  });

  it("renames a key, in an entry and in a statement", () => {
    const text = wrap(`    var c = new CosBackendConfig { Bucket = "b", SecretID = "s" };
    c.region = "r";`);
    const rename =
      (key: string, name: string) =>
      (config: ConfigLiteral): Edit[] => [{ type: "rename-key", property: prop(config, key), field: cosField(name) }];
    expect(edited(text, rename("SecretID", "secret_id"))).toBe(text.replace("SecretID", "SecretId"));
    expect(edited(text, rename("region", "region"))).toBe(text.replace("c.region", "c.Region"));
  });

  it("replaces a property by others, in an entry (one line and own lines) and in statements", () => {
    const replaceBy =
      (key: string) =>
      (config: ConfigLiteral): Edit[] => [
        {
          type: "replace-property",
          property: prop(config, key),
          with: [
            { field: cosField("secret_id"), value: { literal: "id" } },
            { field: cosField("bucket"), value: { copyOf: prop(config, "Bucket") } },
          ],
        },
      ];
    const line = wrap(`    var c = new CosBackendConfig { Bucket = Name, Acl = "x" };`);
    expect(edited(line, replaceBy("Acl"))).toBe(line.replace(`Acl = "x"`, `SecretId = "id", Bucket = Name`));
    const lines = wrap(`    var c = new CosBackendConfig {\n        Bucket = Name,\n        Acl = "x",\n    };`);
    expect(edited(lines, replaceBy("Acl"))).toBe(
      lines.replace(`Acl = "x",`, `SecretId = "id",\n        Bucket = Name,`),
    );
    const statements = wrap(
      `    var c = new CosBackendConfig { Bucket = Name };\n    c.Acl = "x";\n    if (f) c.Acl = "y";`,
    );
    expect(edited(statements, (c) => replaceBy("Acl")(c).map((e) => ({ ...e, property: prop(c, "Acl") })))).toBe(
      statements.replace(`if (f) c.Acl = "y";`, `if (f) { c.SecretId = "id"; c.Bucket = Name; }`),
    );
    const first = (config: ConfigLiteral) =>
      config.entries.find((e): e is ConfigProperty => e.type === "property" && e.key === "Acl")!;
    expect(edited(statements, (c) => replaceBy("Acl")(c).map((e) => ({ ...e, property: first(c) })))).toBe(
      statements.replace(`    c.Acl = "x";`, `    c.SecretId = "id";\n    c.Bucket = Name;`),
    );
    expect(edited(line, (c) => [{ type: "replace-property", property: prop(c, "Acl"), with: [] }])).toBe(
      line.replace(`, Acl = "x"`, ""),
    );
  });

  const insert = (config: ConfigLiteral): Edit[] => [
    {
      type: "insert",
      object: config,
      properties: [
        { field: cosField("bucket"), value: { literal: "my-bucket" } },
        { field: cosField("acl"), value: { literal: "private" } },
      ],
    },
  ];

  it.each([
    [
      "one line",
      `new CosBackendConfig { Region = "r" }`,
      `new CosBackendConfig { Region = "r", Bucket = "my-bucket", Acl = "private" }`,
    ],
    [
      "one line with a trailing comma",
      `new CosBackendConfig { Region = "r", }`,
      `new CosBackendConfig { Region = "r", Bucket = "my-bucket", Acl = "private", }`,
    ],
    ["empty braces", `new CosBackendConfig { }`, `new CosBackendConfig { Bucket = "my-bucket", Acl = "private" }`],
    ["no braces", `new CosBackendConfig()`, `new CosBackendConfig() { Bucket = "my-bucket", Acl = "private" }`],
    ["target-typed without braces", `new()`, `new() { Bucket = "my-bucket", Acl = "private" }`],
    [
      "only a comment",
      `new CosBackendConfig { /* none */ }`,
      `new CosBackendConfig { /* none */ Bucket = "my-bucket", Acl = "private" }`,
    ],
  ])("inserts entries: %s", (_, config, expected) => {
    const line = (c: string) => wrap(`    CosBackendConfig c = ${c};`);
    expect(edited(line(config), insert)).toBe(line(expected));
  });

  it("inserts entries on their own lines, in the comma style and after a trailing comment", () => {
    const lines = (body: string) => wrap(`    var c = new CosBackendConfig {\n${body}\n    };`);
    expect(edited(lines(`        Region = "r",`), insert)).toBe(
      lines(`        Region = "r",\n        Bucket = "my-bucket",\n        Acl = "private",`),
    );
    expect(edited(lines(`        Region = "r"`), insert)).toBe(
      lines(`        Region = "r",\n        Bucket = "my-bucket",\n        Acl = "private"`),
    );
    expect(edited(lines(`        Region = "r", // where`), insert)).toBe(
      lines(`        Region = "r", // where\n        Bucket = "my-bucket",\n        Acl = "private",`),
    );
    expect(edited(lines(`        Region = "r" // where`), insert)).toBe(
      lines(`        Region = "r", // where\n        Bucket = "my-bucket",\n        Acl = "private"`),
    );
    const empty = wrap(`    var c = new CosBackendConfig\n    {\n    };`);
    expect(edited(empty, insert)).toBe(
      wrap(`    var c = new CosBackendConfig\n    {\n        Bucket = "my-bucket",\n        Acl = "private"\n    };`),
    );
  });

  it("a file with \\r\\n line breaks gets \\r\\n in what is inserted or replaced on own lines", () => {
    const crlf = (text: string) => text.replaceAll("\n", "\r\n");
    const lines = (body: string) => crlf(wrap(`    var c = new CosBackendConfig {\n${body}\n    };`));
    expect(edited(lines(`        Region = "r",`), insert)).toBe(
      lines(`        Region = "r",\n        Bucket = "my-bucket",\n        Acl = "private",`),
    );
    const empty = crlf(wrap(`    var c = new CosBackendConfig\n    {\n    };`));
    expect(edited(empty, insert)).toBe(
      crlf(
        wrap(`    var c = new CosBackendConfig\n    {\n        Bucket = "my-bucket",\n        Acl = "private"\n    };`),
      ),
    );
    const statements = crlf(wrap(`    var c = new CosBackendConfig { Bucket = "b" };\n    c.Acl = "x";`));
    const replaced = edited(statements, (c) => [
      {
        type: "replace-property",
        property: prop(c, "Acl"),
        with: [
          { field: cosField("secret_id"), value: { literal: "id" } },
          { field: cosField("acl"), value: { literal: "private" } },
        ],
      },
    ]);
    expect(replaced).toBe(statements.replace(`    c.Acl = "x";`, `    c.SecretId = "id";\r\n    c.Acl = "private";`));
    expect(replaced.replaceAll("\r\n", "")).not.toMatch(/\n/);
  });

  it("inserts into a nested block", () => {
    const text = wrap(`    var c = new CosBackendConfig { Bucket = "b", AssumeRole = new() { RoleArn = "arn" } };`);
    const out = edited(text, (config) => {
      const block = valueOf(config, "AssumeRole");
      if (block.kind !== "object") throw new Error("no block");
      return [
        {
          type: "insert",
          object: block.object,
          properties: [{ field: cosField("assume_role").block!.fields[1]!, value: { literal: "session" } }],
        },
      ];
    });
    expect(out).toBe(text.replace(`RoleArn = "arn" }`, `RoleArn = "arn", SessionName = "session" }`));
  });

  it("every single removal, replacement and rename of a larger file parses and changes only its target", () => {
    const text = `using System;
namespace App;

public class Stack : TerraformStack
{
    const string Region = "ap-guangzhou";

    public Stack(Construct scope) : base(scope, "stack")
    {
        new CosBackend(this, new()
        {
            Bucket = "state-1250000000", // the bucket
            Region = Region,
            /* the key */ Key = "app/tool.tfstate",
            AssumeRole = new CosBackendAssumeRole
            {
                RoleArn = "qcs::cam::uin/100:roleName/deploy",
                SessionName = "deploy",
                SessionDuration = 3_600,
            },
            Acl = "private"
        });
        var config = new OssBackendConfig { Bucket = "b", Prefix = @"env:", Encrypt = true, };
        config.Region = Environment.GetEnvironmentVariable("CLOUDA_REGION");
        if (Production) config.Acl = "private";
        else { config.Acl = "public-read"; }
        new OssBackend(this, config);
    }
}
`;
    const configs = find(text);
    expect(configs).toHaveLength(2);
    const properties: ConfigProperty[] = [];
    const collect = (object: ConfigObject) => {
      for (const e of object.entries) {
        if (e.type !== "property") continue;
        properties.push(e);
        if (e.value.kind === "object") collect(e.value.object);
      }
    };
    configs.forEach(collect);
    expect(properties).toHaveLength(14);
    for (const property of properties) {
      const edits: Edit[] = [
        { type: "remove", property },
        { type: "replace-value", property, value: "v" },
        ...(property.field ? [{ type: "rename-key", property, field: property.field } as const] : []),
      ];
      for (const edit of edits) {
        const out = apply(text, renderCSharpEdits(text, [edit]));
        expect(problems(parse(out)), out).toEqual([]);
        const after = findCSharpConfigs(parse(out), out, settings);
        expect(after).toHaveLength(2);
        if (edit.type === "rename-key") expect(out).toBe(text);
        if (edit.type === "remove") {
          // The same properties but this one, nothing else lost.
          const keys = (cs: ConfigLiteral[]) => {
            const list: string[] = [];
            const walk = (o: ConfigObject) =>
              o.entries.forEach(
                (e) => e.type === "property" && (list.push(e.key), e.value.kind === "object" && walk(e.value.object)),
              );
            cs.forEach(walk);
            return list.sort();
          };
          const expected = keys(configs);
          const gone =
            property.value.kind === "object"
              ? [property.key, ...keys([property.value.object as ConfigLiteral])]
              : [property.key];
          for (const key of gone) expected.splice(expected.indexOf(key), 1);
          expect(keys(after)).toEqual(expected);
          expect(out.includes("// the bucket") && out.includes("/* the key */")).toBe(true);
        }
      }
    }
  });
});

describe("C# front end: odd and broken input", () => {
  const sample = `const string R = "r";
var c = new CosBackendConfig { Bucket = $"b{R}", Region = R, AssumeRole = new() { RoleArn = @"a", SessionDuration = 1_0 }, ["x"] = 1, };
c.Key = """k""";
if (x) c.AssumeRole.SessionName = "s";
Configure(ref c);
new CosBackend(app, c);
class S { CosBackendConfig F => new() { Bucket = null, Defaults = new Dictionary<string, object> { { "a", 1 } } }; }
`;

  it("never throws on any prefix of a file, and renders every edit of what it finds", () => {
    for (let end = 0; end <= sample.length; end++) {
      const text = sample.slice(0, end);
      const root = parse(text);
      const configs = findCSharpConfigs(root, text, settings);
      for (const config of configs) {
        const walk = (object: ConfigObject) => {
          const edits: Edit[] = [
            { type: "insert", object, properties: [{ field: cosField("acl"), value: { literal: "private" } }] },
          ];
          for (const entry of object.entries) {
            if (entry.type !== "property") continue;
            edits.push({ type: "remove", property: entry }, { type: "replace-value", property: entry, value: 1 });
            if (entry.field) edits.push({ type: "rename-key", property: entry, field: entry.field });
            if (entry.value.kind === "object") walk(entry.value.object);
          }
          for (const edit of edits) expect(() => apply(text, renderCSharpEdits(text, [edit]))).not.toThrow();
        };
        walk(config);
      }
    }
  });

  it("the whole sample: two configurations, the local's later and opaque entries in order", () => {
    const [c, f] = find(sample);
    expect(c!.entries.map((e) => (e.type === "opaque" ? e.reason : e.key))).toEqual([
      "Bucket",
      "Region",
      "AssumeRole",
      "computed-key",
      "Key",
      "spread",
    ]);
    expect(valueOf(c!, "Bucket")).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
    expect(valueOf(c!, "Key")).toEqual({ kind: "string", value: "k" });
    const role = valueOf(c!, "AssumeRole");
    expect(
      role.kind === "object" && role.object.entries.map((e) => e.type === "property" && `${e.key}:${e.certain}`),
    ).toEqual(["RoleArn:true", "SessionDuration:true", "SessionName:false"]);
    expect(f!.typeName).toBe("CosBackendConfig");
    expect(valueOf(f!, "Bucket")).toEqual({ kind: "nothing" });
    // Defaults is no field of the COS backend: an unknown key whose value is an object of no known fields.
    expect(prop(f!, "Defaults").field).toBeUndefined();
  });
});

describe("C# front end: every rule's fixes and suggestions", () => {
  type Check = (config: ConfigLiteral, own: typeof settings) => Iterable<Finding>;

  it("render to code that parses, changing only what the finding is about", () => {
    const text = `class Stack {
  void Build() {
    var cos = new CosBackendConfig {
        Acl = "Private",
        Key = "/state", // the key
        Prefix = "./env/",
        AssumeRole = new CosBackendAssumeRole { RoleArn = "arn", SessionName = "s", SessionDuration = 99_999, Policy = "{" },
    };
    cos.SecretId = "id";
    var oss = new OssBackendConfig { Bucket = "b", AssumeRole = new OssAssumeRole { RoleArn = "arn", SessionExpiration = 1000 }, TablestoreTable = "t", };
    var oss2 = new OssBackendConfig
    {
        Bucket = "b",
        AssumeRole = new OssAssumeRole
        {
            RoleArn = "arn", // the role
            SessionName = "n",
        }
    };
    oss2.Acl = "private";
    new DataToolRemoteStateGcs(this, "state", new()
    {
        Bucket = "b",
        AccessToken = "t",
        Credentials = "c.json",
        EncryptionKey = "abc",
        KmsEncryptionKey = "bad",
        StoreageCustomEndpoint = "ftp://x",
    });
  }
}
`;
    const configs = find(text);
    const seen: string[] = [];
    const outputs = new Map<string, string[]>();
    for (const [id, rule] of Object.entries(rules)) {
      const check = (rule as unknown as { check: Check }).check;
      for (const config of configs) {
        for (const finding of check(config, settings)) {
          seen.push(`${id}/${finding.messageId}`);
          for (const edits of [finding.fix, ...(finding.suggest ?? []).map((s) => s.edits)]) {
            if (!edits?.every(isEditable)) continue;
            const out = apply(text, renderCSharpEdits(text, edits));
            expect(problems(parse(out)), out).toEqual([]);
            outputs.set(`${id}/${finding.messageId}`, [...(outputs.get(`${id}/${finding.messageId}`) ?? []), out]);
          }
        }
      }
    }
    expect(seen.sort()).toEqual([
      "no-conflicting-credentials/conflict",
      "no-conflicting-encryption-keys/conflict",
      "no-deprecated-assume-role/deprecated",
      "no-deprecated-assume-role/deprecated",
      "no-hardcoded-credentials/hardcoded",
      "no-hardcoded-credentials/hardcoded",
      // `EncryptionKey = "abc"` is the key itself, not a key file's path.
      "no-hardcoded-credentials/keyMaterial",
      // <kit>'s typed `StoreageCustomEndpoint` reaches the tool as an attribute it rejects.
      "no-unknown-properties/rejected",
      "require-bucket/missing",
      "require-encryption/unset",
      "require-encryption/unset",
      "valid-acl/invalid",
      "valid-assume-role-policy/invalidJson",
      "valid-custom-endpoint/wrongProtocol",
      "valid-encryption-key/wrongLength",
      // The data source's `KmsEncryptionKey = "bad"` is never used (a data source only reads the state): not
      // reported by valid-kms-key-name.
      "valid-session-expiration/outOfRange",
      "valid-state-locking/crash",
      "valid-state-path/edges",
      "valid-state-path/edges",
    ]);
    expect(outputs.get("valid-acl/invalid")).toEqual([text.replace(`"Private"`, `"private"`)]);
    expect(outputs.get("valid-session-expiration/outOfRange")).toEqual([text.replace("99_999", "43200")]);
    expect(outputs.get("no-conflicting-credentials/conflict")).toEqual([
      text.replace(`        Credentials = "c.json",\n`, ""),
      text.replace(`        AccessToken = "t",\n`, ""),
    ]);
    expect(outputs.get("no-deprecated-assume-role/deprecated")).toEqual([
      text.replace(
        `AssumeRole = new OssAssumeRole { RoleArn = "arn", SessionExpiration = 1000 }`,
        `AssumeRoleRoleArn = "arn", AssumeRoleSessionExpiration = 1000`,
      ),
      // With a comment inside the block: a suggestion only, which copies the values.
      text.replace(
        /AssumeRole = new OssAssumeRole\n[^}]*\}/,
        `AssumeRoleRoleArn = "arn",\n        AssumeRoleSessionName = "n"`,
      ),
    ]);
  });
});

/** What `typeAfterNew` scans for, as a regular expression: the reference its results are checked against. */
const AFTER_NEW = /\s*(?:(@?[\p{L}_][\p{L}\p{N}_]*(?:\s*(?:\.|::)\s*@?[\p{L}_][\p{L}\p{N}_]*)*)\s*[({]|\()/uy;

describe("what follows `new`, scanned", () => {
  const pieces = [
    ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
    ...["new", "Oss", "OssBackend", "CosBackendConfig", "::", "@", " ", ".", "(", "{", "\u00a0", "\u2028", "Ä", "𝒜"],
    ...["\u0660", "_1", "\ufeff"],
  ];
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join(""));

  it("finds the type's last name, or a target-typed `(`, as the regular expression does, at every position", () => {
    fc.assert(
      fc.property(texts, (text) => {
        for (let at = 0; at <= text.length; at++) {
          // `new` ends before a whole character, never inside a surrogate pair.
          if (/^[\udc00-\udfff]/.test(text.slice(at)) && /[\ud800-\udbff]$/.test(text.slice(0, at))) continue;
          AFTER_NEW.lastIndex = at;
          const match = AFTER_NEW.exec(text);
          const expected = match ? (match[1]?.split(/\s*(?:\.|::)\s*/u).at(-1) ?? null) : undefined;
          expect(typeAfterNew(text, at), JSON.stringify([text, at])).toBe(expected);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("reads a name of millions of parts without running out of stack", () => {
    const text = ` ${"A.".repeat(3_000_000)}OssBackendConfig { }`;
    expect(typeAfterNew(text, 0)).toBe("OssBackendConfig");
  });
});

describe("the C# front end's patterns without Unicode classes, for ASCII texts", () => {
  const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
  it("find the declarations of the schema's and the published names as the Unicode pattern does", () => {
    const settings = resolveSettings(undefined);
    const unicode = declarationPattern(settings, false);
    // Declarations of the schema's and the published names (and near misses), followed and preceded by any ASCII
    // character.
    const declarations = fc
      .array(
        fc.oneof(
          fc.constantFrom("class ", "record struct ", "interface ", "enum ", "struct ", "class  @", "xclass "),
          fc.constantFrom(
            "OssBackend",
            "OssBackendConfig",
            "CosBackend",
            "GcsBackendConfig",
            "DataForgeRemoteStateGcs",
            "DataAcme2RemoteStateOssConfig",
            "DataRemoteStateCos",
            "Data",
            "RemoteStateGcs",
          ),
          fc.constantFrom(...ascii),
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(declarations, (text) => {
        const own = declarationPattern(settings, isAscii(text));
        expect(own.flags).not.toContain("u");
        const matches = (pattern: RegExp) => Array.from(text.matchAll(pattern), (m) => [m.index, m[0], m[1]]);
        expect(matches(own)).toEqual(matches(unicode));
      }),
      { numRuns: 1500 },
    );
  });
});
