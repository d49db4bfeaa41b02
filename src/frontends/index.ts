/** A new language adds a front end, not a branch in the rules. */
import type { RuleVisitor } from "@eslint/core";
import type { ConfigLiteral, Edit, Span } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import type { TextEdit } from "./text-edit.js";

export type { TextEdit } from "./text-edit.js";

export interface FileContext<Code = unknown> {
  readonly sourceCode: Code;
  /** All of ESLint's `settings`, not only the plugin's. */
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  readonly filename: string;
}

export type OnConfig = (config: ConfigLiteral, settings: ResolvedSettings) => void;

export interface FrontEnd<Code = unknown> {
  owns(sourceCode: unknown): sourceCode is Code;
  configVisitors(file: FileContext<Code>, onConfig: OnConfig): RuleVisitor;
  /** Sorted and apart, as ESLint takes a fix. */
  renderEdits(sourceCode: Code, edits: readonly Edit[]): TextEdit[];
  /** On ESLint's lines, in the language's columns. */
  locOf(span: Span, sourceCode: Code): Span["loc"];
  /** A generated file's reports carry no fix (WRITTEN_OUT_NOTE). */
  generated(filename: string): boolean;
}
