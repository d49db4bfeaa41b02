// C#'s preprocessor directives (docs/csharp.md#preprocessor-directives): inside an object initializer they are
// code that compiles, never a parse error; a branch no build reads (`#if false`) is never reported, the branch every
// build reads is; a branch that depends on a symbol the build sets is taken as maybe compiled; and no fix edits
// across a directive. Parse errors never quote a string (Java and C#). Every rule is on, as a user's config has them.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { preprocess } from "../../src/languages/preprocessor.js";
import { growth, LINEAR_LIMIT } from "../growth.js";
import { inCSharp, inJava } from "../rule-tester.js";

const config: Linter.Config[] = [
  {
    files: ["**/*.cs", "**/*.java"],
    plugins: { "backend-config": plugin },
    rules: Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error"])),
  },
  { files: ["**/*.cs"], language: "backend-config/csharp" },
  { files: ["**/*.java"], language: "backend-config/java" },
];

/** What linting says: `line:column rule` per message (the rule's short name, or the parse error's message). */
function said(code: string, filename = "Stack.cs"): string[] {
  return new Linter()
    .verify(code, config, { filename })
    .map((m) => `${m.line}:${m.column} ${m.ruleId?.replace("backend-config/", "") ?? m.message}`);
}

/** The text after every fix is applied. */
const fixed = (code: string) => new Linter().verifyAndFix(code, config, { filename: "Stack.cs" }).output;

/** The suggestions' outputs of every message. */
function suggested(code: string): string[] {
  return new Linter()
    .verify(code, config, { filename: "Stack.cs" })
    .flatMap((m) => m.suggestions ?? [])
    .map((s) => code.slice(0, s.fix.range[0]) + s.fix.text + code.slice(s.fix.range[1]));
}

/** A COS backend whose initializer's lines are `lines` (indented by six spaces in the file). */
const backend = (...lines: string[]) =>
  inCSharp(`    new CosBackend(this, new CosBackendConfig\n    {\n${lines.join("\n")}\n    });`);

