/** What the tree-sitter front ends (Java, C#) share; this layer knows no language. */
import type { RuleVisitor } from "@eslint/core";
import type { Node } from "web-tree-sitter";
import type { GrammarName } from "../../languages/grammars.js";
import { TreeSitterSourceCode } from "../../languages/source-code.js";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import { resolveSettings, type ResolvedSettings } from "../../settings.js";
import type { FileContext, FrontEnd, OnConfig } from "../index.js";
import type { TextEdit } from "../text-edit.js";

export interface TreeSitterLanguage {
  findConfigs(root: Node, text: string, settings: ResolvedSettings, filename: string): ConfigLiteral[];
  renderEdits(text: string, edits: readonly Edit[]): TextEdit[];
}

/** By root node, one per parse, so that all rules share one analysis. */
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

/** No listener for a file without configurations spares ESLint one per rule. */
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
 * With the root-only traversal `*:exit` is the root's, a key ESLint reads without its slow selector parser (which
 * C#'s `compilation_unit` would need: only letters make a plain node type).
 */
function exitKey(sourceCode: TreeSitterSourceCode): string {
  return sourceCode.traversal === "root" ? "*:exit" : `${sourceCode.ast.type}:exit`;
}

export function treeSitterFrontEnd(grammar: GrammarName, language: TreeSitterLanguage): FrontEnd<TreeSitterSourceCode> {
  return {
    owns: (sourceCode): sourceCode is TreeSitterSourceCode =>
      sourceCode instanceof TreeSitterSourceCode && sourceCode.grammar === grammar,
    configVisitors: (file, onConfig) => configVisitors(language, file, onConfig),
    renderEdits: (sourceCode, edits) => language.renderEdits(sourceCode.text, edits),
    // From the range (see spanOf).
    locOf: (span, sourceCode) => sourceCode.locOfRange(span.range),
    generated: () => false,
  };
}
