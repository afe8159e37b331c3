import { filterItemsLoaded, routeFiltersSet, searchConfigApplied, searchEntriesSet, searchReducer, serverPageLeft } from './slice';
import { initialSearchState } from './initialState';
import { restorePageSearchState, searchStateForPage } from './pageState';
import { stableJson } from './searchRequest';
import { answer, lastSearch, searchConfig } from './testing/fixtures';
import { params } from './testing/renderSearch';
import type { SearchState } from './types';

// A page carries its search state without the fields at their defaults, and without the results of the facets
// only preloaded for their tab counts; the browser puts the defaults back.
function searched(): SearchState {
  return [
    searchConfigApplied({ config: searchConfig }),
    routeFiltersSet({
      context: 'facets',
      facet: 'news',
      params: params({ term: 'bee', filters: { year: ['2024'] } }),
      path: '/search',
      ssr: true,
    }),
    filterItemsLoaded({
      context: 'facets',
      facet: 'news',
      filterKey: 'topic',
      items: [{ key: 't-1', title: 'Bees', path: 'bees', isSelected: false }],
    }),
    // As the saga records it: the search was for the facet's own query parameters.
    searchEntriesSet({
      ...answer('news', 0, ['n1', 'n2']),
      aggregations: { sf_year: { '2024': 2 } },
      search: lastSearch({ queryParams: stableJson(searchConfig.facets?.news.queryParams) }),
    }),
    searchEntriesSet({ ...answer('events', 0, ['e1']), preload: true, totalCount: 7 }),
  ].reduce(searchReducer, initialSearchState);
}

it('comes back as it was for the facet shown, and as its counts for a preloaded one', () => {
  const state = searched();
  const sent = JSON.parse(JSON.stringify(searchStateForPage(state))) as SearchState;
  const restored = restorePageSearchState(sent);
  expect(restored.facets.news).toEqual(state.facets.news);
  expect(restored.facets.events).toMatchObject({
    results: [],
    queryDuration: 0,
    lastSearch: null,
    pagingInfo: { totalCount: 7, pagesLoaded: [] },
  });
  expect({ ...restored, facets: {} }).toEqual({ ...state, facets: {} });
});

it('leaves the defaults and the last search’s own parameters out of the page', () => {
  const sent = searchStateForPage(searched());
  const news = sent.facets.news as Partial<SearchState['facets'][string]>;
  expect(news).not.toHaveProperty('entries');
  expect(news.filters?.kind).not.toHaveProperty('logicOperator');
  expect(news.filters?.year.items.find((item) => item.key === '2023')).toEqual({ key: '2023', title: '2023' });
  expect(news.lastSearch?.queryParams).toBe('');
  expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(searched()).length / 2);
});

it('restoring a complete state changes nothing', () => {
  const state = searched();
  expect(restorePageSearchState(state)).toEqual(state);
});

it('forgets the results the server’s page drew (markers) once it is left; other facets keep theirs', () => {
  const state = searched();
  const marked: SearchState = {
    ...state,
    facets: {
      ...state.facets,
      news: {
        ...state.facets.news,
        results: state.facets.news.results.map((result) => ({ ...result, entry: { $inPage: true } as unknown as typeof result.entry })),
      },
    },
  };
  const left = searchReducer(marked, serverPageLeft());
  expect(left.facets.news).toMatchObject({ results: [], queryDuration: 0, lastSearch: null, pagingInfo: { pagesLoaded: [] } });
  expect(left.facets.events).toBe(marked.facets.events);
  expect(searchReducer(state, serverPageLeft())).toBe(state);
});

it('sends results, paging and the last search without what the facet shows anyway, and they come back exactly', () => {
  // The events facet pages by "load more": two pages held, the last search for the second, as shown.
  const shown = lastSearch({ pageIndex: 1, pageSize: 20, filters: {}, queryParams: stableJson(searchConfig.facets?.events.queryParams) });
  const state = [
    searchConfigApplied({ config: searchConfig }),
    routeFiltersSet({ context: 'facets', facet: 'events', params: params(), path: '/search', ssr: true }),
    searchEntriesSet({ ...answer('events', 0, ['e1', 'e2']), search: { ...shown, pageIndex: 0 } }),
    searchEntriesSet({ ...answer('events', 1, ['e3']), search: shown }),
  ].reduce(searchReducer, initialSearchState);
  const events = state.facets.events;
  expect(events.results.map((result) => [result.pageIndex, result.position])).toEqual([
    [0, 0],
    [0, 1],
    [1, 0],
  ]);
  const sent = JSON.parse(JSON.stringify(searchStateForPage(state))) as SearchState;
  const compact = sent.facets.events as unknown as Record<string, unknown>;
  expect(compact.results).toEqual([
    { entry: events.results[0].entry, pageIndex: 0 },
    { entry: events.results[1].entry, pageIndex: 0 },
    { entry: events.results[2].entry, position: 0 },
  ]);
  expect(compact.lastSearch).toEqual({ queryParams: '' });
  expect(compact.pagingInfo).toEqual({ pageSize: 20, pageIndex: 1, pageCount: 5, totalCount: 42, pagesLoaded: [0, 1] });
  expect(restorePageSearchState(sent).facets.events).toEqual(events);
});
