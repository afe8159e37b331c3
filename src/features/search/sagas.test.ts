// The search sagas: a route's location searched on the server and in the browser, mini lists, filters,
// featured results, custom APIs and every search error of spec §8.
import { doSearch, searchBrowserSaga, searchLocationSaga } from './sagas';
import { searchRequested } from './slice';
import { entry, searchConfig } from './testing/fixtures';
import { asks, harness, locationAt, page, renderedByServer, type SentQuery } from './testing/sagaHarness';
import type { SearchRoute, SearchState } from './types';

const searchRoute: SearchRoute = { context: 'facets', path: '/search', config: searchConfig };

/** A topic entry whose slug is not its id (a filter item's path is the slug, its key the id). */
const topicEntry = (id: string, title: string) => {
  const made = entry(id, title, 'topic');
  return { ...made, sys: { ...made.sys, slug: title.toLowerCase() } };
};

/** Answers filter item queries with topics and searches with one entry per content type asked for. */
function siteAnswers(query: SentQuery) {
  if (asks(query, '"topic"')) return page([topicEntry('t-1', 'Bees'), topicEntry('t-2', 'Wasps')]);
  const type = ['news', 'event', 'person'].find((t) => asks(query, `"${t}"`)) ?? 'other';
  return page([entry(`${type}-${String(query.pageIndex)}`, `A ${type}`, type)], {
    totalCount: 31,
    pageCount: 4,
    aggregations: { sf_year: { '2024': 6 } },
  });
}

/** Count searches ask for one entry's id (query/itemCounts.ts). */
const isCount = (q: SentQuery) => q.pageSize === 1 && JSON.stringify(q.fields) === '["sys.id"]';
const mainSearches = (searches: SentQuery[]) => searches.filter((q) => !asks(q, '"topic"') && !isCount(q));
const ids = (state: SearchState, facet: string) => state.facets[facet].results.map((r) => r.entry.sys.id);

describe('searchLocationSaga on the server', () => {
  it('applies the config, sets the route filters, loads filters, searches the facet and preloads the others', async () => {
    const h = harness({ respond: siteAnswers });
    await h.run(searchLocationSaga, {
      route: searchRoute,
      location: locationAt('/search/news?term=bees&pageIndex=2&year=2024&kind=blog'),
      ssr: true,
    });

    expect(h.state).toMatchObject({ currentFacet: 'news', term: 'bees', config: { isLoaded: true, ssr: true } });
    expect(ids(h.state, 'news')).toEqual(['news-1']);
    expect(h.state.facets.news.pagingInfo).toMatchObject({ pageIndex: 1, totalCount: 31, pageCount: 4 });
    expect(h.state.facets.news.filters.year.items.find((i) => i.key === '2024')).toMatchObject({ isSelected: true, aggregate: 6 });
    expect(h.state.facets.news.filters.topic.items[0]).toEqual({
      key: 't-1',
      title: 'Bees',
      path: 'bees',
      isSelected: false,
      contentTypeId: 'topic',
    });
    expect(h.state.facets.news.filters.topic.items.map((i) => i.title)).toEqual(['Bees', 'Wasps']);
    expect(h.searches.find((q) => asks(q, '"topic"'))).toMatchObject({ pageSize: 100, orderBy: [{ asc: 'entryTitle' }] });

    const [news, ...preloads] = mainSearches(h.searches);
    expect(news).toMatchObject({ pageIndex: 1, pageSize: 10 });
    expect(asks(news, '{"field":"year","in":["2024"]}')).toBe(true);
    expect(asks(news, '{"field":"kind","in":["blog"]}')).toBe(true);
    expect(asks(news, '{"field":"region","in":["uk"]}')).toBe(true);
    expect(asks(news, '{"field":"sys.language","in":["en-GB"]}')).toBe(true);
    expect(preloads.map((q) => q.pageIndex)).toEqual([0, 0, 0]);
    expect(Object.values(h.state.facets).map((f) => [f.preloaded, f.pagingInfo.totalCount])).toEqual([
      [true, 31],
      [false, 31],
      [true, 31],
      [true, 31],
    ]);
  });

  it('shows the default facet when the URL names none or an unknown one', async () => {
    for (const url of ['/search', '/search/bogus']) {
      const h = harness({ respond: siteAnswers });
      await h.run(searchLocationSaga, { route: searchRoute, location: locationAt(url), ssr: true });
      expect(h.state.currentFacet).toBe('news');
    }
  });

  it('searches a listing without preloading anything', async () => {
    const h = harness({ respond: siteAnswers });
    await h.run(searchLocationSaga, {
      route: { context: 'listings', listing: 'newsListing', config: searchConfig },
      location: locationAt('/news?pageIndex=2'),
      ssr: true,
    });
    expect(h.state).toMatchObject({ context: 'listings', currentListing: 'newsListing' });
    expect(h.searches).toHaveLength(1);
    expect(h.searches[0]).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(Object.keys(h.state.facets)).toEqual([]);
  });

  it('warns and searches nothing when the route names a listing the config lacks', async () => {
    const h = harness({ respond: siteAnswers });
    await h.run(searchLocationSaga, {
      route: { context: 'listings', listing: 'nope', config: searchConfig },
      location: locationAt('/x'),
      ssr: true,
    });
    expect(h.searches).toEqual([]);
    expect(h.log.warn).toHaveBeenCalledWith('No search facet or listing to show', { context: 'listings', path: '/x' });
  });

  it('uses the page’s version status', async () => {
    const h = harness({ respond: siteAnswers, services: { environment: () => ({ versionStatus: 'latest' }) } });
    await h.run(searchLocationSaga, {
      route: { context: 'listings', listing: 'newsListing', config: searchConfig },
      location: locationAt('/news'),
      ssr: true,
    });
    expect(asks(h.searches[0], '{"field":"sys.versionStatus","equalTo":"latest"}')).toBe(true);
    expect(asks(h.searches[0], 'sys.language')).toBe(false);
  });
});

