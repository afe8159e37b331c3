import { all, call, getContext, put, select } from 'redux-saga/effects';
import type { Entry, Node } from '../../lib/delivery/types';
import { deliveryErrorStatus, describeDeliveryError, type DeliveryClient } from '../../lib/delivery';
import { DELIVERY, LOG, type SagaLog } from '../../lib/saga';
import { cleanPath } from '../../lib/url';
import { accessRedirect, decideAccess, isAccountPath } from './access';
import { ROUTING_CONTEXT, type RoutingContext } from './context';
import { matchStaticRoute, navigationPath } from './matchRoutes';
import { toCurrentRouteNode, toRouteNode } from './routeNode';
import { selectRouting } from './selectors';
import { routeFailed, routeLoadStarted, routeNotFound, routeRedirected, routeResolved } from './slice';
import type { ContentTypeMapping, RequireLogin, RoutingState, StaticRouteConfig } from './types';

const DEFAULT_ENTRY_LINK_DEPTH = 2;
export const PREVIEW_ROUTE_ID = 'preview';
/** What a child node's entry carries unless a mapping asks for more: enough for a section list. */
const DEFAULT_CHILD_ENTRY_FIELDS = ['entryTitle', 'entryDescription'];
/** The node at a path is asked for with just enough of its entry to choose the content type mapping. */
const NODE_ENTRY_FIELDS = ['sys.contentTypeId'];

/** Everything loadRoute takes from the saga context, gathered once. */
interface Services extends RoutingContext {
  delivery: DeliveryClient;
  log: SagaLog;
}

/** One route load: its services, the routing state it started from, and the path asked for. */
interface RouteLoad {
  context: Services;
  routing: RoutingState;
  path: string;
  /** Path and query: where a login or access-denied redirect returns to. */
  fullPath: string;
}

function* services() {
  const routing: RoutingContext = yield getContext(ROUTING_CONTEXT);
  const delivery: DeliveryClient = yield getContext(DELIVERY);
  const log: SagaLog = yield getContext(LOG);
  return { ...routing, delivery, log } as Services;
}

export interface LoadRouteRequest {
  path: string;
  search?: string;
  hash?: string;
}

/**
 * Resolves a path to what the page shows and records it in the routing slice: redirect, static route,
 * content entry, not found or error. Runs to completion on the server before the single render, and
 * in the browser for client-side navigation.
 */
export function* loadRoute({ path, search = '', hash = '' }: LoadRouteRequest) {
  const context: Services = yield* services();
  const cleaned = cleanPath(path);
  if (cleaned !== path) {
    yield put(routeRedirected({ location: `${cleaned}${search}${hash}`, statusCode: context.cleanPathRedirectStatus, reason: 'cleanPath' }));
    return;
  }
  yield put(routeLoadStarted({ path, search, hash }));
  const routing: RoutingState = yield select(selectRouting);
  const load: RouteLoad = { context, routing, path, fullPath: `${path}${search}` };
  // A project limited to groups shows nothing else to anyone outside them; the account pages stay reachable.
  if (routing.allowedGroups.length > 0 && !isAccountPath(path) && !(yield* allowed(context, routing.allowedGroups, load.fullPath))) return;
  try {
    const staticMatch = matchStaticRoute(context.routes.staticRoutes, path);
    if (staticMatch) yield* loadStaticRoute(load, staticMatch.route, staticMatch.matched);
    else yield* loadContentRoute(load);
  } catch (error) {
    yield* handleFailure(context, error, path, load.fullPath);
  }
}

type StaticMatch = NonNullable<ReturnType<typeof matchStaticRoute>>;

