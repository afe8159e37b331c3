// The slice's initial values, in a module of their own: the app's main bundle holds the search state a page
// came with before the search chunk (with the reducer) arrives, and needs only these.
import type { EntriesState, PagingInfo, SearchState } from './types';

/** The search page's path when a route names none. (Here rather than in constants.ts: see above.) */
export const DEFAULT_SEARCH_PATH = '/search';

export const initialEntries: EntriesState = { isLoading: false, isError: false, error: null };

export function initialPaging(pageSize: number): PagingInfo {
  return { isLoading: false, pageCount: 0, pageIndex: 0, pageSize, pagesLoaded: [], prevPageIndex: 0, totalCount: 0 };
}

export const initialSearchState: SearchState = {
  context: 'facets',
  currentFacet: '',
  currentListing: '',
  facets: {},
  listings: {},
  minilist: {},
  term: '',
  tabs: [],
  config: { isLoaded: false, isError: false, ssr: false },
  path: DEFAULT_SEARCH_PATH,
};
