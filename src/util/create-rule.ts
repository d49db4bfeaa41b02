import type {
  LanguageOptions,
  RuleContext,
  RuleDefinition,
  RulesMeta,
  RulesMetaDocs,
  RuleTextEdit,
  RuleTextEditor,
  RuleVisitor,
  SourceCode,
} from "@eslint/core";
import type { ConfigLiteral, Edit, Finding } from "../model/index.js";
import { fitted, isEditable, keepsSideEffects, replacesOnlyLiterals, shownData } from "../model/index.js";
import type { MessageData } from "../model/index.js";
import { estreeConfigVisitors, renderEdits, type EstreeRuleContext } from "../frontends/estree/index.js";
import {
  isTreeSitterSourceCode,
  renderTreeSitterEdits,
  treeSitterConfigVisitors,
} from "../frontends/tree-sitter/visitors.js";
import { isJsonSourceCode, isWrittenOut, jsonConfigVisitors, renderJsonEdits } from "../frontends/json/index.js";
import type { Span } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import { VERSION } from "../version.js";

const REPOSITORY_URL = "https://github.com/eslint-plugin-backend-config/eslint-plugin-backend-config";

/** What the plugin's rules add to `meta.docs`. */
export interface PluginDocs {
  description: string;
  /** Turned on by the `recommended` preset (and so by `strict` and `all`), at this severity. */
  recommended?: "error" | "warn";
  /**
   * Turned on by the `strict` preset (and `all`) but not by `recommended`, at this severity: the security rules,
   * which report what the tool accepts and does as told, but which exposes the state or its secrets.
   */
  strict?: "error" | "warn";
}

/**
 * The languages every configuration rule serves (`meta.languages`, read by ESLint from 10.2; ESLint 9 ignores
 * it): JavaScript and TypeScript (ESLint's `js/js`, whatever the parser), the plugin's own Java and C#
 * languages, and @eslint/json's JSON (`json/json`: the tool's JSON syntax, `*.tf.json` and the configuration
 * <kit> writes out). ESLint matches `backend-config/...` and `json/...` against the plugins' `meta.namespace`
 * too, so the entries hold under whatever name a config registers the plugins.
 */
export const RULE_LANGUAGES: readonly string[] = ["js/js", "backend-config/java", "backend-config/csharp", "json/json"];

/**
 * What every report on a configuration <kit> wrote out (`cdk.tf.json`) says after the rule's message: the
 * mistake is in the code that generates the file, so such reports carry no fix and no suggestion. The whole text,
 * the rule's message and the note, is the message the user reads (at most MESSAGE_MAX characters).
 */
export const WRITTEN_OUT_NOTE = "This file is generated; change the code that generates it.";

/** How a front end reports places: the model's spans, in the columns of the file's language. */
type LocOf = (span: Span) => Span["loc"];
const asModel: LocOf = (span) => span.loc;
/** @eslint/json's language counts columns from 1 (`columnStart`), the model from 0. */
const asJson: LocOf = ({ loc: { start, end } }) => ({
  start: { line: start.line, column: start.column + 1 },
  end: { line: end.line, column: end.column + 1 },
});

/**
 * The page that documents a rule (`meta.docs.url`), at the release's tag (`v0.1.0`): the page that describes
 * the rule as this version has it, not as the main branch has it later.
 */
function ruleDocsUrl(name: string): string {
  return `${REPOSITORY_URL}/blob/v${VERSION}/docs/rules/${name}.md`;
}

/**
 * The type options of the plugin's rules as @eslint/core's `RuleDefinition` takes them: the rules run on any
 * language they serve (ESLint's JavaScript, the plugin's Java and C#), so their SourceCode is any SourceCode.
 * They take no options (`schema: []`); `RuleOptions` stays any array, as ESLint 9's `Plugin` type (whose
 * rules' `create` takes a context with `unknown[]` options) requires.
 */
export interface ConfigRuleTypeOptions<MessageId extends string = string> {
  LangOptions: LanguageOptions;
  Code: SourceCode;
  RuleOptions: unknown[];
  Visitor: RuleVisitor;
  Node: unknown;
  MessageIds: MessageId;
  ExtRuleDocs: PluginDocs;
}

/** A rule's `meta`: what @eslint/core's `RulesMeta` declares, with what every rule of the plugin sets. */
export interface ConfigRuleMeta<MessageId extends string = string> extends RulesMeta<MessageId, [], PluginDocs> {
  type: "problem" | "suggestion";
  docs: RulesMetaDocs & PluginDocs & { url: string };
  messages: Record<MessageId, string>;
  /** No options. */
  schema: [];
  /** The languages the rule serves (see RULE_LANGUAGES). */
  languages: string[];
}

