// A pressed filter choice's search, asked for before its click: the same query the click's own search sends.
import { anticipateFilterSearch, type LikelyAnswer } from './anticipate';
import { searchLocationSaga } from './sagas';
import { selectSearchUrl } from './selectors';
import { filterToggled, searchReducer } from './slice';
import { entry, searchConfig } from './testing/fixtures';
import { asks, harness, locationAt, page, renderedByServer, type SentQuery } from './testing/sagaHarness';
import type { SearchRoute } from './types';

const searchRoute: SearchRoute = { context: 'facets', path: '/search', config: searchConfig };
const answers = (query: SentQuery) =>
  asks(query, '"topic"') ? page([]) : page([entry(`e-${String(query.pageIndex)}`, 'An entry', 'news')], { totalCount: 31, pageCount: 4 });
const isCount = (q: SentQuery) => q.pageSize === 1 && JSON.stringify(q.fields) === '["sys.id"]';

/** A page in the browser showing `url`, as the server rendered it. */
const shown = (url: string) => renderedByServer(searchRoute, url, answers);

it('asks for the search the click will run, and changes nothing', async () => {
  const h = await shown('/search/news?term=bees&pageIndex=2');
  const before = h.state;
  await h.run(anticipateFilterSearch, { filterKey: 'year', key: '2024' });
  expect(h.state).toBe(before);
  expect(h.actions).toEqual([]);
  expect(h.searches).toHaveLength(1);
  const [anticipated] = h.searches;

  // The click: its choice gives the address the page goes to, whose search the route runs.
  const chosen = searchReducer(h.state, filterToggled({ filterKey: 'year', key: '2024' }));
  const address = selectSearchUrl({ search: chosen }, { pathname: '/search/news', search: '?term=bees&pageIndex=2', hash: '' });
  const clicked = harness({ respond: answers, state: h.state });
  await clicked.run(searchLocationSaga, { route: searchRoute, location: locationAt(address), ssr: false });
  const results = clicked.searches.filter((q) => !isCount(q) && !asks(q, '"topic"'));
  expect(results[0]).toEqual(anticipated);
  expect(asks(anticipated, '{"field":"year","in":["2024"]}')).toBe(true);
  expect(anticipated.pageIndex).toBe(0);
});

it('gives the facet and page its answer is for, and the entries it holds (for their pictures, and their cards drawn ahead)', async () => {
  const h = await shown('/search/news?term=bees');
  const likely = (await h.start(anticipateFilterSearch, { filterKey: 'year', key: '2024' }).toPromise()) as LikelyAnswer;
  expect(likely.target).toEqual({ context: 'facets', facet: 'news' });
  expect(likely.pageIndex).toBe(0);
  expect(await likely.entries).toEqual([expect.objectContaining({ sys: expect.objectContaining({ id: 'e-0' }) })]);
});

it('asks for nothing for a filter the facet does not have', async () => {
  const h = await shown('/search/news?term=bees');
  const answer: unknown = await h.start(anticipateFilterSearch, { filterKey: 'nothing', key: 'x' }).toPromise();
  expect(answer).toBeNull();
  expect(h.searches).toEqual([]);
});
