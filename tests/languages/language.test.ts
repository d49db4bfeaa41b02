// The Java and C# languages through ESLint itself (Linter and RuleTester from "eslint", with `language`):
// parse errors, comments, inline directives and configs, locations, traversal. The rules of the plugin
// run on them in rules.test.ts.
import type { RuleDefinition } from "@eslint/core";
import { Linter, RuleTester } from "eslint";
import * as vitest from "vitest";
import { describe, expect, it } from "vitest";
import plugin, { type SyntaxNode, type TreeSitterLanguageSourceCode } from "../../src/index.js";
import { grammars } from "../../src/languages/grammars.js";
import { TreeSitterSourceCode } from "../../src/languages/source-code.js";

RuleTester.describe = vitest.describe;
RuleTester.it = vitest.it;
RuleTester.itOnly = vitest.it.only;

type LanguageName = "java" | "csharp";

// The test rules are ESLint rules of any language (ESLint 9's types take no rule typed for one language's
// SourceCode), which run on the plugin's languages only: their SourceCode is the languages' own.

/** A test rule: reports every `MARK` of the text (found on leaving the root node, as the plugin's rules report). */
const mark: RuleDefinition = {
  meta: { type: "problem", messages: { mark: "Mark." } },
  create(context) {
    const sourceCode = context.sourceCode as TreeSitterLanguageSourceCode;
    return {
      [`${sourceCode.ast.type}:exit`]() {
        for (const match of sourceCode.text.matchAll(/MARK/g)) {
          const start = sourceCode.getLocFromIndex(match.index);
          const end = sourceCode.getLocFromIndex(match.index + match[0].length);
          context.report({ messageId: "mark", loc: { start, end } });
        }
      },
    };
  },
};

/** A test rule that records entering and leaving the nodes a selector (its option) matches, in the order ESLint calls it. */
const events: string[] = [];
const nodes: RuleDefinition = {
  meta: { type: "problem", schema: [{ type: "string" }] },
  create(context) {
    const selector = context.options[0] as string;
    const sourceCode = context.sourceCode as TreeSitterLanguageSourceCode;
    const at = (node: SyntaxNode) => {
      const { line, column } = sourceCode.getLoc(node).start;
      return `${node.type} ${line}:${column}`;
    };
    return {
      [selector]: (node: SyntaxNode) => void events.push(`enter ${at(node)}`),
      [`${selector}:exit`]: (node: SyntaxNode) => void events.push(`exit ${at(node)}`),
    };
  },
};

const testPlugin = { rules: { mark, nodes } };

function config(language: LanguageName, extra: Linter.Config = {}): Linter.Config[] {
  return [
    {
      files: ["**/*.java", "**/*.cs"],
      plugins: { "backend-config": plugin, test: testPlugin },
      language: `backend-config/${language}`,
      ...extra,
    },
  ];
}

const filename: Record<LanguageName, string> = { java: "Main.java", csharp: "Main.cs" };

function lint(language: LanguageName, code: string, extra: Linter.Config = {}, options: Linter.LintOptions = {}) {
  const linter = new Linter();
  const messages = linter.verify(code, config(language, { rules: { "test/mark": "error" }, ...extra }), {
    filename: filename[language],
    ...options,
  });
  return { messages, sourceCode: linter.getSourceCode() as unknown as TreeSitterSourceCode | null };
}

