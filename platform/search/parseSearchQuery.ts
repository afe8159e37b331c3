// Validates the search query JSON (POST body, or GET sections already JSON-parsed) into a ParsedQuery.
import { parseDateFunction } from './dateFunctions';
import { parseDistance } from './distance';
import { QueryError } from './queryError';
import { checkAggregationBuckets, checkCount, QUERY_LIMITS, QueryBudget } from './queryLimits';
import {
  DEFAULT_AGGREGATION_SIZE,
  DEFAULT_PAGE_SIZE,
  type AggregationSpec,
  type FieldCondition,
  type NormalisedExpression,
  type OrderByClause,
  type ParsedQuery,
  type QueryValue,
} from './queryModel';
import { isObject, type JsonObject } from '../json';

const FIELD_OPERATORS = [
  'equalTo',
  'contains',
  'startsWith',
  'endsWith',
  'freeText',
  'in',
  'between',
  'exists',
  'greaterThan',
  'greaterThanOrEqualTo',
  'lessThan',
  'lessThanOrEqualTo',
  'distanceWithin',
] as const;
type FieldOperator = (typeof FIELD_OPERATORS)[number];

// Operator names are matched case-insensitively, as the .NET API binds JSON.
const OPERATOR_BY_LOWER = new Map<string, FieldOperator>(FIELD_OPERATORS.map((op) => [op.toLowerCase(), op]));
const LOGICAL = new Set(['and', 'or', 'not']);

/** A value for a message: long text is cut short, so an error never echoes a whole oversized request. */
const describe = (value: unknown): string => {
  if (typeof value === 'string' && value.length > 100) return `${JSON.stringify(value.slice(0, 100))}… (${value.length} characters)`;
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : JSON.stringify(value);
};

function scalar(value: unknown, at: string): string | number | boolean | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new QueryError(`${at}: expected a string, number, boolean or null, got ${describe(value)}`);
}

/** A value that may be an expression function; standalone relative periods only where `allowPeriod` (comparisons). */
function queryValue(value: unknown, at: string, allowPeriod: boolean, allowNull: boolean): QueryValue {
  const v = scalar(value, at);
  if (v === null && !allowNull) throw new QueryError(`${at}: a value is required, got null`);
  if (typeof v === 'string') {
    try {
      const fn = parseDateFunction(v, allowPeriod);
      if (fn) return fn;
    } catch (error) {
      if (error instanceof QueryError) throw new QueryError(`${at}: ${error.message}`);
      throw error;
    }
  }
  return { kind: 'literal', value: v };
}

function textValue(value: unknown, at: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new QueryError(`${at}: expected a string, got ${describe(value)}`);
}

function weightOf(expr: JsonObject, at: string): number {
  const key = Object.keys(expr).find((k) => k.toLowerCase() === 'weight');
  if (key === undefined || expr[key] === undefined || expr[key] === null) return 1;
  const w = expr[key];
  if (typeof w !== 'number' || !Number.isFinite(w) || w < 0) {
    throw new QueryError(`${at}.weight: expected a number of 0 or more, got ${describe(w)}`);
  }
  return w;
}

/** freeText: a term, or {term, fuzzy, operator}. */
function freeTextCondition(raw: unknown, at: string): FieldCondition {
  if (typeof raw === 'string') return { op: 'freeText', term: raw, fuzzy: false, operator: 'and' };
  if (!isObject(raw)) {
    throw new QueryError(`${at}: expected a string or an object {term, fuzzy, operator}, got ${describe(raw)}`);
  }
  for (const key of Object.keys(raw)) {
    if (!['term', 'fuzzy', 'operator'].includes(key)) throw new QueryError(`${at}: unknown property "${key}"`);
  }
  const term = textValue(raw.term, `${at}.term`);
  const fuzzy = raw.fuzzy ?? false;
  if (typeof fuzzy !== 'boolean') throw new QueryError(`${at}.fuzzy: expected true or false, got ${describe(fuzzy)}`);
  const operator = raw.operator ?? 'and';
  const lower = typeof operator === 'string' ? operator.toLowerCase() : '';
  if (lower !== 'and' && lower !== 'or') {
    throw new QueryError(`${at}.operator: expected "and" or "or", got ${describe(operator)}`);
  }
  return { op: 'freeText', term, fuzzy, operator: lower };
}

