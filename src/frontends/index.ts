/**
 * What every front end is to the rules. The rule factory asks each front end in turn whether a file is its own,
 * so a new language adds a front end, not a branch.
 */
import type { RuleVisitor } from "@eslint/core";
import type { ConfigLiteral, Edit, Span } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import type { TextEdit } from "./text-edit.js";

export type { TextEdit } from "./text-edit.js";

/** The same for every front end, whatever its language's rule context holds besides. */
export interface FileContext<Code = unknown> {
  readonly sourceCode: Code;
  /** All of ESLint's `settings`: the plugin's own are resolved from `settings["backend-config"]`. */
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  readonly filename: string;
}

export type OnConfig = (config: ConfigLiteral, settings: ResolvedSettings) => void;

export interface FrontEnd<Code = unknown> {
  /** Told by the SourceCode of the language that parsed the file. */
  owns(sourceCode: unknown): sourceCode is Code;
  /** The file is analysed once for all rules; a file without configurations gets no listener. */
  configVisitors(file: FileContext<Code>, onConfig: OnConfig): RuleVisitor;
  /** Sorted and not overlapping, as ESLint takes a fix. */
  renderEdits(sourceCode: Code, edits: readonly Edit[]): TextEdit[];
  /** The model counts lines from 1 and columns from 0; a place on ESLint's lines of the file, in its language's columns. */
  locOf(span: Span, sourceCode: Code): Span["loc"];
  /** A generated file's reports carry a note and no fix, since the fix belongs in its source (see WRITTEN_OUT_NOTE). */
  generated(filename: string): boolean;
}
