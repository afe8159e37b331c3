// Public surface of the search feature: state, events, selectors, saga entry points, URL sync and the
// query builder. The UI is in ./lazy.ts (a chunk of its own).
export type * from './types';
export * from './slice';
export { searchAddressChosen } from './addressChosen';
export { filterChoiceLikely } from './filterChoiceLikely';
export type { LikelyAnswer } from './anticipate';
export * from './selectors';
export { initialSearchState } from './initialState';
export { searchStateForPage } from './pageState';
export { searchLocationSaga, doSearch, searchBrowserSaga } from './sagas';
export { useSearchNavigation } from './useSearchNavigation';
export type { SearchNavigationOptions } from './useSearchNavigation';
export type { SearchLocationRequest } from './sagas';
export { SEARCH_CONTEXT, defaultEnvironment } from './context';
export type { FetchJson, SearchServices } from './context';
export type { SearchEnvironment } from './searchRequest';
export { decideSearch, isFacetLoaded } from './runRules';
export type { SearchDecision, RunReason, SkipReason } from './runRules';
export { buildSearchUrl } from './url/buildSearchUrl';
export type { SearchUrlInput } from './url/buildSearchUrl';
export { parseSearchLocation } from './url/parseSearchUrl';
export type { ParsedSearchLocation } from './url/parseSearchUrl';
export { buildSearchQuery, buildFeaturedQuery, buildFilterItemsQuery } from './query/searchQuery';
export type { SearchQueryOptions } from './query/searchQuery';
export { sanitiseTerm } from './query/term';
export * from './constants';
