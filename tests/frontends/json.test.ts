import json from "@eslint/json";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import {
  findConfigs as findJsonConfigs,
  isJsonSourceCode,
  isWrittenOut,
  renderEdits as renderJsonEdits,
} from "../../src/frontends/json/index.js";
import {
  lookup,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type Edit,
  type StaticValue,
} from "../../src/model/index.js";
import { MAX_DEPTH } from "../../src/model/limits.js";
import { fieldByName, typeSpecs } from "../../src/schema/index.js";
import { parse } from "../fuzz/json.js";
import { backendJson, remoteStateJson } from "../rule-tester.js";

const configsOf = (text: string): ConfigLiteral[] => findJsonConfigs(parse(text), text);

function onlyConfig(text: string): ConfigLiteral {
  const configs = configsOf(text);
  expect(configs).toHaveLength(1);
  return configs[0]!;
}

function property(object: ConfigObject, key: string): ConfigProperty {
  const found = object.entries.find((e): e is ConfigProperty => e.type === "property" && e.key === key);
  if (!found) throw new Error(`no property ${key}`);
  return found;
}

const valueOf = (object: ConfigObject, key: string): StaticValue => property(object, key).value;
const textAt = (text: string, range: readonly [number, number]) => text.slice(range[0], range[1]);

/** The text after the edits, which must be JSON. */
function edited(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...renderJsonEdits(text, edits)].reverse()) {
    out = out.slice(0, edit.range[0]) + edit.text + out.slice(edit.range[1]);
  }
  expect(() => JSON.parse(out) as unknown).not.toThrow();
  return out;
}

const lines = (...members: string[]) => members;
const configLines = (...members: string[]) => members;

