/** `create` finds the configurations through the file's front end and reports what the check finds. */
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

/** At the release's tag, so the page matches this version's rule. */
function ruleDocsUrl(name: string): string {
  return `${REPOSITORY_URL}/blob/v${VERSION}/docs/rules/${name}.md`;
}

const checks = new WeakMap<ConfigRule, Check<string>>();

/** For tests of a check alone; the rule stays a plain ESLint rule. */
export function checkOf<MessageId extends string>(rule: ConfigRule<MessageId>): Check<MessageId> {
  const check = checks.get(rule);
  if (!check) throw new Error(`"${rule.name}" is no rule of createConfigRule`);
  return check as Check<MessageId>;
}

export function createConfigRule<MessageId extends string>(
  definition: ConfigRuleDefinition<MessageId>,
): ConfigRule<MessageId> {
  const { name, meta, check } = definition;
  // `create` unwrapped: no default options merged per file.
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
    // Made at the first configuration, as most files have none.
    let report: ((config: ConfigLiteral, settings: ResolvedSettings) => void) | undefined;
    return frontEnd.configVisitors(context, (config, settings) =>
      (report ??= reporter(context, meta.messages, frontEnd, check))(config, settings),
    );
  }
}
