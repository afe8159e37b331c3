import { call } from 'redux-saga/effects';
import type { Entry, Node } from '../../lib/delivery/types';
import { fetchRelatives, relativesOf, type Relatives } from './relatives';
import { allowed, DEFAULT_ENTRY_LINK_DEPTH, entryOf, notFound, pageFound, type RouteLoad } from './routeLoad';
import type { ContentTypeMapping } from './types';

/** The node at a path is asked for with just enough of its entry to choose the content type mapping. */
const NODE_ENTRY_FIELDS = ['sys.contentTypeId'];

/**
 * Content: the node at the path names its entry's content type, whose mapping says which fields and link depth
 * the entry is loaded with and which relatives the page shows; those load together.
 */
export function* loadContentRoute(load: RouteLoad) {
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
  if (!(yield* allowed(load, mapping.requireLogin))) return;
  const [entry, relatives]: [Entry | null, Relatives] = yield call(() =>
    Promise.all([fetchMappedEntry(load, attached.sys.id, mapping), fetchRelatives(load, node, relativesOf(mapping, path))]),
  );
  if (!entry) {
    yield* notFound(context, path);
    return;
  }
  yield* pageFound(path, { entry, node, ...relatives, requireLogin: mapping.requireLogin ?? null });
}

/** The page's entry with the fields its template renders (the mapping's `entryFields`) at the mapping's link depth. */
function fetchMappedEntry({ context, routing }: RouteLoad, id: string, mapping: ContentTypeMapping) {
  return context.delivery.entries.get({
    id,
    language: routing.language,
    versionStatus: routing.versionStatus,
    linkDepth: mapping.linkDepth ?? DEFAULT_ENTRY_LINK_DEPTH,
    fields: mapping.entryFields,
  });
}
