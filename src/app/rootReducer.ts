import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { navigationReducer } from '../features/navigation';
import { routingReducer } from '../features/routing';
import { initialSearchState, type SearchState } from '../features/search';
import { initialAccountFormsState, sessionReducer, type AccountFormsState } from '../features/user';
import { initialVersionState, type VersionState } from '../features/version';
import { wordsReducer } from './words/wordsSlice';

/** The slices of every page: their reducers are in the main bundle. */
const staticReducers = { routing: routingReducer, navigation: navigationReducer, session: sessionReducer, words: wordsReducer };

type StaticState = { [Key in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[Key]> };

/**
 * The slices whose reducers come with a chunk (search, version page, account forms) and are injected: in the
 * browser when the chunk arrives, on the server when the store is made. Their state is there from the start all
 * the same: the page brought it, or it is their initial value (below).
 */
export interface LazyState {
  search: SearchState;
  version: VersionState;
  accountForms: AccountFormsState;
}

export type RootState = StaticState & LazyState;

/** A slice a chunk brings: its state key and reducer, as `createSlice` makes them. */
export type LazySlice = { [Key in keyof LazyState]: { reducerPath: Key; reducer: Reducer<LazyState[Key]> } }[keyof LazyState];

/** The lazy slices' initial values, known without their reducers (the features' index exports them). */
const initialLazyState: LazyState = { search: initialSearchState, version: initialVersionState, accountForms: initialAccountFormsState };

const LAZY_KEYS = Object.keys(initialLazyState) as (keyof LazyState)[];

export interface RootReducer {
  reducer: Reducer<RootState>;
  /** Adds a chunk's slice; one already there is left as it is. */
  inject(slice: LazySlice): void;
}

/**
 * The store's root reducer: Redux Toolkit's `combineSlices` over the static slices, with `inject` for the lazy
 * ones. A reducer made by `combineSlices` keeps only the keys it has reducers for (redux's `combineReducers` drops
 * the others at the first action, and warns outside production), so the state of a slice not yet injected (what
 * the page came with) is kept aside here, past the combined reducer, until its slice arrives; from then on its
 * reducer takes it over where it was.
 */
export function createRootReducer(slices: readonly LazySlice[] = []): RootReducer {
  const combined = combineSlices(staticReducers, ...slices);
  const injected = new Set<string>(slices.map(({ reducerPath }) => reducerPath));
  let waiting = LAZY_KEYS.filter((key) => !injected.has(key));

  const reducer: Reducer<RootState> = (state, action: UnknownAction) => {
    if (waiting.length === 0) return combined(state, action) as RootState;
    const aside: Record<string, unknown> = {};
    const rest: Record<string, unknown> = { ...state };
    for (const key of waiting) {
      aside[key] = state ? state[key] : initialLazyState[key];
      delete rest[key];
    }
    const next = combined(state && (rest as Partial<RootState>), action);
    return state && next === rest ? state : ({ ...next, ...aside } as RootState);
  };

  const inject = (slice: LazySlice) => {
    if (injected.has(slice.reducerPath)) return;
    injected.add(slice.reducerPath);
    combined.inject(slice);
    waiting = waiting.filter((key) => key !== slice.reducerPath);
  };
  return { reducer, inject };
}

/** Every slice's initial state. */
export function initialRootState(): RootState {
  return createRootReducer().reducer(undefined, { type: '@@trellis/initial-state' });
}
