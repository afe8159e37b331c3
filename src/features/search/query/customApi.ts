// A facet served by the site's own endpoint: GET {uri} with the search's parameters (spec §7).
import { SEARCH_MESSAGES } from '../constants';
import type { CustomApiConfig } from '../types';
import { effectiveOrderBy, type SearchQueryOptions } from './searchQuery';

export type QueryPairs = [string, string][];

/**
 * term, orderBy, linkDepth, pageSize, pageIndex, versionStatus, fields, fieldLinkDepths, then one parameter
 * per selected filter (comma-joined). Empty values are left out.
 */
export function customApiParams(options: SearchQueryOptions, selected: Record<string, readonly string[]>): QueryPairs {
  const orderBy = effectiveOrderBy(options);
  const pairs: [string, string | null][] = [
    ['term', options.searchTerm || null],
    ['orderBy', orderBy.length > 0 ? orderBy.join(',') : null],
    ['linkDepth', String(options.linkDepth)],
    ['pageSize', String(options.pageSize)],
    ['pageIndex', String(options.pageIndex)],
    ['versionStatus', options.versionStatus],
    ['fields', options.fields.length > 0 ? options.fields.join(',') : null],
    ['fieldLinkDepths', Object.keys(options.fieldLinkDepths).length > 0 ? JSON.stringify(options.fieldLinkDepths) : null],
    ...Object.entries(selected).map(([key, values]): [string, string | null] => [key, values.length > 0 ? values.join(',') : null]),
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== null);
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The URL to call. A relative uri stays relative in the browser; on the server it is resolved against the
 * site's own origin, without which it cannot be called.
 */
export function customApiUrl(customApi: CustomApiConfig | null, params: QueryPairs, where: { server: boolean; origin?: string }): string {
  const uri = customApi?.uri?.trim();
  if (!uri) throw new Error(SEARCH_MESSAGES.customApiUriRequired);
  const query = new URLSearchParams(params).toString();
  const withQuery = query ? `${uri}${uri.includes('?') ? '&' : '?'}${query}` : uri;
  if (ABSOLUTE.test(uri) || !where.server) return withQuery;
  if (!where.origin) throw new Error(SEARCH_MESSAGES.customApiNeedsOrigin);
  return new URL(withQuery, where.origin).href;
}
