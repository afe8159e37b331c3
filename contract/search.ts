// The search query JSON (contensis-api.md §1.6): the POST body of `/entries/search`, or its GET sections.

export type FreeTextValue = string | { term: string; fuzzy?: boolean; operator?: 'and' | 'or' };

export interface DistanceValue {
  lat: number | string;
  lon: number | string;
  distance: string;
}

export type ScalarValue = string | number | boolean | null;

export interface FieldExpression {
  field: string;
  weight?: number;
  equalTo?: ScalarValue;
  contains?: string;
  startsWith?: string;
  endsWith?: string;
  freeText?: FreeTextValue;
  in?: ScalarValue[];
  between?: [ScalarValue, ScalarValue];
  exists?: boolean;
  greaterThan?: ScalarValue;
  greaterThanOrEqualTo?: ScalarValue;
  lessThan?: ScalarValue;
  lessThanOrEqualTo?: ScalarValue;
  distanceWithin?: DistanceValue;
}

export interface AndExpression {
  and: WhereExpression[];
  weight?: number;
}
export interface OrExpression {
  or: WhereExpression[];
  weight?: number;
}
/** `not` takes an expression (docs) or a one-element array (what the official client sends). */
export interface NotExpression {
  not: WhereExpression | WhereExpression[];
  weight?: number;
}

export type WhereExpression = FieldExpression | AndExpression | OrExpression | NotExpression;

export type OrderByItem = { asc: string } | { desc: string };

export interface AggregationRequest {
  field: string;
  size?: number;
  missing?: string;
}

export interface SearchQuery {
  where?: WhereExpression[];
  orderBy?: OrderByItem[];
  fields?: string[];
  pageIndex?: number;
  pageSize?: number;
  aggregations?: Record<string, AggregationRequest>;
  fieldLinkDepths?: Record<string, number>;
}

export const MAX_PAGE_SIZE = 10_000;
