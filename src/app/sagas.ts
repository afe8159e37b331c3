import type { Saga, Task } from 'redux-saga';
import { select } from 'redux-saga/effects';
import { loadNavigationTree } from '../features/navigation';
import { loadRoute } from '../features/routing';
import type { RootState } from './rootReducer';
import { searchPage } from './search/searchSagas';

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

type RunSaga = <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;

/**
 * Server: everything one page needs, run to completion before the single render (the browser's sagas:
 * browserSagas.ts): the route with its searches, and the navigation tree, at the same time. Two root sagas that
 * delegate (`yield*`) rather than one that calls the others: each saga a saga calls runs as a task whose context
 * object redux-saga makes the prototype of its children's, and V8 keeps such per-request prototypes, and what they
 * reach, out of its young generation until a full collection (bench/README.md, third round, server).
 */
export async function runServerPageSagas(runSaga: RunSaga, request: PageRequest): Promise<void> {
  // Both settle before this does (a failure of one leaves nothing running), then the first failure is thrown.
  const done = await Promise.allSettled([runSaga(routeAndSearches, request).toPromise(), runSaga(navigationTree).toPromise()]);
  for (const result of done) if (result.status === 'rejected') throw result.reason;
}