/** distanceWithin: {lat, lon, distance}, the distance a number and a unit. */
function distanceCondition(raw: unknown, at: string): FieldCondition {
  if (!isObject(raw)) {
    throw new QueryError(`${at}: expected an object {lat, lon, distance}, got ${describe(raw)}`);
  }
  const lat = coordinate(raw, 'lat', 90, at);
  const lon = coordinate(raw, 'lon', 180, at);
  const d = raw.distance;
  const parsed = typeof d === 'string' || typeof d === 'number' ? parseDistance(String(d)) : null;
  if (!parsed) {
    throw new QueryError(
      `${at}.distance: invalid distance ${describe(d)}; expected a number and a unit ` +
        '(mi/miles, yd/yards, ft/feet, in/inch, km/kilometers, m/meters, cm/centimeters, mm/millimeters, NM/nmi/nauticalmiles)',
    );
  }
  return { op: 'distanceWithin', lat, lon, ...parsed };
}

/** A latitude or longitude: a number (or numeric text) from -limit to limit. */
function coordinate(raw: JsonObject, key: 'lat' | 'lon', limit: number, at: string): number {
  const v = raw[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    throw new QueryError(`${at}.${key}: expected a number between -${limit} and ${limit}, got ${describe(v)}`);
  }
  return n;
}

function condition(op: FieldOperator, raw: unknown, at: string, budget: QueryBudget): FieldCondition {
  switch (op) {
    case 'equalTo':
      return { op, value: queryValue(raw, at, false, true) };
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return { op, value: textValue(raw, at) };
    case 'freeText':
      return freeTextCondition(raw, at);
    case 'in': {
      if (!Array.isArray(raw)) throw new QueryError(`${at}: expected an array of values, got ${describe(raw)}`);
      budget.inList(raw.length);
      return { op, values: raw.map((v, i) => queryValue(v, `${at}[${i}]`, false, true)) };
    }
    case 'between': {
      if (!Array.isArray(raw) || raw.length !== 2) {
        throw new QueryError(`${at}: expected an array of exactly 2 values [min, max], got ${describe(raw)}`);
      }
      return { op, min: queryValue(raw[0], `${at}[0]`, true, false), max: queryValue(raw[1], `${at}[1]`, true, false) };
    }
    case 'exists': {
      const value = raw === 'true' ? true : raw === 'false' ? false : raw;
      if (typeof value !== 'boolean') throw new QueryError(`${at}: expected true or false, got ${describe(raw)}`);
      return { op, value };
    }
    case 'greaterThan':
    case 'greaterThanOrEqualTo':
    case 'lessThan':
    case 'lessThanOrEqualTo':
      return { op, value: queryValue(raw, at, true, false) };
    case 'distanceWithin':
      return distanceCondition(raw, at);
  }
}

/** An and, or or not expression: `key` is its one logical property, beside which only a weight may stand. */
function logicalExpression(
  raw: JsonObject,
  keys: readonly string[],
  key: string,
  at: string,
  budget: QueryBudget,
  depth: number,
): NormalisedExpression {
  const extra = keys.find((k) => k !== key && k.toLowerCase() !== 'weight');
  if (extra !== undefined) {
    throw new QueryError(`${at}: unexpected property "${extra}" beside "${key}"`);
  }
  const weight = weightOf(raw, at);
  const kind = key.toLowerCase();
  const value = raw[key];
  if (kind === 'not') {
    // Docs show {"not": expr}; the official client sends {"not": [expr]}. Several items exclude any of them.
    if (Array.isArray(value)) {
      if (value.length === 0) throw new QueryError(`${at}.not: expected an expression, got an empty array`);
      const children = value.map((v, i) => parseExpression(v, `${at}.not[${i}]`, budget, depth + 1));
      const child: NormalisedExpression = children.length === 1 ? children[0] : { type: 'or', children, weight: 1 };
      return { type: 'not', child, weight };
    }
    return { type: 'not', child: parseExpression(value, `${at}.not`, budget, depth + 1), weight };
  }
  if (!Array.isArray(value)) throw new QueryError(`${at}.${key}: expected an array of expressions, got ${describe(value)}`);
  const children = value.map((v, i) => parseExpression(v, `${at}.${key}[${i}]`, budget, depth + 1));
  return { type: kind === 'and' ? 'and' : 'or', children, weight };
}

