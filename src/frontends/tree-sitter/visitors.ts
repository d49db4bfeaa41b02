/**
 * The counterpart of `estreeConfigVisitors` for the tree-sitter languages (Java, C#): the file is analysed
 * once for all rules (per parse and per resolved settings), by the front end of the grammar that parsed
 * it; edits are rendered by the same front end and handed to ESLint as text replacements.
 */
import type { RuleTextEdit, RuleTextEditor, RuleVisitor } from "@eslint/core";
import type { Node } from "web-tree-sitter";
import type { GrammarName } from "../../languages/grammars.js";
import { TreeSitterSourceCode } from "../../languages/source-code.js";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import { resolveSettings, type ResolvedSettings } from "../../settings.js";
import { findCSharpConfigs, renderCSharpEdits } from "../csharp/index.js";
import { findJavaConfigs, renderJavaEdits } from "../java/index.js";
import type { TextEdit } from "./text-edit.js";

interface FrontEnd {
  find(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[];
  render(text: string, edits: readonly Edit[]): TextEdit[];
}

const frontEnds: Readonly<Record<GrammarName, FrontEnd>> = {
  java: { find: findJavaConfigs, render: renderJavaEdits },
  csharp: { find: findCSharpConfigs, render: renderCSharpEdits },
};

/** Configurations per parse (keyed by the root node `sourceCode.ast`, one object per parse) and settings. */
const files = new WeakMap<Node, Map<ResolvedSettings, readonly ConfigLiteral[]>>();

export function isTreeSitterSourceCode(sourceCode: unknown): sourceCode is TreeSitterSourceCode {
  return sourceCode instanceof TreeSitterSourceCode;
}

/** The configurations of a file, found once whatever the number of rules asking. */
function treeSitterConfigs(sourceCode: TreeSitterSourceCode, settings: ResolvedSettings): readonly ConfigLiteral[] {
  let results = files.get(sourceCode.ast);
  if (!results) {
    results = new Map();
    files.set(sourceCode.ast, results);
  }
  let configs = results.get(settings);
  if (!configs) {
    configs = frontEnds[sourceCode.grammar].find(sourceCode.ast, sourceCode.text, settings);
    results.set(settings, configs);
  }
  return configs;
}

/** What a rule listens to in a file without configurations: nothing (one object for every such file). */
const NO_VISITORS: RuleVisitor = Object.freeze({});

/**
 * The visitors that hand a rule every configuration of a Java or C# file: on leaving the root node (the
 * one node the default traversal visits), so that reports come after ESLint has read the directives.
 * The file is analysed when the first rule is created (once for all rules): a file without configurations,
 * most files, then gets no listener from any rule, which spares ESLint registering and calling one per rule.
 */
export function treeSitterConfigVisitors(
  sourceCode: TreeSitterSourceCode,
  eslintSettings: Readonly<Record<string, unknown>> | undefined,
  onConfig: (config: ConfigLiteral, settings: ResolvedSettings) => void,
): RuleVisitor {
  const settings = resolveSettings(eslintSettings); // invalid settings fail here, naming the key
  const configs = treeSitterConfigs(sourceCode, settings);
  if (configs.length === 0) return NO_VISITORS;
  return { [exitKey(sourceCode)]: () => configs.forEach((config) => onConfig(config, settings)) };
}

/**
 * The listener key of leaving the root node. With the default traversal ESLint visits the root alone, so any node's
 * exit (`*:exit`) is the root's: a selector ESLint reads without its selector parser, whose first use in a process
 * costs milliseconds (it takes only letters as a plain node type: C#'s `compilation_unit` would need it). With
 * `traversal: "named"`, the root's own type.
 */
function exitKey(sourceCode: TreeSitterSourceCode): string {
  return sourceCode.traversal === "root" ? "*:exit" : `${sourceCode.ast.type}:exit`;
}

/** A finding's edits as ESLint fixes: the front end renders them in its language, ESLint replaces the text. */
export function renderTreeSitterEdits(
  fixer: RuleTextEditor,
  sourceCode: TreeSitterSourceCode,
  edits: readonly Edit[],
): RuleTextEdit[] {
  return frontEnds[sourceCode.grammar]
    .render(sourceCode.text, edits)
    .map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}
