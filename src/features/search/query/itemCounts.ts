// Counts for filters whose items are not values of their field: a year (`startsWith` on a date), a date range
// (`between`), a distance (`distanceWithin`). The Delivery API aggregates field values only (terms), so such an
// item's count is a search of its own: the facet's search with that item chosen, asking for one entry and
// reading `totalCount`. Its answers are kept beside the aggregations, under a name no field aggregation has.
import { AGGREGATION_PREFIX } from '../constants';
import type { Filter } from '../types';
import { isValueOperator } from './aggregations';
import type { FilterSelection } from './filters';
import type { SearchQueryOptions } from './searchQuery';

/** One count search: how many results the facet would show with `key` chosen in filter `filterKey`. */
export interface ItemCount {
  filterKey: string;
  key: string;
  options: SearchQueryOptions;
}

/** Where a filter's item counts are kept in a facet's aggregations (field aggregations are `sf_{field}`). */
export const itemCountName = (filterKey: string): string => `${AGGREGATION_PREFIX}count:${filterKey}`;

/** A shown filter with fixed items whose operator aggregations cannot count (see above). */
export function countsEachItem(filter: Pick<Filter, 'fieldId' | 'fieldOperator' | 'contentTypeId' | 'path' | 'renderable'>): boolean {
  return Boolean(filter.fieldId) && filter.renderable && !isValueOperator(filter.fieldOperator) && !filter.contentTypeId && !filter.path;
}

/** The facet's search reduced to a count: one entry, no fields, links, order or aggregations. */
function countOptions(options: SearchQueryOptions, filters: FilterSelection[]): SearchQueryOptions {
  return {
    ...options,
    filters,
    pageIndex: 0,
    pageSize: 1,
    fields: ['sys.id'],
    linkDepth: 0,
    fieldLinkDepths: {},
    orderBy: [],
    dynamicOrderBy: [],
    aggregations: {},
    featuredResults: null,
  };
}

/**
 * A count search per offered item (items with a title: a bare item is a value the visitor typed, such as their
 * own dates). The item replaces its filter's selection and every other filter stays applied, so the count is
 * what choosing that item would show, the selected item's count being the results' total.
 */
export function itemCountsFor(
  filters: Record<string, Filter>,
  selections: Record<string, FilterSelection>,
  options: SearchQueryOptions,
): ItemCount[] {
  const counts: ItemCount[] = [];
  for (const [filterKey, filter] of Object.entries(filters)) {
    if (!countsEachItem(filter) || !filter.fieldId) continue;
    const others = Object.entries(selections).filter(([key]) => key !== filterKey).map(([, selection]) => selection);
    const { fieldId, fieldOperator, logicOperator } = filter;
    for (const item of filter.items) {
      if (item.title === null) continue;
      const chosen: FilterSelection = { fieldId, values: [item.key], fieldOperator, logicOperator };
      counts.push({ filterKey, key: item.key, options: countOptions(options, [...others, chosen]) });
    }
  }
  return counts;
}

/** The counts of a filter's items, read by lower-cased key as field aggregations are. */
export function itemCountsAggregations(counts: { filterKey: string; key: string; total: number }[]): Record<string, Record<string, number>> {
  const aggregations: Record<string, Record<string, number>> = {};
  for (const { filterKey, key, total } of counts) (aggregations[itemCountName(filterKey)] ??= {})[key.toLowerCase()] = total;
  return aggregations;
}
