import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Node } from "web-tree-sitter";
import {
  findConfigs as findJavaConfigs,
  renderEdits as renderJavaEdits,
  renderJavaLiteral,
} from "../../src/frontends/java/index.js";
import { certainlyDeclaresNothing, declaresName } from "../../src/frontends/java/syntax.js";
import { literalValue, stringValue } from "../../src/frontends/java/values.js";
import { parserFor } from "../../src/languages/grammars.js";
import type { ConfigLiteral, ConfigObject, ConfigProperty, Edit, StaticValue } from "../../src/model/index.js";
import { lookup } from "../../src/model/index.js";
import { fieldByName } from "../../src/schema/index.js";
import { resolveSettings, type BackendConfigSettings } from "../../src/settings.js";

function parse(code: string): Node {
  return parserFor("java").parse(code)!.rootNode;
}

function find(code: string, settings?: BackendConfigSettings): ConfigLiteral[] {
  return findJavaConfigs(
    parse(code),
    code,
    resolveSettings(settings === undefined ? undefined : { "backend-config": settings }),
  );
}

function only(code: string, settings?: BackendConfigSettings): ConfigLiteral {
  const found = find(code, settings);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** A method body in a class. */
const inMethod = (body: string, members = "") =>
  `class Stack {\n${members}  void define(Construct scope) {\n${body}\n  }\n}\n`;

function properties(object: ConfigObject): ConfigProperty[] {
  return object.entries.filter((e): e is ConfigProperty => e.type === "property");
}

function prop(object: ConfigObject, key: string, occurrence = 0): ConfigProperty {
  const found = properties(object).filter((p) => p.key === key)[occurrence];
  if (!found) throw new Error(`no property ${key}`);
  return found;
}

/** The entries as `key=value` (or `?key=value` when not certain, `<opaque>`), for compact assertions. */
function summary(object: ConfigObject): string[] {
  return object.entries.map((e) =>
    e.type === "opaque" ? `<${e.reason}>` : `${e.certain ? "" : "?"}${e.key}=${show(e.value)}`,
  );
}

function show(value: StaticValue): string {
  switch (value.kind) {
    case "string":
      return JSON.stringify(value.value);
    case "number":
    case "boolean":
      return String(value.value);
    case "nothing":
      return "null";
    case "object":
      return `{${summary(value.object).join(", ")}}`;
    case "data":
      return `data:${value.shape}:${JSON.stringify(value.json)}`;
    case "unknown":
      return `unknown:${value.origin}${value.maybeUnset ? ":maybe-unset" : ""}`;
  }
}

const slice = (code: string, span: { range: readonly [number, number] }) => code.slice(span.range[0], span.range[1]);

function hasSyntaxErrors(node: Node): boolean {
  if (node.isError || node.isMissing) return true;
  return node.children.some((c) => c !== null && hasSyntaxErrors(c));
}

/** Applies the rendered edits, and asserts that the output parses without ERROR or MISSING nodes. */
function apply(code: string, edits: readonly Edit[]): string {
  const textEdits = renderJavaEdits(code, edits);
  for (let i = 1; i < textEdits.length; i++)
    expect(textEdits[i]!.range[0]).toBeGreaterThanOrEqual(textEdits[i - 1]!.range[1]);
  let output = code;
  for (const edit of [...textEdits].reverse())
    output = output.slice(0, edit.range[0]) + edit.text + output.slice(edit.range[1]);
  expect(hasSyntaxErrors(parse(output)), output).toBe(false);
  return output;
}

describe("findJavaConfigs: chains", () => {
  it("ignores a type the file declares itself under a configuration type's or construct's name", () => {
    // Storage libraries declare such names; the file's own class is not <kit>'s, wherever it is used.
    const code = `class OssBackendConfig {\n  static Builder builder() { return new Builder(); }\n}\nrecord CosBackend(Object scope, Object config) {}\n${inMethod(`    OssBackendConfig.builder().acl("PUBLIC").build();
    new CosBackend(scope, CosBackendConfig.builder().acl("x").build());
    GcsBackendConfig.builder().prefix("p").build();`)}`;
    // The builder of <kit>'s CosBackendConfig (not declared here) is still found, and GCS's.
    expect(find(code).map((c) => c.typeName)).toEqual(["CosBackendConfig", "GcsBackendConfig"]);
  });

  it("finds the published names whatever their word, as data sources, without settings; not names that only look alike", () => {
    const code = inMethod(`    DataForgeRemoteStateGcsConfig.builder().prefix("p").build();
    DataAcme2RemoteStateOss.Builder.create(scope, "r").prefix("p").build();
    new io.forge.DataForgeRemoteStateCosConfig.Builder().prefix("p").build();
    DataRemoteStateGcsConfig.builder().prefix("p").build();
    DatabaseRemoteStateGcsConfig.builder().prefix("p").build();
    DataForgeRemoteStateGcsConfigs.builder().prefix("p").build();
    DataForgeRemoteStateGcsConfig$.builder().prefix("p").build();
    ÄDataForgeRemoteStateGcsConfig.builder().prefix("p").build();
    DataForgeRemoteStateGcsConfigÄ.builder().prefix("p").build();
    DataFörgeRemoteStateGcsConfig.builder().prefix("p").build();
    DataForgeRemoteStateGcs.builder().prefix("p").build();
    DataForgeRemoteStateGcsConfig.Builder.create(scope, "r").prefix("p").build();`);
    expect(find(code).map((c) => [c.typeName, c.kind, c.role])).toEqual([
      ["DataForgeRemoteStateGcsConfig", "gcs", "data-source"],
      ["DataAcme2RemoteStateOss", "oss", "data-source"],
      ["DataForgeRemoteStateCosConfig", "cos", "data-source"],
    ]);
    // toolName changes nothing that is found.
    expect(find(code, { toolName: "Acme2" }).map((c) => c.typeName)).toEqual(find(code).map((c) => c.typeName));
    // A class of the published names' shape that the file declares itself is the file's own.
    const own = `class DataForgeRemoteStateGcsConfig {\n  static Builder builder() { return new Builder(); }\n}\n${code}`;
    expect(find(own).map((c) => c.typeName)).toEqual(["DataAcme2RemoteStateOss", "DataForgeRemoteStateCosConfig"]);
  });

  it("finds a type named in settings even where the file declares it: such names are the user's own", () => {
    const code = `class TeamState {\n  static Builder builder() { return new Builder(); }\n}\n${inMethod(`    TeamState.builder().acl("PUBLIC").build();`)}`;
    expect(find(code).map((c) => c.typeName)).toEqual([]);
    expect(find(code, { typeNames: { oss: ["TeamState"] } }).map((c) => [c.typeName, c.role])).toEqual([
      ["TeamState", "unknown"],
    ]);
  });

  it("finds X.builder()...build() of the three types, with keys, values, fields and spans", () => {
    const code = inMethod(`    var gcs = DataToolRemoteStateGcsConfig.builder()
        .bucket("state")
        .prefix("env/prod")
        .build();
    OssBackendConfig oss = OssBackendConfig.builder().bucket("b").acl("private").build();
    CosBackendConfig cos = CosBackendConfig.builder().bucket("c").accelerate(true).build();`);
    const [gcs, oss, cos] = find(code);
    expect([gcs!.kind, oss!.kind, cos!.kind]).toEqual(["gcs", "oss", "cos"]);
    expect([gcs!.role, oss!.role, cos!.role]).toEqual(["data-source", "backend", "backend"]);
    expect(gcs!.binding).toBe("java");
    expect(gcs!.typeName).toBe("DataToolRemoteStateGcsConfig");
    expect(summary(gcs!)).toEqual(['bucket="state"', 'prefix="env/prod"']);
    expect(summary(oss!)).toEqual(['bucket="b"', 'acl="private"']);
    expect(summary(cos!)).toEqual(['bucket="c"', "accelerate=true"]);
    const bucket = prop(gcs!, "bucket");
    expect(bucket.field?.name).toBe("bucket");
    expect(bucket.keyChecked).toBe(true);
    expect(bucket.certain).toBe(true);
    expect(bucket.editable).toBe(true);
    expect(bucket.plain).toBe(true);
    expect(slice(code, bucket.span)).toBe('.bucket("state")');
    expect(slice(code, bucket.keySpan)).toBe("bucket");
    expect(slice(code, bucket.valueSpan)).toBe('"state"');
    // ESLint's convention: lines 1-based, columns 0-based.
    expect(bucket.span.loc).toEqual({ start: { line: 4, column: 8 }, end: { line: 4, column: 24 } });
    expect(slice(code, gcs!.span).startsWith("DataToolRemoteStateGcsConfig.builder()")).toBe(true);
    expect(slice(code, gcs!.span).endsWith(".build()")).toBe(true);
    expect(gcs!.editable).toBe(true);
  });

  it("finds new X.Builder() and qualified names; the GCS backend drops the data source's fields", () => {
    const code = inMethod(`    var a = new OssBackendConfig.Builder().bucket("a").build();
    var b = new com.kit.CosBackendConfig.Builder().bucket("b").build();
    var c = com.kit.GcsBackendConfig.builder().bucket("c").workspace("w").build();`);
    const [a, b, c] = find(code);
    expect(summary(a!)).toEqual(['bucket="a"']);
    expect(b!.kind).toBe("cos");
    expect(c!.role).toBe("backend");
    expect(prop(c!, "workspace").field).toBeUndefined();
    expect(c!.fields.some((f) => f.name === "workspace")).toBe(false);
  });

  it("finds construct builders (Builder.create(scope, ..)) with the configuration's setters", () => {
    const code = inMethod(`    OssBackend.Builder.create(scope).bucket("a").tablestoreTable("locks").build();
    DataToolRemoteStateGcs.Builder.create(scope, "remote").bucket("b").workspace("prod").build();`);
    const [oss, gcs] = find(code);
    expect(oss!.typeName).toBe("OssBackend");
    expect(oss!.kind).toBe("oss");
    expect(summary(oss!)).toEqual(['bucket="a"', 'tablestoreTable="locks"']);
    expect(gcs!.role).toBe("data-source");
    expect(summary(gcs!)).toEqual(['bucket="b"', 'workspace="prod"']);
  });

  it("finds the OSS and COS remote-state data sources (issue 17), their builders and construct builders, as data sources", () => {
    const code = inMethod(`    var oss = DataToolRemoteStateOssConfig.builder().bucket("a").workspace("w").build();
    var cos = new DataToolRemoteStateCosConfig.Builder().bucket("b").defaults(Map.of("k", "v")).build();
    DataToolRemoteStateOss.Builder.create(scope, "logs").bucket("c").prefix("logs").build();
    DataToolRemoteStateCos.Builder.create(scope, "queue").bucket("d").workspace("prod").build();
    OssBackendConfig.builder().bucket("e").workspace("w").build();`);
    const found = find(code);
    expect(found.map((c) => [c.kind, c.role, c.typeName])).toEqual([
      ["oss", "data-source", "DataToolRemoteStateOssConfig"],
      ["cos", "data-source", "DataToolRemoteStateCosConfig"],
      ["oss", "data-source", "DataToolRemoteStateOss"],
      ["cos", "data-source", "DataToolRemoteStateCos"],
      ["oss", "backend", "OssBackendConfig"],
    ]);
    const [oss, cos, ossConstruct, cosConstruct, backend] = found;
    expect(summary(oss!)).toEqual(['bucket="a"', 'workspace="w"']);
    expect(prop(oss!, "workspace").field?.name).toBe("workspace");
    expect(prop(cos!, "defaults").field?.type).toBe("string-map");
    expect(summary(ossConstruct!)).toEqual(['bucket="c"', 'prefix="logs"']);
    expect(summary(cosConstruct!)).toEqual(['bucket="d"', 'workspace="prod"']);
    // The backend takes none of the data source's own settings.
    expect(prop(backend!, "workspace").field).toBeUndefined();
  });

  it("a construct's config(..) is opaque; the configuration chain passed to it is found on its own", () => {
    const code =
      inMethod(`    DataToolRemoteStateGcs.Builder.create(scope, "id").config(DataToolRemoteStateGcsConfig.builder().bucket("b").build()).build();
    DataToolRemoteStateGcs.Builder.create(scope, "id2").config(cfg).build();`);
    const [construct, config, other] = find(code);
    expect(summary(construct!)).toEqual(["<spread>"]);
    expect(summary(config!)).toEqual(['bucket="b"']);
    expect(summary(other!)).toEqual(["<spread>"]);
    expect(lookup(other!, "bucket").state).toBe("maybe");
  });

  it("names from the settings count; other names, strings and comments do not", () => {
    const code = inMethod(`    var a = MyOss.builder().bucket("a").build();
    var b = Other.builder().bucket("b").build();
    // OssBackendConfig.builder().bucket("c").build();
    String s = "OssBackendConfig.builder()";
    var d = MyOssBackend.Builder.create(scope).acl("private").build();`);
    expect(find(code)).toHaveLength(0);
    const found = find(code, { typeNames: { oss: ["MyOss"] }, constructNames: { oss: ["MyOssBackend"] } });
    expect(found.map((c) => c.typeName)).toEqual(["MyOss", "MyOssBackend"]);
    expect(found.map((c) => c.kind)).toEqual(["oss", "oss"]);
  });

  it("an unknown setter is an unknown key (field undefined), checked by the compiler", () => {
    const config = only(inMethod(`    OssBackendConfig.builder().bucket("a").bukcet("b").build();`));
    const unknown = prop(config, "bukcet");
    expect(unknown.field).toBeUndefined();
    expect(unknown.keyChecked).toBe(true);
  });

  it("a setter with no or several arguments is not plain; its value is unknown", () => {
    const config = only(inMethod(`    OssBackendConfig.builder().bucket().acl("a", "b").build();`));
    expect(prop(config, "bucket").plain).toBe(false);
    expect(summary(config)).toEqual(["bucket=unknown:other", "acl=unknown:other"]);
    expect(
      slice(inMethod(`    OssBackendConfig.builder().bucket().acl("a", "b").build();`), prop(config, "acl").valueSpan),
    ).toBe('("a", "b")');
  });

  it("a chain not built here: passed on (opaque, not editable); never built (discarded, toString()): no configuration", () => {
    const code = inMethod(`    register(OssBackendConfig.builder().bucket("a"));
    OssBackendConfig.builder().acl("x");
    log(OssBackendConfig.builder().acl("y").toString());
    var unused = OssBackendConfig.builder().acl("z");
    unused.region("r");`);
    const [passed, ...others] = find(code);
    expect(others).toHaveLength(0);
    expect(summary(passed!)).toEqual(['bucket="a"', "<spread>"]);
    expect(lookup(passed!, "bucket")).toMatchObject({ state: "present", value: { kind: "unknown" } });
    expect(passed!.editable).toBe(false);
  });

  it("positions are UTF-16 code units: text before the configuration with accents and emoji", () => {
    const code = inMethod(`    String s = "été 😀"; OssBackendConfig.builder().bucket("🪣").build();`);
    const config = only(code);
    const bucket = prop(config, "bucket");
    expect(slice(code, bucket.span)).toBe('.bucket("🪣")');
    expect(bucket.value).toEqual({ kind: "string", value: "🪣" });
    const column = code.split("\n")[2]!.indexOf(".bucket");
    expect(bucket.span.loc.start).toEqual({ line: 3, column });
    expect(apply(code, [{ type: "replace-value", property: bucket, value: "b" }])).toBe(code.replace('"🪣"', '"b"'));
  });

  it("comments inside a chain: read past", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .bucket("a") // the bucket
        .build();`);
    expect(only(code).entries).toMatchObject([
      { type: "property", key: "bucket", value: { kind: "string", value: "a" } },
    ]);
  });

  it("does not crash on broken code", () => {
    for (const code of [
      inMethod(`    OssBackendConfig.builder().bucket(.build();`),
      inMethod(`    var b = OssBackendConfig.builder(); b.`),
      `OssBackendConfig.builder()`,
      inMethod(`    new OssBackendConfig.Builder() { }.bucket("a").build();`),
      inMethod(`    var b = OssBackendConfig.builder(); b = b; b.bucket("x"); Runnable r = b::build;`),
    ]) {
      expect(() => find(code)).not.toThrow();
    }
  });
});

describe("findJavaConfigs: values", () => {
  it("strings with escapes, text blocks, concatenation", () => {
    const code = inMethod(
      `    OssBackendConfig.builder()
        .bucket("a\\tb\\"c\\\\d\\101\\u0041")
        .prefix("""
            env/
              prod\\s
            """)
        .key("""
            one \\
            line""")
        .endpoint("https://" + "oss" + ".example.com" + 1 + true + null + 'c')
        .build();`,
    );
    expect(summary(only(code))).toEqual([
      'bucket="a\\tb\\"c\\\\dAA"',
      'prefix="env/\\n  prod \\n"',
      'key="one line"',
      'endpoint="https://oss.example.com1truenullc"',
    ]);
  });

  it("text blocks: the closing delimiter's indentation and CRLF", () => {
    expect(stringValue('"""\r\n    a\r\n      b\r\n  """')).toBe("  a\n    b\n");
    expect(stringValue('"""\n  x  \n  y"""')).toBe("x\ny");
    expect(stringValue('"\\q"')).toBeUndefined();
  });

  it("numbers: underscores, longs, hex, octal, binary, doubles, floats, negation, arithmetic, casts", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .assumeRoleSessionExpiration(3_600)
        .assumeRoleSessionExpiration(4000L)
        .assumeRoleSessionExpiration(0x1F)
        .assumeRoleSessionExpiration(017)
        .assumeRoleSessionExpiration(0b101)
        .assumeRoleSessionExpiration(2.5e3)
        .assumeRoleSessionExpiration(1.5f)
        .assumeRoleSessionExpiration(-900)
        .assumeRoleSessionExpiration(60 * 60)
        .assumeRoleSessionExpiration((int) 3600.7)
        .assumeRoleSessionExpiration(7 / 2)
        .assumeRoleSessionExpiration(0xFFFFFFFF)
        .assumeRoleSessionExpiration(1 / 0)
        .build();`);
    expect(summary(only(code)).map((s) => s.split("=")[1])).toEqual([
      "3600",
      "4000",
      "31",
      "15",
      "5",
      "2500",
      "1.5",
      "-900",
      "3600",
      "3600",
      "3",
      "-1",
      "unknown:other",
    ]);
  });

  it("booleans, null, characters and other expressions", () => {
    const code = inMethod(
      `    OssBackendConfig.builder().encrypt(false).acl(null).bucket('c').region(region()).build();`,
    );
    expect(summary(only(code))).toEqual(["encrypt=false", "acl=null", "bucket=unknown:other", "region=unknown:other"]);
  });

  it("environment and file reads", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .accessKey(System.getenv("CLOUDA_ACCESS_KEY"))
        .secretKey(System.getenv().get("CLOUDA_SECRET_KEY"))
        .securityToken(Files.readString(Path.of("token")).trim())
        .assumeRolePolicy(new String(Files.readAllBytes(Path.of("p.json")), UTF_8))
        .build();`);
    expect(summary(only(code))).toEqual([
      "accessKey=unknown:env:maybe-unset",
      "secretKey=unknown:env:maybe-unset",
      "securityToken=unknown:file",
      "assumeRolePolicy=unknown:file",
    ]);
  });

  it("same-file static final constants, interface constants, qualified constants; not shadowed or non-final ones", () => {
    const members = `  static final String BUCKET = "state-" + Consts.ENV;
  static final int SECONDS = 15 * 60;
  static String MUTABLE = "m";
  final String INSTANCE = "i";
  static final String LOOP = LOOP + "x";
`;
    const code =
      inMethod(
        `    OssBackendConfig.builder()
        .bucket(BUCKET)
        .assumeRoleSessionExpiration(SECONDS)
        .prefix(MUTABLE)
        .key(INSTANCE)
        .acl(Consts.ACL)
        .region(LOOP)
        .build();
    String SECONDS_LOCAL = "x";`,
        members,
      ) + `interface Consts { String ENV = "prod"; String ACL = "private"; }\n`;
    expect(summary(only(code))).toEqual([
      'bucket="state-prod"',
      "assumeRoleSessionExpiration=900",
      "prefix=unknown:other",
      "key=unknown:other",
      'acl="private"',
      "region=unknown:other",
    ]);
    const shadowed = inMethod(
      `    String BUCKET = "local";\n    OssBackendConfig.builder().bucket(BUCKET).build();`,
      `  static final String BUCKET = "field";\n`,
    );
    expect(summary(only(shadowed))).toEqual(["bucket=unknown:other"]);
  });

  it("constants of nested classes and enums: the innermost class declaring the name wins, a field hides", () => {
    const code = `class Outer {
  static final String BUCKET = "outer";
  static final String ACL = "private";
  static final String PREFIX = "p/" + Inner.PREFIX; // "BUCKET" in a comment declares nothing
  static class Inner {
    static final String PREFIX = "inner";
    String ACL = "hidden";
    static final String BUCKET = "inner";
    void define(Construct scope) {
      OssBackendConfig.builder().bucket(BUCKET).acl(ACL).prefix(PREFIX).key(Outer.PREFIX).region(Mode.REGION).build();
    }
  }
  static class Sibling { static final String REGION = "wrong"; }
  enum Mode { A, B; static final String REGION = "r-" + ACL; }
  void define(Construct scope) {
    OssBackendConfig.builder().bucket(BUCKET).acl(ACL).prefix(Inner.PREFIX).key(PREFIX).region(REGION).build();
  }
}
`;
    const [inner, outer] = find(code);
    expect(summary(inner!)).toEqual([
      'bucket="inner"',
      "acl=unknown:other",
      'prefix="inner"',
      'key="p/inner"',
      'region="r-private"',
    ]);
    expect(summary(outer!)).toEqual([
      'bucket="outer"',
      'acl="private"',
      'prefix="inner"',
      'key="p/inner"',
      "region=unknown:other",
    ]);
  });

  it("constants whose name is followed by a comment, a line break, a second declarator or brackets", () => {
    const code = `class Consts {
  static final String BUCKET /* the state's */ = "b";
  static final String KEY
      = "k";
  static final String PREFIX = "p", REGION = "r";
  static final String ACL// private
      = "private";
  static final String ENDPOINT[] = { "e" };
  void define(Construct scope) {
    OssBackendConfig.builder().bucket(BUCKET).key(KEY).prefix(PREFIX).region(REGION).acl(ACL).endpoint(ENDPOINT).build();
  }
}
`;
    const [config] = find(code);
    expect(summary(config!)).toEqual([
      'bucket="b"',
      'key="k"',
      'prefix="p"',
      'region="r"',
      'acl="private"',
      "endpoint=unknown:other",
    ]);
  });

  it("maps and lists for map and list fields", () => {
    const code = inMethod(`    DataToolRemoteStateGcsConfig.builder()
        .defaults(Map.of("a", "b", "n", 1))
        .impersonateServiceAccountDelegates(List.of("x", "y"))
        .build();
    DataToolRemoteStateGcsConfig.builder().defaults(Map.of("a", other())).impersonateServiceAccountDelegates(delegates).build();`);
    const [first, second] = find(code);
    expect(summary(first!)).toEqual([
      'defaults=data:object:{"a":"b","n":1}',
      'impersonateServiceAccountDelegates=data:array:["x","y"]',
    ]);
    expect(summary(second!)).toEqual([
      "defaults=data:object:undefined",
      "impersonateServiceAccountDelegates=unknown:other",
    ]);
  });

  it("nested blocks written as the block type's builder", () => {
    const code = inMethod(
      `    OssBackendConfig.builder()
        .bucket("a")
        .assumeRole(OssAssumeRole.builder().roleArn("arn:x").sessionExpiration(900).build())
        .build();
    CosBackendConfig.builder().bucket("b").assumeRole(new CosBackendAssumeRole.Builder().roleArn("arn:y").sessionName("s").sessionDuration(3600).build()).build();
    OssBackendConfig.builder().assumeRole(ROLE).build();
    OssBackendConfig.builder().assumeRole(role).build();
    OssBackendConfig.builder().assumeRole(CosBackendAssumeRole.builder().roleArn("z").build()).build();`,
      `  static final OssAssumeRole ROLE = OssAssumeRole.builder().roleArn("arn:c").build();\n`,
    );
    const [oss, cos, constant, variable, wrongType] = find(code);
    expect(summary(oss!)).toEqual(['bucket="a"', 'assumeRole={roleArn="arn:x", sessionExpiration=900}']);
    const block = prop(oss!, "assumeRole").value;
    expect(block.kind === "object" && block.object.editable).toBe(true);
    expect(block.kind === "object" && prop(block.object, "roleArn").field?.name).toBe("role_arn");
    expect(summary(cos!)).toEqual([
      'bucket="b"',
      'assumeRole={roleArn="arn:y", sessionName="s", sessionDuration=3600}',
    ]);
    expect(summary(constant!)).toEqual(['assumeRole={roleArn="arn:c"}']);
    const fromConstant = prop(constant!, "assumeRole").value;
    expect(
      fromConstant.kind === "object" && [fromConstant.object.editable, prop(fromConstant.object, "roleArn").editable],
    ).toEqual([false, false]);
    expect(summary(variable!)).toEqual(["assumeRole=unknown:other"]);
    expect(summary(wrongType!)).toEqual(["assumeRole=unknown:other"]);
  });
});

describe("findJavaConfigs: a builder in a local variable", () => {
  it("straight-line setters are certain; setters in if, loops, lambdas, try and ?: are maybe", () => {
    const code = inMethod(`    var b = OssBackendConfig.builder().bucket("a");
    b.acl("private");
    b.encrypt(true).region("r");
    if (prod) b.prefix("p");
    for (String k : keys) { b.key(k); }
    Runnable r = () -> b.endpoint("e");
    try { b.profile("x"); } catch (Exception e) { b.profile("y"); }
    String s = prod ? b.ecsRoleName("n").toString() : "";
    OssBackendConfig config = b.build();
    b.tablestoreTable("after");`);
    const config = only(code);
    expect(summary(config)).toEqual([
      'bucket="a"',
      'acl="private"',
      "encrypt=true",
      'region="r"',
      '?prefix="p"',
      "?key=unknown:other",
      '?endpoint="e"',
      '?profile="x"',
      '?profile="y"',
      '?ecsRoleName="n"',
    ]);
    expect(lookup(config, "prefix").state).toBe("maybe");
    expect(config.editable).toBe(true);
    expect(slice(code, config.span)).toBe(`OssBackendConfig.builder().bucket("a")`);
    expect((config.handle as Node).text).toBe("b.build()");
    expect(slice(code, prop(config, "acl").span)).toBe('.acl("private")');
  });

  it("the builder passed on or returned makes an opaque entry; later setters still count", () => {
    const code = inMethod(`    OssBackendConfig.Builder b = new OssBackendConfig.Builder();
    b.bucket("a");
    customize(b);
    b.acl("private");
    return b.build();`);
    const config = only(code);
    expect(summary(config)).toEqual(['bucket="a"', "<spread>", 'acl="private"']);
    expect(lookup(config, "bucket")).toMatchObject({ state: "present", value: { kind: "unknown" } });
    expect(lookup(config, "acl")).toMatchObject({ state: "present", value: { kind: "string", value: "private" } });
  });

  it("a builder never built here is not editable; reassignment ends what is known (a builder assigned is passed on)", () => {
    const code = inMethod(`    var b = OssBackendConfig.builder();
    b.bucket("a");
    b = OssBackendConfig.builder();
    b.acl("x");
    return b;`);
    const [first, second] = find(code);
    expect(summary(first!)).toEqual(['bucket="a"', "<spread>"]);
    expect(first!.editable).toBe(false);
    expect(summary(second!)).toEqual(["<spread>"]);
  });

  it("a name that is not the variable (a field access, a method of that name) is no use", () => {
    const code = inMethod(`    var b = OssBackendConfig.builder();
    other.b.acl("x");
    b();
    b.bucket("a");
    b.build();`);
    expect(summary(only(code))).toEqual(['bucket="a"']);
  });
});

// ── Edits ───────────────────────────────────────────────────────────────────────────────────────────

const CHAIN = inMethod(`    var config = OssBackendConfig.builder()
        .bucket("a")
        .acl("Private")
        .tablestoreTable("locks")
        .build();`);

describe("renderJavaEdits", () => {
  it("removes a setter alone on its line with its line", () => {
    const config = only(CHAIN);
    expect(apply(CHAIN, [{ type: "remove", property: prop(config, "acl") }])).toBe(
      CHAIN.replace(`        .acl("Private")\n`, ""),
    );
  });

  it("removes a setter in a one-line chain, and the last setter before `;`", () => {
    const code = inMethod(`    var config = OssBackendConfig.builder().bucket("a").acl("x").build();
    register(OssBackendConfig.builder()
        .bucket("b")
        .acl("y"));`);
    const [first, second] = find(code);
    const output = apply(code, [
      { type: "remove", property: prop(first!, "acl") },
      { type: "remove", property: prop(second!, "acl") },
    ]);
    expect(output).toBe(
      inMethod(`    var config = OssBackendConfig.builder().bucket("a").build();
    register(OssBackendConfig.builder()
        .bucket("b"));`),
    );
  });

  it("removes several setters of one chain (touching ranges merge)", () => {
    const code = inMethod(`    register(OssBackendConfig.builder()
        .bucket("b")
        .acl("y"));`);
    const config = only(code);
    const output = apply(code, [
      { type: "remove", property: prop(config, "bucket") },
      { type: "remove", property: prop(config, "acl") },
    ]);
    expect(output).toBe(inMethod(`    register(OssBackendConfig.builder()\n);`));
  });

  it("keeps a comment next to a removed setter", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .bucket("a") // the bucket
        .acl("x") /* acl */
        .build();`);
    const config = only(code);
    expect(apply(code, [{ type: "remove", property: prop(config, "acl") }])).toBe(
      inMethod(`    OssBackendConfig.builder()
        .bucket("a") // the bucket
         /* acl */
        .build();`),
    );
    expect(apply(code, [{ type: "remove", property: prop(config, "bucket") }])).toBe(
      inMethod(`    OssBackendConfig.builder() // the bucket
        .acl("x") /* acl */
        .build();`),
    );
  });

  it("removes a local builder's statement whole, or one call of it", () => {
    const code = inMethod(`    var b = OssBackendConfig.builder();
    b.bucket("a");
    b.acl("x").encrypt(true);
    if (prod) b.prefix("p");
    Runnable r = () -> b.key("k");
    b.region("r"); b.profile("p");
    b.build();`);
    const config = only(code);
    const output = apply(code, [
      { type: "remove", property: prop(config, "bucket") },
      { type: "remove", property: prop(config, "acl") },
      { type: "remove", property: prop(config, "prefix") },
      { type: "remove", property: prop(config, "key") },
      { type: "remove", property: prop(config, "region") },
    ]);
    expect(output).toBe(
      inMethod(`    var b = OssBackendConfig.builder();
    b.encrypt(true);
    if (prod) {}
    Runnable r = () -> {};
    b.profile("p");
    b.build();`),
    );
    // The last statement on a line goes with the spaces before it.
    expect(apply(code, [{ type: "remove", property: prop(config, "profile") }])).toBe(
      code.replace(`    b.region("r"); b.profile("p");`, `    b.region("r");`),
    );
    // Both calls of one statement: the statement goes.
    expect(
      apply(code, [
        { type: "remove", property: prop(config, "acl") },
        { type: "remove", property: prop(config, "encrypt") },
      ]),
    ).toBe(code.replace(`    b.acl("x").encrypt(true);\n`, ""));
  });

  it("replaces values with Java literals", () => {
    const config = only(CHAIN);
    expect(apply(CHAIN, [{ type: "replace-value", property: prop(config, "acl"), value: "private" }])).toBe(
      CHAIN.replace('"Private"', '"private"'),
    );
    expect(apply(CHAIN, [{ type: "replace-value", property: prop(config, "bucket"), value: 'a"b\\c\nd\u0001' }])).toBe(
      CHAIN.replace('.bucket("a")', '.bucket("a\\"b\\\\c\\nd\\001")'),
    );
    expect(apply(CHAIN, [{ type: "replace-value", property: prop(config, "bucket"), value: 3600 }])).toBe(
      CHAIN.replace('.bucket("a")', ".bucket(3600)"),
    );
    expect(apply(CHAIN, [{ type: "replace-value", property: prop(config, "bucket"), value: true }])).toBe(
      CHAIN.replace('.bucket("a")', ".bucket(true)"),
    );
  });

  it("replaces a text block or a long with a literal", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .assumeRolePolicy("""
            {}
            """)
        .assumeRoleSessionExpiration(4000L)
        .build();`);
    const config = only(code);
    const output = apply(code, [
      { type: "replace-value", property: prop(config, "assumeRolePolicy"), value: '{"Version":"1"}' },
      { type: "replace-value", property: prop(config, "assumeRoleSessionExpiration"), value: 3600 },
    ]);
    expect(output).toBe(
      inMethod(`    OssBackendConfig.builder()
        .assumeRolePolicy("{\\"Version\\":\\"1\\"}")
        .assumeRoleSessionExpiration(3600)
        .build();`),
    );
  });

  it("renders literals: octal escapes for control characters, L for longs, surrogates", () => {
    expect(renderJavaLiteral("\u2028\t\u007f")).toBe('"\u2028\\t\\177"');
    expect(renderJavaLiteral(2147483648)).toBe("2147483648L");
    expect(renderJavaLiteral(1e21)).toBe("1e+21");
    expect(renderJavaLiteral(0.5)).toBe("0.5");
    expect(renderJavaLiteral(Number.NaN)).toBe("Double.NaN");
    expect(renderJavaLiteral("\ud83d\ude00\ud800")).toBe('"\ud83d\ude00\\ud800"');
    // The rendered string reads back as the value.
    for (const value of ['a"b', "\\u0041", "\0\u0007\u001f", "tab\there", "\u2029"]) {
      expect(stringValue(renderJavaLiteral(value))).toBe(value);
    }
  });

  it("renames a setter", () => {
    const code = inMethod(`    OssBackendConfig.builder().bucket("a").assumeRoleArn("arn").build();`);
    const config = only(code);
    const field = fieldByName(config.fields, "assume_role_role_arn")!;
    expect(apply(code, [{ type: "rename-key", property: prop(config, "assumeRoleArn"), field }])).toBe(
      code.replace("assumeRoleArn", "assumeRoleRoleArn"),
    );
  });

  it("replaces a block setter with flattened setters (copying values), keeping the line structure", () => {
    const code = inMethod(`    OssBackendConfig.builder()
        .bucket("a")
        .assumeRole(OssAssumeRole.builder().roleArn(ARN).sessionExpiration(900).build())
        .build();
    var b = OssBackendConfig.builder();
    b.assumeRole(OssAssumeRole.builder().roleArn("arn:b").build());
    b.build();`);
    const [chain, local] = find(code);
    const flatten = (config: ConfigLiteral): Edit => {
      const property = prop(config, "assumeRole");
      const block = property.value.kind === "object" ? property.value.object : undefined;
      return {
        type: "replace-property",
        property,
        with: properties(block!).map((p) => ({
          field: fieldByName(
            config.fields,
            p.field!.name === "role_arn" ? "assume_role_role_arn" : "assume_role_session_expiration",
          )!,
          value: { copyOf: p },
        })),
      };
    };
    expect(apply(code, [flatten(chain!), flatten(local!)])).toBe(
      inMethod(`    OssBackendConfig.builder()
        .bucket("a")
        .assumeRoleRoleArn(ARN)
        .assumeRoleSessionExpiration(900)
        .build();
    var b = OssBackendConfig.builder();
    b.assumeRoleRoleArn("arn:b");
    b.build();`),
    );
    // Replaced by nothing: removed.
    expect(apply(code, [{ type: "replace-property", property: prop(chain!, "assumeRole"), with: [] }])).toBe(
      code.replace(`        .assumeRole(OssAssumeRole.builder().roleArn(ARN).sessionExpiration(900).build())\n`, ""),
    );
  });

  it("inserts setters before .build(): on their own lines, inline, on a local builder, in a block", () => {
    const bucket = (config: ConfigObject) => fieldByName(config.fields, "bucket")!;
    const config = only(CHAIN);
    expect(
      apply(CHAIN, [
        { type: "insert", object: config, properties: [{ field: bucket(config), value: { literal: "x" } }] },
      ]),
    ).toBe(CHAIN.replace("        .build();", '        .bucket("x")\n        .build();'));
    const code = inMethod(`    var c = CosBackendConfig.builder().acl("private").build();
    var b = new OssBackendConfig.Builder();
    var built = b.build();
    var d = CosBackendConfig.builder().assumeRole(CosBackendAssumeRole.builder().roleArn("r").build()).build();`);
    const [cos, local, withBlock] = find(code);
    const block = prop(withBlock!, "assumeRole").value;
    const blockObject = block.kind === "object" ? block.object : undefined;
    const output = apply(code, [
      {
        type: "insert",
        object: cos!,
        properties: [
          { field: bucket(cos!), value: { literal: "c" } },
          { field: fieldByName(cos!.fields, "encrypt")!, value: { literal: true } },
        ],
      },
      { type: "insert", object: local!, properties: [{ field: bucket(local!), value: { literal: "o" } }] },
      {
        type: "insert",
        object: blockObject!,
        properties: [{ field: fieldByName(blockObject!.fields, "session_duration")!, value: { literal: 7200 } }],
      },
    ]);
    expect(output).toBe(
      inMethod(`    var c = CosBackendConfig.builder().acl("private").bucket("c").encrypt(true).build();
    var b = new OssBackendConfig.Builder();
    var built = b.bucket("o").build();
    var d = CosBackendConfig.builder().assumeRole(CosBackendAssumeRole.builder().roleArn("r").sessionDuration(7200).build()).build();`),
    );
  });

  it("changes nothing else: edits on a file with other code and comments", () => {
    const code = `package app;

import com.kit.*; // the kit

/** Docs. */
public class Main {
  static final String ACL = "Private";

  public static void main(String[] args) {
    // before
    var config = OssBackendConfig.builder()
        .bucket("a")   // trailing
        .acl(ACL)
        .build();
    System.out.println(config); /* after */
  }
}
`;
    const config = only(code);
    const output = apply(code, [
      { type: "replace-value", property: prop(config, "acl"), value: "private" },
      {
        type: "insert",
        object: config,
        properties: [{ field: fieldByName(config.fields, "encrypt")!, value: { literal: true } }],
      },
    ]);
    expect(output).toBe(
      code
        .replace(".acl(ACL)", '.acl("private")')
        .replace("        .build();", "        .encrypt(true)\n        .build();"),
    );
  });
});

// ── Every edit on every property of varied code: the output parses, and changes what it says ─────────

const SAMPLES: readonly string[] = [
  CHAIN,
  inMethod(`    OssBackendConfig oss = OssBackendConfig.builder().bucket("a").acl("private").encrypt(true).build();`),
  inMethod(`    OssBackendConfig.builder()
        .bucket("a") // trailing
        /* before */ .acl("x")
        .assumeRole(OssAssumeRole.builder()
            .roleArn("arn")
            .sessionExpiration(900)
            .build())
        .prefix("""
            text
            """).build();`),
  inMethod(`    var b = new CosBackendConfig.Builder().bucket("a");
    b.acl("private");
    b.accelerate(true).region("r");
    if (prod) b.prefix("p"); else b.prefix("q");
    while (more()) b.key(next());
    Runnable r = () -> b.endpoint("e");
    use(b.domain("d"));
    b.secretId(System.getenv("CLOUDB_SECRET_ID")); b.secretKey("k");
    return b.build();`),
  inMethod(
    `    DataToolRemoteStateGcs.Builder.create(scope, "remote")
        .bucket(BUCKET)
        .defaults(Map.of("a", "b"))
        .impersonateServiceAccountDelegates(List.of("x"))
        .build();`,
    `  static final String BUCKET = "state";\n`,
  ),
  inMethod(`    var b = DataToolRemoteStateGcsConfig.builder();
    b.bucket("a").prefix("p").build();`),
  'class A { void f() { var b = GcsBackendConfig.builder(); b.bucket("a"); b.build(); } }',
  'class A {\r\n  void f() {\r\n    OssBackendConfig.builder()\r\n        .bucket("a")\r\n        .acl("x")\r\n        .build();\r\n  }\r\n}\r\n',
  'class A { Object f() { return OssBackendConfig.builder().bucket("a").build(); } }',
];

/** Every object of a configuration, nested blocks included. */
function objectsOf(object: ConfigObject): ConfigObject[] {
  return [object, ...properties(object).flatMap((p) => (p.value.kind === "object" ? objectsOf(p.value.object) : []))];
}

function propertyCount(code: string): number {
  return find(code)
    .flatMap(objectsOf)
    .reduce((n, o) => n + properties(o).length, 0);
}

describe("renderJavaEdits on varied code", () => {
  for (const [index, code] of SAMPLES.entries()) {
    it(`sample ${index}: every edit renders to code that parses and says what the edit says`, () => {
      const configs = find(code);
      expect(configs.length).toBeGreaterThan(0);
      const before = propertyCount(code);
      const objects = configs.flatMap(objectsOf);
      let edits = 0;
      for (const object of objects) {
        const newField = object.fields.find((f) => f.type === "string" && !f.block)!;
        for (const property of properties(object)) {
          if (!property.editable) continue;
          const nested =
            property.value.kind === "object"
              ? objectsOf(property.value.object).reduce((n, o) => n + properties(o).length, 0)
              : 0;
          expect(propertyCount(apply(code, [{ type: "remove", property }]))).toBe(before - 1 - nested);
          expect(propertyCount(apply(code, [{ type: "replace-property", property, with: [] }]))).toBe(
            before - 1 - nested,
          );
          const replaced = apply(code, [
            {
              type: "replace-property",
              property,
              with: [
                { field: newField, value: { literal: "n" } },
                { field: newField, value: { literal: 2 } },
              ],
            },
          ]);
          expect(propertyCount(replaced)).toBe(before + 1 - nested);
          const renameTo = object.fields.find((f) => f.type === "string" && f.spelling.java !== property.key)!;
          const renamed = apply(code, [{ type: "rename-key", property, field: renameTo }]);
          // A block renamed to a string field is no block any more: its setters are no properties of the configuration.
          expect(propertyCount(renamed)).toBe(before - nested);
          const keyed = (text: string) =>
            find(text)
              .flatMap(objectsOf)
              .flatMap(properties)
              .filter((p) => p.key === renameTo.spelling.java).length;
          expect(keyed(renamed)).toBe(keyed(code) + 1);
          edits += 4;
          if (!property.plain) continue;
          const value = 'new "value"\n';
          const output = apply(code, [{ type: "replace-value", property, value }]);
          const values = find(output)
            .flatMap(objectsOf)
            .flatMap(properties)
            .map((p) => p.value);
          expect(values).toContainEqual({ kind: "string", value });
          edits++;
        }
        if (object.editable) {
          expect(
            propertyCount(
              apply(code, [{ type: "insert", object, properties: [{ field: newField, value: { literal: "i" } }] }]),
            ),
          ).toBe(before + 1);
          edits++;
        }
        // Every property of the object at once.
        const all = properties(object).filter((p) => p.editable);
        if (all.length > 0)
          apply(
            code,
            all.map((property) => ({ type: "remove" as const, property })),
          );
      }
      expect(edits).toBeGreaterThan(0);
    });
  }
});

describe("findJavaConfigs and renderJavaEdits on broken code", () => {
  it("never throw on any cut of the samples", () => {
    let configs = 0;
    for (const code of SAMPLES) {
      for (let start = 0; start < code.length; start += 7) {
        for (const length of [1, 5, 23]) {
          const broken = code.slice(0, start) + code.slice(start + length);
          const found = find(broken);
          configs += found.length;
          for (const object of found.flatMap(objectsOf)) {
            const edits: Edit[] = properties(object).flatMap((property): Edit[] => [
              { type: "remove", property },
              { type: "replace-value", property, value: "v" },
            ]);
            for (const edit of edits) expect(() => renderJavaEdits(broken, [edit])).not.toThrow();
            if (object.editable)
              expect(() => renderJavaEdits(broken, [{ type: "insert", object, properties: [] }])).not.toThrow();
          }
        }
      }
    }
    expect(configs).toBeGreaterThan(0);
  });
});

describe("certainlyDeclaresNothing: the text around a name, before the tree", () => {
  /** Every identifier of a text, with whether the tree says it declares a name, and what the text says. */
  function verdicts(code: string): { name: string; at: number; declares: boolean; nothing: boolean }[] {
    const root = parse(code);
    const out: { name: string; at: number; declares: boolean; nothing: boolean }[] = [];
    const walk = (node: Node) => {
      for (const child of node.children) {
        if (!child) continue;
        if (child.type === "identifier")
          out.push({
            name: child.text,
            at: child.startIndex,
            declares: declaresName(node, child),
            nothing: certainlyDeclaresNothing(code, child.startIndex, child.endIndex),
          });
        walk(child);
      }
    };
    walk(root);
    return out;
  }

  const declarations = inMethod(
    `    String a = x, b, c[] = {x}; int d, e = (x), f;
    for (var g : list) use(g);
    for (int h = 0, i = h; h < i; h++) {}
    try (var j = open()) {} catch (IOException | RuntimeException k) {}
    Runnable l = () -> x; Function<String, String> m = n -> n + x; BiFunction<A, B, C> o = (p, q) -> p;
    BiFunction<A, B, C> r = (s, /* c */ t) -> s; Function<A, B> u = (v) -> v; call((w) -> w, (y, z) -> y);
    call(aa -> aa, bb
      -> bb); Object cc = flag ? dd -> dd : (ee, ff) -> ee;
    if (obj instanceof String gg && gg.isEmpty()) {}
    switch (obj) { case Point(int hh, var ii) -> use(hh); case String jj when jj.isEmpty() -> {} default -> {} }
    String // kk =
      kk = "x";
    String ll /* = */, mm;
    int[] nn = {}, oo[] = {};
    final @A String pp = x;
    Consumer<String> qq = (final var rr) -> use(rr);`,
    `  static final String BUCKET = "b";
  void f(String... ss, int tt, List<String> uu, int[] vv) {}
`,
  );
  const uses = inMethod(
    `    OssBackendConfig.builder().bucket(BUCKET).prefix("a/" + PREFIX).key(call(KEY, "x")).acl(flag ? A : B)
        .region(list[INDEX]).encrypt(!ON).build();
    x = Y; z += W; call(P, Q); int r = (S) + T;`,
  );

  it("never says a declared name declares nothing", () => {
    const declared = verdicts(declarations).filter((v) => v.declares);
    expect(declared.map((v) => v.name)).toEqual(
      expect.arrayContaining(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q"]),
    );
    expect(declared.map((v) => v.name)).toEqual(
      expect.arrayContaining(["s", "t", "v", "w", "y", "z", "aa", "bb", "dd", "ee", "ff", "gg", "hh", "ii", "jj"]),
    );
    expect(declared.map((v) => v.name)).toEqual(
      expect.arrayContaining(["kk", "ll", "mm", "nn", "oo", "pp", "rr", "ss", "tt", "uu", "vv"]),
    );
    expect(declared.filter((v) => v.nothing)).toEqual([]);
  });

  it("settles the usual uses of a constant without the tree", () => {
    const settled = verdicts(uses)
      .filter((v) => v.nothing)
      .map((v) => v.name);
    expect(settled).toEqual(
      expect.arrayContaining(["BUCKET", "PREFIX", "KEY", "A", "B", "INDEX", "ON", "Y", "W", "P", "Q", "S", "T"]),
    );
  });

  it("never says a declared name declares nothing, in random statements with comments and line breaks anywhere", () => {
    const name = fc.constantFrom("x", "y", "NAME", "é");
    const expression = fc.oneof(name, fc.constantFrom("call()", '"s"', "1", "(x)", "a.b"));
    // Statements as tokens: declarations of one or several names, lambdas in every place, uses.
    const statement = fc.oneof(
      fc.tuple(name, expression).map(([n, e]) => ["String", n, "=", e, ";"]),
      fc.tuple(name, name, expression).map(([n, m, e]) => ["int", n, ",", m, "=", e, ",", "z", ";"]),
      fc.tuple(name, name).map(([n, m]) => ["int", n, "[", "]", ",", m, ";"]),
      fc.tuple(name, expression).map(([n, e]) => ["F", "f", "=", n, "->", e, ";"]),
      fc.tuple(name, name, expression).map(([n, m, e]) => ["F", "f", "=", "(", n, ",", m, ")", "->", e, ";"]),
      fc.tuple(name, expression).map(([n, e]) => ["call", "(", "(", n, ")", "->", e, ",", e, ")", ";"]),
      fc.tuple(name, expression).map(([n, e]) => ["o", "=", "c", "?", n, "->", e, ":", "null", ";"]),
      fc.tuple(name, expression).map(([n, e]) => ["for", "(", "var", n, ":", e, ")", "{", "}"]),
      fc.tuple(name, expression).map(([n, e]) => ["call", "(", n, ",", e, ")", ";"]),
      fc.tuple(name, expression).map(([n, e]) => ["x", "=", e, "+", n, ";"]),
    );
    const separator = fc.constantFrom(" ", "\n", " /* , = ( */ ", " // c = (\n", "\n      ");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(statement, fc.array(separator, { minLength: 12, maxLength: 12 })), { maxLength: 6 }),
        (statements) => {
          const body = statements
            .map(([tokens, seps]) => tokens.map((t, i) => `${t}${seps[i % seps.length]}`).join(""))
            .join("\n");
          // Only code that parses: a file with a syntax error never reaches the rules.
          const code = inMethod(`    ${body}`);
          if (parse(code).hasError) return;
          expect(verdicts(code).filter((v) => v.declares && v.nothing)).toEqual([]);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe("literalValue: floating-point literals", () => {
  const float = (text: string) => literalValue({ type: "decimal_floating_point_literal", text } as unknown as Node);

  it("reads every form javac accepts", () => {
    expect(
      ["1.", ".5", "1.5", "1e3", "1E+3", "1.5e-3", "1_800.0", "900d", "900.0F", "0.0"].map((t) => float(t)),
    ).toEqual([1, 0.5, 1.5, 1000, 1000, 0.0015, 1800, 900, 900, 0].map((v) => ({ t: "double", v })));
  });

  it("leaves unknown what is no decimal floating-point literal", () => {
    expect(["", ".", "e3", ".e3", "1e", "1e+", "1.5.2", "1x", "0x1p3", "1e3e3", "1e400"].map((t) => float(t))).toEqual(
      Array(11).fill(undefined),
    );
  });

  it("reads a literal of millions of digits without overflowing the expression engine's stack", () => {
    expect(float(`${"1".repeat(20_000_000)}x`)).toBeUndefined();
    expect(float(`0.${"0".repeat(20_000_000)}5`)).toEqual({ t: "double", v: 0 });
  });
});