describe("JSON front end: discovery", () => {
  it("finds a backend of each store at terraform.backend.<store>, keyed by the tool's attribute names", () => {
    for (const kind of ["oss", "cos", "gcs"] as const) {
      const config = onlyConfig(backendJson(kind, '"bucket": "b"', '"prefix": "p"'));
      expect(config).toMatchObject({ kind, role: "backend", binding: "json", typeName: `backend "${kind}"` });
      expect(property(config, "bucket").field).toBe(fieldByName(typeSpecs[kind].fields, "bucket"));
      expect(valueOf(config, "prefix")).toEqual({ kind: "string", value: "p" });
    }
  });

  it("matches keys exactly: a key <kit> would snake-case is no attribute here", () => {
    const config = onlyConfig(backendJson("oss", '"Bucket": "b"', '"assumeRoleRoleArn": "r"', '"acl": "private"'));
    expect(property(config, "Bucket").field).toBeUndefined();
    expect(property(config, "assumeRoleRoleArn").field).toBeUndefined();
    expect(property(config, "acl").field?.name).toBe("acl");
    expect(lookup(config, "bucket").state).toBe("absent");
  });

  it("skips the syntax's comment key in a block's body, not in a data source's config", () => {
    const backend = onlyConfig(backendJson("oss", '"//": { "metadata": "x" }', '"bucket": "b"'));
    expect(backend.entries.map((e) => e.type === "property" && e.key)).toEqual(["bucket"]);
    const block = valueOf(
      onlyConfig(backendJson("oss", '"bucket": "b"', '"assume_role": { "//": "note" }')),
      "assume_role",
    );
    expect(block.kind === "object" && block.object.entries).toEqual([]);
    const config = onlyConfig(remoteStateJson("gcs", ['"bucket": "b"', '"//": "note"'], ['"//": "note"']));
    expect(config.entries.map((e) => e.type === "property" && [e.key, e.field?.name])).toEqual([
      ["bucket", "bucket"],
      ["//", undefined],
    ]);
  });

  it("takes every level of a block as one object or an array of objects", () => {
    const text = JSON.stringify({
      terraform: [
        { backend: [{ oss: [{ bucket: "a" }, { bucket: "b" }] }] },
        { backend: { cos: { bucket: "c" } } },
        { required_version: ">= 1" },
      ],
    });
    expect(configsOf(text).map((c) => [c.kind, (lookup(c, "bucket") as { value: StaticValue }).value])).toEqual([
      ["oss", { kind: "string", value: "a" }],
      ["oss", { kind: "string", value: "b" }],
      ["cos", { kind: "string", value: "c" }],
    ]);
  });

  it("finds a remote-state data source of each store: its own settings beside config, the store's in it", () => {
    for (const kind of ["oss", "cos", "gcs"] as const) {
      const text = remoteStateJson(kind, configLines('"bucket": "b"'), ['"workspace": "prod"']);
      const config = onlyConfig(text);
      expect(config).toMatchObject({
        kind,
        role: "data-source",
        binding: "json",
        typeName: 'the "config" of remote-state data source "state"',
      });
      expect(property(config, "workspace").field?.name).toBe("workspace");
      expect(property(config, "bucket").field?.name).toBe("bucket");
      // Findings about the configuration stand at the `config` object, where a missing setting goes.
      expect(textAt(text, config.span.range).startsWith('{\n          "bucket"')).toBe(true);
      expect(config.editable).toBe(true);
    }
  });

  it("takes a `defaults` or `workspace` inside config as no setting of the store", () => {
    const config = onlyConfig(
      remoteStateJson("gcs", configLines('"bucket": "b"', '"workspace": "w"', '"defaults": {}')),
    );
    expect(property(config, "workspace").field).toBeUndefined();
    expect(property(config, "defaults").field).toBeUndefined();
  });

  it("reads a data source without config as one with nowhere to insert, and a config that is no object as opaque", () => {
    const bare = '{ "data": { "terraform_remote_state": { "s": { "backend": "gcs" } } } }';
    const config = onlyConfig(bare);
    expect(config.entries).toEqual([]);
    expect(config.editable).toBe(false);
    expect(textAt(bare, config.span.range)).toBe('{ "backend": "gcs" }');
    const expression =
      '{ "data": { "terraform_remote_state": { "s": { "backend": "oss", "config": "${local.c}" } } } }';
    const opaque = onlyConfig(expression);
    expect(opaque.entries).toMatchObject([{ type: "opaque" }]);
    expect(lookup(opaque, "bucket").state).toBe("maybe");
  });

  it("reads a config of null as an empty one, as the tool does, with nowhere to insert and spanned by its member", () => {
    const text =
      '{ "data": { "terraform_remote_state": { "s": { "backend": "oss", "workspace": "w", "config": null } } } }';
    const config = onlyConfig(text);
    expect(config.entries).toMatchObject([{ type: "property", key: "workspace" }]);
    expect(lookup(config, "bucket").state).toBe("absent");
    expect(config.editable).toBe(false);
    expect(textAt(text, config.span.range)).toBe('"config": null');
  });

  it("skips what is no configuration of the three stores", () => {
    const texts = [
      backendJson("s3", '"bucket": "b"'),
      '{ "terraform": { "backend": "oss" } }',
      '{ "terraform": { "backend": { "oss": "b" } } }',
      '{ "terraform": { "backend": { "oss": null } } }',
      '{ "terraform": { "backend": [1, "oss", null] } }',
      '{ "data": { "terraform_remote_state": { "s": { "backend": "s3", "config": { "bucket": "b" } } } } }',
      '{ "data": { "terraform_remote_state": { "s": { "backend": ["gcs"], "config": {} } } } }',
      '{ "data": { "terraform_remote_state": { "s": { "backend": "${var.kind}", "config": {} } } } }',
      '{ "resource": { "oss": { "bucket": "b" } }, "backend": { "oss": {} } }',
      "{}",
      "[]",
      "null",
      "1",
      '"terraform"',
    ];
    for (const text of texts) expect(configsOf(text), text).toEqual([]);
  });
});

