import { all, call, getContext, put, select } from 'redux-saga/effects';
import type { Entry, Node } from '../../lib/delivery/types';
import { deliveryErrorStatus, describeDeliveryError, type DeliveryClient } from '../../lib/delivery';
import { DELIVERY, LOG, type SagaLog } from '../../lib/saga';
import { cleanPath } from '../../lib/url';
import { accessRedirect, decideAccess, isAccountPath } from './access';
import { ROUTING_CONTEXT, type RoutingContext } from './context';
import { matchStaticRoute, navigationPath } from './matchRoutes';
import { selectRouting } from './selectors';
import { routeFailed, routeLoadStarted, routeNotFound, routeRedirected, routeResolved } from './slice';
import type { RequireLogin, RoutingState } from './types';

const DEFAULT_ENTRY_LINK_DEPTH = 2;
export const PREVIEW_ROUTE_ID = 'preview';
/** What a child node's entry carries unless a mapping asks for more: enough for a section list. */
const DEFAULT_CHILD_ENTRY_FIELDS = ['entryTitle', 'entryDescription'];

/** Everything loadRoute takes from the saga context, gathered once. */
interface Services extends RoutingContext {
  delivery: DeliveryClient;
  log: SagaLog;
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
  const fullPath = `${path}${search}`;
  // A project limited to groups shows nothing else to anyone outside them; the account pages stay reachable.
  if (routing.allowedGroups.length > 0 && !isAccountPath(path) && !(yield* allowed(context, routing.allowedGroups, fullPath))) return;

  try {
    const staticMatch = matchStaticRoute(context.routes.staticRoutes, path);
    if (staticMatch) {
      const { route, matched } = staticMatch;
      if (!(yield* allowed(context, route.requireLogin, fullPath))) return;
      if (route.id === PREVIEW_ROUTE_ID) {
        yield* loadPreview(context, routing, path, matched.params);
        return;
      }
      let node: Node | null = null;
      let ancestors: Node[] = [];
      if (route.fetchNode) {
        const nodePath = navigationPath(route.fetchNode, matched, path);
        node = yield* fetchNodeOrNull(context, routing, nodePath, route.linkDepth);
        if (node) ancestors = yield* fetchOrEmpty(context, 'ancestors', () => context.delivery.nodes.getAncestors(nodeOptions(routing, node!.id)));
      }
      yield put(
        routeResolved({
          path,
          entry: entryOf(node),
          node,
          ancestors,
          siblings: [],
          staticRoute: matched,
          requireLogin: route.requireLogin ?? null,
        }),
      );
      return;
    }

    const node: Node | null = yield call(() =>
      context.delivery.nodes.get({
        path,
        entryFields: '*',
        entryLinkDepth: DEFAULT_ENTRY_LINK_DEPTH,
        language: routing.language,
        versionStatus: routing.versionStatus,
      }),
    );
    let entry = entryOf(node);
    const mapping = entry && context.routes.contentTypeMappings.find((m) => m.contentTypeID === entry!.sys.contentTypeId);
    if (!node || !entry || !mapping) {
      yield* notFound(context, path);
      return;
    }
    if (!(yield* allowed(context, mapping.requireLogin, fullPath))) return;
    if (mapping.linkDepth !== undefined && mapping.linkDepth !== DEFAULT_ENTRY_LINK_DEPTH) {
      entry = yield call(() =>
        context.delivery.entries.get({
          id: entry!.sys.id,
          language: entry!.sys.language,
          versionStatus: routing.versionStatus,
          linkDepth: mapping.linkDepth,
        }),
      );
    }
    const none: Node[] = [];
    const [ancestors, children, siblings]: [Node[], Node[], Node[]] = yield all([
      mapping.fetchAncestors === false
        ? none
        : call(fetchOrEmpty, context, 'ancestors', () => context.delivery.nodes.getAncestors(nodeOptions(routing, node.id))),
      mapping.fetchChildren === false
        ? none
        : call(fetchOrEmpty, context, 'children', () =>
            context.delivery.nodes.getChildren({
              ...nodeOptions(routing, node.id),
              entryFields: mapping.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS,
              entryLinkDepth: 1,
            }),
          ),
      mapping.fetchSiblings === false
        ? none
        : call(fetchOrEmpty, context, 'siblings', () => context.delivery.nodes.getSiblings(nodeOptions(routing, node.id))),
    ]);
    yield put(
      routeResolved({
        path,
        entry,
        node: { ...node, children },
        ancestors,
        siblings,
        staticRoute: null,
        requireLogin: mapping.requireLogin ?? null,
      }),
    );
  } catch (error) {
    yield* handleFailure(context, error, path, fullPath);
  }
}

function* allowed(context: Services, requireLogin: RequireLogin | undefined, fullPath: string) {
  if (!requireLogin) return true;
  const state: unknown = yield select((s: unknown) => s);
  const decision = decideAccess(requireLogin, context.getVisitor(state));
  if (decision === 'allowed') return true;
  yield put(routeRedirected(accessRedirect(decision, fullPath)));
  return false;
}

function* loadPreview(context: Services, routing: RoutingState, path: string, params: Record<string, string | boolean>) {
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
      staticRoute: { id: PREVIEW_ROUTE_ID, path, params, requireLogin: null },
      requireLogin: null,
      isPreview: true,
    }),
  );
}

function* fetchNodeOrNull(context: Services, routing: RoutingState, path: string, linkDepth?: number) {
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
    const { status, message } = describeDeliveryError(error);
    context.log.warn(`Failed to fetch ${what}`, { status, message });
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

function entryOf(node: Node | null): Entry | null {
  const entry = node?.entry;
  return entry && 'sys' in entry && entry.sys.contentTypeId ? (entry as Entry) : null;
}
