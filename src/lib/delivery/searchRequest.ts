// Turns a search query into the HTTP request the official client would send (contensis-api.md §1.6,
// §1.7, §4): JSON search as GET with JSON-valued params, or POST once the URL grows too long; ZenQL
// always as GET /entries?zenql=.
import { isOldBrowser } from './environment';
import { searchQueryJson, type ZenqlQuery } from './entryQuery';
import { toOrderBy, type OrderByInput } from './orderBy';
import { jsonIfNotEmpty, list, positive, toQueryString } from './queryString';
import { SEARCH_CONTENT_TYPE, type RequestSpec } from './transport';
import type { SearchQuery } from './types';

export const SEARCH_URL_LIMIT = 8000;
export const OLD_BROWSER_URL_LIMIT = 2083;

/** A JSON search: a SearchQuery (orderBy may use the string shorthand) or an EntryQuery builder. */
export type JsonSearchQuery = Omit<SearchQuery, 'orderBy'> & { orderBy?: OrderByInput; linkDepth?: number };

export function isJsonSearchQuery(query: unknown): query is JsonSearchQuery {
  if (typeof query !== 'object' || query === null) return false;
  const q = query as Record<string, unknown>;
  return Boolean(q.where) || Boolean(q.orderBy);
}

export function isZenqlQuery(query: unknown): query is ZenqlQuery {
  return typeof query === 'object' && query !== null && typeof (query as Record<string, unknown>).zenql === 'string';
}

/** The relative URL length above which a search is POSTed. */
export function searchUrlLimit(): number {
  return isOldBrowser() ? OLD_BROWSER_URL_LIMIT : SEARCH_URL_LIMIT;
}

interface SearchSettings {
  projectPath: string;
  pageSize: number;
}

export function buildJsonSearchRequest(
  query: JsonSearchQuery,
  linkDepth: number | undefined,
  settings: SearchSettings,
  urlLimit: number = searchUrlLimit(),
): RequestSpec {
  const depth = positive(linkDepth ?? query.linkDepth);
  const pageIndex = query.pageIndex || 0;
  const pageSize = query.pageSize || settings.pageSize;
  const orderBy = toOrderBy(query.orderBy);
  const path = `${settings.projectPath}/entries/search`;

  const getPath =
    path +
    toQueryString({
      aggregations: jsonIfNotEmpty(query.aggregations),
      fieldLinkDepths: jsonIfNotEmpty(query.fieldLinkDepths),
      fields: list(query.fields),
      linkDepth: depth,
      orderBy: orderBy.length > 0 ? JSON.stringify(orderBy) : undefined,
      pageIndex,
      pageSize,
      // Like the official client, `where` is always sent (`[]` when empty).
      where: JSON.stringify(query.where ?? []),
    });
  if (getPath.length <= urlLimit) return { path: getPath, method: 'GET', contentType: SEARCH_CONTENT_TYPE };

  // fieldLinkDepths must travel in the query string of a POST, not in its body.
  const body = searchQueryJson({ ...query, pageIndex, pageSize, fieldLinkDepths: undefined });
  return {
    path: path + toQueryString({ fieldLinkDepths: jsonIfNotEmpty(query.fieldLinkDepths), linkDepth: depth }),
    method: 'POST',
    body: JSON.stringify(body),
    contentType: SEARCH_CONTENT_TYPE,
  };
}

export function buildZenqlRequest(query: ZenqlQuery, linkDepth: number | undefined, settings: SearchSettings): RequestSpec {
  return {
    path:
      `${settings.projectPath}/entries` +
      toQueryString({
        aggregations: jsonIfNotEmpty(query.aggregations),
        fieldLinkDepths: jsonIfNotEmpty(query.fieldLinkDepths),
        fields: list(query.fields),
        linkDepth: positive(linkDepth ?? query.linkDepth),
        pageIndex: query.pageIndex || 0,
        pageSize: query.pageSize || settings.pageSize,
        zenql: query.zenql,
      }),
    method: 'GET',
    contentType: SEARCH_CONTENT_TYPE,
  };
}
