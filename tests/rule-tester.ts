import path from "node:path";
import { fileURLToPath } from "node:url";
import { RuleTester, type InvalidTestCase, type ValidTestCase } from "@typescript-eslint/rule-tester";
import * as espree from "espree";
import type { TSESLint } from "@typescript-eslint/utils";
import * as vitest from "vitest";
import { RuleTester as EslintRuleTester } from "eslint";
import plugin from "../src/index.js";
import type { ConfigRule } from "../src/util/create-rule.js";

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

/**
 * Runs a rule's cases in each mode a case names (all three by default). A case without `modes` must be
 * valid JavaScript; TypeScript syntax belongs to `modes: ["ts", "typed"]`, what only types can see to
 * `["typed"]` (with its untyped verdict stated as a valid case of `["ts"]`).
 */
export function testRule<MessageId extends string>(
  name: string,
  rule: ConfigRule<MessageId>,
  cases: { valid: readonly (Valid | string)[]; invalid: readonly Invalid<MessageId>[] },
): void {
  for (const mode of MODES) {
    const pick = <T extends { modes?: readonly Mode[]; filename?: string }>(c: T) => (c.modes ?? MODES).includes(mode);
    const strip = <T extends { modes?: readonly Mode[]; filename?: string }>({ modes: _modes, ...c }: T) => ({
      ...c,
      filename: c.filename ? path.join(mode === "typed" ? fixtures : "", c.filename) : defaultFilename[mode],
    });
    const valid = cases.valid
      .map((c) => (typeof c === "string" ? { code: c } : c))
      .filter(pick)
      .map(strip);
    const invalid = cases.invalid.filter(pick).map(strip);
    testers[mode]().run(`${name} (${mode})`, forTypescriptEslint(rule), { valid, invalid });
  }
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

/**
 * The location of the `occurrence`-th appearance of `snippet` in `code`: the expected place of a report,
 * given as the exact text the report must cover.
 */
export function locate(
  code: string,
  snippet: string,
  occurrence = 0,
): { line: number; column: number; endLine: number; endColumn: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = code.indexOf(snippet, index + 1);
    if (index < 0) throw new Error(`locate: ${JSON.stringify(snippet)} (#${occurrence}) is not in the code`);
  }
  const position = (offset: number) => {
    const before = code.slice(0, offset).split("\n");
    return { line: before.length, column: before.at(-1)!.length + 1 };
  };
  const start = position(index);
  const end = position(index + snippet.length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

/** The plugin's own languages, as `language: "backend-config/<name>"`. */
export type TreeSitterLanguage = "java" | "csharp";

type EslintValid = import("eslint").RuleTester.ValidTestCase;
type EslintInvalid = import("eslint").RuleTester.InvalidTestCase;

/**
 * Runs a rule's Java or C# cases through ESLint's own RuleTester with the plugin's language
 * (`language: "backend-config/java"` / `"backend-config/csharp"`), the real front ends, fixes and suggestions
 * rendered in the language. Messages are asserted by messageId and data as in `testRule`; `locate()` gives the
 * place of a report in the code.
 */
export function testRuleIn(
  language: TreeSitterLanguage,
  name: string,
  rule: ConfigRule,
  cases: { valid: readonly (EslintValid | string)[]; invalid: readonly EslintInvalid[] },
): void {
  const tester = new EslintRuleTester({
    plugins: { "backend-config": plugin },
    language: `backend-config/${language}`,
  });
  tester.run(`${name} (${language})`, rule, { valid: [...cases.valid], invalid: [...cases.invalid] });
}
