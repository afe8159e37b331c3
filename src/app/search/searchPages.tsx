// The search chunk's module: the search UI as the site shows it, and the saga that runs a page's searches
// (the server runs it before the render, the browser on each search navigation).
import { all, call, put } from 'redux-saga/effects';
import { routeRedirected } from '../../features/routing';
import { doSearch, SearchView, searchLocationSaga, searchRedirectFor, type SearchViewOptions } from '../../features/search/lazy';
import { LISTING_PAGE_SIZES, listingRoute, miniLists, SEARCH_PAGE_SIZES, siteSearchRoute, sortOptions } from './searchConfig';
import type { PageSearches, SearchListing } from './searchRoutes';

export { pageSearchStateRestored, searchSlice, serverPageLeft } from '../../features/search/lazy';

/**
 * How results look and links navigate, given by the main bundle (SearchRoute.tsx): the result cards and the
 * router's link are the content pages' own, so the chunk does not import them (a module shared by the main
 * bundle and a chunk costs the main bundle more than its own code).
 */
export type SearchUiProps = Pick<SearchViewOptions, 'renderResult' | 'linkComponent' | 'onNavigate'>;

/** The site search's UI (tabs, filters, results). */
export function SiteSearch(props: SearchUiProps) {
  return <SearchView {...props} sortOptions={sortOptions} pageSizes={SEARCH_PAGE_SIZES} termLabel="Search the site" />;
}

const LISTING_LABELS: Record<SearchListing, string> = { news: 'Search news', events: 'Search events', people: 'Search people' };

/** A listing page's results, filters and paging. */
export function ListingSearch({ listing, ...props }: SearchUiProps & { listing: SearchListing }) {
  return <SearchView {...props} sortOptions={sortOptions} pageSizes={LISTING_PAGE_SIZES} termLabel={LISTING_LABELS[listing]} />;
}

/**
 * A plain form's search (every field sent, empty or at its default) goes on to the URL the scripted UI writes for
 * it: one address a search, whichever way it was made. A 302: which URL is canonical follows the configuration
 * (a default page size), which may change. It depends on the URL only, so it is public like a path-cleaning one.
 */
const CLEAN_SEARCH_REDIRECT_STATUS = 302;

/**
 * Runs a page's searches: its route's (site search or listing) for the location, and its mini lists. On the server
 * a search location that is not in its canonical form redirects there instead.
 */
export function* runPageSearches(searches: PageSearches, location: { pathname: string; search: string; hash?: string }, ssr: boolean) {
  const { route } = searches;
  const searchRoute = route ? (route.kind === 'search' ? siteSearchRoute() : listingRoute(route.listing)) : null;
  const clean = ssr && searchRoute ? searchRedirectFor(location, searchRoute) : null;
  if (clean) {
    yield put(routeRedirected({ location: clean, statusCode: CLEAN_SEARCH_REDIRECT_STATUS, reason: 'cleanPath' }));
    return;
  }
  const tasks = searches.miniLists.map((list) =>
    call(
      doSearch,
      {
        context: 'minilist',
        facet: list.id,
        config: miniLists[list.id],
        params: { filters: list.filters ?? {} },
        excludeIds: list.excludeIds,
      },
      ssr,
    ),
  );
  if (searchRoute) tasks.push(call(searchLocationSaga, { route: searchRoute, location, ssr }));
  yield all(tasks);
}
