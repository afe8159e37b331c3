import type { RoutingState } from '../../src/features/routing';
import { initialRootState } from '../../src/app/rootReducer';
import { pageSearchesFor as searchesFor, showsSearchUi as showsUi, staysOnSearchPage } from '../../src/app/search/pageSearches';
import { makeEntry } from '../../src/app/testing/fakeDelivery';
import { site } from '..';

const pageSearchesFor = (routing: RoutingState) => searchesFor(site, routing);
const showsSearchUi = (routing: RoutingState) => showsUi(site, routing);
const staysOnSearch = staysOnSearchPage(site);

// Which pages search (and so load the search chunk), and which moves stay on the search page shown.
const initial = initialRootState().routing;
const routing = (overrides: Partial<RoutingState>): RoutingState => ({ ...initial, ...overrides });
const searchRoute = { id: 'search', path: '/search{/:facet}{/:contentTypeId}', params: {}, requireLogin: null };
const listing = (kind: string, listedContentType?: string) => ({
  ...makeEntry('e-list', 'listingPage', 'List', '/list'),
  listing: kind,
  ...(listedContentType ? { listedContentType } : {}),
});
const article = {
  ...makeEntry('e-art', 'newsArticle', 'Story', '/news/story'),
  topics: [{ key: '0/1/2', name: 'Horticulture' }, { name: 'no key' }],
};

describe('pageSearchesFor', () => {
  it('names the site search, listings and mini lists; a content page in no section with topics searches nothing', () => {
    expect(pageSearchesFor(routing({ staticRoute: searchRoute }))).toEqual({ route: { kind: 'search' } });
    expect(pageSearchesFor(routing({ entry: listing('events') }))?.route).toEqual({ kind: 'listing', listing: 'events' });
    expect(pageSearchesFor(routing({ entry: listing('', 'person') }))?.route).toEqual({ kind: 'listing', listing: 'people' });
    expect(pageSearchesFor(routing({ entry: makeEntry('e-home', 'homePage', 'Home', '/') }))?.miniLists?.map((list) => list.id)).toEqual([
      'latestNews',
      'upcomingEvents',
    ]);
    expect(pageSearchesFor(routing({ entry: article }))?.miniLists).toEqual([
      { id: 'relatedNews', filters: { topic: ['0/1/2'] }, excludeIds: ['e-art'] },
    ]);
    expect(pageSearchesFor(routing({ entry: makeEntry('e-about', 'contentPage', 'About', '/about'), currentPath: '/about' }))).toBeNull();
    expect(pageSearchesFor(routing({ entry: listing('search') }))).toBeNull();
  });

  it('gives a content page the related news of its topics: its own, else its section’s in its project', () => {
    const page = (path: string, project = 'website', extra = {}) =>
      pageSearchesFor(
        routing({ currentProject: project, currentPath: path, entry: { ...makeEntry('e-page', 'contentPage', 'Page', path), ...extra } }),
      )?.miniLists ?? [];
    expect(page('/research/collections/seed-bank')).toEqual([{ id: 'relatedNews', filters: { topic: ['0/1/1/1'] }, excludeIds: [] }]);
    // Pages below a section take its topics; the nearest section wins.
    expect(page('/research/conservation-science/seed-conservation-of-native-orchids')[0].filters?.topic).toEqual([
      '0/1/1',
      '0/1/1/1',
      '0/1/1/2',
      '0/1/1/3',
    ]);
    expect(page('/research/collections')[0].filters?.topic).toEqual(['0/1/3', '0/1/3/1', '0/1/3/2', '0/1/3/3']);
    expect(page('/it-and-systems/booking-rooms', 'intranet')[0].filters?.topic).toEqual(['0/1/3']);
    expect(page('/it-and-systems/booking-rooms')).toEqual([]);
    expect(page('/research', 'elsewhere')).toEqual([]);
    expect(page('/contact', 'website', { topics: [{ key: '0/1/5/1' }] })[0].filters?.topic).toEqual(['0/1/5/1']);
    expect(showsSearchUi(routing({ currentPath: '/research', entry: makeEntry('e-page', 'contentPage', 'Page', '/research') }))).toBe(
      false,
    );
  });

  it('searches nothing for a page that did not load', () => {
    expect(pageSearchesFor(routing({ entry: listing('news'), notFound: true }))).toBeNull();
    expect(
      pageSearchesFor(routing({ staticRoute: searchRoute, redirect: { location: '/x', statusCode: 302, reason: 'cleanPath' } })),
    ).toBeNull();
  });

  it('only search pages and listings need the search UI; a page with mini lists does not', () => {
    expect(showsSearchUi(routing({ entry: listing('news') }))).toBe(true);
    expect(showsSearchUi(routing({ entry: article }))).toBe(false);
  });
});

describe('staysOnSearchPage', () => {
  it('keeps the site search for its facets and queries, and a listing for its own queries', () => {
    const onSearch = { routing: routing({ staticRoute: searchRoute, currentPath: '/search' }) };
    expect(staysOnSearch(onSearch, { pathname: '/search/news/newsArticle' })).toBe(true);
    expect(staysOnSearch(onSearch, { pathname: '/search/a/b/c' })).toBe(false);
    expect(staysOnSearch(onSearch, { pathname: '/about' })).toBe(false);
    const onListing = { routing: routing({ entry: listing('news'), currentPath: '/news' }) };
    expect(staysOnSearch(onListing, { pathname: '/news' })).toBe(true);
    expect(staysOnSearch(onListing, { pathname: '/news/story' })).toBe(false);
  });

  it('never for a page that is loading, failed or is not a search', () => {
    expect(
      staysOnSearch({ routing: routing({ entry: listing('news'), currentPath: '/news', isLoading: true }) }, { pathname: '/news' }),
    ).toBe(false);
    expect(
      staysOnSearch({ routing: routing({ entry: listing('news'), currentPath: '/news', isError: true }) }, { pathname: '/news' }),
    ).toBe(false);
    expect(
      staysOnSearch(
        { routing: routing({ entry: makeEntry('e', 'contentPage', 'About', '/about'), currentPath: '/about' }) },
        { pathname: '/about' },
      ),
    ).toBe(false);
  });
});
