// The search chunk's module: the search UI as the site shows it, and the saga that runs a page's searches
// (the server runs it before the render, the browser on each search navigation), bound to the site's configuration.
import { all, call, put } from 'redux-saga/effects';
import { routeRedirected } from '../../features/routing';
import type { SearchRoute } from '../../features/search';
import { doSearch, SearchView, searchLocationSaga, searchRedirectFor, type SearchViewOptions } from '../../features/search/lazy';
import type { PageSearches } from '../pages/types';
import type { SearchDefinition } from '../site/types';

export { pageSearchStateRestored, searchSlice, serverPageLeft } from '../../features/search/lazy';

/**
 * How results look and links navigate, given by the main bundle (SearchRoute.tsx): the result cards and the
 * router's link are the content pages' own, so the chunk does not import them (a module shared by the main
 * bundle and a chunk costs the main bundle more than its own code).
 */
export type SearchUiProps = Pick<SearchViewOptions, 'renderResult' | 'linkComponent' | 'onNavigate'>;

/** The largest page a URL may ask for unless the site says: every visitor may ask, and the CDN caches each answer. */
const MAX_PUBLIC_PAGE_SIZE = 50;
const PAGE_SIZES = { search: [10, 20, 50], listing: [12, 24, 48] };

/**
 * A plain form's search (every field sent, empty or at its default) goes on to the URL the scripted UI writes for
 * it: one address a search, whichever way it was made. A 302: which URL is canonical follows the configuration
 * (a default page size), which may change. It depends on the URL only, so it is public like a path-cleaning one.
 */
const CLEAN_SEARCH_REDIRECT_STATUS = 302;

type Location = { pathname: string; search: string; hash?: string };

/** The search UI and sagas for the site's search configuration. */
export function searchPagesFor(config: SearchDefinition, searchPath: string) {
  const sortOptions = config.sortOptions ?? {};
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  const maxPageSize = config.maxPageSize ?? MAX_PUBLIC_PAGE_SIZE;

  // Routes are made for each search (the slice applies a configuration once), so choices that depend on the day
  // (the years offered, "next 7 days") are today's, however long the server has run.
  function siteSearchRoute(now = new Date()): SearchRoute {
    return { context: 'facets', path: searchPath, config: config.siteSearch?.(now) ?? { facets: {} }, maxPageSize };
  }

  function listingRoute(listing: string, now = new Date()): SearchRoute | null {
    const listingConfig = config.listings?.[listing];
    return listingConfig ? { context: 'listings', listing, config: { listings: { [listing]: listingConfig(now) } }, maxPageSize } : null;
  }

  /** The site search's UI (tabs, filters, results). */
  function SiteSearch({ termLabel, ...props }: SearchUiProps & { termLabel: string }) {
    return <SearchView {...props} sortOptions={sortOptions} pageSizes={pageSizes.search} termLabel={termLabel} />;
  }

  /** A listing page's results, filters and paging. */
  function ListingSearch({ listing, ...props }: SearchUiProps & { listing: string }) {
    const termLabel = config.listingLabels?.[listing] ?? 'Search';
    return <SearchView {...props} sortOptions={sortOptions} pageSizes={pageSizes.listing} termLabel={termLabel} />;
  }

  /**
   * Runs a page's searches: its route's (site search or listing) for the location, and its mini lists. On the server
   * a search location that is not in its canonical form redirects there instead.
   */
  function* runPageSearches(searches: PageSearches, location: Location, ssr: boolean) {
    const { route } = searches;
    const searchRoute = route ? (route.kind === 'search' ? siteSearchRoute() : listingRoute(route.listing)) : null;
    const clean = ssr && searchRoute ? searchRedirectFor(location, searchRoute) : null;
    if (clean) {
      yield put(routeRedirected({ location: clean, statusCode: CLEAN_SEARCH_REDIRECT_STATUS, reason: 'cleanPath' }));
      return;
    }
    const miniLists = config.miniLists ?? {};
    const tasks = (searches.miniLists ?? [])
      .filter((list) => miniLists[list.id])
      .map((list) =>
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

  return { SiteSearch, ListingSearch, runPageSearches, siteSearchRoute, listingRoute };
}

export type BoundSearchPages = ReturnType<typeof searchPagesFor>;
