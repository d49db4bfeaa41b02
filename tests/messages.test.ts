import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { RULE_PLACEHOLDERS, WRITTEN_PLACEHOLDERS } from "../src/model/index.js";
import { lint, lintHcl, lintJson } from "./lint.js";
import { cases, kit, native, withSettings, writtenOut } from "./message-cases.js";
import { problemsOfMessage } from "./message-standard.js";

describe("messages", () => {
  it.each(cases)("%s: %s", (rule, code, message) => {
    const found = lint(kit + code).messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  it.each(writtenOut)("%s, written out: %s", (rule, code, message) => {
    const found = lintJson(code).filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  it.each(withSettings)("%s: %s", (rule, code, settings, message) => {
    const found = lint(kit + code, { settings }).messages.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
  });

  // The tool's native syntax: each text a report shows within the standard (length, period, no placeholder word).
  it.each(native)("%s, native syntax: %s", (rule, code, message, settings) => {
    const all = lintHcl(code, { settings });
    expect(all.filter((m) => m.fatal)).toEqual([]);
    const found = all.filter((m) => m.ruleId === `backend-config/${rule}`);
    expect(found.map((m) => m.message)).toEqual([message]);
    expect(found.flatMap((m) => problemsOfMessage(m, code))).toEqual([]);
  });

  it("show a URL's user information in a suggestion as …@, and write it back", () => {
    const code = `${kit}new DataToolRemoteStateGcs(scope, "r", { bucket: "b", storeageCustomEndpoint: "tool:s3cret@psc.example.com" });`;
    const [found] = lint(code).messages.filter((m) => m.ruleId === "backend-config/valid-custom-endpoint");
    expect(found?.message).toBe(
      '"storeageCustomEndpoint" is "…@psc.example.com", with no protocol or path "/storage/v1/b": it fails at first use of the state; the form is "https://{host}/storage/v1/b".',
    );
    expect(found?.suggestions?.map((s) => [s.desc, s.fix.text])).toEqual([
      ['Use "https://…@psc.example.com/storage/v1/b".', '"https://tool:s3cret@psc.example.com/storage/v1/b"'],
    ]);
  });

  it("show the suggestion of valid-assume-role-policy", () => {
    const code = `${kit}new CosBackend(scope, { bucket: "b", assumeRole: { roleArn: "a", sessionName: "s", sessionDuration: 60, policy: { version: "2.0" } } });`;
    const found = lint(code).messages.filter((m) => m.ruleId === "backend-config/valid-assume-role-policy");
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual([
      "Replace the object with its JSON text, as a string.",
    ]);
  });

  it("show the suggestions of no-public-state and require-encryption", () => {
    const code = `${kit}new OssBackend(scope, { bucket: "b", acl: "public-read" });`;
    const found = lint(code).messages.filter(
      (m) => m.ruleId === "backend-config/no-public-state" || m.ruleId === "backend-config/require-encryption",
    );
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual([
      // In source order: require-encryption reports on the object, no-public-state on the property in it.
      'Set "encrypt" to true.',
      'Use "private" (only the bucket owner can read the state file).',
    ]);
  });

  it("show the suggestion of no-hardcoded-credentials", () => {
    const code = `${kit}new OssBackend(scope, { bucket: "b", access_key: "<ACCESS_KEY>" });`;
    const found = lint(code).messages.filter((m) => m.ruleId === "backend-config/no-hardcoded-credentials");
    expect(found.flatMap((m) => (m.suggestions ?? []).map((s) => s.desc))).toEqual([
      'Remove "access_key", then set CLOUDA_ACCESS_KEY or CLOUDA_ACCESS_KEY_ID in the tool\'s environment.',
    ]);
  });

  it("never repeat a secret, in a message or a suggestion", () => {
    const secrets = ["ya29.SECRET-TOKEN-VALUE", "-----BEGIN PRIVATE KEY-----"];
    const code = `${kit}new DataToolRemoteStateGcs(scope, "r", { bucket: "", accessToken: "${secrets[0]}", credentials: "${secrets[1]}" });`;
    const { messages } = lint(code);
    expect(messages.map((m) => m.ruleId)).toEqual([
      "backend-config/require-bucket",
      "backend-config/no-hardcoded-credentials",
      "backend-config/no-conflicting-credentials",
    ]);
    const texts = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]);
    for (const secret of secrets) for (const text of texts) expect(text).not.toContain(secret);
  });

  it("never repeat an encryption key, not even in part", () => {
    const keys = ["s3cr3tK3yPart-not_base64 padded", "s3cr3tK3yPartAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="];
    for (const key of keys) {
      const code = `${kit}new GcsBackend(scope, { bucket: "b", encryptionKey: "${key}", kmsEncryptionKey: "projects/p/locations/l/keyRings/r/cryptoKeys/k" });`;
      const { messages } = lint(code);
      expect(messages.map((m) => m.ruleId).sort()).toEqual(
        key.includes(" ")
          ? [
              "backend-config/no-conflicting-encryption-keys",
              "backend-config/no-hardcoded-credentials",
              "backend-config/valid-encryption-key",
            ]
          : ["backend-config/no-conflicting-encryption-keys", "backend-config/no-hardcoded-credentials"],
      );
      const texts = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]);
      for (const text of texts) expect(text).not.toContain("s3cr3tK3y");
    }
  });
});

describe("placeholders", () => {
  // Every message shows what the user wrote (WRITTEN_PLACEHOLDERS) shortened and without a URL's user information,
  // whatever rule builds the data (src/model/shown.ts); the rules' own words (RULE_PLACEHOLDERS) as they are. A
  // placeholder in neither set would be shown as given: each rule's placeholders are in exactly one.
  it("of every rule's messages are either written text or the rule's own words", () => {
    for (const [id, rule] of Object.entries(plugin.rules)) {
      for (const template of Object.values(rule.meta?.messages ?? {})) {
        for (const [, name] of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(WRITTEN_PLACEHOLDERS.has(name!) !== RULE_PLACEHOLDERS.has(name!), `${id}: {{${name}}}`).toBe(true);
        }
      }
    }
  });
});
