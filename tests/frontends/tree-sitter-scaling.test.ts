// Every tree-sitter front end is linear in its input. Large Java and C# files are generated here (never
// committed): long builder chains, many configurations per file, many later setters. Each is linted at a size
// n and at 4n, and the CPU time of the larger must stay under 8 times that of the smaller: a linear analysis
// gives about 4, a quadratic one 16 (tests/growth.ts measures).
//
// Through ESLint with the plugin's language and every rule on, and the front ends alone (discovery, then every
// property removed and rendered), on unknown and on real keys: a configuration that sets the same key thousands
// of times is read in one pass too (src/model/query.ts indexes its last writes).
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import {
  findConfigs as findCSharpConfigs,
  renderEdits as renderCSharpEdits,
} from "../../src/frontends/csharp/index.js";
import { findConfigs as findJavaConfigs, renderEdits as renderJavaEdits } from "../../src/frontends/java/index.js";
import plugin from "../../src/index.js";
import { parserFor } from "../../src/languages/grammars.js";
import type { ConfigLiteral, Edit } from "../../src/model/index.js";
import { resolveSettings } from "../../src/settings.js";
import { growth, LINEAR_LIMIT, SCALE } from "../growth.js";

type LanguageName = "java" | "csharp";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));

/** Lints a file with every rule of the plugin on, in the plugin's language for it. */
function lint(language: LanguageName, code: string): Linter.LintMessage[] {
  const files = language === "java" ? ["**/*.java"] : ["**/*.cs"];
  return new Linter({ configType: "flat" }).verify(
    code,
    [{ files, plugins: { "backend-config": plugin }, language: `backend-config/${language}`, rules }],
    language === "java" ? "Main.java" : "Main.cs",
  );
}

/** The front end alone: every configuration found, then every property of each removed (one edit per property). */
function findAndRender(language: LanguageName, code: string): ConfigLiteral[] {
  const tree = parserFor(language).parse(code)!;
  const settings = resolveSettings(undefined);
  const configs =
    language === "java"
      ? findJavaConfigs(tree.rootNode, code, settings)
      : findCSharpConfigs(tree.rootNode, code, settings);
  for (const config of configs) {
    const edits: Edit[] = config.entries.flatMap((e) =>
      e.type === "property" ? [{ type: "remove", property: e }] : [],
    );
    const rendered = language === "java" ? renderJavaEdits(code, edits) : renderCSharpEdits(code, edits);
    if (rendered.length === 0) throw new Error("nothing rendered");
  }
  return configs;
}

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join("");

// ── Java ───────────────────────────────────────────────────────────────────────────────────────────────

/** Four methods, each a builder chain of `n` calls on one line (`.a().a()...`, the shape that once ran out of memory). */
const javaDeepChains = (n: number) =>
  `class Main {\n${lines(4, (k) => `  Object m${k}() {\n    return OssBackendConfig.builder()${".a()".repeat(n)}.build();\n  }\n`)}}\n`;

/** `n` methods, each a configuration of its own. */
const javaManyConfigs = (n: number) =>
  `class Main {\n${lines(n, (i) => `  Object m${i}() {\n    return OssBackendConfig.builder().bucket("b${i}").acl("PUBLIC").build();\n  }\n`)}}\n`;

/** A local builder, `n` later setters on it, each its own statement, then `.build()`. */
const javaLaterSetters = (n: number) =>
  `class Main {\n  Object m() {\n    var b = OssBackendConfig.builder().bucket("b");\n${lines(n, (i) => `    b.a${i % 10}("r");\n`)}    return b.build();\n  }\n}\n`;

/** One chain of `n` setters of real keys, one per line. */
const javaRealChain = (n: number) =>
  `class Main {\n  Object m() {\n    return OssBackendConfig.builder()\n${lines(n, (i) => (i % 2 ? `        .region("r${i}")\n` : `        .bucket(BUCKET)\n`))}        .build();\n  }\n  static final String BUCKET = "b";\n}\n`;

// ── C# ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Four methods, each an initializer of `n` entries of unknown keys. */
const csharpLongInitializers = (n: number) =>
  `class Main {\n${lines(4, (k) => `  object M${k}() {\n    return new OssBackendConfig {\n${lines(n, (i) => `      A${i % 10} = "a",\n`)}    };\n  }\n`)}}\n`;

/** `n` methods, each a configuration of its own. */
const csharpManyConfigs = (n: number) =>
  `class Main {\n${lines(n, (i) => `  object M${i}() {\n    return new OssBackendConfig { Bucket = "b${i}", Acl = "PUBLIC" };\n  }\n`)}}\n`;

/** A local configuration and `n` later assignments to it. */
const csharpLaterAssignments = (n: number) =>
  `class Main {\n  object M() {\n    var c = new OssBackendConfig { Bucket = "b" };\n${lines(n, (i) => `    c.A${i % 10} = "r";\n`)}    return c;\n  }\n}\n`;

