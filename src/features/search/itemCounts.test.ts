// Count searches beside a facet's search (query/itemCounts.ts): a search per offered item of a filter that
// aggregations cannot count (a year matched by `startsWith`, a date range, a distance), the item in place of its
// filter's selection; and a search per "or" value filter with a selection, without that selection, for its
// field's buckets. Every other filter stays applied in both.
import { doSearch, searchLocationSaga } from './sagas';
import { searchCountsSet, searchEntriesSet, searchReducer } from './slice';
import { entry } from './testing/fixtures';
import { asks, harness, page, type SentQuery } from './testing/sagaHarness';
import type { SearchConfig, SearchRoute } from './types';

/** Offered items from `key: title` pairs. */
const offered = (items: Record<string, string>) => Object.entries(items).map(([key, title]) => ({ key, title }));

const filters = {
  category: { title: 'Category', fieldId: 'category', items: offered({ talk: 'Talks', walk: 'Walks', fair: 'Fairs' }) },
  year: {
    title: 'Year',
    fieldId: 'publishDate',
    fieldOperator: 'startsWith' as const,
    isSingleSelect: true,
    items: [
      { key: '2026', title: '2026' },
      { key: '2025', title: '2025' },
    ],
  },
  dates: {
    title: 'Dates',
    fieldId: 'dateRange.from',
    fieldOperator: 'between' as const,
    isSingleSelect: true,
    items: [{ key: '2026-12-01--2026-12-07T23:59:59Z', title: 'Next 7 days' }],
  },
  near: {
    title: 'Near',
    fieldId: 'location',
    fieldOperator: 'distanceWithin' as const,
    isSingleSelect: true,
    items: [{ key: '51.5 -3.2 1km', title: 'Within 1 km' }],
  },
  cheap: {
    fieldId: 'price',
    fieldOperator: 'lessThan' as const,
    renderable: false,
    items: [{ key: '10', title: 'Cheap', isSelected: true }],
  },
};
const config: SearchConfig = {
  listings: { events: { queryParams: { contentTypeIds: ['event'], pageSize: 12, orderBy: ['dateRange.from'] }, filters } },
};
const route: SearchRoute = { context: 'listings', listing: 'events', config };
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.test');
  return { pathname, search };
};

const isCount = (query: SentQuery) => query.pageSize === 1;
/** A count search for a filter's buckets (it asks for aggregations); an item's asks for none. */
const isFilterCount = (query: SentQuery) => isCount(query) && query.aggregations !== undefined;
/** How many entries each choice would leave, as a platform holding them would answer. */
function answers(query: SentQuery) {
  if (!isCount(query)) return page([entry('e1'), entry('e2')], { totalCount: 10, aggregations: { sf_category: { talk: 4 } } });
  // Without the category's selection: every category's events within the other filters.
  if (isFilterCount(query)) return page([entry('e1')], { totalCount: 12, aggregations: { sf_category: { talk: 4, walk: 8 } } });
  // An item's own clause decides (the other filters' clauses are in each count too).
  if (asks(query, '2026-12-01')) return page([entry('e1')], { totalCount: 5 });
  if (asks(query, 'distanceWithin')) return page([entry('e1')], { totalCount: 2 });
  if (asks(query, '"startsWith":"2026"')) return page([entry('e1')], { totalCount: 7 });
  if (asks(query, '"startsWith":"2025"')) return page([entry('e3')], { totalCount: 3 });
  return page([], { totalCount: 0 });
}
const counts = (h: ReturnType<typeof harness>) => h.searches.filter(isCount);
const itemCounts = (h: ReturnType<typeof harness>) => h.searches.filter((query) => isCount(query) && !isFilterCount(query));
const aggregates = (h: ReturnType<typeof harness>, filter: keyof typeof filters) =>
  h.state.listings.events.filters[filter].items.map((item) => [item.key, item.aggregate]);

