// Counts a visitor expects beside filter items, from searches run beside the facet's own:
// - a filter whose items are not values of its field (a year matched by `startsWith`, a date range, a distance):
//   the Delivery API aggregates field values only (terms), so each item is a search of its own, that item
//   chosen, asking for one entry and reading `totalCount`;
// - a value filter whose items combine with "or" (checkboxes `in`, or a single-select filter), once something in
//   it is chosen: one search without its own selection, asking only for its field's aggregation, so each item
//   counts what choosing it with the other filters would show (the facet's own buckets would count only the
//   items' overlap with the selection).
// Their answers are kept beside the aggregations, under names no field aggregation has.
import type { AggregationRequest, AggregationResults, Entry, PagedSearchList } from '../../../lib/delivery/types';
import { AGGREGATION_PREFIX } from '../constants';
import type { Facet, Filter } from '../types';
import { aggregationField, aggregationNames, countIn, filterAggregations, filterFields, isValueOperator } from './aggregations';
import type { FilterSelection } from './filters';
import type { SearchQueryOptions } from './searchQuery';

/** One count search for filter `filterKey`: an item's (`key`, counted by the total) or its field's (`key` null). */
export interface CountSearch {
  filterKey: string;
  key: string | null;
  options: SearchQueryOptions;
}

/** Where a filter's item counts are kept in a facet's aggregations (field aggregations are `sf_{field}`). */
export const itemCountName = (filterKey: string): string => `${AGGREGATION_PREFIX}count:${filterKey}`;

const COUNT_PREFIX = itemCountName('');

/** The count searches' part of a facet's aggregations. */
export function countsOf(aggregations: AggregationResults): AggregationResults {
  return Object.fromEntries(Object.entries(aggregations).filter(([name]) => name.startsWith(COUNT_PREFIX)));
}

/** `aggregations` with its count searches' part replaced by `counts`. */
export function withCounts(aggregations: AggregationResults, counts: AggregationResults): AggregationResults {
  return { ...Object.fromEntries(Object.entries(aggregations).filter(([name]) => !name.startsWith(COUNT_PREFIX))), ...counts };
}

/** Where a filter's field buckets, counted without its own selection, are kept. */
export const ownCountName = (filterKey: string, fieldId: string): string => `${itemCountName(filterKey)}:${aggregationField(fieldId)}`;

type CountedFilter = Pick<
  Filter,
  'fieldId' | 'fieldOperator' | 'logicOperator' | 'isSingleSelect' | 'contentTypeId' | 'path' | 'renderable'
>;

/** A shown filter with fixed items whose operator aggregations cannot count (see above). */
export function countsEachItem(filter: Omit<CountedFilter, 'logicOperator' | 'isSingleSelect'>): boolean {
  return Boolean(filter.fieldId) && filter.renderable && !isValueOperator(filter.fieldOperator) && !filter.contentTypeId && !filter.path;
}

/**
 * A shown value filter whose choices are alternatives: several ticked match any of them, or only one may be
 * ticked. Filters that need every value (`and`) or exclude them (`not`) count within the results.
 */
export function countsWithoutOwnSelection(filter: CountedFilter): boolean {
  const { logicOperator = 'or' } = filter;
  const alternatives = logicOperator === 'or' || (filter.isSingleSelect && logicOperator === 'and');
  return Boolean(filter.fieldId) && filter.renderable && isValueOperator(filter.fieldOperator) && alternatives;
}

/** The facet's search reduced to a count: one entry, no links or order, only the aggregations asked for. */
function countOptions(
  options: SearchQueryOptions,
  filters: FilterSelection[],
  aggregations: Record<string, AggregationRequest> = {},
): SearchQueryOptions {
  return {
    ...options,
    filters,
    pageIndex: 0,
    // The least the Delivery API answers: the client sends 0 as its default page size (25), the API's minimum is 1.
    pageSize: 1,
    fields: ['sys.id'],
    linkDepth: 0,
    fieldLinkDepths: {},
    orderBy: [],
    dynamicOrderBy: [],
    aggregations,
    featuredResults: null,
  };
}

/**
 * The count searches of a facet's search. An item search counts an offered item (one with a title: a bare
 * item is a value the visitor typed, such as their own dates) in place of its filter's selection; a filter
 * search leaves the filter's selection out. Every other filter stays applied in both, so a count is what
 * choosing that item would show (the selected item's count being the results' total).
 */
export function countSearchesFor(
  filters: Record<string, Filter>,
  selections: Record<string, FilterSelection>,
  options: SearchQueryOptions,
): CountSearch[] {
  const searches: CountSearch[] = [];
  for (const [filterKey, filter] of Object.entries(filters)) {
    const others = Object.entries(selections)
      .filter(([key]) => key !== filterKey)
      .map(([, selection]) => selection);
    const { fieldId, fieldOperator, logicOperator } = filter;
    if (countsEachItem(filter) && fieldId) {
      for (const item of filter.items) {
        if (item.title === null) continue;
        const chosen: FilterSelection = { fieldId, values: [item.key], fieldOperator, logicOperator };
        searches.push({ filterKey, key: item.key, options: countOptions(options, [...others, chosen]) });
      }
    } else if (selections[filterKey] && countsWithoutOwnSelection(filter)) {
      searches.push({ filterKey, key: null, options: countOptions(options, others, filterAggregations([filter])) });
    }
  }
  return searches;
}

/** The count searches' answers as aggregations of the facet: item totals by lower-cased key, field buckets renamed. */
export function countAggregations(answers: { search: CountSearch; list: Partial<PagedSearchList<Entry>> }[]): AggregationResults {
  const aggregations: AggregationResults = {};
  for (const { search, list } of answers) {
    const { filterKey, key } = search;
    if (key !== null) {
      if (typeof list.totalCount === 'number') (aggregations[itemCountName(filterKey)] ??= {})[key.toLowerCase()] = list.totalCount;
      continue;
    }
    for (const [name, request] of Object.entries(search.options.aggregations)) {
      const buckets = list.aggregations?.[name];
      if (buckets) aggregations[ownCountName(filterKey, request.field)] = buckets;
    }
  }
  return aggregations;
}

/**
 * An item's count from the facet's aggregations: its own search's total, its filter's buckets searched without
 * its selection, or the facet's buckets. Undefined when not counted, or when the search without the selection
 * failed: the facet's buckets would count only the overlap with the selection.
 */
export function filterItemCount(
  facet: Pick<Facet, 'aggregations' | 'customApi'>,
  filterKey: string,
  filter: Filter,
  key: string,
): number | undefined {
  const { aggregations } = facet;
  if (countsEachItem(filter)) return aggregations[itemCountName(filterKey)]?.[key.toLowerCase()];
  const own = filterFields(filter.fieldId).map((field) => ownCountName(filterKey, field));
  if (own.some((name) => aggregations[name] !== undefined)) return countIn(aggregations, own, key);
  const searchedWithout = !facet.customApi && countsWithoutOwnSelection(filter) && filter.items.some((item) => item.isSelected);
  return searchedWithout ? undefined : countIn(aggregations, aggregationNames(filter.fieldId), key);
}
