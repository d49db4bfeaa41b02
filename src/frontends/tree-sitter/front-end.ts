/** What the tree-sitter front ends (Java, C#) share: a file is analysed once for all rules; this layer knows no language. */
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
  findConfigs(root: Node, text: string, settings: ResolvedSettings, filename: string): ConfigLiteral[];
  renderEdits(text: string, edits: readonly Edit[]): TextEdit[];
}

/** Configurations per parse and settings: the root node is one object per parse. */
const files = new WeakMap<Node, Map<ResolvedSettings, readonly ConfigLiteral[]>>();

function configsOf(
  language: TreeSitterLanguage,
  sourceCode: TreeSitterSourceCode,
  settings: ResolvedSettings,
  filename: string,
): readonly ConfigLiteral[] {
  let results = files.get(sourceCode.ast);
  if (!results) {
    results = new Map();
    files.set(sourceCode.ast, results);
  }
  let configs = results.get(settings);
  if (!configs) {
    configs = language.findConfigs(sourceCode.ast, sourceCode.text, settings, filename);
    results.set(settings, configs);
  }
  return configs;
}

const NO_VISITORS: RuleVisitor = Object.freeze({});

/**
 * Hands a rule every configuration on leaving the root node, so that reports come after ESLint has read the
 * directives; a file without configurations gets no listener at all, which spares ESLint one per rule.
 */
function configVisitors(
  language: TreeSitterLanguage,
  { sourceCode, settings: eslintSettings, filename }: FileContext<TreeSitterSourceCode>,
  onConfig: OnConfig,
): RuleVisitor {
  const settings = resolveSettings(eslintSettings); // invalid settings fail here, naming the key
  const configs = configsOf(language, sourceCode, settings, filename);
  if (configs.length === 0) return NO_VISITORS;
  return { [exitKey(sourceCode)]: () => configs.forEach((config) => onConfig(config, settings)) };
}

/**
 * With the default traversal ESLint visits the root alone, so `*:exit` is the root's, and ESLint reads it without
 * its slow selector parser (which C#'s `compilation_unit` would need: only letters make a plain node type).
 */
function exitKey(sourceCode: TreeSitterSourceCode): string {
  return sourceCode.traversal === "root" ? "*:exit" : `${sourceCode.ast.type}:exit`;
}

/** The front end of the files a tree-sitter grammar parsed. */
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
