import { createAppStore } from './store';
import { fakeDelivery, makeEntry, makeNode, responseError } from './testing/fakeDelivery';
import { browserEffects, locationChanged, routingBrowserSaga, type LocationChange, type NavigationType } from '../features/routing';
import { testSite } from './testing/testSite';

// The browser routing saga: the router's location changes in, route loads and settled history entries out.
const about = makeEntry('e-about', 'contentPage', 'About us', '/about');
const team = makeEntry('e-team', 'contentPage', 'Our team', '/about/team');
const site = {
  nodes: [
    makeNode('n-home', '/', 'Home', makeEntry('e-home', 'homePage', 'Home', '/')),
    makeNode('n-about', '/about', 'About us', about, 'n-home'),
    makeNode('n-team', '/about/team', 'Our team', team, 'n-about'),
  ],
  failures: { '/broken': responseError(500, 'Platform down') },
};

function setup() {
  const delivery = fakeDelivery(site);
  // Node loads wait for `release()` when `hold` is on, to look at a navigation while its load is under way.
  let hold = false;
  let waiting: Array<() => void> = [];
  const get = delivery.nodes.get.bind(delivery.nodes);
  delivery.nodes.get = (async (options: Parameters<typeof get>[0]) => {
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    return get(options);
  }) as typeof delivery.nodes.get;
  const app = createAppStore({
    site: testSite,
    services: { delivery, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    routing: {
      routes: {
        staticRoutes: [{ id: 'members', path: '/members', requireLogin: true }],
        contentTypeMappings: [{ contentTypeID: 'contentPage' }, { contentTypeID: 'homePage' }],
      },
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
    },
  });
  const task = app.runSaga(routingBrowserSaga);
  let keys = 0;
  const go = (url: string, navigationType: NavigationType = 'PUSH') => {
    const parsed = new URL(url, 'http://site.test');
    const change: LocationChange = {
      pathname: parsed.pathname,
      search: parsed.search,
      hash: parsed.hash,
      key: `k${++keys}`,
      navigationType,
    };
    app.store.dispatch(locationChanged(change));
  };
  const routing = () => app.store.getState().routing;
  const holdLoads = (on = true) => {
    hold = on;
  };
  const release = () => {
    hold = false;
    waiting.forEach((resolve) => resolve());
    waiting = [];
  };
  return { ...app, task, delivery, go, routing, holdLoads, release };
}

/** Waits until the load has settled, for as long as it takes (the test's timeout is the ceiling, not a timing). */
async function settle(routing: () => { isLoading: boolean; historyEntry: { settled: boolean } | null; redirect: unknown }) {
  while (routing().isLoading || !(routing().historyEntry?.settled || routing().redirect)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => jest.restoreAllMocks());

it('takes the first location as the page the server rendered: nothing loads', () => {
  const { go, routing, delivery, task } = setup();
  go('/about#team', 'POP');
  expect(delivery.calls).toEqual([]);
  expect(routing().historyEntry).toMatchObject({ key: 'k1', hash: '#team', settled: true, pageChanged: false });
  task.cancel();
});

it('loads a new path with the loading indicator, and settles the entry once its page is shown', async () => {
  const { go, routing, task } = setup();
  go('/', 'POP');
  go('/about?x=1');
  expect(routing().isLoading).toBe(true);
  expect(routing().historyEntry).toMatchObject({ key: 'k2', settled: false });
  await settle(routing);
  expect(routing().entry?.entryTitle).toBe('About us');
  expect(routing().location.search).toBe('?x=1');
  expect(routing().historyEntry).toMatchObject({ key: 'k2', navigationType: 'PUSH', settled: true, pageChanged: true });
  task.cancel();
});

it.each([
  ['a hash-only move', '/about#team', 'PUSH'],
  ['a link to the location shown', '/about', 'REPLACE'],
  ['back to the same page without its hash', '/about', 'POP'],
] as const)('%s loads nothing and never shows the loading indicator', (_name, url, type) => {
  const { go, routing, delivery, store, task } = setup();
  go('/about', 'POP');
  const loading: boolean[] = [];
  store.subscribe(() => loading.push(routing().isLoading));
  go(url, type);
  expect(delivery.calls).toEqual([]);
  expect(loading).not.toContain(true);
  expect(routing().historyEntry).toMatchObject({ key: 'k2', navigationType: type, settled: true, pageChanged: false });
  task.cancel();
});

it('lets a load under way finish when only the hash changes meanwhile, and settles the newest entry', async () => {
  const { go, routing, delivery, holdLoads, release, task } = setup();
  go('/', 'POP');
  holdLoads();
  go('/about');
  go('/about#team');
  expect(routing().historyEntry).toMatchObject({ key: 'k3', settled: false });
  release();
  await settle(routing);
  expect(delivery.calls.filter((call) => call === 'nodes.get /about')).toHaveLength(1);
  expect(routing().entry?.entryTitle).toBe('About us');
  expect(routing().historyEntry).toMatchObject({ key: 'k3', hash: '#team', settled: true, pageChanged: true });
  task.cancel();
});

it('cancels a load under way when another page is asked for', async () => {
  const { go, routing, holdLoads, release, task } = setup();
  go('/', 'POP');
  holdLoads();
  go('/about');
  holdLoads(false); // the newer page loads at once; the older one stays held until it has landed
  go('/about/team');
  await settle(routing);
  expect(routing().entry?.entryTitle).toBe('Our team');
  release();
  await new Promise((resolve) => setTimeout(resolve, 20)); // an older load still running would land by now
  expect(routing().entry?.entryTitle).toBe('Our team');
  expect(routing().currentPath).toBe('/about/team');
  task.cancel();
});

it('leaves a redirect in state for the app to follow; the location it leads to clears it and loads', async () => {
  const { go, routing, task } = setup();
  go('/', 'POP');
  go('/about//');
  await settle(routing);
  expect(routing().redirect).toEqual({ location: '/about', statusCode: 302, reason: 'cleanPath' });
  expect(routing().historyEntry?.settled).toBe(false);
  go('/about', 'REPLACE');
  expect(routing().redirect).toBeNull();
  await settle(routing);
  expect(routing().entry?.entryTitle).toBe('About us');
  expect(routing().historyEntry).toMatchObject({ navigationType: 'REPLACE', settled: true });
  task.cancel();
});

it('redirects a visitor to login for a members-only route', async () => {
  const { go, routing, task } = setup();
  go('/', 'POP');
  go('/members?tab=1');
  await settle(routing);
  expect(routing().redirect?.location).toBe('/account/login?redirect_uri=%2Fmembers%3Ftab%3D1');
  task.cancel();
});

it('loads a page that failed again when its link is followed again', async () => {
  const { go, routing, delivery, task } = setup();
  go('/', 'POP');
  go('/broken');
  await settle(routing);
  expect(routing().isError).toBe(true);
  go('/broken', 'REPLACE');
  await settle(routing);
  expect(delivery.calls.filter((call) => call === 'nodes.get /broken')).toHaveLength(2);
  task.cancel();
});

it('reloads the page when a path is not found after an entry was shown (spec 2.1)', async () => {
  const { go, routing, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  go('/', 'POP');
  go('/about');
  await settle(routing);
  go('/files/report');
  while (reload.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(routing().notFound).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  task.cancel();
});

it('does not reload when nothing was shown before', async () => {
  const { go, routing, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  go('/nowhere', 'POP');
  go('/elsewhere');
  await settle(routing);
  expect(routing().notFound).toBe(true);
  expect(routing().historyEntry?.settled).toBe(true);
  expect(reload).not.toHaveBeenCalled();
  task.cancel();
});
