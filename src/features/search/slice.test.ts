// Every search transition of spec §4.3, as the slice records it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialSearchState } from './facetState';
import {
  currentFacetChanged,
  currentTabChanged,
  filterItemsLoaded,
  filterLoadFailed,
  filtersCleared,
  filtersLoadStarted,
  filterToggled,
  likelyResultsHeld,
  pageIndexChanged,
  pageSizeChanged,
  routeFiltersSet,
  searchConfigApplied,
  searchEntriesSet,
  searchFailed,
  searchFiltersSet,
  searchReducer,
  searchCancelled,
  searchSkipped,
  searchStarted,
  searchTermChanged,
  sortOrderChanged,
} from './slice';
import { answer, searchConfig } from './testing/fixtures';
import type { SearchState, SearchUrlParams } from './types';

function reduce(...actions: UnknownAction[]): SearchState {
  return actions.reduce(searchReducer, searchReducer(initialSearchState, searchConfigApplied({ config: searchConfig })));
}

const params = (overrides: Partial<SearchUrlParams> = {}): SearchUrlParams => ({
  term: '',
  orderBy: [],
  pageIndex: null,
  pageSize: null,
  filters: {},
  ...overrides,
});

const route = (facet: string, overrides: Partial<SearchUrlParams> = {}, ssr = false) =>
  routeFiltersSet({ context: 'facets', facet, params: params(overrides), path: '/search', ssr });

const ids = (state: SearchState, facet = 'news') => state.facets[facet].results.map((r) => r.entry.sys.id);

const selected = (state: SearchState, facet: string, filter: string) =>
  state.facets[facet].filters[filter].items.filter((item) => item.isSelected).map((item) => item.key);

/** A facet that has shown page `pageIndex`. */
const shown = (facet: string, pageIndex = 0) => [route(facet, { pageIndex }), searchEntriesSet(answer(facet, pageIndex, ['a', 'b']))];

describe('applying config', () => {
  it('makes facets, listings, mini lists and tabs, leaving disabled facets out', () => {
    const state = reduce();
    expect(state.context).toBe('facets');
    expect(Object.keys(state.facets)).toEqual(['all', 'news', 'events', 'people']);
    expect(Object.keys(state.listings)).toEqual(['newsListing']);
    expect(Object.keys(state.minilist)).toEqual(['related']);
    expect(state.tabs.map((tab) => [tab.id, tab.defaultFacet, tab.totalCount])).toEqual([
      [0, 'news', null],
      [1, null, ['people']],
    ]);
    expect(state.facets.all.pagingInfo.pageSize).toBe(20);
    expect(state.facets.news.pagingInfo.pageSize).toBe(10);
    expect(state.facets.news.filters.region.items[0]).toMatchObject({ key: 'uk', isSelected: true });
  });

  it('adds or replaces one facet, and removes it when disabled', () => {
    let state = reduce(
      searchConfigApplied({ context: 'minilist', facet: 'latest', config: { title: 'Latest', queryParams: { pageSize: 4 } } }),
    );
    expect(state.minilist.latest).toMatchObject({ title: 'Latest', pagingInfo: { pageSize: 4 } });
    state = searchReducer(state, searchConfigApplied({ context: 'minilist', facet: 'latest', config: { isDisabled: true } }));
    expect(state.minilist.latest).toBeUndefined();
  });

  it('replaces a search page’s facets but keeps other pages’ listings', () => {
    const state = reduce(searchConfigApplied({ config: { facets: { only: {} }, listings: { events: {} } } }));
    expect(Object.keys(state.facets)).toEqual(['only']);
    expect(state.tabs).toEqual([]);
    expect(Object.keys(state.listings)).toEqual(['newsListing', 'events']);
  });
});

