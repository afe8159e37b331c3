// Pure helpers of the search UI: what the summary says, which pages the pagination offers, which words are
// highlighted, and how a date range filter's value is written.
import { dateWordsFor } from '../../../components/dateWords';
import { parseDate } from '../../../components/formatDate';
import type { Translate } from '../../../lib/i18n';
import { sanitiseTerm } from '../query/term';
import type { PagingInfo, SearchResult } from '../types';
import type { SearchWordId } from '../words/searchWords';

/** 1-based positions of the first and last result shown (load-more paging may show several pages). */
export function resultRange(results: readonly SearchResult[], paging: PagingInfo): { first: number; last: number } | null {
  if (results.length === 0) return null;
  const first = results[0].pageIndex * paging.pageSize + 1;
  return { first, last: first + results.length - 1 };
}

/** "21–40 of 342 results", "1 result", "No results", in the page's language. */
export function summaryText(results: readonly SearchResult[], paging: PagingInfo, t: Translate<SearchWordId>): string {
  const total = paging.totalCount;
  if (total > 0 && results.length === 0 && paging.pageIndex >= paging.pageCount)
    return t('summaryNoneOnPage', { page: paging.pageIndex + 1 });
  if (total === 0 || results.length === 0) return t('summaryNone');
  const range = resultRange(results, paging);
  if (!range || (range.first === 1 && range.last >= total)) return t('summaryAll', { total });
  return t('summaryRange', { first: range.first, last: range.last, total });
}

/** What a page past the last one says (`page` 1-based). */
export function pastEndText(page: number, pageCount: number, t: Translate<SearchWordId>): string {
  return t('pastEnd', { page, pageCount });
}

/** The summary as announced: with the term searched for. */
export function announcement(results: readonly SearchResult[], paging: PagingInfo, term: string, t: Translate<SearchWordId>): string {
  const summary = summaryText(results, paging, t);
  return term ? t('summaryFor', { summary, term }) : summary;
}

/** The words of a term worth marking in results (the term as searched, without one-letter words). */
export function highlightWords(term: string): string[] {
  const words = sanitiseTerm(term.replace(/"/g, ' ')).split(' ');
  return [...new Set(words.filter((word) => word.length > 1).map((word) => word.toLowerCase()))];
}

// A date range filter's value is `from--to` (the `between` operator's form); an open end is written as a
// date no event reaches, and the end day is included to its last second.
const OPEN_START = '1900-01-01';
const OPEN_END = '9999-12-31';
const END_OF_DAY = 'T23:59:59Z';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` as `YYYY-MM-DD` (either may be empty) to a filter value; null when both are empty. */
export function dateRangeKey(from: string, to: string): string | null {
  const start = DAY.test(from) ? from : '';
  const end = DAY.test(to) ? to : '';
  if (!start && !end) return null;
  return `${start || OPEN_START}--${end || OPEN_END}${END_OF_DAY}`;
}

/** The days of a filter value written by dateRangeKey (open ends empty). */
export function parseDateRangeKey(key: string | null | undefined): { from: string; to: string } {
  const [start = '', end = ''] = (key ?? '').split('--');
  const day = (value: string, open: string) => {
    const text = value.slice(0, 10);
    return DAY.test(text) && text !== open ? text : '';
  };
  return { from: day(start, OPEN_START), to: day(end, OPEN_END) };
}

/** "1 December 2026 to 31 December 2026", "from 1 December 2026", "until 31 December 2026", in the page's words and language. */
export function dateRangeLabel(key: string, t: Translate<SearchWordId>, language?: string): string {
  const { from, to } = parseDateRangeKey(key);
  const { day } = dateWordsFor(language);
  const text = (value: string) => {
    const date = parseDate(value);
    return date ? day(date, false) : value;
  };
  if (from && to) return t('dateBetween', { from: text(from), to: text(to) });
  if (from) return t('dateFrom', { from: text(from) });
  return to ? t('dateUntil', { to: text(to) }) : key;
}
