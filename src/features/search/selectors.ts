import { createSelector } from '@reduxjs/toolkit';
import type { Entry } from '../../lib/delivery/types';
import { clampPageSize } from './query/pageSize';
import { isFacetLoaded } from './runRules';
import { currentFacet, currentKey, facetForTab, selectedKeys } from './transitions';
import { buildSearchUrl } from './url/buildSearchUrl';
import { RESERVED_PARAMS } from './url/parseSearchUrl';
import type { Facet, Filter, LikelyResults, PagingInfo, SearchResult, SearchState } from './types';

/** Selectors take any root state that holds the search slice. */
export interface WithSearch {
  search: SearchState;
}

const NO_RESULTS: SearchResult[] = [];
const NO_ENTRIES: Entry[] = [];

export const selectSearch = (state: WithSearch) => state.search;
export const selectSearchTerm = (state: WithSearch) => state.search.term;
/** The facet's key, or the listing's when a listing is shown. */
export const selectCurrentFacetKey = (state: WithSearch) => currentKey(state.search);
export const selectCurrentFacet = (state: WithSearch): Facet | null => currentFacet(state.search) ?? null;

export const selectResults = (state: WithSearch) => selectCurrentFacet(state)?.results ?? NO_RESULTS;
export const selectFeaturedResults = (state: WithSearch) => selectCurrentFacet(state)?.featuredResults ?? NO_ENTRIES;
export const selectPaging = (state: WithSearch): PagingInfo | null => selectCurrentFacet(state)?.pagingInfo ?? null;
export const selectIsLoading = (state: WithSearch) => Boolean(selectCurrentFacet(state)?.entries.isLoading);
export const selectIsLoaded = (state: WithSearch) => {
  const facet = selectCurrentFacet(state);
  return facet ? isFacetLoaded(facet) : false;
};
/** The message of the current facet's failed search, or null. */
export const selectSearchError = (state: WithSearch) => {
  const entries = selectCurrentFacet(state)?.entries;
  return entries?.isError ? (entries.error ?? '') : null;
};

/**
 * The last page (0-based) when the page asked for is past it (an old link, a hand-made URL; the first page when
 * nothing is found), else null: such a page says so and links there, and is kept out of search engines.
 */
export const selectLastPageWhenPast = (state: WithSearch): number | null => {
  const facet = selectCurrentFacet(state);
  if (!facet || facet.entries.isError || !isFacetLoaded(facet)) return null;
  const { pageIndex, pageCount } = facet.pagingInfo;
  const last = Math.max(pageCount, 1) - 1;
  return pageIndex > last ? last : null;
};

/** The current facet's filters that are shown (not the fixed ones). */
// Keyed on the filters, not the facet: a search's progress changes the facet and leaves its filters as they were.
export const selectRenderableFilters = createSelector(
  [(state: WithSearch) => selectCurrentFacet(state)?.filters],
  (filters): Record<string, Filter> => Object.fromEntries(Object.entries(filters ?? {}).filter(([, filter]) => filter.renderable)),
);

/** Selected keys of the current facet's shown filters, by filter key (filters with a selection only). */
export const selectSelectedFilters = createSelector([selectRenderableFilters], (filters): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, filter]) => [key, selectedKeys(filter)])
      .filter(([, keys]) => keys.length > 0),
  ),
);

export interface FacetTitle {
  key: string;
  title: string | null;
  totalCount: number;
  tabId: number;
  isSelected: boolean;
}

const selectFacets = (state: WithSearch) => state.search.facets;
const selectCurrentFacetName = (state: WithSearch) => state.search.currentFacet;
const selectTabList = (state: WithSearch) => state.search.tabs;

export const selectFacetTitles = createSelector([selectFacets, selectCurrentFacetName], (facets, current): FacetTitle[] =>
  Object.entries(facets).map(([key, facet]) => ({
    key,
    title: facet.title,
    totalCount: facet.pagingInfo.totalCount,
    tabId: facet.tabId,
    isSelected: key === current,
  })),
);

export interface TabSummary {
  id: number;
  title: string | null;
  /** The facet the tab last showed. */
  currentFacet: string | null;
  /** The facet the tab shows when chosen (the one it last showed, else its default, else its first). */
  facet: string | null;
  defaultFacet: string | null;
  /** Results of the tab's counted facets. */
  totalCount: number;
  isSelected: boolean;
}

export const selectTabs = createSelector([selectTabList, selectFacets, selectCurrentFacetName], (tabs, facets, current): TabSummary[] =>
  tabs.map((tab) => {
    const own = Object.entries(facets).filter(([, facet]) => facet.tabId === tab.id);
    const counted = own.filter(([key]) => tab.totalCount === null || tab.totalCount.includes(key));
    return {
      id: tab.id,
      title: tab.title,
      currentFacet: tab.currentFacet,
      facet: facetForTab({ facets, tabs }, tab.id),
      defaultFacet: tab.defaultFacet,
      totalCount: counted.reduce((sum, [, facet]) => sum + facet.pagingInfo.totalCount, 0),
      isSelected: own.some(([key]) => key === current),
    };
  }),
);

