// The search slice (spec §3, §4.3). Actions are events with plain payloads; the sagas and the URL do the rest.
import { createAction, createSlice, current, original, type PayloadAction } from '@reduxjs/toolkit';
import type { AggregationResults, Entry } from '../../lib/delivery/types';
import { intoState } from '../../lib/state/intoState';
import { applyConfig, facetFromConfig, initialEntries, initialSearchState } from './facetState';
import { idList } from './query/expressions';
import { countsOf, withCounts } from './query/itemCounts';
import { clampPageSize } from './query/pageSize';
import {
  applyAggregates,
  currentFacet,
  facetForTab,
  mergeResults,
  rememberTabFacet,
  resetAllPaging,
  resetPaging,
  selectedKeys,
  setSelection,
  toggleItem,
} from './transitions';
import { applyRoutePaging, applyRouteSelection } from './routeFilters';
import { forgetPageResults, restorePageSearchState } from './pageState';
import type { SkipReason } from './runRules';
import type {
  Facet,
  FacetConfig,
  FilterItem,
  LastSearch,
  SearchConfig,
  SearchContext,
  SearchResult,
  SearchState,
  SearchUrlParams,
} from './types';

/** Which facet (or listing, or mini list) an event is about. */
export interface FacetTarget {
  context: SearchContext;
  facet: string;
}

export type SearchConfigPayload = { config: SearchConfig } | (FacetTarget & { config: FacetConfig });

export interface RouteFiltersPayload {
  context: 'facets' | 'listings';
  facet: string;
  params: SearchUrlParams;
  /** The search page's path (facets). */
  path: string;
  /** Set on the server: the browser then skips the searches whose results came with the page. */
  ssr: boolean;
}

export interface SearchFiltersPayload extends FacetTarget {
  params: { filters?: Record<string, string[]>; term?: string };
  excludeIds?: string[] | string;
  ssr: boolean;
}

/** A search for a mini list (or any facet) outside the URL: spec "do search". */
export interface SearchRequestedPayload {
  context?: SearchContext;
  facet: string;
  config?: FacetConfig;
  params?: { filters?: Record<string, string[]>; term?: string };
  excludeIds?: string[] | string;
}

export interface SearchEntriesPayload extends FacetTarget {
  preload: boolean;
  /** What was searched for. */
  search: LastSearch;
  /** The page the items are (0-based). */
  pageIndex: number;
  items: Entry[];
  featured: Entry[];
  totalCount: number;
  pageCount: number;
  /** Milliseconds (above 0). */
  duration: number;
  aggregations: AggregationResults;
  /** Filters whose counts come after the results (searchCountsSet): meanwhile they show the counts they had. */
  pendingCounts?: string[];
}

function facetOf(state: SearchState, { context, facet }: FacetTarget): Facet | undefined {
  return state[context][facet];
}

function resultsOf(items: readonly Entry[], pageIndex: number): SearchResult[] {
  return intoState(items.map((entry, position) => ({ entry, pageIndex, position })));
}

/** The same entries (the same answer, which the delivery client shares between callers), in the same order. */
function sameEntries(results: readonly SearchResult[], items: readonly Entry[]): boolean {
  return results.length === items.length && results.every((result, i) => result.entry === items[i]);
}

/** A name for a set drawn ahead: another than the list's on the page, unless it is the same set. */
function likelyKey(results: readonly SearchResult[]): string {
  const first = results[0].entry;
  return `likely-${first.sys.id}-${results.length}`;
}

function settle(facet: Facet | undefined): void {
  if (!facet) return;
  facet.entries.isLoading = false;
  facet.pagingInfo.isLoading = false;
}

