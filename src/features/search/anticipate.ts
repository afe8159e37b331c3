// The search a filter's click will run, asked for when the choice is pressed: a mouse button or a finger is down for
// about a tenth of a second before the click, time enough for the answer to be on its way or here when the click's
// own search asks for the same query (the delivery client's request cache shares it). A press that ends elsewhere
// leaves an answer nobody reads.
import { select } from 'redux-saga/effects';
import { startSearchRequest } from './executeSearch';
import { decideSearch } from './runRules';
import { searchRequestFor } from './searchRequest';
import { type SearchRun, searchRun } from './searchRun';
import { selectSearch } from './selectors';
import { filterToggled, searchReducer } from './slice';
import { currentKey } from './transitions';
import type { SearchState } from './types';

/**
 * Asks for the search a click on the filter's item would run, as the route's search would; changes no state. Returns
 * the entries its answer will hold first (null when there is nothing to ask), for their images to be asked for too.
 */
export function* anticipateFilterSearch(payload: { filterKey: string; key: string }) {
  const state: SearchState = yield select(selectSearch);
  const target = { context: state.context, facet: currentKey(state) };
  // The state the click's choice makes; its new address selects the same, so the search is the same.
  const chosen = searchReducer(state, filterToggled(payload));
  const facet = chosen[target.context][target.facet];
  if (!facet || chosen === state) return null;
  const run: SearchRun = yield* searchRun(false);
  const request = searchRequestFor(chosen, target, run.environment);
  if (!request || request.customApi) return null;
  if (!decideSearch({ facet, next: request.search, preload: false, serverRendered: false }).run) return null;
  return startSearchRequest(request, run);
}
