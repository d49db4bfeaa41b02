import path from "node:path";
import { fileURLToPath } from "node:url";
import { RuleTester, type InvalidTestCase, type ValidTestCase } from "@typescript-eslint/rule-tester";
import * as espree from "espree";
import type { TSESLint } from "@typescript-eslint/utils";
import * as vitest from "vitest";
import { RuleTester as EslintRuleTester } from "eslint";
import json from "@eslint/json";
import plugin from "../src/index.js";
import { renderTemplate, WRITTEN_OUT_NOTE, type ConfigRule } from "../src/util/create-rule.js";
import { problemsOfText } from "./message-standard.js";

RuleTester.afterAll = vitest.afterAll;
RuleTester.describe = vitest.describe;
RuleTester.it = vitest.it;
RuleTester.itOnly = vitest.it.only;
EslintRuleTester.describe = vitest.describe;
EslintRuleTester.it = vitest.it;
EslintRuleTester.itOnly = vitest.it.only;

export const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

/**
 * The three ways every rule is tested: espree JavaScript, TypeScript without type information, and
 * TypeScript with type information (projectService over tests/fixtures/tsconfig.json).
 */
export type Mode = "js" | "ts" | "typed";
const MODES: readonly Mode[] = ["js", "ts", "typed"];

const testers: Record<Mode, () => RuleTester> = {
  js: () =>
    new RuleTester({
      languageOptions: { parser: espree as never, parserOptions: { ecmaVersion: "latest", sourceType: "module" } },
    }),
  ts: () => new RuleTester({}),
  typed: () =>
    new RuleTester({
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: fixtures } },
    }),
};

const defaultFilename: Record<Mode, string> = {
  js: "file.js",
  ts: "file.ts",
  typed: path.join(fixtures, "file.ts"),
};

type Options = readonly unknown[];
export type Valid = ValidTestCase<Options> & { modes?: readonly Mode[] };
export type Invalid<MessageId extends string> = InvalidTestCase<MessageId, Options> & { modes?: readonly Mode[] };

/** The message ids a rule declares, read from its type: `MessageIdOf<typeof rule>`. */
export type MessageIdOf<Rule> = Rule extends ConfigRule<infer MessageId> ? MessageId : never;

/**
 * Runs a rule's cases in each mode a case names (all three by default). A case without `modes` must be
 * valid JavaScript; TypeScript syntax belongs to `modes: ["ts", "typed"]`, what only types can see to
 * `["typed"]` (with its untyped verdict stated as a valid case of `["ts"]`). The code of an invalid case may
 * mark the places of its reports with `⟦`…`⟧` (see `unmark`).
 */
export function testRule<MessageId extends string>(
  name: string,
  rule: ConfigRule<MessageId>,
  cases: { valid: readonly (Valid | string)[]; invalid: readonly Invalid<MessageId>[] },
): void {
  const valid = cases.valid.map((c) => unmarkValid(typeof c === "string" ? { code: c } : c));
  const invalid = cases.invalid.map((c) => unmarkInvalid(c));
  for (const mode of MODES) {
    const pick = <T extends { modes?: readonly Mode[]; filename?: string }>(c: T) => (c.modes ?? MODES).includes(mode);
    const strip = <T extends { modes?: readonly Mode[]; filename?: string }>({ modes: _modes, ...c }: T) => ({
      ...c,
      filename: c.filename ? path.join(mode === "typed" ? fixtures : "", c.filename) : defaultFilename[mode],
    });
    testers[mode]().run(`${name} (${mode})`, forTypescriptEslint(checkingTexts(rule)), {
      valid: valid.filter(pick).map(strip),
      invalid: invalid.filter(pick).map(strip),
    });
  }
}

/**
 * What a report that breaks the standard throws. ESLint adds the node it was visiting to an error a rule throws
 * (`currentNode`), and vitest fails to send an error holding a whole tree to its main process: this one keeps none.
 */
class TextError extends Error {
  get currentNode(): undefined {
    return undefined;
  }
  set currentNode(_node: unknown) {
    // Not kept.
  }
}

/** What a rule passes to `context.report`, as far as its texts go. */
interface ReportTexts {
  message?: string;
  messageId?: string;
  data?: Readonly<Record<string, unknown>>;
  suggest?: readonly { desc?: string; messageId?: string; data?: Readonly<Record<string, unknown>> }[] | null;
}

