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

export interface PluginDocs {
  description: string;
  /** Also on in `strict` and `all`. */
  recommended?: "error" | "warn";
  /** Only in `strict` and `all`: security rules, whose findings the tool accepts but which expose the state. */
  strict?: "error" | "warn";
}

/** Read by ESLint 10.2 and later, which matches each plugin part by `meta.namespace`, whatever name a config uses. */
export const RULE_LANGUAGES: readonly string[] = [
  "js/js",
  "backend-config/java",
  "backend-config/csharp",
  "backend-config/hcl",
  "json/json",
];

/** `RuleOptions` is any array, as ESLint 9's `Plugin` type requires. */
export interface ConfigRuleTypeOptions<MessageId extends string = string> {
  LangOptions: LanguageOptions;
  Code: SourceCode;
  RuleOptions: unknown[];
  Visitor: RuleVisitor;
  Node: unknown;
  MessageIds: MessageId;
  ExtRuleDocs: PluginDocs;
}

export interface ConfigRuleMeta<MessageId extends string = string> extends RulesMeta<MessageId, [], PluginDocs> {
  type: "problem" | "suggestion";
  docs: RulesMetaDocs & PluginDocs & { url: string };
  messages: Record<MessageId, string>;
  schema: [];
  languages: string[];
}

export interface ConfigRule<MessageId extends string = string> extends RuleDefinition<
  ConfigRuleTypeOptions<MessageId>
> {
  meta: ConfigRuleMeta<MessageId>;
  name: string;
  /** typescript-eslint's place for default options (ESLint's own is `meta.defaultOptions`). */
  defaultOptions: [];
}

export type ConfigRuleContext<MessageId extends string> = RuleContext<
  Omit<ConfigRuleTypeOptions<MessageId>, "Visitor" | "ExtRuleDocs">
>;

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
    /** By default every language of the plugin (RULE_LANGUAGES). */
    languages?: readonly string[];
  };
  /** Message ids come from `meta.messages`, not from what the check yields. */
  check: Check<NoInfer<MessageId>>;
}
