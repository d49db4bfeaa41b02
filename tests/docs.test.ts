// Keeps the docs honest: every ❌/✅ example of every docs/rules/<id>.md page is linted with its rule, the
// page's before/after pair is checked against the rule's fix or suggestions, the "Type information" examples
// are checked to need types, the ```java and ```cs examples are linted with the plugin's languages and the ```json
// examples with @eslint/json's, README.md is checked to list every rule, the Markdown files' links to resolve, and
// no Markdown file, code comment or test to cite a file that is in neither the repository nor the package.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import json from "@eslint/json";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { fixtures } from "./rule-tester.js";

const root = path.resolve(import.meta.dirname, "..");
const docsDir = path.join(root, "docs", "rules");
const pages = readdirSync(docsDir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3))
  .sort();
const ruleIds = Object.keys(plugin.rules).sort();
const rules = plugin.rules as Record<string, (typeof plugin.rules)[keyof typeof plugin.rules]>;

/** The sections a page has, in this order. */
const SECTIONS = [
  "Why",
  "Examples",
  "Options",
  "Fixes and suggestions",
  "Type information",
  "When not to use it",
  "Facts",
];

interface Block {
  /** The fence's info string (`ts`, `js`, ...). */
  readonly lang: string;
  readonly code: string;
  /** 1-based line of the opening fence in the page. */
  readonly line: number;
}

/** The text under a heading (`## X` or `### X`), up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string | undefined {
  const level = /^#+/.exec(heading)![0].length;
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= level);
  // Keep the preceding lines as blank lines, so block line numbers stay those of the page.
  return [...lines.slice(0, start + 1).map(() => ""), ...lines.slice(start + 1, end < 0 ? undefined : end)].join("\n");
}

/** Fenced code blocks (``` only) in a piece of markdown. */
function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const close = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    if (close < 0) throw new Error(`unclosed code block at line ${i + 1}`);
    result.push({ lang: open[1]!, code: `${lines.slice(i + 1, close).join("\n")}\n`, line: i + 1 });
    i = close;
  }
  return result;
}

/**
 * The settings an example is linted with: a line `// settings["backend-config"]: {..}` (JSON) in the example
 * gives them, as a user's config would (for rules that speak only with settings, such as a tool version). A
 * ```json example has no comments: the line before its fence gives them, as `` `settings["backend-config"]: {..}` ``.
 */
function settingsOf(code: string, before = ""): Linter.Config["settings"] {
  const line =
    /^\/\/ settings\["backend-config"\]: (\{.*\})$/m.exec(code) ??
    /`settings\["backend-config"\]: (\{.*?\})`/.exec(before);
  return line ? { "backend-config": JSON.parse(line[1]!) as unknown } : undefined;
}

function config(id: string, typed: boolean, settings?: Linter.Config["settings"]): Linter.Config[] {
  return [
    {
      files: ["**/*.ts"],
      ...(settings && { settings }),
      languageOptions: {
        parser: tsParser,
        ...(typed && { parserOptions: { projectService: true, tsconfigRootDir: fixtures } }),
      },
      plugins: { "backend-config": plugin },
      rules: { [`backend-config/${id}`]: "error" },
    },
  ];
}

/**
 * Lints an example with one rule, without type information (as `example.ts`) or with it (as a file of
 * tests/fixtures, whose tsconfig declares the "kit" stand-in). Fails on parse errors.
 */
