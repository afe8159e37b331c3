import { describeDeliveryError } from '../../lib/delivery';
import type { Entry, Node } from '../../lib/delivery/types';
import type { SagaLog } from '../../lib/saga';
import { nodeOptions, type RouteLoad } from './loaderSteps';
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

/**
 * A content type mapping's relatives: all unless turned off; a top-level page's siblings are the main menu. `entry`
 * is the node's, for a mapping that decides by it whether the children are shown.
 */
export function relativesOf(mapping: ContentTypeMapping, path: string, entry?: Entry): RelativesWanted {
  const topLevel = path.split('/').filter(Boolean).length <= 1;
  const { fetchChildren } = mapping;
  return {
    ancestors: mapping.fetchAncestors !== false,
    children: typeof fetchChildren === 'function' ? (entry ? fetchChildren(entry) : false) : fetchChildren !== false,
    siblings: mapping.fetchSiblings === 'belowTopLevel' ? !topLevel : mapping.fetchSiblings !== false,
    childEntryFields: mapping.childEntryFields,
  };
}

/** A node's relatives as the page state keeps them: lists, empty when not shown or not loaded. */
export interface Relatives {
  ancestors: Node[];
  children: Node[];
  siblings: Node[];
  /** The site's root node with its children, when these calls brought it (see rootWithChildren). */
  siteRoot?: Node;
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
  const orNull = (what: string, fetch: Promise<Node[] | null>) => listOrNull(context.log, what, fetch);
  const entryFields = wanted.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS;
  // The parent's children, in their defined order as `/siblings` lists them, come with `depth=1`. A top-level
  // page's parent is the root: at depth 1 its children are also the main menu's (rootWithChildren).
  const depth = wanted.siblings || (wanted.ancestors && isTopLevel(node)) ? 1 : 0;
  const [ancestors, children] = await Promise.all([
    wanted.ancestors || wanted.siblings ? orNull('ancestors', nodes.getAncestors({ ...options, depth })) : [],
    wanted.children && node.childCount !== 0
      ? orNull('children', nodes.getChildren({ ...options, entryFields, entryLinkDepth: 1 }))
      : wanted.children
        ? []
        : null,
  ]);
  const parent = ancestors?.[ancestors.length - 1];
  const siblings =
    wanted.siblings && parent && parent.id === node.parentId ? (parent.children ?? []).filter((child) => child.id !== node.id) : [];
  const siteRoot = node.parentId
    ? depth === 1
      ? rootWithChildren(ancestors?.[0])
      : undefined
    : rootWithChildren(children && { ...node, children });
  return { ancestors: wanted.ancestors ? (ancestors ?? []) : [], children: children ?? [], siblings, ...(siteRoot ? { siteRoot } : {}) };
}

function isTopLevel(node: Node): boolean {
  return node.path.split('/').filter(Boolean).length === 1;
}

/**
 * The root node with its children, when the page's own calls gave it: the first ancestor asked for at depth 1, or
 * the page's node when it is the root and its children were loaded. A menu drawn from the root's children then
 * needs no call of its own (the server's page calls: bench/README.md).
 */
function rootWithChildren(node: Node | null | undefined): Node | undefined {
  return node && !node.parentId ? { ...node, children: node.children ?? [] } : undefined;
}

/** Relatives are extras: a failure is logged and gives null (the page shows an empty list). */
async function listOrNull(log: SagaLog, what: string, fetch: Promise<Node[] | null>): Promise<Node[] | null> {
  try {
    const nodes = await fetch;
    return Array.isArray(nodes) ? nodes : null;
  } catch (error) {
    const { kind, status, message } = describeDeliveryError(error);
    // An abandoned page load (the visitor went away) is not a failure.
    if (kind !== 'aborted') log.warn(`Failed to fetch ${what}`, { status, message });
    return null;
  }
}
