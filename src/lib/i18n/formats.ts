// Numbers, dates and prices as a language writes them, with Intl (its CLDR data). Dates are authored as UTC
// wall-clock times and server and browser must print the same text, so dates are formatted in UTC.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) map.set(key, (value = make()));
  return value;
}

/** A number with the language's separators: "12,345" (en-GB), "12,345" (cy), "12.345" (de). */
export function formatNumber(language: string, value: number): string {
  return cached(numberFormats, language, () => new Intl.NumberFormat(language, { maximumFractionDigits: 2 })).format(value);
}

/** The day of a date: "14 November 2026", "14 Tachwedd 2026"; with the weekday "Saturday 14 November 2026". */
export function formatDate(language: string, date: Date, withWeekday = false): string {
  const key = `${language}|${withWeekday}`;
  const format = cached(
    dateFormats,
    key,
    () =>
      new Intl.DateTimeFormat(language, {
        weekday: withWeekday ? 'long' : undefined,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  // Some languages put a comma after the weekday ("Saturday, 14 November 2026"): the house style has none.
  return format.format(date).replace(/^([^\d,]+),\s/u, '$1 ');
}

/** An amount of money: whole amounts without pence ("£8", "£1,250"), others with them ("£42.50"). */
export function formatPrice(language: string, amount: number, currency = 'GBP'): string {
  const whole = Number.isInteger(amount);
  const key = `${language}|${currency}|${whole}`;
  return cached(
    numberFormats,
    key,
    () => new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }),
  ).format(amount);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time of day as the language writes it: "10:00", "16:30" (cy). */
export function formatTime(language: string, date: Date): string {
  return cached(
    timeFormats,
    language,
    () => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(date);
}
