// Dates are authored as UTC wall-clock times, and the server and the browser must print the same
// text (or hydration breaks), so everything is formatted in UTC. English names by hand rather than
// Intl.DateTimeFormat: making a formatter loads ICU's locale data, a long main-thread task at a page's start,
// and Intl's punctuation varies between ICU versions anyway.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A parsed instant, or null for anything that is not a date. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "14 November 2026", or "Saturday 14 November 2026" with the weekday. */
export function formatDay(date: Date, withWeekday = false): string {
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return withWeekday ? `${WEEKDAYS[date.getUTCDay()]} ${day}` : day;
}

/** House style: "10am", "2.30pm", "12pm" (noon), "12.15am". */
export function formatTime(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  const minute = minutes === 0 ? '' : `.${String(minutes).padStart(2, '0')}`;
  return `${hours % 12 || 12}${minute}${hours < 12 ? 'am' : 'pm'}`;
}

/** Midnight exactly means "no time given" for all-day values. */
export function hasTime(date: Date): boolean {
  return date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0;
}

export function sameDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}
