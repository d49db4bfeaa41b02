// Parse errors while someone types: the texts an editor sends (the buffer after each keystroke, one character at
// a time, no auto-closed pairs) of realistic Java and C# files, linted with the plugin's presets. Each step either
// parses or gives one parse error and nothing else (no rule runs on it); the error lands on the line being typed,
// or where a JavaScript parser would stop on the same text (stated per case).
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

type LanguageName = "java" | "csharp";

const configs: Linter.Config[] = [plugin.configs.java, plugin.configs.csharp];
const filename: Record<LanguageName, string> = { java: "Stack.java", csharp: "Stack.cs" };

/** What linting a text gives: `parses`, or the parse error as `line:column message` (ESLint's 1-based columns). */
function outcome(language: LanguageName, text: string): string {
  const messages = new Linter().verify(text, configs, { filename: filename[language] });
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length === 0) return "parses";
  // A file that does not parse gets its parse error and nothing else: no rule ran.
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ ruleId: null, severity: 2 });
  return `${fatal[0]!.line}:${fatal[0]!.column} ${fatal[0]!.message.replace(/^Parsing error: /u, "")}`;
}

/**
 * The texts an editor sends while `typed` is typed at the `¦` of `file`, a character at a time (a line break as the
 * file writes them, with the indentation of the line it breaks, as editors insert it), linted: consecutive steps
 * with the same outcome are one entry, `[first … last typed, outcome]` (a line break shown as ⏎).
 */
function typing(language: LanguageName, file: string, typed: string): [string, string][] {
  const at = file.indexOf("¦");
  const before = file.slice(0, at);
  const after = file.slice(at + 1);
  const indent = /^[ \t]*/u.exec(before.slice(before.lastIndexOf("\n") + 1))![0];
  const lineBreak = file.includes("\r\n") ? "\r\n" : "\n";
  const steps: [string, string][] = [];
  for (let i = 1; i <= typed.length; i++) {
    const text = before + typed.slice(0, i).replace(/\n/gu, `${lineBreak}${indent}`) + after;
    steps.push([typed.slice(0, i).replace(/\n/gu, "⏎"), outcome(language, text)]);
  }
  const runs: [string, string][] = [];
  let start = 0;
  for (let i = 1; i <= steps.length; i++) {
    if (i < steps.length && steps[i]![1] === steps[start]![1]) continue;
    const first = steps[start]![0];
    const last = steps[i - 1]![0];
    runs.push([first === last ? first : `${first} … ${last}`, steps[start]![1]]);
    start = i;
  }
  return runs;
}

const javaStack = `package com.acme.infra;

import com.kit.*;

public class Stack extends TerraformStack {
    // The tool rejects "PRIVATE (a quote in a comment is no string).
    private static final String NOTE = """
        a "quoted" word
        """;
    private static final char QUOTE = '"';

    public Stack(Construct scope, String id, boolean prod) {
        super(scope, id);

        OssBackend.Builder.create(this)
            .bucket("acme-tool-state")
            .acl("private")
            .encrypt(true)¦
            .build();

        var cos = new CosBackendConfig.Builder().region("ap-guangzhou");
        if (prod) {
            cos.encrypt(true);
        }
        CosBackendConfig shared = cos.bucket("acme-1250000000").build();
    }

    static DataToolRemoteStateGcsConfig upstream() {
        return DataToolRemoteStateGcsConfig.builder()
            .bucket("acme-gcs-state")
            .prefix("network")§
            .build();
    }¤
}
`;

const csharpStack = `using System;
using Io.Kit;

namespace Acme.Infra
{
    public class Stack : TerraformStack
    {
        // The tool rejects "PRIVATE (a quote in a comment is no string).
        private const string Note = @"a ""quoted""
word";

        public Stack(Construct scope, string id, bool prod) : base(scope, id)
        {
            new OssBackend(this, new OssBackendConfig
            {
                Bucket = $"{id}-{"state"}",
                Acl = "private",¦
                Encrypt = true,
            });

            var cos = new CosBackendConfig { Region = "ap-guangzhou" };
            cos.Bucket = "acme-1250000000";§
            new CosBackend(this, cos);
        }

        public static DataToolRemoteStateGcsConfig Upstream() => new DataToolRemoteStateGcsConfig
        {
            Bucket = "acme-gcs-state",
            Prefix = "network",¤
        };
    }
}
`;