describe("JSON front end: values and spans", () => {
  it("reads strings, numbers, booleans, null (unset, as the tool reads it), objects and arrays", () => {
    const config = onlyConfig(
      remoteStateJson(
        "gcs",
        configLines('"bucket": "b"', '"prefix": 7', '"impersonate_service_account_delegates": ["a", "b"]'),
        ['"defaults": { "x": { "y": [1, true, null] } }', '"workspace": null'],
      ),
    );
    expect(valueOf(config, "prefix")).toEqual({ kind: "number", value: 7 });
    expect(valueOf(config, "workspace")).toEqual({ kind: "nothing" });
    expect(valueOf(config, "defaults")).toEqual({
      kind: "data",
      shape: "object",
      json: { x: { y: [1, true, null] } },
    });
    expect(valueOf(config, "impersonate_service_account_delegates")).toEqual({
      kind: "data",
      shape: "array",
      json: ["a", "b"],
    });
  });

  it("reads a block written as an object or as an array of one object; other arrays are data", () => {
    const block = (value: string) =>
      valueOf(onlyConfig(backendJson("oss", '"bucket": "b"', `"assume_role": ${value}`)), "assume_role");
    const object = block('{ "role_arn": "r" }');
    expect(object).toMatchObject({ kind: "object" });
    expect(object.kind === "object" && object.list).toBeUndefined();
    const inArray = block('[{ "role_arn": "r" }]');
    // The list form is marked: a remote-state data source's config takes a block only so.
    expect(inArray).toMatchObject({ kind: "object", list: true });
    expect(inArray.kind === "object" && lookup(inArray.object, "role_arn")).toMatchObject({
      state: "present",
      value: { kind: "string", value: "r" },
    });
    expect(block('[{ "role_arn": "r" }, { "role_arn": "s" }]')).toMatchObject({ kind: "data", shape: "array" });
    expect(block("[]")).toMatchObject({ kind: "data", shape: "array", json: [] });
    expect(block("null")).toEqual({ kind: "nothing" });
    expect(block('"r"')).toEqual({ kind: "string", value: "r" });
  });

  it("spans: the member, its key and its value, with ESLint's 0-based columns in the model", () => {
    const text = backendJson("oss", '"bucket": "b"', '"acl"  :  "PRIVATE"');
    const acl = property(onlyConfig(text), "acl");
    expect(textAt(text, acl.span.range)).toBe('"acl"  :  "PRIVATE"');
    expect(textAt(text, acl.keySpan.range)).toBe('"acl"');
    expect(textAt(text, acl.valueSpan.range)).toBe('"PRIVATE"');
    expect(acl.span.loc).toEqual({ start: { line: 6, column: 8 }, end: { line: 6, column: 27 } });
    expect(acl).toMatchObject({ certain: true, editable: true, plain: true, literal: true, pure: true });
    expect(acl.keyChecked).toBe(false);
  });

  it("keeps duplicate keys in order, the last one read, and lets no edit touch them (the tool rejects them)", () => {
    const config = onlyConfig(backendJson("oss", '"bucket": "a"', '"acl": "private"', '"buck\\u0065t": "b"'));
    const buckets = config.entries.filter((e) => e.type === "property" && e.key === "bucket");
    expect(buckets).toHaveLength(2);
    expect(buckets).toMatchObject([{ editable: false }, { editable: false }]);
    expect(lookup(config, "bucket")).toMatchObject({ state: "present", value: { kind: "string", value: "b" } });
    // Members of other keys, and the object itself (new members), stay editable.
    expect(property(config, "acl").editable).toBe(true);
    expect(config.editable).toBe(true);
    // In a block, in a data source's config, and among a data source's own settings too.
    const block = valueOf(
      onlyConfig(backendJson("oss", '"bucket": "b"', '"assume_role": { "role_arn": "a", "role_arn": "b" }')),
      "assume_role",
    );
    expect(block.kind === "object" && block.object.entries).toMatchObject([{ editable: false }, { editable: false }]);
    const source = onlyConfig(
      remoteStateJson(
        "gcs",
        ['"bucket": "b"', '"prefix": "p"', '"prefix": "q"'],
        ['"workspace": "a"', '"workspace": "b"'],
      ),
    );
    expect(source.entries.map((e) => e.type === "property" && [e.key, e.editable])).toEqual([
      ["workspace", false],
      ["workspace", false],
      ["bucket", true],
      ["prefix", false],
      ["prefix", false],
    ]);
  });

  it("decodes escapes in keys and values as the tool does; spans cover the text as written", () => {
    const text = backendJson("oss", '"buck\\u0065t": "b\\u00e9\\n"');
    const bucket = property(onlyConfig(text), "bucket");
    expect(bucket.field?.name).toBe("bucket");
    expect(bucket.value).toEqual({ kind: "string", value: "bé\n" });
    expect(textAt(text, bucket.keySpan.range)).toBe('"buck\\u0065t"');
  });

  it("leaves numbers JavaScript cannot hold as written unknown; others are read", () => {
    const number = (written: string) =>
      valueOf(
        onlyConfig(backendJson("oss", '"bucket": "b"', `"assume_role_session_expiration": ${written}`)),
        "assume_role_session_expiration",
      );
    for (const written of ["1e400", "-1e400", "99999999999999999999999", "3600.0000000000000001"]) {
      expect(number(written), written).toMatchObject({ kind: "unknown" });
    }
    expect(number("1.5e3")).toEqual({ kind: "number", value: 1500 });
    expect(number("150000e-2")).toEqual({ kind: "number", value: 1500 });
    expect(number("1800.5")).toEqual({ kind: "number", value: 1800.5 });
    expect(number("-0")).toEqual({ kind: "number", value: -0 });
  });

  it("reads deeply nested data without a crash: as data within the model's limit, unknown beyond", () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    const shallow = valueOf(onlyConfig(backendJson("oss", '"bucket": "b"', `"x": ${nested(50)}`)), "x");
    expect(shallow).toMatchObject({ kind: "data", shape: "array" });
    expect(shallow.kind === "data" && shallow.json).toBeTruthy();
    // Beyond MAX_DEPTH (100), and well within what @eslint/json's parser takes: at 3,000 levels it ran out of stack
    // in some test workers (its parse is recursive), which made the test flaky.
    const deep = valueOf(onlyConfig(backendJson("oss", '"bucket": "b"', `"x": ${nested(MAX_DEPTH + 100)}`)), "x");
    expect(deep).toEqual({ kind: "data", shape: "array", json: undefined });
  });
});

