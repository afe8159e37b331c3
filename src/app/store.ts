import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { SagaServices } from '../lib/saga';
import { ROUTING_CONTEXT, type RoutingContext } from '../features/routing';
import { SEARCH_CONTEXT, type SearchState } from '../features/search';
import { ACCOUNT_API, USER_BROWSER_EFFECTS, type AccountApi, type UserBrowserEffects } from '../features/user';
import { withInitialValues } from './pageState';
import { rootReducer, rootReducerWith, type RootState } from './rootReducer';
import { searchServices } from './search/searchServices';

/** The browser's services for the account sagas (the server does not run them). */
export interface AccountServices {
  api: AccountApi;
  effects: UserBrowserEffects;
}

export interface AppStoreOptions {
  /** A page's state (fields at their initial values may be left out: see pageState.ts). */
  preloadedState?: Partial<RootState>;
  services: SagaServices;
  routing: RoutingContext;
  account?: AccountServices;
  /** The search slice's reducer from the start (the server); the browser adds it with `injectSearchReducer`. */
  searchReducer?: SearchReducer;
}

export type SearchReducer = Reducer<SearchState>;

/** A store with the saga middleware; sagas get their services through the saga context. */
export function createAppStore({ preloadedState, services, routing, account, searchReducer }: AppStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: {
      delivery: services.delivery,
      log: services.log,
      [ROUTING_CONTEXT]: routing,
      [SEARCH_CONTEXT]: searchServices,
      ...(account ? { [ACCOUNT_API]: account.api, [USER_BROWSER_EFFECTS]: account.effects } : {}),
    },
  });
  const store = configureStore({
    reducer: searchReducer ? rootReducerWith(searchReducer) : rootReducer,
    preloadedState: preloadedState ? withInitialValues(preloadedState) : undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const runSaga = <S extends Saga>(saga: S, ...args: Parameters<S>): Task => sagaMiddleware.run(saga, ...args);
  /**
   * The search chunk's reducer takes over from the one that only held the page's search state, then completes
   * that state (`restored`: the page sent it without the fields at their defaults).
   */
  const injectSearchReducer = (reducer: SearchReducer, restored: UnknownAction) => {
    store.replaceReducer(rootReducerWith(reducer));
    store.dispatch(restored);
  };
  return { store, runSaga, injectSearchReducer };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/**
 * A read-only store over a finished state, for the server's render of a prepared page: rendering
 * reads state and never dispatches (effects do not run on the server).
 */
export function createStaticStore(state: RootState): AppStore {
  const store = {
    getState: () => state,
    dispatch: <A>(action: A) => action,
    subscribe: () => () => undefined,
    replaceReducer: () => undefined,
    [Symbol.observable]: () => ({ subscribe: () => ({ unsubscribe: () => undefined }), [Symbol.observable]() { return this; } }),
  };
  return store as unknown as AppStore;
}
