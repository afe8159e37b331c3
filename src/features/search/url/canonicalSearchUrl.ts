// The URL the search UI would write for the search a location asks for (buildSearchUrl of what parseSearchLocation
// reads). A plain GET form sends every field, empty or at its default (`term=&orderBy=&pageSize=20`), repeats a
// filter's key for each ticked box and orders fields as the page does; the server sends such a request on to this
// URL, so a search has one address however it was made (and a shared link is the one the scripted UI shows).
import { clampPageSize } from '../query/pageSize';
import { CONTENT_TYPE_FILTER, DEFAULT_SEARCH_PATH } from '../constants';
import type { FacetConfig, ListingConfig, SearchRoute } from '../types';
import { buildSearchUrl } from './buildSearchUrl';
import { parseSearchLocation, RESERVED_PARAMS } from './parseSearchUrl';

export interface RequestedLocation {
  pathname: string;
  search: string;
}

/** The facet a facets URL names, else the one the page shows first (first tab's, else the default, else the first). */
function facetOf(route: SearchRoute, named: string | null): [string, FacetConfig] | null {
  const facets = Object.entries(route.config?.facets ?? {}).filter(([, facet]) => facet.isDisabled !== true);
  const byKey = (key: string | null | undefined) => facets.find(([candidate]) => candidate === key) ?? null;
  if (named) return byKey(named);
  return byKey(route.config?.tabs?.[0]?.defaultFacet) ?? facets.find(([, facet]) => facet.isDefault) ?? facets[0] ?? null;
}

/** The configuration of the facet or listing a location shows, and the filter keys the search UI writes for it. */
function shownConfig(
  route: SearchRoute,
  named: string | null,
): { config: ListingConfig; filterKeys: string[]; otherFilterKeys: Set<string> } | null {
  if (route.context === 'listings') {
    const config = route.listing ? route.config?.listings?.[route.listing] : undefined;
    return config ? { config, filterKeys: Object.keys(config.filters ?? {}), otherFilterKeys: new Set() } : null;
  }
  const facet = facetOf(route, named);
  if (!facet) return null;
  const filterKeys = Object.keys(facet[1].filters ?? {});
  const others = Object.values(route.config?.facets ?? {}).flatMap((config) => Object.keys(config.filters ?? {}));
  return {
    config: facet[1],
    filterKeys,
    otherFilterKeys: new Set([...others, CONTENT_TYPE_FILTER].filter((key) => !filterKeys.includes(key))),
  };
}

/**
 * The canonical address (path and query) of the search `location` asks for, or null when the route's
 * configuration does not hold what it names (an unknown facet): such a location is left as it is.
 */
export function canonicalSearchUrl(location: RequestedLocation, route: SearchRoute): string | null {
  const parsed = parseSearchLocation(location, route);
  const shown = shownConfig(route, parsed.facet);
  if (!shown) return null;
  const { params } = parsed;
  const query = new URLSearchParams(location.search);
  const filters: Record<string, string[]> = {};
  for (const key of shown.filterKeys) if (params.filters[key]) filters[key] = params.filters[key];
  // Every other parameter (a project choice, campaign tags) is the page's, kept as it came, after the search's own.
  const preserve = [...query].filter(
    ([key]) => !RESERVED_PARAMS.includes(key) && !shown.filterKeys.includes(key) && !shown.otherFilterKeys.has(key),
  );
  const pageSize =
    params.pageSize !== null && params.pageSize !== clampPageSize(shown.config.queryParams?.pageSize) ? params.pageSize : null;
  return buildSearchUrl({
    context: route.context,
    path: route.context === 'facets' ? (route.path ?? DEFAULT_SEARCH_PATH) : location.pathname,
    facet: parsed.facet,
    term: params.term,
    orderBy: params.orderBy,
    pageIndex: params.pageIndex ?? 0,
    pageSize,
    filters,
    preserve,
  });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path's segments and the query's pairs, decoded: two addresses that differ only in how they are encoded match. */
function meaning(pathname: string, search: string): string {
  return JSON.stringify([pathname.split('/').map(decoded), [...new URLSearchParams(search)]]);
}

/** The canonical address when `location` is not it (differently encoded is the same address), else null. */
export function searchRedirectFor(location: RequestedLocation, route: SearchRoute): string | null {
  const canonical = canonicalSearchUrl(location, route);
  if (canonical === null) return null;
  const queryAt = canonical.indexOf('?');
  const [path, search] = queryAt === -1 ? [canonical, ''] : [canonical.slice(0, queryAt), canonical.slice(queryAt)];
  return meaning(path, search) === meaning(location.pathname, location.search) ? null : canonical;
}
