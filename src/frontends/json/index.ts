/**
 * The JSON front end: the tool's JSON syntax as @eslint/json's `json/json` parses it, read once per file for all rules
 * into the model (binding "json"), and the model's edits as JSON text.
 */
import type { RuleVisitor } from "@eslint/core";
import type { ConfigLiteral, Span } from "../../model/index.js";
import { resolveSettings } from "../../settings.js";
import { markForkOnly } from "../fork.js";
import type { FileContext, FrontEnd, OnConfig } from "../index.js";
import type { JsonDocument } from "./ast.js";
import { findConfigs } from "./discover.js";
import { layoutOf, renderEdits, type Layout } from "./render.js";

export { findConfigs } from "./discover.js";
export { renderEdits } from "./render.js";

export interface JsonSourceCode {
  readonly ast: JsonDocument;
  readonly text: string;
}

/** Whether a SourceCode is @eslint/json's, told by its tree so that a run without JSON never loads @eslint/json. */
export function isJsonSourceCode(sourceCode: unknown): sourceCode is JsonSourceCode {
  const ast = (sourceCode as { ast?: { type?: unknown } } | null | undefined)?.ast;
  return ast?.type === "Document" && typeof (sourceCode as { text?: unknown }).text === "string";
}

const OUTPUT_FILE_NAME = "cdk.tf.json";

/** Whether <kit> wrote a file out: by its name alone, since the folder is each project's setting. */
export function isWrittenOut(filename: string): boolean {
  const name = filename.slice(Math.max(filename.lastIndexOf("/"), filename.lastIndexOf("\\")) + 1);
  return name === OUTPUT_FILE_NAME;
}

/** Configurations per parse, keyed by its Document. */
const files = new WeakMap<JsonDocument, readonly ConfigLiteral[]>();

function configVisitors(
  { sourceCode, settings: eslintSettings, filename }: FileContext<JsonSourceCode>,
  onConfig: OnConfig,
): RuleVisitor {
  const settings = resolveSettings(eslintSettings); // invalid settings fail here, naming the key
  let configs = files.get(sourceCode.ast);
  if (!configs) {
    configs = markForkOnly(findConfigs(sourceCode.ast, sourceCode.text, isWrittenOut(filename)), filename);
    files.set(sourceCode.ast, configs);
  }
  if (configs.length === 0) return {};
  const found = configs;
  return {
    "Document:exit"() {
      for (const config of found) onConfig(config, settings);
    },
  };
}

const layoutCache = new WeakMap<JsonSourceCode, Layout>();

function layouts(sourceCode: JsonSourceCode): Layout {
  let layout = layoutCache.get(sourceCode);
  if (!layout) {
    layout = layoutOf(sourceCode.text);
    layoutCache.set(sourceCode, layout);
  }
  return layout;
}

/** @eslint/json's language counts columns from 1 (`columnStart`), the model from 0. */
function locOf({ loc: { start, end } }: Span): Span["loc"] {
  return { start: { line: start.line, column: start.column + 1 }, end: { line: end.line, column: end.column + 1 } };
}

export const frontEnd: FrontEnd<JsonSourceCode> = {
  owns: isJsonSourceCode,
  configVisitors,
  renderEdits: (sourceCode, edits) => renderEdits(sourceCode.text, edits, layouts(sourceCode)),
  locOf,
  generated: isWrittenOut,
};
