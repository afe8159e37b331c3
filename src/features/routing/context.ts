import type { Saga } from 'redux-saga';
import type { Entry } from '../../lib/delivery/types';
import type { MatchedStaticRoute, RouteTable, RoutingState } from './types';
import type { Visitor } from './access';

/** What the routing sagas need from their host besides the shared services (delivery client, log). */
export interface RoutingContext {
  /** The route table, or a function that loads it (the browser's comes with the route loader's chunk). */
  routes: RouteTable | (() => Promise<RouteTable>);
  /** Who is looking: composed by the app from the user feature (anonymous until accounts land). */
  getVisitor: (state: unknown) => Visitor;
  /** Status of the redirect that cleans a path (302 unless configured). */
  cleanPathRedirectStatus: number;
  /**
   * Browser: whether a new location still shows the page on screen in another state (a search's query or
   * facet), composed by the app. Such a move reloads nothing: the routing state only records the location
   * (`locationChangedWithinPage`), the page keeps its scroll position, and the app's sagas do the rest.
   */
  staysOnPage?: (state: unknown, location: { pathname: string; search: string }) => boolean;
  /**
   * Browser: what the app loads for a page once its route has (its searches). On back and forward the history
   * entry settles after it, so that scroll restoration finds the page as tall as it was. A newer navigation
   * cancels it.
   */
  pageLoaded?: Saga<[]>;
  /**
   * Browser: what the view of a found page needs before it is shown (its code chunks), loaded before the route
   * records it. `routing` is the state the load started from.
   */
  preparePage?: (page: { staticRoute: MatchedStaticRoute | null; entry: Entry | null }, routing: RoutingState) => Promise<unknown>;
}

export const ROUTING_CONTEXT = 'routing';
