// The search chunk's module: the search UI as the site shows it, and the saga that runs a page's searches
// (the server runs it before the render, the browser on each search navigation), bound to the site's configuration.
import { useMemo } from 'react';
import { all, call, put, select } from 'redux-saga/effects';
import { routeRedirected } from '../../features/routing';
import type { SearchRequestedPayload, SearchRoute } from '../../features/search';
import { areaOf, useWordsContext } from '../../lib/i18n';
import {
  anticipateFilterSearch,
  doSearch,
  likelyResultsHeld,
  SearchView,
  searchLocationSaga,
  searchRedirectFor,
  type SearchViewOptions,
} from '../../features/search/lazy';
import type { PageSearches } from '../pages/types';
import type { RootState } from '../rootReducer';
import { siteFromContext } from '../site/siteContext';
import type { SearchDefinition } from '../site/types';
import type { LoadedWords } from '../words/siteCatalogues';
import { configTextIn, isMessageId, listingIn, searchConfigIn, type ConfigText } from './configText';
import { sharedMiniList } from './sharedLists';

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

const asIs: ConfigText = (text) => text;

/** The configuration's text in the page's language: its message ids in the words of the page's catalogue. */
function* pageConfigText() {
  const site = yield* siteFromContext();
  const state: RootState = yield select();
  const { language } = state.routing;
  const loaded: LoadedWords = site.catalogues.loaded(language) ?? (yield call(() => site.catalogues.load(language)));
  return configTextIn(loaded.messages, loaded.language);
}

/** The search UI and sagas for the site's search configuration. */
export function searchPagesFor(config: SearchDefinition, searchPath: string) {
  const sortOptions = config.sortOptions ?? {};
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  const maxPageSize = config.maxPageSize ?? MAX_PUBLIC_PAGE_SIZE;
  // The areas of the message ids among the labels the search views show (search boxes, sort choices): a view
  // waits for those areas, then shows only the messages it uses (the page carries those).
  const labels = [
    ...Object.values(config.listingLabels ?? {}),
    ...Object.values(sortOptions).flatMap((options) => options.map((o) => o.label)),
  ];
  const labelAreas = [...new Set(labels.filter(isMessageId).map(areaOf))];

  function useConfigText(): ConfigText {
    const words = useWordsContext('search', ...labelAreas);
    // The same function while the words stay: the search view's parts are memos that take it.
    return useMemo(() => (text) => (isMessageId(text) && labelAreas.includes(areaOf(text)) ? words.t(text) : text), [words]);
  }

  // Routes are made for each search (the slice applies a configuration once), so choices that depend on the day
  // (the years offered, "next 7 days") are today's, however long the server has run.
  // Their titles are in the page's language (`text`, see configText.ts).
  function siteSearchRoute(now = new Date(), text = asIs): SearchRoute {
    return { context: 'facets', path: searchPath, config: searchConfigIn(config.siteSearch?.(now) ?? { facets: {} }, text), maxPageSize };
  }

  function listingRoute(listing: string, now = new Date(), text = asIs): SearchRoute | null {
    const listingConfig = config.listings?.[listing];
    return listingConfig
      ? { context: 'listings', listing, config: searchConfigIn({ listings: { [listing]: listingConfig(now) } }, text), maxPageSize }
      : null;
  }

  /** The site search's UI (tabs, filters, results). */
  function SiteSearch({ termLabel, ...props }: SearchUiProps & { termLabel: string }) {
    const configText = useConfigText();
    return <SearchView {...props} sortOptions={sortOptions} pageSizes={pageSizes.search} termLabel={termLabel} configText={configText} />;
  }

  /** A listing page's results, filters and paging. */
  function ListingSearch({ listing, ...props }: SearchUiProps & { listing: string }) {
    const configText = useConfigText();
    const label = config.listingLabels?.[listing];
    return (
      <SearchView
        {...props}
        sortOptions={sortOptions}
        pageSizes={pageSizes.listing}
        termLabel={label === undefined ? undefined : configText(label)}
        configText={configText}
      />
    );
  }

  /**
   * Runs a page's searches: its route's (site search or listing) for the location, and its mini lists. On the server
   * a search location that is not in its canonical form redirects there instead.
   */
  function* runPageSearches(searches: PageSearches, location: Location, ssr: boolean) {
    const { route } = searches;
    const text: ConfigText = yield* pageConfigText();
    const now = new Date();
    const searchRoute = route ? (route.kind === 'search' ? siteSearchRoute(now, text) : listingRoute(route.listing, now, text)) : null;
    const clean = ssr && searchRoute ? searchRedirectFor(location, searchRoute) : null;
    if (clean) {
      yield put(routeRedirected({ location: clean, statusCode: CLEAN_SEARCH_REDIRECT_STATUS, reason: 'cleanPath' }));
      return;
    }
    const miniLists = config.miniLists ?? {};
    const tasks = (searches.miniLists ?? [])
      .filter((list) => miniLists[list.id])
      .map((list) => {
        const payload: SearchRequestedPayload = {
          context: 'minilist',
          facet: list.id,
          config: listingIn(miniLists[list.id], text),
          params: { filters: list.filters ?? {} },
          excludeIds: list.excludeIds,
        };
        // The server shows a list another page searched (sharedLists.ts); the browser searches.
        return ssr ? call(sharedMiniList, payload) : call(doSearch, payload, ssr);
      });
    if (searchRoute) tasks.push(call(searchLocationSaga, { route: searchRoute, location, ssr }));
    yield all(tasks);
  }

  return { SiteSearch, ListingSearch, runPageSearches, anticipateFilterSearch, likelyResultsHeld, siteSearchRoute, listingRoute };
}

export type BoundSearchPages = ReturnType<typeof searchPagesFor>;
