import { formatDate, formatTime } from '../lib/i18n/formats';
import { dateWordsFor } from './dateWords';

// Welsh dates are written by hand (a browser's Intl may lack Welsh names): they must read as Node's full ICU
// writes them, every day of the week and month of the year, so the server and any browser print the same.
describe('Welsh dates', () => {
  const welsh = dateWordsFor('cy-GB');
  const days = Array.from(
    { length: 12 * 7 },
    (_, index) => new Date(Date.UTC(2026, Math.floor(index / 7), 1 + (index % 7), index % 24, (index * 7) % 60)),
  );

  it('name days and months as CLDR does', () => {
    for (const date of days) {
      expect(welsh.day(date, true)).toBe(formatDate('cy', date, true));
      expect(welsh.day(date, false)).toBe(formatDate('cy', date, false));
      expect(welsh.time(date)).toBe(formatTime('cy', date));
    }
  });

  it('keep the English house style for English', () => {
    const date = new Date('2026-11-14T14:30:00Z');
    expect(dateWordsFor('en-GB').day(date, true)).toBe('Saturday 14 November 2026');
    expect(dateWordsFor(undefined).time(date)).toBe('2.30pm');
    expect(dateWordsFor('cy').time(date)).toBe('14:30');
  });
});
