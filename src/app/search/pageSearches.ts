// Which pages search: read from the routing state and the page modules' `searches`, in the main bundle. What
// each search is (the site's search configuration) comes with the search chunk.
import type { RoutingState } from '../../features/routing';
import type { PageSearches } from '../pages/types';
import { pageOf, type Site } from '../site/defineSite';

/** The searches of the page the routing state shows; null when it has none. */
export function pageSearchesFor(site: Site, routing: RoutingState): PageSearches | null {
  if (routing.notFound || routing.isError || routing.redirect) return null;
  const searches = pageOf(site, routing)?.searches?.(routing.entry, routing) ?? null;
  return searches && (searches.route || searches.miniLists?.length) ? searches : null;
}

/** Whether the page needs the search chunk to render (its search UI). */
export function showsSearchUi(site: Site, routing: RoutingState): boolean {
  return Boolean(pageSearchesFor(site, routing)?.route);
}

/** The listing a page shows as a search, or null. */
export function listingOf(site: Site, routing: RoutingState): string | null {
  const route = pageSearchesFor(site, routing)?.route;
  return route?.kind === 'listing' ? route.listing : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A move that stays on the search page or listing shown (another query, facet or page of results): the app
 * only searches again; the node, its relatives and the navigation stay, and so does the scroll position.
 */
export function staysOnSearchPage(site: Site): (state: unknown, location: { pathname: string }) => boolean {
  const searchPage = new RegExp(`^${escapeRegExp(site.searchPath)}(/[^/]+){0,2}$`);
  return (state, location) => {
    const { routing } = state as { routing: RoutingState };
    if (routing.isLoading || routing.notFound || routing.isError) return false;
    const route = pageSearchesFor(site, routing)?.route;
    if (route?.kind === 'search') return searchPage.test(location.pathname);
    return route?.kind === 'listing' && location.pathname === routing.currentPath;
  };
}
