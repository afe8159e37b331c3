import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import { resolveLanguage } from '../../lib/url/languages';
import { ROUTING_CONTEXT, type RoutingContext } from './context';
import type { loadRoute } from './loadRoute';
import { selectRouting } from './selectors';
import { locationChanged, locationChangedWithinPage, locationSettled, routeLoadStarted, routeReloadRequested } from './slice';
import type { LocationChange, RoutingState } from './types';

/** The browser's side effects, in one object so tests can watch them (jsdom's location cannot be spied on). */
export const browserEffects = {
  reload: () => window.location.reload(),
};

/** The part of a location that decides the page: the hash only moves within it. */
const pageOf = ({ pathname, search }: LocationChange) => `${pathname}${search}`;

/**
 * Browser-only: turns the router's location changes into route loads. The router owns the URL and history;
 * this saga owns route state. A new path or query loads its route (a newer one cancels an older load); a
 * hash-only move loads nothing and settles at once, or with the load under way when there is one; a move the
 * app says stays on the page shown (a search's query) is recorded and settles at once, without a load.
 */
export function* routingBrowserSaga() {
  const context: RoutingContext | undefined = yield getContext(ROUTING_CONTEXT);
  const { staysOnPage, pageLoaded } = context ?? {};
  // The first location is the one the server rendered: nothing to load.
  const first: PayloadAction<LocationChange> = yield take(locationChanged.type);
  let requested = pageOf(first.payload);
  yield put(locationSettled({ pageChanged: false }));

  let loading: Task | null = null;
  while (true) {
    const action: PayloadAction<LocationChange> | ReturnType<typeof routeReloadRequested> = yield take([
      locationChanged.type,
      routeReloadRequested.type,
    ]);
    const routing: RoutingState = yield select(selectRouting);
    // Someone else is looking now (signed in or out): the page shown is loaded again for them.
    if (routeReloadRequested.match(action)) {
      if (loading?.isRunning()) yield cancel(loading);
      if (routing.historyEntry) loading = yield fork(showPage, routing.historyEntry, pageLoaded);
      continue;
    }
    const { payload } = action;
    const busy = loading?.isRunning() ?? false;
    // The same page again (a hash, a link to the page shown) loads nothing, except to retry one that failed.
    if (pageOf(payload) === requested && (busy || !routing.isError)) {
      if (!busy) yield put(locationSettled({ pageChanged: false }));
      continue;
    }
    // A page in another language loads whole from the server: its shell's words and menus are that language's.
    if (resolveLanguage(routing.languages, routing.currentHostname, payload.pathname).language !== routing.language) {
      if (loading && busy) yield cancel(loading);
      yield call(browserEffects.reload);
      continue;
    }
    const state: unknown = yield select();
    if (staysOnPage && !busy && !routing.isError && staysOnPage(state, payload)) {
      requested = pageOf(payload);
      const { pathname, search, hash } = payload;
      yield put(locationChangedWithinPage({ path: pathname, search, hash }));
      yield put(locationSettled({ pageChanged: false, withinPage: true }));
      continue;
    }
    if (loading && busy) yield cancel(loading);
    requested = pageOf(payload);
    loading = yield fork(showPage, payload, pageLoaded);
  }
}

type RouteLoader = typeof loadRoute;

/**
 * The route loader (with path-to-regexp) is a chunk of its own in the browser, shared with the HTML sanitiser and
 * the delivery client: starting a page needs none of them. The document prefetches its file (downloaded when the
 * browser is idle, not run); it runs at the first navigation, so starting a page costs none of its work.
 */
let routeLoader: RouteLoader | null = null;

/** The route loader, fetched when first needed; null when its chunk cannot be had (offline, a new deployment). */
function* loadRouteLoader() {
  try {
    if (!routeLoader) {
      const module: { loadRoute: RouteLoader } = yield call(() => import(/* webpackChunkName: "routeLoader" */ './loadRoute'));
      routeLoader = module.loadRoute;
    }
  } catch {
    // A later navigation asks again; this one lets the server answer (showPage).
  }
  return routeLoader;
}

function* showPage({ pathname, search, hash, navigationType }: LocationChange, pageLoaded?: RoutingContext['pageLoaded']) {
  const before: RoutingState = yield select(selectRouting);
  // A navigation before the loader has arrived shows that it is loading meanwhile.
  if (!routeLoader) yield put(routeLoadStarted({ path: pathname, search, hash }));
  const load: RouteLoader | null = yield* loadRouteLoader();
  // Without the loader the browser loads the new address itself, from the server.
  if (!load) {
    yield call(browserEffects.reload);
    return;
  }
  yield call(load, { path: pathname, search, hash });
  const after: RoutingState = yield select(selectRouting);
  // The app follows a redirect through the router: it arrives here as the next location.
  if (after.redirect) return;
  // The server may know this path (a file, another app): let it answer when we showed content before.
  if (after.notFound && before.entry) {
    yield call(browserEffects.reload);
    return;
  }
  // Back and forward restore a position: the page's own loads come first, so it is as tall as it was. A new
  // page goes to its top at once; its loads follow.
  const restores = navigationType === 'POP';
  if (!restores) yield put(locationSettled({ pageChanged: true }));
  if (pageLoaded) yield call(pageLoaded);
  if (restores) yield put(locationSettled({ pageChanged: true }));
}
