// What the front end builds of a configuration: keys, fields, values and the editable, plain, literal and
// keyChecked flags of each property, with spreads, computed keys, getters and same-file constants.
import { describe, expect, it } from "vitest";
import { configsIn, found } from "./harness.js";

describe("objects and values", () => {
  it("spreads: a same-file constant and an inline object merged in place (the constant's entries not editable), a conditional and an unknown spread opaque", () => {
    const code = `import { OssBackend } from "kit";
const base = { region: "cn-hangzhou", acl: "private" };
new OssBackend(this, { bucket: "b", ...base, ...{ encrypt: true }, ...(x ? { key: "k" } : {}), ...other });`;
    expect(found(code, "js")).toEqual([
      {
        kind: "oss",
        role: "backend",
        typeName: "OssBackendConfig",
        binding: "ts",
        text: '{ bucket: "b", ...base, ...{ encrypt: true }, ...(x ? { key: "k" } : {}), ...other }',
        editable: true,
        entries: [
          { key: "bucket", field: "bucket", value: "s:b", flags: "editable plain literal" },
          { key: "region", field: "region", value: "s:cn-hangzhou", flags: "plain literal" },
          { key: "acl", field: "acl", value: "s:private", flags: "plain literal" },
          { key: "encrypt", field: "encrypt", value: "b:true", flags: "editable plain literal" },
          "opaque conditional",
          "opaque spread",
        ],
      },
    ]);
  });

  it("computed keys (a const string, a string literal: checked; a `let`: not), getters, setters and methods (values unknown, a setter's maybe unset)", () => {
    const code = `import type { OssBackendConfig } from "kit";
const ACL = "acl";
let name = "key";
const c: OssBackendConfig = { bucket: "b", [ACL]: "private", ["prefix"]: "p", [name]: "k", get region() { return "r"; }, set profile(v: string) {}, endpoint() { return "e"; } };`;
    expect(found(code, "ts")).toEqual([
      {
        kind: "oss",
        role: "backend",
        typeName: "OssBackendConfig",
        binding: "ts",
        text: '{ bucket: "b", [ACL]: "private", ["prefix"]: "p", [name]: "k", get region() { return "r"; }, set profile(v: string) {}, endpoint() { return "e"; } }',
        editable: true,
        entries: [
          { key: "bucket", field: "bucket", value: "s:b", flags: "editable plain literal keyChecked" },
          { key: "acl", field: "acl", value: "s:private", flags: "editable plain literal keyChecked" },
          { key: "prefix", field: "prefix", value: "s:p", flags: "editable plain literal keyChecked" },
          { key: "key", field: "key", value: "s:k", flags: "editable plain literal" },
          { key: "region", field: "region", value: "unknown(other)", flags: "editable keyChecked" },
          { key: "profile", field: "profile", value: "unknown(other, maybe unset)", flags: "editable keyChecked" },
          { key: "endpoint", field: "endpoint", value: "unknown(other)", flags: "editable keyChecked" },
        ],
      },
    ]);
  });

  it("same-file constants, templates, file and environment reads, null and undefined, negative numbers, data, a mutated constant, __proto__ and shorthand", () => {
    const code = `import { GcsBackend } from "kit";
import { readFileSync } from "node:fs";
const BUCKET = "state";
const creds = readFileSync("c.json", "utf8");
const mutated = { a: 1 };
mutated.a = 2;
new GcsBackend(this, { bucket: BUCKET, credentials: creds, accessToken: process.env.TOKEN, prefix: \`p/\${BUCKET}\`, encryptionKey: null, kmsEncryptionKey: undefined, storeLock: -1, labels: { team: "x" }, delegates: ["a", BUCKET], other: mutated, __proto__: {}, impersonateServiceAccount });`;
    expect(found(code, "js")).toEqual([
      {
        kind: "gcs",
        role: "backend",
        typeName: "GcsBackendConfig",
        binding: "ts",
        text: '{ bucket: BUCKET, credentials: creds, accessToken: process.env.TOKEN, prefix: `p/${BUCKET}`, encryptionKey: null, kmsEncryptionKey: undefined, storeLock: -1, labels: { team: "x" }, delegates: ["a", BUCKET], other: mutated, __proto__: {}, impersonateServiceAccount }',
        editable: true,
        entries: [
          { key: "bucket", field: "bucket", value: "s:state", flags: "editable plain" },
          { key: "credentials", field: "credentials", value: "unknown(file)", flags: "editable plain" },
          { key: "accessToken", field: "access_token", value: "unknown(env, maybe unset)", flags: "editable plain" },
          { key: "prefix", field: "prefix", value: "s:p/state", flags: "editable plain" },
          { key: "encryptionKey", field: "encryption_key", value: "null", flags: "editable plain" },
          { key: "kmsEncryptionKey", field: "kms_encryption_key", value: "nothing", flags: "editable plain" },
          { key: "storeLock", value: "n:-1", flags: "editable plain literal" },
          {
            key: "labels",
            value: { editable: true, entries: [{ key: "team", value: "s:x", flags: "editable plain literal" }] },
            flags: "editable plain",
          },
          { key: "delegates", value: { data: "array", json: ["a", "state"] }, flags: "editable plain" },
          { key: "other", value: "unknown(other)", flags: "editable plain" },
          {
            key: "impersonateServiceAccount",
            field: "impersonate_service_account",
            value: "unknown(other)",
            flags: "editable plain",
          },
        ],
      },
    ]);
  });

  it("values under as, as const, satisfies, <T> and !; an object under `as` has no key checked", () => {
    const code = `import type { OssBackendConfig } from "kit";
const c = { bucket: "b" as const, acl: "private" as string, assumeRole: { roleArn: "r" } satisfies object, encrypt: flag!, key: <string>k } as OssBackendConfig;`;
    expect(found(code, "ts")).toEqual([
      {
        kind: "oss",
        role: "backend",
        typeName: "OssBackendConfig",
        binding: "ts",
        text: '{ bucket: "b" as const, acl: "private" as string, assumeRole: { roleArn: "r" } satisfies object, encrypt: flag!, key: <string>k }',
        editable: true,
        entries: [
          { key: "bucket", field: "bucket", value: "s:b", flags: "editable plain literal" },
          { key: "acl", field: "acl", value: "s:private", flags: "editable plain literal" },
          {
            key: "assumeRole",
            field: "assume_role",
            value: {
              editable: true,
              entries: [{ key: "roleArn", field: "role_arn", value: "s:r", flags: "editable plain literal" }],
            },
            flags: "editable plain",
          },
          { key: "encrypt", field: "encrypt", value: "unknown(other)", flags: "editable plain" },
          { key: "key", field: "key", value: "unknown(other)", flags: "editable plain" },
        ],
      },
    ]);
  });

  it("with types: a literal type, a type that includes undefined, a plain string", () => {
    const code = `import type { OssBackendConfig } from "kit";
declare const region: "cn-beijing";
declare const maybe: string | undefined;
export function f(key: string) {
  const c: OssBackendConfig = { bucket: "b", region, profile: maybe, key };
  return c;
}`;
    expect(found(code, "typed")).toEqual([
      {
        kind: "oss",
        role: "backend",
        typeName: "OssBackendConfig",
        binding: "ts",
        text: '{ bucket: "b", region, profile: maybe, key }',
        editable: true,
        entries: [
          { key: "bucket", field: "bucket", value: "s:b", flags: "editable plain literal keyChecked" },
          { key: "region", field: "region", value: "s:cn-beijing", flags: "editable plain keyChecked" },
          {
            key: "profile",
            field: "profile",
            value: "unknown(other, maybe unset)",
            flags: "editable plain keyChecked",
          },
          { key: "key", field: "key", value: "unknown(other)", flags: "editable plain keyChecked" },
        ],
      },
    ]);
  });

  it("with types: calls typed by the callee's one signature, by overload resolution, by type inference", () => {
    const code = `import type { OssBackendConfig } from "kit";
declare function acl(): "PRIVATE";
function profile(): string | undefined {
  return undefined;
}
declare const pick: { (x: 1): "cn-hangzhou"; (x: 2): "cn-beijing" };
declare const same: <T extends string>(x: T) => T;
declare function key(name: string): string;
export const c: OssBackendConfig = { bucket: "b", acl: acl(), profile: profile(), region: pick(2), prefix: same("p"), key: key("k") };`;
    expect(found(code, "typed")[0]!.entries).toEqual([
      { key: "bucket", field: "bucket", value: "s:b", flags: "editable plain literal keyChecked" },
      { key: "acl", field: "acl", value: "s:PRIVATE", flags: "editable plain keyChecked" },
      { key: "profile", field: "profile", value: "unknown(other, maybe unset)", flags: "editable plain keyChecked" },
      { key: "region", field: "region", value: "s:cn-beijing", flags: "editable plain keyChecked" },
      { key: "prefix", field: "prefix", value: "s:p", flags: "editable plain keyChecked" },
      { key: "key", field: "key", value: "unknown(other)", flags: "editable plain keyChecked" },
    ]);
  });

  it("keys are checked in TypeScript where the compiler checks them: never in JavaScript, nor under `// @ts-nocheck`", () => {
    const keyChecked = (code: string, mode: "js" | "ts" | "typed") =>
      configsIn(code, mode).map((c) => c.entries.map((e) => (e.type === "property" ? e.keyChecked : "opaque")));
    const construct = `import { OssBackend } from "kit";\nnew OssBackend(this, { bucket: "b" });`;
    expect(keyChecked(construct, "js")).toEqual([[false]]);
    expect(keyChecked(construct, "ts")).toEqual([[true]]);
    expect(keyChecked(construct, "typed")).toEqual([[true]]);
    expect(keyChecked(`// @ts-nocheck\n${construct}`, "ts")).toEqual([[false]]);
    const viaConst = `import { OssBackend } from "kit";\nconst c = { bucket: "b" };\nnew OssBackend(this, c);`;
    expect(keyChecked(viaConst, "ts")).toEqual([[false]]);
    expect(keyChecked(viaConst, "typed")).toEqual([[false]]);
  });

  it("spans: the object, each property, its key and its value, as ranges into the text and lines", () => {
    const code = `import type { OssBackendConfig } from "kit";\nconst c: OssBackendConfig = {\n  bucket: "b",\n  acl: "private",\n};\n`;
    const [config] = configsIn(code, "ts");
    expect(config!.span).toEqual({
      range: [73, 109],
      loc: { start: { line: 2, column: 28 }, end: { line: 5, column: 1 } },
    });
    const acl = config!.entries[1]!;
    expect(
      acl.type === "property" && [acl.span, acl.keySpan, acl.valueSpan].map((s) => code.slice(...s.range)),
    ).toEqual(['acl: "private"', "acl", '"private"']);
    expect(acl.span.loc).toEqual({ start: { line: 4, column: 2 }, end: { line: 4, column: 16 } });
  });

  it("pure: values and computed keys without side effects (reads, operators, templates, functions created), and with them (calls, new, assignments, updates, sequences, delete, tagged templates, await, yield, spreads, classes)", () => {
    const pure = [
      '"x"',
      "X",
      "a.b[c]",
      "a?.b",
      "`${a}-${b.c}`",
      "-1",
      "!a",
      "typeof a",
      "void 0",
      "a + b * c",
      "a ?? b",
      "a ? b : c",
      "[a, , 1]",
      "{ a, b: [1], [k]: 2, get c() { return f(); }, m() { g(); } }",
      "() => f()",
      "function () { g(); }",
      "/re/u",
      "this",
      "import.meta.url",
    ];
    const impure = [
      "f()",
      "a.b()",
      "a?.b()",
      "new A()",
      "a = 1",
      "a += 1",
      "a++",
      "--a",
      "(a, b)",
      '(n = 5, "PRIVATE")',
      "delete a.b",
      "tag`x`",
      "`${f()}`",
      "[...a]",
      "{ ...a }",
      "{ [f()]: 1 }",
      "a[b++]",
      "class {}",
      'import("x")',
    ];
    const entries = [...pure, ...impure].map((value, i) => `k${i}: ${value}`);
    const code = `import { OssBackend } from "kit";
async function* make() {
  new OssBackend(this, { ${entries.join(", ")}, ["acl"]: 1, [(n++, "prefix")]: 1, w: await x, y: yield x });
}`;
    const [config] = configsIn(code, "js");
    const verdicts = Object.fromEntries(
      config!.entries.flatMap((e) => (e.type === "property" ? [[e.key, e.pure]] : [])),
    );
    expect(verdicts).toEqual({
      ...Object.fromEntries(pure.map((_, i) => [`k${i}`, true])),
      ...Object.fromEntries(impure.map((_, i) => [`k${pure.length + i}`, false])),
      acl: true,
      prefix: false,
      w: false,
      y: false,
    });
  });

  it("pure: TypeScript's wrappers of a value without side effects are pure, of one with them not", () => {
    const code = `import type { OssBackendConfig } from "kit";
const c: OssBackendConfig = { a: b as string, d: e!, f: <string>g, h: i satisfies string, j: k<string>, l: f() as string, m: (n = 1)! };`;
    const [config] = configsIn(code, "ts");
    const verdicts = Object.fromEntries(
      config!.entries.flatMap((e) => (e.type === "property" ? [[e.key, e.pure]] : [])),
    );
    expect(verdicts).toEqual({ a: true, d: true, f: true, h: true, j: true, l: false, m: false });
  });
});