describe('setting route filters', () => {
  it('rebuilds the facet’s filters from the URL, keeping a bare item for a key not loaded yet', () => {
    const state = reduce(route('news', { filters: { year: ['2024'], topic: ['t-1'], kind: ['press'] } }));
    expect(selected(state, 'news', 'year')).toEqual(['2024']);
    expect(selected(state, 'news', 'kind')).toEqual(['press']);
    expect(state.facets.news.filters.topic.items).toEqual([{ key: 't-1', title: null, path: null, isSelected: true }]);
    const next = searchReducer(state, route('news', { filters: { year: ['2023'] } }));
    expect(selected(next, 'news', 'year')).toEqual(['2023']);
    expect(next.facets.news.filters.topic.items).toEqual([]);
  });

  it('leaves the state as it was for the selection it holds already (a choice the visitor made, then its URL)', () => {
    const loaded = filterItemsLoaded({
      context: 'facets',
      facet: 'news',
      filterKey: 'topic',
      items: [{ key: 't-1', title: 'Bees', path: null, isSelected: false }],
    });
    const state = reduce(route('news'), loaded, filterToggled({ filterKey: 'topic', key: 't-1' }));
    expect(searchReducer(state, route('news', { filters: { topic: ['t-1'] } }))).toBe(state);
  });

  it('keeps fixed filters that are not shown as configured', () => {
    expect(selected(reduce(route('news', { filters: { region: ['fr'] } })), 'news', 'region')).toEqual(['uk']);
  });

  it('shares grouped filters with the other facets only', () => {
    const state = reduce(route('news', { filters: { year: ['2023'], kind: ['blog'] } }));
    expect(selected(state, 'events', 'year')).toEqual(['2023']);
    expect(selected(state, 'news', 'kind')).toEqual(['blog']);
  });

  it('sets the current facet (and its tab’s), the term, the path and marks config loaded', () => {
    const state = reduce(
      routeFiltersSet({ context: 'facets', facet: 'events', params: params({ term: 'bees' }), path: '/find', ssr: true }),
    );
    expect(state).toMatchObject({
      context: 'facets',
      currentFacet: 'events',
      term: 'bees',
      path: '/find',
      config: { isLoaded: true, ssr: true },
    });
    expect(state.tabs[0].currentFacet).toBe('events');
  });

  it('sets a listing as the current listing', () => {
    const state = reduce(
      routeFiltersSet({ context: 'listings', facet: 'newsListing', params: params({ pageIndex: 1 }), path: '/search', ssr: false }),
    );
    expect(state).toMatchObject({ context: 'listings', currentListing: 'newsListing', currentFacet: '' });
    expect(state.listings.newsListing.pagingInfo.pageIndex).toBe(1);
  });

  it('takes the page from the URL (the first when it names none) and records where it came from', () => {
    let state = reduce(...shown('news', 2));
    expect(state.facets.news.pagingInfo).toMatchObject({ pageIndex: 2 });
    state = searchReducer(state, route('news', {}));
    expect(state.facets.news.pagingInfo).toMatchObject({ pageIndex: 0, prevPageIndex: 2 });
    expect(state.facets.news.queryDuration).toBe(0);
  });

  it('keeps the pages shown with load-more paging when the URL names no page', () => {
    const state = reduce(...shown('events', 3), route('events', {}));
    expect(state.facets.events.pagingInfo.pageIndex).toBe(3);
  });

  it('with internal paging, a new page keeps the results loaded', () => {
    const state = reduce(...shown('people', 0), route('people', { pageIndex: 4 }));
    expect(state.facets.people.pagingInfo).toMatchObject({ pageIndex: 4, prevPageIndex: 0 });
    expect(state.facets.people.queryDuration).toBeGreaterThan(0);
  });

  it('a changed term resets the paging of every facet', () => {
    const state = reduce(...shown('events', 2), ...shown('news', 1), route('news', { term: 'new', pageIndex: 1 }));
    expect(state.facets.events.pagingInfo).toMatchObject({ pageIndex: 0, pagesLoaded: [] });
    expect(state.facets.events.queryDuration).toBe(0);
    expect(state.facets.news.pagingInfo.pageIndex).toBe(1);
    expect(state.facets.news.queryDuration).toBe(0);
  });

  it('a changed selection, order or page size starts the facet again', () => {
    for (const change of [{ filters: { year: ['2024'] } }, { orderBy: ['title'] }, { pageSize: 25 }]) {
      const state = reduce(...shown('events', 2), route('events', change));
      expect(state.facets.events.pagingInfo).toMatchObject({ pageIndex: 0, pagesLoaded: [] });
      expect(state.facets.events.queryDuration).toBe(0);
    }
    const ordered = reduce(route('news', { orderBy: ['-title'], pageSize: 25 }));
    expect(ordered.facets.news.queryParams.dynamicOrderBy).toEqual(['-title']);
    expect(ordered.facets.news.pagingInfo.pageSize).toBe(25);
  });

  it('ignores an unknown facet', () => {
    expect(reduce(route('nope'))).toEqual(reduce());
  });
});

