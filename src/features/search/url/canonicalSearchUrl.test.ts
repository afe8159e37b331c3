// The one URL of a search, whichever way it was asked for: what the scripted UI writes (buildSearchUrl).
import type { SearchRoute } from '../types';
import { canonicalSearchUrl, searchRedirectFor } from './canonicalSearchUrl';

const listing: SearchRoute = {
  context: 'listings',
  listing: 'news',
  config: {
    listings: { news: { queryParams: { pageSize: 12 }, filters: { topic: { fieldId: 'topics' }, year: { fieldId: 'publishDate' } } } },
  },
};
const facets: SearchRoute = {
  context: 'facets',
  path: '/search',
  config: {
    tabs: [{ id: 0, defaultFacet: 'all' }],
    facets: { all: { filters: { contentTypeId: { fieldId: 'sys.contentTypeId' } } }, news: { filters: { topic: { fieldId: 'topics' } } } },
  },
};

const at = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, queryAt), search: url.slice(queryAt) };
};

describe('canonicalSearchUrl', () => {
  it('leaves out empty fields, the default page size and the first page; joins a filter’s values', () => {
    expect(canonicalSearchUrl(at('/news?term=&orderBy=&pageSize=12&pageIndex=1&year=&topic=a&topic=b'), listing)).toBe('/news?topic=a,b');
    expect(canonicalSearchUrl(at('/news?pageSize=24'), listing)).toBe('/news?pageSize=24');
  });

  it('orders the search’s parameters as the scripted UI does, the page’s own (a project, campaign tags) last, as they came', () => {
    expect(canonicalSearchUrl(at('/news?utm_source=x&year=2025&term=palm+house&topic=a'), listing)).toBe(
      '/news?term=palm%20house&topic=a&year=2025&utm_source=x',
    );
  });

  it('puts a facet’s chosen content types in its path, and drops filters of other facets', () => {
    expect(canonicalSearchUrl(at('/search/all?term=x&contentTypeId=news&contentTypeId=event&topic=t'), facets)).toBe(
      '/search/all/news,event?term=x',
    );
    expect(canonicalSearchUrl(at('/search/news?topic=t&contentTypeId=news'), facets)).toBe('/search/news?topic=t');
    expect(canonicalSearchUrl(at('/search?term=x&contentTypeId=news'), facets)).toBe('/search?term=x&contentTypeId=news');
  });

  it('leaves a facet it does not know alone', () => {
    expect(canonicalSearchUrl(at('/search/nope?term='), facets)).toBeNull();
  });
});

describe('searchRedirectFor', () => {
  it('does not redirect an address that differs from the canonical one only in its encoding', () => {
    for (const url of [
      '/news?term=palm+house',
      '/news?term=palm%20house',
      '/news?topic=a%2Cb',
      '/news?topic=0%2F1%2F1',
      '/search/all/news%2Cevent?term=x',
    ]) {
      expect([url, searchRedirectFor(at(url), url.startsWith('/search') ? facets : listing)]).toEqual([url, null]);
    }
  });

  it('redirects once: the canonical address is its own', () => {
    for (const url of [
      '/news?pageSize=12&term=&year=&topic=a&topic=b&utm=1',
      '/search/all?contentTypeId=b&contentTypeId=a&pageSize=20&pageIndex=3',
      '/news?pageIndex=-3&pageSize=abc',
    ]) {
      const route = url.startsWith('/search') ? facets : listing;
      const clean = searchRedirectFor(at(url), route);
      expect(clean).not.toBeNull();
      expect(searchRedirectFor(at(clean!), route)).toBeNull();
    }
  });
});
