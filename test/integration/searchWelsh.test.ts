// Search in Welsh against the local platform and the demo pack: the page's language (routing state
// `language`, given here through the search services as the app gives it) chooses the variations searched,
// the filters' taxonomy titles and a listing's entries; a Welsh term finds Welsh variations only.
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
import { createEntryQuery, Op, type DeliveryClient } from '../../src/lib/delivery';
import type { Entry } from '../../src/lib/delivery/types';
import { DELIVERY, LOG } from '../../src/lib/saga';
import { demoPlatformForTests } from './support/demoPlatform';

const config: SearchConfig = {
  facets: {
    news: {
      title: 'News',
      queryParams: { contentTypeIds: ['newsArticle'], orderBy: ['-publishDate'], pageSize: 20 },
      filters: { topic: { title: 'Topic', fieldId: 'topics', path: 'Root/Topics' } },
    },
    events: {
      title: 'Events',
      queryParams: { contentTypeIds: ['event'], pageSize: 20 },
      filters: { category: { title: 'Category', fieldId: 'category', path: 'Root/Event categories', isSingleSelect: true } },
    },
  },
  listings: { news: { title: 'News', queryParams: { contentTypeIds: ['newsArticle'], orderBy: ['-publishDate'], pageSize: 50 } } },
};
const searchRoute: SearchRoute = { context: 'facets', path: '/search', config };
const newsListing: SearchRoute = { context: 'listings', listing: 'news', config };

const demo = demoPlatformForTests();
let delivery: DeliveryClient;
beforeAll(() => {
  delivery = demo.delivery();
});

async function search(route: SearchRoute, url: string, language: string): Promise<SearchState> {
  let current = initialSearchState;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const services: SearchServices = { environment: () => ({ versionStatus: 'published', language }) };
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

const results = (state: SearchState, context: 'facets' | 'listings', facet: string): Entry[] =>
  state[context][facet].results.map((r) => r.entry);

describe('the platform in Welsh', () => {
  it('answers node names, taxonomy names and entries in the language asked for', async () => {
    const root = await delivery.nodes.getRoot({ depth: 1, language: 'cy' });
    const names = Object.fromEntries((root?.children ?? []).map((node) => [node.path, node.displayName]));
    expect(names).toMatchObject({ '/about': 'Amdanom ni', '/visit': 'Ymweld', '/news': 'Newyddion', '/events': 'Digwyddiadau' });
    const english = await delivery.nodes.getRoot({ depth: 1, language: 'en-GB' });
    expect(english?.children?.find((node) => node.path === '/about')?.displayName).toBe('About us');

    const topics = await delivery.taxonomy.getNodeByKey({ key: '0/1', childDepth: 1, language: 'cy', order: 'defined' });
    expect([topics?.name, ...(topics?.children ?? []).map((c) => c.name)]).toEqual([
      'Pynciau',
      'Cadwraeth',
      'Garddwriaeth',
      'Gwyddoniaeth',
      'Dysgu',
      'Cymuned',
    ]);
    expect(topics?.path).toBe('Root/Topics');

    const about = root?.children?.find((node) => node.path === '/about')?.entry?.sys.id ?? '';
    const entry = await delivery.entries.get({ id: about, language: 'cy' });
    expect(entry).toMatchObject({ entryTitle: 'Am yr ardd', sys: { language: 'cy', availableLanguages: ['en-GB', 'cy'], uri: '/about' } });
  });
});

describe('the platform’s free-text search', () => {
  const freeText = async (term: string, language?: string) => {
    const query = createEntryQuery(Op.freeText('searchContent', term), ...(language ? [Op.equalTo('sys.language', language)] : []));
    query.pageSize = 100;
    const answer = await delivery.entries.search(query);
    if (!answer) throw new Error('the platform gave no search answer');
    return answer.items;
  };

  it('finds the Welsh variation by a Welsh term, and not the English one', async () => {
    const found = await freeText('gwirfoddolwyr');
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(new Set(found.map((e) => e.sys.language))).toEqual(new Set(['cy']));
    expect(found.map((e) => e.entryTitle)).toContain('Gwirfoddolwyr yn rhoi 14,000 o oriau i’r ardd');
    expect(await freeText('gwirfoddolwyr', 'en-GB')).toEqual([]);
  });

  it('finds the English variation by its English term, and not the Welsh one', async () => {
    const english = await freeText('volunteers');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((e) => e.sys.language === 'en-GB')).toBe(true);
    expect(await freeText('volunteers', 'cy')).toEqual([]);
  });
});

describe('a search page in Welsh', () => {
  it('finds Welsh variations by a Welsh term, with the topic filter titled in Welsh', async () => {
    const state = await search(searchRoute, '/search/news?term=gwirfoddolwyr', 'cy');
    const found = results(state, 'facets', 'news');
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.every((e) => e.sys.language === 'cy')).toBe(true);
    expect(state.facets.news.filters.topic.items.map((i) => i.title)).toEqual([
      'Cadwraeth',
      'Garddwriaeth',
      'Gwyddoniaeth',
      'Dysgu',
      'Cymuned',
    ]);
    const community = state.facets.news.filters.topic.items.find((i) => i.key === '0/1/5');
    expect(community?.aggregate).toBe(state.facets.news.pagingInfo.totalCount);
  });

  // Not a word of the addresses: a variation has its node's path, which is English (`sys.uri` is searched too).
  it('finds nothing in Welsh for an English word that only English variations hold', async () => {
    const welsh = await search(searchRoute, '/search/news?term=training', 'cy');
    expect(welsh.facets.news.pagingInfo.totalCount).toBe(0);
    const english = await search(searchRoute, '/search/news?term=training', 'en-GB');
    expect(english.facets.news.pagingInfo.totalCount).toBeGreaterThan(0);
  });

  it('filters events by a category titled in Welsh, counting Welsh variations', async () => {
    const state = await search(searchRoute, '/search/events?category=0/2/5', 'cy');
    const category = state.facets.events.filters.category;
    expect(category.items.map((i) => i.title)).toEqual([
      'Sgyrsiau',
      'Gweithdai',
      'Diwrnodau i’r teulu',
      'Teithiau tywys',
      'Gwyliau',
      'Arddangosfeydd',
      'Cyrsiau',
    ]);
    const festivals = results(state, 'facets', 'events');
    expect(festivals.length).toBeGreaterThanOrEqual(3);
    expect(festivals.every((e) => e.sys.language === 'cy' && (e.category as { name: string }).name === 'Gwyliau')).toBe(true);
    expect(category.items.find((i) => i.key === '0/2/5')).toMatchObject({ isSelected: true, aggregate: festivals.length });
  });
});

describe('the news listing in Welsh', () => {
  it('lists the Welsh variations only, newest first; in English, the English ones', async () => {
    const welsh = await search(newsListing, '/news', 'cy');
    const listed = results(welsh, 'listings', 'news');
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed.every((e) => e.sys.language === 'cy')).toBe(true);
    expect(welsh.listings.news.pagingInfo.totalCount).toBe(listed.length);
    const dates = listed.map((e) => String(e.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const english = await search(newsListing, '/news', 'en-GB');
    expect(english.listings.news.pagingInfo.totalCount).toBeGreaterThan(listed.length);
    expect(results(english, 'listings', 'news').every((e) => e.sys.language === 'en-GB')).toBe(true);
  });
});
