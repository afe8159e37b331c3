import { SEARCH_MESSAGES, searchLocationSaga, searchSlice, type SearchRoute } from '../../features/search';
import { createAppStore } from '../store';
import { fakeDelivery, makeEntry } from '../testing/fakeDelivery';
import { getVisitor } from '../visitor';
import { testSite } from '../testing/testSite';
import { routeTableOf } from '../site/routeTable';

// The app's store composes the search services: a server store given its own origin calls a relative custom
// API uri there; one without (a browser's store) cannot on the server.
const shop: SearchRoute = {
  context: 'listings',
  listing: 'shop',
  config: { listings: { shop: { customApi: { uri: '/api/find' }, queryParams: { pageSize: 5 } } } },
};

function searchOnServer(localOrigin: string | undefined) {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const app = createAppStore({
    site: testSite,
    services: { delivery: fakeDelivery({ nodes: [], entries: [] }), log },
    routing: { routes: routeTableOf(testSite), getVisitor, cleanPathRedirectStatus: 302 },
    slices: [searchSlice],
    localOrigin,
  });
  const done = app
    .runSaga(searchLocationSaga, { route: shop, location: { pathname: '/shop', search: '?term=fern' }, ssr: true })
    .toPromise();
  return done.then(() => app.store.getState().search.listings.shop);
}

describe('the store’s search services on the server', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    const answer = { items: [makeEntry('e-fern', 'product', 'Tree fern', '/shop/tree-fern')], totalCount: 1, pageCount: 1 };
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(answer));
  });
  afterEach(() => fetchSpy.mockRestore());

  it('call a relative custom API uri on the origin the server gives, with no visitor headers', async () => {
    const shopState = await searchOnServer('http://127.0.0.1:4567');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4567/api/find?term=fern&linkDepth=0&pageSize=5&pageIndex=0&versionStatus=published');
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(shopState.results.map((result) => result.entry.entryTitle)).toEqual(['Tree fern']);
    expect(shopState.entries.isError).toBe(false);
  });

  it('fail that search without an origin, calling nothing', async () => {
    const shopState = await searchOnServer(undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(shopState.entries).toMatchObject({ isError: true, error: SEARCH_MESSAGES.customApiNeedsOrigin });
  });
});
