// Hostile input: no regular expression applied to text of the linted file backtracks super-linearly. Each pattern
// that once did (a quantified run that retries from every start when what follows fails: `[ \t]+$`, `(\\+)(u+)..`,
// `\d+\.?\d*`) is now a scan; here each gets its adversarial input, generated at a size n and at 4n (never
// committed), through ESLint with the plugin's language for Java and C#, or, where the grammar never gives such
// text, through the front-end function itself; the CPU time at 4n must stay under 8 times that at n (linear
// gives 4, quadratic 16; tests/growth.ts measures).
// The rewritten code keeps every result: the exact-behaviour tests below cover its edge cases.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import type { Node } from "web-tree-sitter";
import { numberValue } from "../../src/frontends/csharp/literals.js";
import { literalValue, stringValue } from "../../src/frontends/java/values.js";
import plugin from "../../src/index.js";
import { growth, LINEAR_LIMIT, SCALE } from "../growth.js";
import { lintJsonRule as lintJson } from "../lint.js";

type LanguageName = "java" | "csharp";

/** A Java or C# file linted with one rule on, in the plugin's language for it. */
function config(language: LanguageName, rule: string): Linter.Config[] {
  return [
    {
      files: [language === "java" ? "**/*.java" : "**/*.cs"],
      plugins: { "backend-config": plugin },
      language: `backend-config/${language}`,
      rules: { [`backend-config/${rule}`]: "error" },
    },
  ];
}

const filename = (language: LanguageName) => (language === "java" ? "Main.java" : "Main.cs");

function lint(language: LanguageName, rule: string, code: string): Linter.LintMessage[] {
  return new Linter({ configType: "flat" }).verify(code, config(language, rule), filename(language));
}

/** The file after the rule's fixes. */
function fixed(language: LanguageName, rule: string, code: string): string {
  return new Linter({ configType: "flat" }).verifyAndFix(code, config(language, rule), filename(language)).output;
}

/** What a report is: its message id and where it starts; with the text and place of each suggestion. */
const reports = (messages: readonly Linter.LintMessage[]) =>
  messages.map((m) => ({
    messageId: m.messageId,
    line: m.line,
    column: m.column,
    suggestions: m.suggestions?.map((s) => s.fix),
  }));

/** A builder chain that sets `acl` to `value`. */
const javaAcl = (value: string) =>
  `class Main {\n  Object m() {\n    return OssBackendConfig.builder().bucket("b").acl(${value}).build();\n  }\n}\n`;
/** The column (1-based) of `.acl(` in javaAcl. */
const JAVA_ACL_COLUMN = 50;

/** An initializer of the given entries, one per line. */
const csharpInitializer = (entries: string) =>
  `class Main {\n  object M() {\n    return new OssBackendConfig\n    {\n${entries}\n    };\n  }\n}\n`;

/** The four suggestions valid-acl makes for an OSS ACL written at `range`. */
const aclSuggestions = (range: [number, number]) =>
  ['"private"', '"public-read"', '"public-read-write"', '""'].map((text) => ({ range, text }));

/** Where the argument of `.acl(..)` stands in javaAcl's file. */
const javaAclArgument = (value: string): [number, number] => {
  const start = javaAcl(value).indexOf(".acl(") + ".acl(".length;
  return [start, start + value.length];
};

interface Case {
  readonly name: string;
  /** The file (or the text) at size n. */
  readonly make: (n: number) => string;
  readonly n: number;
  /** One run over the input: what it gives. */
  readonly run: (input: string) => unknown;
  /** What the run gives at size n. */
  readonly expected: (n: number) => unknown;
}

/** A Java string literal of the value (backslashes and quotes escaped, nothing else). */
const javaString = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** A COS backend in the tool's JSON syntax, on one line, whose `endpoint` is `value`. */
const cosEndpointJson = (value: string) =>
  `{"terraform":{"backend":{"cos":{"bucket":"b","endpoint":${JSON.stringify(value)}}}}}`;
/** The column (1-based) of `"endpoint"` in cosEndpointJson. */
const COS_ENDPOINT_COLUMN = 46;

/** A stand-in for a tree-sitter leaf: the front ends read only its type and text. */
const leaf = (type: string, text: string) => ({ type, text }) as unknown as Node;

