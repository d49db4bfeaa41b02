import type { RuleVisitor } from "@eslint/core";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ConfigLiteral } from "../../model/index.js";
import { mentionsAnyName, resolveSettings, type ResolvedSettings } from "../../settings.js";
import type { FileContext, FrontEnd, OnConfig } from "../index.js";
import { findConfigs } from "./discover.js";
import { identifierPattern } from "./names.js";
import { renderEdits } from "./render.js";
import { typedFacts } from "./typed/facts.js";
import { mayReachConfigTypes } from "./typed/reach.js";

export { renderEdits } from "./render.js";

interface FileState {
  /** Per resolved settings (see mayHoldConfigs). */
  readonly possible: Map<ResolvedSettings, boolean>;
  collecting: boolean;
  readonly candidates: TSESTree.ObjectExpression[];
  /** One parse may be linted twice with other settings (Linter.verify of a SourceCode). */
  readonly results: Map<ResolvedSettings, readonly ConfigLiteral[]>;
}

/** Keyed by the Program node of one parse, so that every rule of the plugin shares the work on a file. */
const files = new WeakMap<object, FileState>();

export type EstreeFile = FileContext<TSESLint.SourceCode>;

/** `js/js` whatever the parser, as typescript-eslint types it. */
export type EstreeRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

const namePatterns = new WeakMap<ResolvedSettings, RegExp>();

function namePattern(settings: ResolvedSettings): RegExp {
  let pattern = namePatterns.get(settings);
  if (!pattern) {
    pattern = identifierPattern([settings.typeNames, settings.constructNames]);
    namePatterns.set(settings, pattern);
  }
  return pattern;
}

/**
 * Without types, a configuration needs a type or construct name written in the file (an import alias or
 * `require` still writes it); with types, a helper's parameter declared in another file can bring one.
 */
function mayHoldConfigs(sourceCode: TSESLint.SourceCode, settings: ResolvedSettings): boolean {
  // The plain search is cheaper than the identifier pattern, and most files hold no name.
  if (mentionsAnyName(sourceCode.text, settings) && namePattern(settings).test(sourceCode.text)) return true;
  const typed = typedFacts(sourceCode.parserServices, sourceCode);
  if (!typed) return false;
  const file = typed.services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  return !(file && typed.ts.isSourceFile(file)) || mayReachConfigTypes(typed, settings, file);
}

/**
 * The file is analysed once whatever the number of rules: the first rule collects the object literals while
 * ESLint traverses, and the first `Program:exit` analyses them for all.
 */
export function configVisitors(context: EstreeFile, onConfig: OnConfig): RuleVisitor {
  const settings = resolveSettings(context.settings); // invalid settings fail here, naming the key
  const ast = context.sourceCode.ast;
  let state = files.get(ast);
  if (!state) {
    state = { possible: new Map(), collecting: false, candidates: [], results: new Map() };
    files.set(ast, state);
  }
  const file = state;
  let possible = file.possible.get(settings);
  if (possible === undefined) {
    possible = mayHoldConfigs(context.sourceCode, settings);
    file.possible.set(settings, possible);
  }
  if (!possible) return {};
  const listener: RuleVisitor = {
    "Program:exit"() {
      let result = file.results.get(settings);
      if (!result) {
        result = findConfigs(context, file.candidates, settings);
        file.results.set(settings, result);
      }
      for (const config of result) onConfig(config, settings);
    },
  };
  if (!file.collecting) {
    file.collecting = true;
    listener.ObjectExpression = (node: TSESTree.ObjectExpression) => {
      file.candidates.push(node);
    };
  }
  return listener;
}

/** The last front end asked: it owns every file no other front end owns. */
export const frontEnd: FrontEnd<TSESLint.SourceCode> = {
  owns: (sourceCode): sourceCode is TSESLint.SourceCode => sourceCode !== undefined,
  configVisitors,
  renderEdits,
  locOf: (span) => span.loc,
  generated: () => false,
};
