import type {
  LanguageOptions,
  RuleContext,
  RuleDefinition,
  RulesMeta,
  RulesMetaDocs,
  RuleVisitor,
  SourceCode,
} from "@eslint/core";
import type { ConfigLiteral, Finding } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";

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
 * it): JavaScript and TypeScript (ESLint's `js/js`, whatever the parser), the plugin's own Java, C# and HCL (the
 * tool's native syntax) languages, and @eslint/json's JSON (`json/json`: the tool's JSON syntax, `*.tf.json` and the configuration
 * <kit> writes out). ESLint matches `backend-config/...` and `json/...` against the plugins' `meta.namespace`
 * too, so the entries hold under whatever name a config registers the plugins.
 */
export const RULE_LANGUAGES: readonly string[] = [
  "js/js",
  "backend-config/java",
  "backend-config/csharp",
  "backend-config/hcl",
  "json/json",
];

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
export type ConfigRuleContext<MessageId extends string> = RuleContext<
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

export interface ConfigRuleDefinition<MessageId extends string> {
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
  /**
   * The rule's domain logic: findings for one configuration, as data. Its message ids are those of
   * `meta.messages` (inferred from there, not from what the check yields, so that a rule names its ids once).
   */
  check: Check<NoInfer<MessageId>>;
}