const cases: readonly Case[] = [
  {
    // `(\\+)(u+)([0-9A-Fa-f]{4})` tried again from every backslash of the run.
    name: "Java: a long run of backslashes, then a u and no hex digits",
    make: (n) => javaAcl(javaString(`${"\\".repeat(n)}u`)),
    n: 40_000,
    run: (code) => reports(lint("java", "valid-acl", code)),
    expected: (n) => [
      {
        messageId: "invalid",
        line: 3,
        column: JAVA_ACL_COLUMN,
        suggestions: aclSuggestions(javaAclArgument(javaString(`${"\\".repeat(n)}u`))),
      },
    ],
  },
  {
    // The same, each try also running over the `u`s.
    name: "Java: a long run of backslashes, then of u's, then no hex digits",
    make: (n) => javaAcl(javaString(`${"\\".repeat(n / 2)}${"u".repeat(n / 2)}`)),
    n: 60_000,
    run: (code) => reports(lint("java", "valid-acl", code)),
    expected: (n) => [
      {
        messageId: "invalid",
        line: 3,
        column: JAVA_ACL_COLUMN,
        suggestions: aclSuggestions(javaAclArgument(javaString(`${"\\".repeat(n / 2)}${"u".repeat(n / 2)}`))),
      },
    ],
  },
  {
    // `[ \t\f]+$` on each line of a text block, tried again from every space of a run that text follows.
    name: "Java: a text block line with a long run of spaces inside",
    make: (n) => javaAcl(`"""\n        a${" ".repeat(n)}b\n        """`),
    n: 500_000,
    run: (code) => reports(lint("java", "valid-acl", code)).map((r) => [r.messageId, r.line, r.column]),
    expected: () => [["invalid", 3, JAVA_ACL_COLUMN]],
  },
  {
    // `[ \t]+$` on the comment after the entry the new one goes after.
    name: "C#: a comment with a long run of spaces inside, after the entry a suggestion adds one after",
    make: (n) => csharpInitializer(`        Bucket = "state", //${" ".repeat(n)}x`),
    n: 400_000,
    run: (code) => reports(lint("csharp", "require-encryption", code)),
    expected: (n) => {
      const at = csharpInitializer(`        Bucket = "state", //${" ".repeat(n)}x`).indexOf("x\n") + 1;
      return [
        {
          messageId: "unset",
          line: 3,
          column: 12,
          suggestions: [{ range: [at, at], text: "\n        Encrypt = true," }],
        },
      ];
    },
  },
  {
    // `@?([A-Za-z_]\w*)\s*$` on the argument of `nameof`, tried again from every letter of a long name.
    name: "C#: nameof of a long name that something follows",
    make: (n) => csharpInitializer(`        Bucket = "state", Encrypt = true, Acl = nameof(${"a".repeat(n)}!.PRIVATE)`),
    n: 240_000,
    run: (code) => reports(lint("csharp", "valid-acl", code)).map((r) => [r.messageId, r.line, r.column]),
    expected: () => [["invalid", 5, 43]],
  },
  {
    // The tool's own pattern for the COS endpoint, `^(http(s)?)://cos-internal\.([^.]+)\.tencentcos\.cn$`, on a
    // region label that runs on without its domain: `[^.]+` gives back one character at a time, from one start.
    // In the tool's JSON syntax, whose parser is linear: the C# one's own growth is near the limit at these sizes.
    name: "JSON: a COS endpoint whose region label runs on without its domain",
    make: (n) => cosEndpointJson(`https://cos-internal.${"a".repeat(n)}`),
    n: 1_000_000,
    run: (code) => reports(lintJson("valid-custom-endpoint", code)).map((r) => [r.messageId, r.line, r.column]),
    expected: () => [["wrongHost", 1, COS_ENDPOINT_COLUMN]],
  },
  {
    // The internal host, then a long path: what follows the host is read once (a port, a path, a query).
    name: "JSON: a COS endpoint of the internal host with a long path",
    make: (n) => cosEndpointJson(`https://cos-internal.ap-guangzhou.tencentcos.cn/${"a/".repeat(n / 2)}`),
    n: 1_000_000,
    run: (code) => reports(lintJson("valid-custom-endpoint", code)).map((r) => [r.messageId, r.line, r.column]),
    expected: () => [["unexpected", 1, COS_ENDPOINT_COLUMN]],
  },
  {
    // `\d+\.?\d*`: without the `.`, every split of the digits between `\d+` and `\d*` is tried. The grammar's
    // floating-point token always matches; the front end must still not depend on it.
    name: "Java front end: a floating-point literal of many digits that does not match",
    make: (n) => `${"1".repeat(n)}x`,
    n: 4_000_000,
    run: (text) => literalValue(leaf("decimal_floating_point_literal", text)),
    expected: () => undefined,
  },
  {
    // `[uUlL]+$`, tried again from every letter of the first run (the scan back reads the second). The grammar
    // allows two suffix letters at most; the front end must still not depend on it.
    name: "C# front end: an integer literal with long runs of suffix letters",
    make: (n) => `${"u".repeat(n / 2)}1${"u".repeat(n / 2)}`,
    n: 4_000_000,
    run: (text) => numberValue(leaf("integer_literal", text)),
    expected: () => undefined,
  },
];

