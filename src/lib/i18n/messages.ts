import type { CompactElement } from './compactMessage';

/**
 * A message parsed from ICU MessageFormat syntax, as the browser is sent it (so it needs no parser): a message that
 * is plain text (most are) is that text, any other its elements in compact form (compactMessage.ts).
 */
export type ParsedMessage = CompactElement[] | string;

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
