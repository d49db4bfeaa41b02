/** One reporting path for every front end and setting. */
import type { RuleTextEditor } from "@eslint/core";
import type { FrontEnd } from "../frontends/index.js";
import { asFixes } from "../frontends/text-edit.js";
import type { ConfigLiteral, Edit, Finding, MessageData, Suggestion } from "../model/index.js";
import {
  fitted,
  isEditable,
  keepsSideEffects,
  replacesOnlyLiterals,
  RULE_PLACEHOLDERS,
  shownData,
  withOverriddenWrites,
} from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import type { ConfigRuleContext } from "./rule-types.js";
import { renderTemplate } from "./template.js";

/** Such reports carry no fix or suggestion: the generator is what needs the change. */
export const WRITTEN_OUT_NOTE = "This file is generated; change the code that generates it.";

/**
 * An unsafe fix (replacing a constant's reference, dropping or repeating a side effect) becomes the `fixAs`
 * suggestion; edits a front end cannot make are dropped.
 */
function fixesOf<MessageId extends string>(
  finding: Finding<MessageId>,
  config: ConfigLiteral,
): { fix: readonly Edit[] | undefined; suggest: Suggestion<MessageId>[] } {
  // A removal takes the key's earlier writes with it, so one pass leaves none redundant.
  const proposed = finding.fix && withOverriddenWrites(finding.fix, config);
  const editable = proposed?.every(isEditable) ? proposed : undefined;
  const fix = editable?.every((e) => replacesOnlyLiterals(e) && keepsSideEffects(e)) ? editable : undefined;
  const demoted = editable && !fix && finding.fixAs ? [{ ...finding.fixAs, edits: editable }] : [];
  const suggest = [
    ...demoted,
    ...(finding.suggest ?? []).map((s) => ({ ...s, edits: withOverriddenWrites(s.edits, config) })),
  ].filter((s) => s.edits.every(isEditable));
  return { fix, suggest };
}

/** Only the rules' own words (RULE_PLACEHOLDERS) are localized; the user's are quoted as written. */
function ownWordsLocalized(data: MessageData, localize: (text: string) => string): MessageData {
  let localized: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== "string" || !RULE_PLACEHOLDERS.has(name)) continue;
    const text = localize(value);
    if (text !== value) (localized ??= { ...data })[name] = text;
  }
  return localized ?? data;
}

/** Each place is reported once per rule, even when several configurations share it. */
export function reporter<MessageId extends string>(
  context: ConfigRuleContext<MessageId>,
  messages: Readonly<Record<MessageId, string>>,
  frontEnd: FrontEnd,
  check: (config: ConfigLiteral, settings: ResolvedSettings) => Iterable<Finding<MessageId>>,
): (config: ConfigLiteral, settings: ResolvedSettings) => void {
  const reported = new Set<string>();
  const sourceCode = context.sourceCode;
  const writtenOut = frontEnd.generated(context.filename);
  const fixer = (edits: readonly Edit[]) => (editor: RuleTextEditor) =>
    asFixes(editor, frontEnd.renderEdits(sourceCode, edits));
  return (config, settings) => {
    const rendered = (messageId: MessageId, data: MessageData | undefined) =>
      renderTemplate(settings.localize(messages[messageId]), data && ownWordsLocalized(data, settings.localize));
    const note = writtenOut ? ` ${settings.localize(WRITTEN_OUT_NOTE)}` : "";
    // Messages shorten what the user wrote and hide a URL's user information; edits keep it whole.
    const shown = (messageId: MessageId, data: MessageData | undefined, after = "") =>
      data && fitted(shownData(data), (d) => rendered(messageId, d) + after);
    // ESLint keeps one template per messageId, so renamed words (`toolName`, `envPrefixes`) or the written-out note
    // need a rendered `message`; no fix inserts a renamed word.
    const neutral = settings.neutral && !writtenOut;
    const said = (messageId: MessageId, data: MessageData | undefined) =>
      neutral ? { messageId, ...(data && { data }) } : undefined;
    for (const finding of check(config, settings)) {
      const id = `${finding.messageId}@${finding.at.span.range.join(":")}`;
      if (reported.has(id)) continue;
      reported.add(id);
      const data = shown(finding.messageId, finding.data, note);
      const { fix, suggest } = writtenOut ? { fix: undefined, suggest: [] } : fixesOf(finding, config);
      context.report({
        loc: frontEnd.locOf(finding.at.span, sourceCode),
        ...(said(finding.messageId, data) ?? { message: `${rendered(finding.messageId, data)}${note}` }),
        ...(fix && { fix: fixer(fix) }),
        ...(suggest.length > 0 && {
          suggest: suggest.map((s) => {
            const sData = s.data && shown(s.messageId, s.data);
            return { ...(said(s.messageId, sData) ?? { desc: rendered(s.messageId, sData) }), fix: fixer(s.edits) };
          }),
        }),
      });
    }
  };
}
