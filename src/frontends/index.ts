/**
 * What every front end is to the rules: the files it owns, the configurations it finds in a file, the model's
 * edits rendered as text edits, and places in the columns of its language. The rule factory holds the list of
 * front ends and asks each in turn whether a file is its own; a new language adds a front end, not a branch.
 */
import type { RuleVisitor } from "@eslint/core";
import type { ConfigLiteral, Edit, Span } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import type { TextEdit } from "./text-edit.js";

export type { TextEdit } from "./text-edit.js";

/** What a front end reads of ESLint's rule context: the same for every front end. */
export interface FileContext<Code = unknown> {
  readonly sourceCode: Code;
  /** ESLint's `settings` (the plugin's are resolved from `settings["backend-config"]`). */
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  readonly filename: string;
}

/** What a rule does with each configuration of a file, with the settings it was found under. */
export type OnConfig = (config: ConfigLiteral, settings: ResolvedSettings) => void;

export interface FrontEnd<Code = unknown> {
  /** Whether a file is this front end's, told by the SourceCode of the language that parsed it. */
  owns(sourceCode: unknown): sourceCode is Code;
  /**
   * The visitors that hand a rule every configuration of the file. The file is analysed once for all rules; a
   * file without configurations gets no listener.
   */
  configVisitors(file: FileContext<Code>, onConfig: OnConfig): RuleVisitor;
  /** A finding's edits as text edits on the file, sorted and not overlapping. */
  renderEdits(sourceCode: Code, edits: readonly Edit[]): TextEdit[];
  /**
   * A place of the model (lines from 1, columns from 0) on ESLint's lines of the file, in the columns of its
   * language.
   */
  locOf(span: Span, sourceCode: Code): Span["loc"];
  /**
   * Whether the file is generated from code elsewhere: its reports then carry a note saying so and no fix (see
   * WRITTEN_OUT_NOTE).
   */
  generated(filename: string): boolean;
}