describe('setting search filters (mini lists)', () => {
  it('selects filters, sets excluded ids and leaves the term unless the list uses it', () => {
    const config = searchConfigApplied({
      context: 'minilist',
      facet: 'tagged',
      config: { queryParams: { useSearchTerm: true }, filters: { tag: { fieldId: 'tags' } } },
    });
    const state = reduce(
      config,
      searchFiltersSet({
        context: 'minilist',
        facet: 'tagged',
        params: { filters: { tag: ['x'] }, term: 'mini' },
        excludeIds: 'a, b',
        ssr: true,
      }),
    );
    expect(state.minilist.tagged.filters.tag.items).toMatchObject([{ key: 'x', isSelected: true }]);
    expect(state.minilist.tagged.queryParams.excludeIds).toEqual(['a', 'b']);
    expect(state.term).toBe('mini');
    expect(state.config.ssr).toBe(true);
    const other = reduce(searchFiltersSet({ context: 'minilist', facet: 'related', params: { term: 'ignored' }, ssr: false }));
    expect(other.term).toBe('');
  });
});

describe('executing a search', () => {
  it('marks the entries loading, then records the results with their page and position', () => {
    let state = reduce(searchStarted({ context: 'facets', facet: 'news' }));
    expect(state.facets.news.entries).toEqual({ isLoading: true, isError: false, error: null });
    state = searchReducer(state, searchEntriesSet(answer('news', 0, ['a', 'b'], { featured: [answer('x', 0, ['f']).items[0]] })));
    const news = state.facets.news;
    expect(news.entries.isLoading).toBe(false);
    expect(news.results.map((r) => [r.entry.sys.id, r.pageIndex, r.position])).toEqual([
      ['a', 0, 0],
      ['b', 0, 1],
    ]);
    expect(news.featuredResults.map((e) => e.sys.id)).toEqual(['f']);
    expect(news.pagingInfo).toMatchObject({ isLoading: false, totalCount: 42, pageCount: 5, pagesLoaded: [0] });
    expect(news.queryDuration).toBe(12.5);
    expect(news.lastSearch).toEqual(answer('news', 0, []).search);
  });

  it('puts aggregation counts on filter items by their lower-cased key; no bucket is 0 when the field was counted in full', () => {
    const state = reduce(searchEntriesSet(answer('news', 0, [], { aggregations: { sf_year: { '2023': 7 }, sf_kind: { blog: 3 } } })));
    expect(state.facets.news.filters.year.items.map((i) => i.aggregate)).toEqual([7, 0]);
    expect(state.facets.news.filters.kind.items.map((i) => i.aggregate)).toEqual([3, 0]);
    // No answer for a field, or as many buckets as asked for (the item's may be beyond them): no count.
    const full = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 1]));
    const unknown = reduce(searchEntriesSet(answer('news', 0, [], { aggregations: { sf_year: full } })));
    expect(unknown.facets.news.filters.year.items.map((i) => i.aggregate)).toEqual([undefined, undefined]);
    expect(unknown.facets.news.filters.kind.items.map((i) => i.aggregate)).toEqual([undefined, undefined]);
  });

  it('drops a count the next answer does not give, and leaves the items as they were when the counts do not change', () => {
    const counted = reduce(searchEntriesSet(answer('news', 0, [], { aggregations: { sf_year: { '2023': 7 } } })));
    expect(counted.facets.news.filters.year.items.map((i) => i.aggregate)).toEqual([7, 0]);
    const full = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 1]));
    const uncounted = searchReducer(counted, searchEntriesSet(answer('news', 0, [], { aggregations: { sf_year: full } })));
    expect(uncounted.facets.news.filters.year.items.map((i) => Object.hasOwn(i, 'aggregate'))).toEqual([false, false]);
    const same = searchReducer(counted, searchEntriesSet(answer('news', 0, [], { aggregations: { sf_year: { '2023': 7 } } })));
    expect(same.facets.news.filters).toBe(counted.facets.news.filters);
  });

  it('counts a filter with a selection from its own count search (without that selection), never from the results', () => {
    const withKind = [route('news', { filters: { kind: ['blog'] } })];
    const own = { sf_kind: { blog: 1 }, 'sf_count:kind:kind': { blog: 3, press: 5 } };
    const state = reduce(...withKind, searchEntriesSet(answer('news', 0, [], { aggregations: own })));
    expect(state.facets.news.filters.kind.items.map((i) => i.aggregate)).toEqual([3, 5]);
    // That count search failed: the results' buckets would count the selection's overlap only, so no counts.
    const failed = reduce(...withKind, searchEntriesSet(answer('news', 0, [], { aggregations: { sf_kind: { blog: 1 } } })));
    expect(failed.facets.news.filters.kind.items.map((i) => i.aggregate)).toEqual([undefined, undefined]);
  });

  it('ends the loading state when the search is skipped or cancelled', () => {
    for (const end of [
      searchSkipped({ context: 'facets', facet: 'news', reason: 'unchanged' }),
      searchCancelled({ context: 'facets', facet: 'news' }),
    ]) {
      const state = reduce(...shown('news'), pageIndexChanged({ pageIndex: 1 }), searchStarted({ context: 'facets', facet: 'news' }), end);
      expect([state.facets.news.entries.isLoading, state.facets.news.pagingInfo.isLoading]).toEqual([false, false]);
      expect(ids(state)).toEqual(['a', 'b']);
    }
  });

  it('records a failure on the entries', () => {
    const state = reduce(
      ...shown('news'),
      searchStarted({ context: 'facets', facet: 'news' }),
      searchFailed({ context: 'facets', facet: 'news', message: 'Boom' }),
    );
    expect(state.facets.news.entries).toEqual({ isLoading: false, isError: true, error: 'Boom' });
    expect(state.facets.news.queryDuration).toBe(0);
  });
});