/** Results of every facet of the search (each tab's counted facets). */
export const selectSearchTotalCount = createSelector([selectTabs, selectFacets], (tabs, facets) =>
  tabs.length > 0
    ? tabs.reduce((sum, tab) => sum + tab.totalCount, 0)
    : Object.values(facets).reduce((sum, facet) => sum + facet.pagingInfo.totalCount, 0),
);

/** Query parameters of the page that are neither the search's own nor a filter of its facets. */
export function preservedParams(search: string, facets: Record<string, Facet>): [string, string][] {
  return paramsOutsideSearch(search, filterKeysOf(facets));
}

const filterKeysOf = (facets: Record<string, Facet>) => [...new Set(Object.values(facets).flatMap((facet) => Object.keys(facet.filters)))];

/** The query parameters of `search` that are neither the search's own nor one of `filterKeys`. */
export function paramsOutsideSearch(search: string, filterKeys: readonly string[]): [string, string][] {
  return [...new URLSearchParams(search)].filter(([key]) => !RESERVED_PARAMS.includes(key) && !filterKeys.includes(key));
}

/** The filter keys of the shown context's facets or listings: the same array while its filters stay the same. */
export const selectFilterKeyList = createSelector([(state: WithSearch) => state.search[state.search.context]], filterKeysOf, {
  memoizeOptions: { resultEqualityCheck: (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]) },
});

/**
 * The URL that shows the search as the state now holds it (spec §2.7): dispatch an event, then navigate
 * here. `facet` gives the URL of another facet (a tab's or facet's link) as that facet last was; `pageIndex`
 * (0-based) another page of it (a pagination link).
 */
export function selectSearchUrl(
  state: WithSearch,
  location: { pathname: string; search?: string; hash?: string },
  facet?: string,
  pageIndex?: number,
): string {
  const search = state.search;
  const context = search.context;
  const key = facet ?? currentKey(search);
  const shown = search[context][key];
  const filters = shown
    ? Object.fromEntries(
        Object.entries(shown.filters)
          .filter(([, filter]) => filter.renderable)
          .map(([name, filter]) => [name, selectedKeys(filter)]),
      )
    : {};
  const pageSize = shown?.pagingInfo.pageSize;
  return buildSearchUrl({
    context,
    path: context === 'facets' ? search.path : location.pathname,
    facet: context === 'facets' ? key || null : null,
    term: search.term,
    orderBy: shown?.queryParams.dynamicOrderBy ?? [],
    pageIndex: pageIndex ?? shown?.pagingInfo.pageIndex ?? 0,
    pageSize: shown && pageSize !== clampPageSize(shown.queryParams.pageSize) ? pageSize : null,
    filters,
    preserve: preservedParams(location.search ?? '', search[context]),
    hash: location.hash,
  });
}

/** One tab as its link shows it. */
export interface TabLink {
  id: number;
  /** The URL of the tab's facet as it last was. */
  to: string;
  label: string;
  totalCount: number;
  isSelected: boolean;
}

const sameTabLinks = (a: TabLink[], b: TabLink[]) =>
  a.length === b.length &&
  a.every((tab, i) => {
    const other = b[i];
    return (
      tab.id === other.id &&
      tab.to === other.to &&
      tab.label === other.label &&
      tab.totalCount === other.totalCount &&
      tab.isSelected === other.isSelected
    );
  });

/**
 * The tabs' links at one location: the same array while every tab's URL, label, count and mark stay the same,
 * so the tabs draw again only when one of them changes, not at every step of a search.
 */
export function makeSelectTabLinks(location: { pathname: string; search?: string; hash?: string }) {
  return createSelector(
    [selectTabs, selectSearch],
    (tabs, search): TabLink[] =>
      tabs.map((tab) => ({
        id: tab.id,
        to: selectSearchUrl({ search }, location, tab.facet ?? undefined, 0),
        label: tab.title ?? tab.facet ?? '',
        totalCount: tab.totalCount,
        isSelected: tab.isSelected,
      })),
    { memoizeOptions: { resultEqualityCheck: sameTabLinks } },
  );
}

/** The current facet's results list's name, and the set a likely choice will show (drawn ahead, out of sight). */
export const selectResultsKey = (state: WithSearch) => selectCurrentFacet(state)?.resultsKey ?? 'results';
export const selectLikelyResults = (state: WithSearch): LikelyResults | null => selectCurrentFacet(state)?.likely ?? null;
