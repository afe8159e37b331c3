// The slice's initial state, and facets, filters and tabs made from a developer's configuration.
import { initialEntries, initialPaging, initialSearchState } from './initialState';
import { clampPageSize } from './query/pageSize';
import type {
  Facet,
  FacetConfig,
  Filter,
  FilterItem,
  FilterItemConfig,
  SearchConfig,
  SearchContext,
  SearchFilterConfig,
  SearchState,
  Tab,
  TabConfig,
} from './types';

export { initialEntries, initialPaging, initialSearchState };

function itemFromConfig(item: FilterItemConfig): FilterItem {
  const { key, title, path, isSelected, type, contentTypeId } = item;
  return {
    key,
    title: title ?? null,
    path: path ?? null,
    isSelected: isSelected ?? false,
    ...(type ? { type } : {}),
    ...(contentTypeId ? { contentTypeId } : {}),
  };
}

export function filterFromConfig(config: SearchFilterConfig): Filter {
  return {
    title: config.title ?? null,
    fieldId: config.fieldId ?? null,
    fieldOperator: config.fieldOperator ?? null,
    logicOperator: config.logicOperator ?? 'or',
    contentTypeId: config.contentTypeId ?? null,
    customWhere: config.customWhere ?? [],
    path: config.path ?? null,
    isSingleSelect: config.isSingleSelect ?? false,
    isGrouped: config.isGrouped ?? false,
    renderable: config.renderable ?? true,
    isLoading: false,
    isError: false,
    error: null,
    items: (config.items ?? []).map(itemFromConfig),
  };
}

export function facetFromConfig(config: FacetConfig): Facet {
  const queryParams = config.queryParams ?? {};
  return {
    title: config.title ?? null,
    featuredEntries: initialEntries,
    featuredResults: [],
    entries: initialEntries,
    results: [],
    queryParams,
    filters: Object.fromEntries(Object.entries(config.filters ?? {}).map(([key, filter]) => [key, filterFromConfig(filter)])),
    queryDuration: 0,
    pagingInfo: initialPaging(clampPageSize(queryParams.pageSize)),
    projectId: config.projectId ?? null,
    tabId: config.tabId ?? 0,
    customApi: config.customApi ?? null,
    env: config.env ?? null,
    isDefault: config.isDefault ?? false,
    preloaded: false,
    aggregations: {},
    lastSearch: null,
    resultsKey: 'results',
    likely: null,
  };
}

/** Disabled facets are left out altogether. */
export function facetsFromConfig(configs: Record<string, FacetConfig> | undefined): Record<string, Facet> {
  return Object.fromEntries(
    Object.entries(configs ?? {})
      .filter(([, config]) => config.isDisabled !== true)
      .map(([key, config]) => [key, facetFromConfig(config)]),
  );
}

function tabFromConfig(config: TabConfig): Tab {
  const { totalCount } = config;
  return {
    id: config.id,
    title: config.title ?? null,
    currentFacet: null,
    defaultFacet: config.defaultFacet ?? null,
    totalCount: totalCount === undefined ? null : typeof totalCount === 'string' ? [totalCount] : totalCount,
  };
}

/**
 * A search page's facets and tabs are one set: given facets replace those held (and the tabs with them).
 * Listings and mini lists are added or replaced one by one, so each page's own stay with the others.
 */
export function applyConfig(state: SearchState, config: SearchConfig): void {
  if (config.facets) {
    state.facets = facetsFromConfig(config.facets);
    state.tabs = (config.tabs ?? []).map(tabFromConfig);
    if (!state.facets[state.currentFacet]) state.currentFacet = '';
  }
  Object.assign(state.listings, facetsFromConfig(config.listings));
  Object.assign(state.minilist, facetsFromConfig(config.minilist));
}

/** Whether the state holds every (enabled) facet or listing a configuration names for a context. */
export function holdsConfig(state: SearchState, config: SearchConfig, context: SearchContext, key?: string): boolean {
  if (key) return Boolean(state[context][key]);
  const configs: Record<string, FacetConfig> = config[context] ?? {};
  const named = Object.entries(configs).filter(([, facet]) => facet.isDisabled !== true);
  return named.length > 0 && named.every(([name]) => Boolean(state[context][name]));
}