describe('a likely choice’s results, held before its click', () => {
  const news = { context: 'facets', facet: 'news' } as const;

  it('are held under a name of their own; the click’s answer with the same entries takes them and their name', () => {
    const likely = answer('news', 0, ['c', 'd']);
    let state = reduce(...shown('news'), likelyResultsHeld({ ...news, pageIndex: 0, items: likely.items }));
    expect(ids(state)).toEqual(['a', 'b']);
    const held = state.facets.news.likely!;
    expect(held.results.map((r) => r.entry.sys.id)).toEqual(['c', 'd']);
    expect(held.key).not.toBe(state.facets.news.resultsKey);
    state = searchReducer(state, filterToggled({ filterKey: 'year', key: '2024' }));
    state = searchReducer(state, searchEntriesSet({ ...likely, items: [...likely.items] }));
    expect(state.facets.news.results).toBe(held.results);
    expect(state.facets.news.resultsKey).toBe(held.key);
    expect(state.facets.news.likely).toBeNull();
  });

  it('are dropped by any other answer, which keeps the list’s name', () => {
    const likely = answer('news', 0, ['c', 'd']);
    for (const other of [
      answer('news', 0, ['c', 'e']),
      answer('news', 1, ['c', 'd']),
      { ...likely, items: answer('news', 0, ['c', 'd']).items },
    ]) {
      let state = reduce(...shown('news'), likelyResultsHeld({ ...news, pageIndex: 0, items: likely.items }));
      state = searchReducer(state, searchEntriesSet(other));
      expect(state.facets.news.resultsKey).toBe('results');
      expect(state.facets.news.likely).toBeNull();
      expect(state.facets.news.results.map((r) => [r.entry.sys.id, r.pageIndex])).toEqual(
        other.items.map((e) => [e.sys.id, other.pageIndex]),
      );
    }
  });

  it('are not held when they are the results shown, or empty', () => {
    const shownNow = answer('news', 0, ['a', 'b']);
    const state = reduce(searchEntriesSet(shownNow));
    expect(searchReducer(state, likelyResultsHeld({ ...news, pageIndex: 0, items: shownNow.items }))).toBe(state);
    expect(searchReducer(state, likelyResultsHeld({ ...news, pageIndex: 0, items: [] }))).toBe(state);
  });
});

