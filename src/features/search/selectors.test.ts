// What the UI reads: results, paging, filters, tabs with totals, and the URL each UI action navigates to.
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialSearchState } from './facetState';
import {
  selectCurrentFacet,
  selectFacetTitles,
  selectIsLoaded,
  selectIsLoading,
  selectRenderableFilters,
  selectResults,
  selectSearchError,
  selectSearchTotalCount,
  selectSearchUrl,
  selectSelectedFilters,
  selectTabs,
} from './selectors';
import {
  currentFacetChanged,
  filterToggled,
  pageIndexChanged,
  pageSizeChanged,
  routeFiltersSet,
  searchConfigApplied,
  searchEntriesSet,
  searchFailed,
  searchReducer,
  searchStarted,
  searchTermChanged,
  sortOrderChanged,
} from './slice';
import { answer, searchConfig } from './testing/fixtures';
import { parseSearchLocation } from './url/parseSearchUrl';

const noParams = { term: '', orderBy: [], pageIndex: null, pageSize: null, filters: {} };

function root(...actions: UnknownAction[]) {
  const start = [
    searchConfigApplied({ config: searchConfig }),
    routeFiltersSet({ context: 'facets', facet: 'news', params: noParams, path: '/find', ssr: false }),
  ];
  return { search: [...start, ...actions].reduce(searchReducer, initialSearchState) };
}

const here = { pathname: '/find/news', search: '', hash: '' };

describe('result selectors', () => {
  it('read the current facet’s results, loading state and error', () => {
    let state = root(searchStarted({ context: 'facets', facet: 'news' }));
    expect([selectIsLoading(state), selectIsLoaded(state), selectResults(state)]).toEqual([true, false, []]);
    state = { search: searchReducer(state.search, searchEntriesSet(answer('news', 0, ['a']))) };
    expect([selectIsLoading(state), selectIsLoaded(state), selectResults(state).map((r) => r.entry.sys.id)]).toEqual([false, true, ['a']]);
    expect(selectSearchError(state)).toBeNull();
    state = { search: searchReducer(state.search, searchFailed({ context: 'facets', facet: 'news', message: 'Down' })) };
    expect(selectSearchError(state)).toBe('Down');
    expect(selectCurrentFacet(state)?.title).toBe('News');
  });

  it('read the shown filters and their selection', () => {
    const state = root(filterToggled({ filterKey: 'year', key: '2024' }));
    expect(Object.keys(selectRenderableFilters(state))).toEqual(['topic', 'year', 'kind', 'contentTypeId']);
    expect(selectSelectedFilters(state)).toEqual({ year: ['2024'] });
    expect(selectSelectedFilters(state)).toBe(selectSelectedFilters(state));
  });

  it('total each tab’s counted facets and the whole search', () => {
    const state = root(
      searchEntriesSet(answer('news', 0, [], { totalCount: 5 })),
      searchEntriesSet(answer('events', 0, [], { totalCount: 7 })),
      searchEntriesSet(answer('people', 0, [], { totalCount: 3 })),
    );
    expect(selectTabs(state).map((t) => [t.id, t.totalCount, t.isSelected, t.currentFacet])).toEqual([
      [0, 12, true, 'news'],
      [1, 3, false, null],
    ]);
    expect(selectSearchTotalCount(state)).toBe(15);
    expect(selectFacetTitles(state).map((f) => [f.key, f.totalCount, f.isSelected])).toEqual([
      ['all', 0, false],
      ['news', 5, true],
      ['events', 7, false],
      ['people', 3, false],
    ]);
  });
});

describe('selectSearchUrl: each UI action, then navigate', () => {
  it.each([
    ['a term', searchTermChanged({ term: 'bees & wasps' }), '/find/news?term=bees%20%26%20wasps'],
    ['a filter', filterToggled({ filterKey: 'year', key: '2024' }), '/find/news?year=2024'],
    ['a content type', filterToggled({ filterKey: 'contentTypeId', key: 'news' }), '/find/news/news'],
    ['a page', pageIndexChanged({ pageIndex: 2 }), '/find/news?pageIndex=3'],
    ['the first page', pageIndexChanged({ pageIndex: 0 }), '/find/news'],
    ['a page size', pageSizeChanged({ pageSize: 50 }), '/find/news?pageSize=50'],
    ['the configured page size', pageSizeChanged({ pageSize: 10 }), '/find/news'],
    ['an order', sortOrderChanged({ orderBy: ['-publishDate', 'title'] }), '/find/news?orderBy=-publishDate,title'],
    ['a facet', currentFacetChanged({ facet: 'events' }), '/find/events'],
  ])('%s', (_name, action, url) => {
    expect(selectSearchUrl(root(action), here)).toBe(url);
  });

  it('keeps the hash and the page’s own parameters, but not other facets’ filters', () => {
    const state = root(searchTermChanged({ term: 'x' }));
    expect(
      selectSearchUrl(state, { pathname: '/find/events', search: '?p=intranet&place=0/4&pageIndex=9&utm_source=mail', hash: '#results' }),
    ).toBe('/find/news?term=x&p=intranet&utm_source=mail#results');
  });

  it('leaves fixed filters out of the URL', () => {
    expect(selectSearchUrl(root(), here)).not.toContain('region');
  });

  it('gives the URL of another facet as that facet last was', () => {
    const state = root(
      searchTermChanged({ term: 'x' }),
      currentFacetChanged({ facet: 'events' }),
      pageIndexChanged({ pageIndex: 1 }),
      currentFacetChanged({ facet: 'news' }),
    );
    expect(selectSearchUrl(state, here, 'events')).toBe('/find/events?term=x&pageIndex=2');
  });

  it('keeps a listing on the page’s own path', () => {
    const state = {
      search: [
        routeFiltersSet({ context: 'listings', facet: 'newsListing', params: noParams, path: '/find', ssr: false }),
        pageIndexChanged({ pageIndex: 1 }),
      ].reduce(searchReducer, searchReducer(initialSearchState, searchConfigApplied({ config: searchConfig }))),
    };
    expect(selectSearchUrl(state, { pathname: '/latest-news', search: '?pageIndex=1', hash: '' })).toBe('/latest-news?pageIndex=2');
  });

  it('the URL, set as the route filters, gives back the same search', () => {
    const state = root(
      searchTermChanged({ term: 'Zoë, "quoted"' }),
      filterToggled({ filterKey: 'year', key: '2024' }),
      filterToggled({ filterKey: 'kind', key: 'press' }),
      filterToggled({ filterKey: 'contentTypeId', key: 'news' }),
      sortOrderChanged({ orderBy: ['-title'] }),
      pageSizeChanged({ pageSize: 30 }),
      pageIndexChanged({ pageIndex: 4 }),
    );
    const url = new URL(selectSearchUrl(state, here), 'http://site.test');
    const parsed = parseSearchLocation({ pathname: url.pathname, search: url.search }, { context: 'facets', path: '/find' });
    const next = {
      search: searchReducer(
        root().search,
        routeFiltersSet({ context: 'facets', facet: parsed.facet ?? '', params: parsed.params, path: '/find', ssr: false }),
      ),
    };
    expect(selectSelectedFilters(next)).toEqual(selectSelectedFilters(state));
    expect(next.search.term).toBe(state.search.term);
    expect(next.search.facets.news.pagingInfo).toMatchObject({ pageIndex: 4, pageSize: 30 });
    expect(next.search.facets.news.queryParams.dynamicOrderBy).toEqual(['-title']);
    expect(selectSearchUrl(next, here)).toBe(selectSearchUrl(state, here));
  });
});
