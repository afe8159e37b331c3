import type { DeliveryContext } from '../context';
import { getEntry } from './entryRoutes';
import {
  getAncestorAtLevel,
  getAncestors,
  getChildren,
  getNodeById,
  getNodeByPath,
  getNodesByEntry,
  getParent,
  getRootNode,
  getSiblings,
  isNodeId,
} from './nodeRoutes';
import { getContentType, getProject, listContentTypes } from './projectRoutes';
import { listEntries, searchGet, searchPost, searchZenql } from './searchRoutes';
import { getTaxonomyNode } from './taxonomyRoutes';

export interface DeliveryRoute {
  methods: readonly string[];
  run: (context: DeliveryContext, body: string) => unknown;
}

const READ = ['GET', 'HEAD'] as const;
const get = (run: (context: DeliveryContext) => unknown): DeliveryRoute => ({ methods: READ, run });

const NODE_OPERATIONS: Record<string, (context: DeliveryContext, id: string) => unknown> = {
  children: getChildren,
  parent: getParent,
  ancestors: getAncestors,
  ancestor: getAncestorAtLevel,
  siblings: getSiblings,
};

/**
 * Matches the path after /api/delivery/projects/{projectId}. Keyword segments are case-insensitive
 * (`contentTypes` = `contenttypes`); ids and paths keep their case.
 */
export function routeDelivery(rest: readonly string[], query: Map<string, string>): DeliveryRoute | null {
  const [first, second, third] = rest.map((segment) => segment.toLowerCase());
  if (rest.length === 0) return get(getProject);

  if (first === 'contenttypes') {
    if (rest.length === 1) return get(listContentTypes);
    if (rest.length === 2) return get((context) => getContentType(context, rest[1]));
    if (rest.length === 3 && third === 'entries') return get((context) => listEntries(context, rest[1]));
    return null;
  }

  if (first === 'entries') {
    if (rest.length === 1) {
      const zenql = query.get('zenql');
      return get((context) => (zenql !== undefined && zenql.trim() !== '' ? searchZenql(context, zenql) : listEntries(context, null)));
    }
    if (rest.length === 2 && second === 'search') {
      return {
        methods: ['GET', 'HEAD', 'POST'],
        run: (context, body) => (context.exchange.method === 'POST' ? searchPost(context, body) : searchGet(context)),
      };
    }
    if (rest.length === 2) return get((context) => getEntry(context, rest[1]));
    return null;
  }

  if (first === 'nodes') {
    if (rest.length === 1) {
      return get((context) => (query.has('entryid') ? getNodesByEntry(context) : getNodeByPath(context, [])));
    }
    if (rest.length === 2 && second === 'root') return get(getRootNode);
    const operation = rest.length === 3 ? NODE_OPERATIONS[third] : undefined;
    return get((context) => {
      // `/nodes/{id}/children` unless those words form an existing path; a single segment is an id before a path.
      if (operation && !context.project.nodesByPath.has(`/${rest.slice(1).join('/')}`.toLowerCase())) {
        return operation(context, rest[1]);
      }
      if (rest.length === 2 && isNodeId(context, rest[1])) return getNodeById(context, rest[1]);
      return getNodeByPath(context, rest.slice(1));
    });
  }

  if (first === 'taxonomy' && second === 'nodes') return get((context) => getTaxonomyNode(context, rest.slice(2)));
  return null;
}