describe("JSON front end: edits", () => {
  const text = backendJson("oss", '"bucket": "b"', '"acl": "PRIVATE"', '"prefix": "/p"');
  const config = onlyConfig(text);
  const remove = (key: string): Edit => ({ type: "remove", property: property(config, key) });

  it("removes a member with the comma that joins it, never leaving a trailing comma", () => {
    expect(edited(text, [remove("acl")])).toBe(backendJson("oss", '"bucket": "b"', '"prefix": "/p"'));
    expect(edited(text, [remove("prefix")])).toBe(backendJson("oss", '"bucket": "b"', '"acl": "PRIVATE"'));
    expect(edited(text, [remove("bucket")])).toBe(backendJson("oss", '"acl": "PRIVATE"', '"prefix": "/p"'));
    expect(edited(text, [remove("acl"), remove("prefix")])).toBe(backendJson("oss", '"bucket": "b"'));
    expect(edited(text, [remove("bucket"), remove("acl"), remove("prefix")])).toBe(
      '{\n  "terraform": {\n    "backend": {\n      "oss": {}\n    }\n  }\n}\n',
    );
  });

  it("keeps a one-line object on one line", () => {
    const inline = '{"terraform":{"backend":{"cos":{"bucket":"b","acl":"x","region":"r"}}}}';
    const cos = onlyConfig(inline);
    expect(edited(inline, [{ type: "remove", property: property(cos, "acl") }])).toBe(
      '{"terraform":{"backend":{"cos":{"bucket":"b","region":"r"}}}}',
    );
    expect(
      edited(inline, [
        {
          type: "insert",
          object: cos,
          properties: [{ field: fieldByName(cos.fields, "encrypt")!, value: { literal: true } }],
        },
      ]),
    ).toBe('{"terraform":{"backend":{"cos":{"bucket":"b","acl":"x","region":"r","encrypt":true}}}}');
  });

  it("keeps the text between members it keeps side by side, however irregular", () => {
    const odd = '{"terraform":{"backend":{"oss":{ "bucket": "b",   "acl":"x",\n"prefix" : "p" }}}}';
    const oss = onlyConfig(odd);
    const remove = (key: string): Edit => ({ type: "remove", property: property(oss, key) });
    expect(edited(odd, [remove("prefix")])).toBe('{"terraform":{"backend":{"oss":{ "bucket": "b",   "acl":"x" }}}}');
    expect(edited(odd, [remove("bucket")])).toBe('{"terraform":{"backend":{"oss":{ "acl":"x",\n"prefix" : "p" }}}}');
    expect(edited(odd, [remove("acl")])).toBe('{"terraform":{"backend":{"oss":{ "bucket": "b",   "prefix" : "p" }}}}');
  });

  it("keeps CRLF line breaks", () => {
    const crlf = backendJson("oss", '"bucket": "b"').replace(/\n/g, "\r\n");
    const oss = onlyConfig(crlf);
    const encrypt = fieldByName(oss.fields, "encrypt")!;
    const insert: Edit = { type: "insert", object: oss, properties: [{ field: encrypt, value: { literal: true } }] };
    expect(edited(crlf, [insert])).toBe(backendJson("oss", '"bucket": "b"', '"encrypt": true').replace(/\n/g, "\r\n"));
    const empty = '{\r\n  "terraform": { "backend": { "oss": {} } }\r\n}';
    expect(edited(empty, [{ ...insert, object: onlyConfig(empty) }])).toBe(
      '{\r\n  "terraform": { "backend": { "oss": {\r\n    "encrypt": true\r\n  } } }\r\n}',
    );
  });

  it("writes values and keys as JSON literals, escaped", () => {
    expect(edited(text, [{ type: "replace-value", property: property(config, "acl"), value: 'a"b\\' }])).toBe(
      backendJson("oss", '"bucket": "b"', '"acl": "a\\"b\\\\"', '"prefix": "/p"'),
    );
    const region = fieldByName(config.fields, "region")!;
    expect(edited(text, [{ type: "rename-key", property: property(config, "acl"), field: region }])).toBe(
      backendJson("oss", '"bucket": "b"', '"region": "PRIVATE"', '"prefix": "/p"'),
    );
  });

  it("inserts after the last member, as the members are indented; into an empty object on lines of its own", () => {
    const encrypt = fieldByName(config.fields, "encrypt")!;
    expect(
      edited(text, [{ type: "insert", object: config, properties: [{ field: encrypt, value: { literal: true } }] }]),
    ).toBe(backendJson("oss", '"bucket": "b"', '"acl": "PRIVATE"', '"prefix": "/p"', '"encrypt": true'));
    const empty = '{\n  "terraform": {\n    "backend": {\n      "oss": {}\n    }\n  }\n}\n';
    const bare = onlyConfig(empty);
    expect(
      edited(empty, [{ type: "insert", object: bare, properties: [{ field: encrypt, value: { literal: true } }] }]),
    ).toBe('{\n  "terraform": {\n    "backend": {\n      "oss": {\n        "encrypt": true\n      }\n    }\n  }\n}\n');
  });

  it("replaces a block by members copying its values, and edits inside and outside a block together", () => {
    const block = backendJson(
      "oss",
      ...lines(
        '"bucket": "b"',
        '"assume_role": {\n          "role_arn": "r",\n          "policy": "{}"\n        }',
        '"acl": "PRIVATE"',
      ),
    );
    const oss = onlyConfig(block);
    const assumeRole = property(oss, "assume_role");
    const inner = assumeRole.value.kind === "object" ? assumeRole.value.object : undefined;
    if (!inner) throw new Error("no block");
    const field = (name: string) => fieldByName(oss.fields, name)!;
    expect(
      edited(block, [
        {
          type: "replace-property",
          property: assumeRole,
          with: [
            { field: field("assume_role_role_arn"), value: { copyOf: property(inner, "role_arn") } },
            { field: field("assume_role_policy"), value: { copyOf: property(inner, "policy") } },
          ],
        },
        { type: "replace-value", property: property(oss, "acl"), value: "private" },
      ]),
    ).toBe(
      backendJson(
        "oss",
        ...lines('"bucket": "b"', '"assume_role_role_arn": "r"', '"assume_role_policy": "{}"', '"acl": "private"'),
      ),
    );
    expect(
      edited(block, [
        { type: "remove", property: property(inner, "policy") },
        { type: "replace-value", property: property(inner, "role_arn"), value: "s" },
        { type: "remove", property: property(oss, "acl") },
      ]),
    ).toBe(backendJson("oss", '"bucket": "b"', '"assume_role": {\n          "role_arn": "s"\n        }'));
  });

  it("wraps a block's object in a list, with edits inside it and beside it", () => {
    const source = remoteStateJson("cos", [
      '"bucket": "b"',
      '"assume_role": { "role_arn": "r", "session_name": "s", "session_duration": "60" }',
      '"acl": "PRIVATE"',
    ]);
    const cos = onlyConfig(source);
    const assumeRole = property(cos, "assume_role");
    const inner = assumeRole.value.kind === "object" ? assumeRole.value.object : undefined;
    if (!inner) throw new Error("no block");
    expect(edited(source, [{ type: "wrap-in-list", property: assumeRole }])).toBe(
      remoteStateJson("cos", [
        '"bucket": "b"',
        '"assume_role": [{ "role_arn": "r", "session_name": "s", "session_duration": "60" }]',
        '"acl": "PRIVATE"',
      ]),
    );
    expect(
      edited(source, [
        { type: "wrap-in-list", property: assumeRole },
        { type: "remove", property: property(inner, "session_duration") },
        { type: "replace-value", property: property(cos, "acl"), value: "private" },
      ]),
    ).toBe(
      remoteStateJson("cos", [
        '"bucket": "b"',
        '"assume_role": [{ "role_arn": "r", "session_name": "s" }]',
        '"acl": "private"',
      ]),
    );
  });
});

