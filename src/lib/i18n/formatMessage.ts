import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { expandElements, type CompactElement } from './compactMessage';
import { messageFormatters } from './messageFormatters';
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

// A formatter looks its locale up (Intl.NumberFormat.supportedLocalesOf, which loads ICU's locale data: a task of
// about 80 ms on a phone) only to parse messages given as text; these come parsed, so the language is named as it is.
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);

// One formatter per parsed message and language; the Intl objects they format with, one set per language.
const languages = new Map<string, { intl: Formatters; byMessage: WeakMap<CompactElement[], IntlMessageFormat> }>();

/**
 * A parsed message in `language`, with CLDR plural rules and number and date formats of that language
 * (Intl.PluralRules, Intl.NumberFormat, Intl.DateTimeFormat, all in UTC so server and browser print the same).
 */
export function formatMessage(message: ParsedMessage, language: string, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  let held = languages.get(language);
  if (!held) languages.set(language, (held = { intl: messageFormatters(language), byMessage: new WeakMap() }));
  let formatter = held.byMessage.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(expandElements(message), language, UTC_FORMATS, { formatters: held.intl });
    held.byMessage.set(message, formatter);
  }
  const result = formatter.format<string>(values);
  return Array.isArray(result) ? result.join('') : String(result);
}
