import { formatDate, formatNumber, formatPrice } from './formats';

const day = new Date('2026-11-14T23:30:00Z');

it('writes numbers as the language does', () => {
  expect(formatNumber('en-GB', 12345)).toBe('12,345');
  expect(formatNumber('cy', 12345)).toBe('12,345');
  expect(formatNumber('de', 12345.5)).toBe('12.345,5');
});

it('writes a day in the language, in UTC, with the weekday when asked', () => {
  expect(formatDate('en-GB', day)).toBe('14 November 2026');
  expect(formatDate('en-GB', day, true)).toBe('Saturday 14 November 2026');
  expect(formatDate('cy', day)).toBe('14 Tachwedd 2026');
  expect(formatDate('cy', day, true)).toBe('Dydd Sadwrn 14 Tachwedd 2026');
});

it('writes prices without pence when whole, with them otherwise', () => {
  expect(formatPrice('en-GB', 8)).toBe('£8');
  expect(formatPrice('en-GB', 1250)).toBe('£1,250');
  expect(formatPrice('en-GB', 42.5)).toBe('£42.50');
  expect(formatPrice('cy', 42.5)).toBe('£42.50');
  expect(formatPrice('fr', 42.5, 'EUR')).toBe('42,50\u00a0€');
});
