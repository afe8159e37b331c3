import type { RouteTable } from './types';
import type { Visitor } from './access';

/** What the routing sagas need from their host besides the shared services (delivery client, log). */
export interface RoutingContext {
  routes: RouteTable;
  /** Who is looking: composed by the app from the user feature (anonymous until accounts land). */
  getVisitor: (state: unknown) => Visitor;
  /** Status of the redirect that cleans a path (302 unless configured). */
  cleanPathRedirectStatus: number;
}

export const ROUTING_CONTEXT = 'routing';