/** One initializer of `n` entries of real keys. */
const csharpRealInitializer = (n: number) =>
  `class Main {\n  const string Bucket = "b";\n  object M() {\n    return new OssBackendConfig {\n${lines(n, (i) => (i % 2 ? `      Region = "r${i}",\n` : `      Bucket = Bucket,\n`))}    };\n  }\n}\n`;

/** Target-typed `new() { X = .. }` nested `n` deep in a block (each `new` is looked up in the tree from the text). */
const csharpNestedNew = (n: number) =>
  `class Main {\n  object M() {\n    return new OssBackendConfig { Bucket = "b", AssumeRole = ${"new() { X = ".repeat(n)}1${" }".repeat(n)} };\n  }\n}\n`;

interface Case {
  readonly name: string;
  readonly language: LanguageName;
  readonly make: (n: number) => string;
  readonly n: number;
  /** What the file at size SCALE·n gives: the lint's rule ids, or the entries of each configuration found. */
  readonly expected: (n: number) => unknown;
  readonly run: "lint" | "front end";
}

const ruleIds = (messages: readonly Linter.LintMessage[]) => [...new Set(messages.map((m) => m.ruleId))].sort();

const cases: readonly Case[] = [
  {
    name: "Java: builder chains thousands of calls deep",
    language: "java",
    make: javaDeepChains,
    n: 600,
    run: "lint",
    expected: () => ["backend-config/require-bucket", "backend-config/require-encryption"],
  },
  {
    name: "Java: many configurations in one file",
    language: "java",
    make: javaManyConfigs,
    n: 80,
    run: "lint",
    expected: () => ["backend-config/require-encryption", "backend-config/valid-acl"],
  },
  {
    name: "Java: many later setters on a local builder",
    language: "java",
    make: javaLaterSetters,
    n: 500,
    run: "lint",
    expected: () => ["backend-config/require-encryption"],
  },
  {
    name: "Java front end: one chain of real keys, every setter removed",
    language: "java",
    make: javaRealChain,
    n: 1000,
    run: "front end",
    expected: (n) => [n],
  },
  {
    name: "Java: one chain of real keys, every rule on",
    language: "java",
    make: javaRealChain,
    n: 500,
    run: "lint",
    expected: () => ["backend-config/require-encryption"],
  },
  {
    name: "C#: long initializers",
    language: "csharp",
    make: csharpLongInitializers,
    n: 300,
    run: "lint",
    expected: () => ["backend-config/require-bucket", "backend-config/require-encryption"],
  },
  {
    name: "C#: many configurations in one file",
    language: "csharp",
    make: csharpManyConfigs,
    n: 80,
    run: "lint",
    expected: () => ["backend-config/require-encryption", "backend-config/valid-acl"],
  },
  {
    name: "C#: many later assignments to a local",
    language: "csharp",
    make: csharpLaterAssignments,
    n: 500,
    run: "lint",
    expected: () => ["backend-config/require-encryption"],
  },
  {
    name: "C#: one initializer of real keys, every rule on",
    language: "csharp",
    make: csharpRealInitializer,
    n: 500,
    run: "lint",
    expected: () => ["backend-config/require-encryption"],
  },
  {
    name: "C#: target-typed new() nested thousands deep",
    language: "csharp",
    make: csharpNestedNew,
    n: 1000,
    run: "lint",
    expected: () => [
      "backend-config/no-deprecated-assume-role",
      "backend-config/no-ignored-properties",
      "backend-config/require-encryption",
    ],
  },
  {
    name: "C# front end: one initializer of real keys, every entry removed",
    language: "csharp",
    make: csharpRealInitializer,
    n: 1000,
    run: "front end",
    expected: (n) => [n],
  },
];

describe("the tree-sitter front ends are linear in the input", () => {
  for (const { name, language, make, n, run, expected } of cases) {
    it(name, () => {
      const small = make(n);
      const large = make(SCALE * n);
      const once = (code: string) =>
        run === "lint"
          ? ruleIds(lint(language, code))
          : findAndRender(language, code).map((c) => c.entries.filter((e) => e.type === "property").length);
      expect(once(large)).toEqual(expected(SCALE * n)); // also the warm-up
      const { ratio, figures } = growth(
        () => once(small),
        () => once(large),
      );
      expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
    });
  }

  it("finds a configuration of 10,000 setters on one chain (no depth limit)", () => {
    const deep = `class Main {\n  Object m() {\n    return OssBackendConfig.builder()${'.bucket("b")'.repeat(10_000)}.build();\n  }\n}\n`;
    const [config] = findAndRender("java", deep);
    expect(config?.entries.length).toBe(10_000);
    expect(config?.entries.every((e) => e.type === "property" && e.key === "bucket")).toBe(true);
    const unknown = `class Main {\n  Object m() {\n    return OssBackendConfig.builder()${".a()".repeat(10_000)}.build();\n  }\n}\n`;
    expect(lint("java", unknown).map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual([
      "backend-config/require-bucket 3:12",
      "backend-config/require-encryption 3:12",
    ]);
  });
});
