import { createAppStore } from '../../app/store';
import { fakeDelivery, makeEntry, makeNode } from '../../app/testing/fakeDelivery';
import { browserEffects, routingBrowserSaga } from './navigationSaga';
import { routeRequested } from './slice';

// Client-side navigation in a (jsdom) browser: history, loading, reload on not-found.
const about = makeEntry('e-about', 'contentPage', 'About us', '/about');
const site = {
  nodes: [makeNode('n-home', '/', 'Home', makeEntry('e-home', 'homePage', 'Home', '/')), makeNode('n-about', '/about', 'About us', about, 'n-home')],
};

function setup() {
  const delivery = fakeDelivery(site);
  const app = createAppStore({
    services: { delivery, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    routing: {
      routes: { staticRoutes: [], contentTypeMappings: [{ contentTypeID: 'contentPage' }, { contentTypeID: 'homePage' }] },
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
    },
  });
  const task = app.runSaga(routingBrowserSaga);
  return { ...app, task, delivery };
}

async function settle(store: ReturnType<typeof setup>['store']) {
  for (let i = 0; i < 50 && (store.getState().routing.isLoading || store.getState().routing.nextPath); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => jest.restoreAllMocks());

it('pushes the path and its state onto history and loads the page', async () => {
  const { store, task } = setup();
  const push = jest.spyOn(window.history, 'pushState');
  store.dispatch(routeRequested({ path: '/about', search: '?x=1', state: { from: 'menu' } }));
  expect(store.getState().routing.isLoading).toBe(true);
  await settle(store);
  expect(push).toHaveBeenCalledWith({ from: 'menu' }, '', '/about?x=1');
  expect(store.getState().routing.entry?.entryTitle).toBe('About us');
  task.cancel();
});

it('loads without pushing history when the browser moved (back/forward)', async () => {
  const { store, task } = setup();
  const push = jest.spyOn(window.history, 'pushState');
  window.history.replaceState(null, '', '/about');
  window.dispatchEvent(new PopStateEvent('popstate'));
  await settle(store);
  expect(push).not.toHaveBeenCalled();
  expect(store.getState().routing.currentPath).toBe('/about');
  task.cancel();
});

it('reloads the page when a path is not found after an entry was shown', async () => {
  const { store, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  store.dispatch(routeRequested({ path: '/about' }));
  await settle(store);
  store.dispatch(routeRequested({ path: '/files/report' }));
  await settle(store);
  expect(store.getState().routing.notFound).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  task.cancel();
});

it('does not reload when nothing was shown before', async () => {
  const { store, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  store.dispatch(routeRequested({ path: '/nowhere' }));
  await settle(store);
  expect(store.getState().routing.notFound).toBe(true);
  expect(reload).not.toHaveBeenCalled();
  task.cancel();
});

it('follows a redirect (cleaned path) with a history replace', async () => {
  const { store, task } = setup();
  const replace = jest.spyOn(window.history, 'replaceState');
  store.dispatch(routeRequested({ path: '/about/' }));
  await settle(store);
  expect(replace).toHaveBeenCalledWith(null, '', '/about');
  expect(store.getState().routing.entry?.entryTitle).toBe('About us');
  task.cancel();
});
