import type { RuleVisitor } from "@eslint/core";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { configLiteral, fieldsOf, type ConfigLiteral } from "../../model/index.js";
import { mentionsAnyName, resolveSettings, type ResolvedSettings } from "../../settings.js";
import { buildObject } from "./build.js";
import { matchConfig } from "./discover.js";
import { compilerChecksFile, keysChecked, type KeyCheckContext } from "./key-checks.js";
import { identifierPattern } from "./names.js";
import { typedFacts } from "./typed/facts.js";
import { mayReachConfigTypes } from "./typed/reach.js";

export { renderEdits } from "./render.js";

interface FileState {
  /** Per resolved settings: whether the file may hold a configuration at all (see mayHoldConfigs). */
  readonly possible: Map<ResolvedSettings, boolean>;
  collecting: boolean;
  readonly candidates: TSESTree.ObjectExpression[];
  /** Results per resolved settings: one parse may be linted twice with other settings (Linter.verify of a SourceCode). */
  readonly results: Map<ResolvedSettings, readonly ConfigLiteral[]>;
}

/** Per-file work shared by every rule of the plugin: keyed by the Program node of one parse. */
const files = new WeakMap<object, FileState>();

/** The rule context of ESLint's JavaScript language (`js/js`, whatever the parser), as typescript-eslint types it. */
export type EstreeRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

type Context = EstreeRuleContext;

function analyze(context: Context, state: FileState, settings: ResolvedSettings): readonly ConfigLiteral[] {
  const sourceCode = context.sourceCode;
  const typed = typedFacts(sourceCode.parserServices, sourceCode);
  // Types find configurations only where a configuration type can be reached; they still give values.
  const file = typed?.services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  const reach = typed && file && typed.ts.isSourceFile(file) ? mayReachConfigTypes(typed, settings, file) : true;
  const discover = { sourceCode, settings, typed: reach ? typed : undefined };
  let keyChecks: KeyCheckContext | undefined;
  const checks = () =>
    (keyChecks ??= {
      ...discover,
      checkedFile: compilerChecksFile(sourceCode, context.filename),
      typedMode: typed !== undefined,
    });
  const claimed = new Set<TSESTree.Node>();
  const result: ConfigLiteral[] = [];
  for (const node of state.candidates) {
    if (claimed.has(node)) continue;
    const match = matchConfig(discover, node);
    if (!match) continue;
    const fields = fieldsOf(match);
    const object = buildObject(
      { sourceCode, typed, keysChecked: (literal) => keysChecked(checks(), literal) },
      node,
      fields,
      true,
    );
    for (const entry of object.entries) {
      // Only block fields and unknown keys hold objects (values of other fields are read lazily).
      if (
        entry.type === "property" &&
        (entry.field === undefined || entry.field.type === "block") &&
        entry.value.kind === "object"
      )
        claimed.add(entry.value.object.handle as TSESTree.Node);
    }
    result.push(configLiteral(object, match, "ts"));
  }
  return result;
}

/** Per settings: a pattern that matches any type or construct name that denotes a configuration. */
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
 * Whether a file may hold a configuration: without types, only through a type or construct name written in
 * it (an import alias or `require` still writes the name); with types, also through a type its import graph
 * reaches (a helper's parameter declared in another file). A file that can hold none is not analysed.
 */
function mayHoldConfigs(sourceCode: TSESLint.SourceCode, settings: ResolvedSettings): boolean {
  // One search of the text for the names first (the identifier pattern's costs more): most files hold none.
  if (mentionsAnyName(sourceCode.text, settings) && namePattern(settings).test(sourceCode.text)) return true;
  const typed = typedFacts(sourceCode.parserServices, sourceCode);
  if (!typed) return false;
  const file = typed.services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  return !(file && typed.ts.isSourceFile(file)) || mayReachConfigTypes(typed, settings, file);
}

/**
 * The visitors that hand a rule every configuration of a TypeScript or JavaScript file. The file is
 * analysed once, whatever the number of rules: the first rule collects the object literals while ESLint
 * traverses, and the first `Program:exit` analyses them for all.
 */
export function estreeConfigVisitors(
  context: Context,
  onConfig: (config: ConfigLiteral, settings: ResolvedSettings) => void,
): RuleVisitor {
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
  // Most files hold no configuration: then no rule listens to anything.
  if (!possible) return {};
  const listener: RuleVisitor = {
    "Program:exit"() {
      let result = file.results.get(settings);
      if (!result) {
        result = analyze(context, file, settings);
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
