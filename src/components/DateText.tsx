import { dateWordsFor } from './dateWords';
import { hasTime, parseDate } from './formatDate';

export interface DateTextProps {
  /** An ISO-8601 date or date-time. Anything unparseable renders nothing. */
  value: string | null | undefined;
  withWeekday?: boolean;
  /** Add the time of day (skipped for values at exactly midnight). */
  withTime?: boolean;
  className?: string;
  /** The page's language (the English house style without one). */
  language?: string;
}

export function DateText({ value, withWeekday = false, withTime = false, className, language }: DateTextProps) {
  const date = parseDate(value);
  if (!date) return null;
  const { day, time } = dateWordsFor(language);
  const text = withTime && hasTime(date) ? `${day(date, withWeekday)}, ${time(date)}` : day(date, withWeekday);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {text}
    </time>
  );
}