function showFacet(state: SearchState, key: string): void {
  if (!state.facets[key]) return;
  state.context = 'facets';
  state.currentFacet = key;
  rememberTabFacet(state, key);
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** The state a server-rendered page carried (pageState.ts) is complete again: the browser's search code has arrived. */
    pageSearchStateRestored(state) {
      return restorePageSearchState(current(state));
    },
    /**
     * The page the server rendered is no longer shown: the results it left in its HTML only (InPage markers)
     * are gone with it, so their facets search again when shown.
     */
    serverPageLeft(state) {
      forgetPageResults(state);
    },
    searchConfigApplied(state, { payload }: PayloadAction<SearchConfigPayload>) {
      if (!('context' in payload)) applyConfig(state, payload.config);
      else if (payload.config.isDisabled) delete state[payload.context][payload.facet];
      else state[payload.context][payload.facet] = facetFromConfig(payload.config);
    },
    routeFiltersSet(state, { payload }: PayloadAction<RouteFiltersPayload>) {
      const { context, facet: key, params, path, ssr } = payload;
      const facets = state[context];
      if (!facets[key]) return;
      const before = original(state)?.[context] ?? facets;
      for (const [facetKey, facet] of Object.entries(facets))
        applyRouteSelection(facet, params.filters, facetKey === key, before[facetKey]);
      if (state.term !== params.term) resetAllPaging(facets);
      applyRoutePaging(facets[key], params);
      state.context = context;
      if (context === 'listings') state.currentListing = key;
      else {
        showFacet(state, key);
        state.path = path;
      }
      state.term = params.term;
      state.config.isLoaded = true;
      state.config.ssr = ssr;
    },
    searchFiltersSet(state, { payload }: PayloadAction<SearchFiltersPayload>) {
      const facet = facetOf(state, payload);
      if (!facet) return;
      let changed = false;
      for (const [key, filter] of Object.entries(facet.filters)) {
        if (filter.renderable) changed = setSelection(filter, payload.params.filters?.[key] ?? []) || changed;
      }
      if (changed) resetPaging(facet);
      if (payload.excludeIds !== undefined) facet.queryParams.excludeIds = idList(payload.excludeIds);
      if (facet.queryParams.useSearchTerm && payload.params.term !== undefined) state.term = payload.params.term;
      state.config.ssr = payload.ssr;
    },
    /**
     * Server: a mini list as another page's search left it (shared between pages: server/render/sharedLists.ts),
     * in place of applying its config, filters and answer again. It is frozen, so immer copies rather than walks it.
     */
    sharedMiniListShown(state, { payload }: PayloadAction<{ facet: string; list: Facet }>) {
      state.minilist[payload.facet] = payload.list;
      state.config.ssr = true;
    },
    searchStarted(state, { payload }: PayloadAction<FacetTarget>) {
      const facet = facetOf(state, payload);
      if (facet) facet.entries = { isLoading: true, isError: false, error: null };
    },
    searchEntriesSet(state, { payload }: PayloadAction<SearchEntriesPayload>) {
      const facet = facetOf(state, payload);
      if (!facet) return;
      const { pageIndex } = payload;
      const paging = facet.pagingInfo;
      // Read from the state before this event, whose entries are the answers' own (a draft's would be proxies).
      const likely = original(facet)?.likely ?? null;
      facet.likely = null;
      if (likely && pageIndex === likely.results[0]?.pageIndex && sameEntries(likely.results, payload.items)) {
        // The set drawn ahead: the same results, and its list's name, so the page shows the list it drew.
        facet.results = likely.results;
        facet.resultsKey = likely.key;
      } else {
        facet.results = mergeResults(facet, resultsOf(payload.items, pageIndex), pageIndex);
      }
      paging.pagesLoaded = facet.queryParams.loadMorePaging
        ? [...new Set([...paging.pagesLoaded, pageIndex])].sort((a, b) => a - b)
        : [pageIndex];
      // The page size stays the one asked for (an API may answer fewer); internal paging keeps its own page.
      if (!facet.queryParams.internalPaging) paging.pageIndex = pageIndex;
      Object.assign(paging, { isLoading: false, totalCount: payload.totalCount, pageCount: payload.pageCount });
      Object.assign(facet, {
        entries: initialEntries,
        featuredEntries: initialEntries,
        featuredResults: intoState(payload.featured),
        queryDuration: payload.duration,
        aggregations: payload.pendingCounts?.length
          ? withCounts(payload.aggregations, countsOf(facet.aggregations))
          : intoState(payload.aggregations),
        lastSearch: payload.search,
        preloaded: payload.preload,
      });
      applyAggregates(facet, payload.pendingCounts);
    },
    /** A likely choice's first results are here before its click: the page may draw them ahead, out of sight. */
    likelyResultsHeld(state, { payload }: PayloadAction<FacetTarget & { items: Entry[]; pageIndex: number }>) {
      const facet = facetOf(state, payload);
      if (!facet || payload.items.length === 0) return;
      if (sameEntries(original(facet)?.results ?? [], payload.items)) return;
      const results = resultsOf(payload.items, payload.pageIndex);
      facet.likely = intoState({ key: likelyKey(results), results });
    },
    /** The count searches beside the facet's last search have answered. */
    searchCountsSet(state, { payload }: PayloadAction<FacetTarget & { aggregations: AggregationResults }>) {
      const facet = facetOf(state, payload);
      if (!facet) return;
      facet.aggregations = withCounts(facet.aggregations, payload.aggregations);
      applyAggregates(facet);
    },
    /** The rules skipped the search (the reason says which): nothing is loading. */
    searchSkipped(state, { payload }: PayloadAction<FacetTarget & { reason: SkipReason }>) {
      settle(facetOf(state, payload));
    },
    /** A newer location took over before the answer came: nothing is loading. */
    searchCancelled(state, { payload }: PayloadAction<FacetTarget>) {
      settle(facetOf(state, payload));
    },
    searchFailed(state, { payload }: PayloadAction<FacetTarget & { message: string }>) {
      const facet = facetOf(state, payload);
      if (!facet) return;
      facet.entries = { isLoading: false, isError: true, error: payload.message };
      facet.pagingInfo.isLoading = false;
      facet.queryDuration = 0;
    },
    filtersLoadStarted(state, { payload }: PayloadAction<FacetTarget & { filterKeys: string[] }>) {
      const facet = facetOf(state, payload);
      for (const key of payload.filterKeys) if (facet?.filters[key]) facet.filters[key].isLoading = true;
    },
    filterItemsLoaded(state, { payload }: PayloadAction<FacetTarget & { filterKey: string; items: FilterItem[]; language?: string }>) {
      const facet = facetOf(state, payload);
      const filter = facet?.filters[payload.filterKey];
      if (!facet || !filter) return;
      if (payload.language) filter.itemsLanguage = payload.language;
      // An empty answer leaves items already held (fixed or loaded before) in place.
      if (payload.items.length > 0 || filter.items.length === 0) {
        const selected = selectedKeys(filter);
        filter.items = payload.items.map((item) => ({ ...item, isSelected: false }));
        setSelection(filter, selected);
      }
      Object.assign(filter, { isLoading: false, isError: false, error: null });
      applyAggregates(facet);
    },
    filterLoadFailed(state, { payload }: PayloadAction<FacetTarget & { filterKey: string; message: string }>) {
      const filter = facetOf(state, payload)?.filters[payload.filterKey];
      if (filter) Object.assign(filter, { isLoading: false, isError: true, error: payload.message });
    },
    currentFacetChanged(state, { payload }: PayloadAction<{ facet: string }>) {
      showFacet(state, payload.facet);
    },
    currentTabChanged(state, { payload }: PayloadAction<{ tabId: number }>) {
      const key = facetForTab(state, payload.tabId);
      if (key) showFacet(state, key);
    },
    pageIndexChanged(state, { payload }: PayloadAction<{ pageIndex: number }>) {
      const facet = currentFacet(state);
      if (!facet) return;
      const paging = facet.pagingInfo;
      const internal = Boolean(facet.queryParams.internalPaging);
      const pageIndex = Number.isInteger(payload.pageIndex) && payload.pageIndex > 0 ? payload.pageIndex : 0;
      // The page shown: its URL is the one shown, so no search would come to end a loading state.
      if (pageIndex === paging.pageIndex) return;
      paging.prevPageIndex = paging.pageIndex;
      paging.pageIndex = pageIndex;
      // Internal paging moves through results already held: nothing loads, nothing is reset.
      paging.isLoading = !internal;
      if (!internal) facet.queryDuration = 0;
    },
    pageSizeChanged(state, { payload }: PayloadAction<{ pageSize: number }>) {
      const facet = currentFacet(state);
      const pageSize = clampPageSize(payload.pageSize);
      if (!facet || (pageSize === facet.pagingInfo.pageSize && facet.pagingInfo.pageIndex === 0)) return;
      facet.pagingInfo.pageSize = pageSize;
      facet.pagingInfo.isLoading = true;
      resetPaging(facet);
    },
    searchTermChanged(state, { payload }: PayloadAction<{ term: string }>) {
      state.term = payload.term;
      resetAllPaging(state[state.context]);
    },
    sortOrderChanged(state, { payload }: PayloadAction<{ orderBy: string[] }>) {
      const facet = currentFacet(state);
      if (!facet) return;
      facet.queryParams.dynamicOrderBy = payload.orderBy;
      resetPaging(facet);
    },
    filterToggled(state, { payload }: PayloadAction<{ filterKey: string; key: string }>) {
      const facet = currentFacet(state);
      const filter = facet?.filters[payload.filterKey];
      if (!facet || !filter) return;
      // A grouped filter is shared by the context's facets: all of them search again.
      if (filter.isGrouped) resetAllPaging(state[state.context]);
      else resetPaging(facet);
      toggleItem(filter, payload.key);
    },
    filtersCleared(state, { payload }: PayloadAction<{ filterKey?: string }>) {
      const facet = currentFacet(state);
      if (!facet) return;
      for (const [key, filter] of Object.entries(facet.filters)) {
        if (payload.filterKey === undefined ? filter.renderable : key === payload.filterKey) setSelection(filter, []);
      }
      resetPaging(facet);
    },
  },
});

/** Do search: a saga applies the config and filters it carries, then searches when the rules say so. */
export const searchRequested = createAction<SearchRequestedPayload>('search/searchRequested');

export const {
  pageSearchStateRestored,
  serverPageLeft,
  searchConfigApplied,
  routeFiltersSet,
  searchFiltersSet,
  sharedMiniListShown,
  searchStarted,
  searchEntriesSet,
  searchCountsSet,
  likelyResultsHeld,
  searchSkipped,
  searchCancelled,
  searchFailed,
  filtersLoadStarted,
  filterItemsLoaded,
  filterLoadFailed,
  currentFacetChanged,
  currentTabChanged,
  pageIndexChanged,
  pageSizeChanged,
  searchTermChanged,
  sortOrderChanged,
  filterToggled,
  filtersCleared,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
