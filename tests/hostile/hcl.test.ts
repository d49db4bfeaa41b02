// Hostile input in the tool's native syntax: values nested far deeper than any real file writes them, long
// strings and heredocs, and text that is not valid UTF-8 (or not valid UTF-16). Nothing overflows the stack,
// nothing crashes, and the file's other findings stay where they are. The inputs are generated here.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { MAX_DEPTH } from "../../src/model/limits.js";

const rules = Object.fromEntries(Object.keys(plugin.rules).map((id) => [`backend-config/${id}`, "error" as const]));
const config = [{ files: ["**/*.tf"], plugins: { "backend-config": plugin }, language: "backend-config/hcl", rules }];

function lint(code: string): Linter.LintMessage[] {
  return new Linter().verify(code, config, "main.tf");
}

/** The findings as `rule line:column`. */
const places = (messages: Linter.LintMessage[]) => messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`);

/** A backend whose `acl` is wrong (reported at line 4) and whose `prefix` holds `value`. */
const backend = (value: string) =>
  `terraform {\n  backend "oss" {\n    bucket  = "b"\n    acl     = "PRIVATE"\n    encrypt = true\n    prefix  = ${value}\n  }\n}\n`;

const HOSTILE = 5_000;

describe("HCL: deep values are unknown, without a crash", () => {
  it("the hostile depth is far beyond the limit", () => {
    expect(HOSTILE).toBeGreaterThan(10 * MAX_DEPTH);
  });

  it.each([
    ["nested objects", (n: number) => `${"{ a = ".repeat(n)}1${" }".repeat(n)}`],
    ["nested tuples", (n: number) => `${"[".repeat(n)}"p"${"]".repeat(n)}`],
    ["parentheses", (n: number) => `${"(".repeat(n)}"p"${")".repeat(n)}`],
    ["a chain of operators", (n: number) => `${'"a" + '.repeat(n)}"b"`],
    ["nested conditionals", (n: number) => `${"true ? ".repeat(n)}"p"${' : "q"'.repeat(n)}`],
    ["nested function calls", (n: number) => `${"lower(".repeat(n)}"p"${")".repeat(n)}`],
  ])("%s, thousands of levels deep in a backend: the other findings stay", (_, value) => {
    const messages = lint(backend(value(HOSTILE)));
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(places(messages)).toContain("backend-config/valid-acl 4:5");
  });

  it("a reference at the bottom of a deep value is still what init refuses", () => {
    const messages = lint(backend(`${"[".repeat(HOSTILE)}var.p${"]".repeat(HOSTILE)}`));
    expect(places(messages)).toEqual(["backend-config/valid-acl 4:5", "backend-config/no-interpolation 6:5"]);
  });

  it("a data source's deep config and defaults: no crash, its other findings stay", () => {
    const deep = `${"{ a = ".repeat(HOSTILE)}1${" }".repeat(HOSTILE)}`;
    const code = `data "terraform_remote_state" "s" {\n  backend  = "oss"\n  defaults = ${deep}\n  config = {\n    bucket = "b"\n    prefix = "/p"\n    x      = ${deep}\n  }\n}\n`;
    expect(places(lint(code))).toEqual([
      "backend-config/valid-state-path 6:5",
      "backend-config/no-unknown-properties 7:5",
    ]);
  });

  it("thousands of nested blocks around a backend: not a configuration, no crash", () => {
    const code = `${'module "m" {\n'.repeat(HOSTILE)}terraform {\n  backend "oss" {}\n}\n${"}\n".repeat(HOSTILE)}`;
    expect(lint(code)).toEqual([]);
  });
});

describe("HCL: long strings and heredocs", () => {
  // The grammar's own scanner is slow on long quoted strings: 100 KB keeps the test short (npm run stress lints
  // megabytes).
  const long = "x".repeat(100_000);

  it("a 100 KB string is read, and the message shows it cut short", () => {
    const messages = lint(backend(`"/${long}"`));
    const path = messages.find((m) => m.ruleId === "backend-config/valid-state-path")!;
    expect(path.message.length).toBeLessThanOrEqual(200);
    expect(path.fix?.text).toBe(`"${long}"`);
  });

  it("a heredoc of 20,000 lines is read as a string; one holding an interpolation is unknown", () => {
    const lines = `${"  y\n".repeat(20_000)}`;
    expect(places(lint(backend(`<<-EOT\n${lines}  EOT`)))).toEqual(["backend-config/valid-acl 4:5"]);
    expect(places(lint(backend(`<<EOT\n${lines}\${var.x}\nEOT`)))).toEqual([
      "backend-config/valid-acl 4:5",
      "backend-config/no-interpolation 6:5",
    ]);
  });
});

describe("HCL: text that is not valid UTF-8 or UTF-16", () => {
  it("bytes that are no UTF-8, decoded as ESLint decodes a file, are read around", () => {
    const bytes = Buffer.concat([
      Buffer.from('# \xff\xfe comment\nterraform {\n  backend "oss" {\n    bucket = "'),
      Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
      Buffer.from('"\n    acl    = "PRIVATE"\n  }\n}\n'),
    ]);
    const text = new TextDecoder().decode(bytes);
    const messages = lint(text);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(places(messages)).toEqual(["backend-config/require-encryption 3:3", "backend-config/valid-acl 5:5"]);
  });

  it("a lone surrogate in a string and in a comment: no crash, the fix in place", () => {
    const code = `# \ud800\nterraform {\n  backend "oss" {\n    bucket  = "a\udc00b"\n    acl     = "PRIVATE"\n    encrypt = true\n  }\n}\n`;
    const linter = new Linter();
    const fixed = linter.verifyAndFix(code, config, "main.tf");
    expect(fixed.messages).toEqual([]);
    expect(fixed.output).toBe(code.replace('"PRIVATE"', '"private"'));
  });
});
