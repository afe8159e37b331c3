// Dates are authored as UTC wall-clock times, and the server and the browser must print the same
// text (or hydration breaks), so everything is formatted in UTC. Output is assembled from Intl's
// parts rather than Intl's own pattern: punctuation there varies between ICU versions.

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** A parsed instant, or null for anything that is not a date. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** "14 November 2026", or "Saturday 14 November 2026" with the weekday. */
export function formatDay(date: Date, withWeekday = false): string {
  const parts = dateParts.formatToParts(date);
  const day = `${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
  return withWeekday ? `${part(parts, 'weekday')} ${day}` : day;
}

/** House style: "10am", "2.30pm". */
export function formatTime(date: Date): string {
  const parts = timeParts.formatToParts(date);
  const minute = part(parts, 'minute');
  return `${part(parts, 'hour')}${minute === '00' ? '' : `.${minute}`}${part(parts, 'dayPeriod').toLowerCase()}`;
}

/** Midnight exactly means "no time given" for all-day values. */
export function hasTime(date: Date): boolean {
  return date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0;
}

export function sameDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}
