import { formatDay, formatTime, hasTime, parseDate } from './formatDate';

export interface DateTextProps {
  /** An ISO-8601 date or date-time. Anything unparseable renders nothing. */
  value: string | null | undefined;
  withWeekday?: boolean;
  /** Add the time of day (skipped for values at exactly midnight). */
  withTime?: boolean;
  className?: string;
}

export function DateText({ value, withWeekday = false, withTime = false, className }: DateTextProps) {
  const date = parseDate(value);
  if (!date) return null;
  const text = withTime && hasTime(date) ? `${formatDay(date, withWeekday)}, ${formatTime(date)}` : formatDay(date, withWeekday);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {text}
    </time>
  );
}
