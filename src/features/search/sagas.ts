// The search's saga entry points: a route's location (search and listing pages, server and browser) and
// "do search" (mini lists). Both apply what they are given, then search only when the rules say so.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { DEFAULT_SEARCH_PATH } from './constants';
import { executeSearch } from './executeSearch';
import { holdsConfig } from './facetState';
import { loadFilters } from './loadFilters';
import { decideSearch, type SearchDecision } from './runRules';
import { searchRequestFor } from './searchRequest';
import { isServer, type SearchRun, searchRun } from './searchRun';
import { selectSearch } from './selectors';
import {
  type FacetTarget,
  routeFiltersSet,
  searchConfigApplied,
  searchFiltersSet,
  searchRequested,
  type SearchRequestedPayload,
  searchSkipped,
} from './slice';
import { defaultFacetKey } from './transitions';
import type { SearchRoute, SearchState } from './types';
import { parseSearchLocation } from './url/parseSearchUrl';

interface EnsureOptions {
  preload: boolean;
  serverRendered: boolean;
}

/** Searches one facet if the run/skip rules say so; true when results arrived. */
function* ensureSearch(target: FacetTarget, run: SearchRun, options: EnsureOptions) {
  const state: SearchState = yield select(selectSearch);
  const request = searchRequestFor(state, target, run.environment, options.preload);
  const facet = state[target.context][target.facet];
  if (!request || !facet) return false;
  const decision: SearchDecision = decideSearch({ facet, next: request.search, ...options });
  if (!decision.run) {
    if (!options.preload) yield put(searchSkipped({ ...target, reason: decision.reason }));
    return false;
  }
  const found: boolean = yield call(executeSearch, request, run);
  return found;
}

/** After the current facet's search, the other facets load in the background (their counts show on tabs). */
function* searchAndPreload(target: FacetTarget, run: SearchRun, serverRendered: boolean) {
  const found: boolean = yield call(ensureSearch, target, run, { preload: false, serverRendered });
  const state: SearchState = yield select(selectSearch);
  if (!found || target.context !== 'facets' || state.currentFacet !== target.facet) return;
  const others = Object.keys(state.facets).filter((key) => key !== target.facet);
  yield all(others.map((facet) => call(ensureSearch, { context: 'facets', facet }, run, { preload: true, serverRendered: false })));
}

export interface SearchLocationRequest {
  route: SearchRoute;
  location: { pathname: string; search: string; hash?: string };
  /** Default: true where there is no `window`. */
  ssr?: boolean;
}

function routeTarget(state: SearchState, route: SearchRoute, named: string | null): string | null {
  if (route.context === 'listings') return route.listing && state.listings[route.listing] ? route.listing : null;
  return named && state.facets[named] ? named : defaultFacetKey(state);
}

/**
 * A search or listing page's location: applies the route's config when the slice lacks it, sets the route
 * filters, then loads the filters' items and searches (and preloads the other facets) when the rules say
 * so. Call it for every location of such a route, on the server (before the render) and in the browser.
 */
export function* searchLocationSaga({ route, location, ssr = isServer() }: SearchLocationRequest) {
  const run: SearchRun = yield* searchRun(ssr);
  const before: SearchState = yield select(selectSearch);
  if (route.config && !holdsConfig(before, route.config, route.context, route.listing)) {
    const listing = route.listing ? route.config.listings?.[route.listing] : undefined;
    yield put(
      listing && route.listing
        ? searchConfigApplied({ context: 'listings', facet: route.listing, config: listing })
        : searchConfigApplied({ config: route.config }),
    );
  }
  const state: SearchState = yield select(selectSearch);
  const parsed = parseSearchLocation(location, route);
  const facet = routeTarget(state, route, parsed.facet);
  if (!facet) {
    run.log.warn('No search facet or listing to show', { context: route.context, path: location.pathname });
    return;
  }
  const target: FacetTarget = { context: route.context, facet };
  yield put(routeFiltersSet({ context: route.context, facet, params: parsed.params, path: route.path || DEFAULT_SEARCH_PATH, ssr }));
  const serverRendered = before.config.ssr && !ssr;
  yield all([call(loadFilters, target, run), call(searchAndPreload, target, run, serverRendered)]);
}

/** Do search: a mini list (or any facet) searched outside the URL, with its own config and filters. */
export function* doSearch(payload: SearchRequestedPayload, ssr: boolean = isServer()) {
  const run: SearchRun = yield* searchRun(ssr);
  const target: FacetTarget = { context: payload.context ?? 'minilist', facet: payload.facet };
  const before: SearchState = yield select(selectSearch);
  // Applied once: applying again would drop the results the page already holds.
  if (payload.config && !before[target.context][target.facet]) yield put(searchConfigApplied({ ...target, config: payload.config }));
  const state: SearchState = yield select(selectSearch);
  if (!state[target.context][target.facet]) return;
  yield put(searchFiltersSet({ ...target, params: payload.params ?? {}, excludeIds: payload.excludeIds, ssr }));
  const serverRendered = before.config.ssr && !ssr;
  yield all([call(loadFilters, target, run), call(searchAndPreload, target, run, serverRendered)]);
}

/** Browser: mini lists ask for their searches with `searchRequested`. */
export function* searchBrowserSaga() {
  yield takeEvery(searchRequested.type, function* onRequest(action: PayloadAction<SearchRequestedPayload>) {
    yield call(doSearch, action.payload, false);
  });
}
