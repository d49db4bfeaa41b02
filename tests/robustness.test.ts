import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import { lint, type LintMode } from "./lint.js";

const kit = `import { CosBackend, DataToolRemoteStateGcs, GcsBackend, OssBackend } from "kit";\nimport * as ns from "kit";\n`;

/** Odd code ESLint accepts: no rule may crash on it, and every fix and suggestion must still parse. */
const scripts = [
  `new OssBackend(scope, { ...[] });`,
  `new OssBackend(scope, { ...null, ...undefined, ..."str" });`,
  `new OssBackend(scope, { __proto__: null, ["__proto__"]: {} });`,
  `new OssBackend(scope, { [Symbol.iterator]: 1, 1: 2, 0x10: 3, 1n: 4 });`,
  `new OssBackend(scope, { async *bucket() {}, set acl(v) {}, get region() { return "r"; } });`,
  `new OssBackend(scope, { bucket: "b", assumeRole: { get roleArn() { return "x"; }, sessionExpiration: 1 } });`,
  `new OssBackend(); new OssBackend(scope); new OssBackend(...args); new OssBackend(scope, ...rest);`,
  `new (OssBackend)(scope, {}); new ns["OssBackend"](scope, {}); new (ns?.OssBackend)(scope, {});`,
  `new OssBackend(scope, { bucket: "b", acl: 900n, assumeRoleSessionExpiration: 900n });`,
  `new OssBackend(scope, { bucket: "b", acl: /PRIVATE/, assumeRoleSessionExpiration: -Infinity });`,
  `new OssBackend(scope, { bucket: \`\${a}\`, acl: tag\`PRIVATE\`, region: process.env?.REGION });`,
  `const a = { ...b, acl: "PRIVATE" }; const b = { ...a }; new OssBackend(scope, { ...a });`,
  `const self = { bucket: "" }; self.bucket = "b"; new OssBackend(scope, { ...self });`,
  `new OssBackend(scope, { bucket: "b", assumeRole: { assumeRole: { assumeRole: {} } } });`,
  `new OssBackend(scope, { [\`bucket\`]: "", ["acl"]: "PRIVATE" });`,
  `new OssBackend(scope, { bucket: "b", assumeRole: {}, assumeRoleRoleArn: "" });`,
  `new OssBackend(scope, {\n  bucket: "b", // c1\n  /* c2 */ assumeRole: /* c3 */ { /* c4 */ roleArn: "a" /* c5 */ }, // c6\n});`,
  `new OssBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", }, });`,
  `new DataToolRemoteStateGcs(scope, "r", { bucket: "b", accessToken: "t", credentials: "k", });`,
  `new GcsBackend(scope, { credentials: "k", bucket: "b", accessToken: "t" });`,
  `new GcsBackend(scope, { accessToken: "t", credentials: "k" }, { extra: true });`,
  `new CosBackend(scope, { bucket: "b", acl: "", assumeRole: { sessionDuration: 1e9 } });`,
  `new CosBackend(scope, { bucket: "b", acl }); var acl = "PUBLIC";`,
  `class Stack { static { new OssBackend(this, { acl: "PRIVATE" }); } }`,
  `label: for (const x of [new CosBackend(scope, { acl: "x" })]) break label;`,
  `export default new OssBackend(scope, { bucket: "b", acl: "PRIVATE" });`,
  `new OssBackend(scope, { bucket: "b", acl: "PRIVATE", acl: "private" });`,
  `new OssBackend(scope, { bucket: "b", assumeRoleSessionExpiration: 1, assumeRoleSessionExpiration: 2 });`,
  `new GcsBackend(scope, { bucket: "b", encryptionKey: 1n, kmsEncryptionKey: /k/, impersonateServiceAccountDelegates: [...x] });`,
  `new GcsBackend(scope, { get encryptionKey() { return "k"; }, kmsEncryptionKey: "", ["impersonateServiceAccountDelegates"]: [], });`,
  `new GcsBackend(scope, { bucket: "b", encryptionKey: "\u0041A==", encryption_key: "", kmsEncryptionKey: \`k\`, kms_encryption_key: null });`,
  `new OssBackend(scope, { bucket: "b", tablestoreTable: "t", async tablestoreEndpoint() {}, assumeRole: { ...{}, roleArn: "" } });`,
  `new OssBackend(scope, { bucket: "b", tablestoreEndpoint: "e", /* c */ tablestoreTable: void 0, assumeRole: { roleArn: null, } /* d */ });`,
  `new OssBackend(scope, { /* only a comment */ }); new OssBackend(scope, { // a line comment\n});`,
  `const base = { acl: "public-read" }; new OssBackend(scope, { ...base, // c\n});`,
  `new OssBackend(scope, { bucket: "b" // c\n}); new CosBackend(scope, { bucket: "b", encrypt: !1, Encrypt: void 0 });`,
  `new CosBackend(scope, { Encrypt: false, encrypt: null, acl: \`public-read\`, ...{ acl: "public-read" }, get encrypt() { return false; } });`,
  `new OssBackend(scope, { bucket: "b", acl: "public-read", set encrypt(v) {}, encrypt() { return true; } });`,
  `new OssBackend(scope, { bucket: "\${b}", ["secret_key"]: "k" /* c */, accessKey: \`a\${"b"}\`, securityToken: 1n, get secretKey() { return "k"; } });`,
  `new GcsBackend(scope, { bucket: "b", credentials: readFileSync, accessToken: [..."t"], encryptionKey: { ...k }, credentials: { a: [1, { b: "\${x}" }] } });`,
  `const key = readFileSync("k.json"); const key2 = key; new GcsBackend(scope, { bucket: "b", credentials: key2, }, ); new CosBackend(scope, { secretId: -1, secretKey: "\${a}\${b}" });`,
];