/** A rule of the plugin: an ESLint rule (@eslint/core's `RuleDefinition`, what `rules` of ESLint's `Plugin` type hold). */
export interface ConfigRule<MessageId extends string = string> extends RuleDefinition<
  ConfigRuleTypeOptions<MessageId>
> {
  meta: ConfigRuleMeta<MessageId>;
  /** The rule's id in the plugin. */
  name: string;
  /** No options (ESLint 8's place for default options, kept as the rules have always had it). */
  defaultOptions: [];
}

/** What ESLint passes to a rule's `create`. */
type ConfigRuleContext<MessageId extends string> = RuleContext<
  Omit<ConfigRuleTypeOptions<MessageId>, "Visitor" | "ExtRuleDocs">
>;

/**
 * A rule's domain logic: findings for one configuration. `settings` are the resolved
 * `settings["backend-config"]` (the tool version the configurations must work with, among others).
 */
export type Check<MessageId extends string> = (
  config: ConfigLiteral,
  settings: ResolvedSettings,
) => Iterable<Finding<MessageId>>;

interface ConfigRuleDefinition<MessageId extends string> {
  name: string;
  meta: {
    docs: PluginDocs;
    messages: Record<MessageId, string>;
    type: "problem" | "suggestion";
    fixable?: "code";
    hasSuggestions?: boolean;
    /** The languages the rule serves; by default every language of the plugin (RULE_LANGUAGES). */
    languages?: readonly string[];
  };
  /** The rule's domain logic: findings for one configuration, as data. */
  check: Check<MessageId>;
}

/**
 * A message template with its `{{placeholders}}` filled from `data`, as ESLint fills them: the term between the
 * braces trimmed, a placeholder whose term is not in `data` left as written.
 */
export function renderTemplate(template: string, data: Readonly<Record<string, unknown>> | undefined): string {
  if (!data) return template;
  return template.replace(/\{\{([^{}]+?)\}\}/g, (whole, term: string) => {
    const name = term.trim();
    return name in data ? String(data[name]) : whole;
  });
}

/** Every rule's check, by the rule createConfigRule made (see checkOf). */
const checks = new WeakMap<ConfigRule, Check<string>>();

/**
 * The domain logic of a rule that createConfigRule made: its `check`, to run on a ConfigLiteral without a front
 * end (tests of checks). The rule object itself stays an ESLint rule with nothing else on it.
 */
export function checkOf<MessageId extends string>(rule: ConfigRule<MessageId>): Check<MessageId> {
  const check = checks.get(rule);
  if (!check) throw new Error(`"${rule.name}" is no rule of createConfigRule`);
  return check as Check<MessageId>;
}

/**
 * The domain facade of every rule: the rule says what is wrong with a configuration (`check`), the
 * front end finds the configurations and turns the findings' edits into fixes. Fixes and suggestions that
 * would touch code outside the configuration (a spread constant shared with other code) are dropped; each
 * place is reported once per rule even when several configurations share it.
 */
