import { describeDeliveryError } from '../../lib/delivery';
import type { Entry, Node } from '../../lib/delivery/types';
import type { SagaLog } from '../../lib/saga';
import { nodeOptions, type RouteLoad } from './loaderSteps';
import type { ContentTypeMapping } from './types';
import { bigFolders } from './bigFolders';

/** What a child node's entry carries unless a mapping asks for more: enough for a section list. */
const DEFAULT_CHILD_ENTRY_FIELDS = ['entryTitle', 'entryDescription'];

/**
 * The most children or siblings a section list shows unless a mapping says otherwise. A longer list is not asked
 * for at all: the Delivery API cannot page a node's children, and a folder of thousands would cost every page in it
 * thousands of nodes to read, keep and render. The page shows how many there are and links to them instead.
 */
export const DEFAULT_SECTION_LIST_LIMIT = 20;

/** Which relatives of its node a page shows. */
export interface RelativesWanted {
  ancestors: boolean;
  children: boolean;
  siblings: boolean;
  childEntryFields?: string[];
  /** The longest children and siblings lists loaded (null: any length). Default: DEFAULT_SECTION_LIST_LIMIT. */
  childLimit?: number | null;
  siblingLimit?: number | null;
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
    ...listLimits(mapping.sectionListLimit),
  };
}

/** A mapping's list limits: one for both lists, or each its own; `false`: any length. */
function listLimits(limit: ContentTypeMapping['sectionListLimit']): Pick<RelativesWanted, 'childLimit' | 'siblingLimit'> {
  const of = (value: number | false | undefined) => (value === false ? null : (value ?? DEFAULT_SECTION_LIST_LIMIT));
  return typeof limit === 'object'
    ? { childLimit: of(limit.children), siblingLimit: of(limit.siblings) }
    : { childLimit: of(limit), siblingLimit: of(limit) };
}

/** A node's relatives as the page state keeps them: lists, empty when not shown or not loaded. */
export interface Relatives {
  ancestors: Node[];
  children: Node[];
  siblings: Node[];
  /** How many children and siblings the node has: more than the lists hold when they were too long to load. */
  childTotal: number;
  siblingTotal: number;
  /** The site's root node with its children, when these calls brought it (see rootWithChildren). */
  siteRoot?: Node;
}

export const NO_RELATIVES: Relatives = { ancestors: [], children: [], siblings: [], childTotal: 0, siblingTotal: 0 };

/**
 * The node's ancestors, children and siblings the page shows, each list only within the limit, in at most two calls
 * as a rule: the siblings come with the ancestors (their parent's children, at depth 1), and a node with no
 * children, or more than the limit, needs no call for them. The ancestors' answer gives each ancestor's child
 * count, so a list over the limit is never kept; and a parent whose ancestors' answer was found to bring one is
 * remembered (bigFolders.ts), so the next page below it asks for the ancestors alone and then, only when they fit,
 * for its siblings. A plain promise rather than a saga: it only reads, and each saga effect costs the server's page
 * loads CPU (bench/README.md).
 */
export async function fetchRelatives({ context, routing }: RouteLoad, node: Node, wanted: RelativesWanted): Promise<Relatives> {
  const nodes = context.delivery.nodes;
  const options = nodeOptions(routing, node.id);
  const orNull = (what: string, fetch: Promise<Node[] | null>) => listOrNull(context.log, what, fetch);
  const entryFields = wanted.childEntryFields ?? DEFAULT_CHILD_ENTRY_FIELDS;
  const limit = wanted.siblingLimit === undefined ? DEFAULT_SECTION_LIST_LIMIT : (wanted.siblingLimit ?? Infinity);
  const childLimit = wanted.childLimit === undefined ? DEFAULT_SECTION_LIST_LIMIT : (wanted.childLimit ?? Infinity);
  const fits = (count: number) => count <= limit;
  const childTotal = node.childCount ?? 0;
  // A top-level page's parent is the root: its children are the main menu's, asked for anyway (rootWithChildren).
  const known = node.parentId ? bigFolders.known(node.parentId, limit) : false;
  const depth = (wanted.siblings && !known) || (wanted.ancestors && isTopLevel(node)) ? 1 : 0;
  const childrenFit = childTotal <= childLimit;
  const [chain, children] = await Promise.all([
    wanted.ancestors || wanted.siblings ? orNull('ancestors', nodes.getAncestors({ ...options, depth })) : [],
    wanted.children && childTotal !== 0 && childrenFit
      ? orNull('children', nodes.getChildren({ ...options, entryFields, entryLinkDepth: 1 }))
      : wanted.children
        ? []
        : null,
  ]);
  let ancestors = chain;
  const parentIn = (list: Node[] | null) => {
    const last = list?.[list.length - 1];
    return last && last.id === node.parentId ? last : undefined;
  };
  const siblingTotal = wanted.siblings ? Math.max(0, (parentIn(chain)?.childCount ?? 1) - 1) : 0;
  // Whether asking these ancestors with their children brings a list over the limit (the root's is the menu).
  const allFit = (chain ?? []).every((ancestor) => !ancestor.parentId || fits(ancestor.childCount ?? 0));
  if (wanted.siblings && chain && node.parentId) bigFolders.learn(node.parentId, limit, !allFit);
  let siblings: Node[] = [];
  if (wanted.siblings && siblingTotal > 0 && fits(siblingTotal)) {
    if (depth === 1) siblings = parentIn(chain)?.children ?? [];
    else if (allFit) {
      ancestors = (await orNull('ancestors', nodes.getAncestors({ ...options, depth: 1 }))) ?? chain;
      siblings = parentIn(ancestors)?.children ?? [];
    } else siblings = (await orNull('siblings', nodes.getChildren(nodeOptions(routing, node.parentId ?? '')))) ?? [];
    siblings = siblings.filter((sibling) => sibling.id !== node.id);
  }
  // The root's own page gives the menu only when it loaded all of its children.
  const siteRoot = node.parentId
    ? rootWithChildren(ancestors?.[0])
    : childrenFit
      ? rootWithChildren(children && { ...node, children })
      : undefined;
  return {
    ancestors: wanted.ancestors ? (ancestors ?? []) : [],
    children: children ?? [],
    siblings,
    childTotal: wanted.children ? childTotal : 0,
    siblingTotal,
    ...(siteRoot ? { siteRoot } : {}),
  };
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
  return node && !node.parentId && node.children ? { ...node, children: node.children } : undefined;
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
