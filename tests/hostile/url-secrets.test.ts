// A URL's user information never reaches a message or a suggestion's description, whatever form the URL takes: a
// password holding `/`, `?`, `#`, `\` or `@` (base64 passwords do), slashes written `https:/`, `https:\\` or left
// out (the WHATWG parser still reads a user and password after a special scheme), a URL without its protocol. Every
// rule is on, as a user's config has them, in JavaScript, TypeScript, Java, C# and the tool's JSON syntax.
import json from "@eslint/json";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { inCSharp, inJava } from "../rule-tester.js";
import { lint } from "../lint.js";

/** The marks around the user name and the password: no part of either may show. */
const USER = "UsrMARK";
const PASSWORD = "PwdMARK";

/** Passwords of the shapes that end a URL's host early, each with its mark at both ends. */
const passwords = ["a/b", "a?b", "a#b", "q8/+Zm9v==", "a@b", "a\\b", "a:b", "a%2Fb"].map(
  (p) => `${PASSWORD}${p}${PASSWORD}`,
);

/** The forms of a URL with user information, `{u}` the user and `{p}` the password. */
const FORMS = [
  "https://{u}:{p}@{host}",
  "https:/{u}:{p}@{host}",
  "https:\\\\{u}:{p}@{host}",
  "https:{u}:{p}@{host}",
  "https:///{u}:{p}@{host}",
  "https:/\\{u}:{p}@{host}",
  "HTTPS://{u}:{p}@{host}",
  "http://{u}:{p}@{host}:8080/storage/v1/b",
  "  https://{u}:{p}@{host}  ",
  "ftp://{u}:{p}@{host}",
  "//{u}:{p}@{host}",
  "{u}:{p}@{host}",
  "{u}@{host}",
  "https://{u}:{p}@{host}/storage/v1/b?x=1",
  "https://{u}:{p}@{host}/path/x@y",
];

const GCS_HOST = "psc.example.com";
const COS_HOST = "cos-internal.ap-guangzhou.tencentcos.cn";

/** Every URL of every form and password, for a host. */
const urls = (host: string) =>
  FORMS.flatMap((form) =>
    passwords.map((p) => form.replace("{u}", `${USER}u${USER}`).replace("{p}", p).replace("{host}", host)),
  );

/** What each finding says: its message and its suggestions' descriptions. */
const texts = (m: Linter.LintMessage) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)];

function expectHidden(messages: readonly Linter.LintMessage[], url: string): void {
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  for (const text of messages.flatMap(texts)) {
    expect(text, url).not.toContain(USER);
    expect(text, url).not.toContain(PASSWORD);
  }
}

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

function lintIn(language: "java" | "csharp", code: string): Linter.LintMessage[] {
  const files = language === "java" ? ["**/*.java"] : ["**/*.cs"];
  const config = { files, plugins: { "backend-config": plugin }, language: `backend-config/${language}`, rules };
  return new Linter({ configType: "flat" }).verify(code, [config], language === "java" ? "Main.java" : "Main.cs");
}

function lintJson(code: string, filename: string): Linter.LintMessage[] {
  const config = { files: ["**/*.json"], language: "json/json", plugins: { json, "backend-config": plugin }, rules };
  return new Linter({ configType: "flat" }).verify(code, [config], filename);
}

/** Findings of valid-custom-endpoint, to show the inputs make the rule that quotes endpoints speak. */
const endpointFindings = (messages: readonly Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === "backend-config/valid-custom-endpoint").length;

const literal = (text: string) => JSON.stringify(text);

describe("user information in an endpoint of any form", () => {
  it.each(["js", "ts"] as const)("is never shown in %s", (mode) => {
    let heard = 0;
    for (const url of urls(GCS_HOST)) {
      const code = [
        `import { DataToolRemoteStateGcs } from "kit";`,
        `new DataToolRemoteStateGcs(scope, "s", { bucket: "b", storeageCustomEndpoint: ${literal(url)} });`,
      ].join("\n");
      const { messages } = lint(code, { mode });
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    for (const url of urls(COS_HOST)) {
      const code = `import { CosBackend } from "kit";\nnew CosBackend(scope, { bucket: "b", region: "r", endpoint: ${literal(url)} });`;
      const { messages } = lint(code, { mode });
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    expect(heard).toBeGreaterThan(urls(GCS_HOST).length);
  });

  it("is never shown in Java", () => {
    let heard = 0;
    for (const url of urls(GCS_HOST)) {
      const code = inJava(
        `    var c = DataToolRemoteStateGcsConfig.builder().bucket("b").storeageCustomEndpoint(${literal(url)}).build();`,
      );
      const messages = lintIn("java", code);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    for (const url of urls(COS_HOST)) {
      const code = inJava(
        `    var c = CosBackendConfig.builder().bucket("b").region("r").endpoint(${literal(url)}).build();`,
      );
      const messages = lintIn("java", code);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    expect(heard).toBeGreaterThan(urls(GCS_HOST).length);
  });

  it("is never shown in C#", () => {
    let heard = 0;
    for (const url of urls(GCS_HOST)) {
      const code = inCSharp(
        `    var c = new DataToolRemoteStateGcsConfig { Bucket = "b", StoreageCustomEndpoint = ${literal(url)} };`,
      );
      const messages = lintIn("csharp", code);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    for (const url of urls(COS_HOST)) {
      const code = inCSharp(
        `    var c = new CosBackendConfig { Bucket = "b", Region = "r", Endpoint = ${literal(url)} };`,
      );
      const messages = lintIn("csharp", code);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    expect(heard).toBeGreaterThan(urls(GCS_HOST).length);
  });

  it.each(["main.tf.json", "out/stacks/app/cdk.tf.json"])("is never shown in the tool's JSON syntax (%s)", (file) => {
    let heard = 0;
    for (const url of urls(GCS_HOST)) {
      const code = JSON.stringify({
        data: {
          terraform_remote_state: {
            s: { backend: "gcs", config: { bucket: "b", storage_custom_endpoint: url } },
          },
        },
      });
      const messages = lintJson(code, file);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    for (const url of urls(COS_HOST)) {
      const code = JSON.stringify({ terraform: { backend: { cos: { bucket: "b", region: "r", endpoint: url } } } });
      const messages = lintJson(code, file);
      expectHidden(messages, url);
      heard += endpointFindings(messages);
    }
    expect(heard).toBeGreaterThan(urls(GCS_HOST).length);
  });
});
