// The search a filter's click will run, asked for when the choice is pressed: a mouse button or a finger is down for
// about a tenth of a second before the click, time enough for the answer to be on its way or here when the click's
// own search asks for the same query (the delivery client's request cache shares it). A press that ends elsewhere
// leaves an answer nobody reads.
import { select } from 'redux-saga/effects';
import type { Entry } from '../../lib/delivery/types';
import { startSearchRequest } from './executeSearch';
import { decideSearch } from './runRules';
import { searchRequestFor } from './searchRequest';
import { type SearchRun, searchRun } from './searchRun';
import { selectSearch } from './selectors';
import { type FacetTarget, filterToggled, searchReducer } from './slice';
import { currentKey } from './transitions';
import type { SearchState } from './types';

/** A likely choice's search under way: the facet it is for, the page it asks for, and the entries it will hold. */
export interface LikelyAnswer {
  target: FacetTarget;
  pageIndex: number;
  entries: Promise<Entry[]>;
}

/**
 * Asks for the search a click on the filter's item would run, as the route's search would; changes no state. Returns
 * what the answer is for and the entries it will hold (null when there is nothing to ask): their images may be asked
 * for too, and their cards drawn ahead (`likelyResultsHeld`).
 */
export function* anticipateFilterSearch(payload: { filterKey: string; key: string }): Generator<unknown, LikelyAnswer | null, never> {
  const state: SearchState = yield select(selectSearch);
  const target: FacetTarget = { context: state.context, facet: currentKey(state) };
  // The state the click's choice makes; its new address selects the same, so the search is the same.
  const chosen = searchReducer(state, filterToggled(payload));
  const facet = chosen[target.context][target.facet];
  if (!facet || chosen === state) return null;
  const run: SearchRun = yield* searchRun(false);
  const request = searchRequestFor(chosen, target, run.environment);
  if (!request || request.customApi) return null;
  if (!decideSearch({ facet, next: request.search, preload: false, serverRendered: false }).run) return null;
  return { target, pageIndex: request.options.pageIndex, entries: startSearchRequest(request, run) };
}
