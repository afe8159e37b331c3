import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message parsed from ICU MessageFormat syntax: what the browser is sent, so it needs no parser. A message that
 * is plain text (most are) is that text, the smaller to send.
 */
export type ParsedMessage = MessageFormatElement[] | string;

/** The values a message's arguments take (`{count}`, `{siteName}`, `{when, date}`). */
export type MessageValues = Record<string, string | number | Date>;

/** Parsed messages by id (`area.key`). */
export type ParsedMessages = Record<string, ParsedMessage>;

/** A function that formats the message of an id in one language. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/** The area of a message id: the part before its first dot (`search.summary` is in `search`). */
export function areaOf(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}
