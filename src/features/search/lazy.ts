// The search UI and what runs searches in the browser: a chunk of its own, loaded on search and listing pages
// (and when a page with a mini list is reached by client-side navigation). Content pages never load it.
export { SearchView } from './components/SearchView';
export type { ResultContext, SearchLinkComponent, SearchViewOptions, SortOption } from './components/types';
export { dateRangeKey, highlightWords } from './components/viewText';
export { likelyResultsHeld, pageSearchStateRestored, searchSlice, serverPageLeft, sharedMiniListShown } from './slice';
export { doSearch, searchLocationSaga } from './sagas';
export { anticipateFilterSearch } from './anticipate';
export { canonicalSearchUrl, searchRedirectFor } from './url/canonicalSearchUrl';
export { SEARCH_WORDS, type SearchWordId } from './words/searchWords';
