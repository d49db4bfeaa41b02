// Hostile input: values nested far deeper than any real configuration writes them. The Java and C# front ends
// follow a value MAX_DEPTH levels deep (src/model/limits.ts: nested expressions, chains of constants; parentheses
// are unwrapped in a loop and do not count); beyond that the value is unknown, so no rule reports on it, and the lint neither overflows the stack nor loses the file's other
// findings. Below the limit the value is still read. The inputs are generated here, never committed.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { MAX_DEPTH } from "../../src/model/limits.js";
import { lint as lintScript, type LintMode } from "../lint.js";

type TreeSitterLanguage = "java" | "csharp";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

/** The rule ids a Java or C# file gets with every rule on, in the plugin's language for it. */
function ruleIds(language: TreeSitterLanguage, code: string): (string | null)[] {
  const files = language === "java" ? ["**/*.java"] : ["**/*.cs"];
  const config = { files, plugins: { "backend-config": plugin }, language: `backend-config/${language}`, rules };
  return new Linter({ configType: "flat" })
    .verify(code, [config], language === "java" ? "Main.java" : "Main.cs")
    .map((m) => m.ruleId);
}

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join("\n");

/** A builder chain that sets `acl` to `value` (no `encrypt`: require-encryption always reports). */
const javaAcl = (value: string, fields = "") =>
  `class Main {\n${fields}\n  Object m() {\n    return OssBackendConfig.builder().bucket("b").acl(${value}).build();\n  }\n}\n`;
/** An initializer that sets `Acl` to `value`. */
const csharpAcl = (value: string, fields = "") =>
  `class Main {\n${fields}\n  object M() {\n    return new OssBackendConfig { Bucket = "b", Acl = ${value} };\n  }\n}\n`;

/** `n` constants, each the one before: `C0 = "PRIVATE"`, `C1 = C0`, .., read as `Cn`. */
const javaConstants = (n: number) =>
  javaAcl(
    `C${n}`,
    `  static final String C0 = "PRIVATE";\n${lines(n, (i) => `  static final String C${i + 1} = C${i};`)}`,
  );
const csharpConstants = (n: number) =>
  csharpAcl(`C${n}`, `  const string C0 = "PRIVATE";\n${lines(n, (i) => `  const string C${i + 1} = C${i};`)}`);

/** `"PRIV" + "" + "" .. + "ATE"`: a left-nested concatenation `n` deep. */
const concatenation = (n: number) => `"PRIV" + ${'"" + '.repeat(n - 1)}"ATE"`;
/** `(((.."PRIVATE"..)))`: `n` parentheses. */
const parenthesized = (n: number) => `${"(".repeat(n)}"PRIVATE"${")".repeat(n)}`;

const REPORTED = ["backend-config/require-encryption", "backend-config/valid-acl"];
const UNKNOWN = ["backend-config/require-encryption"];

const HOSTILE = 5_000;
const SHALLOW = 50;

describe("Java and C#: values deeper than the limit are unknown, without a crash", () => {
  it("the limit lies between the shallow and the hostile sizes", () => {
    expect(SHALLOW).toBeLessThan(MAX_DEPTH);
    expect(HOSTILE).toBeGreaterThan(10 * MAX_DEPTH);
  });

  const cases: [string, (n: number) => string, (n: number) => string][] = [
    ["chained constants", javaConstants, csharpConstants],
    ["a concatenation", (n) => javaAcl(concatenation(n)), (n) => csharpAcl(concatenation(n))],
  ];
  for (const [name, java, csharp] of cases) {
    it(`${name}: read ${SHALLOW} deep, unknown ${HOSTILE} deep`, () => {
      expect(ruleIds("java", java(SHALLOW))).toEqual(REPORTED);
      expect(ruleIds("csharp", csharp(SHALLOW))).toEqual(REPORTED);
      expect(ruleIds("java", java(HOSTILE))).toEqual(UNKNOWN);
      expect(ruleIds("csharp", csharp(HOSTILE))).toEqual(UNKNOWN);
    });
  }

  it(`parentheses are unwrapped in a loop: ${HOSTILE} deep is still read`, () => {
    expect(ruleIds("java", javaAcl(parenthesized(HOSTILE)))).toEqual(REPORTED);
    expect(ruleIds("csharp", csharpAcl(parenthesized(HOSTILE)))).toEqual(REPORTED);
  });

  it(`signs: -(-(..)) ${HOSTILE} deep is unknown, a few deep is read`, () => {
    const signed = (n: number) => `${"-(".repeat(n)}7200${")".repeat(n)}`;
    const java = (value: string) =>
      `class Main {\n  Object m() {\n    return OssBackendConfig.builder().bucket("b").encrypt(true).assumeRoleSessionExpiration(${value}).build();\n  }\n}\n`;
    const csharp = (value: string) =>
      `class Main {\n  object M() {\n    return new OssBackendConfig { Bucket = "b", Encrypt = true, AssumeRoleSessionExpiration = ${value} };\n  }\n}\n`;
    for (const [language, make] of [
      ["java", java],
      ["csharp", csharp],
    ] as const) {
      expect(ruleIds(language, make(signed(2)))).toEqual(["backend-config/valid-session-expiration"]);
      expect(ruleIds(language, make(signed(HOSTILE)))).toEqual([]);
    }
  });
});

