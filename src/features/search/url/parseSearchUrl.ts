// The inverse of buildSearchUrl: what a location asks of the search. Never throws; what cannot be read
// is left out (a malformed page is the first page, a huge page size is clamped).
import {
  CONTENT_TYPE_FILTER,
  DEFAULT_SEARCH_PATH,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_URL_PAGE,
  MAX_URL_TERM_LENGTH,
} from '../constants';
import type { SearchContext, SearchUrlParams } from '../types';

/** Query parameters that are the search's own; every other one may be a filter. */
export const RESERVED_PARAMS: readonly string[] = ['term', 'orderBy', 'pageIndex', 'pageSize', 'facet'];

export interface ParsedSearchLocation {
  /** The facet named by the path (facets only). */
  facet: string | null;
  params: SearchUrlParams;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Comma-separated values, trimmed, without empties or repeats, at most MAX_FILTER_VALUES. */
export function splitValues(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_FILTER_VALUES);
}

/** A positive whole number written in digits, at most `max`; anything else is null. */
function positiveInteger(text: string | null, max: number): number | null {
  if (text === null || !/^\s*\d{1,16}\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? Math.min(value, max) : null;
}

/** The path segments after the search page's own path, or null when the path is not below it. */
function segmentsBelow(pathname: string, path: string): string[] | null {
  const base = (path || DEFAULT_SEARCH_PATH).replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length).split('/').filter(Boolean).map(decode);
}

export function parseSearchLocation(
  location: { pathname: string; search: string },
  route: { context: SearchContext; path?: string; maxPageSize?: number },
): ParsedSearchLocation {
  const query = new URLSearchParams(location.search);
  const page = positiveInteger(query.get('pageIndex'), MAX_URL_PAGE);
  const filters: Record<string, string[]> = {};
  for (const key of new Set(query.keys())) {
    if (RESERVED_PARAMS.includes(key)) continue;
    const values = splitValues(query.getAll(key));
    if (values.length > 0) filters[key] = values;
  }
  let facet: string | null = null;
  if (route.context === 'facets') {
    const [named, types] = segmentsBelow(location.pathname, route.path ?? '') ?? [];
    facet = named || null;
    const fromPath = types ? splitValues([types]) : [];
    if (fromPath.length > 0) filters[CONTENT_TYPE_FILTER] = fromPath;
  }
  return {
    facet,
    params: {
      term: (query.get('term') ?? '').slice(0, MAX_URL_TERM_LENGTH).trim(),
      orderBy: splitValues(query.getAll('orderBy')),
      pageIndex: page === null ? null : page - 1,
      pageSize: positiveInteger(query.get('pageSize'), Math.min(route.maxPageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE)),
      filters,
    },
  };
}