/**
 * Normalises one where expression; `at` names it in error messages (e.g. `where[2].or[0]`). `depth` is its
 * nesting (1 = an item of `where`): the budget refuses too deep a clause before this recurses into it.
 */
export function parseExpression(raw: unknown, at: string, budget: QueryBudget = new QueryBudget(), depth = 1): NormalisedExpression {
  budget.enter(depth);
  if (!isObject(raw)) throw new QueryError(`${at}: expected an expression object, got ${describe(raw)}`);
  const keys = Object.keys(raw);
  const logical = keys.filter((k) => LOGICAL.has(k.toLowerCase()));
  if (logical.length > 0) {
    if (logical.length > 1) throw new QueryError(`${at}: an expression may hold only one of and, or, not`);
    return logicalExpression(raw, keys, logical[0], at, budget, depth);
  }

  const fieldKey = keys.find((k) => k.toLowerCase() === 'field');
  const operators: FieldOperator[] = [];
  const operatorKeys: string[] = [];
  for (const key of keys) {
    if (key === fieldKey || key.toLowerCase() === 'weight') continue;
    const op = OPERATOR_BY_LOWER.get(key.toLowerCase());
    if (!op) {
      throw new QueryError(`${at}: unknown operator "${key}" (expected one of ${FIELD_OPERATORS.join(', ')}, and, or, not)`);
    }
    operators.push(op);
    operatorKeys.push(key);
  }
  if (fieldKey === undefined) throw new QueryError(`${at}: missing "field"`);
  const field = raw[fieldKey];
  if (typeof field !== 'string' || field.trim() === '') {
    throw new QueryError(`${at}.field: expected a field id, got ${describe(field)}`);
  }
  if (operators.length === 0) throw new QueryError(`${at}: no operator for field "${field}"`);
  if (operators.length > 1) {
    throw new QueryError(`${at}: only one operator is allowed per expression, got ${operatorKeys.join(', ')}`);
  }
  const op = operators[0];
  if (field.trim() === '*' && op !== 'freeText') {
    throw new QueryError(`${at}.field: "*" (all fields) can only be used with freeText`);
  }
  const parsed = condition(op, raw[operatorKeys[0]], `${at}.${op}`, budget);
  budget.condition(field.trim(), parsed, `${at}.${op}`);
  return { type: 'field', field: field.trim(), condition: parsed, weight: weightOf(raw, at) };
}

/** The `where` array (implicit AND) as one expression, or null when there is no condition. */
export function parseWhere(raw: unknown, budget: QueryBudget = new QueryBudget()): NormalisedExpression | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw new QueryError(`where: expected an array of expressions, got ${describe(raw)}`);
  if (raw.length === 0) return null;
  return { type: 'and', children: raw.map((v, i) => parseExpression(v, `where[${i}]`, budget)), weight: 1 };
}

export function parseOrderBy(raw: unknown, budget: QueryBudget = new QueryBudget()): OrderByClause[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new QueryError(`orderBy: expected an array of {"asc": field} or {"desc": field}, got ${describe(raw)}`);
  checkCount('orderBy', raw.length);
  return raw.map((item, i) => {
    const at = `orderBy[${i}]`;
    if (!isObject(item)) throw new QueryError(`${at}: expected {"asc": field} or {"desc": field}, got ${describe(item)}`);
    const keys = Object.keys(item);
    if (keys.length !== 1) throw new QueryError(`${at}: expected exactly one of "asc" or "desc"`);
    const direction = keys[0].toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') {
      throw new QueryError(`${at}: expected "asc" or "desc", got "${keys[0]}"`);
    }
    const field = item[keys[0]];
    if (typeof field !== 'string' || field.trim() === '') {
      throw new QueryError(`${at}.${keys[0]}: expected a field id, got ${describe(field)}`);
    }
    budget.field(field.trim());
    return { field: field.trim(), direction };
  });
}

