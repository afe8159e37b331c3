// Business constants of search (spec §9) and its messages (spec §8), in one place for code and tests.
import { MAX_PAGE_SIZE } from '../../lib/delivery/types';

export { MAX_PAGE_SIZE };

/** Results per page unless a facet or the URL says otherwise. */
export const DEFAULT_RESULT_PAGE_SIZE = 20;
/** Buckets asked for per filter aggregation. */
export const FILTER_AGGREGATION_SIZE = 100;
/** Filter items loaded from a content type's entries. */
export const FILTER_ITEMS_PAGE_SIZE = 100;
/** Levels of a taxonomy path loaded for a filter. */
export const TAXONOMY_CHILD_DEPTH = 2;
/** Distance of a `distanceWithin` filter value that names none. */
export const DEFAULT_DISTANCE = '10mi';
/** Aggregation names get this prefix: bare field names may be words Elasticsearch reserves (`location`, `type`). */
export const AGGREGATION_PREFIX = 'sf_';
export { DEFAULT_SEARCH_PATH } from './initialState';
/** The filter whose selection is a facet URL's second path segment. */
export const CONTENT_TYPE_FILTER = 'contentTypeId';

/** Weights of the default term fields. */
export const TERM_WEIGHTS = {
  exactTitle: 10,
  titleFreeText: 2,
  description: 2,
  keywords: 2,
  uri: 2,
} as const;

/** Characters stripped from a visitor's term: query syntax, and the `*`/`?` wildcards `contains` understands. */
export const TERM_ILLEGAL_CHARACTERS = ['>', '<', '=', '|', '!', '{', '}', '[', ']', '^', '~', '*', '?', ':', '\\', '/'] as const;

/**
 * A visitor's term is cut to this many characters and words, and to this many quoted phrases: enough for
 * any real search, and within what a Delivery API search accepts for `contains` values and free-text words.
 */
export const MAX_TERM_LENGTH = 256;
export const MAX_TERM_WORDS = 16;
export const MAX_QUOTED_PHRASES = 4;
/** Longest term kept from a URL (what is searched is cut further by MAX_TERM_LENGTH). */
export const MAX_URL_TERM_LENGTH = 1024;
/** Values a URL may select in one filter (more would only swell the query and the page's state). */
export const MAX_FILTER_VALUES = 100;
/** Highest 1-based page a URL may name (keeps page arithmetic exact). */
export const MAX_URL_PAGE = 1_000_000;

/** Fields the term is matched in. */
export const SEARCH_FIELDS = {
  entryTitle: 'entryTitle',
  entryDescription: 'entryDescription',
  keywords: 'keywords',
  uri: 'sys.uri',
  filename: 'sys.properties.filename',
  searchContent: 'searchContent',
  includeInSearch: 'sys.metadata.includeInSearch',
} as const;

export const SEARCH_MESSAGES = {
  sagaError: 'Error running search saga',
  refused: 'Search refused for this visitor',
  noPayload: 'No payload returned by search',
  noTaxonomyPayload: (path: string) => `No payload returned for taxonomy path: '${path}'`,
  customApiUriRequired: 'uri is required to use customApi',
  customApiNeedsOrigin: 'A relative customApi uri needs the site origin on the server',
  betweenDiscarded: (value: string) =>
    `[search] A "between" filter needs two values separated by "--"; the value "${value}" has been discarded.`,
  distanceDiscarded: (value: string) =>
    `[search] A "distanceWithin" filter needs "lat lon [distance]"; the value "${value}" has been discarded.`,
} as const;

/** The results a first screen can show: two or three rows of cards on a wide screen, one card on a phone. */
export const FIRST_SCREEN_RESULTS = 6;
