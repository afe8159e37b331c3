// When a search runs and when it is skipped (spec §4.3), one rule at a time.
import { facetFromConfig, initialSearchState } from './facetState';
import { decideSearch, type RunReason } from './runRules';
import { searchRequestFor, stableJson } from './searchRequest';
import { lastSearch } from './testing/fixtures';
import type { Facet, FacetConfig, LastSearch } from './types';

function facet(config: FacetConfig = {}, loaded: Partial<LastSearch> | null = {}): Facet {
  const base = facetFromConfig(config);
  if (loaded === null) return base;
  return { ...base, queryDuration: 8, lastSearch: lastSearch({ queryParams: stableJson(base.queryParams), ...loaded }) };
}

const same = (f: Facet, change: Partial<LastSearch> = {}): LastSearch => ({ ...(f.lastSearch ?? lastSearch()), ...change });
const decide = (f: Facet, next: LastSearch, options: { preload?: boolean; serverRendered?: boolean } = {}) =>
  decideSearch({ facet: f, next, preload: options.preload ?? false, serverRendered: options.serverRendered ?? false });

describe('decideSearch', () => {
  it('runs for a facet without results', () => {
    expect(decide(facet({}, null), lastSearch())).toEqual({ run: true, reason: 'not-loaded' });
  });

  it('runs again after a failure', () => {
    const failed = { ...facet(), entries: { isLoading: false, isError: true, error: 'x' } };
    expect(decide(failed, same(failed))).toEqual({ run: true, reason: 'not-loaded' });
  });

  it('runs once a transition reset the query duration', () => {
    const reset = { ...facet(), queryDuration: 0 };
    expect(decide(reset, same(reset))).toEqual({ run: true, reason: 'not-loaded' });
  });

  it('skips a facet whose results are for the same inputs', () => {
    const f = facet();
    expect(decide(f, same(f))).toEqual({ run: false, reason: 'unchanged' });
  });

  it('runs a preload for a facet without results or whose inputs changed, and skips one that holds them', () => {
    const f = facet();
    expect(decide(f, same(f), { preload: true })).toEqual({ run: false, reason: 'unchanged' });
    expect(decide(f, same(f, { term: 'bees' }), { preload: true })).toEqual({ run: true, reason: 'preload' });
    expect(decide(f, same(f, { filters: { topic: ['a'] } }), { preload: true })).toEqual({ run: true, reason: 'preload' });
    expect(decide(facet({}, null), lastSearch(), { preload: true })).toEqual({ run: true, reason: 'preload' });
  });

  it.each<[RunReason, Partial<LastSearch>]>([
    ['filters-changed', { filters: { topic: ['a'] } }],
    ['query-params-changed', { queryParams: '{"dynamicOrderBy":["-date"]}' }],
    ['page-index-changed', { pageIndex: 2 }],
    ['term-changed', { term: 'bees' }],
    ['page-size-changed', { pageSize: 50 }],
    ['language-changed', { language: 'cy' }],
  ])('runs when an input changed: %s', (reason, change) => {
    const f = facet();
    expect(decide(f, same(f, change))).toEqual({ run: true, reason });
  });

  it('skips, in the browser, what the server already searched for the page (preloads too)', () => {
    const f = facet();
    expect(decide(f, same(f), { serverRendered: true, preload: true })).toEqual({ run: false, reason: 'server-rendered' });
  });

  it('runs, in the browser, a location the server did not search', () => {
    const f = facet();
    expect(decide(f, same(f, { term: 'other' }), { serverRendered: true })).toEqual({ run: true, reason: 'term-changed' });
    expect(decide(facet({}, null), lastSearch(), { serverRendered: true })).toEqual({ run: true, reason: 'not-loaded' });
  });

  it('with internal paging, skips whenever the results are held, even for a preload', () => {
    const f = facet({ queryParams: { internalPaging: true } });
    expect(decide(f, same(f, { pageIndex: 3 }), { preload: true })).toEqual({ run: false, reason: 'internal-paging' });
    const notLoaded = facet({ queryParams: { internalPaging: true } }, null);
    expect(decide(notLoaded, lastSearch())).toEqual({ run: true, reason: 'not-loaded' });
  });
});

describe('searchRequestFor', () => {
  it('compares what the facet would search for now', () => {
    const f = facetFromConfig({
      queryParams: { pageSize: 10, orderBy: ['title'] },
      filters: {
        topic: {
          fieldId: 'topic',
          items: [
            { key: 'b', isSelected: true },
            { key: 'a', isSelected: true },
          ],
        },
      },
    });
    f.pagingInfo.pageIndex = 2;
    const state = { ...initialSearchState, facets: { news: f }, term: 'bees' };
    const request = searchRequestFor(state, { context: 'facets', facet: 'news' }, { versionStatus: 'latest', language: 'cy' });
    expect(request?.search).toEqual({
      term: 'bees',
      pageIndex: 2,
      pageSize: 10,
      filters: { topic: ['a', 'b'] },
      queryParams: '{"orderBy":["title"],"pageSize":10}',
      language: 'cy',
    });
    expect(request?.options).toMatchObject({ versionStatus: 'latest', languages: ['cy'], searchTerm: 'bees', pageIndex: 2, pageSize: 10 });
    expect(request?.options.filters).toEqual([{ fieldId: 'topic', values: ['b', 'a'], fieldOperator: null, logicOperator: 'or' }]);
    expect(request?.options.aggregations).toEqual({ sf_topic: { field: 'topic', size: 100 } });
    const preload = searchRequestFor(state, { context: 'facets', facet: 'news' }, { versionStatus: 'published' }, true);
    expect(preload?.options.pageIndex).toBe(0);
    expect(preload?.options.languages).toEqual([]);
    expect(preload?.search).not.toHaveProperty('language');
  });

  it('gives a mini list the term only when it asks for it, and its own languages and version status over the page’s', () => {
    const list = facetFromConfig({ queryParams: { languages: ['fr'], versionStatus: 'published' } });
    const state = { ...initialSearchState, minilist: { m: list }, term: 'bees' };
    const request = searchRequestFor(state, { context: 'minilist', facet: 'm' }, { versionStatus: 'latest', language: 'cy' });
    expect(request?.options).toMatchObject({ searchTerm: '', languages: ['fr'], versionStatus: 'published' });
    expect(searchRequestFor(state, { context: 'minilist', facet: 'none' }, { versionStatus: 'latest' })).toBeNull();
  });
});
