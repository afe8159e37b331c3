import { all, call } from 'redux-saga/effects';
import { describeDeliveryError } from '../../lib/delivery';
import type { Node } from '../../lib/delivery/types';
import { nodeOptions, type RouteLoad } from './routeLoad';
import type { ContentTypeMapping } from './types';

/** What a child node's entry carries unless a mapping asks for more: enough for a section list. */
const DEFAULT_CHILD_ENTRY_FIELDS = ['entryTitle', 'entryDescription'];

/** Which relatives of its node a page shows. */
export interface RelativesWanted {
  ancestors: boolean;
  children: boolean;
  siblings: boolean;
  childEntryFields?: string[];
}

/** A content type mapping's relatives: all unless turned off; a top-level page's siblings are the main menu. */
export function relativesOf(mapping: ContentTypeMapping, path: string): RelativesWanted {
  const topLevel = path.split('/').filter(Boolean).length <= 1;
  return {
    ancestors: mapping.fetchAncestors !== false,
    children: mapping.fetchChildren !== false,
    siblings: mapping.fetchSiblings === 'belowTopLevel' ? !topLevel : mapping.fetchSiblings !== false,
    childEntryFields: mapping.childEntryFields,
  };
}

/** The node's ancestors, children and siblings the page shows (the others are empty lists), loaded together. */
export function* fetchRelatives(load: RouteLoad, node: Node, wanted: RelativesWanted) {
  const { context, routing } = load;
  const nodes = context.delivery.nodes;
  const options = nodeOptions(routing, node.id);
  const entryFields = wanted.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS;
  const [ancestors, children, siblings]: Node[][] = yield all([
    wanted.ancestors ? call(fetchOrEmpty, load, 'ancestors', () => nodes.getAncestors(options)) : [],
    wanted.children ? call(fetchOrEmpty, load, 'children', () => nodes.getChildren({ ...options, entryFields, entryLinkDepth: 1 })) : [],
    wanted.siblings ? call(fetchOrEmpty, load, 'siblings', () => nodes.getSiblings(options)) : [],
  ]);
  return { ancestors, children, siblings };
}

/** Relatives are extras: a failure is logged and gives an empty list. */
function* fetchOrEmpty({ context }: RouteLoad, what: string, fetch: () => Promise<Node[] | null>) {
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