describe("plugin.languages", () => {
  it.each(["java", "csharp"] as const)("%s is a text language with ESLint's JavaScript positions", (name) => {
    const language = plugin.languages[name];
    expect(language).toMatchObject({ fileType: "text", lineStart: 1, columnStart: 0, nodeTypeKey: "type" });
    expect(language.defaultLanguageOptions).toEqual({ traversal: "root" });
    // Every named node type looks into its named children (for selectors such as `:has`).
    expect(language.visitorKeys[name === "java" ? "method_invocation" : "object_creation_expression"]).toEqual([
      "namedChildren",
    ]);
  });

  it.each(["java", "csharp"] as const)(
    "%s has visitor keys for exactly the named node types a tree can hold, as the grammar names them",
    (name) => {
      const grammar = grammars[name];
      // Every named type of the grammar that is visible (a node's type may be it): supertypes and auxiliary rules
      // are named or not but never a node's type.
      const expected: string[] = [];
      for (let id = 0; id < grammar.nodeTypeCount; id++) {
        const type = grammar.nodeTypeForId(id);
        if (type && grammar.nodeTypeIsNamed(id) && grammar.nodeTypeIsVisible(id)) expected.push(type);
      }
      const keys = plugin.languages[name].visitorKeys;
      expect(Object.keys(keys).sort()).toEqual([...new Set(expected)].sort());
      expect(new Set(Object.values(keys).map((k) => k.join()))).toEqual(new Set(["namedChildren"]));
      expect(expected.length).toBeGreaterThan(100);
    },
  );

  it("rejects an unknown traversal, naming the option, and ignores keys of other languages", () => {
    expect(() => lint("java", "class A {}", { languageOptions: { traversal: "all" } })).toThrow(
      'Key "languageOptions": Expected "traversal" to be one of "root", "named", got "all".',
    );
    // A languageOptions block shared with JavaScript configs does not break the Java files.
    expect(
      lint("java", "class A {}", { languageOptions: { ecmaVersion: 2022, globals: { x: "readonly" } } }).messages,
    ).toEqual([]);
  });
});

