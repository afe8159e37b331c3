// One aggregation per filter field, so each filter item can show how many results it would leave
// (spec §7 "Filter aggregation").
import type { AggregationRequest, AggregationResults } from '../../../lib/delivery/types';
import { AGGREGATION_PREFIX, FILTER_AGGREGATION_SIZE } from '../constants';
import type { FieldOperator } from '../types';

/** Array fields are aggregated without their `[]`. */
export const aggregationField = (fieldId: string): string => fieldId.replaceAll('[]', '');
export const aggregationName = (fieldId: string): string => `${AGGREGATION_PREFIX}${aggregationField(fieldId)}`;

/** A filter's fields (it may name one or several). */
export const filterFields = (fieldId: string | readonly string[] | null | undefined): readonly string[] =>
  fieldId ? (typeof fieldId === 'string' ? [fieldId] : fieldId) : [];

/** Operators whose values are a field's own values, so a count per value means something. */
const VALUE_OPERATORS: readonly (FieldOperator | null | undefined)[] = [undefined, null, 'in', 'equalTo'];

export const isValueOperator = (operator: FieldOperator | null | undefined): boolean => VALUE_OPERATORS.includes(operator);

/**
 * One aggregation per field of a value filter. A range, distance or text filter gets none: its items are not
 * values of the field (a year, a distance), so the field's buckets would count nothing an item shows (such
 * items are counted by searches of their own: itemCounts.ts).
 */
export function filterAggregations(
  filters: Iterable<{ fieldId?: string | readonly string[] | null; fieldOperator?: FieldOperator | null }>,
): Record<string, AggregationRequest> {
  const aggregations: Record<string, AggregationRequest> = {};
  for (const filter of filters) {
    if (!isValueOperator(filter.fieldOperator)) continue;
    for (const fieldId of filterFields(filter.fieldId)) {
      aggregations[aggregationName(fieldId)] ??= { field: aggregationField(fieldId), size: FILTER_AGGREGATION_SIZE };
    }
  }
  return aggregations;
}

/** The names a filter's fields are aggregated under in the facet's search. */
export const aggregationNames = (fieldId: string | readonly string[] | null | undefined): string[] =>
  filterFields(fieldId).map(aggregationName);

/**
 * How many results have `key`, read from the named aggregations (one per field, buckets keyed in lower case).
 * With several fields, the first that has a bucket for the key counts: adding them up would count an entry
 * twice. A key with no bucket counts 0 when every aggregation was answered in full (fewer buckets than asked
 * for); otherwise it is unknown (no answer, or a bucket beyond the size asked for).
 */
export function countIn(aggregations: AggregationResults | undefined, names: readonly string[], key: string): number | undefined {
  for (const name of names) {
    const count = aggregations?.[name]?.[key.toLowerCase()];
    if (typeof count === 'number') return count;
  }
  const answered =
    names.length > 0 &&
    names.every((name) => {
      const buckets = aggregations?.[name];
      return buckets !== undefined && Object.keys(buckets).length < FILTER_AGGREGATION_SIZE;
    });
  return answered ? 0 : undefined;
}

/** How many of the facet's results have `key` in the filter's field (see countIn). */
export const aggregateCount = (
  aggregations: AggregationResults | undefined,
  fieldId: string | readonly string[] | null,
  key: string,
): number | undefined => countIn(aggregations, aggregationNames(fieldId), key);
