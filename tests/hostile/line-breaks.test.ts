// Line breaks other than `\n` in Java and C#: CR-only files (old Mac files), a stray `\r`, U+2028 and U+2029. ESLint
// counts `\r\n`, `\r`, `\n`, U+2028 and U+2029 as line breaks (as the plugin's JavaScript and JSON handling do), so
// reports, directives and parse errors are placed on those lines; each language's own compiler says what ends a `//`
// comment (Java: `\n`, `\r`, `\r\n`; C#: those, U+0085, U+2028 and U+2029).
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import type { TreeSitterSourceCode } from "../../src/languages/source-code.js";

type LanguageName = "java" | "csharp";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

function lint(language: LanguageName, code: string): Linter.LintMessage[] {
  return new Linter({ configType: "flat" }).verify(
    code,
    [
      {
        files: ["**/*.java", "**/*.cs"],
        plugins: { "backend-config": plugin },
        language: `backend-config/${language}`,
        linterOptions: { reportUnusedDisableDirectives: "off" },
        rules,
      },
    ],
    language === "java" ? "Main.java" : "Main.cs",
  );
}

/** Where each message is, with its rule: what must not move when only the line breaks change. */
const places = (messages: Linter.LintMessage[]) =>
  messages.map((m) => `${m.ruleId ?? "parse"} ${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.message}`);

/** A configuration with a bad ACL, as each language writes it. */
const badAcl: Record<LanguageName, string> = {
  java: 'Object c = OssBackendConfig.builder().bucket("b").encrypt(true).acl("PUBLIC").build();',
  csharp: 'object c = new OssBackendConfig { Bucket = "b", Encrypt = true, Acl = "PUBLIC" };',
};

/** A class whose members are the given lines, joined by `lineBreak`. */
const file = (lines: readonly string[], lineBreak: string) => ["class Main {", ...lines, "}", ""].join(lineBreak);

const members = (language: LanguageName) => [
  "  // a note",
  `  ${badAcl[language]}`,
  "  /* a block",
  "     comment */",
  `  ${badAcl[language]}`,
];

describe.each(["java", "csharp"] as const)("%s", (language) => {
  it("reports on the same lines and columns whatever line break the file uses", () => {
    const expected = places(lint(language, file(members(language), "\n")));
    expect(expected.filter((p) => p.startsWith("backend-config/valid-acl"))).toEqual([
      expect.stringMatching(/^backend-config\/valid-acl 3:/u),
      expect.stringMatching(/^backend-config\/valid-acl 6:/u),
    ]);
    for (const lineBreak of ["\r\n", "\r"])
      expect(places(lint(language, file(members(language), lineBreak)))).toEqual(expected);
  });

  it("writes fixes and suggestions with the file's own line break", () => {
    const chain: Record<LanguageName, string[]> = {
      java: [
        "  Object c = OssBackendConfig.builder()",
        '      .bucket("b")',
        '      .acl("PUBLIC")',
        "      .build();",
      ],
      csharp: ["  object c = new OssBackendConfig", "  {", '      Bucket = "b",', '      Acl = "PUBLIC",', "  };"],
    };
    /** Every fix and suggestion of the file, applied each on its own. */
    const outputs = (code: string) =>
      lint(language, code).flatMap((m) =>
        [m.fix, ...(m.suggestions ?? []).map((s) => s.fix)].flatMap((fix) =>
          fix ? [code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1])] : [],
        ),
      );
    const expected = outputs(file(chain[language], "\n"));
    expect(expected.some((output) => output.split("\n").length > file(chain[language], "\n").split("\n").length)).toBe(
      true,
    );
    for (const lineBreak of ["\r\n", "\r"]) {
      expect(outputs(file(chain[language], lineBreak))).toEqual(expected.map((o) => o.replaceAll("\n", lineBreak)));
    }
  });

  it("reports on ESLint's lines after a stray \\r, U+2028 or U+2029 in a comment", () => {
    for (const lineBreak of ["\r", "\u2028", "\u2029"]) {
      // In a block comment every one of them is a line break to ESLint, and none ends the comment.
      const code = file([`  /* a${lineBreak}b${lineBreak}c */`, `  ${badAcl[language]}`], "\n");
      const acl = lint(language, code).filter((m) => m.ruleId === "backend-config/valid-acl");
      expect(acl.map((m) => m.line)).toEqual([5]);
    }
  });

  it("applies eslint-disable-next-line and eslint-disable-line to ESLint's lines in a CR-only file", () => {
    const code = file(
      [
        "  // eslint-disable-next-line backend-config/valid-acl",
        `  ${badAcl[language]}`,
        `  ${badAcl[language]} // eslint-disable-line backend-config/valid-acl`,
        `  ${badAcl[language]}`,
      ],
      "\r",
    );
    const acl = lint(language, code).filter((m) => m.ruleId === "backend-config/valid-acl");
    expect(acl.map((m) => m.line)).toEqual([5]);
  });

  it("ends a // comment at a lone \\r: the code after it is read", () => {
    const code = `class Main {\n  // a note\r  ${badAcl[language]}\n}\n`;
    const messages = lint(language, code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages.filter((m) => m.ruleId === "backend-config/valid-acl").map((m) => m.line)).toEqual([3]);
  });

  it("places a parse error on ESLint's lines", () => {
    const broken = file(["  /* a\u2028b */", "  int x = ;"], "\r");
    const [error, ...rest] = lint(language, broken);
    expect(rest).toEqual([]);
    expect(error).toMatchObject({ fatal: true, line: 4 });
  });
});

describe("what ends a // comment follows each language", () => {
  it("Java: U+2028 and U+2029 do not end a // comment (the code after them stays in the comment)", () => {
    for (const separator of ["\u2028", "\u2029"]) {
      const code = `class Main {\n  // a note${separator}  ${badAcl.java}\n}\n`;
      const messages = lint("java", code);
      expect(messages).toEqual([]);
    }
  });

  it("C#: U+0085, U+2028 and U+2029 end a // comment (the code after them is read)", () => {
    for (const [separator, line] of [
      ["\u0085", 2],
      ["\u2028", 3],
      ["\u2029", 3],
    ] as const) {
      const code = `class Main {\n  // a note${separator}  ${badAcl.csharp}\n}\n`;
      const acl = lint("csharp", code).filter((m) => m.ruleId === "backend-config/valid-acl");
      expect(acl.map((m) => m.line)).toEqual([line]);
    }
  });

  it("C#: the nodes' text is the file's own (a verbatim string keeps its lone \\r)", () => {
    const code = `class Main {\n  object c = new OssBackendConfig { Bucket = "b", Encrypt = true, Acl = @"a\rb" };\n}\n`;
    const linter = new Linter({ configType: "flat" });
    const config = { files: ["**/*.cs"], plugins: { "backend-config": plugin }, language: "backend-config/csharp" };
    expect(linter.verify(code, [config], "Main.cs")).toEqual([]);
    const sourceCode = linter.getSourceCode() as unknown as TreeSitterSourceCode;
    expect(sourceCode.ast.descendantsOfType("verbatim_string_literal").map((node) => node?.text)).toEqual(['@"a\rb"']);
  });
});