describe('item counts', () => {
  it('searches a count per offered item: one entry, no fields, order or aggregations; the item replaces its filter’s selection', async () => {
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, { route, location: at('/events?year=2026&category=talk&pageIndex=2'), ssr: true });

    const [main] = h.searches.filter((query) => !isCount(query));
    expect(main).toMatchObject({ pageIndex: 1, pageSize: 12, aggregations: { sf_category: { field: 'category', size: 100 } } });
    expect(Object.keys(main.aggregations as object)).toEqual(['sf_category']);
    expect(itemCounts(h)).toHaveLength(4);
    for (const count of itemCounts(h)) {
      expect(count).toMatchObject({ pageIndex: 0, pageSize: 1, fields: ['sys.id'] });
      expect(count).not.toHaveProperty('aggregations');
      expect(count).not.toHaveProperty('orderBy');
      // Every other filter stays applied, the hidden one too.
      expect(asks(count, '{"field":"category","in":["talk"]}')).toBe(true);
      expect(asks(count, '{"field":"price","lessThan":10}')).toBe(true);
    }
    const year2025 = itemCounts(h).find((query) => asks(query, '"startsWith":"2025"'));
    expect(year2025 && asks(year2025, '"2026"')).toBe(false);
    const near = itemCounts(h).find((query) => asks(query, 'distanceWithin'));
    expect(near && asks(near, '"startsWith"')).toBe(true);

    expect(aggregates(h, 'year')).toEqual([
      ['2026', 7],
      ['2025', 3],
    ]);
    expect(aggregates(h, 'dates')).toEqual([['2026-12-01--2026-12-07T23:59:59Z', 5]]);
    expect(aggregates(h, 'near')).toEqual([['51.5 -3.2 1km', 2]]);
    // The category's counts come from its own search without "talk" (fairs have no bucket there: none).
    expect(aggregates(h, 'category')).toEqual([
      ['talk', 4],
      ['walk', 8],
      ['fair', 0],
    ]);
  });

  it('counts no value the visitor gave (their own dates): only the offered items', async () => {
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, { route, location: at('/events?dates=2027-01-01--2027-01-31T23:59:59Z'), ssr: true });
    // The range's own count is the offered one's; the others keep the visitor's range as a filter.
    expect(counts(h)).toHaveLength(4);
    expect(counts(h).some(isFilterCount)).toBe(false);
    const ownRange = counts(h).filter((query) => asks(query, '2026-12-01'));
    expect(ownRange.map((query) => asks(query, '2027-01-01'))).toEqual([false]);
    expect(h.state.listings.events.filters.dates.items).toEqual([
      { key: '2026-12-01--2026-12-07T23:59:59Z', title: 'Next 7 days', path: null, isSelected: false, aggregate: 5 },
      { key: '2027-01-01--2027-01-31T23:59:59Z', title: null, path: null, isSelected: true },
    ]);
  });

  it('counts again in the browser when a filter changes, so the counts follow the other filters', async () => {
    const server = harness({ respond: answers });
    await server.run(searchLocationSaga, { route, location: at('/events'), ssr: true });
    const respond = (query: SentQuery) =>
      isCount(query) && !isFilterCount(query) && asks(query, 'category') ? page([], { totalCount: 1 }) : answers(query);
    const h = harness({ state: server.state, respond });
    await h.run(searchLocationSaga, { route, location: at('/events?category=talk'), ssr: false });
    expect(itemCounts(h)).toHaveLength(4);
    expect(h.searches.filter(isFilterCount)).toHaveLength(1);
    expect(aggregates(h, 'year')).toEqual([
      ['2026', 1],
      ['2025', 1],
    ]);
    expect(aggregates(h, 'category')).toEqual([
      ['talk', 4],
      ['walk', 8],
      ['fair', 0],
    ]);
  });

  it('leaves out a count that fails (logged), keeping the results and the other counts', async () => {
    const h = harness({
      respond: (query) => (isCount(query) && asks(query, '2025') ? Promise.reject(new Error('Index busy')) : answers(query)),
    });
    await h.run(searchLocationSaga, { route, location: at('/events'), ssr: true });
    expect(h.state.listings.events.results).toHaveLength(2);
    expect(aggregates(h, 'year')).toEqual([
      ['2026', 7],
      ['2025', undefined],
    ]);
    expect(h.log.warn).toHaveBeenCalledWith('A filter count could not be searched', {
      filterKey: 'year',
      key: '2025',
      message: 'Index busy',
    });
    expect(h.log.error).not.toHaveBeenCalled();
  });

  it('counts nothing for a mini list or a facet preloaded for its tab', async () => {
    const mini = harness({ respond: answers });
    await mini.run(doSearch, { facet: 'related', config: { queryParams: { contentTypeIds: ['event'] }, filters } }, true);
    expect(mini.searches).toHaveLength(1);

    const facets: SearchConfig = {
      facets: {
        shown: { queryParams: { contentTypeIds: ['event'] }, filters },
        other: { queryParams: { contentTypeIds: ['event'] }, filters },
      },
    };
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, {
      route: { context: 'facets', path: '/search', config: facets },
      location: at('/search/shown'),
      ssr: true,
    });
    expect(h.searches.filter((query) => !isCount(query))).toHaveLength(2);
    expect(counts(h)).toHaveLength(4);
    expect(h.state.facets.other.filters.year.items.every((item) => item.aggregate === undefined)).toBe(true);
  });
});

