// Search URLs (spec §2.7): built from the search's state, read back from a location, and the two agree.
import { MAX_PAGE_SIZE } from '../constants';
import type { SearchUrlParams } from '../types';
import { buildSearchUrl, type SearchUrlInput } from './buildSearchUrl';
import { parseSearchLocation } from './parseSearchUrl';

const facets = { context: 'facets' as const, path: '/search' };

function parse(url: string, route: { context: 'facets' | 'listings'; path?: string } = facets) {
  const { pathname, search } = new URL(url, 'http://site.test');
  return parseSearchLocation({ pathname, search }, route);
}

describe('buildSearchUrl', () => {
  it('is the path or /search, then the facet, then the selected content type', () => {
    expect(buildSearchUrl({ context: 'facets', path: '', facet: 'news' })).toBe('/search/news');
    expect(buildSearchUrl({ context: 'facets', path: '/find/', facet: 'news' })).toBe('/find/news');
    expect(buildSearchUrl({ context: 'facets', path: '/find', facet: 'all', filters: { contentTypeId: ['event', 'news'] } })).toBe(
      '/find/all/event,news',
    );
    expect(buildSearchUrl({ context: 'facets', path: '/find' })).toBe('/find');
  });

  it('keeps a listing on its own path', () => {
    expect(buildSearchUrl({ context: 'listings', path: '/news', facet: 'ignored', term: 'x', filters: { contentTypeId: ['a'] } })).toBe(
      '/news?term=x&contentTypeId=a',
    );
  });

  it('writes term, orderBy, 1-based pageIndex, pageSize, then one comma-joined parameter per filter, and keeps the hash', () => {
    const url = buildSearchUrl({
      context: 'facets',
      path: '/search',
      facet: 'news',
      term: 'bees & honey',
      orderBy: ['-date', 'title'],
      pageIndex: 2,
      pageSize: 50,
      filters: { topic: ['a', 'b'], year: [], place: ['x'] },
      hash: '#results',
    });
    expect(url).toBe('/search/news?term=bees%20%26%20honey&orderBy=-date,title&pageIndex=3&pageSize=50&topic=a,b&place=x#results');
  });

  it('leaves out the first page, an empty term and empty filters', () => {
    expect(
      buildSearchUrl({ context: 'facets', path: '/search', facet: 'news', term: '', pageIndex: 0, filters: { topic: [] }, hash: '' }),
    ).toBe('/search/news');
  });

  it('keeps the page’s other parameters after the search’s own', () => {
    expect(buildSearchUrl({ context: 'facets', path: '/search', facet: 'news', term: 'x', preserve: [['p', 'intranet']] })).toBe(
      '/search/news?term=x&p=intranet',
    );
  });
});

