import { fork } from 'redux-saga/effects';
import { routingBrowserSaga } from '../features/routing';
import { userSessionSaga } from '../features/user';
import { accountNavigationSaga } from './account/accountSagas';
import { pageSearchBrowserSaga } from './search/searchSagas';

/** Browser: watchers for client-side navigation and on-demand data. (The server's page saga is in sagas.ts.) */
export function* browserRootSaga() {
  yield fork(routingBrowserSaga);
  yield fork(userSessionSaga);
  yield fork(accountNavigationSaga);
  yield fork(pageSearchBrowserSaga);
}
