// The Intl objects a language's messages format with, one set for all of its messages. Whole numbers in the
// languages listed below are grouped by hand: the first Intl.NumberFormat a page makes loads ICU's locale data, a
// task of about 80 ms on a phone, and a search page's summary ("1–20 of 2,582 results") is formatted as it hydrates.
import type { Formatters } from 'intl-messageformat';

/**
 * Languages that print a whole number as en-GB does (groups of three, a comma between: "12,345"; "1,234"). Each is
 * checked against Intl.NumberFormat (messageFormatters.test.ts): add a language only with that check passing.
 */
export const COMMA_GROUPED_LANGUAGES: readonly string[] = ['en', 'en-GB', 'en-US', 'cy', 'cy-GB'];

/** A whole number grouped in threes with commas: "-12,345". */
export function commaGrouped(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** The formatters of `language`'s messages, each Intl object made once for its arguments. */
export function messageFormatters(language: string): Formatters {
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(args: unknown[], make: () => T): T => {
    const key = JSON.stringify(args);
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
  // A plain number (`{n, number}`, a plural's `#`): whole numbers by hand, others through Intl when first needed.
  // intl-messageformat only calls `format`.
  const byHand = COMMA_GROUPED_LANGUAGES.includes(language) && {
    format: (value: number) =>
      Number.isSafeInteger(value) ? commaGrouped(value) : once([], () => new Intl.NumberFormat(language)).format(value),
  };
  return {
    getNumberFormat: (locales, options) =>
      !options && byHand ? (byHand as Intl.NumberFormat) : once(['n', locales, options], () => new Intl.NumberFormat(locales, options)),
    getDateTimeFormat: (...args) => once(['d', ...args], () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args) => once(['p', ...args], () => new Intl.PluralRules(...args)),
  };
}