describe('parseSearchLocation', () => {
  it('reads facet, content type, term, order, page, page size and filters', () => {
    expect(parse('/search/news/event,article?term=bees&orderBy=-date,title&pageIndex=3&pageSize=50&topic=a,b')).toEqual({
      facet: 'news',
      params: {
        term: 'bees',
        orderBy: ['-date', 'title'],
        pageIndex: 2,
        pageSize: 50,
        filters: { topic: ['a', 'b'], contentTypeId: ['event', 'article'] },
      },
    });
  });

  it('names no facet for the bare search path or a path outside it', () => {
    expect(parse('/search').facet).toBeNull();
    expect(parse('/searching/news').facet).toBeNull();
    expect(parse('/news?term=x', { context: 'listings' })).toEqual({
      facet: null,
      params: { term: 'x', orderBy: [], pageIndex: null, pageSize: null, filters: {} },
    });
  });

  it.each(['0', '-2', 'abc', '1.5', '', '2e3', '99999999999999999999999'])('reads pageIndex=%p as no page', (page) => {
    expect(parse(`/search?pageIndex=${page}`).params.pageIndex).toBeNull();
  });

  it('clamps a huge page size to the contract’s limit and ignores a meaningless one', () => {
    expect(parse('/search?pageSize=5000000').params.pageSize).toBe(MAX_PAGE_SIZE);
    expect(parse('/search?pageSize=0').params.pageSize).toBeNull();
    expect(parse('/search?pageSize=ten').params.pageSize).toBeNull();
    expect(parseSearchLocation({ pathname: '/search', search: '?pageSize=500' }, { ...facets, maxPageSize: 50 }).params.pageSize).toBe(50);
  });

  it('keeps at most 100 values of one filter', () => {
    const many = Array.from({ length: 500 }, (_, i) => `v${i}`).join(',');
    expect(parse(`/search?topic=${many}`).params.filters.topic).toHaveLength(100);
  });

  it('merges repeated filter parameters and takes the first of a repeated term', () => {
    expect(parse('/search?topic=a&topic=b,a&term=one&term=two').params).toMatchObject({ term: 'one', filters: { topic: ['a', 'b'] } });
  });

  it('drops empty filter values and empty filters', () => {
    expect(parse('/search?topic=,,&year=&place=,x,').params.filters).toEqual({ place: ['x'] });
  });

  it('reads encoded commas, plus signs and malformed escapes without failing', () => {
    const { params } = parse('/search/%E0%A4%A/news?term=a+b&topic=x%2Cy&bad=%E0%A4%A');
    expect(params).toMatchObject({ term: 'a b', filters: { topic: ['x', 'y'] } });
    expect(params.filters.bad).toHaveLength(1);
    expect(parse('/search/%E0%A4%A/news').facet).toBe('%E0%A4%A');
  });
});

describe('build then parse', () => {
  const cases: [string, SearchUrlInput, { facet: string | null; params: SearchUrlParams }][] = [
    [
      'everything',
      {
        context: 'facets',
        path: '/search',
        facet: 'news',
        term: 'bees',
        orderBy: ['-date'],
        pageIndex: 4,
        pageSize: 10,
        filters: { topic: ['a', 'b'], contentTypeId: ['event'] },
      },
      {
        facet: 'news',
        params: { term: 'bees', orderBy: ['-date'], pageIndex: 4, pageSize: 10, filters: { topic: ['a', 'b'], contentTypeId: ['event'] } },
      },
    ],
    [
      'nothing but the facet',
      { context: 'facets', path: '/search', facet: 'all' },
      { facet: 'all', params: { term: '', orderBy: [], pageIndex: null, pageSize: null, filters: {} } },
    ],
    [
      'unicode and reserved characters',
      {
        context: 'facets',
        path: '/suche',
        facet: 'nachrichten',
        term: 'Zoë & 東京 "a/b" 100% #1 ?',
        filters: { thème: ['ça va', 'x=y&z'] },
      },
      {
        facet: 'nachrichten',
        params: {
          term: 'Zoë & 東京 "a/b" 100% #1 ?',
          orderBy: [],
          pageIndex: null,
          pageSize: null,
          filters: { thème: ['ça va', 'x=y&z'] },
        },
      },
    ],
    [
      'a facet key with a space and a slash',
      { context: 'facets', path: '/search', facet: 'a b/c' },
      { facet: 'a b/c', params: { term: '', orderBy: [], pageIndex: null, pageSize: null, filters: {} } },
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    const built = buildSearchUrl(input);
    expect(parse(built, { context: input.context as 'facets', path: input.path })).toEqual(expected);
    // And back again: the same state gives the same URL.
    const again = parse(built, { context: 'facets', path: input.path });
    expect(buildSearchUrl({ ...input, ...again.params, pageIndex: again.params.pageIndex ?? 0, facet: again.facet })).toBe(built);
  });

  it('round-trips a listing', () => {
    const built = buildSearchUrl({ context: 'listings', path: '/news', term: 'x', pageIndex: 1, filters: { year: ['2024'] }, hash: 'top' });
    expect(built).toBe('/news?term=x&pageIndex=2&year=2024#top');
    expect(parse(built, { context: 'listings' }).params).toEqual({
      term: 'x',
      orderBy: [],
      pageIndex: 1,
      pageSize: null,
      filters: { year: ['2024'] },
    });
  });
});