describe('searchLocationSaga in the browser', () => {
  const serverRendered = (url: string) => renderedByServer(searchRoute, url, siteAnswers);

  it('searches nothing for the location the server rendered', async () => {
    const h = await serverRendered('/search/news?term=bees&year=2024');
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news?term=bees&year=2024'), ssr: false });
    expect(h.searches).toEqual([]);
    expect(h.state.config.ssr).toBe(false);
    expect(h.actions.map((a) => a.type)).toEqual(['search/routeFiltersSet', 'search/searchSkipped']);
    expect(h.actions[1]).toMatchObject({ payload: { facet: 'news', reason: 'server-rendered' } });
  });

  it('searches a new page of the facet; the other tabs, whose own inputs did not change, keep their results', async () => {
    const h = await serverRendered('/search/news?term=bees');
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news?term=bees&pageIndex=3'), ssr: false });
    expect(h.searches.map((q) => q.pageIndex)).toEqual([2]);
    expect(h.searches.some((q) => asks(q, '"person"'))).toBe(false);
    expect(ids(h.state, 'news')).toEqual(['news-2']);
  });

  it('switches to a preloaded facet without searching', async () => {
    const h = await serverRendered('/search/news');
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: false });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/all'), ssr: false });
    expect(mainSearches(h.searches)).toEqual([]);
    expect(h.state.currentFacet).toBe('all');
  });

  it('pages an internally paged facet without searching', async () => {
    const h = await serverRendered('/search/people');
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/people?pageIndex=4'), ssr: false });
    expect(h.searches).toEqual([]);
    expect(h.state.facets.people.pagingInfo.pageIndex).toBe(3);
  });

  it('searches again when the term changes', async () => {
    const h = await serverRendered('/search/news?term=bees');
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news?term=wasps'), ssr: false });
    expect(asks(h.searches[0], 'wasps')).toBe(true);
    expect(h.searches).toHaveLength(4);
  });
});

describe('a newer location taking over', () => {
  it('ends the loading state of the search it cancels', async () => {
    const h = harness({ respond: () => new Promise(() => undefined) });
    const task = h.start(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.state.facets.events.entries.isLoading).toBe(true);
    task.cancel();
    expect(h.state.facets.events.entries.isLoading).toBe(false);
    expect(h.actions.at(-1)).toEqual({ type: 'search/searchCancelled', payload: { context: 'facets', facet: 'events' } });
  });
});

