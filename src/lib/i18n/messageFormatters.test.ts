import { formatMessage } from './formatMessage';
import { COMMA_GROUPED_LANGUAGES, messageFormatters } from './messageFormatters';
import { parseCatalogue } from './parseMessages';

const WHOLE = [0, 7, -7, 999, 1000, -1000, 1234, 12345, 123456, 1234567, 98765432, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

describe('message formatters', () => {
  it.each(COMMA_GROUPED_LANGUAGES)('print whole numbers in %s as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(language);
    const format = messageFormatters(language).getNumberFormat(language);
    expect(WHOLE.map((n) => format.format(n))).toEqual(WHOLE.map((n) => intl.format(n)));
  });

  it('leave fractions, options and other languages to Intl', () => {
    expect(messageFormatters('en-GB').getNumberFormat('en-GB').format(1234.5)).toBe('1,234.5');
    expect(messageFormatters('en-GB').getNumberFormat('en-GB', { style: 'percent' }).format(0.25)).toBe('25%');
    expect(messageFormatters('de').getNumberFormat('de').format(12345)).toBe(new Intl.NumberFormat('de').format(12345));
  });

  it('format a message’s numbers and plural counts through them', () => {
    const messages = parseCatalogue({
      search: { summaryRange: '{first, number}–{last, number} of {total, plural, one {# result} other {# results}}' },
    });
    expect(formatMessage(messages['search.summaryRange'], 'en-GB', { first: 1, last: 20, total: 2582 })).toBe('1–20 of 2,582 results');
    expect(formatMessage(messages['search.summaryRange'], 'de', { first: 1, last: 20, total: 2582 })).toBe('1–20 of 2.582 results');
  });
});