describe("regular expressions on the linted text are linear", () => {
  for (const { name, make, n, run, expected } of cases) {
    it(name, () => {
      const small = make(n);
      const large = make(SCALE * n);
      expect(run(small)).toEqual(expected(n));
      expect(run(large)).toEqual(expected(SCALE * n));
      const { ratio, figures } = growth(
        () => run(small),
        () => run(large),
      );
      expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
    });
  }
});

describe("Java: Unicode escapes are read as javac reads them", () => {
  it.each<[string, string | undefined]>([
    [String.raw`"\u0041"`, "A"],
    [String.raw`"\uu0041"`, "A"],
    [String.raw`"\uuu0041"`, "A"],
    [String.raw`"\u00e9\u00E9"`, "éé"],
    [String.raw`"\u00411"`, "A1"],
    // An escaped backslash: no Unicode escape.
    [String.raw`"\\u0041"`, String.raw`\u0041`],
    [String.raw`"\\\u0041"`, String.raw`\A`],
    [String.raw`"\\\\u0041"`, String.raw`\\u0041`],
    [String.raw`"\u0041\\u0042\u0043"`, String.raw`A\u0042C`],
    // Two escapes of a backslash make an escaped backslash.
    [String.raw`"\u005c\u005c"`, "\\"],
    // Fewer than four hex digits: no Unicode escape, and `\u` is no other escape.
    [String.raw`"\u004"`, undefined],
    [String.raw`"\u004g"`, undefined],
    [String.raw`"\\u004"`, String.raw`\u004`],
    [String.raw`"\\"`, "\\"],
    [String.raw`"a\\\\"`, String.raw`a\\`],
  ])("%s", (raw, value) => {
    expect(stringValue(raw)).toBe(value);
  });

  it("a character literal too", () => {
    expect(literalValue(leaf("character_literal", String.raw`'\u0041'`))).toEqual({ t: "char", v: "A" });
    expect(literalValue(leaf("character_literal", String.raw`'\\u0041'`))).toBeUndefined();
  });

  it("through a rule: an odd run of backslashes starts one, an even run does not", () => {
    // "PRIVATE" is a case mistake valid-acl fixes; `\u0050RIVATE` and `\PRIVATE` are other values.
    expect(fixed("java", "valid-acl", javaAcl(String.raw`"\u0050RIVATE"`))).toBe(javaAcl('"private"'));
    for (const value of [String.raw`"\\u0050RIVATE"`, String.raw`"\\\u0050RIVATE"`]) {
      expect(reports(lint("java", "valid-acl", javaAcl(value)))).toEqual([
        { messageId: "invalid", line: 3, column: JAVA_ACL_COLUMN, suggestions: aclSuggestions(javaAclArgument(value)) },
      ]);
    }
  });
});

describe("Java: text blocks lose the spaces, tabs and form feeds that end their lines", () => {
  it.each<[string, string | undefined]>([
    ['"""\n  a \t\f\n  b  \n  """', "a\nb\n"],
    ['"""\r\n  a  \r\n  b\t\r\n  """', "a\nb\n"],
    ['"""\n  a  b  \n  """', "a  b\n"],
    // `\s` and octal escapes are read after: they stay.
    [String.raw`"""` + "\n  a\\s  \n  " + String.raw`"""`, "a \n"],
    [String.raw`"""` + "\n  a\\040\n  " + String.raw`"""`, "a \n"],
    // A Unicode escape is read before: a space it writes goes.
    [String.raw`"""` + "\n  a\\u0020\n  " + String.raw`"""`, "a\n"],
    // Other white space stays.
    ['"""\n  a\u00a0\n  """', "a\u00a0\n"],
  ])("%j", (raw, value) => {
    expect(stringValue(raw)).toBe(value);
  });

  it("through a rule: `PRIVATE` and spaces, a tab and a form feed is the case mistake", () => {
    expect(fixed("java", "valid-acl", javaAcl('"""\n        PRIVATE \t\f"""'))).toBe(javaAcl('"private"'));
  });
});

