import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { createConfigRule } from "../src/util/create-rule.js";
import { problemsOfText } from "./message-standard.js";
import { checkingTexts, dedent, inCSharp, inJava, unmark } from "./rule-tester.js";

describe("unmark", () => {
  it("strips the markers and gives each span's place, in the order of their opening markers", () => {
    expect(unmark(`a ⟦bc⟧ d\ne⟦f\ng⟧⟦⟧`)).toEqual({
      code: "a bc d\nef\ng",
      spans: [
        { line: 1, column: 3, endLine: 1, endColumn: 5 },
        { line: 2, column: 2, endLine: 3, endColumn: 2 },
        { line: 3, column: 2, endLine: 3, endColumn: 2 },
      ],
    });
  });

  it("nests spans, outer first", () => {
    expect(unmark("x ⟦⟦a⟧ b⟧").spans).toEqual([
      { line: 1, column: 3, endLine: 1, endColumn: 6 },
      { line: 1, column: 3, endLine: 1, endColumn: 4 },
    ]);
  });

  it("counts lines as ESLint does (CRLF, CR, LS, PS)", () => {
    expect(unmark("a\r\nb\rc\u2028⟦d⟧").spans).toEqual([{ line: 4, column: 1, endLine: 4, endColumn: 2 }]);
  });

  it("rejects unbalanced markers", () => {
    expect(() => unmark("⟦a")).toThrow(/without its ⟧/);
    expect(() => unmark("a⟧")).toThrow(/without its ⟦/);
  });
});

describe("inJava and inCSharp", () => {
  it("wrap statements in a method of a class", () => {
    expect(inJava("    run();")).toBe("class Main {\n  void run() {\n    run();\n  }\n}\n");
    expect(inCSharp("    Run();")).toBe("class Main {\n  void Run() {\n    Run();\n  }\n}\n");
  });
});

describe("dedent", () => {
  it("drops the first line break and the common indentation; a line of its own closing the template ends it with a line break", () => {
    expect(dedent`
      a {
        b;

      }`).toBe("a {\n  b;\n\n}");
    expect(dedent`
        a
      b
    `).toBe("  a\nb\n");
  });

  it("puts values in as they are, after measuring the lines", () => {
    const prefix = "  x\n";
    expect(dedent`
      ${prefix}a
        ${"  b"}`).toBe("  x\na\n    b");
  });

  it("keeps escapes as the text they stand for", () => {
    expect(dedent`
      a\r
      \tb\u2028`).toBe("a\r\n\tb\u2028");
  });

  it("rejects text on the line of the opening backtick", () => {
    expect(
      () => dedent`a
      b`,
    ).toThrow(/the line after the opening backtick/);
  });

  it("as inJava's and inCSharp's tag, indents the statements by four spaces", () => {
    expect(inJava`
      if (a) {

        run();
      }`).toBe("class Main {\n  void run() {\n    if (a) {\n\n      run();\n    }\n  }\n}\n");
    expect(inCSharp`
      Run(${"x"});
    `).toBe(inCSharp("    Run(x);\n"));
  });
});

describe("problemsOfText", () => {
  const code = 'new OssBackend(scope, { bucket: "<bucket>" });';

  it("finds nothing wrong with a short message that ends with a period", () => {
    expect(
      problemsOfText('"acl" is "PRIVATE"; allowed values are "private" or "public-read" (exact case).', code),
    ).toEqual([]);
    expect(problemsOfText(`${"x".repeat(199)}.`, code)).toEqual([]);
  });

  it("finds a message too long, without its period, with a placeholder word or a placeholder left unfilled", () => {
    expect(problemsOfText(`${"x".repeat(200)}.`, code)).toEqual(["201 characters, more than 200"]);
    expect(problemsOfText("Use private", code)).toEqual(["no period at the end"]);
    expect(problemsOfText("This file is written by <kit>.", code)).toEqual(["the placeholder word <kit>"]);
    expect(problemsOfText('Expected "https://<host>/storage/v1/b".', code)).toEqual(["the placeholder word <host>"]);
    expect(problemsOfText('"{{property}}" is missing.', code)).toEqual(["a placeholder left unfilled"]);
  });

  it("lets a message show back a value the code holds, angle brackets and all", () => {
    expect(problemsOfText('"bucket" is "<bucket>".', code)).toEqual([]);
  });
});

describe("checkingTexts", () => {
  const code = 'import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b" });\n';
  /** A rule that reports every configuration with `template`, and offers a suggestion with `suggestion`. */
  const ruleSaying = (template: string, suggestion = "Remove it.") =>
    createConfigRule<"said" | "fix">({
      name: "says",
      meta: {
        type: "problem",
        docs: { description: "Says." },
        hasSuggestions: true,
        messages: { said: template, fix: suggestion },
      },
      *check(config) {
        yield { messageId: "said", at: config, suggest: [{ messageId: "fix", edits: [] }] };
      },
    });
  const verify = (rule: ReturnType<typeof ruleSaying>) =>
    new Linter().verify(code, [
      { plugins: { t: { rules: { says: checkingTexts(rule) } } }, rules: { "t/says": "error" } },
    ]);

  it("passes a report whose texts keep the standard through to ESLint", () => {
    expect(verify(ruleSaying("The configuration says little.")).map((m) => m.message)).toEqual([
      "The configuration says little.",
    ]);
  });

  it("fails the lint of a report whose message or suggestion breaks it", () => {
    expect(() => verify(ruleSaying(`${"Too long. ".repeat(21)}`))).toThrow(/more than 200/);
    expect(() => verify(ruleSaying("This file is written by <kit>."))).toThrow(/the placeholder word <kit>/);
    expect(() => verify(ruleSaying("Fine.", "Use {{value}}."))).toThrow(/the suggestion "Use {{value}}." has/);
  });
});
