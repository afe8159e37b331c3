import type { DateRange as DateRangeValue } from '../lib/delivery/types';
import { dateWordsFor } from './dateWords';
import { hasTime, parseDate, sameDay } from './formatDate';

export interface DateRangeProps {
  range: DateRangeValue | null | undefined;
  withWeekday?: boolean;
  /** Show times for a range within one day (default true). */
  withTime?: boolean;
  className?: string;
  /** The page's language (the English house style without one). */
  language?: string;
}

/** One day with its times ("Saturday 14 November 2026, 10am–4pm") or a span of days. */
export function DateRange({ range, withWeekday = false, withTime = true, className, language }: DateRangeProps) {
  const from = parseDate(range?.from);
  if (!from) return null;
  const to = parseDate(range?.to);
  const { day: formatDay, time: formatTime, between } = dateWordsFor(language);
  const fromDay = formatDay(from, withWeekday);
  const classes = className ? `date-range ${className}` : 'date-range';

  if (!to || to.getTime() <= from.getTime()) {
    return (
      <span className={classes}>
        <time dateTime={from.toISOString()}>{withTime && hasTime(from) ? `${fromDay}, ${formatTime(from)}` : fromDay}</time>
      </span>
    );
  }
  if (sameDay(from, to)) {
    const timed = withTime && (hasTime(from) || hasTime(to));
    return (
      <span className={classes}>
        <time dateTime={from.toISOString()}>{timed ? `${fromDay}, ${formatTime(from)}` : fromDay}</time>
        {timed ? (
          <>
            {'–'}
            <time dateTime={to.toISOString()}>{formatTime(to)}</time>
          </>
        ) : null}
      </span>
    );
  }
  return (
    <span className={classes}>
      <time dateTime={from.toISOString()}>{fromDay}</time>
      {between}
      <time dateTime={to.toISOString()}>{formatDay(to, withWeekday)}</time>
    </span>
  );
}
