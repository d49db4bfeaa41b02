import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import type { Edit } from "./edits.js";

export type MessageData = Readonly<Record<string, string | number>>;

export interface Suggestion<MessageId extends string = string> {
  readonly messageId: MessageId;
  readonly data?: MessageData;
  readonly edits: readonly Edit[];
}

/** What a check reports: where, which message, and the edits of its fix and suggestions as data. */
export interface Finding<MessageId extends string = string> {
  readonly messageId: MessageId;
  readonly data?: MessageData;
  /** The property the finding is about, or the configuration (or block) when a property is missing. */
  readonly at: ConfigProperty | ConfigObject;
  /**
   * An autofix; applied only when every edit is editable. A fix that would replace a value not written in place
   * as a literal (a reference to a constant, which other code may read) is offered as the suggestion `fixAs`
   * instead, first among the suggestions (or dropped when the finding has no `fixAs`).
   */
  readonly fix?: readonly Edit[];
  readonly fixAs?: { readonly messageId: MessageId; readonly data?: MessageData };
  readonly suggest?: readonly Suggestion<MessageId>[];
}
