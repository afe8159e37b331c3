import { formatDate, formatTime as formatTimeIn } from '../lib/i18n/formats';
import { formatDay, formatTime } from './formatDate';

/**
 * How a date component writes days and times: the English house style ("Saturday 14 November 2026", "2.30pm") by
 * hand, without Intl (formatDate.ts says why); Welsh by hand too ("Dydd Sadwrn 14 Tachwedd 2026", "14:30"), as
 * browsers' Intl often lacks its names (Chromium carries date names only for its own interface languages, and
 * prints a Welsh date in English, which would also break hydration); any other language as Intl writes it.
 */
export interface DateWords {
  day(date: Date, withWeekday: boolean): string;
  time(date: Date): string;
  /** Between the first and last day of a span: " to " in English, a spaced dash (no words) in any other language. */
  between: string;
}

const HOUSE_STYLE: DateWords = { day: formatDay, time: formatTime, between: ' to ' };

interface DateNames {
  weekdays: readonly string[];
  months: readonly string[];
}

/** Names written by hand, by base language (CLDR's, as Node's full ICU prints them). */
const NAMES: Readonly<Record<string, DateNames>> = {
  cy: {
    weekdays: ['Dydd Sul', 'Dydd Llun', 'Dydd Mawrth', 'Dydd Mercher', 'Dydd Iau', 'Dydd Gwener', 'Dydd Sadwrn'],
    months: ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'],
  },
};

function namedDateWords({ weekdays, months }: DateNames): DateWords {
  return {
    day: (date, withWeekday) => {
      const day = `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
      return withWeekday ? `${weekdays[date.getUTCDay()]} ${day}` : day;
    },
    time: (date) => `${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`,
    between: ' – ',
  };
}

const named = new Map<string, DateWords>();

export function dateWordsFor(language: string | undefined): DateWords {
  if (!language || /^en(-|$)/i.test(language)) return HOUSE_STYLE;
  const base = language.toLowerCase().split('-')[0];
  const names = NAMES[base];
  if (names) {
    let words = named.get(base);
    if (!words) named.set(base, (words = namedDateWords(names)));
    return words;
  }
  return {
    day: (date, withWeekday) => formatDate(language, date, withWeekday),
    time: (date) => formatTimeIn(language, date),
    between: ' – ',
  };
}