/**
 * The rule, each of whose reports is checked as the user reads it (problemsOfText): the message rendered from its
 * messageId and data as ESLint renders it, or the `message` it gives, and every suggestion's description. A report
 * that breaks the standard throws, and fails the test case that made it, whatever the case expects.
 */
export function checkingTexts<Rule extends ConfigRule>(rule: Rule): Rule {
  const textOf = (t: {
    message?: string;
    desc?: string;
    messageId?: string;
    data?: Readonly<Record<string, unknown>>;
  }) => t.message ?? t.desc ?? renderTemplate(rule.meta.messages[t.messageId ?? ""] ?? `{{${t.messageId}}}`, t.data);
  const create: ConfigRule["create"] = (context) => {
    const source = context.sourceCode;
    const code = "text" in source ? source.text : "";
    const check = (what: string, text: string) => {
      const problems = problemsOfText(text, code);
      if (problems.length > 0)
        throw new TextError(`${rule.name}: the ${what} ${JSON.stringify(text)} has ${problems.join(", ")}`);
    };
    const report = (descriptor: ReportTexts) => {
      check("message", textOf(descriptor));
      for (const suggestion of descriptor.suggest ?? []) check("suggestion", textOf(suggestion));
      (context.report as (descriptor: ReportTexts) => void)(descriptor);
    };
    // ESLint freezes the context: the rule gets one that reports through `report` and reads the rest from it.
    return rule.create(Object.create(context, { report: { value: report } }) as typeof context);
  };
  return { ...rule, create };
}

/**
 * A rule of the plugin as typescript-eslint's RuleTester types its argument: the rule is an ESLint rule
 * (@eslint/core's types), which that RuleTester runs as it is; only the types of its context differ.
 */
function forTypescriptEslint<MessageId extends string>(
  rule: ConfigRule<MessageId>,
): TSESLint.RuleModule<MessageId, Options> {
  return rule as unknown as TSESLint.RuleModule<MessageId, Options>;
}

/** The plugin's own languages, as `language: "backend-config/<name>"`. */
export type TreeSitterLanguage = "java" | "csharp" | "hcl";

/**
 * A template literal as the text it holds, so that a multi-line case reads as its code: drops the line break after
 * the opening backtick, then the indentation (spaces) common to the lines that hold more than spaces, and the
 * spaces before a closing backtick on a line of its own (the line break before it stays: such a template ends with
 * one). Interpolated values go in as they are, after; they count as text where they stand.
 *
 *     code: dedent`
 *       new OssBackend(scope, {
 *         ⟦acl: "PRIVATE"⟧,
 *       });`,  // "new OssBackend(scope, {\n  ⟦acl: \"PRIVATE\"⟧,\n});"
 */
export function dedent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return dedented(strings, values, "");
}

/** The text of a `dedent` template with `indent` put before each of its lines that is not empty. */
function dedented(strings: readonly string[], values: readonly unknown[], indent: string): string {
  // A character no template here holds stands for each value while the lines are measured.
  const hole = "\u0000";
  const text = strings.join(hole);
  if (!text.startsWith("\n")) throw new Error("dedent: the text starts on the line after the opening backtick");
  const lines = text.slice(1).split("\n");
  const blank = (line: string) => /^ *$/.test(line);
  if (blank(lines.at(-1)!)) lines[lines.length - 1] = "";
  const indentOf = (line: string) => /^ */.exec(line)![0].length;
  const cut = Math.min(...lines.filter((line) => !blank(line)).map(indentOf));
  const parts = lines
    .map((line) => line.slice(Math.min(cut, indentOf(line))))
    .map((line) => (line === "" ? line : indent + line))
    .join("\n")
    .split(hole);
  return parts.reduce((result, part, i) => `${result}${String(values[i - 1])}${part}`);
}

/** Method statements: `body` as given (indented by four spaces), or a `dedent` template indented by four spaces. */
const statements = (body: string | TemplateStringsArray, values: readonly unknown[]): string =>
  typeof body === "string" ? body : dedented(body, values, "    ");

/**
 * `body` (statements indented by four spaces) as the body of a method `run` of a Java class `Main`; as a tag, the
 * statements of a `dedent` template: `` inJava`…` ``.
 */
export const inJava = (body: string | TemplateStringsArray, ...values: unknown[]): string =>
  `class Main {\n  void run() {\n${statements(body, values)}\n  }\n}\n`;
/** `body` as the body of a method `Run` of a C# class `Main`, as `inJava` takes it. */
export const inCSharp = (body: string | TemplateStringsArray, ...values: unknown[]): string =>
  `class Main {\n  void Run() {\n${statements(body, values)}\n  }\n}\n`;