/** A static route, with the node (and entry) at its navigation path when the route asks for it. */
function* loadStaticRoute(load: RouteLoad, route: StaticRouteConfig, matched: StaticMatch['matched']) {
  const { context, routing, path } = load;
  if (!(yield* allowed(context, route.requireLogin, load.fullPath))) return;
  if (route.id === PREVIEW_ROUTE_ID) {
    yield* loadPreview(load, matched.params);
    return;
  }
  let node: Node | null = null;
  let ancestors: Node[] = [];
  if (route.fetchNode) {
    node = yield* fetchNodeOrNull(load, navigationPath(route.fetchNode, matched, path), route.linkDepth);
    const id = node?.id;
    if (id) ancestors = yield* fetchOrEmpty(context, 'ancestors', () => context.delivery.nodes.getAncestors(nodeOptions(routing, id)));
  }
  yield put(
    routeResolved({
      path,
      entry: entryOf(node),
      node: node ? toRouteNode(node) : null,
      ancestors: ancestors.map((ancestor) => toRouteNode(ancestor)),
      siblings: [],
      parentId: node?.parentId ?? null,
      staticRoute: matched,
      requireLogin: route.requireLogin ?? null,
    }),
  );
}

/**
 * Content: the node at the path names its entry's content type, whose mapping says which fields and link depth
 * the entry is loaded with and which relatives the page shows; those load together.
 */
function* loadContentRoute(load: RouteLoad) {
  const { context, routing, path } = load;
  const node: Node | null = yield call(() =>
    context.delivery.nodes.get({ path, entryFields: NODE_ENTRY_FIELDS, language: routing.language, versionStatus: routing.versionStatus }),
  );
  const attached = entryOf(node);
  const mapping = attached && context.routes.contentTypeMappings.find((m) => m.contentTypeID === attached.sys.contentTypeId);
  if (!node || !attached || !mapping) {
    yield* notFound(context, path);
    return;
  }
  if (!(yield* allowed(context, mapping.requireLogin, load.fullPath))) return;
  const [entry, ancestors, children, siblings]: [Entry | null, Node[], Node[], Node[]] = yield all([
    call(fetchMappedEntry, load, attached.sys.id, mapping),
    call(fetchRelatives, load, node.id, 'ancestors', mapping),
    call(fetchRelatives, load, node.id, 'children', mapping),
    call(fetchRelatives, load, node.id, 'siblings', mapping),
  ]);
  if (!entry) {
    yield* notFound(context, path);
    return;
  }
  yield put(
    routeResolved({
      path,
      entry,
      node: toCurrentRouteNode(node, children),
      ancestors: ancestors.map((ancestor) => toRouteNode(ancestor)),
      siblings: siblings.map((sibling) => toRouteNode(sibling)),
      parentId: node.parentId ?? null,
      staticRoute: null,
      requireLogin: mapping.requireLogin ?? null,
    }),
  );
}

/** The page's entry with the fields its template renders (the mapping's `entryFields`) at the mapping's link depth. */
function* fetchMappedEntry(load: RouteLoad, id: string, mapping: ContentTypeMapping) {
  const { context, routing } = load;
  const entry: Entry | null = yield call(() =>
    context.delivery.entries.get({
      id,
      language: routing.language,
      versionStatus: routing.versionStatus,
      linkDepth: mapping.linkDepth ?? DEFAULT_ENTRY_LINK_DEPTH,
      fields: mapping.entryFields,
    }),
  );
  return entry;
}

type Relatives = 'ancestors' | 'children' | 'siblings';

/** Ancestors, children or siblings of the node, unless the mapping turns them off. */
function* fetchRelatives(load: RouteLoad, id: string, which: Relatives, mapping: ContentTypeMapping) {
  const { context, routing } = load;
  const nodes = context.delivery.nodes;
  if (which === 'ancestors') {
    if (mapping.fetchAncestors === false) return [] as Node[];
    return yield* fetchOrEmpty(context, which, () => nodes.getAncestors(nodeOptions(routing, id)));
  }
  if (which === 'siblings') {
    const topLevel = load.path.split('/').filter(Boolean).length <= 1;
    if (mapping.fetchSiblings === false || (mapping.fetchSiblings === 'belowTopLevel' && topLevel)) return [] as Node[];
    return yield* fetchOrEmpty(context, which, () => nodes.getSiblings(nodeOptions(routing, id)));
  }
  if (mapping.fetchChildren === false) return [] as Node[];
  const entryFields = mapping.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS;
  return yield* fetchOrEmpty(context, which, () => nodes.getChildren({ ...nodeOptions(routing, id), entryFields, entryLinkDepth: 1 }));
}

