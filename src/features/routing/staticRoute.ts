import { call } from 'redux-saga/effects';
import { deliveryErrorStatus } from '../../lib/delivery';
import type { Entry, Node } from '../../lib/delivery/types';
import { navigationPath, type matchStaticRoute } from './matchRoutes';
import { fetchRelatives, NO_RELATIVES, type Relatives } from './relatives';
import { PREVIEW_ROUTE_ID } from './previewRoute';
import { allowed, DEFAULT_ENTRY_LINK_DEPTH, entryOf, notFound, pageFound, type RouteLoad } from './loaderSteps';

type StaticMatch = NonNullable<ReturnType<typeof matchStaticRoute>>;

/** A static route, with the node (and entry) at its navigation path and that node's ancestors when the route asks. */
export function* loadStaticRoute(load: RouteLoad, { route, matched }: StaticMatch) {
  if (!(yield* allowed(load, route.requireLogin))) return;
  if (route.id === PREVIEW_ROUTE_ID) {
    yield* loadPreview(load, matched.params);
    return;
  }
  const node = route.fetchNode ? yield* fetchNodeOrNull(load, navigationPath(route.fetchNode, matched, load.path), route.linkDepth) : null;
  const { ancestors }: Relatives = node
    ? yield call(fetchRelatives, load, node, { ancestors: true, children: false, siblings: false })
    : NO_RELATIVES;
  yield* pageFound(load, { entry: entryOf(node), node, ancestors, staticRoute: matched, requireLogin: route.requireLogin ?? null });
}

/** `/preview/{entryId}{/language}`: an entry by id, drafts only where the host shows them. */
function* loadPreview(load: RouteLoad, params: Record<string, string | boolean>) {
  const { context, routing } = load;
  const id = typeof params.entryId === 'string' ? params.entryId : '';
  const language = typeof params.language === 'string' && params.language ? params.language : routing.language;
  // routing.versionStatus is latest only where the host shows drafts; elsewhere the published version.
  const entry: Entry | null = yield call(() =>
    context.delivery.entries.get({ id, language, versionStatus: routing.versionStatus, linkDepth: DEFAULT_ENTRY_LINK_DEPTH }),
  );
  if (!entry) {
    yield* notFound(context, load.shownPath);
    return;
  }
  yield* pageFound(load, {
    entry,
    staticRoute: { id: PREVIEW_ROUTE_ID, path: load.shownPath, params, requireLogin: null },
    isPreview: true,
  });
}

/** The node at a static route's navigation path with its whole entry, or null when there is none. */
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
