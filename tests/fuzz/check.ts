// The properties every generated program must have when linted with every rule of the plugin on.
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import * as espree from "espree";
import { lint } from "../lint.js";
import { problemsOfMessage } from "../message-standard.js";
import type { Program, Span } from "./program.js";
import { SECRET_MARK } from "./arbitraries.js";

// Not `files: ["**/*"]`: a config of only universal patterns lints no file (ESLint says "No matching
// configuration" and parses nothing).
const parseConfigs = {
  js: [{ files: ["**/*.js"] }],
  ts: [{ files: ["**/*.ts"], languageOptions: { parser: tsParser } }],
} satisfies Record<string, Linter.Config[]>;

const parser = new Linter();

/** Parse errors of `text` in the parser of a lint mode (espree for js, typescript-eslint's for ts and typed). */
function parseErrors(text: string, mode: Program["mode"]): string[] {
  const syntax = mode === "js" ? "js" : "ts";
  const messages = parser.verify(text, parseConfigs[syntax], syntax === "js" ? "x.js" : "x.ts");
  // With no rule on, any message at all is about parsing (or about the file not being linted).
  return messages.map((m) => `${m.line}:${m.column} ${m.message}`);
}

interface Comment {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The comments of a program, as `//text` and `/*text*\/` with their offsets, in the mode's parser. */
function commentsOf(text: string, mode: Program["mode"]): Comment[] {
  const options = { sourceType: "module", comment: true, range: true } as const;
  const ast = mode === "js" ? espree.parse(text, { ...options, ecmaVersion: "latest" }) : tsParser.parse(text, options);
  const comments = (ast as { comments?: { type: string; value: string; range: [number, number] }[] }).comments ?? [];
  return comments.map((c) => ({
    text: c.type === "Line" ? `//${c.value}` : `/*${c.value}*/`,
    start: c.range[0],
    end: c.range[1],
  }));
}

/** The nodes that change state or run code: no autofix may remove one (`delete` is a UnaryExpression, counted too). */
const EFFECT_TYPES: ReadonlySet<string> = new Set([
  "CallExpression",
  "NewExpression",
  "AssignmentExpression",
  "UpdateExpression",
  "TaggedTemplateExpression",
  "AwaitExpression",
  "YieldExpression",
  "ImportExpression",
]);

/**
 * How many calls, `new`s, assignments, updates, `delete`s, tagged templates, `await`s and `yield`s a program holds
 * (walked without recursion; its parse in the mode's parser). A fix changes text inside one configuration
 * literal only (checked first), so a difference of the whole program's counts is one within that literal.
 */
function effectCount(text: string, mode: Program["mode"]): number {
  const options = { sourceType: "module", range: true } as const;
  const ast = mode === "js" ? espree.parse(text, { ...options, ecmaVersion: "latest" }) : tsParser.parse(text, options);
  let count = 0;
  const stack: unknown[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    if (typeof node !== "object" || node === null || typeof (node as { type?: unknown }).type !== "string") continue;
    const { type, operator } = node as { type: string; operator?: string };
    if (EFFECT_TYPES.has(type) || (type === "UnaryExpression" && operator === "delete")) count += 1;
    for (const [key, child] of Object.entries(node)) {
      if (key !== "parent" && key !== "loc" && key !== "range" && typeof child === "object") stack.push(child);
    }
  }
  return count;
}

/** The comments of `before` that `after` lacks (counting repeats). */
function lostComments(before: readonly Comment[], after: readonly Comment[]): string[] {
  const left = new Map<string, number>();
  for (const c of after) left.set(c.text, (left.get(c.text) ?? 0) + 1);
  return before
    .map((c) => c.text)
    .filter((c) => {
      const n = left.get(c) ?? 0;
      left.set(c, n - 1);
      return n <= 0;
    });
}

/** Offsets of line starts, with ESLint's line breaks. */
function lineStarts(text: string): number[] {
  const starts = [0];
  const breaks = /\r\n|[\r\n\u2028\u2029]/g;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) starts.push(m.index + m[0].length);
  return starts;
}

/** The offset of an ESLint position (line 1-based, column 1-based). */
function offsetOf(starts: readonly number[], line: number, column: number): number {
  return starts[line - 1]! + column - 1;
}

function within(span: Span, range: readonly [number, number]): boolean {
  return span.start <= range[0] && range[1] <= span.end;
}

