import { loadRoute, projectTargeted } from '../features/routing';
import { DeliveryNetworkError, MESSAGES } from '../lib/delivery';
import { createAppStore } from './store';
import { runServerPageSagas } from './sagas';
import { fakeDelivery, makeEntry, makeNode, responseError, type FakeSite } from './testing/fakeDelivery';
import type { RouteNode, StaticRouteConfig, Visitor } from '../features/routing';
import { initialSessionState } from '../features/user';
import { getVisitor } from './visitor';
import type { InPageValue } from '../components';
import { testSite } from './testing/testSite';
import { routeTableOf } from './site/routeTable';

const home = makeEntry('e-home', 'homePage', 'Welcome', '/');
const about = makeEntry('e-about', 'contentPage', 'About us', '/about');
const team = makeEntry('e-team', 'contentPage', 'Our team', '/about/team');
const secret = makeEntry('e-secret', 'staffOnly', 'Staff notes', '/staff');
const unmapped = makeEntry('e-odd', 'unknownType', 'Odd', '/odd');
const draft = makeEntry('e-draft', 'newsArticle', 'Draft news');
const contentPage = routeTableOf(testSite).contentTypeMappings.find((m) => m.contentTypeID === 'contentPage');

const site: FakeSite = {
  nodes: [
    makeNode('n-home', '/', 'Home', home),
    makeNode('n-about', '/about', 'About us', about, 'n-home'),
    makeNode('n-team', '/about/team', 'Our team', team, 'n-about'),
    makeNode('n-history', '/about/history', 'History', makeEntry('e-hist', 'contentPage', 'History'), 'n-about'),
    makeNode('n-odd', '/odd', 'Odd', unmapped, 'n-home'),
    makeNode('n-empty', '/folder', 'Folder', null, 'n-home'),
  ],
  entries: [draft],
};

/** Node lists in a store's state are lists (only the inline state of a page may hold markers instead). */
function nodes(value: InPageValue<RouteNode[]> | undefined): RouteNode[] {
  if (!Array.isArray(value)) throw new Error('expected a list of nodes');
  return value;
}

function setup(fake: FakeSite = site, visitor: Visitor = { isAuthenticated: false, groups: [] }, firstRoutes: StaticRouteConfig[] = []) {
  const delivery = fakeDelivery(fake);
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const routes = {
    // Routes given first are matched before the app's own.
    staticRoutes: [...firstRoutes, ...routeTableOf(testSite).staticRoutes, { id: 'staff', path: '/staff-area', requireLogin: ['Staff'] }],
    contentTypeMappings: [...routeTableOf(testSite).contentTypeMappings, { contentTypeID: 'staffOnly', requireLogin: true }],
  };
  const app = createAppStore({
    site: testSite,
    services: { delivery, log },
    routing: { routes, getVisitor: () => visitor, cleanPathRedirectStatus: 302 },
  });
  const load = (path: string, search = '') => app.runSaga(loadRoute, { path, search }).toPromise();
  return { ...app, delivery, log, load, routing: () => app.store.getState().routing };
}

