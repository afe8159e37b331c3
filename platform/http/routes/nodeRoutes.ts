import type { Node } from '../../../contract';
import { findNode, type LoadedNode } from '../../pack';
import { assertNodeVisible, canSeeNode } from '../access';
import { badRequest, notFound } from '../apiError';
import { requestedVersionStatus, type DeliveryContext } from '../context';
import { parseFieldSelection } from '../fieldSelection';
import { renderNode, visibleChildren, type NodeRenderOptions } from '../nodeRender';
import { boolParam, fieldLinkDepthsParam, intParam, languageParam, linkDepthParam, listParam } from '../params';

// The site view (contensis-api.md §1.10). Every node named by a request must be visible to the caller
// (401/403 otherwise); nodes in list answers and children the caller may not see are left out.

const MAX_DEPTH = 100;

function nodeOptions(context: DeliveryContext, withDepth: boolean, language?: string): NodeRenderOptions {
  const { exchange, project, caller } = context;
  const query = exchange.query;
  const requested = language === undefined ? languageParam(query, project) : { language, explicit: true };
  const entryFields = listParam(query, 'entryFields');
  exchange.keys?.add(project.id, 'nodes');
  return {
    project,
    language: requested.language,
    explicitLanguage: requested.explicit,
    versionStatus: requestedVersionStatus(context),
    depth: withDepth ? intParam(query, 'depth', 0, 0, MAX_DEPTH) : 0,
    entryFields: entryFields === null ? null : entryFields.includes('*') ? 'all' : parseFieldSelection(entryFields),
    entryLinkDepth: linkDepthParam(query, 'entryLinkDepth'),
    entryFieldLinkDepths: fieldLinkDepthsParam(query, 'entryFieldLinkDepths'),
    caller,
    keys: exchange.keys,
  };
}

function namedNode(context: DeliveryContext, id: string): LoadedNode {
  // `root` names the root node wherever an id is expected (`/nodes/root/children`), unless a node has that id.
  const node = findNode(context.project, id) ?? (id.toLowerCase() === 'root' ? context.project.root : undefined);
  if (!node) throw notFound(`The node "${id}" does not exist`);
  assertNodeVisible(node, context.caller);
  return node;
}

export function getRootNode(context: DeliveryContext): Node {
  const options = nodeOptions(context, true);
  assertNodeVisible(context.project.root, context.caller);
  return renderNode(context.project.root, options);
}

export function getNodeById(context: DeliveryContext, id: string): Node {
  const options = nodeOptions(context, true);
  return renderNode(namedNode(context, id), options);
}

/** Whether a request's single segment names a node by id (ids win over top-level paths). */
export function isNodeId(context: DeliveryContext, segment: string): boolean {
  return findNode(context.project, segment) !== undefined;
}

/**
 * GET /nodes/{path}: `allowPartialMatch=true` answers the nearest existing ancestor (never the root).
 * A leading segment that is one of the project's languages selects the language (`/nodes/fr-FR/about`).
 */
export function getNodeByPath(context: DeliveryContext, segments: readonly string[]): Node {
  const { project, exchange } = context;
  let parts = [...segments];
  let language: string | undefined;
  if (parts.length > 0 && !project.nodesByPath.has(`/${parts.join('/')}`.toLowerCase())) {
    const first = parts[0].toLowerCase();
    const match = project.project.supportedLanguages.find((code) => code.toLowerCase() === first);
    if (match) {
      language = match;
      parts = parts.slice(1);
    }
  }
  const options = nodeOptions(context, true, language);
  const path = `/${parts.join('/')}`.toLowerCase();
  let node = project.nodesByPath.get(path);
  if (!node && boolParam(exchange.query, 'allowPartialMatch')) {
    for (let length = parts.length - 1; length > 0 && !node; length--) {
      node = project.nodesByPath.get(`/${parts.slice(0, length).join('/')}`.toLowerCase());
    }
  }
  if (!node) throw notFound(`No node has the path /${parts.join('/')}`);
  assertNodeVisible(node, context.caller);
  return renderNode(node, options);
}

/** GET /nodes/?entryId=: the nodes an entry is attached to; `canonicalOnly=true` answers the canonical one or 404. */
export function getNodesByEntry(context: DeliveryContext): Node[] | Node {
  const { exchange, project, caller } = context;
  const entryId = exchange.query.get('entryid') ?? '';
  const canonicalOnly = boolParam(exchange.query, 'canonicalOnly');
  const options = nodeOptions(context, canonicalOnly);
  exchange.keys?.entry(project.id, entryId);
  const nodes = project.nodesByEntryId.get(entryId.toLowerCase()) ?? [];
  if (canonicalOnly) {
    const canonical = nodes[0];
    if (!canonical) throw notFound(`The entry "${entryId}" is not attached to any node`);
    assertNodeVisible(canonical, caller);
    return renderNode(canonical, options);
  }
  return nodes.filter((node) => canSeeNode(node, caller)).map((node) => renderNode(node, options));
}

export function getChildren(context: DeliveryContext, id: string): Node[] {
  const options = nodeOptions(context, false);
  const node = namedNode(context, id);
  return visibleChildren(node, context.caller).map((child) => renderNode(child, options));
}

export function getParent(context: DeliveryContext, id: string): Node {
  const options = nodeOptions(context, true);
  const node = namedNode(context, id);
  if (!node.parent) throw notFound(`The node "${id}" is the root node: it has no parent`);
  assertNodeVisible(node.parent, context.caller);
  return renderNode(node.parent, options);
}

/** Root first; `startLevel` (default 1, the root) drops the levels above it. Empty for the root. */
export function getAncestors(context: DeliveryContext, id: string): Node[] {
  const options = nodeOptions(context, true);
  const startLevel = intParam(context.exchange.query, 'startLevel', 1, 1, Number.MAX_SAFE_INTEGER);
  const node = namedNode(context, id);
  const ancestors: LoadedNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.level >= startLevel && canSeeNode(parent, context.caller)) ancestors.unshift(parent);
  }
  return ancestors.map((ancestor) => renderNode(ancestor, options));
}

/** GET /nodes/{id}/ancestor?level=N (documented form): the one ancestor at that level, 1 being the root. */
export function getAncestorAtLevel(context: DeliveryContext, id: string): Node {
  const options = nodeOptions(context, true);
  const query = context.exchange.query;
  if (!query.get('level')) throw badRequest('The level parameter is required');
  const level = intParam(query, 'level', 1, 1, Number.MAX_SAFE_INTEGER);
  const node = namedNode(context, id);
  let ancestor = node.parent;
  while (ancestor && ancestor.level > level) ancestor = ancestor.parent;
  if (!ancestor || ancestor.level !== level) throw notFound(`The node "${id}" has no ancestor at level ${level}`);
  assertNodeVisible(ancestor, context.caller);
  return renderNode(ancestor, options);
}

export function getSiblings(context: DeliveryContext, id: string): Node[] {
  const options = nodeOptions(context, false);
  const node = namedNode(context, id);
  if (!node.parent) return [];
  return visibleChildren(node.parent, context.caller)
    .filter((sibling) => sibling !== node)
    .map((sibling) => renderNode(sibling, options));
}
