/**
 * What the tree-sitter front ends (Java, C#) share: a file is analysed once for all rules (per parse and per
 * resolved settings) by the front end of the grammar that parsed it, and edits are rendered by the same front end.
 * Each language makes its FrontEnd here from its own two functions; this layer knows no language.
 */
import type { RuleVisitor } from "@eslint/core";
import type { Node } from "web-tree-sitter";
import type { GrammarName } from "../../languages/grammars.js";
import { TreeSitterSourceCode } from "../../languages/source-code.js";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import { resolveSettings, type ResolvedSettings } from "../../settings.js";
import type { FileContext, FrontEnd, OnConfig } from "../index.js";
import type { TextEdit } from "../text-edit.js";

/** What a tree-sitter language gives: its configurations in a tree, and the model's edits as its text. */
export interface TreeSitterLanguage {
  findConfigs(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[];
  renderEdits(text: string, edits: readonly Edit[]): TextEdit[];
}

/** Configurations per parse (keyed by the root node `sourceCode.ast`, one object per parse) and settings. */
const files = new WeakMap<Node, Map<ResolvedSettings, readonly ConfigLiteral[]>>();

/** The configurations of a file, found once whatever the number of rules asking. */
function configsOf(
  language: TreeSitterLanguage,
  sourceCode: TreeSitterSourceCode,
  settings: ResolvedSettings,
): readonly ConfigLiteral[] {
  let results = files.get(sourceCode.ast);
  if (!results) {
    results = new Map();
    files.set(sourceCode.ast, results);
  }
  let configs = results.get(settings);
  if (!configs) {
    configs = language.findConfigs(sourceCode.ast, sourceCode.text, settings);
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
function configVisitors(
  language: TreeSitterLanguage,
  { sourceCode, settings: eslintSettings }: FileContext<TreeSitterSourceCode>,
  onConfig: OnConfig,
): RuleVisitor {
  const settings = resolveSettings(eslintSettings); // invalid settings fail here, naming the key
  const configs = configsOf(language, sourceCode, settings);
  if (configs.length === 0) return NO_VISITORS;
  return { [exitKey(sourceCode)]: () => configs.forEach((config) => onConfig(config, settings)) };
}

/**
 * The listener key of leaving the root node. With the default traversal ESLint visits the root alone, so any node's
 * exit (`*:exit`) is the root's: a selector ESLint reads without its selector parser, whose first use in a process
 * is slow (it takes only letters as a plain node type: C#'s `compilation_unit` would need it). With
 * `traversal: "named"`, the root's own type.
 */
function exitKey(sourceCode: TreeSitterSourceCode): string {
  return sourceCode.traversal === "root" ? "*:exit" : `${sourceCode.ast.type}:exit`;
}

/** The front end of the files a tree-sitter grammar parsed: the language's functions behind the FrontEnd interface. */
export function treeSitterFrontEnd(grammar: GrammarName, language: TreeSitterLanguage): FrontEnd<TreeSitterSourceCode> {
  return {
    owns: (sourceCode): sourceCode is TreeSitterSourceCode =>
      sourceCode instanceof TreeSitterSourceCode && sourceCode.grammar === grammar,
    configVisitors: (file, onConfig) => configVisitors(language, file, onConfig),
    renderEdits: (sourceCode, edits) => language.renderEdits(sourceCode.text, edits),
    // From the range: a span's own place counts tree-sitter's rows, which only `\n` ends.
    locOf: (span, sourceCode) => sourceCode.locOfRange(span.range),
    generated: () => false,
  };
}