/**
 * `body` (blocks indented by two spaces) inside a `terraform { }` block of the tool's native syntax; as a tag, the
 * blocks of a `dedent` template: `` inHcl`backend "oss" { … }` ``. Data sources stand at the top level: write
 * them with `dedent`.
 */
export const inHcl = (body: string | TemplateStringsArray, ...values: unknown[]): string =>
  `terraform {\n${typeof body === "string" ? body : dedented(body, values, "  ")}\n}\n`;

/**
 * A Java or C# case: as for `testRule` (`Invalid<MessageIdOf<typeof rule>>` checks the messageIds), without modes;
 * ESLint's RuleTester takes the same shape.
 */
type LanguageValid = Omit<Valid, "modes">;
type LanguageInvalid<MessageId extends string> = Omit<Invalid<MessageId>, "modes">;

/**
 * Runs a rule's Java, C# or HCL cases through ESLint's own RuleTester with the plugin's language
 * (`language: "backend-config/java"`, `"backend-config/csharp"`, `"backend-config/hcl"`), the real front ends, fixes and suggestions
 * rendered in the language. Messages are asserted by messageId (checked against the rule's) and data as in
 * `testRule`; the code of an invalid case marks the places of its reports with `⟦`…`⟧` (see `unmark`).
 */
export function testRuleIn(
  language: TreeSitterLanguage,
  name: string,
  rule: ConfigRule,
  cases: {
    valid: readonly (LanguageValid | EslintValid | string)[];
    invalid: readonly (LanguageInvalid<string> | EslintInvalid)[];
  },
): void {
  const tester = new EslintRuleTester({
    plugins: { "backend-config": plugin },
    language: `backend-config/${language}`,
  });
  const valid = cases.valid.map((c) => unmarkValid(typeof c === "string" ? { code: c } : c));
  const invalid = cases.invalid.map((c) => unmarkInvalid(c));
  tester.run(`${name} (${language})`, checkingTexts(rule), {
    valid: valid as EslintRuleTester.ValidTestCase[],
    invalid: invalid as EslintRuleTester.InvalidTestCase[],
  });
}

/** A place in the code, as a report's expected `line`, `column`, `endLine` and `endColumn` (1-based columns). */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The line breaks ESLint counts lines by. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
const OPEN = "⟦";
const CLOSE = "⟧";

/**
 * The code of a case with the places of its reports marked, unmarked: the code without its markers, and the
 * marked spans in the order of their opening markers.
 *
 * Marker syntax: `⟦` opens a span and `⟧` closes the innermost open one; the text between them is the exact
 * text a report must cover (it may span lines). Several spans are several reports, taken in the order their
 * `⟦` appear (the order ESLint sorts reports in, by start). Spans nest: `⟦⟦a⟧ b⟧` marks `a b` first, then `a`;
 * `⟦⟦a⟧⟧` marks `a` twice (two reports on the same text). An empty span `⟦⟧` is a report of zero width there.
 *
 *     code: inJava(`    var c = OssBackendConfig.builder().bucket("b")⟦.acl("PRIVATE")⟧.build();`),
 *     errors: [{ messageId: "invalid", data: { ... } }],  // gets line, column, endLine, endColumn of .acl(...)
 *
 * In `testRule` and `testRuleIn`, the spans go, in order, to the errors of the case that give no `line` of their
 * own; there must be as many of those errors as spans. Outputs (fixes, suggestions) and valid cases hold no markers.
 */
export function unmark(marked: string): { code: string; spans: Span[] } {
  let code = "";
  const ranges: [start: number, end: number][] = [];
  const open: [start: number, end: number][] = [];
  for (const char of marked) {
    if (char === OPEN) {
      const range: [number, number] = [code.length, -1];
      ranges.push(range);
      open.push(range);
    } else if (char === CLOSE) {
      const range = open.pop();
      if (!range) throw new Error(`unmark: a ${CLOSE} without its ${OPEN} in ${JSON.stringify(marked)}`);
      range[1] = code.length;
    } else {
      code += char;
    }
  }
  if (open.length > 0) throw new Error(`unmark: a ${OPEN} without its ${CLOSE} in ${JSON.stringify(marked)}`);
  const lineStarts = [0];
  for (const match of code.matchAll(LINE_BREAK)) lineStarts.push(match.index + match[0].length);
  const position = (offset: number) => {
    let line = lineStarts.length;
    while (lineStarts[line - 1]! > offset) line--;
    return { line, column: offset - lineStarts[line - 1]! + 1 };
  };
  const spans = ranges.map(([start, end]) => {
    const from = position(start);
    const to = position(end);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  });
  return { code, spans };
}

