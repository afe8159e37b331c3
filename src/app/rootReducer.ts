import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { navigationReducer } from '../features/navigation';
import { routingReducer } from '../features/routing';
import { initialSearchState, type SearchState } from '../features/search';
import { userSessionReducer, type UserState } from '../features/user';
import { initialVersionState, type VersionState } from '../features/version';

/**
 * Until the search chunk arrives, the browser's store keeps the search state the page came with as it is:
 * the slice's reducer (with the query builder behind it) is part of the chunk, so content pages do not carry
 * it. The server, and the browser once the chunk is loaded, use the real one (`rootReducerWith`).
 */
const heldSearchState: Reducer<SearchState> = (state = initialSearchState) => state;
/** Likewise the version state: only the version page shows it, and its chunk brings the reducer. */
const heldVersionState: Reducer<VersionState> = (state = initialVersionState) => state;

/** Reducers that come with a chunk in the browser; the server has them from the start. */
export interface ChunkReducers {
  /** The search slice's own reducer (search chunk). */
  search?: Reducer<SearchState>;
  /** The whole user slice, the account forms' transitions included (account chunk). */
  user?: Reducer<UserState>;
  /** The version slice's reducer (version chunk). */
  version?: Reducer<VersionState>;
}

const combined = (search: Reducer<SearchState>, user: Reducer<UserState>, version: Reducer<VersionState>) =>
  combineReducers({ routing: routingReducer, navigation: navigationReducer, version, user, search });

/**
 * Each combination made once: the server makes a store per page, and combining (with redux's checks of every
 * slice) cost a quarter of making one, measured alone. The chunks' reducers are module-level functions, so
 * there are only ever a few combinations.
 */
const made: Array<{
  search: Reducer<SearchState>;
  user: Reducer<UserState>;
  version: Reducer<VersionState>;
  reducer: ReturnType<typeof combined>;
}> = [];

/**
 * The root reducer with the chunks' reducers given. Without the account chunk the user slice follows who the
 * visitor is (signing in and out, on every page) and keeps the forms' state a page came with as it is.
 */
export function rootReducerWith({ search = heldSearchState, user = userSessionReducer, version = heldVersionState }: ChunkReducers) {
  let found = made.find((one) => one.search === search && one.user === user && one.version === version);
  if (!found) made.push((found = { search, user, version, reducer: combined(search, user, version) }));
  return found.reducer;
}

export const rootReducer = rootReducerWith({});

export type RootState = ReturnType<typeof rootReducer>;
