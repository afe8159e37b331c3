import type { RouteNode, RoutingState } from '../../features/routing';
import { nodeEntry } from '../fields';

/** Pages below a listing page listed a page at a time (the listings' own page size, not a search's). */
export const CHILD_LIST_PAGE_SIZE = 24;

/** The 1-based page a location asks for (`pageIndex`, as the search pages write it); 1 when it names none or a bad one. */
export function requestedPage(search: string): number {
  const text = new URLSearchParams(search).get('pageIndex');
  const page = text !== null && /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

/** The children a list shows: pages with an address and a name, not those an editor left out of listings. */
export function listedChildren(nodes: readonly RouteNode[]): RouteNode[] {
  return nodes.filter((node) => node.path && node.displayName && nodeEntry(node)?.sys.metadata?.includeInSearch !== false);
}

export interface ChildListPage {
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  items: RouteNode[];
  /** The page asked for is past the last one (an old link, a hand-made URL). */
  pastEnd: boolean;
}

export function childListPage(nodes: readonly RouteNode[], search: string): ChildListPage {
  const listed = listedChildren(nodes);
  const page = requestedPage(search);
  const pageCount = Math.ceil(listed.length / CHILD_LIST_PAGE_SIZE);
  const items = listed.slice((page - 1) * CHILD_LIST_PAGE_SIZE, page * CHILD_LIST_PAGE_SIZE);
  return { page, pageCount, total: listed.length, items, pastEnd: page > Math.max(pageCount, 1) };
}

/** The address of a page of the list (the first has no `pageIndex`). */
export const childListPageUrl = (path: string, page: number): string => (page > 1 ? `${path}?pageIndex=${page}` : path);

/** A page listing its children (ChildListing) whose page asked for is past the last one (server: noindex). */
export function isChildListPastEnd(routing: RoutingState): boolean {
  const children = routing.currentNode?.children;
  return Array.isArray(children) && childListPage(children, routing.location.search).pastEnd;
}
