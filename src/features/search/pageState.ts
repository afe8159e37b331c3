// What of the search state a server-rendered page carries for hydration, and how the browser completes it.
// The state holds each facet's configuration (filters, query parameters) beside its results, and most of its
// fields sit at their defaults; sent as they are they would make up much of a search page's HTML.
import { isInPage } from '../../components/InPage';
import { facetFromConfig, filterFromConfig } from './facetState';
import { initialPaging } from './initialState';
import { stableJson } from './searchRequest';
import { selectedKeys } from './transitions';
import type { Facet, Filter, FilterItem, LastSearch, PagingInfo, SearchContext, SearchResult, SearchState } from './types';

const CONTEXTS: readonly SearchContext[] = ['facets', 'listings', 'minilist'];
const FACET_DEFAULTS = facetFromConfig({}) as unknown as Record<string, unknown>;
const FILTER_DEFAULTS = filterFromConfig({}) as unknown as Record<string, unknown>;
const ITEM_DEFAULTS: Record<string, unknown> = { title: null, path: null, isSelected: false };

/**
 * JSON-equal. The defaults compared with are small (flags, short lists, loading states), so a list of another
 * length, or an object beside an empty default, differs without writing out what it holds (a facet's results).
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  } else if (Object.keys(b).length === 0) {
    return Object.values(a).every((value) => value === undefined);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function withoutDefaults<T extends object>(value: T, defaults: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => !(key in defaults && same(field, defaults[key])))) as T;
}

function compactFilter(filter: Filter): Filter {
  return withoutDefaults({ ...filter, items: filter.items.map((item) => withoutDefaults(item, ITEM_DEFAULTS)) }, FILTER_DEFAULTS);
}

/** A preloaded facet keeps what its tab shows (its total) and forgets its results: it searches again when shown. */
function countsOnly(facet: Facet): Facet {
  const { pageSize, totalCount, pageCount } = facet.pagingInfo;
  return {
    ...facet,
    results: [],
    featuredResults: [],
    aggregations: {},
    queryDuration: 0,
    lastSearch: null,
    preloaded: false,
    pagingInfo: { ...initialPaging(pageSize), totalCount, pageCount },
  };
}

/** What a search for the facet as it stands would record (searchRequest.ts), but for the term and parameters. */
function currentInputs(facet: Facet): Record<string, unknown> {
  const filters: Record<string, string[]> = {};
  for (const [key, filter] of Object.entries(facet.filters)) {
    const values = selectedKeys(filter);
    if (values.length > 0) filters[key] = [...values].sort();
  }
  return { term: '', pageIndex: facet.pagingInfo.pageIndex, pageSize: facet.pagingInfo.pageSize, filters };
}

/**
 * The last search was for the facet as the page shows it (the server searched it): the inputs the facet holds
 * anyway (page, page size, selection, an empty term) and its own parameters (as '') are not sent again.
 */
function compactLastSearch(facet: Facet): LastSearch | null {
  if (!facet.lastSearch) return null;
  const { queryParams, ...inputs } = facet.lastSearch;
  const sent = withoutDefaults(inputs, currentInputs(facet));
  return { ...sent, queryParams: queryParams === stableJson(facet.queryParams) ? '' : queryParams } as LastSearch;
}

/** A result's page and position are left out where they are the page shown and its place in the list. */
function compactResults(facet: Facet): SearchResult[] {
  return facet.results.map((result, index) => withoutDefaults(result, { pageIndex: facet.pagingInfo.pageIndex, position: index }));
}

function compactFacet(facet: Facet): Facet {
  const filters = Object.fromEntries(Object.entries(facet.filters).map(([key, filter]) => [key, compactFilter(filter)]));
  const { pageSize, ...paging } = facet.pagingInfo;
  const pagingInfo = { pageSize, ...withoutDefaults(paging, initialPaging(pageSize) as unknown as Record<string, unknown>) };
  return withoutDefaults(
    { ...facet, filters, pagingInfo, results: compactResults(facet), lastSearch: compactLastSearch(facet) },
    FACET_DEFAULTS,
  );
}

/**
 * The search state for a page's inline state: the facet shown keeps its results (which the page's InPage
 * elements then leave in the HTML), facets preloaded for their tab counts keep only the counts, and every
 * field at its default is left out. `restorePageSearchState` puts the defaults back in the browser.
 */
export function searchStateForPage(state: SearchState): SearchState {
  const compact = (context: SearchContext) =>
    Object.fromEntries(
      Object.entries(state[context]).map(([key, facet]) => {
        const shown = context !== 'facets' || (state.context === 'facets' && key === state.currentFacet);
        return [key, compactFacet(shown ? facet : countsOnly(facet))];
      }),
    );
  return { ...state, facets: compact('facets'), listings: compact('listings'), minilist: compact('minilist') };
}

function restoredFilter(filter: Partial<Filter>): Filter {
  const items = (filter.items ?? []).map((item) => ({ ...ITEM_DEFAULTS, ...item }) as FilterItem);
  return { ...(FILTER_DEFAULTS as unknown as Filter), ...filter, items };
}

function restoredFacet(sent: Partial<Facet>): Facet {
  const defaults = FACET_DEFAULTS as unknown as Facet;
  const given = sent.pagingInfo ?? defaults.pagingInfo;
  const pagingInfo: PagingInfo = { ...initialPaging(given.pageSize ?? defaults.pagingInfo.pageSize), ...given };
  const filters = Object.fromEntries(
    Object.entries(sent.filters ?? defaults.filters).map(([key, filter]) => [key, restoredFilter(filter)]),
  );
  const results = (sent.results ?? []).map(
    (result: Partial<SearchResult>, index) => ({ pageIndex: pagingInfo.pageIndex, position: index, ...result }) as SearchResult,
  );
  const facet: Facet = { ...defaults, ...sent, pagingInfo, filters, results };
  const last = facet.lastSearch;
  const lastSearch =
    last &&
    ({
      ...currentInputs(facet),
      ...last,
      queryParams: last.queryParams === '' ? stableJson(facet.queryParams) : last.queryParams,
    } as LastSearch);
  return { ...facet, lastSearch };
}

/** A page's search state as searchStateForPage sent it, complete again (a complete state comes back equal). */
export function restorePageSearchState(state: SearchState): SearchState {
  const restored = { ...state };
  for (const context of CONTEXTS) {
    restored[context] = Object.fromEntries(Object.entries(state[context]).map(([key, facet]) => [key, restoredFacet(facet)]));
  }
  return restored;
}

/**
 * Facets whose results are the server's page (markers of InPage elements, drawn from its HTML) lose them and
 * search again when next shown: that HTML is gone once the visitor has left the page. (Works on a draft.)
 */
export function forgetPageResults(state: SearchState): void {
  for (const context of CONTEXTS) {
    for (const facet of Object.values(state[context])) {
      if (!facet.results.some((result) => isInPage(result.entry)) && !facet.featuredResults.some((entry) => isInPage(entry))) continue;
      Object.assign(facet, { results: [], featuredResults: [], queryDuration: 0, lastSearch: null });
      facet.pagingInfo.pagesLoaded = [];
    }
  }
}
