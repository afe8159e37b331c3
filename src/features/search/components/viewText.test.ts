import { ENGLISH } from '../testing/renderSearch';
import { announcement, dateRangeKey, dateRangeLabel, highlightWords, parseDateRangeKey, summaryText } from './viewText';
import type { PagingInfo, SearchResult } from '../types';
import type { MessageValues } from '../../../lib/i18n';
import type { SearchWordId } from '../words/searchWords';

const paging = (overrides: Partial<PagingInfo>): PagingInfo => ({
  isLoading: false,
  pageCount: 18,
  pageIndex: 1,
  pageSize: 20,
  pagesLoaded: [1],
  prevPageIndex: 0,
  totalCount: 342,
  ...overrides,
});
const t = (id: SearchWordId, values?: MessageValues) => ENGLISH.t(`search.${id}`, values);
const results = (pageIndex: number, count: number): SearchResult[] =>
  Array.from({ length: count }, (_, position) => ({
    entry: { sys: { id: `e${position}` } } as SearchResult['entry'],
    pageIndex,
    position,
  }));

describe('summaryText', () => {
  it('gives the range shown and the total', () => {
    expect(summaryText(results(1, 20), paging({}), t)).toBe('21–40 of 342 results');
    expect(announcement(results(1, 20), paging({}), 'oak', t)).toBe('21–40 of 342 results for “oak”');
  });

  it('covers several pages with load-more paging, and the whole when it is all shown', () => {
    expect(summaryText([...results(0, 20), ...results(1, 20)], paging({ pageIndex: 1, pagesLoaded: [0, 1] }), t)).toBe(
      '1–40 of 342 results',
    );
    expect(summaryText(results(0, 7), paging({ totalCount: 7, pageIndex: 0 }), t)).toBe('7 results');
    expect(summaryText(results(0, 1), paging({ totalCount: 1, pageIndex: 0 }), t)).toBe('1 result');
    expect(summaryText([], paging({ totalCount: 0 }), t)).toBe('No results');
  });

  it('groups thousands', () => {
    expect(summaryText(results(49, 20), paging({ totalCount: 12345 }), t)).toBe('981–1,000 of 12,345 results');
  });
});

describe('highlightWords', () => {
  it('marks the words searched, not query syntax or single letters', () => {
    expect(highlightWords('Palm "house" *a ?')).toEqual(['palm', 'house']);
    expect(highlightWords('')).toEqual([]);
  });
});

describe('date ranges', () => {
  it('writes two days as a between value, open ends far away, and reads it back', () => {
    expect(dateRangeKey('2026-12-01', '2026-12-31')).toBe('2026-12-01--2026-12-31T23:59:59Z');
    expect(dateRangeKey('', '2026-12-31')).toBe('1900-01-01--2026-12-31T23:59:59Z');
    expect(dateRangeKey('', '')).toBeNull();
    expect(dateRangeKey('yesterday', 'nope')).toBeNull();
    expect(parseDateRangeKey('2026-12-01--9999-12-31T23:59:59Z')).toEqual({ from: '2026-12-01', to: '' });
    expect(parseDateRangeKey('rubbish')).toEqual({ from: '', to: '' });
  });

  it('labels a range for its chip', () => {
    expect(dateRangeLabel('2026-12-01--2026-12-31T23:59:59Z', t)).toBe('1 December 2026 to 31 December 2026');
    expect(dateRangeLabel('1900-01-01--2026-12-31T23:59:59Z', t)).toBe('until 31 December 2026');
    expect(dateRangeLabel('2027-01-10--9999-12-31T23:59:59Z', t)).toBe('from 10 January 2027');
  });
});
