import { browserEffects, locationChanged, routingBrowserSaga, type LocationChange } from '../../src/features/routing';
import { createAppStore } from '../../src/app/store';
import { fakeDelivery, makeEntry, makeNode } from '../../src/app/testing/fakeDelivery';
import { pageSearchBrowserSaga, searchLoadedPage } from '../../src/app/search/searchSagas';
import { searchAddressChosen } from '../../src/features/search';
import { staysOnSearchPage } from '../../src/app/search/pageSearches';
import { site as demoSite } from '..';
import { routeTableOf } from '../../src/app/site/routeTable';

// Client-side navigation onto and within search pages and listings: a page reached by a link loads its route
// and then searches; a search navigation (another query, facet or page) only searches: the node, its relatives
// and the navigation stay, and the history entry settles as "same page" (the scroll position is kept).
const newsListing = { ...makeEntry('e-news', 'listingPage', 'News', '/news'), listing: 'news' };
const site = {
  nodes: [
    makeNode('n-home', '/', 'Home', makeEntry('e-home', 'homePage', 'Home', '/')),
    makeNode('n-about', '/about', 'About us', makeEntry('e-about', 'contentPage', 'About us', '/about'), 'n-home'),
    makeNode('n-news', '/news', 'News', newsListing, 'n-home'),
    makeNode('n-search', '/search', 'Search', makeEntry('e-search', 'listingPage', 'Search the site', '/search'), 'n-home'),
  ],
  entries: Array.from({ length: 30 }, (_, i) => makeEntry(`news-${i}`, 'newsArticle', `Story ${i}`, `/news/story-${i}`)),
};

