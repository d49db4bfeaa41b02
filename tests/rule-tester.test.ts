import { describe, expect, it } from "vitest";
import { inCSharp, inJava, unmark } from "./rule-tester.js";

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