/** The file with the typing place at `mark` (one of ¦ § ¤), the other marks removed. */
const at = (file: string, mark: string) => file.replace(/[¦§¤]/gu, (m) => (m === mark ? "¦" : ""));

const javaFile = (mark: string) => at(javaStack, mark);
const csharpFile = (mark: string) => at(csharpStack, mark);

describe("Java: the parse error while a line is typed", () => {
  it("a string value in a builder chain: on the line typed, at the string's opening quote while it is open", () => {
    // Line 19 is typed. `.` alone stops at the next line's `.` and a string closed without its `)` at the end of
    // the chain (the chain after it is an argument), where a JavaScript parser stops on the same text.
    expect(typing("java", javaFile("¦"), '\n.prefix("env/prod")')).toEqual([
      ["⏎", "parses"],
      ["⏎.", '20:13 Unexpected ".".'],
      ["⏎.p … ⏎.prefix", "parses"],
      ["⏎.prefix(", '19:20 Unexpected "(".'],
      ['⏎.prefix(" … ⏎.prefix("env/prod', "19:21 Unterminated string literal."],
      ['⏎.prefix("env/prod"', '20:21 Missing ")".'],
      ['⏎.prefix("env/prod")', "parses"],
    ]);
  });

  it("a method call with a string argument", () => {
    expect(typing("java", javaFile("¦"), '\n.assumeRoleRoleArn(System.getenv("CLOUDA_ROLE_ARN"))')).toEqual([
      ["⏎", "parses"],
      ["⏎.", '20:13 Unexpected ".".'],
      ["⏎.a … ⏎.assumeRoleRoleArn", "parses"],
      ["⏎.assumeRoleRoleArn(", '19:31 Unexpected "(".'],
      ["⏎.assumeRoleRoleArn(S … ⏎.assumeRoleRoleArn(System", '20:21 Missing ")".'],
      ["⏎.assumeRoleRoleArn(System.", '19:38 Unexpected ".".'],
      ["⏎.assumeRoleRoleArn(System.g … ⏎.assumeRoleRoleArn(System.getenv", '20:21 Missing ")".'],
      ["⏎.assumeRoleRoleArn(System.getenv(", '19:45 Unexpected "(".'],
      [
        '⏎.assumeRoleRoleArn(System.getenv(" … ⏎.assumeRoleRoleArn(System.getenv("CLOUDA_ROLE_ARN',
        "19:46 Unterminated string literal.",
      ],
      ['⏎.assumeRoleRoleArn(System.getenv("CLOUDA_ROLE_ARN"', "19:46 Unexpected string."],
      ['⏎.assumeRoleRoleArn(System.getenv("CLOUDA_ROLE_ARN")', '20:21 Missing ")".'],
      ['⏎.assumeRoleRoleArn(System.getenv("CLOUDA_ROLE_ARN"))', "parses"],
    ]);
  });

  it("a string in the last chain of the file: on its line, not on the class line", () => {
    // Line 32 is typed. The open string pairs with no other quote and runs to the end of the file, where the whole
    // class is one ERROR: the error is still reported on the line typed.
    expect(typing("java", javaFile("§"), '\n.workspace("prod")')).toEqual([
      ["⏎", "parses"],
      ["⏎.", '33:13 Unexpected ".".'],
      ["⏎.w … ⏎.workspace", "parses"],
      ["⏎.workspace(", '32:23 Unexpected "(".'],
      ['⏎.workspace(" … ⏎.workspace("prod', "32:24 Unterminated string literal."],
      ['⏎.workspace("prod"', '33:21 Missing ")".'],
      ['⏎.workspace("prod")', "parses"],
    ]);
  });

  it("a method and its closing brace: on the lines typed, or a missing brace at the end while the body is open", () => {
    // Lines 35 to 37 are typed, after a blank line. While the method's brace is open, the class's closing brace is
    // taken as the method's, and a brace is missing at the end of the text, after the file's last `}`, where a
    // JavaScript parser stops on the same text.
    expect(typing("java", javaFile("¤"), "\n\nstatic Object other() {\n    return null;\n}")).toEqual([
      ["⏎ … ⏎⏎", "parses"],
      ["⏎⏎s … ⏎⏎stati", "35:5 Unexpected identifier."],
      ["⏎⏎static … ⏎⏎static Object ", '35:5 Unexpected "static".'],
      ["⏎⏎static Object o", '35:20 Missing ";".'],
      ["⏎⏎static Object ot", '35:21 Missing ";".'],
      ["⏎⏎static Object oth", '35:22 Missing ";".'],
      ["⏎⏎static Object othe", '35:23 Missing ";".'],
      ["⏎⏎static Object other", '35:24 Missing ";".'],
      ["⏎⏎static Object other(", '35:5 Unexpected "static".'],
      ["⏎⏎static Object other() … ⏎⏎static Object other() ", '35:26 Missing ";".'],
      ["⏎⏎static Object other() {", '36:2 Missing "}".'],
      ["⏎⏎static Object other() {⏎ … ⏎⏎static Object other() {⏎    ", '37:2 Missing "}".'],
      ["⏎⏎static Object other() {⏎    r … ⏎⏎static Object other() {⏎    retur", '37:1 Unexpected "}".'],
      ["⏎⏎static Object other() {⏎    return … ⏎⏎static Object other() {⏎    return ", '36:15 Missing ";".'],
      ["⏎⏎static Object other() {⏎    return n", '36:17 Missing ";".'],
      ["⏎⏎static Object other() {⏎    return nu", '36:18 Missing ";".'],
      ["⏎⏎static Object other() {⏎    return nul", '36:19 Missing ";".'],
      ["⏎⏎static Object other() {⏎    return null", '36:20 Missing ";".'],
      ["⏎⏎static Object other() {⏎    return null;", '37:2 Missing "}".'],
      ["⏎⏎static Object other() {⏎    return null;⏎", '38:2 Missing "}".'],
      ["⏎⏎static Object other() {⏎    return null;⏎}", "parses"],
    ]);
  });

  it("counts lines and columns the same with CRLF line breaks", () => {
    const crlf = javaFile("¦").replace(/\n/gu, "\r\n");
    expect(typing("java", crlf, '\n.prefix("env')).toEqual([
      ["⏎", "parses"],
      ["⏎.", '20:13 Unexpected ".".'],
      ["⏎.p … ⏎.prefix", "parses"],
      ["⏎.prefix(", '19:20 Unexpected "(".'],
      ['⏎.prefix(" … ⏎.prefix("env', "19:21 Unterminated string literal."],
    ]);
  });
});

