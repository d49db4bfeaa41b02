// The layer every tree-sitter front end shares: lines and indentation, the edit merger, cached ancestors and
// the word index.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Ancestors } from "../../src/frontends/tree-sitter/ancestors.js";
import { indentOf, lineStart, restOfLine, wholeLines } from "../../src/frontends/tree-sitter/lines.js";
import { mergeEdits, type TextEdit } from "../../src/frontends/tree-sitter/text-edit.js";
import { identifiersNamed, WordIndex } from "../../src/frontends/tree-sitter/words.js";
import { parserFor } from "../../src/languages/grammars.js";

describe("lines", () => {
  it("take \\r\\n, \\r and \\n as line breaks", () => {
    const text = "a\r\n  b\r  c\n\td";
    expect([lineStart(text, 5), lineStart(text, 9), lineStart(text, 12)]).toEqual([3, 7, 11]);
    expect([indentOf(text, 5), indentOf(text, 9), indentOf(text, 12), indentOf(text, 6)]).toEqual([
      "  ",
      "  ",
      "\t",
      undefined,
    ]);
    expect(restOfLine(text, 1)).toEqual({ text: "\r\n", lineBreak: "\r\n" });
    expect(restOfLine(text, 6)).toEqual({ text: "\r", lineBreak: "\r" });
    expect(restOfLine(text, 13)).toEqual({ text: "", lineBreak: "" });
    expect(restOfLine(text, 4)).toBeUndefined();
    expect(wholeLines(text, 5, 6)).toEqual([3, 7]);
    expect(wholeLines(text, 6, 6)).toBeUndefined();
  });
});

describe("mergeEdits", () => {
  const edits: TextEdit[] = [
    { range: [10, 12], text: "" },
    { range: [0, 4], text: "" },
    { range: [4, 6], text: "" },
    { range: [20, 30], text: "x" },
    { range: [22, 25], text: "" },
    { range: [40, 41], text: "y" },
    { range: [40, 41], text: "y" },
  ];

  it("drop-inner-removals: equal edits once, touching removals joined, a removal inside a replacement dropped", () => {
    expect(mergeEdits(edits, { overlaps: "drop-inner-removals" })).toEqual([
      { range: [0, 6], text: "" },
      { range: [10, 12], text: "" },
      { range: [20, 30], text: "x" },
      { range: [40, 41], text: "y" },
    ]);
  });

  it("join: overlapping edits become one, their texts one after the other; touching ones stay apart", () => {
    expect(mergeEdits(edits, { overlaps: "join" })).toEqual([
      { range: [0, 4], text: "" },
      { range: [4, 6], text: "" },
      { range: [10, 12], text: "" },
      { range: [20, 30], text: "x" },
      { range: [40, 41], text: "yy" },
    ]);
  });
});

describe("Ancestors and the word index", () => {
  const text = "class A { void m() { var b = X.builder().bucket(b).region(b).build(); } }";
  const root = parserFor("java").parse(text)!.rootNode;

  it("give the same ancestors as web-tree-sitter's parent, whatever the order of the questions", () => {
    const ancestors = new Ancestors(root);
    const words = new WordIndex(text, /[\p{L}\p{N}_$]+/gu, String.raw`[\p{L}\p{N}_$]`);
    const uses = [...identifiersNamed(ancestors, words, "b", 0, text.length)];
    expect(uses.map((u) => u.startIndex)).toEqual([25, 48, 58]);
    for (const use of [...uses].reverse()) {
      const ours = [...ancestors.of(use)].map((n) => n.id);
      const theirs: number[] = [];
      for (let n = use.parent; n; n = n.parent) theirs.push(n.id);
      expect(ours).toEqual(theirs);
    }
    const isCall = (n: { type: string }) => n.type === "method_invocation";
    expect(ancestors.nearest(uses[1]!, isCall)?.childForFieldName("name")?.text).toBe("bucket");
    expect(ancestors.nearest(uses[0]!, isCall)).toBeNull();
  });

  it("find a word's occurrences in a range only", () => {
    const words = new WordIndex(text, /[\p{L}\p{N}_$]+/gu, String.raw`[\p{L}\p{N}_$]`);
    expect([...words.within("b", 30, 55)]).toEqual([[48, 49]]);
    expect([...words.starts("region")]).toEqual([51]);
  });

  it("keep each word's occurrences apart, in text order, with the key a match stands for", () => {
    // Interleaved words, one met only once, and `@x` standing for `x` (as in C#).
    const words = new WordIndex("a bb a @a bb c a", /@?\w+/g, String.raw`\w`, (w) =>
      w.startsWith("@") ? w.slice(1) : w,
    );
    expect([...words.within("a", 1, 15)]).toEqual([
      [5, 6],
      [7, 9],
    ]);
    expect([...words.within("bb", 3, 100)]).toEqual([[10, 12]]);
    expect([...words.within("c", 0, 13)]).toEqual([]);
  });

  it("find a keyword or a name alone, where no word character stands before or after it", () => {
    const text = "a bb a @a bb c a ab ba a$ é a.a";
    const words = new WordIndex(text, /[\p{L}\p{N}_$]+/gu, String.raw`[\p{L}\p{N}_$]`);
    expect(words.starts("a")).toEqual([0, 5, 8, 15, 28, 30]);
    expect(words.starts("bb")).toEqual([2, 10]);
    expect(words.starts("d")).toEqual([]);
    // A name with `$` (Java) is searched as written, not as a pattern.
    expect(words.starts("a$")).toEqual([23]);
    expect(new WordIndex("x+y x", /\w+/g, String.raw`\w`).starts("x+y")).toEqual([0]);
  });

  it("find a word alone as `(?<!C)word(?!C)` with the `u` flag does, surrogate pairs and lone surrogates included", () => {
    const wordChar = String.raw`[\p{L}\p{N}\p{Pc}\p{Sc}\p{Mn}\p{Mc}]`;
    const byPattern = (text: string, word: string) => {
      const escaped = word.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
      return Array.from(text.matchAll(new RegExp(`(?<!${wordChar})${escaped}(?!${wordChar})`, "gu")), (m) => m.index);
    };
    // 𝒜 (U+1D49C) is a letter outside the BMP: a pair of code units; \uDC00 and \uD800 alone are no word characters.
    const text = "𝒜a a𝒜 a \uDC00a a\uD800 \uD835a a\uD835\uDC9C aa a.a";
    const words = new WordIndex(text, new RegExp(`${wordChar}+`, "gu"), wordChar);
    expect(words.starts("a")).toEqual(byPattern(text, "a"));
    expect(words.starts("a")).toEqual([8, 11, 13, 17, 26, 28]);
    // Random texts over a small alphabet with letters, digits, `$`, spaces, dots and surrogates, paired or not.
    const alphabet = ["a", "b", "1", "$", " ", ".", "_", "𝒜", "\uD835", "\uDC9C", "é", "\u0301"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }).map((parts) => parts.join("")),
        fc.constantFrom("a", "ab", "a$", "$", "b1", "𝒜", "é"),
        (text, word) => {
          const index = new WordIndex(text, new RegExp(`${wordChar}+`, "gu"), wordChar);
          expect(index.starts(word)).toEqual(byPattern(text, word));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
