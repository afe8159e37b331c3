import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { SagaServices } from '../lib/saga';
import { ROUTING_CONTEXT, type RoutingContext } from '../features/routing';
import { SEARCH_CONTEXT } from '../features/search';
import { ACCOUNT_API, USER_BROWSER_EFFECTS, type AccountApi, type UserBrowserEffects } from '../features/user';
import { withInitialValues } from './pageState';
import { createRootReducer, type LazySlice, type RootReducer, type RootState } from './rootReducer';
import { searchServicesAt } from './search/searchServices';
import { SHARED_LISTS, type SharedLists } from './search/sharedListsContext';
import type { Site } from './site/defineSite';
import { SITE_CONTEXT } from './site/siteContext';

/** The browser's services for the account sagas (the server does not run them). */
export interface AccountServices {
  api: AccountApi;
  effects: UserBrowserEffects;
}

export interface AppStoreOptions {
  site: Site;
  /** A page's state (fields at their initial values may be left out: see pageState.ts). */
  preloadedState?: Partial<RootState>;
  services: SagaServices;
  routing: RoutingContext;
  account?: AccountServices;
  /**
   * The lazy slices present from the start, or a root reducer made with them (`createRootReducer`) that stores
   * share: the server's has them all. The browser's chunks bring theirs (`inject`).
   */
  slices?: readonly LazySlice[] | RootReducer;
  /**
   * The server: its own origin (`http://127.0.0.1:3000`), on which the search calls a relative custom API uri.
   * The browser leaves it out (a relative uri is called on the page's origin).
   */
  localOrigin?: string;
  /** The server, on a page that may share: mini lists other pages searched (search/sharedLists.ts). */
  sharedLists?: SharedLists;
}

/** A store with the saga middleware; sagas get their services through the saga context. */
export function createAppStore({
  site,
  preloadedState,
  services,
  routing,
  account,
  slices = [],
  localOrigin,
  sharedLists,
}: AppStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: {
      delivery: services.delivery,
      log: services.log,
      [SITE_CONTEXT]: site,
      [ROUTING_CONTEXT]: routing,
      [SEARCH_CONTEXT]: searchServicesAt(localOrigin),
      ...(account ? { [ACCOUNT_API]: account.api, [USER_BROWSER_EFFECTS]: account.effects } : {}),
      ...(sharedLists ? { [SHARED_LISTS]: sharedLists } : {}),
    },
  });
  const root = 'inject' in slices ? slices : createRootReducer(slices);
  const store = configureStore({
    reducer: root.reducer,
    preloadedState: preloadedState ? withInitialValues(preloadedState) : undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const runSaga = <S extends Saga>(saga: S, ...args: Parameters<S>): Task => sagaMiddleware.run(saga, ...args);
  /**
   * What a chunk brings, once it has arrived: its slices take over their state where the page left it, then
   * `then` is dispatched (the search chunk completes the state the page sent), then its saga runs.
   */
  const inject = ({ slices: more = [], then, saga }: ChunkState) => {
    for (const slice of more) root.inject(slice);
    if (then) store.dispatch(then);
    if (saga) sagaMiddleware.run(saga);
  };
  return { store, runSaga, inject };
}

/** A chunk's part of the store. */
export interface ChunkState {
  slices?: readonly LazySlice[];
  then?: UnknownAction;
  saga?: Saga<[]>;
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
