// Names of any length: no regular expression is built from a name in a way that can fail or grow worse than
// linearly. A name written in the code (a Java or C# class of 40,000 letters, whose constant a configuration reads)
// is looked up through the word index, not compiled into a pattern (V8 refuses a literal that long:
// "Regular expression too large"); the names the settings add are at most NAME_MAX characters each
// (tests/settings.test.ts checks the refusal), and many of them cost time linear in their number.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { NAME_MAX } from "../../src/settings/schema.js";
import { growth, LINEAR_LIMIT } from "../growth.js";
import { lint } from "../lint.js";
import { inCSharp, inJava } from "../rule-tester.js";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

function lintIn(language: "java" | "csharp", code: string, settings?: unknown): Linter.LintMessage[] {
  const files = language === "java" ? ["**/*.java"] : ["**/*.cs"];
  const config = {
    files,
    plugins: { "backend-config": plugin },
    language: `backend-config/${language}`,
    rules,
    ...(settings !== undefined && { settings: { "backend-config": settings } }),
  };
  return new Linter({ configType: "flat" }).verify(code, [config], language === "java" ? "Main.java" : "Main.cs");
}

/** What valid-acl says, the rule that speaks on the ACL each case writes. */
const aclReports = (messages: readonly Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === "backend-config/valid-acl").map((m) => m.message);

const ACL = '"acl" is "x"; allowed values are "private", "public-read", "public-read-write" or empty.';

/** `count` distinct names of `length` letters, starting with `first`. */
const names = (first: string, count: number, length = NAME_MAX) =>
  Array.from({ length: count }, (_, i) => `${first}${String(i).padStart(length - 1, "a")}`);

describe("a class name as long as a file", () => {
  const big = "B".repeat(40_000);

  it("is read in Java", () => {
    const code = `class ${big} { static final String X = "x"; }\n${inJava(
      `    var c = OssBackendConfig.builder().bucket("b").encrypt(true).acl(${big}.X).build();`,
    )}`;
    const messages = lintIn("java", code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(aclReports(messages)).toEqual([ACL]);
  });

  it("is read in C#", () => {
    const code = `class ${big} { public const string X = "x"; }\n${inCSharp(
      `    var c = new OssBackendConfig { Bucket = "b", Encrypt = true, Acl = ${big}.X };`,
    )}`;
    const messages = lintIn("csharp", code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(aclReports(messages).map((m) => m.replace('"Acl"', '"acl"'))).toEqual([ACL]);
  });
});

describe("the longest names the settings allow", () => {
  const typeName = names("T", 1)[0]!;
  const constructName = names("C", 1)[0]!;
  const settings = { typeNames: { oss: [typeName] }, constructNames: { oss: [constructName] } };

  it("find their configurations in JavaScript and TypeScript", () => {
    const code = `const c = new ${constructName}(scope, { bucket: "b", encrypt: true, acl: "x" });`;
    for (const mode of ["js", "ts"] as const)
      expect(aclReports(lint(code, { mode, settings }).messages)).toEqual([ACL]);
    const typed = `const c: ${typeName} = { bucket: "b", encrypt: true, acl: "x" };`;
    expect(aclReports(lint(typed, { mode: "ts", settings }).messages)).toEqual([ACL]);
  });

  it("find their configurations in Java and C#", () => {
    const java = inJava(
      `    var c = new ${constructName}(this, "s", ${typeName}.builder().bucket("b").encrypt(true).acl("x").build());`,
    );
    expect(aclReports(lintIn("java", java, settings))).toEqual([ACL]);
    const csharp = inCSharp(`    var c = new ${typeName} { Bucket = "b", Encrypt = true, Acl = "x" };`);
    expect(aclReports(lintIn("csharp", csharp, settings)).map((m) => m.replace('"Acl"', '"acl"'))).toEqual([ACL]);
  });
});

describe("many names in the settings", () => {
  /** Settings of `count` names per list, each NAME_MAX characters long: a new object each time, resolved anew. */
  const many = (count: number) => ({
    typeNames: { oss: names("T", count), cos: names("U", count), gcs: names("V", count) },
    constructNames: { oss: names("C", count), cos: names("D", count), gcs: names("E", count) },
  });

  it("cost time linear in their number", () => {
    const run = (count: number) => {
      const settings = many(count);
      const code = `const c = new ${settings.constructNames.oss[count - 1]}(scope, { bucket: "b", encrypt: true, acl: "x" });`;
      expect(aclReports(lint(code, { mode: "js", settings }).messages)).toEqual([ACL]);
    };
    const { ratio, figures } = growth(
      () => run(100),
      () => run(400),
    );
    expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
  });
});