/** The innermost span of a role that holds [start, end]. */
function innermost(spans: readonly Span[], role: Span["role"], start: number, end: number): Span | undefined {
  return spans
    .filter((s) => s.role === role && within(s, [start, end]))
    .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
}

function applyFix(text: string, fix: { range: readonly [number, number]; text: string }): string {
  return text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
}

class PropertyFailure extends Error {}

function fail(what: string, program: Program, detail: unknown): never {
  throw new PropertyFailure(
    `${what}\n--- ${program.mode} program ---\n${program.text}\n--- detail ---\n${JSON.stringify(detail, null, 2)}`,
  );
}

/** What one run found, for the counts the test prints. */
export interface CaseStats {
  /** Per rule (without the plugin prefix): messages, autofixes and suggestions. */
  readonly rules: Record<string, { messages: number; fixes: number; suggestions: number }>;
  readonly fixed: boolean;
}

/** Counts a message, its autofix and its suggestions under its rule (without the plugin prefix). */
export function countMessage(rules: CaseStats["rules"], message: Linter.LintMessage): void {
  const counts = (rules[message.ruleId!.replace(/^backend-config\//u, "")] ??= {
    messages: 0,
    fixes: 0,
    suggestions: 0,
  });
  counts.messages += 1;
  if (message.fix) counts.fixes += 1;
  counts.suggestions += message.suggestions?.length ?? 0;
}

/**
 * Lints a generated program and checks:
 * 1. no crash: nothing thrown, no fatal message (the program itself parses);
 * 2. every fix and every suggestion, applied alone, and the output of --fix parse in the mode's parser;
 * 3. a second --fix pass on the fixed output changes nothing and leaves no fix;
 * 4. every fix and suggestion stays inside the configuration literal whose span holds the message (for a
 *    message on a same-file constant a configuration spreads or takes a block from: that configuration's
 *    literal; the constant itself is shared, so never edited);
 * 5. no autofix, nor the output of --fix, removes a call, `new`, an assignment, an update or another node with
 *    side effects (their count stays: a fix of a value with side effects is a suggestion);
 * and that every message stands on configuration text (a configuration or a constant one draws on), that no
 * message repeats the value of a secret field, that every message and suggestion keeps the message standard
 * (tests/message-standard.ts: at most 200 characters, a period at the end, no placeholder word), and that a JavaScript program gets the same messages, fixes
 * and suggestions when linted as TypeScript without types (both modes see the same syntax).
 */
export function checkProgram(program: Program): CaseStats {
  const { text, mode, spans, settings } = program;
  const own = parseErrors(text, mode);
  if (own.length > 0) fail("the generated program does not parse (generator bug)", program, own);

  const { messages } = lint(text, { mode, settings });
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) fail("fatal message", program, fatal);

  const starts = lineStarts(text);
  const comments = commentsOf(text, mode);
  const effects = effectCount(text, mode);
  const rules: CaseStats["rules"] = {};
  for (const message of messages) {
    const start = offsetOf(starts, message.line, message.column);
    const end = message.endLine !== undefined ? offsetOf(starts, message.endLine, message.endColumn!) : start;
    // The configuration the message is about: the literal it stands in, or, for a message on a constant
    // that a configuration draws on (a spread, a block kept in a constant), that configuration's literal.
    const config = innermost(spans, "config", start, end);
    const source = config ? undefined : innermost(spans, "source", start, end);
    if (!config && !source) fail("a message outside every configuration and constant object", program, message);
    const literals = config ? [config] : spans.filter((s) => s.role === "config" && s.owner === source!.owner);
    const edits = [...(message.fix ? [{ what: "fix", fix: message.fix }] : [])];
    for (const s of message.suggestions ?? []) edits.push({ what: `suggestion "${s.desc}"`, fix: s.fix });
    for (const { what, fix } of edits) {
      if (!literals.some((literal) => within(literal, fix.range))) {
        fail(`a ${what} changes text outside the configuration literal it reports on`, program, {
          message,
          literals: literals.map((literal) => text.slice(literal.start, literal.end)),
        });
      }
      const errors = parseErrors(applyFix(text, fix), mode);
      if (errors.length > 0)
        fail(`a ${what} does not parse`, program, { message, errors, output: applyFix(text, fix) });
      if (what === "fix") {
        // An autofix keeps every comment outside what it reports on (the property it removes or replaces may
        // take its own comments with it; a fix that would lose others is offered as a suggestion instead).
        const outside = comments.filter((c) => c.end <= start || c.start >= end);
        const lost = lostComments(outside, commentsOf(applyFix(text, fix), mode));
        if (lost.length > 0) fail("an autofix loses comments", program, { message, lost, output: applyFix(text, fix) });
        const left = effectCount(applyFix(text, fix), mode);
        if (left < effects) {
          fail("an autofix removes a call, an assignment or an update", program, {
            message,
            before: effects,
            after: left,
            output: applyFix(text, fix),
          });
        }
      }
    }
    countMessage(rules, message);
  }

  for (const message of messages) {
    const problems = problemsOfMessage(message, text);
    if (problems.length > 0) fail("a message or suggestion breaks the message standard", program, problems);
    if (message.message.includes(SECRET_MARK)) fail("a message repeats a secret", program, message);
    for (const s of message.suggestions ?? []) {
      if (s.desc.includes(SECRET_MARK)) fail("a suggestion repeats a secret", program, { message, suggestion: s });
    }
  }

  if (mode === "js") {
    const same = (ms: readonly Linter.LintMessage[]) => JSON.stringify(ms, null, 2);
    // The TypeScript parser on the JavaScript file: the same verdicts.
    const parsed = lint(text, { mode: "ts", settings, filename: "file.js" }).messages;
    if (same(parsed) !== same(messages)) {
      fail("parsed by the TypeScript parser, a JavaScript program gets other messages", program, {
        js: messages,
        ts: parsed,
      });
    }
    // As a TypeScript file: the same, but for what TypeScript's own checks report there: unknown keys (its
    // excess-property check; no-unknown-properties stays silent on those) and a block missing a required
    // property (require-assume-role-fields stays silent there), and only those.
    const typescript = lint(text, { mode: "ts", settings }).messages;
    const unknownKeys = (m: Linter.LintMessage) =>
      m.ruleId === "backend-config/no-unknown-properties" || m.ruleId === "backend-config/require-assume-role-fields";
    // Those rules' reports in TypeScript are a subset of JavaScript's, at the same places; the wording may differ
    // (the typed GCS endpoint spelling: in TypeScript the working key is written past the type, and no rename
    // is offered where the compiler checks the key).
    const place = (m: Linter.LintMessage) =>
      `${m.ruleId}/${m.messageId}@${m.line}:${m.column}-${m.endLine}:${m.endColumn}`;
    const extra = typescript.filter((m) => unknownKeys(m) && !messages.some((j) => place(j) === place(m)));
    if (
      extra.length > 0 ||
      same(typescript.filter((m) => !unknownKeys(m))) !== same(messages.filter((m) => !unknownKeys(m)))
    ) {
      fail("linted as TypeScript, a JavaScript program gets other messages", program, { js: messages, ts: typescript });
    }
  }

  // ESLint's --fix stops after 10 passes: a key written hundreds of times (program.repeats) gets a --fix run for
  // each 10 writes, each run on the last one's output (a run that left no fix is not followed by another).
  let first: ReturnType<typeof lint> = lint(text, { mode, settings, fix: true });
  for (let run = 1; run < Math.ceil(program.repeats / 10) && first.messages.some((m) => m.fix); run++) {
    const next = lint(first.output, { mode, settings, fix: true });
    first = { ...next, fixed: true };
  }
  if (first.messages.some((m) => m.fatal))
    fail("fatal message after --fix", program, { output: first.output, messages: first.messages });
  const errors = parseErrors(first.output, mode);
  if (errors.length > 0) fail("the output of --fix does not parse", program, { output: first.output, errors });
  const left = first.messages.filter((m) => m.fix);
  if (left.length > 0) fail("fixes left after --fix", program, { output: first.output, left });
  const remaining = effectCount(first.output, mode);
  if (remaining < effects) {
    fail("--fix removes a call, an assignment or an update", program, {
      output: first.output,
      before: effects,
      after: remaining,
    });
  }

  const second = lint(first.output, { mode, settings, fix: true });
  if (second.fixed || second.output !== first.output || second.messages.some((m) => m.fix)) {
    fail("a second --fix pass changes the fixed output", program, { first: first.output, second: second.output });
  }
  return { rules, fixed: first.fixed };
}
