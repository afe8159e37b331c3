// Numbers as en-GB prints them, by hand rather than with Intl.NumberFormat: making a formatter loads ICU's locale
// data, a long main-thread task at a page's start (formatDate.ts has the same reason).
import { commaGrouped } from '../lib/i18n/messageFormatters';

/** A whole number with thousands separators: "12,345". */
export function formatCount(value: number): string {
  const digits = commaGrouped(Math.round(Math.abs(value)));
  return value < 0 ? `-${digits}` : digits;
}

/** An amount of pounds: "£8", "£1,250", or with pence "£42.50". */
export function formatPounds(amount: number): string {
  if (Number.isInteger(amount)) return `£${formatCount(amount)}`;
  const pence = Math.round(amount * 100);
  return `£${formatCount(Math.trunc(pence / 100))}.${String(Math.abs(pence % 100)).padStart(2, '0')}`;
}
