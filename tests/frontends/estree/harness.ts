// Runs the ESTree front end on a small program and describes what it finds, through ESLint's Linter (which
// parses, builds scopes and hands the rule context that the front end reads), with no rule of the plugin.
import path from "node:path";
import type { RuleDefinition } from "@eslint/core";
import { Linter } from "eslint";
import * as espree from "espree";
import tsParser from "@typescript-eslint/parser";
import {
  configVisitors as estreeConfigVisitors,
  renderEdits,
  type EstreeRuleContext,
} from "../../../src/frontends/estree/index.js";
import { asFixes } from "../../../src/frontends/text-edit.js";
import type { ConfigEntry, ConfigLiteral, ConfigObject, Edit, StaticValue } from "../../../src/model/index.js";
import { fixtures } from "../../rule-tester.js";

/** espree JavaScript, TypeScript without type information, TypeScript with it (tests/fixtures/tsconfig.json). */
export type Mode = "js" | "ts" | "typed";

const FILENAME: Record<Mode, string> = { js: "file.js", ts: "file.ts", typed: path.join(fixtures, "file.ts") };

function config(mode: Mode, rule: RuleDefinition, settings?: unknown): Linter.Config[] {
  return [
    {
      files: ["**/*.js", "**/*.ts"],
      plugins: { probe: { rules: { probe: rule } } },
      rules: { "probe/probe": "error" },
      ...(settings !== undefined && { settings: { "backend-config": settings } }),
      languageOptions:
        mode === "js"
          ? { parser: espree, ecmaVersion: "latest", sourceType: "module" }
          : {
              parser: tsParser,
              ...(mode === "typed" && { parserOptions: { projectService: true, tsconfigRootDir: fixtures } }),
            },
    },
  ];
}

function probe(onConfig: (config: ConfigLiteral, context: EstreeRuleContext) => Edit[] | void): RuleDefinition {
  return {
    meta: { type: "problem", fixable: "code", schema: [] },
    create(context) {
      const estree = context as unknown as EstreeRuleContext;
      return estreeConfigVisitors(estree, (found) => {
        const edits = onConfig(found, estree);
        if (!edits?.length) return;
        context.report({
          loc: found.span.loc,
          message: "edit",
          fix: (fixer) => asFixes(fixer, renderEdits(estree.sourceCode, edits)) as never,
        });
      });
    },
  };
}

/** The configurations the front end finds in `code`, in the order it hands them to rules. */
export function configsIn(code: string, mode: Mode, options: { settings?: unknown; filename?: string } = {}) {
  const found: ConfigLiteral[] = [];
  const messages = new Linter().verify(
    code,
    config(
      mode,
      probe((c) => void found.push(c)),
      options.settings,
    ),
    options.filename ?? FILENAME[mode],
  );
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join("\n"));
  return found;
}

/** The text after applying the edits `editsFor` gives for each configuration of `code` (one pass: none on the fixed text). */
export function fixed(code: string, mode: Mode, editsFor: (config: ConfigLiteral) => Edit[], filename?: string) {
  const rule = probe((found, context) => (context.sourceCode.text === code ? editsFor(found) : []));
  return new Linter().verifyAndFix(code, config(mode, rule), filename ?? FILENAME[mode]).output;
}

/** A value as the tests write it: `"s:.."`, `"n:.."`, `"b:.."`, `"nothing"`, `"null"`, `"unknown(..)"`, data, or an object. */
export type Described = string | { readonly data: string; readonly json?: unknown } | DescribedObject;

export interface DescribedObject {
  readonly editable: boolean;
  readonly entries: readonly (DescribedProperty | string)[];
}

export interface DescribedProperty {
  readonly key: string;
  /** The field the key names (snake_case), or undefined. */
  readonly field?: string;
  readonly value: Described;
  /** Flags that hold: editable, plain, literal, keyChecked. */
  readonly flags: string;
}

function describeValue(value: StaticValue): Described {
  switch (value.kind) {
    case "string":
      return `s:${value.value}`;
    case "number":
      return `n:${value.value}`;
    case "boolean":
      return `b:${value.value}`;
    case "nothing":
      return value.null ? "null" : "nothing";
    case "unknown":
      return `unknown(${value.origin}${value.maybeUnset ? ", maybe unset" : ""})`;
    case "data":
      return { data: value.shape, ...(value.json !== undefined && { json: value.json }) };
    case "object":
      return describeObject(value.object);
  }
}

function describeEntry(entry: ConfigEntry): DescribedProperty | string {
  if (entry.type === "opaque") return `opaque ${entry.reason}`;
  const flags = (["editable", "plain", "literal", "keyChecked"] as const).filter((f) => entry[f]).join(" ");
  return {
    key: entry.key,
    ...(entry.field && { field: entry.field.name }),
    value: describeValue(entry.value),
    flags,
  };
}

function describeObject(object: ConfigObject): DescribedObject {
  return { editable: object.editable, entries: object.entries.map(describeEntry) };
}

/** A configuration as the tests write it: what identified it, its object, and the text it spans. */
function describe(config: ConfigLiteral, code: string) {
  return {
    kind: config.kind,
    role: config.role,
    typeName: config.typeName,
    binding: config.binding,
    ...(config.ownKeys && { ownKeys: [...config.ownKeys].sort() }),
    text: code.slice(config.span.range[0], config.span.range[1]),
    ...describeObject(config),
  };
}

/** What the front end finds in `code`, described (see describe). */
export function found(code: string, mode: Mode, options?: { settings?: unknown; filename?: string }) {
  return configsIn(code, mode, options).map((c) => describe(c, code));
}

/** What identified each configuration: `kind role typeName`. */
export function matches(code: string, mode: Mode, options?: { settings?: unknown; filename?: string }): string[] {
  return configsIn(code, mode, options).map((c) => `${c.kind} ${c.role} ${c.typeName}`);
}
