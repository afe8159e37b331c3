// Selected filter values as `where` expressions: `in` for any of them, `and` for all, `not` for none
// (spec §5: between needs `min--max`, distanceWithin `lat lon [distance]`).
import { Op } from '../../../lib/delivery';
import type { ScalarValue, WhereExpression } from '../../../lib/delivery/types';
import { DEFAULT_DISTANCE, SEARCH_MESSAGES } from '../constants';
import type { FieldOperator, LogicOperator } from '../types';

/** One filter's selection, ready for the query. */
export interface FilterSelection {
  fieldId: string | readonly string[];
  values: readonly string[];
  fieldOperator?: FieldOperator | null;
  logicOperator?: LogicOperator;
}

/** Where a discarded value is reported (a console message by default, as spec §5 says). */
export type DiscardReport = (message: string) => void;
const consoleReport: DiscardReport = (message) => console.warn(message);

const NUMBER = /^-?\d+(\.\d+)?$/;
const DISTANCE = /^\d+(\.\d+)?[a-z]+$/i;

/** URL values are text; numbers compare as numbers in range operators. */
function comparable(value: string): ScalarValue {
  return NUMBER.test(value) ? Number(value) : value;
}

/** A visitor's value never acts as a `contains` pattern. */
function literal(value: string): string {
  return value.replace(/[*?\\]/g, '');
}

function between(field: string, value: string, report: DiscardReport): WhereExpression | null {
  const parts = value.split('--');
  if (parts.length !== 2 || !parts[0].trim() || !parts[1].trim()) {
    report(SEARCH_MESSAGES.betweenDiscarded(value));
    return null;
  }
  return Op.between(field, comparable(parts[0].trim()), comparable(parts[1].trim()));
}

function distanceWithin(field: string, value: string, report: DiscardReport): WhereExpression | null {
  const [lat, lon, distance = DEFAULT_DISTANCE, ...rest] = value.trim().split(/\s+/);
  const latitude = Number(lat);
  const longitude = Number(lon);
  const valid =
    rest.length === 0 &&
    lon !== undefined &&
    Number.isFinite(latitude) &&
    Math.abs(latitude) <= 90 &&
    Number.isFinite(longitude) &&
    Math.abs(longitude) <= 180 &&
    DISTANCE.test(distance);
  if (!valid) {
    report(SEARCH_MESSAGES.distanceDiscarded(value));
    return null;
  }
  return Op.distanceWithin(field, latitude, longitude, distance);
}

function single(field: string, value: string, operator: FieldOperator, report: DiscardReport): WhereExpression | null {
  switch (operator) {
    case 'between':
      return between(field, value, report);
    case 'distanceWithin':
      return distanceWithin(field, value, report);
    case 'exists':
      return Op.exists(field, value !== 'false');
    case 'freeText':
      return Op.freeText(field, value);
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return Op[operator](field, literal(value));
    case 'greaterThan':
    case 'greaterThanOrEqualTo':
    case 'lessThan':
    case 'lessThanOrEqualTo':
      return Op[operator](field, comparable(value));
    default:
      return Op.equalTo(field, value);
  }
}

function anyOf(expressions: (WhereExpression | null)[]): WhereExpression | null {
  const kept = expressions.filter((e): e is WhereExpression => e !== null);
  if (kept.length === 0) return null;
  return kept.length === 1 ? kept[0] : Op.or(...kept);
}

/** Any of the values in any of the fields. */
function valuesExpression(
  fieldId: string | readonly string[],
  values: readonly string[],
  operator: FieldOperator,
  report: DiscardReport,
): WhereExpression | null {
  if (typeof fieldId !== 'string') return anyOf(fieldId.map((field) => valuesExpression(field, values, operator, report)));
  if (values.length === 0) return null;
  if (operator === 'in' || (operator === 'equalTo' && values.length > 1)) return Op.in(fieldId, [...values]);
  return anyOf(values.map((value) => single(fieldId, value, operator, report)));
}

function selectionExpressions(selection: FilterSelection, report: DiscardReport): WhereExpression[] {
  const { fieldId, values, fieldOperator, logicOperator = 'or' } = selection;
  if (logicOperator === 'and') {
    return values
      .map((value) => valuesExpression(fieldId, [value], fieldOperator ?? 'equalTo', report))
      .filter((e): e is WhereExpression => e !== null);
  }
  const expression = valuesExpression(fieldId, values, fieldOperator ?? 'in', report);
  if (!expression) return [];
  return [logicOperator === 'not' ? Op.not(expression) : expression];
}

export function filterExpressions(selections: readonly FilterSelection[], report: DiscardReport = consoleReport): WhereExpression[] {
  return selections.flatMap((selection) => selectionExpressions(selection, report));
}
