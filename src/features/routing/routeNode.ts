import { isResolvedEntry } from '../../lib/delivery/links';
import type { Node } from '../../lib/delivery/types';
import type { RouteNode } from './types';

/**
 * A node as the page state keeps it: its place in the tree and its name. The API's metadata (project, slug,
 * language, version, child count, parent) and entry stubs are left behind: the state travels inside every page.
 * The page's own entry is `routing.entry`, never the node's, so it is serialised once.
 */
export function toRouteNode(node: Node, { keepEntry = false }: { keepEntry?: boolean } = {}): RouteNode {
  const result: RouteNode = { id: node.id, path: node.path, displayName: node.displayName };
  if (keepEntry && isResolvedEntry(node.entry)) result.entry = node.entry;
  return result;
}

/** The current node with its children, each child keeping the entry fields its cards need. */
export function toCurrentRouteNode(node: Node, children: Node[]): RouteNode {
  return { ...toRouteNode(node), children: children.map((child) => toRouteNode(child, { keepEntry: true })) };
}
