// The normalised form of a search: what parseSearchQuery and parseZenql produce and SearchIndex runs.

export type DateFunctionName =
  'now' | 'startOfDay' | 'endOfDay' | 'startOfWeek' | 'endOfWeek' | 'startOfMonth' | 'endOfMonth' | 'startOfYear' | 'endOfYear';

export type PeriodUnit = 'y' | 'M' | 'w' | 'd' | 'h' | 'm';

export interface PeriodSegment {
  amount: number;
  unit: PeriodUnit;
}

/** A value in a condition: a literal, or a date function resolved when the search runs (relative to `now`). */
export type QueryValue =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'dateFunction'; fn: DateFunctionName; offset: PeriodSegment[]; source: string };

export type DistanceUnit = 'mi' | 'yd' | 'ft' | 'in' | 'km' | 'm' | 'cm' | 'mm' | 'NM';

export type RangeOperator = 'greaterThan' | 'greaterThanOrEqualTo' | 'lessThan' | 'lessThanOrEqualTo';
export type TextOperator = 'contains' | 'startsWith' | 'endsWith';

export type FieldCondition =
  | { op: 'equalTo'; value: QueryValue }
  | { op: 'in'; values: QueryValue[] }
  | { op: TextOperator; value: string }
  | { op: 'freeText'; term: string; fuzzy: boolean; operator: 'and' | 'or' }
  | { op: 'between'; min: QueryValue; max: QueryValue }
  | { op: 'exists'; value: boolean }
  | { op: RangeOperator; value: QueryValue }
  | { op: 'distanceWithin'; lat: number; lon: number; distance: number; unit: DistanceUnit; metres: number };

export type NormalisedExpression =
  | { type: 'field'; field: string; condition: FieldCondition; weight: number }
  | { type: 'and'; children: NormalisedExpression[]; weight: number }
  | { type: 'or'; children: NormalisedExpression[]; weight: number }
  | { type: 'not'; child: NormalisedExpression; weight: number };

export interface OrderByClause {
  field: string;
  direction: 'asc' | 'desc';
}

export interface AggregationSpec {
  field: string;
  size: number;
  missing?: string;
}

export interface ParsedQuery {
  where: NormalisedExpression | null;
  orderBy: OrderByClause[];
  pageIndex: number;
  pageSize: number;
  fields: string[] | null;
  aggregations: Record<string, AggregationSpec>;
}

/** The core client's `Query` default. */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_AGGREGATION_SIZE = 10;
