// Typed builders for search `where` expressions (contensis-api.md §1.6). They return the plain JSON
// shapes from types.ts, so a built query is just data and serialises with JSON.stringify.
import type { AndExpression, FieldExpression, NotExpression, OrExpression, ScalarValue, WhereExpression } from './types';

/** Values of range operators: a Date becomes a UTC ISO string. */
export type ComparableValue = ScalarValue | Date;

// An ISO-8601 date or date-time string. Narrower than `Date.parse` on purpose: '5' is a number, not a date.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Dates, and ISO date strings, are truncated to whole minutes in UTC (as the contract and the official
 *  client do) so repeated queries share one cache entry instead of differing by the second. */
function comparable(value: ComparableValue): ScalarValue {
  let time: number;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === 'string' && ISO_DATE.test(value.trim())) time = Date.parse(value);
  else return value;
  if (Number.isNaN(time)) return String(value); // an invalid Date: the API answers 400 for it
  const truncated = new Date(time);
  truncated.setUTCSeconds(0, 0);
  return truncated.toISOString();
}

export const Op = {
  equalTo: (field: string, value: ScalarValue): FieldExpression => ({ field, equalTo: value }),
  contains: (field: string, value: string): FieldExpression => ({ field, contains: value }),
  startsWith: (field: string, value: string): FieldExpression => ({ field, startsWith: value }),
  endsWith: (field: string, value: string): FieldExpression => ({ field, endsWith: value }),
  /** Always the object form `{term, fuzzy, operator}` (default all words, not fuzzy). */
  freeText: (field: string, term: string, fuzzy = false, operator: 'and' | 'or' = 'and'): FieldExpression => ({
    field,
    freeText: { term, fuzzy, operator },
  }),
  /** Accepts values or arrays of values: `in('f', 'a', 'b')` and `in('f', ['a', 'b'])` are the same. */
  in: (field: string, ...values: (ScalarValue | readonly ScalarValue[])[]): FieldExpression => ({
    field,
    in: values.flat() as ScalarValue[],
  }),
  between: (field: string, minimum: ComparableValue, maximum: ComparableValue): FieldExpression => ({
    field,
    between: [comparable(minimum), comparable(maximum)],
  }),
  exists: (field: string, value = true): FieldExpression => ({ field, exists: value }),
  greaterThan: (field: string, value: ComparableValue): FieldExpression => ({ field, greaterThan: comparable(value) }),
  greaterThanOrEqualTo: (field: string, value: ComparableValue): FieldExpression => ({
    field,
    greaterThanOrEqualTo: comparable(value),
  }),
  lessThan: (field: string, value: ComparableValue): FieldExpression => ({ field, lessThan: comparable(value) }),
  lessThanOrEqualTo: (field: string, value: ComparableValue): FieldExpression => ({
    field,
    lessThanOrEqualTo: comparable(value),
  }),
  distanceWithin: (field: string, lat: number, lon: number, distance: string): FieldExpression => ({
    field,
    distanceWithin: { lat, lon, distance },
  }),
  and: (...expressions: WhereExpression[]): AndExpression => ({ and: expressions }),
  or: (...expressions: WhereExpression[]): OrExpression => ({ or: expressions }),
  /** Emitted as a one-element array, as the official client sends it. */
  not: (expression: WhereExpression): NotExpression => ({ not: [expression] }),
  /** Ranking weight; like the official client, only weights above 1 are emitted. */
  weight: <T extends WhereExpression>(expression: T, weight: number): T => {
    const { weight: _previous, ...rest } = expression;
    return (weight > 1 ? { ...rest, weight } : rest) as T;
  },
};
