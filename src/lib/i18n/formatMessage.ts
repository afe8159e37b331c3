import { IntlMessageFormat } from 'intl-messageformat';
import { expandElements, type CompactElement } from './compactMessage';
import type { MessageValues, ParsedMessage } from './messages';

// Dates in messages (`{when, date, long}`) in UTC: the server and the browser must print the same text.
const UTC_FORMATS = {
  date: {
    short: { day: 'numeric', month: 'numeric', year: '2-digit', timeZone: 'UTC' },
    medium: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric', timeZone: 'UTC' },
  },
} as const;

// One formatter per parsed message and language: a formatter holds its Intl.PluralRules and number formats.
const formatters = new Map<string, WeakMap<CompactElement[], IntlMessageFormat>>();

/**
 * A parsed message in `language`, with CLDR plural rules and number and date formats of that language
 * (Intl.PluralRules, Intl.NumberFormat, Intl.DateTimeFormat, all in UTC so server and browser print the same).
 */
export function formatMessage(message: ParsedMessage, language: string, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  let byMessage = formatters.get(language);
  if (!byMessage) formatters.set(language, (byMessage = new WeakMap()));
  let formatter = byMessage.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(expandElements(message), language, UTC_FORMATS);
    byMessage.set(message, formatter);
  }
  const result = formatter.format<string>(values);
  return Array.isArray(result) ? result.join('') : String(result);
}