describe("parse errors", () => {
  // ESLint 9 gives a parse error `nodeType: null` too; ESLint 10 leaves the key out.
  const eslint9 = Number(Linter.version.split(".")[0]) < 10 ? { nodeType: null } : {};
  const fatal = (message: string, line: number, column: number) => ({
    ruleId: null,
    fatal: true,
    severity: 2,
    message: `Parsing error: ${message}`,
    line,
    column,
    ...eslint9,
  });

  it("reports a missing token where tree-sitter inserted it (columns 1-based, as ESLint's messages count)", () => {
    expect(lint("csharp", "class A {\n  void M() { int x = 1 }\n}").messages).toEqual([fatal('Missing ";".', 2, 23)]);
    expect(lint("java", "class A {\n  void m() { int x = 1 }\n}").messages).toEqual([fatal('Missing ";".', 2, 23)]);
  });

  it("reports unexpected text", () => {
    expect(lint("java", "class A { void m() { foo(; } }").messages).toEqual([fatal('Unexpected "(".', 1, 25)]);
    expect(lint("csharp", "class A { }}").messages).toEqual([fatal('Unexpected "}".', 1, 12)]);
  });

  it("reports the first error of the file only, as a JavaScript parser does", () => {
    expect(lint("java", "class A {\n  int x = 1\n  int y = 2\n}").messages).toEqual([fatal('Missing ";".', 2, 12)]);
    expect(lint("csharp", "class A {\n  int x = 1\n  int y = 2\n}").messages).toEqual([fatal('Missing ";".', 2, 12)]);
  });

  it("gives one message for a file of 20,000 broken lines, and finds an error under 5,000 nested blocks", () => {
    const broken = `class A {\n${"  int x = 1\n".repeat(20_000)}}\n`;
    expect(lint("java", broken).messages).toEqual([fatal('Missing ";".', 2, 12)]);
    expect(lint("csharp", broken).messages).toEqual([fatal('Missing ";".', 2, 12)]);
    const depth = 5_000;
    const nested = `class A { void m() ${"{ ".repeat(depth)}int x = 1 ${"} ".repeat(depth)}}\n`;
    const column = "class A { void m() ".length + 2 * depth + "int x = 1".length + 1;
    expect(lint("java", nested).messages).toEqual([fatal('Missing ";".', 1, column)]);
  });

  it("names unexpected text by its first token: punctuation and keywords quoted, other tokens by their kind only", () => {
    expect(lint("csharp", "class A { void M() { var x = ) \r\n ); } }").messages).toEqual([
      fatal('Unexpected "=".', 1, 28),
    ]);
    expect(lint("java", "class Main { int x = }").messages).toEqual([fatal('Unexpected "int".', 1, 14)]);
    // A string, a name or a number may be a secret: a parse error lands in CI logs and SARIF files.
    const java = (args: string) => `class A { void m() { b.secretKey(${args}); } }`;
    expect(lint("java", java('"Zs3cr3t" "x"')).messages).toEqual([fatal("Unexpected string.", 1, 34)]);
    expect(lint("java", java("'Z' 'x'")).messages).toEqual([fatal("Unexpected character.", 1, 38)]);
    expect(lint("java", java("Zs3cr3t x")).messages).toEqual([fatal("Unexpected identifier.", 1, 34)]);
    expect(lint("java", java("12345 6")).messages).toEqual([fatal("Unexpected number.", 1, 40)]);
    const csharp = (value: string) => `class A { void M() { var c = new X { SecretKey = ${value} }; } }`;
    expect(lint("csharp", csharp('"Zs3cr3t" "x"')).messages).toEqual([fatal("Unexpected string.", 1, 50)]);
    expect(lint("csharp", csharp('@"Zs3cr3t" "x"')).messages).toEqual([fatal("Unexpected string.", 1, 50)]);
    expect(lint("csharp", csharp('"""Zs3cr3t""" "x"')).messages).toEqual([fatal("Unexpected string.", 1, 50)]);
    expect(lint("csharp", csharp("Zs3cr3t x")).messages).toEqual([fatal('Unexpected "=".', 1, 48)]);
    expect(lint("csharp", csharp("12345 6")).messages).toEqual([fatal("Unexpected number.", 1, 56)]);
    expect(lint("csharp", csharp('$"Zs3cr3t{x}" "x"')).messages).toEqual([fatal("Unexpected string.", 1, 50)]);
  });

  it("counts columns in UTF-16 code units, as ESLint does", () => {
    expect(lint("java", 'class A { String s = "😀é"; int x = 1 }').messages).toEqual([fatal('Missing ";".', 1, 38)]);
  });

  it("reports a string that does not close on its line at its opening quote, not on the class or namespace line", () => {
    // tree-sitter-java reads the string to the end of the file, and the class becomes one ERROR.
    const java = `public class Stack {\n  void define(Construct scope) {\n    OssBackend.Builder.create(scope)\n        .bucket("state-bucket")\n        .prefix("env/pr\n        .build();\n  }\n}\n`;
    expect(lint("java", java).messages).toEqual([fatal("Unterminated string literal.", 5, 17)]);
    // Paired with the next line's quote, it parses on, to an error lines further down.
    const paired = `class A {\n  Object m() {\n    return X.builder()\n      .prefix("env\n      .bucket("b")\n      .build();\n  }\n}\n`;
    expect(lint("java", paired).messages).toEqual([fatal("Unterminated string literal.", 4, 15)]);
    const csharp = `namespace App\n{\n    public class Stack\n    {\n        void Define()\n        {\n            var c = new OssBackendConfig { Bucket = "b", Prefix = "env/pr };\n        }\n    }\n}\n`;
    expect(lint("csharp", csharp).messages).toEqual([fatal("Unterminated string literal.", 7, 67)]);
  });

  it("reports the first open string of a file whose broken lines make thousands of tokens", () => {
    // More tokens in one ERROR than the search reads of an ERROR's children.
    const lines = (line: string) => `class Main {\n${line.repeat(2_000)}}\n`;
    expect(lint("java", lines('  m( { [ "a\n')).messages).toEqual([fatal("Unterminated string literal.", 2, 10)]);
    expect(lint("csharp", lines('  " x " y "\n')).messages).toEqual([fatal("Unterminated string literal.", 2, 11)]);
  });

  it("reads comments, characters and strings of every kind as the language does when it looks for an open string", () => {
    // Quotes in comments, characters, text blocks, escapes; C#'s verbatim, interpolated and raw strings and
    // preprocessor lines: none is an open string, and the file's error is its missing `;`.
    const java = `class A {\n  // a "quote\n  /* and "another */\n  char c = '"';\n  char d = '\\'';\n  String t = """\n    text "block\n    """;\n  String s = "esc\\"aped";\n  int x = 1\n}\n`;
    expect(lint("java", java).messages).toEqual([fatal('Missing ";".', 10, 12)]);
    const csharp = `class A {\n  // a "quote\n  /* and "another */\n  char c = '"';\n  string v = @"verbatim ""quote\nover lines";\n  string i = $"{x}-{"in"}" + $@"{y}\n";\n  string r = """\n    raw "one\n    """;\n#region a "region\n#endregion\n  int x = 1\n}\n`;
    expect(lint("csharp", csharp).messages).toEqual([fatal('Missing ";".', 14, 12)]);
  });

  it("reports the innermost error of a construct tree-sitter could not finish, not the construct's first line", () => {
    // The namespace, its class and the method are one ERROR that starts at `namespace`; the error is the `}` that
    // ends the call's arguments.
    const csharp = `namespace A {\n  class B {\n    void M() {\n      new CosBackend(this, cos\n    }\n  }\n}\n`;
    expect(lint("csharp", csharp).messages).toEqual([fatal('Unexpected "}".', 5, 5)]);
    const java = `class A {\n  Object m() {\n    return X.builder()\n      .\n  }\n}\n`;
    expect(lint("java", java).messages).toEqual([fatal('Unexpected "}".', 5, 3)]);
  });

  it("reports a brace left open as missing at the end of the text, and a missing name where it is missing", () => {
    expect(lint("java", "class A {\n  void m() {\n    if (x) {\n      y();\n  }\n}\n").messages).toEqual([
      fatal('Missing "}".', 6, 2),
    ]);
    // tree-sitter-c-sharp's `identifier` holds the MISSING token, which is hidden.
    expect(lint("csharp", "namespace\n{\n  class A {}\n}\n").messages).toEqual([fatal("Missing identifier.", 1, 10)]);
  });

  it("parses empty files and files of comments only", () => {
    for (const language of ["java", "csharp"] as const) {
      expect(lint(language, "").messages).toEqual([]);
      expect(lint(language, "// MARK\n").messages).toHaveLength(1);
    }
  });
});

