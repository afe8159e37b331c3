import { describeDeliveryError } from '../../lib/delivery';
import type { Node } from '../../lib/delivery/types';
import type { SagaLog } from '../../lib/saga';
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

/** A node's relatives as the page state keeps them: lists, empty when not shown or not loaded. */
export interface Relatives {
  ancestors: Node[];
  children: Node[];
  siblings: Node[];
}

export const NO_RELATIVES: Relatives = { ancestors: [], children: [], siblings: [] };

/**
 * The node's ancestors, children and siblings the page shows, loaded together in at most two calls: the siblings
 * come with the ancestors, and a node with no children needs no call for them. A plain promise rather than a
 * saga: it only reads, and each saga effect costs the server's page loads CPU (bench/README.md).
 */
export async function fetchRelatives({ context, routing }: RouteLoad, node: Node, wanted: RelativesWanted): Promise<Relatives> {
  const nodes = context.delivery.nodes;
  const options = nodeOptions(routing, node.id);
  const orEmpty = (what: string, fetch: Promise<Node[] | null>) => listOrEmpty(context.log, what, fetch);
  const entryFields = wanted.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS;
  // The parent's children, in their defined order as `/siblings` lists them, come with `depth=1`.
  const withSiblings = wanted.siblings ? 1 : 0;
  const [ancestors, children] = await Promise.all([
    wanted.ancestors || wanted.siblings ? orEmpty('ancestors', nodes.getAncestors({ ...options, depth: withSiblings })) : [],
    wanted.children && node.childCount !== 0 ? orEmpty('children', nodes.getChildren({ ...options, entryFields, entryLinkDepth: 1 })) : [],
  ]);
  const parent = ancestors[ancestors.length - 1];
  const siblings = wanted.siblings && parent?.id === node.parentId ? (parent.children ?? []).filter((child) => child.id !== node.id) : [];
  return { ancestors: wanted.ancestors ? ancestors : [], children, siblings };
}

/** Relatives are extras: a failure is logged and gives an empty list. */
async function listOrEmpty(log: SagaLog, what: string, fetch: Promise<Node[] | null>): Promise<Node[]> {
  try {
    const nodes = await fetch;
    return Array.isArray(nodes) ? nodes : [];
  } catch (error) {
    const { kind, status, message } = describeDeliveryError(error);
    // An abandoned page load (the visitor went away) is not a failure.
    if (kind !== 'aborted') log.warn(`Failed to fetch ${what}`, { status, message });
    return [];
  }
}