function lint(id: string, code: string, typed = false) {
  const linter = new Linter(typed ? { cwd: fixtures } : {});
  const filename = typed ? path.join(fixtures, "file.ts") : "example.ts";
  const messages = linter.verify(code, config(id, typed, settingsOf(code)), filename);
  const fatal = messages.filter((m) => m.fatal || m.ruleId === null);
  expect(fatal.map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
  return messages.filter((m) => m.ruleId === `backend-config/${id}`);
}

/**
 * The languages of the other fences: ```java, ```cs and ```hcl examples are linted with the plugin's own languages
 * (HCL as `main.tf`), ```json examples with @eslint/json's as a hand-written `main.tf.json` (a `cdk.tf.json` would
 * get no fixes).
 */
const FENCES: Record<string, { readonly language: string; readonly filename: string }> = {
  java: { language: "backend-config/java", filename: "Example.java" },
  cs: { language: "backend-config/csharp", filename: "Example.cs" },
  json: { language: "json/json", filename: "main.tf.json" },
  hcl: { language: "backend-config/hcl", filename: "main.tf" },
};

/** Lints a ```java, ```cs or ```json example with one rule in its fence's language. Fails on parse errors. */
function lintIn(id: string, markdown: string, block: Block) {
  const { language, filename } = FENCES[block.lang]!;
  const settings = settingsOf(block.code, lineBefore(markdown, block));
  const linter = new Linter();
  const messages = linter.verify(
    block.code,
    [
      {
        files: [`**/${filename}`],
        ...(settings && { settings }),
        language,
        plugins: { json, "backend-config": plugin },
        rules: { [`backend-config/${id}`]: "error" },
      },
    ],
    filename,
  );
  const fatal = messages.filter((m) => m.fatal || m.ruleId === null);
  expect(fatal.map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
  return messages.filter((m) => m.ruleId === `backend-config/${id}`);
}

/** The last non-blank line before a block's fence. */
function lineBefore(markdown: string, block: Block): string {
  return (
    markdown
      .split("\n")
      .slice(0, block.line - 1)
      .filter((l) => l.trim() !== "")
      .at(-1) ?? ""
  );
}

/**
 * The verdict a ```java / ```cs / ```json example states: ❌ (reported) or ✅ (not reported), in the `//` comment
 * lines that open the block, or on the last non-blank line before the block (JSON has no comments).
 */
function verdictOf(markdown: string, block: Block): "❌" | "✅" | undefined {
  const before = lineBefore(markdown, block);
  const codeLines = block.code.split("\n");
  const opening = codeLines
    .slice(
      0,
      Math.max(
        0,
        codeLines.findIndex((l) => !l.startsWith("//")),
      ),
    )
    .join("\n");
  for (const line of [opening, before]) {
    const marks = ["❌", "✅"].filter((m) => line.includes(m));
    if (marks.length === 1) return marks[0] as "❌" | "✅";
  }
  return undefined;
}

/** What the rule can turn `code` into: its autofix output, and the output of each suggestion. */
function outcomes(id: string, code: string): string[] {
  const linter = new Linter();
  const results: string[] = [];
  const fixed = linter.verifyAndFix(code, config(id, false, settingsOf(code)), "example.ts");
  if (fixed.fixed) results.push(fixed.output);
  for (const message of lint(id, code)) {
    for (const suggestion of message.suggestions ?? []) {
      const [start, end] = suggestion.fix.range;
      results.push(code.slice(0, start) + suggestion.fix.text + code.slice(end));
    }
  }
  return results;
}

const where = (page: string, block: Block) => `docs/rules/${page}.md:${block.line}`;

describe("rule docs", () => {
  it("has a page for every rule and a rule for every page", () => {
    expect(pages).toEqual(ruleIds);
  });

  describe.each(pages)("docs/rules/%s.md", (id) => {
    const markdown = readFileSync(path.join(docsDir, `${id}.md`), "utf8");
    const rule = rules[id];
    const incorrect = blocks(section(markdown, "### ❌ Incorrect") ?? "");
    const correct = blocks(section(markdown, "### ✅ Correct") ?? "");

    it("has a rule", () => {
      expect(rule, `no rule "${id}" in plugin.rules`).toBeDefined();
    });

    it("starts with the rule's name, description, preset and fix markers", () => {
      const lines = markdown.split("\n").filter((l) => l.trim() !== "");
      expect(lines[0]).toBe(`# backend-config/${id}`);
      expect(lines[1]).toBe(rule!.meta.docs.description);
      const status = lines[2]!;
      const level = rule!.meta.docs.recommended;
      const strict = rule!.meta.docs.strict;
      expect(status).toContain(
        level
          ? `💼 In \`recommended\` as \`"${level}"\``
          : strict
            ? `🔒 In \`strict\` as \`"${strict}"\``
            : "not in `recommended` or `strict`",
      );
      expect(status).toContain(rule!.meta.fixable ? "🔧 Autofixable" : "🔧 Not autofixable");
      expect(status).toContain(rule!.meta.hasSuggestions ? "💡 Has suggestions" : "💡 No suggestions");
    });

    it("has its sections in order", () => {
      const headings = markdown
        .split("\n")
        .filter((l) => l.startsWith("## "))
        .map((l) => l.slice(3).trim());
      expect(headings).toEqual(SECTIONS);
      expect(section(markdown, "## Examples")).toContain("### ❌ Incorrect");
      expect(section(markdown, "## Examples")).toContain("### ✅ Correct");
      expect(section(markdown, "## Options")).toContain("This rule has no options.");
    });

    it("quotes every message of the rule exactly", () => {
      for (const message of Object.values(rule!.meta.messages)) expect(markdown).toContain(message);
    });

    it("has at least one incorrect and one correct example, all in `ts` blocks", () => {
      expect(incorrect.length).toBeGreaterThan(0);
      expect(correct.length).toBeGreaterThan(0);
      for (const block of [...incorrect, ...correct]) expect(block.lang, where(id, block)).toBe("ts");
    });

    describe("❌ Incorrect", () => {
      it.each(incorrect.map((block, index) => [index + 1, block] as const))("example %i is reported", (_, block) => {
        expect(lint(id, block.code).length, where(id, block)).toBeGreaterThan(0);
      });
    });

    describe("✅ Correct", () => {
      it.each(correct.map((block, index) => [index + 1, block] as const))("example %i is not reported", (_, block) => {
        expect(
          lint(id, block.code).map((m) => `${m.line}:${m.column} ${m.message}`),
          where(id, block),
        ).toEqual([]);
      });
    });

    it("shows a before/after pair the rule reports, then accepts", () => {
      const pair = blocks(section(markdown, "## Fixes and suggestions") ?? "").filter((b) => b.lang === "ts");
      expect(pair.length).toBeGreaterThanOrEqual(2);
      const [before, after] = pair as [Block, Block];
      expect(lint(id, before.code).length, where(id, before)).toBeGreaterThan(0);
      expect(
        lint(id, after.code).map((m) => m.message),
        where(id, after),
      ).toEqual([]);
      // With a fix or suggestions, "after" is what one of them produces.
      if (rule!.meta.fixable || rule!.meta.hasSuggestions)
        expect(outcomes(id, before.code), where(id, after)).toContain(after.code);
    });

    // Java, C#, JSON and HCL (```java, ```cs, ```json and ```hcl blocks anywhere on the page): an example in each
    // language (❌
    // where the rule applies; a rule silent there by design shows ✅), and every such block holds the verdict it
    // states.
    const languageExamples = blocks(markdown).filter((b) => b.lang in FENCES);

    it("shows a Java example, a C# example, a JSON example and an HCL example", () => {
      for (const lang of Object.keys(FENCES)) {
        expect(
          languageExamples.some((b) => b.lang === lang),
          `docs/rules/${id}.md: no \`\`\`${lang} example`,
        ).toBe(true);
      }
    });

    it.each(languageExamples.map((block) => [block.lang, block.line, block] as const))(
      "the %s example at line %i holds its verdict",
      (_, __, block) => {
        const verdict = verdictOf(markdown, block);
        expect(verdict, `${where(id, block)}: mark the example ❌ or ✅`).toBeDefined();
        const found = lintIn(id, markdown, block).map((m) => `${m.line}:${m.column} ${m.message}`);
        if (verdict === "❌") expect(found.length, where(id, block)).toBeGreaterThan(0);
        else expect(found, where(id, block)).toEqual([]);
      },
    );

    // Each example under "Type information" opens with `// Untyped: [not ]reported. Typed: [not ]reported.`,
    // and both verdicts are checked: untyped as example.ts, typed with the tests' "kit" fixture program.
    const typedExamples = blocks(section(markdown, "## Type information") ?? "").filter((b) => b.lang === "ts");

    it("has a Type information example that types change", () => {
      expect(typedExamples.length).toBeGreaterThan(0);
    });

    describe("Type information", () => {
      it.each(typedExamples.map((block, index) => [index + 1, block] as const))(
        "example %i holds its stated verdicts",
        (_, block) => {
          const verdict = /^\/\/ Untyped: (not )?reported\. Typed: (not )?reported\b/.exec(block.code);
          expect(verdict, `${where(id, block)} must open with "// Untyped: … Typed: …"`).not.toBeNull();
          const [, untypedSilent, typedSilent] = verdict!;
          expect(
            untypedSilent === undefined || typedSilent === undefined,
            `${where(id, block)}: types change nothing`,
          ).toBe(true);
          const untyped = lint(id, block.code).length;
          const typed = lint(id, block.code, true).length;
          expect(untyped > 0, `${where(id, block)} (untyped)`).toBe(untypedSilent === undefined);
          expect(typed > 0, `${where(id, block)} (typed)`).toBe(typedSilent === undefined);
        },
      );
    });
  });
});

/**
 * The rules README.md's Presets section lists for each preset, by id with their severity: the lines
 * `- as \`"error"\`: [id](docs/rules/id.md), ...` between `<!-- preset <name>: ... -->` and `<!-- /preset -->`.
 * `strict` lists what it adds to `recommended`, `all` what it adds to `strict`; a line without links says "none".
 */
function presetLists(readme: string): Record<string, Record<string, string>> {
  const lists: Record<string, Record<string, string>> = {};
  for (const match of readme.matchAll(/^<!-- preset ([a-z]+):[^\n]*-->\n([\s\S]*?)^<!-- \/preset -->$/gm)) {
    const [, preset, body] = match as unknown as [string, string, string];
    const list: Record<string, string> = {};
    for (const line of body.split("\n").filter((l) => l.trim() !== "")) {
      const item = /^- as `"(error|warn)"`: (.*)$/.exec(line);
      expect(item, `README.md, preset ${preset}: unexpected line ${JSON.stringify(line)}`).not.toBeNull();
      const links = [...item![2]!.matchAll(/\[([^\]]+)\]\(docs\/rules\/([^)]+)\.md\)/g)];
      if (links.length === 0) expect(item![2], `README.md, preset ${preset}`).toMatch(/^none\b/);
      for (const [, text, id] of links) {
        expect(text, `README.md, preset ${preset}: link text and page differ`).toBe(id);
        expect(list[id!], `README.md, preset ${preset}: ${id} listed twice`).toBeUndefined();
        list[id!] = item![1]!;
      }
    }
    lists[preset] = list;
  }
  return lists;
}

