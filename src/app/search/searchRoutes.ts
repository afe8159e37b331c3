// Which pages search, in the main bundle: a small description read from the routing state. What each search
// is (its configuration) lives with the search chunk (searchConfig.ts), which only search pages load.
import type { RoutingState, StaticRouteConfig } from '../../features/routing';
import { DEFAULT_SEARCH_PATH } from '../../features/search';
import type { Entry } from '../../lib/delivery/types';
import { listingKind } from '../templates/listingKind';
import { sectionTopics, topicKeys } from './relatedTopics';

export const SEARCH_ROUTE_ID = 'search';
export const SEARCH_PATH = DEFAULT_SEARCH_PATH;

/** The site search: `/search`, `/search/{facet}`, `/search/{facet}/{contentTypeId}`; its title and breadcrumb come from the node at /search. */
export const searchStaticRoute: StaticRouteConfig = {
  id: SEARCH_ROUTE_ID,
  path: `${SEARCH_PATH}{/:facet}{/:contentTypeId}`,
  fetchNode: { from: 'routePath' },
};

/** The listing pages whose results are searches (a listing page's `listing` field names one). */
export const SEARCH_LISTINGS = ['news', 'events', 'people'] as const;
export type SearchListing = (typeof SEARCH_LISTINGS)[number];

/** The mini lists of the site, by id. */
export type MiniListId = 'latestNews' | 'upcomingEvents' | 'relatedNews';

export interface MiniListRequest {
  id: MiniListId;
  filters?: Record<string, string[]>;
  excludeIds?: string[];
}

/** What a page searches: the site search, a listing, and mini lists. */
export interface PageSearches {
  route: { kind: 'search' } | { kind: 'listing'; listing: SearchListing } | null;
  miniLists: MiniListRequest[];
}

const isListing = (value: unknown): value is SearchListing => (SEARCH_LISTINGS as readonly unknown[]).includes(value);

/** The listing a listing page shows as a search (its `listing`, else what its listed content type implies), or null. */
export function searchListingOf(entry: Entry | null): SearchListing | null {
  if (entry?.sys.contentTypeId !== 'listingPage') return null;
  const kind = listingKind(entry);
  return isListing(kind) ? kind : null;
}

/** News sharing a content page's topics (relatedTopics.ts); a page with none has no list. */
function relatedToPage(entry: Entry, routing: RoutingState): MiniListRequest[] {
  const own = topicKeys(entry);
  const topics = own.length > 0 ? own : sectionTopics(routing.currentProject, routing.currentNode?.path ?? routing.currentPath);
  return topics.length > 0 ? [{ id: 'relatedNews', filters: { topic: topics }, excludeIds: [] }] : [];
}

function miniListsOf(entry: Entry | null, routing: RoutingState): MiniListRequest[] {
  switch (entry?.sys.contentTypeId) {
    case 'homePage':
      return [{ id: 'latestNews' }, { id: 'upcomingEvents' }];
    case 'newsArticle': {
      const topics = topicKeys(entry);
      return [{ id: 'relatedNews', filters: topics.length > 0 ? { topic: topics } : {}, excludeIds: [entry.sys.id] }];
    }
    case 'contentPage':
      return relatedToPage(entry, routing);
    default:
      return [];
  }
}

/** The searches of the page the routing state shows; null when it has none. */
export function pageSearchesFor(routing: RoutingState): PageSearches | null {
  if (routing.notFound || routing.isError || routing.redirect) return null;
  if (routing.staticRoute) return routing.staticRoute.id === SEARCH_ROUTE_ID ? { route: { kind: 'search' }, miniLists: [] } : null;
  const listing = searchListingOf(routing.entry);
  const searches: PageSearches = { route: listing ? { kind: 'listing', listing } : null, miniLists: miniListsOf(routing.entry, routing) };
  return searches.route || searches.miniLists.length > 0 ? searches : null;
}

/** Whether the page needs the search chunk to render (its search UI). */
export function showsSearchUi(routing: RoutingState): boolean {
  return Boolean(pageSearchesFor(routing)?.route);
}

const SEARCH_PAGE_PATH = /^\/search(\/[^/]+){0,2}$/;

/**
 * A move that stays on the search page or listing shown (another query, facet or page of results): the app
 * only searches again; the node, its relatives and the navigation stay, and so does the scroll position.
 */
export function staysOnSearchPage(state: unknown, location: { pathname: string }): boolean {
  const { routing } = state as { routing: RoutingState };
  if (routing.isLoading || routing.notFound || routing.isError) return false;
  if (routing.staticRoute?.id === SEARCH_ROUTE_ID) return SEARCH_PAGE_PATH.test(location.pathname);
  return searchListingOf(routing.entry) !== null && location.pathname === routing.currentPath;
}