describe("Java: floating-point literals", () => {
  it.each<[string, number | undefined]>([
    ["1.5", 1.5],
    ["1.", 1],
    [".5", 0.5],
    ["1e3", 1000],
    ["1.5e-3", 0.0015],
    ["1_000.5f", 1000.5],
    ["10d", 10],
    ["1..5", undefined],
    ["1e", undefined],
    ["1x", undefined],
  ])("%s", (text, value) => {
    expect(literalValue(leaf("decimal_floating_point_literal", text))).toEqual(
      value === undefined ? undefined : { t: "double", v: value },
    );
  });
});

describe("C#: nameof and integer suffixes", () => {
  /** What valid-acl says of `Acl = <value>`: a report, with the fixes of its suggestions, or nothing. */
  const acl = (value: string) =>
    reports(lint("csharp", "valid-acl", csharpInitializer(`        Bucket = "state", Acl = ${value},`)));
  const invalid = (value: string) => {
    const code = csharpInitializer(`        Bucket = "state", Acl = ${value},`);
    const start = code.indexOf("Acl = ") + "Acl = ".length;
    return [
      {
        messageId: "invalid",
        line: 5,
        column: 27,
        suggestions: [{ range: [start, start + value.length], text: '"private"' }],
      },
    ];
  };

  it.each([
    "nameof(PRIVATE)",
    "nameof(Values.PRIVATE)",
    "nameof(@PRIVATE)",
    "nameof(a!.PRIVATE )",
    "nameof(Values.\n          PRIVATE)",
  ])("%j is the last name", (value) => {
    expect(acl(value)).toEqual(invalid(value));
  });

  it.each(["nameof(a!)", "nameof(Values.Get())", "nameof(x[0])"])("%j is no name", (value) => {
    expect(acl(value)).toEqual([]);
  });

  it.each<[string, number | undefined]>([
    ["4000", 4000],
    ["4000u", 4000],
    ["4000UL", 4000],
    ["4000lu", 4000],
    ["0xFFu", 255],
    ["0b101L", 5],
    ["1_000UL", 1000],
    ["u", undefined],
    ["0xu", undefined],
  ])("the integer literal %s", (text, value) => {
    expect(numberValue(leaf("integer_literal", text))).toBe(value);
  });

  it("a suggestion adds an entry after the comment that ends its line, and before the spaces that end it", () => {
    const code = csharpInitializer('        Bucket = "state", // note \t ');
    const at = code.indexOf("note") + "note".length;
    expect(reports(lint("csharp", "require-encryption", code))).toEqual([
      {
        messageId: "unset",
        line: 3,
        column: 12,
        suggestions: [{ range: [at, at], text: "\n        Encrypt = true," }],
      },
    ]);
    const block = csharpInitializer('        Bucket = "state", /* note */ \t');
    const after = block.indexOf("*/") + 2;
    expect(reports(lint("csharp", "require-encryption", block))).toEqual([
      {
        messageId: "unset",
        line: 3,
        column: 12,
        suggestions: [{ range: [after, after], text: "\n        Encrypt = true," }],
      },
    ]);
  });

  it("a block comment of millions of characters is passed over by a scan, not a backtracking expression", () => {
    // `(?:[^*]|\*(?!\/))*` threw RangeError on a comment of 10 million characters, with Node's default stack.
    const long = csharpInitializer(`        Bucket = "state", /* ${"x".repeat(12_000_000)} */`);
    const after = long.indexOf("*/") + 2;
    expect(reports(lint("csharp", "require-encryption", long))).toEqual([
      {
        messageId: "unset",
        line: 3,
        column: 12,
        suggestions: [{ range: [after, after], text: "\n        Encrypt = true," }],
      },
    ]);
  });

  it("a block comment trails the entry only when its line ends after it, at any of C#'s line ends", () => {
    const endOf = (code: string) => reports(lint("csharp", "require-encryption", code))[0]!.suggestions![0]!.range[0];
    const followed = csharpInitializer('        Bucket = "state", /* note */ Region = "r",');
    expect(endOf(followed)).toBe(followed.indexOf('"r",') + 4);
    const spanning = csharpInitializer('        Bucket = "state", /* one\n two */');
    expect(endOf(spanning)).toBe(spanning.indexOf('"state",') + 8);
    const separator = csharpInitializer('        Bucket = "state", /* note */\u2028        Region = "r",');
    expect(endOf(separator)).toBe(separator.indexOf('"r",') + 4);
  });
});