describe("JSON front end: in ESLint", () => {
  it("tells @eslint/json's SourceCode by its Document", () => {
    expect(isJsonSourceCode({ ast: { type: "Document" }, text: "" })).toBe(true);
    expect(isJsonSourceCode({ ast: { type: "Program" }, text: "" })).toBe(false);
    expect(isJsonSourceCode(undefined)).toBe(false);
  });

  it("takes any file named cdk.tf.json as written out by <kit>, nothing else", () => {
    for (const name of [
      "cdk.tf.json",
      "out/stacks/app/cdk.tf.json",
      "C:\\p\\out\\stacks\\a\\cdk.tf.json",
      "/x/cdk.tf.json",
    ])
      expect(isWrittenOut(name), name).toBe(true);
    for (const name of ["main.tf.json", "cdk.tf.json.bak", "out/stacks/app/my-cdk.tf.json", "cdk.tf.json/x.json"])
      expect(isWrittenOut(name), name).toBe(false);
  });

  const linter = new Linter();
  const config = [
    {
      files: ["**/*.json"],
      plugins: { json: json as never, "backend-config": plugin },
      language: "json/json",
      rules: Object.fromEntries(Object.keys(plugin.rules).map((name) => [`backend-config/${name}`, "error" as const])),
    },
  ];
  const mistakes = JSON.stringify(
    {
      terraform: {
        backend: {
          oss: {
            bucket: "",
            acl: "PRIVATE",
            prefix: "./state",
            regoin: "r",
            assume_role: { role_arn: "acs:ram::1:role/r", session_expiration: 60 },
            access_key: "AK",
            tablestore_table: "t",
          },
        },
      },
      data: {
        terraform_remote_state: {
          a: { backend: "gcs", workspace: "w", config: { bucket: "b", access_token: "t", credentials: "./k.json" } },
          b: { backend: "cos", config: { bucket: "b", acl: "public-read", prefix: "/p", encrypt: false } },
        },
      },
    },
    null,
    2,
  );

  it("runs every rule on a file of many mistakes; the fixes it applies leave JSON", () => {
    const messages = linter.verify(mistakes, config, { filename: "main.tf.json" });
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages.length).toBeGreaterThan(10);
    const { output, fixed } = linter.verifyAndFix(mistakes, config, { filename: "main.tf.json" });
    expect(fixed).toBe(true);
    expect(() => JSON.parse(output) as unknown).not.toThrow();
    for (const message of messages) {
      for (const suggestion of message.suggestions ?? []) {
        const { range, text } = suggestion.fix;
        const after = mistakes.slice(0, range[0]) + text + mistakes.slice(range[1]);
        expect(() => JSON.parse(after) as unknown, suggestion.desc).not.toThrow();
      }
    }
  });

  it("reports the same places in a configuration <kit> wrote out, without fixes or suggestions", () => {
    const byHand = linter.verify(mistakes, config, { filename: "main.tf.json" });
    const writtenOut = linter.verify(mistakes, config, { filename: "cdk.tf.out/stacks/app/cdk.tf.json" });
    expect(writtenOut.map((m) => [m.ruleId, m.line, m.column])).toEqual(
      byHand.map((m) => [m.ruleId, m.line, m.column]),
    );
    for (const message of writtenOut) {
      expect(message.fix).toBeUndefined();
      expect(message.suggestions).toBeUndefined();
      expect(message.message).toMatch(/\. This file is generated; change the code that generates it\.$/);
    }
  });

  // Deeper than about 1,900 levels, @eslint/json's own traversal (momoa's, recursive) overflows the stack in
  // ESLint, with or without this plugin: 1,500 is as deep as a lint of JSON goes.
  it("lints odd JSON without a crash: empty, not an object, deep, duplicate keys", () => {
    expect(linter.verify("", config, { filename: "main.tf.json" })).toMatchObject([{ fatal: true }]);
    for (const text of ["{}", "[]", "null", "0", '""', "[".repeat(1500) + "]".repeat(1500)]) {
      expect(linter.verify(text, config, { filename: "main.tf.json" }), text.slice(0, 10)).toEqual([]);
    }
    const deep = `{"terraform":{"backend":{"oss":{"bucket":"b","encrypt":true,"x":${"[".repeat(1500)}${"]".repeat(1500)}}}}}`;
    expect(linter.verify(deep, config, { filename: "main.tf.json" }).map((m) => m.ruleId)).toEqual([
      "backend-config/no-unknown-properties",
    ]);
    const twice = '{"terraform":{"backend":{"oss":{"bucket":"b","encrypt":true,"bucket":""}}}}';
    expect(linter.verify(twice, config, { filename: "main.tf.json" }).map((m) => [m.ruleId, m.column])).toEqual([
      ["backend-config/require-bucket", 61],
    ]);
  });

  it("reports localized messages with the note in a written-out file", () => {
    const localized = [{ ...config[0]!, settings: { "backend-config": { toolName: "Forge" } } }];
    const [message] = linter.verify(
      backendJson("oss", '"bucket": "b"', '"encrypt": true', '"regoin": "r"'),
      localized,
      {
        filename: "stacks/app/cdk.tf.json",
      },
    );
    expect(message?.message).toBe(
      '"regoin" is not a property of backend "oss"; Forge rejects it at init. The nearest is "region". This file is generated; change the code that generates it.',
    );
    expect(message?.suggestions).toBeUndefined();
  });

  // Generated documents are fuzzed in tests/fuzz.test.ts (mode json, tests/fuzz/json.ts).
});