describe("comments", () => {
  it("gives Java's line and block comments in source order, as ESTree comments", () => {
    const code = 'class A { // one\n  /* two */ String s = "// not a comment";\n  /** three\n   */ }\n';
    const { sourceCode } = lint("java", code);
    expect(sourceCode).toBeInstanceOf(TreeSitterSourceCode);
    const at = (text: string) => [code.indexOf(text), code.indexOf(text) + text.length];
    expect(sourceCode!.comments).toEqual([
      {
        type: "Line",
        value: " one",
        range: at("// one"),
        loc: { start: { line: 1, column: 10 }, end: { line: 1, column: 16 } },
      },
      {
        type: "Block",
        value: " two ",
        range: at("/* two */"),
        loc: { start: { line: 2, column: 2 }, end: { line: 2, column: 11 } },
      },
      {
        type: "Block",
        value: "* three\n   ",
        range: at("/** three\n   */"),
        loc: { start: { line: 3, column: 2 }, end: { line: 4, column: 5 } },
      },
    ]);
    expect(sourceCode!.getAllComments()).toBe(sourceCode!.comments);
  });

  it("gives C#'s comments (one node type for // and /* */)", () => {
    const code = "/// doc\nclass A { /* b */ } // c";
    const { sourceCode } = lint("csharp", code);
    expect(sourceCode!.comments.map(({ type, value }) => ({ type, value }))).toEqual([
      { type: "Line", value: "/ doc" },
      { type: "Block", value: " b " },
      { type: "Line", value: " c" },
    ]);
  });
});

