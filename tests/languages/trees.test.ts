// Java and C# trees live in web-tree-sitter's WebAssembly memory (2 GB at most), which the JavaScript heap does
// not count: web-tree-sitter frees a tree only when the garbage collector finalizes its wrapper, and a run with a
// small JavaScript heap collects rarely. Before the language freed old trees itself, 17,000 C# files linted in
// one process (rules off) filled that memory and aborted the run. Here: the trees of the files parsed last stay
// readable, older ones are freed, whatever the mix of languages.
import { Linter } from "eslint";
import type { Tree } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { KEEP_TREES } from "../../src/languages/language.js";
import type { TreeSitterSourceCode } from "../../src/languages/source-code.js";

const config = (language: "java" | "csharp"): Linter.Config[] => [
  {
    files: [language === "java" ? "**/*.java" : "**/*.cs"],
    plugins: { "backend-config": plugin },
    language: `backend-config/${language}`,
    rules: { "backend-config/require-bucket": "error" },
  },
];

/** Whether web-tree-sitter has freed a tree: `delete()` sets its address to 0. */
const freed = (tree: Tree) => (tree as unknown as { 0: number })[0] === 0;

describe("the trees of Java and C# files", () => {
  it(`keep the last ${KEEP_TREES.min} trees or more, free the older ones beyond ${KEEP_TREES.max}`, () => {
    const linter = new Linter();
    const seen: { source: TreeSitterSourceCode; text: string }[] = [];
    const count = KEEP_TREES.max + 10;
    for (let i = 0; i < count; i++) {
      const language = i % 2 === 0 ? "java" : "csharp";
      const text =
        language === "java"
          ? `class C${i} { Object m() { return OssBackendConfig.builder().bucket("").build(); } }\n`
          : `class C${i} { object M() => new OssBackendConfig { Bucket = "" }; }\n`;
      const messages = linter.verify(text, config(language), language === "java" ? "Main.java" : "Main.cs");
      expect(messages.map((m) => m.ruleId)).toEqual(["backend-config/require-bucket"]);
      seen.push({ source: linter.getSourceCode() as unknown as TreeSitterSourceCode, text });
    }
    const trees = seen.map(({ source }) => source.tree);
    expect(trees.filter(freed)).toHaveLength(count - KEEP_TREES.max);
    expect(trees.slice(0, count - KEEP_TREES.max).every(freed)).toBe(true);
    for (const { source, text } of seen.slice(-KEEP_TREES.max)) expect(source.ast.text).toBe(text);
  });

  it(`a file of more than ${KEEP_TREES.text / (1 << 20)} MB of text frees the older trees down to ${KEEP_TREES.min}`, () => {
    const linter = new Linter();
    const sources: TreeSitterSourceCode[] = [];
    const small = `class C { Object m() { return OssBackendConfig.builder().bucket("b").build(); } }\n`;
    for (let i = 0; i < KEEP_TREES.max; i++) {
      linter.verify(small, config("java"), "Main.java");
      sources.push(linter.getSourceCode() as unknown as TreeSitterSourceCode);
    }
    const big = `class Big {\n${"  int x = 1;\n".repeat(Math.ceil(KEEP_TREES.text / 13) + 1)}}\n`;
    expect(linter.verify(big, config("java"), "Big.java")).toEqual([]);
    sources.push(linter.getSourceCode() as unknown as TreeSitterSourceCode);
    const alive = sources.filter((s) => !freed(s.tree));
    expect(alive).toHaveLength(KEEP_TREES.min);
    expect(alive.at(-1)!.ast.endIndex).toBe(big.length);
  });
});
