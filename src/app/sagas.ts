import { all, call, select } from 'redux-saga/effects';
import { loadNavigationTree } from '../features/navigation';
import { loadRoute } from '../features/routing';
import type { RootState } from './rootReducer';

/** Server: everything one page needs, run to completion before the single render. (The browser's sagas: browserSagas.ts.) */
export function* serverPageSaga(request: { path: string; search: string; hash?: string }) {
  const { routing }: RootState = yield select();
  yield all([
    call(loadRoute, request),
    call(loadNavigationTree, { language: routing.language, versionStatus: routing.versionStatus }),
  ]);
}
