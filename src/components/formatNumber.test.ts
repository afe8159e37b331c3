import { formatCount, formatPounds } from './formatNumber';

describe('numbers, by hand', () => {
  it('prints counts and amounts of pounds as Intl does for en-GB', () => {
    const count = new Intl.NumberFormat('en-GB');
    const pounds = (digits: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1234567, -4321]) expect(formatCount(value)).toBe(count.format(value));
    for (const value of [1, 8, 42, 1250, 100000]) expect(formatPounds(value)).toBe(pounds(0).format(value));
    for (const value of [0.5, 4.05, 42.5, 1234.99, 7.1]) expect(formatPounds(value)).toBe(pounds(2).format(value));
  });
});
