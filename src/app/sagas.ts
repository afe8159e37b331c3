import { all, call, fork, select } from 'redux-saga/effects';
import { loadNavigationTree } from '../features/navigation';
import { loadRoute, routingBrowserSaga } from '../features/routing';
import { userSessionSaga } from '../features/user';
import { versionSaga } from '../features/version';
import { accountNavigationSaga } from './account/accountSagas';
import type { RootState } from './rootReducer';

/** Server: everything one page needs, run to completion before the single render. */
export function* serverPageSaga(request: { path: string; search: string; hash?: string }) {
  const { routing }: RootState = yield select();
  yield all([
    call(loadRoute, request),
    call(loadNavigationTree, { language: routing.language, versionStatus: routing.versionStatus }),
  ]);
}

/** Browser: watchers for client-side navigation and on-demand data. */
export function* browserRootSaga() {
  yield fork(routingBrowserSaga);
  yield fork(versionSaga);
  yield fork(userSessionSaga);
  yield fork(accountNavigationSaga);
}
