// A facet's search as Delivery API query JSON (contensis-api.md §1.6), built with the delivery client's
// own query builder and operators.
import { createEntryQuery, type EntryQuery } from '../../../lib/delivery';
import type { AggregationRequest, VersionStatus, WhereExpression } from '../../../lib/delivery/types';
import { FILTER_ITEMS_PAGE_SIZE } from '../constants';
import { clampPageSize } from './pageSize';
import type { FeaturedResultsConfig, WeightedSearchField } from '../types';
import {
  contentTypeExpressions,
  excludeIdsExpressions,
  featuredExpressions,
  includeInSearchExpressions,
  languagesExpressions,
  versionStatusExpression,
} from './expressions';
import { type DiscardReport, filterExpressions, type FilterSelection } from './filters';
import { termExpressions } from './term';

/** Everything one search is made from, resolved from a facet's config and state. */
export interface SearchQueryOptions {
  versionStatus: VersionStatus;
  languages: string[];
  searchTerm: string;
  weightedSearchFields: WeightedSearchField[];
  fuzzySearch: boolean;
  omitDefaultSearchFields: string[];
  contentTypeIds: string[];
  webpageTemplates: string[];
  assetTypes: string[];
  includeInSearch: string[];
  excludeIds: string[];
  customWhere: WhereExpression[];
  filters: FilterSelection[];
  orderBy: string[];
  dynamicOrderBy: string[];
  fields: string[];
  linkDepth: number;
  fieldLinkDepths: Record<string, number>;
  pageIndex: number;
  pageSize: number;
  aggregations: Record<string, AggregationRequest>;
  featuredResults: FeaturedResultsConfig | null;
}

export { clampPageSize };

/** The visitor's order wins; the configured one applies only without a term (else relevance orders). */
export function effectiveOrderBy(options: Pick<SearchQueryOptions, 'orderBy' | 'dynamicOrderBy' | 'searchTerm'>): string[] {
  if (options.dynamicOrderBy.length > 0) return options.dynamicOrderBy;
  return options.searchTerm ? [] : options.orderBy;
}

/** Clauses the main and the featured search share. */
function commonWhere(options: SearchQueryOptions): WhereExpression[] {
  return [
    ...termExpressions(options.searchTerm, options),
    versionStatusExpression(options.versionStatus),
    ...includeInSearchExpressions(options.includeInSearch),
    ...languagesExpressions(options.languages),
    ...options.customWhere,
    ...excludeIdsExpressions(options.excludeIds),
  ];
}

function facetScope(options: SearchQueryOptions, report?: DiscardReport): WhereExpression[] {
  return [
    ...filterExpressions(options.filters, report),
    ...contentTypeExpressions(options.contentTypeIds, options.webpageTemplates, options.assetTypes),
  ];
}

function withShape(query: EntryQuery, options: SearchQueryOptions): EntryQuery {
  query.fields = options.fields;
  query.fieldLinkDepths = options.fieldLinkDepths;
  query.linkDepth = options.linkDepth;
  return query;
}

export function buildSearchQuery(options: SearchQueryOptions, report?: DiscardReport): EntryQuery {
  const query = withShape(createEntryQuery(...commonWhere(options), ...facetScope(options, report)), options);
  query.orderBy = effectiveOrderBy(options);
  query.pageIndex = Math.max(0, options.pageIndex);
  query.pageSize = clampPageSize(options.pageSize);
  query.aggregations = options.aggregations;
  return query;
}

/**
 * The featured entries: the first page of those marked featured. When a content type marks them, the
 * facet's own types and filters do not apply; when a field does, they do.
 */
export function buildFeaturedQuery(options: SearchQueryOptions, report?: DiscardReport): EntryQuery | null {
  const featured = options.featuredResults;
  if (!featured) return null;
  const scope = featured.contentTypeId ? [] : facetScope(options, report);
  const query = withShape(createEntryQuery(...commonWhere(options), ...featuredExpressions(featured), ...scope), options);
  query.orderBy = effectiveOrderBy(options);
  query.pageSize = clampPageSize(featured.count ?? options.pageSize);
  return query;
}

/** A filter's items: entries of its content types, by title. */
export function buildFilterItemsQuery(options: {
  contentTypeIds: string[];
  versionStatus: VersionStatus;
  languages: string[];
  customWhere: WhereExpression[];
}): EntryQuery {
  const query = createEntryQuery(
    ...contentTypeExpressions(options.contentTypeIds),
    versionStatusExpression(options.versionStatus),
    ...languagesExpressions(options.languages),
    ...options.customWhere,
  );
  query.orderBy = ['entryTitle'];
  query.pageSize = FILTER_ITEMS_PAGE_SIZE;
  query.fields = ['entryTitle', 'sys.slug'];
  return query;
}
