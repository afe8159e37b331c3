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
  previous: 'Previous',
  next: 'Next',
  /** Follows "Previous" and "Next" for screen readers (visually hidden); empty where a language says it otherwise. */
  pageSuffix: ' page',
  pageNumber: 'Page {page}',
  showEarlier: 'Show earlier results',
  showMoreCount: 'Show {count, number} more',
  showMore: 'Show more',
  sections: 'Search sections',
  filterResults: 'Filter results',
  applyFilters: 'Apply filters',
  currentFilters: 'Current filters',
  removeFilter: 'Remove {label}',
  anyChoice: 'Any',
  findChoice: 'Find a {title}',
  /** A filter's choices narrowed to none by the visitor's text. */
  noChoiceMatches: 'No {title} matches “{text}”.',
  clearChoices: 'Clear {title}',
  choicesFailed: 'These choices could not be loaded.',
  dateFromLabel: 'From',
  dateToLabel: 'To',
  applyDates: 'Apply dates',
  clearDates: 'Clear dates',
  sortBy: 'Sort by',
  defaultOrder: 'Default order',
  perPage: 'Results per page',
  dateBetween: '{from} to {to}',
  dateFrom: 'from {from}',
  dateUntil: 'until {to}',
} as const;

export type SearchWordId = keyof typeof SEARCH_WORDS;