describe("locations", () => {
  it("has the root node stand for the whole text (tree-sitter's root starts at the first token)", () => {
    const code = "\n\n  class A {}\n\n";
    const { sourceCode } = lint("csharp", code);
    expect(sourceCode!.ast.startIndex).toBe(4);
    expect(sourceCode!.getRange(sourceCode!.ast)).toEqual([0, code.length]);
    expect(sourceCode!.getLoc(sourceCode!.ast)).toEqual({ start: { line: 1, column: 0 }, end: { line: 5, column: 0 } });
    expect(sourceCode!.getLocFromIndex(4)).toEqual({ line: 3, column: 2 });
    expect(sourceCode!.getIndexFromLoc({ line: 3, column: 2 })).toBe(4);
  });

  it("gives nodes ESLint's positions (lines 1-based, columns 0-based) and parents", () => {
    const code = "class A {\r\n  int x = 1;\r\n}";
    const { sourceCode } = lint("java", code);
    const field = sourceCode!.ast.descendantsOfType("field_declaration")[0]!;
    expect(sourceCode!.getLoc(field)).toEqual({ start: { line: 2, column: 2 }, end: { line: 2, column: 12 } });
    expect(sourceCode!.getRange(field)).toEqual([code.indexOf("int"), code.indexOf(";") + 1]);
    expect(sourceCode!.getText(field)).toBe("int x = 1;");
    expect(sourceCode!.lines).toEqual(["class A {", "  int x = 1;", "}"]);
    expect(sourceCode!.getAncestors(field).map((n) => (n as { type: string }).type)).toEqual([
      "program",
      "class_declaration",
      "class_body",
    ]);
  });
});

