import { call, getContext, put, select } from 'redux-saga/effects';
import type { DeliveryClient } from '../../lib/delivery';
import type { Entry, Node } from '../../lib/delivery/types';
import { deliveryFromContext, LOG, type SagaLog } from '../../lib/saga';
import { accessRedirect, decideAccess, isLoginPage } from './access';
import { ROUTING_CONTEXT, type RoutingContext } from './context';
import { toCurrentRouteNode, toRouteNode } from './routeNode';
import { routeNotFound, routeRedirected, routeResolved } from './slice';
import type { MatchedStaticRoute, RequireLogin, RouteTable, RoutingState } from './types';

/** Link depth of a page's entry unless its mapping or static route says otherwise. */
export const DEFAULT_ENTRY_LINK_DEPTH = 2;

/** Everything a route load takes from the saga context, gathered once. */
export interface Services extends Omit<RoutingContext, 'routes'> {
  routes: RouteTable;
  delivery: DeliveryClient;
  log: SagaLog;
}

/** One route load: its services, the routing state it started from, and the path asked for. */
export interface RouteLoad {
  context: Services;
  routing: RoutingState;
  /** The path without its language prefix: what routes and nodes are matched against. */
  path: string;
  /** The path as the address has it (with the language's prefix): what the state records. */
  shownPath: string;
  /** Path and query: where a login or access-denied redirect returns to. */
  fullPath: string;
}

export function* routeServices() {
  const routing: RoutingContext = yield getContext(ROUTING_CONTEXT);
  const routes: RouteTable = typeof routing.routes === 'function' ? yield call(routing.routes) : routing.routes;
  const delivery: DeliveryClient = yield* deliveryFromContext();
  const log: SagaLog = yield getContext(LOG);
  return { ...routing, routes, delivery, log } as Services;
}

/** Whether the visitor may see what `requireLogin` guards; when not, records the login or access-denied redirect. */
export function* allowed(load: RouteLoad, requireLogin: RequireLogin | null | undefined) {
  if (!requireLogin) return true;
  const state: unknown = yield select((s: unknown) => s);
  const decision = decideAccess(requireLogin, load.context.getVisitor(state));
  if (decision === 'allowed' || (decision === 'login' && isLoginPage(load.path))) return true;
  yield put(routeRedirected(accessRedirect(decision, load.fullPath)));
  return false;
}

export function* notFound(context: Services, path: string) {
  context.log.info('Page not found', { path, status: 404 });
  yield put(routeNotFound({ path }));
}

/** The language and version status every node call of a load asks for. */
export function nodeOptions(routing: RoutingState, id: string) {
  return { id, language: routing.language, versionStatus: routing.versionStatus };
}

/** The entry attached to a node (resolved, or the minimum that names its content type), or null. */
export function entryOf(node: Node | null): Entry | null {
  const entry = node?.entry;
  return entry && 'sys' in entry && entry.sys.contentTypeId ? (entry as Entry) : null;
}

/** What a page found: its entry and, when it has a node, where that node sits in the site tree. */
export interface FoundPage {
  entry: Entry | null;
  node?: Node | null;
  ancestors?: Node[];
  siblings?: Node[];
  /** The node's children, when the page loads them (even none): they stay with the node in the state. */
  children?: Node[];
  /** How many children and siblings the node has, when a list was too long to load (relatives.ts). */
  childTotal?: number;
  siblingTotal?: number;
  staticRoute?: MatchedStaticRoute | null;
  requireLogin?: RequireLogin | null;
  isPreview?: boolean;
  /** The root node with its children, when the page's calls brought it (relatives.ts). */
  siteRoot?: Node;
}

/**
 * Records a found page in the routing slice, its nodes made lean (routeNode.ts). In the browser the app first loads
 * what the page's view needs (its code: RoutingContext.preparePage), so the new page shows whole, never half-loaded.
 */
export function* pageFound({ context, routing, path, shownPath }: RouteLoad, found: FoundPage) {
  const {
    entry,
    node = null,
    ancestors = [],
    siblings = [],
    children,
    childTotal,
    siblingTotal,
    staticRoute = null,
    requireLogin = null,
    isPreview,
    siteRoot,
  } = found;
  if (context.preparePage) {
    try {
      yield call(context.preparePage, { staticRoute, entry }, routing);
    } catch {
      // A chunk that could not be fetched (offline) is asked for again by the view, which shows that it is loading.
    }
  }
  yield put(
    routeResolved({
      path: shownPath,
      innerPath: path,
      entry,
      node: node ? (children ? toCurrentRouteNode(node, children) : toRouteNode(node)) : null,
      ancestors: ancestors.map((ancestor) => toRouteNode(ancestor)),
      siblings: siblings.map((sibling) => toRouteNode(sibling)),
      parentId: node?.parentId ?? null,
      ...(childTotal !== undefined ? { childTotal } : {}),
      ...(siblingTotal !== undefined ? { siblingTotal } : {}),
      staticRoute,
      requireLogin,
      isPreview,
      ...(siteRoot ? { siteRoot } : {}),
    }),
  );
}
