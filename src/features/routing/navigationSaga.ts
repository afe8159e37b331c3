import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { parseLocation, safeLocalPath } from '../../lib/url';
import { loadRoute } from './loadRoute';
import { selectRouting } from './selectors';
import { routeRequested, type RouteRequest } from './slice';
import type { RoutingState } from './types';

/** The browser's side effects, in one object so tests can watch them (jsdom's location cannot be spied on). */
export const browserEffects = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

/** Browser-only: turns routeRequested events and back/forward into route loads. */
export function* routingBrowserSaga() {
  yield fork(watchHistory);
  yield takeLatest(routeRequested.type, navigate);
}

function historyChannel(): EventChannel<{ pathname: string; search: string; hash: string }> {
  return eventChannel((emit) => {
    const onPopState = () => emit(parseLocation(window.location.href));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  });
}

function* watchHistory() {
  const channel: EventChannel<{ pathname: string; search: string; hash: string }> = yield call(historyChannel);
  while (true) {
    const { pathname, search, hash }: { pathname: string; search: string; hash: string } = yield take(channel);
    yield put(routeRequested({ path: pathname, search, hash, fromHistory: true }));
  }
}

function* navigate(action: PayloadAction<RouteRequest>) {
  const { path, search = '', hash = '', state, fromHistory, replace } = action.payload;
  const before: RoutingState = yield select(selectRouting);
  if (!fromHistory) {
    const url = `${path}${search}${hash}`;
    if (replace) window.history.replaceState(state ?? null, '', url);
    else window.history.pushState(state ?? null, '', url);
  }
  yield call(loadRoute, { path, search, hash });
  const after: RoutingState = yield select(selectRouting);

  if (after.redirect) {
    const target = safeLocalPath(after.redirect.location);
    if (target) {
      const next = parseLocation(target);
      yield put(routeRequested({ path: next.pathname, search: next.search, hash: next.hash, replace: true }));
    } else {
      browserEffects.assign('/');
    }
    return;
  }
  // The server may know this path (a file, another app): let it answer when we showed content before.
  if (after.notFound && before.entry) {
    browserEffects.reload();
    return;
  }
  if (!fromHistory) {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }
}