describe('filters', () => {
  it('loads a taxonomy filter’s children (depth 2, defined order, page language)', async () => {
    const node = {
      key: '0/4',
      name: 'Places',
      path: 'Root/Places',
      hasChildren: true,
      children: [
        { key: '0/4/1', name: { 'en-GB': 'Leeds', cy: 'Leeds' }, path: 'Root/Places/Leeds', hasChildren: false },
        { key: '0/4/2', name: 'York', path: 'Root/Places/York', hasChildren: false },
      ],
    };
    const h = harness({ respond: siteAnswers, taxonomy: () => node });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events?place=0/4/2'), ssr: true });
    expect(h.taxonomy).toEqual([{ path: 'Root/Places', childDepth: 2, order: 'defined', language: 'en-GB' }]);
    expect(h.state.facets.events.filters.place.items).toEqual([
      { key: '0/4/1', title: 'Leeds', path: 'Root/Places/Leeds', isSelected: false },
      { key: '0/4/2', title: 'York', path: 'Root/Places/York', isSelected: true },
    ]);
  });

  it("marks a taxonomy filter with no answer: No payload returned for taxonomy path: '{path}'", async () => {
    const h = harness({ respond: siteAnswers, taxonomy: () => null });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: true });
    expect(h.state.facets.events.filters.place).toMatchObject({
      isLoading: false,
      isError: true,
      error: "No payload returned for taxonomy path: 'Root/Places'",
    });
    expect(h.log.warn).toHaveBeenCalledWith('Search filter failed to load', expect.objectContaining({ filter: 'place' }));
  });

  it('marks a content type filter with no answer: No payload returned by search', async () => {
    const h = harness({ respond: (q) => (asks(q, '"topic"') ? null : siteAnswers(q)) });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news'), ssr: true });
    expect(h.state.facets.news.filters.topic).toMatchObject({ isError: true, error: 'No payload returned by search' });
    expect(ids(h.state, 'news')).toEqual(['news-0']);
  });

  it('throws an error answer, recording its message, and loads a failed filter again next time', async () => {
    let fail = true;
    const h = harness({
      respond: (q) => (asks(q, '"topic"') && fail ? { type: 'error', message: 'Index offline', logId: 'l', data: null } : siteAnswers(q)),
    });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news'), ssr: true });
    expect(h.state.facets.news.filters.topic).toMatchObject({ isError: true, error: 'Index offline' });
    fail = false;
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news?kind=blog'), ssr: true });
    expect(h.state.facets.news.filters.topic).toMatchObject({ isError: false, items: [{ title: 'Bees' }, { title: 'Wasps' }] });
  });
});

describe('search errors', () => {
  const listing: SearchRoute = { context: 'listings', listing: 'newsListing', config: searchConfig };

  it.each([
    [
      'a rejected call',
      () => Promise.reject({ status: 500, statusText: 'Server Error', url: 'x', data: { message: 'Shard failure' } }),
      'Shard failure',
    ],
    ['no answer', () => null, 'No payload returned by search'],
    ['an error answer', () => ({ type: 'error', message: 'Bad where', logId: 'x', data: null }), 'Bad where'],
  ])('on %s logs "Error running search saga" and marks the entries', async (_name, respond, message) => {
    const h = harness({ respond });
    await h.run(searchLocationSaga, { route: listing, location: locationAt('/news'), ssr: true });
    expect(h.log.error).toHaveBeenCalledWith('Error running search saga', { context: 'listings', facet: 'newsListing', message });
    expect(h.state.listings.newsListing.entries).toEqual({ isLoading: false, isError: true, error: message });
  });

  it("warns, and marks the entries, when the platform refused the visitor's token (expired or revoked meanwhile)", async () => {
    const h = harness({
      respond: () =>
        Promise.reject({
          status: 401,
          statusText: 'Unauthorized',
          url: 'x',
          data: { message: 'The access token is not valid or has expired' },
        }),
    });
    await h.run(searchLocationSaga, { route: listing, location: locationAt('/news'), ssr: true });
    expect(h.log.error).not.toHaveBeenCalled();
    expect(h.log.warn).toHaveBeenCalledWith('Search refused for this visitor', {
      context: 'listings',
      facet: 'newsListing',
      message: 'The access token is not valid or has expired',
    });
    expect(h.state.listings.newsListing.entries).toMatchObject({ isLoading: false, isError: true });
  });

  it('searches a failed facet again for the same location', async () => {
    let fail = true;
    const h = harness({ respond: (q) => (fail ? null : siteAnswers(q)) });
    await h.run(searchLocationSaga, { route: listing, location: locationAt('/news'), ssr: true });
    fail = false;
    await h.run(searchLocationSaga, { route: listing, location: locationAt('/news'), ssr: false });
    expect(h.state.listings.newsListing.entries.isError).toBe(false);
    expect(h.searches).toHaveLength(2);
  });
});

