import { loadRoute, type RouteNode } from '../features/routing';
import type { Node } from '../lib/delivery/types';
import { createAppStore } from './store';
import { runServerPageSagas } from './sagas';
import { fakeDelivery, makeEntry, makeNode, type FakeSite } from './testing/fakeDelivery';
import { testSite } from './testing/testSite';
import { routeTableOf } from './site/routeTable';
import type { InPageValue } from '../components';

// A page module's default listLimit (src/features/routing/relatives.ts DEFAULT_SECTION_LIST_LIMIT).
const LIMIT = 20;

/** A site with a folder of `size` content pages below `/{name}`, and node ids of its own (the loader learns by id). */
function siteWithFolder(name: string, size: number, extra: Node[] = []): FakeSite {
  const page = (id: string, path: string, title: string, parentId?: string) =>
    makeNode(id, path, title, makeEntry(`e-${id}`, 'contentPage', title, path), parentId);
  return {
    nodes: [
      page(`${name}-home`, '/', 'Home'),
      page(`${name}-folder`, `/${name}`, 'Folder', `${name}-home`),
      ...Array.from({ length: size }, (_, i) => page(`${name}-leaf${i}`, `/${name}/leaf-${i}`, `Leaf ${i}`, `${name}-folder`)),
      ...extra,
    ],
  };
}

/** Loads pages, counting the nodes in each platform answer: what the loader asked the platform for. */
function setup(fake: FakeSite) {
  const delivery = fakeDelivery(fake);
  const answers: number[] = [];
  const count = (value: unknown): number =>
    Array.isArray(value)
      ? value.reduce<number>((sum, node) => sum + count(node), 0)
      : value && typeof value === 'object' && 'path' in value
        ? 1 + count((value as Node).children ?? [])
        : 0;
  for (const name of ['get', 'getAncestors', 'getChildren', 'getSiblings'] as const) {
    const original = delivery.nodes[name].bind(delivery.nodes) as (options: unknown) => Promise<unknown>;
    (delivery.nodes as unknown as Record<string, unknown>)[name] = async (options: unknown) => {
      const answer = await original(options);
      answers.push(count(answer));
      return answer;
    };
  }
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const app = createAppStore({
    site: testSite,
    services: { delivery, log },
    routing: { routes: routeTableOf(testSite), getVisitor: () => ({ isAuthenticated: false, groups: [] }), cleanPathRedirectStatus: 302 },
  });
  const load = async (path: string) => {
    delivery.calls.length = 0;
    answers.length = 0;
    await app.runSaga(loadRoute, { path, search: '' }).toPromise();
    return { calls: [...delivery.calls], largestAnswer: Math.max(0, ...answers), routing: app.store.getState().routing };
  };
  const loadPage = async (path: string) => {
    await runServerPageSagas(app.runSaga, { path, search: '' });
    return app.store.getState();
  };
  return { load, loadPage };
}

const list = (value: InPageValue<RouteNode[]> | undefined): RouteNode[] => (Array.isArray(value) ? value : []);

describe('section lists of a content page', () => {
  it('lists every sibling of a leaf in a small folder, in the one ancestors call', async () => {
    const { load } = setup(siteWithFolder('small', 3));
    const { calls, routing } = await load('/small/leaf-1');
    expect(list(routing.currentNodeSiblings).map((n) => n.displayName)).toEqual(['Leaf 0', 'Leaf 2']);
    expect(routing.currentNodeSiblingTotal).toBe(2);
    expect(calls.filter((call) => call.startsWith('nodes.'))).toEqual([
      'nodes.get /small/leaf-1',
      'nodes.getAncestors small-leaf1 depth=1',
    ]);
  });

  it('keeps no siblings of a leaf in a folder over the limit, only their number, and then asks for none', async () => {
    const { load } = setup(siteWithFolder('big', 300));
    const first = await load('/big/leaf-1');
    expect(list(first.routing.currentNodeSiblings)).toEqual([]);
    expect(first.routing.currentNodeSiblingTotal).toBe(299);
    // The first page below the folder learns its size from the answer; every later one asks for no list over the limit.
    for (const path of ['/big/leaf-2', '/big/leaf-250', '/big/leaf-2']) {
      const { calls, largestAnswer, routing } = await load(path);
      expect(largestAnswer).toBeLessThanOrEqual(LIMIT);
      expect(calls).toContain(`nodes.getAncestors big-leaf${path.split('-').pop()}`);
      expect(list(routing.currentNodeSiblings)).toEqual([]);
      expect(routing.currentNodeSiblingTotal).toBe(299);
      expect(routing.currentNodeAncestors.map((n) => n.path)).toEqual(['/', '/big']);
    }
  });

  it('does not ask for the children of a folder over the limit, and counts them', async () => {
    const { load } = setup(siteWithFolder('parent', LIMIT + 1));
    const { calls, largestAnswer, routing } = await load('/parent');
    expect(calls.some((call) => call.startsWith('nodes.getChildren'))).toBe(false);
    expect(largestAnswer).toBeLessThanOrEqual(LIMIT);
    expect(routing.currentNode?.children).toEqual([]);
    expect(routing.currentNodeChildTotal).toBe(LIMIT + 1);
  });

  it('draws the main menu from every top-level page when the home page has more than it lists', async () => {
    const fake = siteWithFolder('wide', 0);
    const top = Array.from({ length: LIMIT + 1 }, (_, i) => makeNode(`wide-top${i}`, `/top-${i}`, `Top ${i}`, null, fake.nodes[0].id));
    const { loadPage } = setup({ nodes: [...fake.nodes, ...top] });
    const state = await loadPage('/');
    expect(state.routing.currentNodeChildTotal).toBe(LIMIT + 2);
    expect(state.routing.currentNode?.children).toEqual([]);
    expect(state.navigation.root?.children).toHaveLength(LIMIT + 2);
  });

  it('lists the children of a folder at the limit', async () => {
    const { load } = setup(siteWithFolder('full', LIMIT));
    const { routing } = await load('/full');
    expect(list(routing.currentNode?.children)).toHaveLength(LIMIT);
    expect(routing.currentNodeChildTotal).toBe(LIMIT);
  });

  it('asks a small folder below a big one for its own children only', async () => {
    const inner = (id: string, path: string, parentId: string) =>
      makeNode(id, path, id, makeEntry(`e-${id}`, 'contentPage', id, path), parentId);
    const fake = siteWithFolder('deep', 100, [
      inner('deep-sub', '/deep/leaf-0/sub', 'deep-leaf0'),
      inner('deep-a', '/deep/leaf-0/sub/a', 'deep-sub'),
      inner('deep-b', '/deep/leaf-0/sub/b', 'deep-sub'),
    ]);
    const { load } = setup(fake);
    await load('/deep/leaf-0/sub/a');
    const { calls, largestAnswer, routing } = await load('/deep/leaf-0/sub/a');
    expect(list(routing.currentNodeSiblings).map((n) => n.id)).toEqual(['deep-b']);
    expect(calls).toContain('nodes.getChildren deep-sub');
    expect(largestAnswer).toBeLessThanOrEqual(LIMIT);
  });

  it('lists the siblings again once a big folder has shrunk', async () => {
    const fake = siteWithFolder('shrink', 50);
    const { load } = setup(fake);
    await load('/shrink/leaf-1');
    fake.nodes.splice(5); // home, folder and three leaves
    const { routing } = await load('/shrink/leaf-1');
    expect(list(routing.currentNodeSiblings).map((n) => n.displayName)).toEqual(['Leaf 0', 'Leaf 2']);
    expect(routing.currentNodeSiblingTotal).toBe(2);
  });
});
