import type { Saga, Task } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { loadNavigationTree, NAVIGATION_TREE_DEPTH, navigationTreeLoaded, toNavigationNode } from '../features/navigation';
import { loadRoute, routeFailed, routeNotFound, routeRedirected, routeResolved } from '../features/routing';
import type { RootState } from './rootReducer';
import { searchPage } from './search/searchSagas';
import { loadPageWords } from './words/pageWords';

type PageRequest = { path: string; search: string; hash?: string };

/** The route, then the searches it shows (a search page, a listing, mini lists): their results are in the first HTML. */
function* routeAndSearches(request: PageRequest) {
  yield* loadRoute(request);
  yield* searchPage(request, { ssr: true, pageChanged: false });
}

/** The navigation tree, in the page's language and version status. */
function* navigationTree() {
  const { routing }: RootState = yield select();
  yield* loadNavigationTree({ language: routing.language, versionStatus: routing.versionStatus });
}

type RouteOutcome = ReturnType<typeof routeResolved | typeof routeNotFound | typeof routeFailed | typeof routeRedirected>;

/**
 * Server: the navigation tree once the route has an outcome. A page whose own calls brought the root with its
 * children (its ancestors with their children, or the home page's children) draws the menu from them: one platform
 * call fewer per page (bench/README.md). A redirect renders nothing, so it loads no tree. Other pages ask for the
 * tree then, while their entry loads, or at once for a route that makes no call first (a static one).
 */
function* navigationTreeAfterRoute(routeSettled: Promise<unknown>) {
  const { outcome }: { outcome?: RouteOutcome } = yield race({
    outcome: take([routeResolved.type, routeNotFound.type, routeFailed.type, routeRedirected.type]),
    // A route abandoned (or thrown) without an outcome: the tree loads as before.
    settled: call(() => routeSettled.then(noop, noop)),
  });
  if (outcome && routeRedirected.match(outcome)) return;
  const siteRoot = outcome && routeResolved.match(outcome) ? outcome.payload.siteRoot : undefined;
  if (siteRoot && NAVIGATION_TREE_DEPTH === 1) yield put(navigationTreeLoaded(toNavigationNode(siteRoot)));
  else yield* navigationTree();
}

function noop(): void {}

type RunSaga = <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;

/**
 * Server: everything one page needs, run to completion before the single render (the browser's sagas:
 * browserSagas.ts): the route with its searches, and the navigation tree as soon as the route says what it
 * brings. Two root sagas that delegate (`yield*`) rather than one that calls the others: each saga a saga calls
 * runs as a task whose context object redux-saga makes the prototype of its children's, and V8 keeps such
 * per-request prototypes, and what they reach, out of its young generation until a full collection
 * (bench/README.md, "Server: uncached site CPU per request").
 */
export async function runServerPageSagas(runSaga: RunSaga, request: PageRequest): Promise<void> {
  let routeSettled!: (done: unknown) => void;
  const settled = new Promise((resolve) => (routeSettled = resolve));
  // The tree's saga starts first: it is waiting before the route can record an outcome.
  const tree = runSaga(navigationTreeAfterRoute, settled).toPromise();
  const route = runSaga(routeAndSearches, request).toPromise();
  route.then(routeSettled, routeSettled);
  // Both settle before this does (a failure of one leaves nothing running), then the first failure is thrown.
  const done = await Promise.allSettled([route, tree]);
  for (const result of done) if (result.status === 'rejected') throw result.reason;
  // Then the words of what the page shows (known once its searches have loaded), in its language.
  await runSaga(loadPageWords).toPromise();
}
