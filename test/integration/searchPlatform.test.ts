import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import {
  initialSearchState,
  SEARCH_CONTEXT,
  searchLocationSaga,
  searchReducer,
  type SearchConfig,
  type SearchRoute,
  type SearchServices,
  type SearchState,
} from '../../src/features/search';
import { type DeliveryClient } from '../../src/lib/delivery';
import { DELIVERY, LOG } from '../../src/lib/saga';
import { demoPlatformForTests } from './support/demoPlatform';

// The search's queries against the local platform and the demo pack: every option the query builder
// writes is accepted, and the results are what the filters, terms and paging ask for.
const config: SearchConfig = {
  tabs: [{ id: 0, defaultFacet: 'all' }],
  facets: {
    all: { title: 'All', queryParams: { contentTypeIds: ['newsArticle', 'event', '!person'], includeInSearch: ['showInSearch'] } },
    news: {
      title: 'News',
      queryParams: {
        contentTypeIds: ['newsArticle'],
        orderBy: ['-publishDate'],
        pageSize: 5,
        fields: ['entryTitle', 'topics', 'publishDate'],
      },
      filters: { topic: { title: 'Topic', fieldId: 'topics', path: 'Root/Topics' } },
    },
    events: {
      title: 'Events',
      queryParams: {
        contentTypeIds: ['event'],
        loadMorePaging: true,
        pageSize: 10,
        fields: ['entryTitle', 'category', 'price', 'location'],
      },
      filters: {
        category: { title: 'Category', fieldId: 'category', path: 'Root/Event categories', isSingleSelect: true },
        price: { fieldId: 'price', fieldOperator: 'between', items: [{ key: '0--10', title: 'Up to £10' }] },
        near: { fieldId: 'location', fieldOperator: 'distanceWithin', items: [{ key: '51.5047 -3.219 100m', title: 'By the Palm House' }] },
        kind: { fieldId: 'sys.contentTypeId', logicOperator: 'not', items: [{ key: 'newsArticle', title: 'Not news' }] },
      },
    },
  },
};
const route: SearchRoute = { context: 'facets', path: '/search', config };

const demo = demoPlatformForTests();
let delivery: DeliveryClient;
beforeAll(() => {
  delivery = demo.delivery();
});

async function search(url: string, state: SearchState = initialSearchState) {
  let current = state;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const services: SearchServices = { environment: () => ({ versionStatus: 'published', language: 'en-GB' }) };
  const { pathname, search: query } = new URL(url, 'http://site.test');
  await runSaga(
    {
      context: { [DELIVERY]: delivery, [LOG]: log, [SEARCH_CONTEXT]: services },
      dispatch: (action: UnknownAction) => {
        current = searchReducer(current, action);
      },
      getState: () => ({ search: current }),
    },
    searchLocationSaga,
    { route, location: { pathname, search: query }, ssr: true },
  ).toPromise();
  expect(log.error).not.toHaveBeenCalled();
  expect(log.warn).not.toHaveBeenCalled();
  return current;
}

const entries = (state: SearchState, facet: string) => state.facets[facet].results.map((r) => r.entry);

it('searches every facet, with totals that add up', async () => {
  const state = await search('/search');
  const total = (facet: string) => state.facets[facet].pagingInfo.totalCount;
  expect(state.currentFacet).toBe('all');
  expect(total('news')).toBeGreaterThan(20);
  expect(total('events')).toBeGreaterThan(20);
  expect(total('all')).toBe(total('news') + total('events'));
});

it('finds entries by a term, and none for a term of query syntax only', async () => {
  const state = await search('/search/news?term=wild%20service%20tree');
  const titles = entries(state, 'news').map((e) => e.entryTitle);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.slice(0, 2).every((title) => title?.includes('wild service tree'))).toBe(true);
  const hostile = await search('/search/news?term=*%3F*%3F*%5C%3A');
  expect(hostile.facets.news.pagingInfo.totalCount).toBe((await search('/search/news')).facets.news.pagingInfo.totalCount);
  const phrase = await search('/search/news?term=%22wild%20service%22');
  expect(entries(phrase, 'news').length).toBeGreaterThan(0);
  expect(phrase.facets.news.pagingInfo.totalCount).toBeLessThan(hostile.facets.news.pagingInfo.totalCount);
});

it('loads taxonomy filters with counts, and filters by a selected item', async () => {
  const state = await search('/search/events?category=0/2/2');
  const category = state.facets.events.filters.category;
  expect(category.items.map((i) => i.title)).toContain('Workshops');
  const workshops = category.items.find((i) => i.key === '0/2/2');
  expect(workshops).toMatchObject({ isSelected: true, aggregate: state.facets.events.pagingInfo.totalCount });
  expect(state.facets.events.pagingInfo.totalCount).toBeGreaterThan(1);
  expect(new Set(entries(state, 'events').map((e) => (e.category as { key: string }).key))).toEqual(new Set(['0/2/2']));
});

it('filters by a price range, a distance and an exclusion', async () => {
  const all = (await search('/search/events')).facets.events.pagingInfo.totalCount;
  const cheap = await search('/search/events?price=0--10');
  expect(cheap.facets.events.pagingInfo.totalCount).toBeGreaterThan(5);
  expect(cheap.facets.events.pagingInfo.totalCount).toBeLessThan(all);
  expect(
    entries(cheap, 'events')
      .map((e) => e.price as number)
      .filter((price) => price > 10),
  ).toEqual([]);
  const near = await search('/search/events?near=51.5047%20-3.219%20100m');
  expect(near.facets.events.pagingInfo.totalCount).toBeGreaterThan(0);
  expect(near.facets.events.pagingInfo.totalCount).toBeLessThan(all);
  const notNews = await search('/search/events?kind=newsArticle');
  expect(notNews.facets.events.pagingInfo.totalCount).toBe(all);
  const notEvents = await search('/search/events?kind=event');
  expect(notEvents.facets.events.pagingInfo.totalCount).toBe(0);
});

it('orders by the visitor’s choice and pages; load-more keeps earlier pages', async () => {
  const first = await search('/search/events?orderBy=entryTitle');
  const titles = entries(first, 'events').map((e) => e.entryTitle ?? '');
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  const more = await search('/search/events?orderBy=entryTitle&pageIndex=2', first);
  expect(more.facets.events.results).toHaveLength(20);
  expect(more.facets.events.pagingInfo.pagesLoaded).toEqual([0, 1]);
  const beyond = await search('/search/events?pageIndex=99');
  expect(beyond.facets.events.results).toEqual([]);
});
