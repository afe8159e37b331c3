// The Intl objects a language's messages format with, one set for all of its messages. Whole numbers in the
// languages listed below are grouped by hand: the first Intl.NumberFormat a page makes loads ICU's locale data, a
// task of about 80 ms on a phone, and a search page's summary ("1–20 of 2,582 results") is formatted as it hydrates.
import type { Formatters } from 'intl-messageformat';

/**
 * Languages that print a whole number as en-GB does (groups of three, a comma between: "12,345"; "1,234"). Each is
 * checked against Intl.NumberFormat (messageFormatters.test.ts): add a language only with that check passing.
 */
export const COMMA_GROUPED_LANGUAGES: readonly string[] = ['en', 'en-GB', 'en-US', 'en-IE', 'cy', 'cy-GB', 'ga', 'ga-IE'];

/** A whole number grouped in threes with commas. */
export function commaGrouped(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

type NumberFormatOptions = Parameters<Formatters['getNumberFormat']>[1];

const isPlain = (options: NumberFormatOptions) => !options || Object.keys(options).length === 0;

/** Formats whole numbers by hand, anything else with the Intl formatter it makes when first needed. */
function groupedNumberFormat(language: string, options: NumberFormatOptions): Intl.NumberFormat {
  let intl: Intl.NumberFormat | null = null;
  const full = () => (intl ??= new Intl.NumberFormat(language, options));
  // Only `format` is called by intl-messageformat; the rest answers as the Intl formatter would.
  return new Proxy({} as Intl.NumberFormat, {
    get(_, property) {
      if (property === 'format')
        return (value: number | bigint) =>
          typeof value === 'number' && Number.isSafeInteger(value) ? commaGrouped(value) : full().format(value);
      const member = full()[property as keyof Intl.NumberFormat];
      return typeof member === 'function' ? member.bind(full()) : member;
    },
  });
}

/** Memoised by language and options: a formatter for every argument list asked for. */
function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

/** The formatters of `language`'s messages. */
export function messageFormatters(language: string): Formatters {
  const comma = COMMA_GROUPED_LANGUAGES.includes(language);
  return {
    getNumberFormat: memo((locales?: string | string[], options?: NumberFormatOptions) =>
      comma && isPlain(options) ? groupedNumberFormat(language, options) : new Intl.NumberFormat(locales, options),
    ),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}
