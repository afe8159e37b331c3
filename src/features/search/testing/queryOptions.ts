// Test helper: a search's options with nothing set, and a query as the JSON it is sent as.
import type { SearchQueryOptions } from '../query/searchQuery';

export function queryOptions(overrides: Partial<SearchQueryOptions> = {}): SearchQueryOptions {
  return {
    versionStatus: 'published',
    languages: [],
    searchTerm: '',
    weightedSearchFields: [],
    fuzzySearch: false,
    omitDefaultSearchFields: [],
    contentTypeIds: [],
    webpageTemplates: [],
    assetTypes: [],
    includeInSearch: [],
    excludeIds: [],
    customWhere: [],
    filters: [],
    orderBy: [],
    dynamicOrderBy: [],
    fields: [],
    linkDepth: 0,
    fieldLinkDepths: {},
    pageIndex: 0,
    pageSize: 20,
    aggregations: {},
    featuredResults: null,
    ...overrides,
  };
}

/** What a query serialises to (what the Delivery API receives). */
export const sent = (query: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(query)) as Record<string, unknown>;