function* allowed(context: Services, requireLogin: RequireLogin | undefined, fullPath: string) {
  if (!requireLogin) return true;
  const state: unknown = yield select((s: unknown) => s);
  const decision = decideAccess(requireLogin, context.getVisitor(state));
  if (decision === 'allowed') return true;
  yield put(routeRedirected(accessRedirect(decision, fullPath)));
  return false;
}

function* loadPreview({ context, routing, path }: RouteLoad, params: Record<string, string | boolean>) {
  const id = typeof params.entryId === 'string' ? params.entryId : '';
  const language = typeof params.language === 'string' && params.language ? params.language : routing.language;
  // Drafts only where the host shows them (routing.versionStatus is latest only there); elsewhere the published version.
  const entry: Entry | null = yield call(() =>
    context.delivery.entries.get({ id, language, versionStatus: routing.versionStatus, linkDepth: DEFAULT_ENTRY_LINK_DEPTH }),
  );
  if (!entry) {
    yield* notFound(context, path);
    return;
  }
  yield put(
    routeResolved({
      path,
      entry,
      node: null,
      ancestors: [],
      siblings: [],
      parentId: null,
      staticRoute: { id: PREVIEW_ROUTE_ID, path, params, requireLogin: null },
      requireLogin: null,
      isPreview: true,
    }),
  );
}

function* fetchNodeOrNull({ context, routing }: RouteLoad, path: string, linkDepth?: number) {
  try {
    const node: Node | null = yield call(() =>
      context.delivery.nodes.get({
        path,
        entryFields: '*',
        entryLinkDepth: linkDepth ?? DEFAULT_ENTRY_LINK_DEPTH,
        language: routing.language,
        versionStatus: routing.versionStatus,
      }),
    );
    return node;
  } catch (error) {
    if (deliveryErrorStatus(error) === 404) return null;
    throw error;
  }
}

/** Ancestors, children and siblings are extras: a failure is logged and gives an empty list. */
function* fetchOrEmpty(context: Services, what: string, fetch: () => Promise<Node[] | null>) {
  try {
    const nodes: Node[] | null = yield call(fetch);
    return Array.isArray(nodes) ? nodes : [];
  } catch (error) {
    const { kind, status, message } = describeDeliveryError(error);
    // An abandoned page load (the visitor went away) is not a failure.
    if (kind !== 'aborted') context.log.warn(`Failed to fetch ${what}`, { status, message });
    return [] as Node[];
  }
}

function* handleFailure(context: Services, error: unknown, path: string, fullPath: string) {
  const { kind, status, message } = describeDeliveryError(error);
  // The visitor went away and the server abandoned the page: nothing failed, nothing to record.
  if (kind === 'aborted') return;
  if (status === 404) {
    yield* notFound(context, path);
  } else if (status === 401 || status === 403) {
    yield put(routeRedirected(accessRedirect(status === 401 ? 'login' : 'denied', fullPath)));
  } else {
    context.log.error('Route failed to load', { path, status, message });
    yield put(routeFailed({ path, statusCode: status, message }));
  }
}

function* notFound(context: Services, path: string) {
  context.log.info('Page not found', { path, status: 404 });
  yield put(routeNotFound({ path }));
}

function nodeOptions(routing: RoutingState, id: string) {
  return { id, language: routing.language, versionStatus: routing.versionStatus };
}

/** The entry attached to a node (resolved, or the minimum that names its content type), or null. */
function entryOf(node: Node | null): Entry | null {
  const entry = node?.entry;
  return entry && 'sys' in entry && entry.sys.contentTypeId ? (entry as Entry) : null;
}
