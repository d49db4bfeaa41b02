// Hostile input: edits on one long line of the tool's JSON syntax. Each fix or suggestion is rendered on its own, so
// what a rendering reads of the file (its line break, the indentation of the line it inserts on) is found once per
// file and per line, never by a scan of the whole text or a walk back to the line's start per edit. Each case gets its
// input generated at a size n and at 4n; the CPU time at 4n must stay under 8 times that at n (linear gives 4,
// quadratic 16; tests/growth.ts measures).
//
// The insertions are require-encryption's `"encrypt": true` into empty OSS backends. By hand, an empty backend is
// the tool's partial configuration, which the rule leaves alone, so the files are read as <kit> writes them out
// (`cdk.tf.json`): ESLint places the reports there, and the suggestions (which ESLint leaves out of a written-out
// file) are the rule's own, rendered by the JSON front end as a hand-written file gets them.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import requireEncryption from "../../rules/require-encryption.js";
import { findConfigs, frontEnd } from "../../src/frontends/json/index.js";
import { resolveSettings } from "../../src/settings.js";
import { checkOf } from "../../src/util/create-rule.js";
import { parse } from "../fuzz/json.js";
import { growth, LINEAR_LIMIT, SCALE } from "../growth.js";
import { lintJson } from "../lint.js";

/** The offsets just after each `{` of an empty object in `code`. */
function emptyObjects(code: string): number[] {
  const offsets: number[] = [];
  for (let at = code.indexOf("{}"); at >= 0; at = code.indexOf("{}", at + 2)) offsets.push(at + 1);
  return offsets;
}

/** `n` empty OSS backends on one line, after `indent`, in a file of `eol` line breaks. */
const oneLine = (n: number, eol = "\n", indent = "") =>
  `{${eol}${indent}"terraform": [${'{"backend": {"oss": {}}}, '.repeat(n)}{"x": 1}]${eol}}`;

/** A written-out file's configurations, read once, outside what is timed. */
function prepared(code: string) {
  const sourceCode = { ast: parse(code), text: code };
  return { sourceCode, configs: findConfigs(sourceCode.ast, code, true) };
}

const settings = resolveSettings(undefined);

/** Each suggestion of require-encryption on the file's configurations, rendered on its own. */
const suggestions = ({ sourceCode, configs }: ReturnType<typeof prepared>) =>
  configs.flatMap((config) =>
    [...checkOf(requireEncryption)(config, settings)].flatMap((finding) =>
      (finding.suggest ?? []).map((suggestion) => frontEnd.renderEdits(sourceCode, suggestion.edits)),
    ),
  );

/** Where ESLint places each report of require-encryption in the file written out, and the suggestion made there. */
function reports(code: string) {
  const rendered = suggestions(prepared(code));
  const messages: readonly Linter.LintMessage[] = lintJson(code).filter(
    (m) => m.ruleId === "backend-config/require-encryption",
  );
  expect(messages).toHaveLength(rendered.length);
  return messages.map((m, i) => ({ line: m.line, column: m.column, suggestions: rendered[i] }));
}

describe("edits on a long line are rendered in linear time", () => {
  it.each<[string, string, string]>([
    ["a file of line feeds", "\n", ""],
    ["a file of CRLF line breaks, the line indented", "\r\n", " ".repeat(100)],
  ])("many empty backends on one line, each given a setting: %s", (_, eol, indent) => {
    const n = 2000;
    const small = prepared(oneLine(n, eol, indent));
    const large = prepared(oneLine(SCALE * n, eol, indent));
    for (const input of [small, large]) {
      const expected = emptyObjects(input.sourceCode.text).map((at) => [
        { range: [at, at], text: `${eol}${indent}  "encrypt": true${eol}${indent}` },
      ]);
      expect(suggestions(input)).toEqual(expected);
    }
    const { ratio, figures } = growth(
      () => suggestions(small),
      () => suggestions(large),
    );
    expect(ratio, figures).toBeLessThan(LINEAR_LIMIT);
  });

  it("through ESLint: each backend of the line reported, with its suggestion", () => {
    const code = oneLine(50, "\r\n", "  ");
    const lineStart = 3;
    expect(reports(code)).toEqual(
      emptyObjects(code).map((at) => ({
        line: 2,
        column: at - 1 - lineStart + 1,
        suggestions: [{ range: [at, at], text: '\r\n    "encrypt": true\r\n  ' }],
      })),
    );
  });
});

describe("an insertion takes the file's line break", () => {
  const backend = '"terraform": { "backend": { "oss": {} } }';
  it.each<[string, string]>([
    ["\n", "\n"],
    ["\r\n", "\r\n"],
    // A file of CR line breaks (old Mac files), which @eslint/json counts as lines.
    ["\r", "\r"],
  ])("%j", (eol, inserted) => {
    const code = `{${eol}  ${backend}${eol}}`;
    const at = code.indexOf("{}") + 1;
    expect(reports(code)).toEqual([
      {
        line: 2,
        column: at - 1 - eol.length,
        suggestions: [{ range: [at, at], text: `${inserted}    "encrypt": true${inserted}  ` }],
      },
    ]);
  });

  it("the first line break of a file of several kinds", () => {
    const code = `{\r\n  ${backend}\n}`;
    const at = code.indexOf("{}") + 1;
    expect(reports(code)[0]!.suggestions).toEqual([{ range: [at, at], text: '\r\n    "encrypt": true\r\n  ' }]);
  });

  it("a file of one line: a line feed", () => {
    const code = `{${backend}}`;
    const at = code.indexOf("{}") + 1;
    expect(reports(code)[0]!.suggestions).toEqual([{ range: [at, at], text: '\n  "encrypt": true\n' }]);
  });
});
