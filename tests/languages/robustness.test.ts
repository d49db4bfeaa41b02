// Property-based tests of the Java and C# languages: generated files (tokens of each language, comments,
// inline directives, strings of every kind, unbalanced brackets, non-ASCII text and line breaks of every
// kind) linted with every rule of the plugin on, in both traversals. Whatever the input: no crash; a file
// either does not parse (parse errors, nothing else) or gets messages at places inside it; the comments
// the SourceCode gives are comments of the text, in order; a fix pass gives text that lints again.
import { Linter } from "eslint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import type { TreeSitterSourceCode } from "../../src/languages/source-code.js";

const shared = [
  " ",
  "  ",
  "\n",
  "\r\n",
  "\r",
  "\t",
  "\u2028",
  "\u2029",
  "😀",
  "é",
  "{",
  "}",
  "(",
  ")",
  ";",
  ",",
  "=",
  ".",
  "+",
  "1_000",
  "4000L",
  "2.5",
  "true",
  "null",
  "x",
];
const comments = [
  "//",
  "/*",
  "*/",
  "/**/",
  "// note\n",
  "/* note */",
  "// eslint-disable-next-line backend-config/require-bucket\n",
  "// eslint-disable-line\n",
  "/* eslint-disable */",
  "/* eslint-enable backend-config/valid-acl */",
  '/* eslint backend-config/valid-acl: "off" */',
  "/* eslint backend-config/valid-acl: bogus */",
  "/* eslint-disable-line\n */",
  "// eslint-disable-next-line unknown/rule\n",
];
const pools = {
  java: [
    ...shared,
    ...comments,
    "class A",
    "static final String B = ",
    '"s"',
    '"// eslint-disable-next-line x"',
    '"""\n  text\n  """',
    "'c'",
    "OssBackendConfig.builder()",
    "CosBackendConfig.builder()",
    ".bucket(",
    '.acl("PRIVATE")',
    ".build()",
    "new OssBackend.Builder()",
    "if (x) ",
    "void m() ",
    'System.getenv("X")',
  ],
  csharp: [
    ...shared,
    ...comments,
    "/// doc\n",
    "class A",
    "const string B = ",
    '"s"',
    '@"verbatim ""q"""',
    '$"i{x}"',
    "new OssBackendConfig",
    "new()",
    "Bucket = ",
    'Acl = "Private"',
    "var c = ",
    "void M() ",
    'Environment.GetEnvironmentVariable("X")',
  ],
} as const;

type LanguageName = keyof typeof pools;

/** Members and statements that parse, for files that mostly do: the comments and directives go between them. */
const members = {
  java: [
    'static final String BUCKET = "b" + "c";',
    'Object a = OssBackendConfig.builder().bucket("b").acl("PRIVATE").build();',
    'Object b = CosBackendConfig.builder().region("r") /* c */ .build();',
    'String t = """\n    // eslint-disable-next-line x\n    """;',
    'void m() { var b = OssBackendConfig.builder(); if (x) { b.acl("private"); } b.build(); }',
    "int n = 1_000 + 4000;",
    'String s = "😀\\"// eslint-disable\\"";',
  ],
  csharp: [
    'const string Bucket = "b";',
    'object a = new OssBackendConfig { Bucket = "b", Acl = "PRIVATE", };',
    'object b = new CosBackendConfig() { Region = "r" /* c */ };',
    'string v = @"verbatim ""// eslint-disable"" ";',
    'string i = $"{Bucket}-x";',
    'void M() { var c = new OssBackendConfig(); c.Acl = "private"; }',
    "int n = 1_000;",
  ],
} as const;

const allRules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

function config(language: LanguageName, traversal: "root" | "named"): Linter.Config[] {
  return [
    {
      files: ["**/*.java", "**/*.cs"],
      plugins: { "backend-config": plugin },
      language: `backend-config/${language}`,
      languageOptions: { traversal },
      linterOptions: { reportUnusedDisableDirectives: "warn" },
      rules: allRules,
    },
  ];
}

const filename: Record<LanguageName, string> = { java: "Gen.java", csharp: "Gen.cs" };

/** Programs of a language: fragments of its pool, glued, sometimes wrapped in a class as real files are. */
const program = (language: LanguageName) =>
  fc
    .tuple(fc.boolean(), fc.array(fc.constantFrom(...pools[language]), { maxLength: 40 }))
    .map(([wrap, parts]) => (wrap ? `class Main {\n  Object c = ${parts.join("")};\n}\n` : parts.join("")));

/** Files that mostly parse: a class of members, with comments and directives between them. */
const wellFormed = (language: LanguageName) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...members[language]),
        fc.constantFrom(...comments),
        fc.constantFrom("\n", "\r\n", "\r", " ", "\u2028"),
      ),
      { maxLength: 30 },
    )
    .map((parts) => `class Main {\n${parts.join("\n")}\n}\n`);

/** How many generated files parsed: the invariants of a parsed file must not hold only vacuously. */
const parsed: Record<LanguageName, number> = { java: 0, csharp: 0 };

describe.each(["java", "csharp"] as const)("generated %s files", (language) => {
  it("lint without a crash, with messages inside the file, in both traversals", () => {
    fc.assert(
      fc.property(
        fc.oneof(program(language), wellFormed(language)),
        fc.constantFrom("root" as const, "named" as const),
        (code, traversal) => {
          const linter = new Linter();
          const messages = linter.verify(code, config(language, traversal), filename[language]);
          const lines = code.split(/\r\n|[\r\n\u2028\u2029]/).length;
          const parseErrors = messages.filter((m) => m.message.startsWith("Parsing error: "));
          // A file that does not parse gets its parse errors and nothing else.
          if (parseErrors.length > 0) {
            expect(messages.every((m) => m.fatal && m.ruleId === null && m.message.startsWith("Parsing error: "))).toBe(
              true,
            );
          }
          for (const m of messages) {
            expect(m.line).toBeGreaterThanOrEqual(1);
            expect(m.line).toBeLessThanOrEqual(lines);
            expect(m.column).toBeGreaterThanOrEqual(1);
          }
          const sourceCode = linter.getSourceCode() as unknown as TreeSitterSourceCode | null;
          if (parseErrors.length > 0 || !sourceCode) return;
          parsed[language]++;
          let last = -1;
          for (const comment of sourceCode.comments) {
            expect(comment.range[0]).toBeGreaterThanOrEqual(last);
            last = comment.range[1];
            const text = sourceCode.getText(comment);
            expect(text.startsWith(comment.type === "Line" ? "//" : "/*")).toBe(true);
            expect(text.slice(2)).toContain(comment.value);
            expect(sourceCode.getLocFromIndex(comment.range[0])).toEqual(comment.loc.start);
          }
          for (const node of sourceCode.getInlineConfigNodes()) expect(sourceCode.comments).toContainEqual(node);
        },
      ),
      { seed: 20_241_106, numRuns: 300 },
    );
    expect(parsed[language]).toBeGreaterThan(75);
  });

  it("fix to text that lints again without a crash", () => {
    fc.assert(
      fc.property(fc.oneof(program(language), wellFormed(language)), (code) => {
        const linter = new Linter();
        const fixed = linter.verifyAndFix(code, config(language, "root"), filename[language]);
        expect(() => linter.verify(fixed.output, config(language, "root"), filename[language])).not.toThrow();
      }),
      { seed: 20_241_107, numRuns: 100 },
    );
  });
});