describe.each(["java", "csharp"] as const)("inline directives in %s", (language) => {
  const ruleId = "test/mark";
  const marks = (code: string, extra: Linter.Config = {}, options: Linter.LintOptions = {}) =>
    lint(language, code, extra, options).messages.map((m) =>
      m.message === "Mark." ? `${m.line}:${m.column}` : `${m.line}:${m.column} ${m.message}`,
    );
  const body = (lines: string[]) => `class A {\n${lines.join("\n")}\n}\n`;

  it("reports without directives (the control case)", () => {
    expect(marks(body(["  // MARK", "  /* MARK */"]))).toEqual(["2:6", "3:6"]);
  });

  it("honours eslint-disable-next-line in // and /* */ comments", () => {
    expect(
      marks(
        body([
          `  // eslint-disable-next-line ${ruleId}`,
          "  // MARK",
          `  /* eslint-disable-next-line ${ruleId} -- why */`,
          "  // MARK",
          "  // MARK",
        ]),
      ),
    ).toEqual(["6:6"]);
  });

  it("honours eslint-disable-line", () => {
    expect(
      marks(
        body([`  // MARK eslint-disable-line ${ruleId}`, `  /* MARK */ // eslint-disable-line ${ruleId}`, "  // MARK"]),
      ),
    ).toEqual(["2:6", "4:6"]);
  });

  it("honours eslint-disable and eslint-enable blocks, for a rule and for all", () => {
    expect(
      marks(
        body([
          `  /* eslint-disable ${ruleId} */`,
          "  // MARK",
          `  /* eslint-enable ${ruleId} */`,
          "  // MARK",
          "  /* eslint-disable */",
          "  // MARK",
        ]),
      ),
    ).toEqual(["5:6"]);
  });

  it("reads a doc comment (/** */) as no directive, as ESLint's JavaScript does", () => {
    // Editors' "disable for this file" wrote `/** eslint-disable <rule> */` in languages they do not know
    // (vscode-eslint before 3.0.20, the ESLint server of vscode-langservers-extracted): docs/editors.md.
    const directives = [`  /** eslint-disable ${ruleId} */`, `  /** eslint-disable-next-line ${ruleId} */`];
    expect(marks(body([...directives, "  // MARK"]))).toEqual(["4:6"]);
    const javascript = new Linter().verify(
      `${directives.join("\n")}\n// MARK\n`,
      [{ files: ["**/*.js"], plugins: { test: testPlugin }, rules: { [ruleId]: "error" } }],
      { filename: "main.js" },
    );
    expect(javascript.map((m) => `${m.line}:${m.column}`)).toEqual(["3:4"]);
  });

  it("reads directives in comments only, not in strings", () => {
    const string =
      language === "java"
        ? `  String s = "// eslint-disable-next-line ${ruleId}";`
        : `  string s = "// eslint-disable-next-line ${ruleId}";`;
    expect(marks(body([string, "  // MARK"]))).toEqual(["3:6"]);
  });

  it("reports an eslint-disable-line comment that spans lines", () => {
    expect(marks(body([`  /* eslint-disable-line ${ruleId}`, "  */ // MARK"]))).toEqual([
      "2:3 eslint-disable-line comment should not span multiple lines.",
      "3:9",
    ]);
  });

  it("reports unused directives with a fix that removes them", () => {
    const code = body([`  // eslint-disable-next-line ${ruleId}`, "  int x;"]);
    const { messages } = lint(language, code, { linterOptions: { reportUnusedDisableDirectives: "error" } });
    expect(messages).toMatchObject([
      {
        ruleId: null,
        line: 2,
        column: 3,
        message: `Unused eslint-disable directive (no problems were reported from '${ruleId}').`,
        fix: { text: " " },
      },
    ]);
    const linter = new Linter();
    const fixed = linter.verifyAndFix(
      code,
      config(language, { rules: { [ruleId]: "error" }, linterOptions: { reportUnusedDisableDirectives: "error" } }),
      filename[language],
    );
    // As ESLint removes an unused directive comment in JavaScript: the comment becomes one space.
    expect(fixed.output).toBe(body(["   ", "  int x;"]));
  });

  it('applies rule settings of /* eslint rule: "off" */ comments, and reports bad ones', () => {
    expect(marks(body([`  /* eslint ${ruleId}: "off" */`, "  // MARK"]))).toEqual([]);
    expect(marks(body([`  /* eslint ${ruleId}: ["warn"] */`, "  // MARK"]))).toEqual(["3:6"]);
    expect(marks(body([`  /* eslint ${ruleId}: "bogus" */`, "  // MARK"]))).toEqual([
      `2:3 Inline configuration for rule "${ruleId}" is invalid:\n\tExpected severity of "off", 0, "warn", 1, "error", or 2. You passed "bogus".\n`,
      "3:6",
    ]);
  });

  it("leaves inline config off when the config says noInlineConfig", () => {
    expect(
      marks(body([`  // eslint-disable-next-line ${ruleId}`, "  // MARK"]), {
        linterOptions: { noInlineConfig: true },
      }),
    ).toEqual([
      `2:3 '// eslint-disable-next-line ${ruleId}' has no effect because you have 'noInlineConfig' setting in your config.`,
      "3:6",
    ]);
  });
});