describe('load-more paging', () => {
  const page = (index: number, ids: string[]) => searchEntriesSet(answer('events', index, ids));
  const ids = (state: SearchState) => state.facets.events.results.map((r) => `${r.entry.sys.id}@${r.pageIndex}.${r.position}`);

  it('appends a later page, prepends an earlier one, and never adds a page twice', () => {
    let state = reduce(page(2, ['c1', 'c2']));
    state = searchReducer(state, page(3, ['d1']));
    expect(ids(state)).toEqual(['c1@2.0', 'c2@2.1', 'd1@3.0']);
    state = searchReducer(state, page(1, ['b1']));
    expect(ids(state)).toEqual(['b1@1.0', 'c1@2.0', 'c2@2.1', 'd1@3.0']);
    state = searchReducer(state, page(2, ['c1', 'c2']));
    expect(ids(state)).toEqual(['b1@1.0', 'c1@2.0', 'c2@2.1', 'd1@3.0']);
    expect(state.facets.events.pagingInfo.pagesLoaded).toEqual([1, 2, 3]);
  });

  it('starts again after a reset', () => {
    const state = reduce(page(0, ['a']), page(1, ['b']), searchTermChanged({ term: 'x' }), page(0, ['z']));
    expect(ids(state)).toEqual(['z@0.0']);
  });

  it('plain paging shows only the page that arrived', () => {
    const state = reduce(searchEntriesSet(answer('news', 0, ['a'])), searchEntriesSet(answer('news', 1, ['b'])));
    expect(state.facets.news.results.map((r) => r.entry.sys.id)).toEqual(['b']);
    expect(state.facets.news.pagingInfo.pagesLoaded).toEqual([1]);
  });
});

describe('loading filters', () => {
  const target = { context: 'facets' as const, facet: 'news' };
  const topics = [
    { key: 't-1', title: 'Bees', path: 'bees', isSelected: false },
    { key: 'T-2', title: 'Wasps', path: 'wasps', isSelected: false },
  ];

  it('marks filters loading, then gives them their items, keeping the selection', () => {
    let state = reduce(route('news', { filters: { topic: ['t-2', 'gone'] } }), filtersLoadStarted({ ...target, filterKeys: ['topic'] }));
    expect(state.facets.news.filters.topic.isLoading).toBe(true);
    const counts = { 'sf_topics.sys.id': { 't-2': 2 }, 'sf_count:topic:topics.sys.id': { 't-1': 5, 't-2': 2 } };
    state = searchReducer(state, searchEntriesSet(answer('news', 0, [], { aggregations: counts })));
    state = searchReducer(state, filterItemsLoaded({ ...target, filterKey: 'topic', items: topics }));
    const topic = state.facets.news.filters.topic;
    expect(topic).toMatchObject({ isLoading: false, isError: false });
    expect(topic.items.map((i) => [i.key, i.isSelected, i.aggregate])).toEqual([
      ['t-1', false, 5],
      ['T-2', true, 2],
      ['gone', true, 0],
    ]);
  });

  it('keeps items already held when the answer has none', () => {
    const state = reduce(filterItemsLoaded({ ...target, filterKey: 'year', items: [] }));
    expect(state.facets.news.filters.year.items).toHaveLength(2);
  });

  it('marks a filter that failed to load', () => {
    const state = reduce(
      filtersLoadStarted({ ...target, filterKeys: ['topic'] }),
      filterLoadFailed({ ...target, filterKey: 'topic', message: 'Nope' }),
    );
    expect(state.facets.news.filters.topic).toMatchObject({ isLoading: false, isError: true, error: 'Nope' });
  });
});

describe('facets and tabs', () => {
  it('changes the current facet to a known one', () => {
    expect(reduce(currentFacetChanged({ facet: 'events' })).currentFacet).toBe('events');
    expect(reduce(currentFacetChanged({ facet: 'archive' })).currentFacet).toBe('');
  });

  it('a tab shows its current facet, else its default, else its first', () => {
    expect(reduce(currentTabChanged({ tabId: 0 })).currentFacet).toBe('news');
    expect(
      reduce(currentFacetChanged({ facet: 'events' }), currentTabChanged({ tabId: 1 }), currentTabChanged({ tabId: 0 })).currentFacet,
    ).toBe('events');
    expect(reduce(currentTabChanged({ tabId: 1 })).currentFacet).toBe('people');
    expect(reduce(currentTabChanged({ tabId: 9 })).currentFacet).toBe('');
  });
});

