import { fork } from 'redux-saga/effects';
import { routingBrowserSaga } from '../features/routing';
import { versionSaga } from '../features/version';

/** Browser: watchers for client-side navigation and on-demand data. (The server's page saga is in sagas.ts.) */
export function* browserRootSaga() {
  yield fork(routingBrowserSaga);
  yield fork(versionSaga);
}
