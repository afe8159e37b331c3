// What one facet's search is, read from the slice: the options the query is built from, and the inputs
// a later search is compared with (spec §4.3 run/skip rules).
import type { VersionStatus } from '../../lib/delivery/types';
import { filterAggregations } from './query/aggregations';
import { idList } from './query/expressions';
import type { FilterSelection } from './query/filters';
import { type CountSearch, countSearchesFor } from './query/itemCounts';
import { clampPageSize } from './query/pageSize';
import type { SearchQueryOptions } from './query/searchQuery';
import type { FacetTarget } from './slice';
import { selectedKeys } from './transitions';
import type { CustomApiConfig, Facet, LastSearch, SearchState } from './types';

/** What a search needs from the page it runs for. */
export interface SearchEnvironment {
  versionStatus: VersionStatus;
  /** The page's language: searched unless the facet names its own languages. */
  language?: string;
}

export interface SearchRequest extends FacetTarget {
  preload: boolean;
  options: SearchQueryOptions;
  customApi: CustomApiConfig | null;
  /** Selected keys by filter key, for a custom API. */
  selected: Record<string, string[]>;
  search: LastSearch;
  /** Count searches beside the facet's (query/itemCounts.ts; none for a preload, a mini list or a custom API). */
  counts: CountSearch[];
}

/** JSON with keys in order, so equal parameters compare equal however they were built. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function selection(facet: Facet): { selected: Record<string, string[]>; filters: Record<string, FilterSelection> } {
  const selected: Record<string, string[]> = {};
  const filters: Record<string, FilterSelection> = {};
  for (const [key, filter] of Object.entries(facet.filters)) {
    const values = selectedKeys(filter);
    if (values.length === 0) continue;
    selected[key] = values;
    if (filter.fieldId)
      filters[key] = { fieldId: filter.fieldId, values, fieldOperator: filter.fieldOperator, logicOperator: filter.logicOperator };
  }
  return { selected, filters };
}

export function searchRequestFor(
  state: SearchState,
  target: FacetTarget,
  environment: SearchEnvironment,
  preload = false,
): SearchRequest | null {
  const facet = state[target.context][target.facet];
  if (!facet) return null;
  const params = facet.queryParams;
  const { selected, filters } = selection(facet);
  const searchTerm = target.context !== 'minilist' || params.useSearchTerm ? state.term : '';
  // Internal paging loads everything with the first page; a preload fills a facet's first page.
  const pageIndex = params.internalPaging || preload ? 0 : facet.pagingInfo.pageIndex;
  const pageSize = clampPageSize(facet.pagingInfo.pageSize || params.pageSize);
  const options: SearchQueryOptions = {
    versionStatus: params.versionStatus ?? environment.versionStatus,
    languages: params.languages?.length ? params.languages : environment.language ? [environment.language] : [],
    searchTerm,
    weightedSearchFields: params.weightedSearchFields ?? [],
    fuzzySearch: params.fuzzySearch ?? false,
    omitDefaultSearchFields: params.omitDefaultSearchFields ?? [],
    contentTypeIds: params.contentTypeIds ?? [],
    webpageTemplates: params.webpageTemplates ?? [],
    assetTypes: params.assetTypes ?? [],
    includeInSearch: params.includeInSearch ?? [],
    excludeIds: idList(params.excludeIds),
    customWhere: params.customWhere ?? [],
    filters: Object.values(filters),
    orderBy: params.orderBy ?? [],
    dynamicOrderBy: params.dynamicOrderBy ?? [],
    fields: params.fields ?? [],
    linkDepth: params.linkDepth ?? 0,
    fieldLinkDepths: params.fieldLinkDepths ?? {},
    pageIndex,
    pageSize,
    // A mini list shows no filters, so it asks for no counts.
    aggregations: { ...(target.context === 'minilist' ? {} : filterAggregations(Object.values(facet.filters))), ...params.aggregations },
    featuredResults: params.featuredResults ?? null,
  };
  const sortedSelection = Object.fromEntries(Object.entries(selected).map(([key, values]) => [key, [...values].sort()]));
  const counted = !preload && target.context !== 'minilist' && !facet.customApi;
  return {
    ...target,
    preload,
    options,
    customApi: facet.customApi,
    selected,
    search: {
      term: searchTerm,
      pageIndex,
      pageSize,
      filters: sortedSelection,
      queryParams: stableJson(params),
      ...(options.languages.length > 0 ? { language: options.languages.join(',') } : {}),
    },
    counts: counted ? countSearchesFor(facet.filters, filters, options) : [],
  };
}