describe("README.md", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");

  it("lists what each preset turns on, as plugin.configs.*.rules do", () => {
    const lists = presetLists(readme);
    expect(Object.keys(lists)).toEqual(["recommended", "strict", "all"]);
    const prefixed = (list: Record<string, string>) =>
      Object.fromEntries(Object.entries(list).map(([id, level]) => [`backend-config/${id}`, level]));
    const { recommended, strict, all } = lists as Record<"recommended" | "strict" | "all", Record<string, string>>;
    // Each list adds to the one before; none repeats a rule of an earlier one.
    for (const id of Object.keys(strict))
      expect(recommended[id], `${id} is listed in recommended and strict`).toBeUndefined();
    for (const id of Object.keys(all))
      expect(recommended[id] ?? strict[id], `${id} is listed in all and an earlier preset`).toBeUndefined();
    expect(prefixed(recommended)).toEqual(plugin.configs.recommended.rules);
    expect(prefixed({ ...recommended, ...strict })).toEqual(plugin.configs.strict.rules);
    expect(prefixed({ ...recommended, ...strict, ...all })).toEqual(plugin.configs.all.rules);
  });

  it.each(ruleIds)("lists %s and links its page", (id) => {
    expect(readme).toContain(id);
    expect(readme).toContain(`(docs/rules/${id}.md)`);
  });

  it("lists every rule once in the rules table, sorted by name", () => {
    const table = readme.slice(readme.indexOf("<!-- rules table"));
    const ids = [...table.matchAll(/^\| \[([a-z-]+)\]\(docs\/rules\/\1\.md\) \|/gm)].map((m) => m[1]!);
    expect(ids).toEqual([...ruleIds].sort());
    // Nothing but rows between the header and the text after the table.
    const body = table.split("\n").slice(3);
    expect(body.slice(0, ids.length).every((line) => line.startsWith("| ["))).toBe(true);
    expect(body[ids.length]).toBe("");
  });

  it("gives each rule its recommended or strict severity and markers in the rules table", () => {
    for (const id of ruleIds) {
      const rule = rules[id]!;
      const row = readme.split("\n").find((l) => l.startsWith(`| [${id}](docs/rules/${id}.md)`));
      expect(row, `no table row for ${id}`).toBeDefined();
      const cells = row!.split("|").map((c) => c.trim());
      expect(cells[2]).toBe(rule.meta.docs.description);
      expect(cells[3]).toBe(rule.meta.docs.recommended ? `\`${rule.meta.docs.recommended}\`` : "");
      expect(cells[4]).toBe(rule.meta.docs.strict ? `\`${rule.meta.docs.strict}\`` : "");
      expect(cells[5]).toBe(rule.meta.fixable ? "🔧" : "");
      expect(cells[6]).toBe(rule.meta.hasSuggestions ? "💡" : "");
    }
  });
});