describe("C#: the parse error while a line is typed", () => {
  it("a new property in an object initializer", () => {
    // Line 18 is typed.
    expect(typing("csharp", csharpFile("¦"), '\nPrefix = "env/prod",')).toEqual([
      ["⏎", "parses"],
      ["⏎P … ⏎Prefix ", "18:17 Unexpected identifier."],
      ["⏎Prefix = … ⏎Prefix = ", "parses"],
      ['⏎Prefix = " … ⏎Prefix = "env/prod', "18:26 Unterminated string literal."],
      ['⏎Prefix = "env/prod"', "18:26 Unexpected string."],
      ['⏎Prefix = "env/prod",', "parses"],
    ]);
  });

  it("a string in a statement", () => {
    // Line 23 is typed; without its `;`, the statement stops at the next line's first token.
    expect(typing("csharp", csharpFile("§"), '\ncos.Key = "app/tool.tfstate";')).toEqual([
      ["⏎", "parses"],
      ["⏎c … ⏎cos", '24:16 Missing ";".'],
      ["⏎cos.", '24:32 Unexpected ",".'],
      ["⏎cos.K … ⏎cos.Key ", '24:16 Missing ";".'],
      ["⏎cos.Key = … ⏎cos.Key = ", "parses"],
      ['⏎cos.Key = " … ⏎cos.Key = "app/tool.tfstate', "23:23 Unterminated string literal."],
      ['⏎cos.Key = "app/tool.tfstate"', '24:13 Unexpected "new".'],
      ['⏎cos.Key = "app/tool.tfstate";', "parses"],
    ]);
  });

  it("a method call", () => {
    // Line 23 is typed. An open `(` takes the next line as its argument and misses its `)` at that line's `;`.
    expect(typing("csharp", csharpFile("§"), "\nnew CosBackend(this, cos);")).toEqual([
      ["⏎", "parses"],
      ["⏎n … ⏎ne", '24:16 Missing ";".'],
      ["⏎new … ⏎new ", "parses"],
      ["⏎new C … ⏎new CosBackend", "23:17 Unexpected identifier."],
      ["⏎new CosBackend(", '24:38 Missing ")".'],
      ["⏎new CosBackend(t … ⏎new CosBackend(thi", "23:28 Unexpected identifier."],
      ["⏎new CosBackend(this", '24:13 Unexpected "new".'],
      ["⏎new CosBackend(this, … ⏎new CosBackend(this, ", '24:38 Missing ")".'],
      ["⏎new CosBackend(this, c … ⏎new CosBackend(this, cos", "23:34 Unexpected identifier."],
      ["⏎new CosBackend(this, cos)", '24:13 Unexpected "new".'],
      ["⏎new CosBackend(this, cos);", "parses"],
    ]);
  });

  it("a block and its closing brace: a missing brace at the end while it is open, not the namespace line", () => {
    // Lines 23 to 26 are typed. While the block's brace is open, a brace is missing at the end of the text, after
    // the file's last `}` (the whole namespace became one ERROR, reported on its first line before). An `if (`
    // without its `)` stops at the next line's first token, as a JavaScript parser does.
    expect(typing("csharp", csharpFile("§"), "\nif (prod)\n{\n    cos.Encrypt = true;\n}")).toEqual([
      ["⏎", "parses"],
      ["⏎i", '24:16 Missing ";".'],
      ["⏎if … ⏎if (", '23:13 Unexpected "if".'],
      ["⏎if (p … ⏎if (prod", "24:13 Unexpected identifier."],
      ["⏎if (prod) … ⏎if (prod)⏎", "parses"],
      ["⏎if (prod)⏎{", '34:2 Missing "}".'],
      ["⏎if (prod)⏎{⏎ … ⏎if (prod)⏎{⏎    ", '35:2 Missing "}".'],
      ["⏎if (prod)⏎{⏎    c … ⏎if (prod)⏎{⏎    cos", '26:16 Missing ";".'],
      ["⏎if (prod)⏎{⏎    cos.", '26:32 Unexpected ",".'],
      ["⏎if (prod)⏎{⏎    cos.E … ⏎if (prod)⏎{⏎    cos.Encrypt ", '26:16 Missing ";".'],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = … ⏎if (prod)⏎{⏎    cos.Encrypt = ", '35:2 Missing "}".'],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = t … ⏎if (prod)⏎{⏎    cos.Encrypt = tru", "25:17 Unexpected identifier."],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = true", '26:13 Unexpected "new".'],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = true;", '35:2 Missing "}".'],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = true;⏎", '36:2 Missing "}".'],
      ["⏎if (prod)⏎{⏎    cos.Encrypt = true;⏎}", "parses"],
    ]);
  });

  it("a property in the last initializer of the file", () => {
    // Line 30 is typed.
    expect(typing("csharp", csharpFile("¤"), '\nWorkspace = "prod",')).toEqual([
      ["⏎ … ⏎Workspace ", "parses"],
      ["⏎Workspace = … ⏎Workspace = ", '30:23 Unexpected "=".'],
      ['⏎Workspace = " … ⏎Workspace = "prod', "30:25 Unterminated string literal."],
      ['⏎Workspace = "prod" … ⏎Workspace = "prod",', "parses"],
    ]);
  });
});
