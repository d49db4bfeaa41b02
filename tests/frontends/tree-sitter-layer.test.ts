// The layer every tree-sitter front end shares: lines and indentation, the edit merger, cached ancestors and
// the word index.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Ancestors } from "../../src/frontends/tree-sitter/ancestors.js";
import { indentOf, lineStart, restOfLine, wholeLines } from "../../src/frontends/tree-sitter/lines.js";
import { mergeEdits, type TextEdit } from "../../src/frontends/text-edit.js";
import { identifiersNamed, isAscii, WordIndex, type WordSyntax } from "../../src/frontends/tree-sitter/words.js";
import { JAVA_WORDS } from "../../src/frontends/java/context.js";
import { CSHARP_WORDS } from "../../src/frontends/csharp/context.js";
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
    const words = new WordIndex(text, JAVA_WORDS);
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
    const words = new WordIndex(text, JAVA_WORDS);
    expect([...words.within("b", 30, 55)]).toEqual([[48, 49]]);
    expect([...words.starts("region")]).toEqual([51]);
  });

  it("keep each word's occurrences apart, in text order, with the key a match stands for", () => {
    // Interleaved words, one met only once, and `@x` standing for `x` (as in C#).
    const words = new WordIndex("a bb a @a bb c a", CSHARP_WORDS);
    expect([...words.within("a", 1, 15)]).toEqual([
      [5, 6],
      [7, 9],
    ]);
    expect([...words.within("bb", 3, 100)]).toEqual([[10, 12]]);
    expect([...words.within("c", 0, 13)]).toEqual([]);
  });

  it("find a keyword or a name alone, where no word character stands before or after it", () => {
    const text = "a bb a @a bb c a ab ba a$ é a.a";
    const words = new WordIndex(text, JAVA_WORDS);
    expect(words.starts("a")).toEqual([0, 5, 8, 15, 28, 30]);
    expect(words.starts("bb")).toEqual([2, 10]);
    expect(words.starts("d")).toEqual([]);
    // A name with `$` (Java) is searched as written, not as a pattern.
    expect(words.starts("a$")).toEqual([23]);
    expect(new WordIndex("x+y x", JAVA_WORDS).starts("x+y")).toEqual([0]);
  });

  it("find a word alone as `(?<!C)word(?!C)` with the `u` flag does, surrogate pairs and lone surrogates included", () => {
    const wordChar = String.raw`[\p{L}\p{N}\p{Pc}\p{Sc}\p{Mn}\p{Mc}]`;
    const byPattern = (text: string, word: string) => {
      const escaped = word.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
      return Array.from(text.matchAll(new RegExp(`(?<!${wordChar})${escaped}(?!${wordChar})`, "gu")), (m) => m.index);
    };
    // 𝒜 (U+1D49C) is a letter outside the BMP: a pair of code units; \uDC00 and \uD800 alone are no word characters.
    const text = "𝒜a a𝒜 a \uDC00a a\uD800 \uD835a a\uD835\uDC9C aa a.a";
    const words = new WordIndex(text, JAVA_WORDS);
    expect(words.starts("a")).toEqual(byPattern(text, "a"));
    expect(words.starts("a")).toEqual([8, 11, 13, 17, 26, 28]);
    // Random texts over a small alphabet with letters, digits, `$`, spaces, dots and surrogates, paired or not.
    const alphabet = ["a", "b", "1", "$", " ", ".", "_", "𝒜", "\uD835", "\uDC9C", "é", "\u0301"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }).map((parts) => parts.join("")),
        fc.constantFrom("a", "ab", "a$", "$", "b1", "𝒜", "é"),
        (text, word) => {
          const index = new WordIndex(text, JAVA_WORDS);
          expect(index.starts(word)).toEqual(byPattern(text, word));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("tell an ASCII text from one with any code unit beyond ASCII, lone surrogates included", () => {
    expect(["", "abc", "\x00\x7f", "a\r\n"].map(isAscii)).toEqual([true, true, true, true]);
    expect(["\x80", "é", "𝒜", "\uD835", "\uDC9C", "a\uFFFF"].map(isAscii)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  describe.each([
    ["Java", JAVA_WORDS],
    ["C#", CSHARP_WORDS],
  ] as [string, WordSyntax][])("%s's words", (_, syntax) => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    const matches = (text: string, pattern: RegExp) => Array.from(text.matchAll(pattern), (m) => [m.index, m[0]]);

    it("hold the same ASCII characters in the ASCII class as in the Unicode class", () => {
      const unicode = new RegExp(syntax.wordChar, "u");
      const own = new RegExp(syntax.asciiWordChar);
      expect(ascii.filter((c) => own.test(c))).toEqual(ascii.filter((c) => unicode.test(c)));
    });

    it("split an ASCII text into the same words with either pattern", () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...ascii), { maxLength: 60 }).map((parts) => parts.join("")),
          (text) => {
            expect(matches(text, syntax.asciiPattern)).toEqual(matches(text, syntax.pattern));
          },
        ),
        { numRuns: 2000 },
      );
    });

    it("find a word's occurrences in a range alike by a search of the word alone and by the index", () => {
      // C#: no digit before a letter (`1d`: the index has `d`, a search alone does not; no identifier there parses).
      const alphabet = ["a", "b", "_", "$", "@", " ", ".", "é", "𝒜", ...(syntax === JAVA_WORDS ? ["1"] : [])];
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }).map((parts) => parts.join("")),
          fc.constantFrom("a", "ab", "b_", "a$", "é", "𝒜a"),
          fc.nat(45),
          fc.nat(45),
          (text, word, from, length) => {
            const alone = [...new WordIndex(text, syntax).within(word, from, from + length)];
            const indexed = [...new WordIndex(text, syntax, 0).within(word, from, from + length)];
            expect(alone).toEqual(indexed);
          },
        ),
        { numRuns: 3000 },
      );
    });

    it("index a text with a character beyond ASCII by the Unicode pattern", () => {
      const words = new WordIndex("é1 a é1 b_é1", syntax, 0);
      // C#: a word starts with a letter or `_` (`é1` is one); Java: any identifier character.
      expect([...words.within("é1", 0, 12)]).toEqual([
        [0, 2],
        [5, 7],
      ]);
      expect([...words.within("b_é1", 0, 12)]).toEqual([[8, 12]]);
    });
  });
});