/**
 * The Markdown files whose links are checked: README.md, CONTRIBUTING.md, CHANGELOG.md and every page under docs/
 * (README.md, CHANGELOG.md and docs/ are in the package; CONTRIBUTING.md is in the repository).
 */
const markdownFiles = [
  "README.md",
  "CONTRIBUTING.md",
  "CHANGELOG.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file).split(path.sep).join("/"))
    .sort(),
];

const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** A Markdown text without its fenced code blocks (``` or ~~~, indented too): spaces, lines kept. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^( *)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, blank);
}

/**
 * A Markdown text without its code: fenced blocks and inline code spans become spaces, lines kept, so that what
 * looks like a link in code is none.
 */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, blank);
}

/** The anchor GitHub gives a heading: lower case, punctuation and symbols dropped, spaces as `-`. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown file's headings; a repeated heading gets `-1`, `-2`, ... as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  // Headings outside fenced blocks, code spans kept: their text is part of the anchor.
  for (const line of withoutFences(markdown).split("\n")) {
    if (!/^#{1,6} /.test(line)) continue;
    const base = slug(
      line
        .replace(/^#{1,6} +/, "")
        .replace(/ +#+ *$/, "")
        .trim(),
    );
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  readonly target: string;
  readonly line: number;
}

/** The relative links of a Markdown file (`[text](target)`, images too), outside code. */
function relativeLinks(markdown: string): Link[] {
  const text = prose(markdown);
  const links: Link[] = [];
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    links.push({ target, line: text.slice(0, match.index).split("\n").length });
  }
  return links;
}

/**
 * The notes the project was first written from, which are in neither the repository nor the package: the spec and
 * the account of the tool's behaviour that docs/behaviour.md now gives in the project's words.
 */
const ABSENT_FILE = /\b(?:FACTS|SEED)\.md\b/;
const ABSENT_NOTES = "the spec's or the facts' notes (FACTS, SEED)";

/** The lines (1-based) of a text that cite a file that is in neither the repository nor the package. */
function absentCitations(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (ABSENT_FILE.test(line) ? [index + 1] : []));
}

describe("links in the docs", () => {
  it("finds the Markdown files and their links", () => {
    expect(markdownFiles).toContain("docs/behaviour.md");
    expect(markdownFiles.length).toBeGreaterThan(pages.length);
    expect(relativeLinks(readFileSync(path.join(root, "README.md"), "utf8")).length).toBeGreaterThan(20);
  });

  it("reads GitHub's anchors and leaves code alone", () => {
    expect(slug("The tool's JSON syntax (`*.tf.json`, `cdk.tf.json`)")).toBe("the-tools-json-syntax-tfjson-cdktfjson");
    expect(slug("Java and C#")).toBe("java-and-c");
    expect(slug("❌ Incorrect")).toBe("-incorrect");
    expect([...anchorsOf("# A\n\n```md\n# B\n```\n\n## A\n### What `<kit>` writes out\n")]).toEqual([
      "a",
      "a-1",
      "what-kit-writes-out",
    ]);
    expect(relativeLinks("[a](b.md) `[c](d.md)`\n\n```md\n[e](f.md)\n```\n[g](https://x.test/h.md) [i](#j)\n")).toEqual(
      [
        { target: "b.md", line: 1 },
        { target: "#j", line: 6 },
      ],
    );
  });

  it.each(markdownFiles)("%s links only to files and headings that exist", (file) => {
    const markdown = readFileSync(path.join(root, file), "utf8");
    const broken: string[] = [];
    for (const { target, line } of relativeLinks(markdown)) {
      const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
      const resolved =
        pathPart === "" ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), pathPart);
      const where = `${file}:${line} (${target})`;
      if (!resolved.startsWith(root + path.sep) || !existsSync(resolved)) {
        broken.push(`${where}: no such file`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) {
        broken.push(`${where}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(markdownFiles)("%s cites no file that is neither in the repository nor in the package", (file) => {
    const lines = absentCitations(readFileSync(path.join(root, file), "utf8"));
    expect(lines, `${file}: lines citing ${ABSENT_NOTES} (docs/behaviour.md is the project's account)`).toEqual([]);
  });

  it.each(pages)("docs/rules/%s.md grounds its facts in docs/behaviour.md", (id) => {
    const facts = section(readFileSync(path.join(docsDir, `${id}.md`), "utf8"), "## Facts") ?? "";
    expect(facts).toMatch(/\]\(\.\.\/behaviour\.md#[a-z-]+\)/);
  });
});

/** The folders of code whose comments are checked, and the text files in them that are read. */
const CODE_DIRS = ["src", "rules", "tests", "scripts", "examples", ".ci"];
const CODE_FILE = /\.(?:[cm]?[jt]s|jsonc?|java|cs)$/;

/** Every file under `dir` (relative to the root, with `/`), dependencies left out; in `.ci`, files of any name. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") found.push(...filesUnder(file));
    } else if (entry.isFile() && (CODE_FILE.test(entry.name) || dir === ".ci")) {
      found.push(file);
    }
  }
  return found;
}

/**
 * The code, tests, scripts, examples and CI script, and the configuration files at the root (`eslint.config.js`,
 * `package.json`, `tsconfig.json`, ...; not the lock file).
 */
const codeFiles = [
  ...CODE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap(filesUnder),
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name) && entry.name !== "package-lock.json")
    .map((entry) => entry.name),
].sort();

