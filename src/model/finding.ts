import type { ConfigObject, ConfigProperty } from "./config-literal.js";
import { removeProperty, replaceValue, type Edit, type LiteralValue } from "./edits.js";

export type MessageData = Readonly<Record<string, string | number>>;

export interface Suggestion<MessageId extends string = string> {
  readonly messageId: MessageId;
  readonly data?: MessageData;
  readonly edits: readonly Edit[];
}

/** Fixes and suggestions as data, which each front end renders. */
export interface Finding<MessageId extends string = string> {
  readonly messageId: MessageId;
  readonly data?: MessageData;
  /** The configuration or block when a property is missing. */
  readonly at: ConfigProperty | ConfigObject;
  /** Offered as the suggestion `fixAs` where unsafe (src/util/report.ts). */
  readonly fix?: readonly Edit[];
  readonly fixAs?: { readonly messageId: MessageId; readonly data?: MessageData };
  readonly suggest?: readonly Suggestion<MessageId>[];
}

/** Data `{ value }` unless given (`Use "{{value}}".`). */
export function suggestValue<MessageId extends string>(
  messageId: MessageId,
  property: ConfigProperty,
  value: LiteralValue,
  data: MessageData = { value: typeof value === "boolean" ? String(value) : value },
): Suggestion<MessageId> {
  return { messageId, data, edits: [replaceValue(property, value)] };
}

/** Data `{ property }`, the key as written, unless given (`Remove "{{property}}".`). */
export function suggestRemoval<MessageId extends string>(
  messageId: MessageId,
  property: ConfigProperty,
  data: MessageData = { property: property.key },
): Suggestion<MessageId> {
  return { messageId, data, edits: [removeProperty(property)] };
}