function setup() {
  const delivery = fakeDelivery(site);
  const app = createAppStore({
    site: demoSite,
    services: { delivery, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    routing: {
      routes: routeTableOf(demoSite),
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
      staysOnPage: staysOnSearchPage(demoSite),
      pageLoaded: searchLoadedPage,
    },
  });
  demoSite.searchChunk.whenLoaded((pages) => app.inject({ slices: [pages.searchSlice], then: pages.pageSearchStateRestored() }));
  const tasks = [app.runSaga(routingBrowserSaga), app.runSaga(pageSearchBrowserSaga)];
  let keys = 0;
  const go = (url: string, type?: 'POP') => {
    const { pathname, search, hash } = new URL(url, 'http://site.test');
    const change: LocationChange = { pathname, search, hash, key: `k${++keys}`, navigationType: type ?? (keys === 1 ? 'POP' : 'PUSH') };
    app.store.dispatch(locationChanged(change));
  };
  // Searches start once the search chunk's promise has resolved: give them a moment, then wait for quiet (for as
  // long as it takes: the test's timeout is the ceiling, so a busy machine is slower, never a failure).
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (;;) {
      const { routing, search } = app.store.getState();
      const busy =
        Object.values(search.listings).some((facet) => facet.entries.isLoading) ||
        Object.values(search.facets).some((facet) => facet.entries.isLoading);
      if (!routing.isLoading && routing.historyEntry?.settled && !busy) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const calls = (prefix: string) => delivery.calls.filter((call) => call.startsWith(prefix));
  return { ...app, delivery, go, settled, calls, stop: () => tasks.forEach((task) => task.cancel()) };
}

beforeAll(() => demoSite.searchChunk.load());
beforeEach(() => jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('a listing reached by a link loads its route, then its search', async () => {
  const { go, settled, store, calls, stop } = setup();
  go('/about');
  go('/news');
  await settled();
  expect(calls('nodes.get ')).toEqual(['nodes.get /news']);
  expect(
    store
      .getState()
      .search.listings.news.results.map((r) => r.entry.entryTitle)
      .slice(0, 2),
  ).toEqual(['Story 0', 'Story 1']);
  expect(store.getState().search.listings.news.pagingInfo).toMatchObject({ totalCount: 30, pageSize: 12 });
  stop();
});

it('a search navigation only searches: no node, relatives or navigation load, and the entry settles as the same page', async () => {
  const { go, settled, store, calls, stop } = setup();
  go('/about');
  go('/news');
  await settled();
  const before = [...calls('nodes')];
  go('/news?pageIndex=2');
  expect(store.getState().routing.historyEntry).toMatchObject({ settled: true, pageChanged: false });
  await settled();
  expect(calls('nodes')).toEqual(before);
  expect(store.getState().routing).toMatchObject({ currentPath: '/news', location: { search: '?pageIndex=2' }, isLoading: false });
  expect(store.getState().routing.entry?.entryTitle).toBe('News');
  expect(store.getState().search.listings.news.results[0].entry.entryTitle).toBe('Story 12');
  stop();
});

it('moving between the search page’s facets is a search navigation too; leaving it loads the next route', async () => {
  const { go, settled, store, calls, stop } = setup();
  go('/about');
  go('/search?term=story');
  await settled();
  expect(store.getState().search.currentFacet).toBe('all');
  const routeLoads = calls('nodes.get ').length;
  go('/search/news?term=story');
  await settled();
  expect(calls('nodes.get ')).toHaveLength(routeLoads);
  expect(store.getState().search).toMatchObject({ currentFacet: 'news', term: 'story' });
  go('/about');
  await settled();
  expect(calls('nodes.get ')).toHaveLength(routeLoads + 1);
  stop();
});

it('a newer search navigation cancels the search still under way for an older one, and aborts its request', async () => {
  const { go, settled, store, delivery, stop } = setup();
  go('/about');
  go('/news');
  await settled();
  // The search for "a" is answered only after the search for "story".
  const search = delivery.entries.search.bind(delivery.entries);
  const signals: AbortSignal[] = [];
  let releaseFirst = () => undefined as void;
  delivery.entries.search = (async (query: Parameters<typeof search>[0], depth?: number, options: { signal?: AbortSignal } = {}) => {
    if (options.signal) signals.push(options.signal);
    if (signals.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
    return search(query, depth, options);
  }) as typeof delivery.entries.search;
  go('/news?term=a');
  // The first search is under way (held) before the visitor types on.
  while (signals.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  go('/news?term=story');
  await settled();
  releaseFirst();
  await settled();
  const news = store.getState().search.listings.news;
  expect(signals[0].aborted).toBe(true);
  expect(news.lastSearch?.term).toBe('story');
  expect(news.results.map((r) => r.entry.entryTitle)).toContain('Story 1');
  expect(news.entries.isLoading).toBe(false);
  stop();
});

it('a search control’s chosen address sends its search at once, before the address changes; the location change does not search again', async () => {
  const { go, settled, store, calls, stop } = setup();
  go('/about');
  go('/news');
  await settled();
  // The results' searches (the year counts, after the results, filter on a year).
  const resultSearches = () => calls('entries.search').filter((call) => !call.includes('publishDate')).length;
  const before = resultSearches();
  store.dispatch(searchAddressChosen({ path: '/news', search: '?pageIndex=2', hash: '' }));
  // Sent in the same task: the page has not rendered the new address yet.
  expect(resultSearches()).toBe(before + 1);
  expect(store.getState().routing.location.search).toBe('');
  go('/news?pageIndex=2');
  await settled();
  expect(resultSearches()).toBe(before + 1);
  expect(store.getState().search.listings.news.results[0].entry.entryTitle).toBe('Story 12');
  stop();
});

it('a chosen address the page would not stay on searches nothing until its page is shown', async () => {
  const { go, settled, store, calls, stop } = setup();
  go('/about');
  await settled();
  store.dispatch(searchAddressChosen({ path: '/news', search: '?pageIndex=2', hash: '' }));
  expect(calls('entries.search')).toHaveLength(0);
  go('/news?pageIndex=2');
  await settled();
  expect(store.getState().search.listings.news.results[0].entry.entryTitle).toBe('Story 12');
  stop();
});

it('a page reached by back or forward settles once its searches have arrived, so its position is restored on a page as tall as it was', async () => {
  const { go, store, stop, settled } = setup();
  const seen: number[] = [];
  store.subscribe(() => {
    const { routing, search } = store.getState();
    if (routing.historyEntry?.settled && routing.historyEntry.pageChanged && routing.currentPath === '/news')
      seen.push(search.listings.news?.results.length ?? 0);
  });
  go('/about');
  go('/about/x');
  await settled();
  go('/news', 'POP');
  await settled();
  expect(seen[0]).toBe(12);
  stop();
});

it('results the first page drew in its HTML only are searched again when the visitor comes back to it', async () => {
  const { go, settled, store, stop, calls } = setup();
  go('/about');
  go('/news');
  await settled();
  // As if /news had been the page the server rendered: its results are markers of its HTML.
  const news = store.getState().search.listings.news;
  store.dispatch({
    type: 'search/searchEntriesSet',
    payload: {
      context: 'listings',
      facet: 'news',
      preload: false,
      search: news.lastSearch,
      pageIndex: 0,
      items: news.results.map(() => ({ $inPage: true })),
      featured: [],
      totalCount: 30,
      pageCount: 3,
      duration: 1,
      aggregations: {},
    },
  });
  const searches = calls('entries.search').length;
  go('/about');
  await settled();
  go('/news');
  await settled();
  expect(calls('entries.search').length).toBeGreaterThan(searches);
  expect(store.getState().search.listings.news.results[0].entry.entryTitle).toBe('Story 0');
  stop();
});