describe('counts of a value filter with a selection', () => {
  const newsFilters = {
    topic: { title: 'Topic', fieldId: 'topics', items: offered({ t1: 'Bees', t2: 'Wasps', t3: 'Ants' }) },
    type: { title: 'Type', fieldId: 'kind', isSingleSelect: true, items: offered({ blog: 'Blog', press: 'Press' }) },
    tags: { title: 'Tags', fieldId: 'tags', logicOperator: 'and' as const, items: offered({ a: 'A', b: 'B' }) },
    region: { fieldId: 'region', renderable: false, items: [{ key: 'uk', title: 'UK', isSelected: true }] },
  };
  const newsRoute: SearchRoute = {
    context: 'listings',
    listing: 'news',
    config: { listings: { news: { queryParams: { contentTypeIds: ['news'] }, filters: newsFilters } } },
  };
  /** Which filter's buckets a count search asks for. */
  const countedField = (query: SentQuery) => Object.keys(query.aggregations as object).join();
  /** The facet's results hold only the selection's overlap; each filter's own search counts every choice. */
  function newsAnswers(query: SentQuery) {
    if (!isCount(query))
      return page([entry('n1')], { totalCount: 3, aggregations: { sf_topics: { t1: 3 }, sf_kind: { blog: 3 }, sf_tags: { a: 3 } } });
    if (countedField(query) === 'sf_topics') return page([entry('n1')], { totalCount: 8, aggregations: { sf_topics: { t1: 3, t2: 5 } } });
    if (countedField(query) === 'sf_kind') return page([entry('n1')], { totalCount: 7, aggregations: { sf_kind: { blog: 3, press: 4 } } });
    return page([]);
  }
  const shown = (h: ReturnType<typeof harness>, filter: keyof typeof newsFilters) =>
    h.state.listings.news.filters[filter].items.map((item) => [item.key, item.aggregate]);

  it.each([true, false])('searches each "or" filter with a selection again without it, only for its buckets (ssr: %s)', async (ssr) => {
    const h = harness({ respond: newsAnswers });
    await h.run(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1&type=blog&tags=a'), ssr });

    // Topics and the single-select type; not the "and" tags, not the hidden region.
    const searches = h.searches.filter(isFilterCount);
    expect(searches.map(countedField)).toEqual(['sf_topics', 'sf_kind']);
    for (const query of searches) {
      expect(query).toMatchObject({ pageIndex: 0, pageSize: 1, fields: ['sys.id'] });
      expect(query).not.toHaveProperty('orderBy');
      expect(asks(query, '{"field":"region","in":["uk"]}')).toBe(true);
      expect(asks(query, '{"field":"tags","equalTo":"a"}')).toBe(true);
    }
    const [topics, type] = searches;
    expect(topics.aggregations).toEqual({ sf_topics: { field: 'topics', size: 100 } });
    expect([asks(topics, '"topics"'), asks(topics, '{"field":"kind","in":["blog"]}')]).toEqual([false, true]);
    expect([asks(type, '"kind"'), asks(type, '{"field":"topics","in":["t1"]}')]).toEqual([false, true]);
    expect(h.searches.filter((query) => !isCount(query))).toHaveLength(1);

    expect(shown(h, 'topic')).toEqual([
      ['t1', 3],
      ['t2', 5],
      ['t3', 0],
    ]);
    expect(shown(h, 'type')).toEqual([
      ['blog', 3],
      ['press', 4],
    ]);
    // "and": ticking another narrows the results, so it counts within them.
    expect(shown(h, 'tags')).toEqual([
      ['a', 3],
      ['b', 0],
    ]);
  });

  it('counts a filter with nothing chosen from the facet’s own search: no search more', async () => {
    const h = harness({ respond: newsAnswers });
    await h.run(searchLocationSaga, { route: newsRoute, location: at('/news?type=press'), ssr: true });
    expect(h.searches.filter(isFilterCount).map(countedField)).toEqual(['sf_kind']);
    expect(shown(h, 'topic')).toEqual([
      ['t1', 3],
      ['t2', 0],
      ['t3', 0],
    ]);
    expect(shown(h, 'type')).toEqual([
      ['blog', 3],
      ['press', 4],
    ]);

    const none = harness({ respond: newsAnswers });
    await none.run(searchLocationSaga, { route: newsRoute, location: at('/news'), ssr: true });
    expect(none.searches).toHaveLength(1);
  });

  /** `answers`, the main search's after 10 ms, noting for each count search whether the main one had answered. */
  function timedAnswers(answers: (query: SentQuery) => unknown = newsAnswers) {
    let mainAnswered = false;
    const sentAfterMain: boolean[] = [];
    const respond = (query: SentQuery) => {
      if (isCount(query)) {
        sentAfterMain.push(mainAnswered);
        return answers(query);
      }
      return new Promise((resolve) => setTimeout(() => resolve((mainAnswered = true) && answers(query)), 10));
    };
    return { respond, sentAfterMain };
  }

  it('on the server, runs beside the main search: the page renders once both have answered', async () => {
    const { respond, sentAfterMain } = timedAnswers();
    const h = harness({ respond });
    await h.run(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1&type=blog'), ssr: true });
    expect(sentAfterMain).toEqual([false, false]);
    expect(shown(h, 'topic')).toEqual([
      ['t1', 3],
      ['t2', 5],
      ['t3', 0],
    ]);
  });

  it('in the browser, shows the results first; the filters keep the counts they showed until theirs arrive', async () => {
    const respond = (query: SentQuery) => {
      const topic = asks(query, '"topics"');
      if (!isCount(query))
        return page([entry(topic ? 'bees' : 'all')], {
          totalCount: topic ? 3 : 9,
          aggregations: { sf_topics: topic ? { t1: 3 } : { t1: 3, t2: 5, t3: 1 } },
        });
      return page([], { totalCount: 9, aggregations: { sf_topics: { t1: 3, t2: 6, t3: 2 } } });
    };
    const before = harness({ respond });
    await before.run(searchLocationSaga, { route: newsRoute, location: at('/news'), ssr: false });
    expect(shown(before, 'topic')).toEqual([
      ['t1', 3],
      ['t2', 5],
      ['t3', 1],
    ]);

    // Ticking a topic: its results come with the facet's buckets (only their overlap with t1), then its counts.
    const { respond: timed, sentAfterMain } = timedAnswers(respond);
    const h = harness({ respond: timed, state: before.state });
    await h.run(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1'), ssr: false });
    expect(sentAfterMain).toEqual([true]);
    const recorded = h.actions.filter((action) => action.type === searchEntriesSet.type || action.type === searchCountsSet.type);
    expect(recorded.map((action) => action.type)).toEqual([searchEntriesSet.type, searchCountsSet.type]);

    // The state between the two: the new results, the topic counts of before (not the overlap's 3, 0, 0).
    const upToResults = h.actions.slice(0, h.actions.indexOf(recorded[0]) + 1);
    const between = upToResults.reduce(searchReducer, before.state).listings.news;
    expect(between.results.map((result) => result.entry.sys?.id)).toEqual(['bees']);
    expect(between.filters.topic.items.map((item) => [item.key, item.aggregate])).toEqual([
      ['t1', 3],
      ['t2', 5],
      ['t3', 1],
    ]);
    expect(shown(h, 'topic')).toEqual([
      ['t1', 3],
      ['t2', 6],
      ['t3', 2],
    ]);
  });

  it('aborts the requests of a search cancelled by a newer location: the results’, then its count searches', async () => {
    const never = () => new Promise(() => undefined);
    const pending = harness({ respond: never });
    const first = pending.start(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1'), ssr: false });
    while (pending.signals.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(pending.signals).toHaveLength(1);
    first.cancel();
    expect(pending.signals[0]?.aborted).toBe(true);

    const counting = harness({ respond: (query) => (isCount(query) ? never() : newsAnswers(query)) });
    const second = counting.start(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1'), ssr: false });
    // The results' search, then (once its answer is in) the count search.
    while (counting.signals.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(counting.signals).toHaveLength(2);
    expect(counting.signals.map((signal) => signal?.aborted)).toEqual([false, false]);
    second.cancel();
    expect(counting.signals.map((signal) => signal?.aborted)).toEqual([true, true]);
    expect(counting.state.listings.news.entries.isLoading).toBe(false);
  });

  it('shows no counts for a filter whose search failed (logged), rather than the results’ overlap', async () => {
    const respond = (query: SentQuery) =>
      isCount(query) && countedField(query) === 'sf_topics' ? Promise.reject(new Error('Index busy')) : newsAnswers(query);
    const h = harness({ respond });
    await h.run(searchLocationSaga, { route: newsRoute, location: at('/news?topic=t1&type=blog'), ssr: true });
    expect(h.state.listings.news.results).toHaveLength(1);
    expect(shown(h, 'topic')).toEqual([
      ['t1', undefined],
      ['t2', undefined],
      ['t3', undefined],
    ]);
    expect(shown(h, 'type')).toEqual([
      ['blog', 3],
      ['press', 4],
    ]);
    expect(h.log.warn).toHaveBeenCalledWith('A filter count could not be searched', { filterKey: 'topic', message: 'Index busy' });
  });
});
