// The URL of a search (spec §2.7): path or '/search', then `/{facet}/{contentTypeId}` for facets;
// term, orderBy, 1-based pageIndex (left out for the first page), pageSize and one comma-joined
// parameter per selected filter; the hash is kept.
import { CONTENT_TYPE_FILTER, DEFAULT_SEARCH_PATH } from '../constants';
import type { SearchContext } from '../types';

export interface SearchUrlInput {
  context: SearchContext;
  /** Facets: the search page's path; listings: the page's own path. */
  path: string;
  facet?: string | null;
  term?: string;
  orderBy?: readonly string[];
  /** 0-based. */
  pageIndex?: number;
  pageSize?: number | null;
  /** Selected keys by filter key. */
  filters?: Record<string, readonly string[]>;
  /** Other query parameters of the page (a project choice, campaign tags), kept after the search's own. */
  preserve?: readonly (readonly [string, string])[];
  hash?: string;
}

/** Commas stay readable: filter values are joined with them and split on them. */
const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

function basePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (!trimmed) return path === '/' ? '' : DEFAULT_SEARCH_PATH;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function searchPath({ context, path, facet, filters }: SearchUrlInput): string {
  if (context !== 'facets') return path || DEFAULT_SEARCH_PATH;
  const base = basePath(path);
  if (!facet) return base || '/';
  const types = filters?.[CONTENT_TYPE_FILTER] ?? [];
  return `${base}/${encode(facet)}${types.length > 0 ? `/${encode(types.join(','))}` : ''}`;
}

function queryString(input: SearchUrlInput, typesInPath: boolean): string {
  const pairs: [string, string][] = [];
  if (input.term) pairs.push(['term', input.term]);
  if (input.orderBy && input.orderBy.length > 0) pairs.push(['orderBy', input.orderBy.join(',')]);
  if (input.pageIndex && input.pageIndex > 0) pairs.push(['pageIndex', String(input.pageIndex + 1)]);
  if (input.pageSize) pairs.push(['pageSize', String(input.pageSize)]);
  for (const [key, values] of Object.entries(input.filters ?? {})) {
    if (typesInPath && key === CONTENT_TYPE_FILTER) continue;
    const kept = values.filter(Boolean);
    if (kept.length > 0) pairs.push([key, kept.join(',')]);
  }
  for (const [key, value] of input.preserve ?? []) pairs.push([key, value]);
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

export function buildSearchUrl(input: SearchUrlInput): string {
  const path = searchPath(input);
  const typesInPath = input.context === 'facets' && Boolean(input.facet);
  const query = queryString(input, typesInPath);
  const hash = (input.hash ?? '').replace(/^#/, '');
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
