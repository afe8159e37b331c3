import { formatDate, formatTime as formatTimeIn } from '../lib/i18n/formats';
import { formatDay, formatTime } from './formatDate';

/**
 * How a date component writes days and times: the English house style ("Saturday 14 November 2026", "2.30pm") by
 * hand, without Intl (formatDate.ts says why); any other language as Intl writes it ("Dydd Sadwrn 14 Tachwedd 2026",
 * "14:30").
 */
export interface DateWords {
  day(date: Date, withWeekday: boolean): string;
  time(date: Date): string;
  /** Between the first and last day of a span: " to " in English, a spaced dash (no words) in any other language. */
  between: string;
}

const HOUSE_STYLE: DateWords = { day: formatDay, time: formatTime, between: ' to ' };

export function dateWordsFor(language: string | undefined): DateWords {
  if (!language || /^en(-|$)/i.test(language)) return HOUSE_STYLE;
  return {
    day: (date, withWeekday) => formatDate(language, date, withWeekday),
    time: (date) => formatTimeIn(language, date),
    between: ' – ',
  };
}
