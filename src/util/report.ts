/**
 * How a rule reports the findings of its check: one path for every front end and every setting, which says where
 * (in the columns of the file's language), what (the rule's message, or the text the user reads) and which fixes
 * and suggestions go with it.
 */
import type { RuleTextEditor } from "@eslint/core";
import type { FrontEnd } from "../frontends/index.js";
import { asFixes } from "../frontends/text-edit.js";
import type { ConfigLiteral, Edit, Finding, MessageData, Suggestion } from "../model/index.js";
import { fitted, isEditable, keepsSideEffects, replacesOnlyLiterals, shownData } from "../model/index.js";
import type { ResolvedSettings } from "../settings.js";
import type { ConfigRuleContext } from "./rule-types.js";
import { renderTemplate } from "./template.js";

/**
 * What every report on a configuration <kit> wrote out (`cdk.tf.json`) says after the rule's message: the
 * mistake is in the code that generates the file, so such reports carry no fix and no suggestion. The whole text,
 * the rule's message and the note, is the message the user reads (at most MESSAGE_MAX characters).
 */
export const WRITTEN_OUT_NOTE = "This file is generated; change the code that generates it.";

/**
 * A finding's fix and suggestions, with what may not be applied set apart: edits a front end cannot make are
 * dropped, and a fix that would replace a reference to a constant with a literal, or remove, replace or copy code
 * with side effects (a call, an assignment), is offered as the finding's `fixAs` suggestion, not applied.
 */
function fixesOf<MessageId extends string>(
  finding: Finding<MessageId>,
): { fix: readonly Edit[] | undefined; suggest: Suggestion<MessageId>[] } {
  const editable = finding.fix?.every(isEditable) ? finding.fix : undefined;
  const fix = editable?.every((e) => replacesOnlyLiterals(e) && keepsSideEffects(e)) ? editable : undefined;
  const demoted = editable && !fix && finding.fixAs ? [{ ...finding.fixAs, edits: editable }] : [];
  const suggest = [...demoted, ...(finding.suggest ?? [])].filter((s) => s.edits.every(isEditable));
  return { fix, suggest };
}

/**
 * The reporter of one rule in one file: hands each configuration's findings to ESLint. Each place is reported once
 * per rule (by message and range), even when several configurations share it.
 */
export function reporter<MessageId extends string>(
  context: ConfigRuleContext<MessageId>,
  messages: Readonly<Record<MessageId, string>>,
  frontEnd: FrontEnd,
  check: (config: ConfigLiteral, settings: ResolvedSettings) => Iterable<Finding<MessageId>>,
): (config: ConfigLiteral, settings: ResolvedSettings) => void {
  const reported = new Set<string>();
  const sourceCode = context.sourceCode;
  // A configuration <kit> wrote out has its source elsewhere: reports say so and carry no fix and no suggestion.
  const writtenOut = frontEnd.generated(context.filename);
  const fixer = (edits: readonly Edit[]) => (editor: RuleTextEditor) =>
    asFixes(editor, frontEnd.renderEdits(sourceCode, edits));
  return (config, settings) => {
    const rendered = (messageId: MessageId, data: MessageData | undefined) =>
      settings.localize(renderTemplate(messages[messageId], data));
    const note = writtenOut ? ` ${settings.localize(WRITTEN_OUT_NOTE)}` : "";
    // Messages show what the user wrote short, a URL's user information as …@ (shownData), and cut further
    // until the text the user reads is at most MESSAGE_MAX characters (fitted); edits keep it whole.
    const shown = (messageId: MessageId, data: MessageData | undefined, after = "") =>
      data && fitted(shownData(data), (d) => rendered(messageId, d) + after);
    // Without `toolName` or `envPrefixes` set, a report names its template (messageId and data). With them, the
    // text the user reads is the template rendered with its data (as ESLint renders it) in the user's words:
    // ESLint takes one template per messageId for every file and rejects `message` next to `messageId`, so these
    // reports carry the rendered `message` (and suggestions their `desc`), and ESLint gives them no messageId. So
    // do reports on a file <kit> wrote out, whose message holds the note. The fixes' text is not localized: no
    // rule inserts an environment variable's name or the tool's name.
    const neutral = settings.neutral && !writtenOut;
    const said = (messageId: MessageId, data: MessageData | undefined) =>
      neutral ? { messageId, ...(data && { data }) } : undefined;
    for (const finding of check(config, settings)) {
      const id = `${finding.messageId}@${finding.at.span.range.join(":")}`;
      if (reported.has(id)) continue;
      reported.add(id);
      const data = shown(finding.messageId, finding.data, note);
      const { fix, suggest } = writtenOut ? { fix: undefined, suggest: [] } : fixesOf(finding);
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
