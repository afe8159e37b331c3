// Counts of filter items that aggregations cannot count (a year matched by `startsWith`, a date range, a
// distance): a count search per offered item, the item in place of its filter's selection, other filters kept.
import { doSearch, searchLocationSaga } from './sagas';
import { entry } from './testing/fixtures';
import { asks, harness, page, type SentQuery } from './testing/sagaHarness';
import type { SearchConfig, SearchRoute } from './types';

const filters = {
  category: { title: 'Category', fieldId: 'category', items: [{ key: 'talk', title: 'Talks' }] },
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
  dates: { title: 'Dates', fieldId: 'dateRange.from', fieldOperator: 'between' as const, isSingleSelect: true, items: [{ key: '2026-12-01--2026-12-07T23:59:59Z', title: 'Next 7 days' }] },
  near: { title: 'Near', fieldId: 'location', fieldOperator: 'distanceWithin' as const, isSingleSelect: true, items: [{ key: '51.5 -3.2 1km', title: 'Within 1 km' }] },
  cheap: { fieldId: 'price', fieldOperator: 'lessThan' as const, renderable: false, items: [{ key: '10', title: 'Cheap', isSelected: true }] },
};
const config: SearchConfig = { listings: { events: { queryParams: { contentTypeIds: ['event'], pageSize: 12, orderBy: ['dateRange.from'] }, filters } } };
const route: SearchRoute = { context: 'listings', listing: 'events', config };
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.test');
  return { pathname, search };
};

const isCount = (query: SentQuery) => query.pageSize === 1;
/** How many entries each choice would leave, as a platform holding them would answer. */
function answers(query: SentQuery) {
  if (!isCount(query)) return page([entry('e1'), entry('e2')], { totalCount: 10, aggregations: { sf_category: { talk: 4 } } });
  // An item's own clause decides (the other filters' clauses are in each count too).
  if (asks(query, '2026-12-01')) return page([entry('e1')], { totalCount: 5 });
  if (asks(query, 'distanceWithin')) return page([entry('e1')], { totalCount: 2 });
  if (asks(query, '"startsWith":"2026"')) return page([entry('e1')], { totalCount: 7 });
  if (asks(query, '"startsWith":"2025"')) return page([entry('e3')], { totalCount: 3 });
  return page([], { totalCount: 0 });
}
const counts = (h: ReturnType<typeof harness>) => h.searches.filter(isCount);
const aggregates = (h: ReturnType<typeof harness>, filter: keyof typeof filters) =>
  h.state.listings.events.filters[filter].items.map((item) => [item.key, item.aggregate]);

describe('item counts', () => {
  it('searches a count per offered item: one entry, no fields, order or aggregations; the item replaces its filter’s selection', async () => {
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, { route, location: at('/events?year=2026&category=talk&pageIndex=2'), ssr: true });

    const [main] = h.searches.filter((query) => !isCount(query));
    expect(main).toMatchObject({ pageIndex: 1, pageSize: 12, aggregations: { sf_category: { field: 'category', size: 100 } } });
    expect(Object.keys(main.aggregations as object)).toEqual(['sf_category']);
    expect(counts(h)).toHaveLength(4);
    for (const count of counts(h)) {
      expect(count).toMatchObject({ pageIndex: 0, pageSize: 1, fields: ['sys.id'] });
      expect(count).not.toHaveProperty('aggregations');
      expect(count).not.toHaveProperty('orderBy');
      // Every other filter stays applied, the hidden one too.
      expect(asks(count, '{"field":"category","in":["talk"]}')).toBe(true);
      expect(asks(count, '{"field":"price","lessThan":10}')).toBe(true);
    }
    const year2025 = counts(h).find((query) => asks(query, '"startsWith":"2025"'));
    expect(year2025 && asks(year2025, '"2026"')).toBe(false);
    const near = counts(h).find((query) => asks(query, 'distanceWithin'));
    expect(near && asks(near, '"startsWith"')).toBe(true);

    expect(aggregates(h, 'year')).toEqual([['2026', 7], ['2025', 3]]);
    expect(aggregates(h, 'dates')).toEqual([['2026-12-01--2026-12-07T23:59:59Z', 5]]);
    expect(aggregates(h, 'near')).toEqual([['51.5 -3.2 1km', 2]]);
    expect(aggregates(h, 'category')).toEqual([['talk', 4]]);
  });

  it('counts no value the visitor gave (their own dates): only the offered items', async () => {
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, { route, location: at('/events?dates=2027-01-01--2027-01-31T23:59:59Z'), ssr: true });
    // The range's own count is the offered one's; the others keep the visitor's range as a filter.
    expect(counts(h)).toHaveLength(4);
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
    const h = harness({ state: server.state, respond: (query) => (isCount(query) && asks(query, 'category') ? page([], { totalCount: 1 }) : answers(query)) });
    await h.run(searchLocationSaga, { route, location: at('/events?category=talk'), ssr: false });
    expect(counts(h)).toHaveLength(4);
    expect(aggregates(h, 'year')).toEqual([['2026', 1], ['2025', 1]]);
  });

  it('leaves out a count that fails (logged), keeping the results and the other counts', async () => {
    const h = harness({ respond: (query) => (isCount(query) && asks(query, '2025') ? Promise.reject(new Error('Index busy')) : answers(query)) });
    await h.run(searchLocationSaga, { route, location: at('/events'), ssr: true });
    expect(h.state.listings.events.results).toHaveLength(2);
    expect(aggregates(h, 'year')).toEqual([['2026', 7], ['2025', undefined]]);
    expect(h.log.warn).toHaveBeenCalledWith('A filter count could not be searched', { filterKey: 'year', key: '2025', message: 'Index busy' });
    expect(h.log.error).not.toHaveBeenCalled();
  });

  it('counts nothing for a mini list or a facet preloaded for its tab', async () => {
    const mini = harness({ respond: answers });
    await mini.run(doSearch, { facet: 'related', config: { queryParams: { contentTypeIds: ['event'] }, filters } }, true);
    expect(mini.searches).toHaveLength(1);

    const facets: SearchConfig = { facets: { shown: { queryParams: { contentTypeIds: ['event'] }, filters }, other: { queryParams: { contentTypeIds: ['event'] }, filters } } };
    const h = harness({ respond: answers });
    await h.run(searchLocationSaga, { route: { context: 'facets', path: '/search', config: facets }, location: at('/search/shown'), ssr: true });
    expect(h.searches.filter((query) => !isCount(query))).toHaveLength(2);
    expect(counts(h)).toHaveLength(4);
    expect(h.state.facets.other.filters.year.items.every((item) => item.aggregate === undefined)).toBe(true);
  });
});