describe('filter values that cannot be read', () => {
  it('are left out of the search and reported in the log as info', async () => {
    const h = harness({ respond: siteAnswers });
    const config = { listings: { priced: { filters: { price: { fieldId: 'price', fieldOperator: 'between' as const } } } } };
    await h.run(searchLocationSaga, {
      route: { context: 'listings', listing: 'priced', config },
      location: locationAt('/x?price=5'),
      ssr: true,
    });
    expect(asks(h.searches[0], 'price')).toBe(false);
    expect(h.log.info).toHaveBeenCalledWith(
      '[search] A "between" filter needs two values separated by "--"; the value "5" has been discarded.',
    );
  });
});

describe('featured results', () => {
  it('searches the featured entries first and leaves them out of the results', async () => {
    const config = {
      listings: { promoted: { queryParams: { contentTypeIds: ['news'], featuredResults: { contentTypeId: 'promo', count: 2 } } } },
    };
    const h = harness({ respond: (q) => (asks(q, '"promo"') ? page([entry('p1'), entry('p2')]) : page([entry('n1')])) });
    await h.run(searchLocationSaga, { route: { context: 'listings', listing: 'promoted', config }, location: locationAt('/'), ssr: true });
    expect(h.searches[0]).toMatchObject({ pageSize: 2 });
    expect(asks(h.searches[1], '{"not":[{"field":"sys.id","in":["p1","p2"]}]}')).toBe(true);
    expect(h.state.listings.promoted.featuredResults.map((e) => e.sys.id)).toEqual(['p1', 'p2']);
    expect(h.state.listings.promoted.results.map((r) => r.entry.sys.id)).toEqual(['n1']);
  });
});

describe('custom API', () => {
  const config = (uri: string) => ({
    listings: { shop: { customApi: { uri }, queryParams: { pageSize: 5 }, filters: { colour: { fieldId: 'colour' } } } },
  });
  const route = (uri: string): SearchRoute => ({ context: 'listings', listing: 'shop', config: config(uri) });

  it('calls GET {uri} on the site’s origin on the server, with the search’s parameters', async () => {
    const fetchJson = jest.fn(async () => ({ items: [entry('s1')], totalCount: 9, pageCount: 2 }));
    const h = harness({ services: { localOrigin: 'http://127.0.0.1:3000', fetchJson } });
    await h.run(searchLocationSaga, {
      route: route('/api/shop'),
      location: locationAt('/shop?term=red+hat&colour=red,blue&pageIndex=2'),
      ssr: true,
    });
    expect(fetchJson).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/api/shop?term=red+hat&linkDepth=0&pageSize=5&pageIndex=1&versionStatus=published&colour=red%2Cblue',
      expect.any(AbortSignal),
    );
    expect(h.state.listings.shop.results.map((r) => r.entry.sys.id)).toEqual(['s1']);
    expect(h.state.listings.shop.pagingInfo).toMatchObject({ totalCount: 9, pageCount: 2 });
    expect(h.searches).toEqual([]);
  });

  it('keeps a relative uri relative in the browser and reads a plain list answer', async () => {
    const fetchJson = jest.fn(async () => [entry('a'), entry('b')]);
    const h = harness({ services: { fetchJson } });
    await h.run(searchLocationSaga, { route: route('/api/shop'), location: locationAt('/shop'), ssr: false });
    expect(fetchJson).toHaveBeenCalledWith('/api/shop?linkDepth=0&pageSize=5&pageIndex=0&versionStatus=published', expect.any(AbortSignal));
    expect(h.state.listings.shop.pagingInfo).toMatchObject({ totalCount: 2, pageCount: 1 });
  });

  it.each([
    ['no uri', '', {}, 'uri is required to use customApi'],
    ['a relative uri on a server without an origin', '/api/shop', {}, 'A relative customApi uri needs the site origin on the server'],
  ])('fails the search for %s', async (_name, uri, services, message) => {
    const h = harness({ services });
    await h.run(searchLocationSaga, { route: route(uri), location: locationAt('/shop'), ssr: true });
    expect(h.state.listings.shop.entries).toMatchObject({ isError: true, error: message });
    expect(h.log.error).toHaveBeenCalledWith('Error running search saga', expect.objectContaining({ message }));
  });
});