export function createConfigRule<MessageId extends string>(
  definition: ConfigRuleDefinition<MessageId>,
): ConfigRule<MessageId> {
  const { name, meta, check } = definition;
  // `create` is called as it is: no copy of default options per file (these rules take no options).
  const rule: ConfigRule<MessageId> = {
    create,
    defaultOptions: [],
    meta: {
      ...meta,
      languages: [...(meta.languages ?? RULE_LANGUAGES)],
      schema: [],
      docs: { ...meta.docs, url: ruleDocsUrl(name) },
    },
    name,
  };
  checks.set(rule, check);
  return rule;

  function create(context: ConfigRuleContext<MessageId>): RuleVisitor {
    // Made on first use: a file without configurations (most files) reports nothing.
    let reportedIds: Set<string> | undefined;
    /**
     * Reports the findings of a configuration. `writtenOut`: the file is a configuration <kit> wrote out, whose
     * source is elsewhere: reports say so (WRITTEN_OUT_NOTE) and carry no fix and no suggestion.
     */
    const report =
      (
        render: (fixer: RuleTextEditor, edits: readonly Edit[]) => RuleTextEdit[],
        { locOf = asModel, writtenOut = false }: { locOf?: LocOf; writtenOut?: boolean } = {},
      ) =>
      (config: ConfigLiteral, settings: ResolvedSettings) => {
        const reported = (reportedIds ??= new Set<string>());
        const rendered = (messageId: MessageId, data: MessageData | undefined) =>
          settings.localize(renderTemplate(meta.messages[messageId], data));
        const note = writtenOut ? ` ${settings.localize(WRITTEN_OUT_NOTE)}` : "";
        // Messages show what the user wrote short, a URL's user information as …@ (shownData), and cut further
        // until the text the user reads is at most MESSAGE_MAX characters (fitted); edits keep it whole.
        const shown = (messageId: MessageId, data: MessageData | undefined, after = "") =>
          data && fitted(shownData(data), (d) => rendered(messageId, d) + after);
        for (const finding of check(config, settings)) {
          const id = `${finding.messageId}@${finding.at.span.range.join(":")}`;
          if (reported.has(id)) continue;
          reported.add(id);
          const loc = locOf(finding.at.span);
          const data = shown(finding.messageId, finding.data, note);
          if (writtenOut) {
            // The rule's message, rendered as ESLint renders it, and the note: ESLint takes one template per
            // messageId for every file, so these reports carry the whole `message` (and no messageId).
            context.report({ loc, message: `${rendered(finding.messageId, data)}${note}` });
            continue;
          }
          const editable = finding.fix?.every(isEditable) ? finding.fix : undefined;
          const fix = editable?.every((e) => replacesOnlyLiterals(e) && keepsSideEffects(e)) ? editable : undefined;
          // A fix that would replace a reference to a constant with a literal, or remove, replace or copy code with
          // side effects (a call, an assignment), is offered, not applied.
          const demoted = editable && !fix && finding.fixAs ? [{ ...finding.fixAs, edits: editable }] : [];
          const suggest = [...demoted, ...(finding.suggest ?? [])]
            .filter((s) => s.edits.every(isEditable))
            .map((s) => (s.data ? { ...s, data: shown(s.messageId, s.data) } : s));
          if (settings.neutral) {
            context.report({
              loc,
              messageId: finding.messageId,
              ...(data && { data }),
              ...(fix && { fix: (fixer: RuleTextEditor) => render(fixer, fix) }),
              ...(suggest.length > 0 && {
                suggest: suggest.map((s) => ({
                  messageId: s.messageId,
                  ...(s.data && { data: s.data }),
                  fix: (fixer: RuleTextEditor) => render(fixer, s.edits),
                })),
              }),
            });
            continue;
          }
          // With `toolName` or `envPrefixes` set, the text the user reads is the template rendered with its data
          // (as ESLint renders it) in the user's words: ESLint takes one template per messageId for every file and
          // rejects `message` next to `messageId`, so these reports carry the rendered `message` (and suggestions
          // their `desc`), and ESLint gives them no messageId. Without those settings, reports are as above.
          // The fixes' text is not localized: no rule inserts an environment variable's name or the tool's name.
          context.report({
            loc,
            message: rendered(finding.messageId, data),
            ...(fix && { fix: (fixer: RuleTextEditor) => render(fixer, fix) }),
            ...(suggest.length > 0 && {
              suggest: suggest.map((s) => ({
                desc: rendered(s.messageId, s.data),
                fix: (fixer: RuleTextEditor) => render(fixer, s.edits),
              })),
            }),
          });
        }
      };
    // The SourceCode says which front end finds the configurations: tree-sitter (Java, C#), JSON or ESTree.
    const sourceCode = context.sourceCode;
    if (isTreeSitterSourceCode(sourceCode)) {
      // The reporter is made when the file's first configuration is reported, not for every file.
      let onConfig: ((config: ConfigLiteral, settings: ResolvedSettings) => void) | undefined;
      return treeSitterConfigVisitors(sourceCode, context.settings, (config, settings) =>
        (onConfig ??= report((fixer, edits) => renderTreeSitterEdits(fixer, sourceCode, edits)))(config, settings),
      );
    }
    if (isJsonSourceCode(sourceCode)) {
      return jsonConfigVisitors(
        sourceCode,
        context.settings,
        report(
          (fixer, edits) =>
            renderJsonEdits(sourceCode.text, edits).map((e) =>
              fixer.replaceTextRange([e.range[0], e.range[1]], e.text),
            ),
          { locOf: asJson, writtenOut: isWrittenOut(context.filename) },
        ),
        context.filename,
      );
    }
    // Any other is ESLint's JavaScript language (`js/js`, whatever the parser), whose context
    // typescript-eslint's types describe (its AST, scopes and parser services).
    const estree = context as unknown as EstreeRuleContext;
    return estreeConfigVisitors(
      estree,
      report((fixer, edits) => renderEdits(fixer, estree.sourceCode, edits)),
    );
  }
}