describe('loadRoute', () => {
  it('resolves a content path to its node, entry, ancestors, children and siblings', async () => {
    const { load, routing, delivery } = setup();
    await load('/about/team');
    const state = routing();
    expect(state.statusCode).toBe(200);
    expect(state.entry?.entryTitle).toBe('Our team');
    expect(state.currentNode?.id).toBe('n-team');
    expect(state.currentNodeAncestors.map((n) => n.id)).toEqual(['n-home', 'n-about']);
    expect(nodes(state.currentNodeSiblings).map((n) => n.id)).toEqual(['n-history']);
    expect(state.currentNodeSiblingsParent).toBe('n-about');
    expect(state.isLoading).toBe(false);
    expect(delivery.calls[0]).toBe('nodes.get /about/team');
  });

  it('makes at most three calls for a content page: the node, then its entry and its ancestors with the siblings', async () => {
    const { load, delivery } = setup();
    await load('/about/team');
    // The siblings are the parent's children, in the ancestors' answer; a page with no children asks for none.
    expect(delivery.calls).toEqual([
      'nodes.get /about/team',
      `entries.get e-team published fields=${contentPage?.entryFields?.join(',')},sys.availableLanguages`,
      'nodes.getAncestors n-team depth=1',
    ]);
  });

  it('keeps the entry once: nodes in the state carry no entry of their own and none of the API metadata', async () => {
    const { load, routing } = setup();
    await load('/about');
    const state = routing();
    expect(state.entry?.entryTitle).toBe('About us');
    expect(state.currentNode).toEqual({
      id: 'n-about',
      path: '/about',
      displayName: 'About us',
      children: [
        { id: 'n-team', path: '/about/team', displayName: 'Our team', entry: team },
        { id: 'n-history', path: '/about/history', displayName: 'History', entry: expect.objectContaining({ entryTitle: 'History' }) },
      ],
    });
    expect(state.currentNodeSiblingsParent).toBe('n-home');
    expect(state.currentNodeAncestors).toEqual([{ id: 'n-home', path: '/', displayName: 'Home' }]);
    await load('/about/team');
    expect(nodes(routing().currentNodeSiblings)).toEqual([{ id: 'n-history', path: '/about/history', displayName: 'History' }]);
  });

  it('lists the siblings of content pages below the top level only (a top-level page has the main menu)', async () => {
    const { load, routing, delivery } = setup();
    await load('/about');
    expect(routing().currentNodeSiblings).toEqual([]);
    // The root's children come with a top-level page's ancestors: they are the main menu's (runServerPageSagas).
    expect(delivery.calls).toContain('nodes.getAncestors n-about depth=1');
    expect(delivery.calls.some((call) => call.startsWith('nodes.getSiblings'))).toBe(false);
  });

  it('loads the entry with the fields its content type mapping names, and only the relatives its template shows', async () => {
    const { load, delivery } = setup();
    await load('/');
    const home = routeTableOf(testSite).contentTypeMappings.find((m) => m.contentTypeID === 'homePage');
    expect(delivery.calls).toEqual([
      'nodes.get /',
      `entries.get e-home published fields=${home?.entryFields?.join(',')},sys.availableLanguages`,
    ]);
  });

  it('redirects a path with duplicate or trailing slashes, keeping query and hash', async () => {
    const app = setup();
    await app.runSaga(loadRoute, { path: '//about//team/', search: '?a=1', hash: '#top' }).toPromise();
    expect(app.routing().redirect).toEqual({ location: '/about/team?a=1#top', statusCode: 302, reason: 'cleanPath' });
    expect(app.delivery.calls).toEqual([]);
  });

  it('gives 404 for an unknown path, a node without an entry, and an unmapped content type', async () => {
    for (const path of ['/nowhere', '/folder', '/odd']) {
      const { load, routing, log } = setup();
      await load(path);
      expect(routing()).toMatchObject({ notFound: true, statusCode: 404, entry: null, currentPath: path });
      expect(log.info).toHaveBeenCalledWith('Page not found', { path, status: 404 });
    }
  });

  it('sends an anonymous visitor to login for a content type that requires it, with the original path', async () => {
    const fake = { ...site, nodes: [...site.nodes, makeNode('n-staff', '/staff', 'Staff', secret, 'n-home')] };
    const { load, routing } = setup(fake);
    await load('/staff', '?tab=2');
    expect(routing().redirect).toEqual({ location: '/account/login?redirect_uri=%2Fstaff%3Ftab%3D2', statusCode: 302, reason: 'login' });
    expect(routing().entry).toBeNull();
  });

  it('denies a signed-in visitor outside the groups of a static route', async () => {
    const { load, routing } = setup(site, { isAuthenticated: true, groups: ['Members'] });
    await load('/staff-area');
    expect(routing().redirect?.location).toBe('/account/access-denied?original_uri=%2Fstaff-area');
  });

  it('matches a required group by id or by name (any case), as the signed-in user holds them', async () => {
    const signedIn = getVisitor({
      session: {
        ...initialSessionState,
        authenticationState: { ...initialSessionState.authenticationState, isAuthenticated: true },
        user: {
          id: 'u1',
          username: 'kim',
          email: 'kim@example.com',
          firstName: 'Kim',
          lastName: '',
          groups: [{ id: 'g-staff', name: 'Staff' }],
          isZengentiStaff: false,
        },
      },
    });
    for (const [required, expected] of [
      [['g-staff'], null],
      [['STAFF'], null],
      [['g-editors', 'Editors'], '/account/access-denied?original_uri=%2Fguarded'],
    ] as const) {
      const { load, routing } = setup(site, signedIn, [{ id: 'guarded', path: '/guarded', requireLogin: [...required] }]);
      await load('/guarded');
      expect({ required, redirect: routing().redirect?.location ?? null }).toEqual({ required, redirect: expected });
    }
  });

  it('never sends a visitor to sign in from the sign-in page itself (spec 2.4)', async () => {
    const { load, routing } = setup(site, undefined, [{ id: 'account-login', path: '/account/login', requireLogin: true }]);
    await load('/account/login', '?redirect_uri=%2Fmembers');
    expect(routing()).toMatchObject({ redirect: null, statusCode: 200, staticRoute: { id: 'account-login' } });
  });

  it('turns a 401 from the platform into a login redirect and a 403 into access denied', async () => {
    const fake401 = { ...site, failures: { '/members': responseError(401, 'Unauthorized') } };
    const first = setup(fake401);
    await first.load('/members');
    expect(first.routing().redirect?.location).toBe('/account/login?redirect_uri=%2Fmembers');

    const fake403 = { ...site, failures: { '/staff': responseError(403, 'Forbidden') } };
    const second = setup(fake403);
    await second.load('/staff');
    expect(second.routing().redirect?.location).toBe('/account/access-denied?original_uri=%2Fstaff');
  });

  it('shows an error state with the status for other failures (502 for a platform error), 503 when unreachable, 504 when slow, 502 for a non-JSON answer', async () => {
    const cases: [unknown, number, string][] = [
      [responseError(500, 'Index unavailable'), 502, 'Index unavailable'],
      [responseError(503, 'Down for maintenance'), 503, 'Down for maintenance'],
      [responseError(422, 'Too long'), 422, 'Too long'],
      [new DeliveryNetworkError('network'), 503, 'Network request failed'],
      [new DeliveryNetworkError('timeout'), 504, 'Network request timed out'],
      [
        { status: 200, statusText: 'OK', url: 'http://cms.test/api/delivery/projects/website/nodes/about', data: '<html>' },
        502,
        MESSAGES.invalidAnswer,
      ],
    ];
    for (const [failure, status, message] of cases) {
      const { load, routing, log } = setup({ ...site, failures: { '/about': failure } });
      await load('/about');
      expect(routing()).toMatchObject({ isError: true, statusCode: status, error: { statusCode: status, message } });
      expect(log.error).toHaveBeenCalled();
    }
  });

  it('loads the children of a section with the fields its mapping asks for', async () => {
    const { load, routing, delivery } = setup();
    await load('/about');
    expect(nodes(routing().currentNode?.children).map((n) => n.id)).toEqual(['n-team', 'n-history']);
    expect(delivery.calls).toContain('nodes.getChildren n-about entryTitle,entryDescription');
  });

  it('logs no failure when the visitor went away and the calls were abandoned', async () => {
    const aborted = new DeliveryNetworkError('aborted');
    const fake = { ...site, failures: { 'entry:e-team': aborted, 'ancestors:n-team': aborted } };
    const { load, log } = setup(fake);
    await load('/about/team');
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs failed ancestors (with the siblings) and children and shows the page with empty lists', async () => {
    const fake = {
      ...site,
      failures: { 'ancestors:n-about': responseError(500), 'children:n-about': new DeliveryNetworkError('network') },
    };
    const { load, routing, log } = setup(fake);
    await load('/about');
    expect(routing()).toMatchObject({ statusCode: 200, currentNodeAncestors: [], currentNodeSiblings: [], currentNode: { children: [] } });
    expect(log.warn).toHaveBeenCalledTimes(2);
    const deeper = setup({ ...site, failures: { 'ancestors:n-team': new DeliveryNetworkError('network') } });
    await deeper.load('/about/team');
    expect(deeper.routing()).toMatchObject({ statusCode: 200, currentNodeAncestors: [], currentNodeSiblings: [] });
    expect(deeper.log.warn).toHaveBeenCalledWith('Failed to fetch ancestors', { status: 503, message: expect.any(String) });
  });

  it('shows the latest version of an entry at /preview/{id} where the host shows drafts', async () => {
    const { load, routing, delivery, store } = setup();
    store.dispatch(projectTargeted({ project: 'website', allowedGroups: [], hostname: 'localhost', versionStatus: 'latest' }));
    await load('/preview/e-draft');
    expect(routing()).toMatchObject({ isPreview: true, statusCode: 200, entry: { entryTitle: 'Draft news' } });
    expect(delivery.calls).toContain('entries.get e-draft latest');
  });

  it('previews only the published version where the host shows no drafts', async () => {
    const { load, delivery } = setup();
    await load('/preview/e-draft');
    expect(delivery.calls).toContain('entries.get e-draft published');
    expect(delivery.calls).not.toContain('entries.get e-draft latest');
  });

  it("sends visitors outside a project's allowed groups away from every page but the account pages", async () => {
    const anonymous = setup();
    anonymous.store.dispatch(
      projectTargeted({ project: 'website', allowedGroups: ['Staff'], hostname: 'www.example.org', versionStatus: 'published' }),
    );
    await anonymous.load('/about');
    expect(anonymous.routing().redirect).toEqual({ location: '/account/login?redirect_uri=%2Fabout', statusCode: 302, reason: 'login' });
    expect(anonymous.delivery.calls).toEqual([]);
    await anonymous.load('/account/login');
    expect(anonymous.routing().redirect).toBeNull();

    const outsider = setup(site, { isAuthenticated: true, groups: ['Volunteers'] });
    outsider.store.dispatch(
      projectTargeted({ project: 'website', allowedGroups: ['Staff'], hostname: 'www.example.org', versionStatus: 'published' }),
    );
    await outsider.load('/about');
    expect(outsider.routing().redirect).toMatchObject({ location: '/account/access-denied?original_uri=%2Fabout', reason: 'accessDenied' });

    const member = setup(site, { isAuthenticated: true, groups: ['staff'] });
    member.store.dispatch(
      projectTargeted({ project: 'website', allowedGroups: ['Staff'], hostname: 'www.example.org', versionStatus: 'published' }),
    );
    await member.load('/about');
    expect(member.routing()).toMatchObject({ redirect: null, statusCode: 200, entry: { entryTitle: 'About us' } });
  });

  it('gives 404 for a preview of an unknown entry', async () => {
    const { load, routing } = setup();
    await load('/preview/nope/cy');
    expect(routing()).toMatchObject({ notFound: true, statusCode: 404 });
  });
});

