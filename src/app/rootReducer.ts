import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { navigationReducer } from '../features/navigation';
import { routingReducer } from '../features/routing';
import { initialSearchState, type SearchState } from '../features/search';
import { userReducer } from '../features/user';
import { versionReducer } from '../features/version';

/**
 * Until the search chunk arrives, the browser's store keeps the search state the page came with as it is:
 * the slice's reducer (with the query builder behind it) is part of the chunk, so content pages do not carry
 * it. The server, and the browser once the chunk is loaded, use the real one (`rootReducerWith`).
 */
const heldSearchState: Reducer<SearchState> = (state = initialSearchState) => state;

const slices = {
  routing: routingReducer,
  navigation: navigationReducer,
  version: versionReducer,
  user: userReducer,
};

const combined = (searchReducer: Reducer<SearchState>) => combineReducers({ ...slices, search: searchReducer });
const rootReducers = new WeakMap<Reducer<SearchState>, ReturnType<typeof combined>>();

/**
 * The root reducer with the search slice's own reducer, made once per search reducer: the server makes a store
 * per page, and combining (with redux's checks of every slice) cost a quarter of making one (bench/README.md).
 */
export function rootReducerWith(searchReducer: Reducer<SearchState>) {
  let reducer = rootReducers.get(searchReducer);
  if (!reducer) rootReducers.set(searchReducer, (reducer = combined(searchReducer)));
  return reducer;
}

export const rootReducer = rootReducerWith(heldSearchState);

export type RootState = ReturnType<typeof rootReducer>;