describe("Java and C#: other shapes nested 5,000 deep lint without a crash and keep the file's findings", () => {
  const ternary = (n: number) => `${'a ? "PUBLIC" : '.repeat(n)}"PRIVATE"`;
  const cases: [string, TreeSitterLanguage, string][] = [
    ["Java: a ternary chain", "java", javaAcl(ternary(HOSTILE))],
    ["C#: a ternary chain", "csharp", csharpAcl(ternary(HOSTILE))],
    ["Java: lambdas in lambdas", "java", javaAcl(`${"() -> (".repeat(HOSTILE)}"x"${")".repeat(HOSTILE)}`)],
    ["C#: lambdas in lambdas", "csharp", csharpAcl(`${"() => (".repeat(HOSTILE)}"x"${")".repeat(HOSTILE)}`)],
    [
      "Java: builders in builders",
      "java",
      javaAcl(
        `"private").assumeRole(${"OssAssumeRole.builder().assumeRole(".repeat(HOSTILE)}null${").build()".repeat(HOSTILE)}`,
      ),
    ],
    [
      "C#: initializers in initializers",
      "csharp",
      csharpAcl(
        `"private", AssumeRole = ${"new OssAssumeRole { AssumeRole = ".repeat(HOSTILE)}null${" }".repeat(HOSTILE)}`,
      ),
    ],
  ];
  for (const [name, language, code] of cases) {
    it(name, () => {
      const ids = ruleIds(language, code);
      expect(ids).toContain("backend-config/require-encryption");
      expect(ids.filter((id) => id === null)).toEqual([]);
    });
  }
});

describe("C#: objects and collections nested 10,000 deep", () => {
  const nested = (inner: (n: number) => string) =>
    `class Main {\n  object M() {\n    return new CosBackendConfig { Bucket = "b", Encrypt = true, ${inner(10_000)} };\n  }\n}\n`;

  it("a block of target-typed new() inside each other: read to the limit, then unknown", () => {
    const code = nested((n) => `AssumeRole = ${"new() { X = ".repeat(n)}1${" }".repeat(n)}`);
    // The outer block is read: it has no role fields (only `X`, whose value lies beyond the limit).
    expect(ruleIds("csharp", code)).toEqual(["backend-config/require-assume-role-fields"]);
  });

  it("a dictionary of dictionaries: unknown data, no finding", () => {
    const code = nested((n) => `Tags = ${'new Dictionary<string, object> { ["k"] = '.repeat(n)}1${" }".repeat(n)}`);
    expect(ruleIds("csharp", code)).toEqual([]);
  });
});

describe("JavaScript and TypeScript: 2,000 constants that nest each other", () => {
  const code = [
    `import type { OssBackendConfig } from "kit";`,
    `const p0 = { x: 1 };`,
    lines(2_000, (i) => `const p${i + 1} = { x: p${i} };`),
    `export const c: OssBackendConfig = { bucket: "b", acl: "PRIVATE", tags: p2000 } as OssBackendConfig;`,
  ].join("\n");
  for (const mode of ["ts", "typed"] as LintMode[]) {
    it(`lints without a crash and keeps the file's findings (${mode})`, () => {
      const ids = lintScript(code, { mode }).messages.map((m) => m.ruleId);
      expect(ids).toContain("backend-config/valid-acl");
      expect(ids.filter((id) => id === null)).toEqual([]);
    });
  }
});

describe("JavaScript and TypeScript: a concatenation as deep as the parsers take", () => {
  // espree takes 3,000 (in a test worker's stack; 10,000 fail with "Not enough stack space"), typescript-eslint's
  // parser 500 (1,000 fail with "Maximum call stack size exceeded"): the value is read, nothing overflows.
  const depths: Record<LintMode, number> = { js: 3_000, ts: 500, typed: 500 };
  for (const [mode, depth] of Object.entries(depths) as [LintMode, number][]) {
    it(`${depth.toLocaleString("en")} deep: lints without a crash and reads the value (${mode})`, () => {
      const code = `import { OssBackend } from "kit";\nnew OssBackend(scope, { bucket: "b", acl: ${concatenation(depth)} });\n`;
      expect(lintScript(code, { mode }).messages.map((m) => m.ruleId ?? m.message)).toEqual(REPORTED);
    });
  }
});

describe("Java: Unicode escapes that javac reads as code", () => {
  const chain = (setters: string) =>
    `class Main {\n  Object m() {\n    return OssBackendConfig.builder().bucket("b").encrypt(true)${setters}.build();\n  }\n}\n`;

  it('a string whose escapes make a quote ("\\u0022 + \\u0022", which javac reads as "" + "") is not known', () => {
    expect(ruleIds("java", chain('.acl("\\u0022 + \\u0022")'))).toEqual([]);
    expect(ruleIds("java", chain('.acl("\\u0022PRIVATE")'))).toEqual([]);
  });

  it("an escaped quote and other escapes are read", () => {
    expect(ruleIds("java", chain('.acl("PRIV\\u0041TE")'))).toEqual(["backend-config/valid-acl"]);
    expect(ruleIds("java", chain('.acl("\\"PRIVATE")'))).toEqual(["backend-config/valid-acl"]);
  });
});