describe('runServerPageSagas', () => {
  it('loads the page and the navigation tree together', async () => {
    const { runSaga: run, store } = setup();
    await runServerPageSagas(run, { path: '/about', search: '' });
    const state = store.getState();
    expect(state.routing.entry?.entryTitle).toBe('About us');
    expect(state.navigation.isReady).toBe(true);
    expect(state.navigation.root?.children?.map((n) => n.path)).toContain('/about');
  });

  it('marks the navigation tree as failed with a message when the root cannot be loaded', async () => {
    const { runSaga: run, store } = setup({ ...site, failures: { root: responseError(500, 'Boom') } });
    await runServerPageSagas(run, { path: '/', search: '' });
    expect(store.getState().navigation).toMatchObject({ isReady: false, error: { isError: true, message: 'Boom' } });
    expect(store.getState().routing.statusCode).toBe(200);
  });

  /** The main menu's paths as the store holds them after a server page load, and the platform calls made. */
  async function menuAfter(path: string, fake: FakeSite = site) {
    const { runSaga: run, store, delivery } = setup(fake);
    await runServerPageSagas(run, { path, search: '' });
    return { menu: store.getState().navigation.root?.children?.map((n) => n.path), calls: delivery.calls, state: store.getState() };
  }

  const hidden = { ...makeNode('n-hidden', '/hidden', 'Hidden', about, 'n-home'), includeInMenu: false };
  const withHidden: FakeSite = { ...site, nodes: [...site.nodes, hidden] };

  it('draws the main menu from the ancestors a page below the top level or at it loads: no call of its own', async () => {
    const fromRoot = await menuAfter('/', withHidden);
    expect(fromRoot.calls).toContain('nodes.getRoot');
    for (const path of ['/about/team', '/about']) {
      const { menu, calls, state } = await menuAfter(path, withHidden);
      expect({ path, menu, ready: state.navigation.isReady }).toEqual({ path, menu: fromRoot.menu, ready: true });
      expect(menu).not.toContain('/hidden');
      expect(calls).not.toContain('nodes.getRoot');
    }
  });

  it("draws the home page's menu from the root's children when its template loads them", async () => {
    const homeWithChildren = routeTableOf(testSite).contentTypeMappings.map((m) =>
      m.contentTypeID === 'homePage' ? { ...m, fetchChildren: true } : m,
    );
    const delivery = fakeDelivery(withHidden);
    const app = createAppStore({
      site: testSite,
      services: { delivery, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
      routing: {
        routes: { ...routeTableOf(testSite), contentTypeMappings: homeWithChildren },
        getVisitor: () => ({ isAuthenticated: false, groups: [] }),
        cleanPathRedirectStatus: 302,
      },
    });
    await runServerPageSagas(app.runSaga, { path: '/', search: '' });
    expect(delivery.calls).toContain('nodes.getChildren n-home entryTitle,entryDescription');
    expect(delivery.calls).not.toContain('nodes.getRoot');
    expect(app.store.getState().navigation.root?.children?.map((n) => n.path)).toEqual(['/about', '/odd', '/folder']);
  });

  it('asks for the tree when the route brought no root: a 404, a failed ancestors call', async () => {
    expect((await menuAfter('/nowhere')).calls).toContain('nodes.getRoot');
    const failedAncestors = await menuAfter('/about/team', { ...site, failures: { 'ancestors:n-team': responseError(500) } });
    expect(failedAncestors.calls).toContain('nodes.getRoot');
    expect(failedAncestors.menu).toEqual(['/about', '/odd', '/folder']);
  });

  it('loads no tree for a redirect, which renders nothing', async () => {
    const fake = { ...site, nodes: [...site.nodes, makeNode('n-staff', '/staff', 'Staff', secret, 'n-home')] };
    const { calls, state } = await menuAfter('/staff', fake);
    expect(state.routing.redirect?.reason).toBe('login');
    expect(calls).not.toContain('nodes.getRoot');
  });

  it('still loads the tree, and settles, when the route ends without an outcome (the visitor went away)', async () => {
    const { menu, state } = await menuAfter('/about', { ...site, failures: { 'entry:e-about': new DeliveryNetworkError('aborted') } });
    expect(state.routing.entry).toBeNull();
    expect(menu).toEqual(['/about', '/odd', '/folder']);
  });
});

describe('preparing a page before it is shown (browser)', () => {
  function withPrepare(prepare: (page: { entry: { entryTitle?: unknown } | null }, shownBefore: string | null) => Promise<unknown>) {
    const delivery = fakeDelivery(site);
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const app = createAppStore({
      site: testSite,
      services: { delivery, log },
      routing: {
        routes: routeTableOf(testSite),
        getVisitor: () => ({ isAuthenticated: false, groups: [] }),
        cleanPathRedirectStatus: 302,
        // What the page shows while its code is prepared: still the page before.
        preparePage: (page) => prepare(page, app.store.getState().routing.entry?.entryTitle ?? null),
      },
    });
    return (path: string) =>
      app
        .runSaga(loadRoute, { path })
        .toPromise()
        .then(() => app.store.getState().routing);
  }

  it('loads what the page needs before the routing state shows it', async () => {
    const seen: [unknown, unknown][] = [];
    const load = withPrepare(async (page, shownBefore) => seen.push([page.entry?.entryTitle, shownBefore]));
    await load('/about');
    const shown = await load('/about/team');
    expect(seen).toEqual([
      ['About us', null],
      ['Our team', 'About us'],
    ]);
    expect(shown.entry?.entryTitle).toBe('Our team');
  });

  it('still shows the page when its code could not be fetched (the view then asks for it again)', async () => {
    const load = withPrepare(() => Promise.reject(new Error('offline')));
    expect((await load('/about')).entry?.entryTitle).toBe('About us');
  });
});