describe('doSearch (mini lists)', () => {
  it('applies the list’s config once, excludes ids, ignores the term and preloads nothing', async () => {
    const h = harness({ respond: siteAnswers });
    const request = { facet: 'related', config: { queryParams: { contentTypeIds: ['news'], pageSize: 3 } }, excludeIds: 'e-1,e-2' };
    await h.run(doSearch, request, true);
    expect(h.searches).toHaveLength(1);
    expect(h.searches[0]).toMatchObject({ pageSize: 3 });
    expect(asks(h.searches[0], '{"not":[{"field":"sys.id","in":["e-1","e-2"]}]}')).toBe(true);
    expect(h.state.minilist.related.results).toHaveLength(1);
    // The browser's first request for the same list finds its results in the page.
    await h.run(doSearch, request, false);
    expect(h.searches).toHaveLength(1);
  });

  it('runs when the browser saga hears searchRequested', async () => {
    const h = harness({ respond: siteAnswers });
    const watcher = h.start(searchBrowserSaga);
    expect(h.searches).toEqual([]);
    h.emit(searchRequested({ facet: 'related', config: { queryParams: { contentTypeIds: ['event'] } } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    watcher.cancel();
    expect(h.searches).toHaveLength(1);
    expect(h.state.minilist.related.results.map((r) => r.entry.sys.id)).toEqual(['event-0']);
  });

  it('searches nothing for an unknown list', async () => {
    const h = harness({ respond: siteAnswers });
    await h.run(doSearch, { facet: 'nope' }, true);
    expect(h.searches).toEqual([]);
  });
});

describe('the page’s language', () => {
  const places = (language: string) => ({
    key: '0/4',
    name: 'Places',
    path: 'Root/Places',
    hasChildren: true,
    children: [{ key: '0/4/1', name: { 'en-GB': 'Cardiff', cy: 'Caerdydd' }, path: 'Root/Places/Cardiff', hasChildren: false }],
    language,
  });
  /** A harness whose page language can change between locations, as /search and /cy/search give. */
  function bilingual() {
    const page = { language: 'cy' };
    const h = harness({
      respond: siteAnswers,
      taxonomy: () => places(page.language),
      services: { environment: () => ({ versionStatus: 'published', language: page.language }) },
    });
    return { h, page };
  }
  const languagesAsked = (q: SentQuery) => JSON.stringify(q.where).match(/"sys\.language","in":\[[^\]]*\]/g) ?? [];

  it('reaches every search, count search, filter item query and taxonomy call', async () => {
    const { h } = bilingual();
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/news?term=gwenyn&year=2024'), ssr: true });
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: true });
    expect(h.searches.length).toBeGreaterThan(5);
    for (const q of h.searches) expect(languagesAsked(q)).toEqual(['"sys.language","in":["cy"]']);
    expect(h.searches.some(isCount)).toBe(true);
    expect(h.taxonomy).toEqual([{ path: 'Root/Places', childDepth: 2, order: 'defined', language: 'cy' }]);
    expect(h.state.facets.events.filters.place.items.map((i) => i.title)).toEqual(['Caerdydd']);
  });

  it('reaches a mini list', async () => {
    const { h } = bilingual();
    await h.run(doSearch, { facet: 'related', config: searchConfig.minilist?.related }, true);
    expect(h.searches.map(languagesAsked)).toEqual([['"sys.language","in":["cy"]']]);
  });

  it('searches the same address again in another language, and loads the filter titles in it', async () => {
    const { h, page } = bilingual();
    page.language = 'en-GB';
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: false });
    expect(h.state.facets.events.filters.place.items.map((i) => i.title)).toEqual(['Cardiff']);
    const before = h.searches.length;

    page.language = 'cy';
    await h.run(searchLocationSaga, { route: searchRoute, location: locationAt('/search/events'), ssr: false });
    const again = h.searches.slice(before).filter((q) => !isCount(q));
    expect(again.map(languagesAsked)).toContainEqual(['"sys.language","in":["cy"]']);
    expect(h.taxonomy.map((call) => call.language)).toEqual(['en-GB', 'cy']);
    expect(h.state.facets.events.filters.place.items.map((i) => i.title)).toEqual(['Caerdydd']);
    expect(h.state.facets.events.lastSearch?.language).toBe('cy');
  });
});
