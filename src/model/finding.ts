import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { removeProperty, replaceValue, type Edit, type LiteralValue } from "./edits.js";

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
   * An autofix, applied only when every edit is editable. One that would replace a value other code may read, or
   * drop a side effect (see keepsSideEffects), is offered as the suggestion `fixAs` instead, or dropped without it.
   */
  readonly fix?: readonly Edit[];
  readonly fixAs?: { readonly messageId: MessageId; readonly data?: MessageData };
  readonly suggest?: readonly Suggestion<MessageId>[];
}

/**
 * A suggestion to write one value in place of a property's value; its message's data is `{ value }` unless
 * given (`Use "{{value}}".`).
 */
export function suggestValue<MessageId extends string>(
  messageId: MessageId,
  property: ConfigProperty,
  value: LiteralValue,
  data: MessageData = { value: typeof value === "boolean" ? String(value) : value },
): Suggestion<MessageId> {
  return { messageId, data, edits: [replaceValue(property, value)] };
}

/**
 * A suggestion to remove a property; its message's data is `{ property }`, the key as written, unless given
 * (`Remove "{{property}}".`).
 */
export function suggestRemoval<MessageId extends string>(
  messageId: MessageId,
  property: ConfigProperty,
  data: MessageData = { property: property.key },
): Suggestion<MessageId> {
  return { messageId, data, edits: [removeProperty(property)] };
}