const hasMarker = (text: unknown): boolean =>
  Array.isArray(text)
    ? text.some(hasMarker)
    : typeof text === "string" && (text.includes(OPEN) || text.includes(CLOSE));

function unmarkValid<Case extends { code: string }>(c: Case): Case {
  if (hasMarker(c.code)) throw new Error(`A valid case marks a report: ${JSON.stringify(c.code)}`);
  return c;
}

type EslintValid = import("eslint").RuleTester.ValidTestCase;
type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

/** An expected error as both RuleTesters take it, as far as `unmarkInvalid` reads it. */
interface ErrorLike {
  line?: number;
  suggestions?: readonly { output: string }[] | number | null;
}
const isErrorObject = (e: unknown): e is ErrorLike => typeof e === "object" && e !== null && !(e instanceof RegExp);

/** An invalid case with the spans marked in its code (`unmark`) given to its errors that have no place. */
function unmarkInvalid<Case extends { code: string; output?: unknown; errors: number | readonly unknown[] }>(
  c: Case,
): Case {
  const errors = typeof c.errors === "number" ? [] : c.errors;
  const suggestions = errors
    .filter(isErrorObject)
    .flatMap((e): readonly { output: string }[] => (typeof e.suggestions === "object" && e.suggestions) || []);
  if ([c.output, ...suggestions.map((s) => s.output)].some(hasMarker)) {
    throw new Error(`An output holds a marker, in the case of ${JSON.stringify(c.code)}`);
  }
  if (!hasMarker(c.code)) return c;
  const { code, spans } = unmark(c.code);
  const unplaced = errors.filter((e) => isErrorObject(e) && e.line === undefined).length;
  if (typeof c.errors === "number" || unplaced !== spans.length) {
    throw new Error(
      `${spans.length} marked span(s) for ${unplaced} error(s) without a place in ${JSON.stringify(c.code)}`,
    );
  }
  let next = 0;
  return {
    ...c,
    code,
    errors: errors.map((e) => (isErrorObject(e) && e.line === undefined ? { ...e, ...spans[next++] } : e)),
  };
}

/** The file name of a hand-written configuration in the tool's JSON syntax, which fixes and suggestions edit. */
const HAND_WRITTEN_JSON = "main.tf.json";
/** A configuration <kit> wrote out (`<out>/stacks/<stack>/cdk.tf.json`): reported without fixes or suggestions. */
const WRITTEN_OUT_JSON = "out/stacks/app/cdk.tf.json";

/**
 * A backend of a store in the tool's JSON syntax, formatted as <kit> writes it (two spaces a level): `members` are
 * the texts of its members (`'"bucket": "b"'`), each put on a line of its own, indented by 8.
 */
export const backendJson = (kind: string, ...members: string[]): string =>
  `{\n  "terraform": {\n    "backend": {\n      "${kind}": {\n${members.map((m) => `        ${m}`).join(",\n")}\n      }\n    }\n  }\n}\n`;

/**
 * A remote-state data source `state` of a store in the tool's JSON syntax: `config` the texts of its `config`
 * object's members (indented by 10), `own` the data source's own members (`'"workspace": "w"'`, indented by 8),
 * written before `config`.
 */
export const remoteStateJson = (kind: string, config: readonly string[], own: readonly string[] = []): string =>
  `{\n  "data": {\n    "terraform_remote_state": {\n      "state": {\n        "backend": "${kind}",\n${own.map((m) => `        ${m},\n`).join("")}        "config": {\n${config.map((m) => `          ${m}`).join(",\n")}\n        }\n      }\n    }\n  }\n}\n`;

/** An expected error of a JSON case: by messageId (and data) as in `testRuleIn`. */
interface JsonError {
  messageId?: string;
  data?: Readonly<Record<string, unknown>>;
  /**
   * The data that differ in the written-out file's message: words that hold for a source in any binding, or a value
   * cut shorter, since the note after the message leaves it less of the 200 characters.
   */
  writtenOutData?: Readonly<Record<string, unknown>>;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  suggestions?: readonly { messageId?: string; data?: Readonly<Record<string, unknown>>; output: string }[] | null;
}
interface JsonValid {
  code: string;
  settings?: Record<string, unknown>;
  /**
   * Valid only when written by hand: in a configuration <kit> wrote out (`cdk.tf.json`) the case gets these reports
   * (as an invalid case's errors, markers placing them). For what the tool's own syntax allows by hand and <kit>'s
   * code does not mean (a backend's partial configuration).
   */
  writtenOutErrors?: readonly JsonError[];
}
interface JsonInvalid extends JsonValid {
  output?: string | null;
  errors: readonly JsonError[];
}

