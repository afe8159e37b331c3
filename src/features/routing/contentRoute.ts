import { call } from 'redux-saga/effects';
import { isResolvedEntry } from '../../lib/delivery/links';
import { fieldNarrowing, narrowToFields, type FieldNarrowing } from '../../lib/delivery/narrowFields';
import type { Entry, Node } from '../../lib/delivery/types';
import { fetchRelatives, relativesOf, type Relatives } from './relatives';
import { allowed, DEFAULT_ENTRY_LINK_DEPTH, entryOf, notFound, pageFound, type RouteLoad } from './loaderSteps';
import type { ContentTypeMapping } from './types';
import { sameLanguage, startsWithLanguage } from '../../lib/url/languages';

/**
 * Without every mapping's fields (below), the node is asked for with just enough of its entry to choose one. The
 * entry's languages are always asked: they are the page's alternates (selectAlternates).
 */
const NODE_ENTRY_FIELDS = ['sys.contentTypeId', 'sys.availableLanguages'];
const ENTRY_LANGUAGES = 'sys.availableLanguages';

/**
 * Which fields a page's entry needs depends on its content type, which only the node names. So the node is asked
 * for with its entry carrying every mapping's fields at the usual link depth, and the entry is then narrowed to
 * its own mapping's list: one call, where asking for the entry apart would take two (docs/decisions.md).
 */
export interface NodeEntryRequest {
  entryFields: string[];
  narrowings: Map<ContentTypeMapping, FieldNarrowing>;
}

const nodeEntryRequests = new WeakMap<readonly ContentTypeMapping[], NodeEntryRequest | null>();

/** Null when a mapping asks for every field or excludes some: each page's entry then has a call of its own. */
export function nodeEntryRequest(mappings: readonly ContentTypeMapping[]): NodeEntryRequest | null {
  if (!nodeEntryRequests.has(mappings)) nodeEntryRequests.set(mappings, everyMappingsFields(mappings));
  return nodeEntryRequests.get(mappings) ?? null;
}

function everyMappingsFields(mappings: readonly ContentTypeMapping[]): NodeEntryRequest | null {
  const narrowings = new Map<ContentTypeMapping, FieldNarrowing>();
  for (const mapping of mappings) {
    const narrowing = mapping.entryFields && fieldNarrowing(mapping.entryFields) && fieldNarrowing(withLanguages(mapping.entryFields));
    if (!narrowing) return null;
    narrowings.set(mapping, narrowing);
  }
  return { entryFields: [...new Set([...NODE_ENTRY_FIELDS, ...mappings.flatMap((mapping) => mapping.entryFields ?? [])])], narrowings };
}

/**
 * Content: the node at the path names its entry's content type, whose mapping says which fields and link depth
 * the entry is loaded with and which relatives the page shows; those load together.
 */
export function* loadContentRoute(load: RouteLoad) {
  const { context, routing, path } = load;
  // A node path the Delivery API would read as naming a language is no page of this one.
  if (startsWithLanguage(routing.languages, path)) {
    yield* notFound(context, load.shownPath);
    return;
  }
  const request = nodeEntryRequest(context.routes.contentTypeMappings);
  const nodeIn = (language: string) =>
    context.delivery.nodes.get({
      path,
      entryFields: request?.entryFields ?? NODE_ENTRY_FIELDS,
      entryLinkDepth: request ? DEFAULT_ENTRY_LINK_DEPTH : undefined,
      language,
      versionStatus: routing.versionStatus,
    });
  const node: Node | null = yield call(nodeIn, routing.language);
  let attached = entryOf(node);
  // A page with no variation in this language shows the primary language's (marked as such: selectContentLanguage),
  // in this language's chrome and node names. Only a node without an entry in this language costs the second call.
  const { primary } = routing.languages;
  if (node && !attached && !sameLanguage(routing.language, primary)) {
    const primaryNode: Node | null = yield call(nodeIn, primary);
    attached = entryOf(primaryNode);
  }
  const mapping = attached && context.routes.contentTypeMappings.find((m) => m.contentTypeID === attached.sys.contentTypeId);
  if (!node || !attached || !mapping) {
    yield* notFound(context, load.shownPath);
    return;
  }
  if (!(yield* allowed(load, mapping.requireLogin))) return;
  const came = request && entryCameWithNode(request, mapping, attached);
  const [entry, relatives]: [Entry | null, Relatives] = yield call(() =>
    Promise.all([came ?? fetchMappedEntry(load, attached, mapping), fetchRelatives(load, node, relativesOf(mapping, path, attached))]),
  );
  if (!entry) {
    yield* notFound(context, load.shownPath);
    return;
  }
  yield* pageFound(load, { entry, node, ...relatives, requireLogin: mapping.requireLogin ?? null });
}

/**
 * The node's entry narrowed to the mapping's fields, or null when it needs a call of its own: another link depth,
 * or an entry the node brought as a bare link (one the visitor may not see: its own call then answers why).
 */
export function entryCameWithNode(request: NodeEntryRequest, mapping: ContentTypeMapping, attached: Entry): Entry | null {
  const narrowing = request.narrowings.get(mapping);
  if (!narrowing || (mapping.linkDepth ?? DEFAULT_ENTRY_LINK_DEPTH) !== DEFAULT_ENTRY_LINK_DEPTH || !isResolvedEntry(attached)) return null;
  return narrowToFields(attached, narrowing);
}

/** The page's entry with the fields its template renders (the mapping's `entryFields`) at the mapping's link depth. */
function fetchMappedEntry({ context, routing }: RouteLoad, attached: Entry, mapping: ContentTypeMapping) {
  return context.delivery.entries.get({
    id: attached.sys.id,
    // The page's language, or the primary's for a page without a variation in it.
    language: attached.sys.language ?? routing.language,
    versionStatus: routing.versionStatus,
    linkDepth: mapping.linkDepth ?? DEFAULT_ENTRY_LINK_DEPTH,
    fields: mapping.entryFields && withLanguages(mapping.entryFields),
  });
}

/** A list of fields to include, with the entry's languages; a list of exclusions (or `*`) brings them already. */
function withLanguages(fields: string[]): string[] {
  return fieldNarrowing(fields) ? [...fields, ENTRY_LANGUAGES] : fields;
}
