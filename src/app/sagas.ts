import { all, call, select } from 'redux-saga/effects';
import { loadNavigationTree } from '../features/navigation';
import { loadRoute } from '../features/routing';
import type { RootState } from './rootReducer';
import { searchPage } from './search/searchSagas';

type PageRequest = { path: string; search: string; hash?: string };

/** The route, then the searches it shows (a search page, a listing, mini lists): their results are in the first HTML. */
function* routeAndSearches(request: PageRequest) {
  yield call(loadRoute, request);
  yield call(searchPage, request, { ssr: true, pageChanged: false });
}

/** Server: everything one page needs, run to completion before the single render. (The browser's sagas: browserSagas.ts.) */
export function* serverPageSaga(request: PageRequest) {
  const { routing }: RootState = yield select();
  yield all([
    call(routeAndSearches, request),
    call(loadNavigationTree, { language: routing.language, versionStatus: routing.versionStatus }),
  ]);
}
