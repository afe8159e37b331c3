/**
 * The search UI's words in English (ICU MessageFormat: `{count, plural, ...}` follows the language's CLDR plural
 * rules, `#` and `{n, number}` print numbers as the language does). A site's catalogues say them in each language.
 */
export const SEARCH_WORDS = {
  /** The site search page's own search box. */
  siteTermLabel: 'Search the site',
  loading: 'Loading search…',
  termLabel: 'Search',
  summaryNone: 'No results',
  summaryNoneOnPage: 'No results on page {page, number}',
  summaryAll: '{total, plural, one {# result} other {# results}}',
  summaryRange: '{first, number}–{last, number} of {total, plural, one {# result} other {# results}}',
  summaryFor: '{summary} for “{term}”',
  pastEnd: 'Page {page, number} is past the end: these results have {pageCount, plural, one {# page} other {# pages}}.',
  lastPageLink: 'Go to the last page',
  noResults: 'No results.',
  noResultsFor: 'No results for “{term}”.',
  fewerFilters: 'Fewer filters may find more.',
  clearFilters: 'Clear all filters',
  spellingHint: 'Check the spelling, or try fewer or more general words.',
  unavailable: 'Search is not available just now.',
  tryAgain: 'Please try again in a moment.',
  results: 'Results',
  featured: 'Featured',
  pagesOfResults: 'Pages of results',
  showEarlier: 'Show earlier results',
  showMoreCount: 'Show {count, number} more',
  showMore: 'Show more',
  dateBetween: '{from} to {to}',
  dateFrom: 'from {from}',
  dateUntil: 'until {to}',
} as const;

export type SearchWordId = keyof typeof SEARCH_WORDS;