/**
 * Runs a rule's cases in the tool's JSON syntax through ESLint's own RuleTester with @eslint/json's language
 * (`plugins: { json }`, `language: "json/json"`), twice: as the hand-written `main.tf.json` the cases describe
 * (fixes and suggestions edit the JSON), and as a configuration <kit> wrote out (`.../stacks/app/cdk.tf.json`),
 * where each report has the same place and the rule's message rendered with its data followed by
 * WRITTEN_OUT_NOTE, and no fix or suggestion. Markers `⟦`…`⟧` place the reports as in `testRuleIn`.
 */
export function testRuleInJson(
  name: string,
  rule: ConfigRule,
  cases: { valid: readonly (JsonValid | string)[]; invalid: readonly JsonInvalid[] },
): void {
  const tester = new EslintRuleTester({ plugins: { json }, language: "json/json" });
  const invalid = cases.invalid.map((c) => unmarkInvalid(c));
  // The hand-written run takes each error as ESLint's RuleTester does, without the written-out file's data.
  const handWritten = invalid.map((c) => ({
    ...c,
    errors: c.errors.map(({ writtenOutData: _writtenOutData, ...error }: JsonError) => error),
  }));
  const given = cases.valid.map((c) => (typeof c === "string" ? { code: c } : c));
  const valid = given
    .filter((c) => c.writtenOutErrors === undefined)
    .map(({ writtenOutErrors: _writtenOutErrors, ...c }) => unmarkValid(c));
  // Valid by hand, reported when written out: markers place the written-out reports.
  const handWrittenOnly = given.flatMap(({ writtenOutErrors, ...c }) =>
    writtenOutErrors === undefined ? [] : [unmarkInvalid({ ...c, errors: writtenOutErrors })],
  );
  tester.run(`${name} (json)`, checkingTexts(rule), {
    valid: [...valid, ...handWrittenOnly.map(({ errors: _errors, ...c }) => c)].map((c) => ({
      ...c,
      filename: HAND_WRITTEN_JSON,
    })),
    invalid: handWritten.map((c) => ({ ...c, filename: HAND_WRITTEN_JSON }) as EslintRuleTester.InvalidTestCase),
  });
  const writtenOut = (error: JsonError) => {
    const { messageId, data, writtenOutData, suggestions: _suggestions, ...place } = error;
    if (messageId === undefined) throw new Error(`A JSON case of ${name} names no messageId`);
    const template = rule.meta.messages[messageId]!;
    const message = renderTemplate(template, { ...data, ...writtenOutData });
    return { ...place, message: `${message} ${WRITTEN_OUT_NOTE}`, suggestions: [] };
  };
  tester.run(`${name} (json, written out)`, checkingTexts(rule), {
    valid: valid.map((c) => ({ ...c, filename: WRITTEN_OUT_JSON })),
    invalid: [...invalid, ...handWrittenOnly].map((c) => ({
      code: c.code,
      ...(c.settings && { settings: c.settings }),
      filename: WRITTEN_OUT_JSON,
      output: null,
      errors: c.errors.map(writtenOut),
    })),
  });
}

/** A file in the JSON syntax that only the tool's open fork reads, whose backends it evaluates (src/frontends/fork.ts). */
const FORK_JSON = "main.tofu.json";

/**
 * Runs a rule's cases as the open fork's own file in the JSON syntax (`main.tofu.json`), whose backend the fork
 * evaluates from its 1.8.0 (docs/behaviour.md#every-store); markers place the reports as in `testRuleIn`.
 */
export function testRuleInForkJson(
  name: string,
  rule: ConfigRule,
  cases: { valid: readonly string[]; invalid?: readonly EslintInvalid[] },
): void {
  const tester = new EslintRuleTester({ plugins: { json }, language: "json/json" });
  tester.run(`${name} (json, the open fork's file)`, checkingTexts(rule), {
    valid: cases.valid.map((code) => ({ code, filename: FORK_JSON })),
    invalid: (cases.invalid ?? []).map((c) => ({ ...unmarkInvalid(c), filename: FORK_JSON })),
  });
}