describe('paging, term and order', () => {
  it('a new page records the previous one and loads, resetting the query duration', () => {
    const state = reduce(...shown('news', 1), pageIndexChanged({ pageIndex: 3 }));
    expect(state.facets.news.pagingInfo).toMatchObject({ pageIndex: 3, prevPageIndex: 1, isLoading: true, pagesLoaded: [1] });
    expect(state.facets.news.queryDuration).toBe(0);
    expect(reduce(...shown('news'), pageIndexChanged({ pageIndex: -4 })).facets.news.pagingInfo.pageIndex).toBe(0);
  });

  it('asking for the page or page size shown changes nothing (no search would end a loading state)', () => {
    const state = reduce(...shown('news', 1));
    expect(searchReducer(state, pageIndexChanged({ pageIndex: 1 }))).toBe(state);
    const first = reduce(...shown('news', 0));
    expect(searchReducer(first, pageSizeChanged({ pageSize: 10 }))).toBe(first);
  });

  it('with internal paging a new page keeps the results and the query duration', () => {
    const state = reduce(...shown('people'), pageIndexChanged({ pageIndex: 2 }));
    expect(state.facets.people.pagingInfo).toMatchObject({ pageIndex: 2, prevPageIndex: 0, isLoading: false });
    expect(state.facets.people.queryDuration).toBe(12.5);
  });

  it.each([
    ['term', searchTermChanged({ term: 'bees' })],
    ['sort order', sortOrderChanged({ orderBy: ['-title'] })],
    ['page size', pageSizeChanged({ pageSize: 50 })],
  ])('changing the %s goes back to the first page, clearing pages loaded and the query duration', (_name, action) => {
    const state = reduce(...shown('events', 2), action);
    expect(state.facets.events.pagingInfo).toMatchObject({ pageIndex: 0, pagesLoaded: [] });
    expect(state.facets.events.queryDuration).toBe(0);
  });

  it('records the term for every facet, the order and page size for the current one', () => {
    const state = reduce(
      ...shown('events'),
      searchTermChanged({ term: 'bees' }),
      sortOrderChanged({ orderBy: ['-date'] }),
      pageSizeChanged({ pageSize: 1e9 }),
    );
    expect(state.term).toBe('bees');
    expect(state.facets.events.queryParams.dynamicOrderBy).toEqual(['-date']);
    expect(state.facets.events.pagingInfo.pageSize).toBe(10_000);
    expect(state.facets.news.queryParams.dynamicOrderBy).toBeUndefined();
  });
});

describe('selecting filters', () => {
  it('flips an item, and a single-select filter keeps only the last', () => {
    let state = reduce(
      ...shown('news'),
      filterToggled({ filterKey: 'year', key: '2023' }),
      filterToggled({ filterKey: 'year', key: '2024' }),
    );
    expect(selected(state, 'news', 'year')).toEqual(['2023', '2024']);
    state = searchReducer(state, filterToggled({ filterKey: 'year', key: '2023' }));
    expect(selected(state, 'news', 'year')).toEqual(['2024']);
    state = reduce(...shown('news'), filterToggled({ filterKey: 'kind', key: 'blog' }), filterToggled({ filterKey: 'kind', key: 'press' }));
    expect(selected(state, 'news', 'kind')).toEqual(['press']);
  });

  it('adds an item it does not know yet', () => {
    expect(reduce(...shown('news'), filterToggled({ filterKey: 'topic', key: 't-9' })).facets.news.filters.topic.items).toEqual([
      { key: 't-9', title: null, path: null, isSelected: true },
    ]);
  });

  it('a selection resets the facet’s paging; a grouped one resets every facet', () => {
    let state = reduce(...shown('events', 2), ...shown('news', 1), filterToggled({ filterKey: 'kind', key: 'blog' }));
    expect(state.facets.news.pagingInfo.pageIndex).toBe(0);
    expect(state.facets.events.pagingInfo.pageIndex).toBe(2);
    state = searchReducer(state, filterToggled({ filterKey: 'year', key: '2023' }));
    expect(state.facets.events.pagingInfo).toMatchObject({ pageIndex: 0, pagesLoaded: [] });
  });

  it('clears every shown filter, or one by key', () => {
    const chosen = [...shown('news'), filterToggled({ filterKey: 'year', key: '2023' }), filterToggled({ filterKey: 'kind', key: 'blog' })];
    let state = reduce(...chosen, filtersCleared({ filterKey: 'kind' }));
    expect([selected(state, 'news', 'year'), selected(state, 'news', 'kind')]).toEqual([['2023'], []]);
    state = reduce(...chosen, filtersCleared({}));
    expect([selected(state, 'news', 'year'), selected(state, 'news', 'kind'), selected(state, 'news', 'region')]).toEqual([[], [], ['uk']]);
    expect(state.facets.news.queryDuration).toBe(0);
  });
});
