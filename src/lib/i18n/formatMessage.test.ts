import { formatMessage } from './formatMessage';
import { parseCatalogue } from './parseMessages';

const RESULTS = {
  en: '{count, plural, one {# result} other {# results}}',
  cy: '{count, plural, zero {# canlyniad} one {# canlyniad} two {# ganlyniad} few {# chanlyniad} many {# chanlyniad} other {# canlyniad}}',
};
const parsed = parseCatalogue({ en: { results: RESULTS.en }, cy: { results: RESULTS.cy } });
const say = (language: 'en' | 'cy', count: number) =>
  formatMessage(parsed[`${language}.results`], language === 'en' ? 'en-GB' : 'cy', { count });

describe('plural rules (CLDR, through Intl.PluralRules)', () => {
  it('gives English its two forms', () => {
    expect([0, 1, 2, 3, 6, 7, 1000].map((count) => say('en', count))).toEqual([
      '0 results',
      '1 result',
      '2 results',
      '3 results',
      '6 results',
      '7 results',
      '1,000 results',
    ]);
  });

  it('gives Welsh its six, each with the mutation its number brings', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 10, 11].map((count) => say('cy', count))).toEqual([
      '0 canlyniad',
      '1 canlyniad',
      '2 ganlyniad',
      '3 chanlyniad',
      '4 canlyniad',
      '6 chanlyniad',
      '7 canlyniad',
      '10 canlyniad',
      '11 canlyniad',
    ]);
  });
});

describe('formatMessage', () => {
  it('puts values in and formats numbers and dates for the language, in UTC', () => {
    const messages = parseCatalogue({
      x: { footer: '© {siteName}.', total: 'Total: {n, number}', day: 'On {when, date, long}' },
    });
    expect(formatMessage(messages['x.footer'], 'en-GB', { siteName: 'Millbrook' })).toBe('© Millbrook.');
    expect(formatMessage(messages['x.total'], 'en-GB', { n: 12345 })).toBe('Total: 12,345');
    const lateEvening = new Date('2026-11-14T23:30:00Z');
    expect(formatMessage(messages['x.day'], 'en-GB', { when: lateEvening })).toBe('On 14 November 2026');
    expect(formatMessage(messages['x.day'], 'cy', { when: lateEvening })).toBe('On 14 Tachwedd 2026');
  });

  it('names the message whose syntax is wrong', () => {
    expect(() => parseCatalogue({ search: { summaryAll: '{total, plural, one {# result}' } })).toThrow(
      /"search\.summaryAll" is not valid ICU/,
    );
  });
});
