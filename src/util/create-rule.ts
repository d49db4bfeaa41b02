/**
 * The rule factory: a rule of the plugin is its `meta` and its check; the factory adds what every rule has (the
 * languages, the docs URL, no options) and the `create` that finds the configurations with the file's front end and
 * reports the check's findings.
 */
import type { RuleVisitor } from "@eslint/core";
import type { ConfigLiteral } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import { VERSION } from "../version.js";
import { frontEndOf } from "./front-ends.js";
import { reporter } from "./report.js";
import {
  RULE_LANGUAGES,
  type Check,
  type ConfigRule,
  type ConfigRuleContext,
  type ConfigRuleDefinition,
} from "./rule-types.js";

export type { Check, ConfigRule, ConfigRuleMeta, ConfigRuleTypeOptions, PluginDocs } from "./rule-types.js";
export { RULE_LANGUAGES } from "./rule-types.js";
export { WRITTEN_OUT_NOTE } from "./report.js";
export { renderTemplate } from "./template.js";

const REPOSITORY_URL = "https://github.com/eslint-plugin-backend-config/eslint-plugin-backend-config";

/**
 * The page that documents a rule (`meta.docs.url`), at the release's tag (`v0.1.0`): the page that describes
 * the rule as this version has it, not as the main branch has it later.
 */
function ruleDocsUrl(name: string): string {
  return `${REPOSITORY_URL}/blob/v${VERSION}/docs/rules/${name}.md`;
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
    const frontEnd = frontEndOf(context.sourceCode);
    // The reporter is made when the file's first configuration is reported: most files have none.
    let report: ((config: ConfigLiteral, settings: ResolvedSettings) => void) | undefined;
    return frontEnd.configVisitors(context, (config, settings) =>
      (report ??= reporter(context, meta.messages, frontEnd, check))(config, settings),
    );
  }
}
