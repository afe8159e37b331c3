// Query builders with the defaults of the official client's Query/ZenqlQuery (page size 20, index 0).
// A builder is plain data plus toJSON, so it can be passed to entries.search or posted as-is.
import { toOrderBy, type OrderByInput } from './orderBy';
import type { AggregationRequest, OrderByItem, SearchQuery, WhereExpression } from './types';

export const QUERY_PAGE_SIZE = 20;

export interface EntryQuery {
  where: WhereExpression[];
  /** Strings are accepted (`-field` = descending) and normalised when sent. */
  orderBy: OrderByInput;
  pageIndex: number;
  pageSize: number;
  fields: string[];
  fieldLinkDepths: Record<string, number>;
  aggregations: Record<string, AggregationRequest>;
  /** Only sent when > 0; a linkDepth passed to entries.search wins. */
  linkDepth: number;
  toJSON(): SearchQuery;
}

/** The query JSON in the official key order: pageIndex, pageSize, orderBy?, where, fields?,
 *  fieldLinkDepths?, aggregations?. Empty optional sections are left out. */
export function searchQueryJson(query: {
  where?: WhereExpression[];
  orderBy?: OrderByInput;
  pageIndex?: number;
  pageSize?: number;
  fields?: readonly string[];
  fieldLinkDepths?: Record<string, number>;
  aggregations?: Record<string, AggregationRequest>;
}): SearchQuery {
  const json: SearchQuery = { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? QUERY_PAGE_SIZE };
  const orderBy: OrderByItem[] = toOrderBy(query.orderBy);
  if (orderBy.length > 0) json.orderBy = orderBy;
  json.where = query.where ?? [];
  if (query.fields && query.fields.length > 0) json.fields = [...query.fields];
  if (query.fieldLinkDepths && Object.keys(query.fieldLinkDepths).length > 0) json.fieldLinkDepths = query.fieldLinkDepths;
  if (query.aggregations && Object.keys(query.aggregations).length > 0) json.aggregations = query.aggregations;
  return json;
}

export function createEntryQuery(...where: WhereExpression[]): EntryQuery {
  return {
    where,
    orderBy: [],
    pageIndex: 0,
    pageSize: QUERY_PAGE_SIZE,
    fields: [],
    fieldLinkDepths: {},
    aggregations: {},
    linkDepth: 0,
    toJSON() {
      return searchQueryJson(this);
    },
  };
}

/** A ZenQL statement with its paging options (always sent as GET /entries?zenql=). */
export interface ZenqlQuery {
  zenql: string;
  pageIndex?: number;
  pageSize?: number;
  fields?: string[];
  fieldLinkDepths?: Record<string, number>;
  aggregations?: Record<string, AggregationRequest>;
  linkDepth?: number;
}

export function createZenqlQuery(zenql: string): ZenqlQuery {
  return { zenql, pageIndex: 0, pageSize: QUERY_PAGE_SIZE, fields: [], fieldLinkDepths: {}, aggregations: {}, linkDepth: 0 };
}