describe("citations in code", () => {
  it("finds the code, the tests, the scripts and the configuration files", () => {
    for (const file of ["src/schema/oss.ts", "rules/valid-acl.ts", "tests/docs.test.ts", "scripts/fuzz.mjs"])
      expect(codeFiles).toContain(file);
    for (const file of ["examples/demo/eslint.config.js", "eslint.config.js", "package.json", "tsconfig.json"])
      expect(codeFiles).toContain(file);
    // `.md` apart, so that this file cites neither note itself.
    const md = ".md";
    expect(absentCitations(`a\n// (SEED${md})\nFUZZ_SEED\n// FACTS${md}'s table\n`)).toEqual([2, 4]);
  });

  it("cites no file that is neither in the repository nor in the package", () => {
    const cited = codeFiles.flatMap((file) =>
      absentCitations(readFileSync(path.join(root, file), "utf8")).map((line) => `${file}:${line}`),
    );
    expect(cited, `lines citing ${ABSENT_NOTES}: cite docs/behaviour.md, or the schema (src/schema)`).toEqual([]);
  });

  it("cites docs/behaviour.md only at headings it has", () => {
    const anchors = anchorsOf(readFileSync(path.join(root, "docs", "behaviour.md"), "utf8"));
    const broken = codeFiles.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/\bdocs\/behaviour\.md#([\w-]+)/g)]
        .filter((match) => !anchors.has(match[1]!))
        .map((match) => `${file}: #${match[1]!}`),
    );
    expect(broken).toEqual([]);
  });
});