const typescriptOnly = [
  `const c: ns.OssBackendConfig = { bucket: "b", acl: "PRIVATE" satisfies string } as const satisfies ns.OssBackendConfig;`,
  `enum E { A = "PRIVATE" } const c: import("kit").OssBackendConfig = { bucket: "b", acl: E.A };`,
  `declare module "x" { const c: OssBackendConfig; } abstract class A { abstract c: OssBackendConfig; }`,
  `function f<T extends OssBackendConfig>(c: T) {} f({ bucket: "b", acl: "PRIVATE" });`,
  `const make = <T,>(): OssBackendConfig => ({ ...({} as T), acl: "PRIVATE" } as any);`,
  `@decorate class S { c: OssBackendConfig = { bucket: "b", assumeRole: { roleArn: "a" } }; }`,
  `type OssBackendConfig = { bucket: string }; const c: OssBackendConfig = { bucket: "" };`,
  `const c = <OssBackendConfig><unknown>{ acl: "PRIVATE" };`,
  `const cs: readonly OssBackendConfig[] = [{ bucket: "" }, ...[], { acl: "PRIVATE" } as OssBackendConfig];`,
  `let c!: OssBackendConfig; c ??= { bucket: "" }; c = { ...c, acl: "PRIVATE" }!;`,
];

function parses(text: string, mode: LintMode): string[] {
  // A config whose `files` are only universal patterns ("**/*") lints no file: name the extension.
  const config: Linter.Config[] = [
    { files: [mode === "js" ? "**/*.js" : "**/*.ts"], ...(mode !== "js" && { languageOptions: { parser: tsParser } }) },
  ];
  // No rule is on: any message is a parse error, or the file not being linted at all.
  return new Linter().verify(text, config, mode === "js" ? "x.js" : "x.ts").map((m) => m.message);
}

function check(code: string, mode: LintMode) {
  const { messages } = lint(code, { mode });
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  for (const message of messages) {
    for (const suggestion of message.suggestions ?? []) {
      const { range, text } = suggestion.fix;
      expect(parses(code.slice(0, range[0]) + text + code.slice(range[1]), mode)).toEqual([]);
    }
  }
  const fixed = lint(code, { mode, fix: true });
  expect(fixed.messages.filter((m) => m.fatal)).toEqual([]);
  expect(parses(fixed.output, mode)).toEqual([]);
  // A second pass finds nothing more to fix.
  expect(lint(fixed.output, { mode, fix: true }).output).toBe(fixed.output);
}

describe("odd code never crashes a rule, and fixes keep it parsing", () => {
  for (const mode of ["js", "ts", "typed"] as const) {
    it.each(scripts)(`${mode}: %s`, (snippet) => check(kit + snippet, mode));
  }
  for (const mode of ["ts", "typed"] as const) {
    it.each(typescriptOnly)(`${mode}: %s`, (snippet) =>
      check(`${kit}import type { OssBackendConfig } from "kit";\n${snippet}`, mode),
    );
  }
});