describe("traverse()", () => {
  const visited = (language: LanguageName, code: string, selector: string, traversal?: "root" | "named") => {
    events.length = 0;
    const config_ = config(language, {
      rules: { "test/nodes": ["error", selector] },
      ...(traversal && { languageOptions: { traversal } }),
    });
    expect(new Linter().verify(code, config_, filename[language])).toEqual([]);
    return [...events];
  };

  it("visits the root node only by default: all the plugin's rules need", () => {
    const source = "class A { void m() { foo(bar()); } }";
    expect(visited("java", source, "program")).toEqual(["enter program 1:0", "exit program 1:0"]);
    expect(visited("java", source, "method_invocation")).toEqual([]);
    expect(visited("csharp", "class A {}", "compilation_unit")).toEqual([
      "enter compilation_unit 1:0",
      "exit compilation_unit 1:0",
    ]);
  });

  it('visits every named node in document order with traversal: "named", entering before and leaving after the children', () => {
    const source = "class A { void m() { foo(bar()); } }";
    expect(visited("java", source, "method_invocation", "named")).toEqual([
      "enter method_invocation 1:21",
      "enter method_invocation 1:25",
      "exit method_invocation 1:25",
      "exit method_invocation 1:21",
    ]);
    // Anonymous nodes (punctuation, keywords) are not visited.
    expect(visited("java", source, '[type="("]', "named")).toEqual([]);
  });

  it("matches ESLint's selectors: descendants, children, attributes and :has over the named children", () => {
    const source = "class A { void m() { foo(bar()); } int x = 1; }";
    const enters = (selector: string) =>
      visited("java", source, selector, "named").filter((m) => m.startsWith("enter"));
    expect(enters("method_declaration method_invocation")).toEqual([
      "enter method_invocation 1:21",
      "enter method_invocation 1:25",
    ]);
    expect(enters("expression_statement > method_invocation")).toEqual(["enter method_invocation 1:21"]);
    expect(enters("field_declaration:has(decimal_integer_literal)")).toEqual(["enter field_declaration 1:35"]);
    expect(enters("class_body > *")).toEqual(["enter method_declaration 1:10", "enter field_declaration 1:35"]);
  });

  it.each([
    ["java", 'class A { Object c = OssBackendConfig.builder().key("k").build(); }', "program"],
    ["csharp", 'class A { object c = new OssBackendConfig { Key = "k" }; }', "compilation_unit"],
  ] as const)(
    "%s: the plugin's rules listen to leaving the root, once per file in either traversal",
    (language, code, root) => {
      // A rule that hands ESLint what require-bucket listens to, and keeps its keys.
      const keys: string[][] = [];
      const requireBucket = plugin.rules["require-bucket"];
      const spy: typeof requireBucket = {
        ...requireBucket,
        create(context) {
          const visitor = requireBucket.create(context);
          keys.push(Object.keys(visitor));
          return visitor;
        },
      };
      const lintWith = (traversal: "root" | "named") =>
        new Linter()
          .verify(
            code,
            [
              {
                files: ["**/*.java", "**/*.cs"],
                plugins: { "backend-config": plugin, spy: { rules: { requireBucket: spy } } },
                language: `backend-config/${language}`,
                languageOptions: { traversal },
                rules: { "spy/requireBucket": "error" },
              },
            ],
            filename[language],
          )
          .map((m) => `${m.line}:${m.column} ${m.ruleId}`);
      // With the root alone visited, any node's exit is the root's: a key ESLint reads without its selector parser.
      const rootOnly = lintWith("root");
      expect(keys).toEqual([["*:exit"]]);
      // With every named node visited, the root's own type.
      expect(lintWith("named")).toEqual(rootOnly);
      expect(keys).toEqual([["*:exit"], [`${root}:exit`]]);
      expect(rootOnly).toHaveLength(1);
    },
  );

  it("gives the same steps each time it is called (cached)", () => {
    const { sourceCode } = lint("java", "class A {}", { languageOptions: { traversal: "named" } });
    const first = [...sourceCode!.traverse()];
    expect([...sourceCode!.traverse()]).toEqual(first);
    expect(first.map((s) => `${s.phase} ${(s.target as { type: string }).type}`)).toEqual([
      "1 program",
      "1 class_declaration",
      "1 identifier",
      "2 identifier",
      "1 class_body",
      "2 class_body",
      "2 class_declaration",
      "2 program",
    ]);
  });
});

describe("RuleTester with language", () => {
  const tester = new RuleTester({
    plugins: { "backend-config": plugin, test: testPlugin },
    language: "backend-config/java",
  });
  tester.run("mark", mark, {
    valid: ["class A {}", "class A { // eslint-disable-next-line rule-to-test/mark\n// MARK\n}"],
    invalid: [
      {
        code: "class A { /* MARK */ }",
        errors: [{ messageId: "mark", line: 1, column: 14, endLine: 1, endColumn: 18 }],
      },
    ],
  });
  const csharp = new RuleTester({
    plugins: { "backend-config": plugin, test: testPlugin },
    language: "backend-config/csharp",
  });
  csharp.run("mark", mark, {
    valid: ["class A {}"],
    invalid: [{ code: "class A {}\n// MARK", errors: [{ messageId: "mark", line: 2, column: 4 }] }],
  });
});