describe("directives inside an object initializer", () => {
  it("parse, as the compiler reads them, and the rules run", () => {
    const code = backend(
      "#region keys",
      '      Bucket = "b",',
      "#endregion",
      "#pragma warning disable CS0618",
      "#nullable enable",
      "#if DEBUG",
      '      Region = "ap-guangzhou",',
      "#else",
      '      Region = "ap-shanghai",',
      "#endif",
      '      Acl = "Private",',
    );
    expect(said(code)).toEqual(["15:7 valid-acl"]);
    expect(fixed(code)).toBe(code.replace('"Private"', '"private"'));
  });

  it("read `#define`d symbols, nested groups and `#elif`", () => {
    const code = `#define PROD\n#undef TEST\n${backend(
      '      Bucket = "b",',
      "#if PROD && !TEST",
      "#if false",
      '      Acl = "PRIVATE",',
      "#elif (PROD || DEBUG) && true",
      '      Acl = "Private",',
      "#else",
      '      Acl = "PUBLIC",',
      "#endif",
      "#elif true",
      '      Acl = "PUBLIC",',
      "#endif",
    )}`;
    expect(said(code)).toEqual(["12:7 valid-acl"]);
    expect(fixed(code)).toBe(code.replace('"Private"', '"private"'));
  });

  it("never report a branch no build reads, and report the branch every build reads", () => {
    const inactive = backend('      Bucket = "b",', "#if false", '      Acl = "PRIVATE",', "#endif");
    expect(said(inactive)).toEqual([]);
    const otherwise = backend(
      '      Bucket = "b",',
      "#if false",
      '      Acl = "x",',
      "#else",
      '      Acl = "PRIVATE",',
      "#endif",
    );
    expect(said(otherwise)).toEqual(["9:7 valid-acl"]);
    const statement = inCSharp`
      #if false
          new CosBackend(this, new CosBackendConfig { Acl = "PRIVATE" });
      #endif`;
    expect(said(statement)).toEqual([]);
  });

  it("find a directive after each of C#'s line ends: U+0085, U+2028 and U+2029 end a line as `\\n` does", () => {
    const group = (...ends: string[]) =>
      backend(
        ['      Bucket = "b",', "#if false", '      Acl = "x",', "#else", '      Acl = "PRIVATE",', "#endif"]
          .map((line, i) => line + (ends[i] ?? ""))
          .join(""),
      );
    expect(said(group("\n", "\n", "\n", "\n", "\n"))).toEqual(["9:7 valid-acl"]);
    // ESLint's lines end at U+2028 and U+2029 too, not at U+0085 (src/languages/line-breaks.ts).
    expect(said(group("\u2028", "\u2028", "\u2028", "\u2028", "\u2028"))).toEqual(["9:7 valid-acl"]);
    expect(said(group("\u2029", "\u2028", "\u0085", "\u2028", "\u2029"))).toEqual(["8:7 valid-acl"]);
    expect(said(group("\u0085", "\u0085", "\u0085", "\u0085", "\u0085"))).toEqual(["5:60 valid-acl"]);
    // The branch no build reads is hidden, its line ends kept.
    const hidden = group("\u2028", "\u0085", "\u2028", "\u2028", "\u2028");
    expect(preprocess(hidden)?.text).toBe(
      hidden.replace(/#if false|#else|#endif|Acl = "x",/gu, (m) => " ".repeat(m.length)),
    );
    const statements = inCSharp(
      [
        "#if false",
        '    new CosBackend(this, new CosBackendConfig { Acl = "PRIVATE" });',
        "#endif",
        '    new CosBackend(this, new CosBackendConfig { Bucket = "b", Acl = "Private" });',
      ].join("\u2028"),
    );
    expect(said(statements)).toEqual(["6:63 valid-acl"]);
  });

  it("take what a symbol the build sets decides as maybe compiled: nothing is reported missing, nor its value", () => {
    // Without DEBUG there is no bucket; with it there is: the tool's verdict depends on the build.
    expect(said(backend("#if DEBUG", '      Bucket = "b",', "#endif", '      Acl = "private",'))).toEqual([]);
    // The value in the branch a build without symbols reads holds in some builds only.
    expect(
      said(
        backend('      Bucket = "b",', "#if DEBUG", '      Acl = "x",', "#else", '      Acl = "PRIVATE",', "#endif"),
      ),
    ).toEqual([]);
    // A credential written there is in the source code whichever build reads it.
    expect(said(backend('      Bucket = "b",', "#if !DEBUG", '      SecretKey = "s3cret",', "#endif"))).toEqual([
      "7:7 no-hardcoded-credentials",
    ]);
    // A configuration written in such a branch is one of its own: what it holds is certain.
    const whole = inCSharp`
      #if !DEBUG
          new CosBackend(this, new CosBackendConfig { Bucket = "b", Acl = "PRIVATE" });
      #endif`;
    expect(said(whole)).toEqual(["4:67 valid-acl"]);
  });

  it("never take a line of a verbatim or raw string, or of a comment, for a directive", () => {
    const code = inCSharp`
      var note = @"
      #if false
      ";
      var raw = """
      #endif
      """;
      /*
      #else
      */
      new CosBackend(this, new CosBackendConfig { Bucket = "b", Acl = "PRIVATE" });`;
    expect(said(code)).toEqual(["12:63 valid-acl"]);
  });

  it("offer no fix or suggestion that edits across a directive", () => {
    // Removing the last entry takes the comma before it, on the other side of the directives.
    const code = backend(
      '      Bucket = "b",',
      "#if DEBUG",
      '      Region = "x",',
      "#endif",
      '      SecretKey = "s3cret"',
    );
    expect(said(code)).toEqual(["9:7 no-hardcoded-credentials"]);
    expect(suggested(code)).toEqual([]);
    // Inside one branch, the edit stays there.
    const inside = backend('      Bucket = "b",', "#if true", '      SecretKey = "s3cret",', "#endif");
    expect(suggested(inside)).toEqual([inside.replace('      SecretKey = "s3cret",\n', "")]);
  });

  it("never fail on directives that do not pair, nor on conditions that do not read", () => {
    const code = backend(
      "#endif",
      "#else",
      '      Bucket = "b",',
      "#if ((((A",
      '      Acl = "PRIVATE",',
      "#elif",
      "#if",
      "#endif",
      "#endif",
    );
    expect(said(code)).toEqual([]);
  });
});

describe("hostile directives", () => {
  it("20,000 directive lines in one initializer, and 5,000 nested `#if`s, lint without a parse error", () => {
    const many = backend(
      '      Bucket = "b",',
      ...Array.from({ length: 10_000 }, () => "#if true\n#endif"),
      '      Acl = "PRIVATE",',
    );
    expect(said(many)).toEqual([`${6 + 20_000}:7 valid-acl`]);
    const nested = backend(
      '      Bucket = "b",',
      ..."#if true\n".repeat(5_000).split("\n").slice(0, -1),
      '      Acl = "PRIVATE",',
      ..."#endif\n".repeat(5_000).split("\n").slice(0, -1),
    );
    expect(said(nested)).toEqual([`${6 + 5_000}:7 valid-acl`]);
  });

  it("a condition of 100,000 parentheses or `!` is unknown, not a stack overflow", () => {
    for (const condition of ["(".repeat(100_000) + "true" + ")".repeat(100_000), `${"!".repeat(100_000)}true`]) {
      const code = backend('      Bucket = "b",', `#if ${condition}`, '      Acl = "PRIVATE",', "#endif");
      expect(said(code)).toEqual([]);
    }
  });

  it("reads the text once: the cost grows linearly with the directives and the length of a condition", () => {
    const lines = (n: number) => `${"#if A && B\nx\n#elif C\ny\n#else\nz\n#endif\n".repeat(n)}`;
    const long = (n: number) => `#if ${"A || ".repeat(n)}B\nx\n#endif\n`;
    for (const text of [lines, long]) {
      const small = text(4_000);
      const large = text(4_000 * 4);
      const { ratio, figures } = growth(
        () => preprocess(small),
        () => preprocess(large),
      );
      expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
    }
  });
});

describe("parse errors", () => {
  it("never quote a string, in Java or C#", () => {
    const key = "Zs3cr3tKEY";
    expect(said(inJava(`    b.secretKey("${key}" "x");`), "Main.java")).toEqual([
      "3:17 Parsing error: Unexpected string.",
    ]);
    expect(said(backend(`      SecretKey = "${key}" "x",`))).toEqual(["5:19 Parsing error: Unexpected string."]);
    expect(said(backend("#if true", `      SecretKey = @"${key}" "x",`, "#endif"))).toEqual([
      "6:19 Parsing error: Unexpected string.",
    ]);
  });
});