function integer(raw: unknown, at: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n)) throw new QueryError(`${at}: expected an integer, got ${describe(raw)}`);
  if (n < min || n > max) {
    throw new QueryError(
      max === Number.MAX_SAFE_INTEGER ? `${at}: must be ${min} or more, got ${n}` : `${at}: must be between ${min} and ${max}, got ${n}`,
    );
  }
  return n;
}

export const parsePageIndex = (raw: unknown): number => integer(raw, 'pageIndex', 0, 0, Number.MAX_SAFE_INTEGER);
export const parsePageSize = (raw: unknown): number => integer(raw, 'pageSize', DEFAULT_PAGE_SIZE, 1, QUERY_LIMITS.pageSize);

/** `fields` as an array, a comma list, or (older docs, GET) a JSON array in a string. */
export function parseFields(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed);
      } catch {
        throw new QueryError('fields: invalid JSON array');
      }
    } else list = trimmed === '' ? [] : trimmed.split(',');
  }
  if (!Array.isArray(list)) throw new QueryError(`fields: expected an array or a comma-separated list, got ${describe(raw)}`);
  checkCount('fields', list.length);
  const fields = list.map((f, i) => {
    if (typeof f !== 'string') throw new QueryError(`fields[${i}]: expected a field id, got ${describe(f)}`);
    return f.trim();
  });
  const nonEmpty = fields.filter((f) => f !== '');
  return nonEmpty.length > 0 ? nonEmpty : null;
}

export function parseAggregations(raw: unknown, budget: QueryBudget = new QueryBudget()): Record<string, AggregationSpec> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw new QueryError(`aggregations: expected an object of {name: {field, size, missing}}, got ${describe(raw)}`);
  checkCount('aggregations', Object.keys(raw).length);
  const result: Record<string, AggregationSpec> = {};
  for (const [name, spec] of Object.entries(raw)) {
    const at = `aggregations.${name}`;
    if (name.trim() === '') throw new QueryError('aggregations: an aggregation name must not be empty');
    if (!isObject(spec)) throw new QueryError(`${at}: expected an object {field, size, missing}, got ${describe(spec)}`);
    for (const key of Object.keys(spec)) {
      if (!['field', 'size', 'missing'].includes(key)) throw new QueryError(`${at}: unknown property "${key}"`);
    }
    if (typeof spec.field !== 'string' || spec.field.trim() === '') {
      throw new QueryError(`${at}.field: expected a field id, got ${describe(spec.field)}`);
    }
    const size = integer(spec.size, `${at}.size`, DEFAULT_AGGREGATION_SIZE, 1, QUERY_LIMITS.aggregationSize);
    budget.field(spec.field.trim());
    const out: AggregationSpec = { field: spec.field.trim(), size };
    if (spec.missing !== undefined && spec.missing !== null) {
      if (typeof spec.missing !== 'string' && typeof spec.missing !== 'number') {
        throw new QueryError(`${at}.missing: expected a string, got ${describe(spec.missing)}`);
      }
      out.missing = String(spec.missing);
    }
    result[name] = out;
  }
  checkAggregationBuckets(Object.values(result).reduce((sum, spec) => sum + spec.size, 0));
  return result;
}

/**
 * Validates a search query. Unknown top-level keys (linkDepth, fieldLinkDepths, ...) are left for the caller.
 * Throws QueryError naming the offending part.
 */
export function parseSearchQuery(input: unknown): ParsedQuery {
  if (input === undefined || input === null) input = {};
  if (!isObject(input)) throw new QueryError(`The search query must be a JSON object, got ${describe(input)}`);
  const budget = new QueryBudget();
  return {
    where: parseWhere(input.where, budget),
    orderBy: parseOrderBy(input.orderBy, budget),
    pageIndex: parsePageIndex(input.pageIndex),
    pageSize: parsePageSize(input.pageSize),
    fields: parseFields(input.fields),
    aggregations: parseAggregations(input.aggregations, budget),
  };
}
