import { createAppStore } from './store';
import { fakeDelivery, makeEntry, makeNode } from './testing/fakeDelivery';
import { browserEffects, locationChanged, projectTargeted, routingBrowserSaga } from '../features/routing';
import { languageSettings } from '../lib/url/languages';
import { testSite } from './testing/testSite';

// Client-side navigation on a Welsh page: routes load without the prefix and stay Welsh; a move into another
// language loads that page from the server (its shell's words and menus are that language's).
const site = {
  nodes: [
    makeNode('n-home', '/', 'Home', makeEntry('e-home', 'homePage', 'Home', '/')),
    makeNode('n-about', '/about', 'About us', makeEntry('e-about', 'contentPage', 'About us', '/about'), 'n-home'),
  ],
};

function setup() {
  const delivery = fakeDelivery(site);
  const app = createAppStore({
    site: testSite,
    services: { delivery, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    routing: {
      routes: { staticRoutes: [], contentTypeMappings: [{ contentTypeID: 'contentPage' }, { contentTypeID: 'homePage' }] },
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
    },
  });
  app.store.dispatch(
    projectTargeted({
      project: 'website',
      allowedGroups: [],
      hostname: 'www.example.org',
      versionStatus: 'published',
      language: 'cy',
      languages: languageSettings('en-GB', ['en-GB', 'cy']),
    }),
  );
  const task = app.runSaga(routingBrowserSaga);
  let keys = 0;
  const go = (pathname: string, navigationType: 'POP' | 'PUSH' = 'PUSH') =>
    app.store.dispatch(locationChanged({ pathname, search: '', hash: '', key: `k${++keys}`, navigationType }));
  return { ...app, delivery, task, go, routing: () => app.store.getState().routing };
}

afterEach(() => jest.restoreAllMocks());

it('loads a Welsh address’s route by its path without the prefix, and records the address shown', async () => {
  const { go, routing, delivery, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  go('/cy', 'POP');
  go('/cy/about');
  while (routing().isLoading || routing().currentPath !== '/cy/about') await new Promise((resolve) => setTimeout(resolve, 5));
  expect(delivery.calls[0]).toBe('nodes.get /about');
  expect(routing().entry?.entryTitle).toBe('About us');
  expect(routing().canonicalPath).toBe('/about');
  expect(reload).not.toHaveBeenCalled();
  task.cancel();
});

it('loads a page in another language from the server', async () => {
  const { go, delivery, task } = setup();
  const reload = jest.spyOn(browserEffects, 'reload').mockImplementation(() => undefined);
  go('/cy', 'POP');
  go('/about');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(delivery.calls).toEqual([]);
  task.cancel();
});
