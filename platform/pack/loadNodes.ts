import { at, expectArray, expectObject, fail, localised, optionalBoolean, optionalString, requiredString, type Where } from './check';
import { groupName } from './loadSecurity';
import type { LoadedNode, LoadedSecurity, Restriction } from './model';
import { isObject } from '../json';

export interface NodeTree {
  root: LoadedNode;
  nodesById: Map<string, LoadedNode>;
  nodesByPath: Map<string, LoadedNode>;
  /** Every node, parents before children, siblings in defined order. */
  nodes: LoadedNode[];
}

interface NodeContext {
  primaryLanguage: string;
  security: LoadedSecurity | null;
  hasEntry: (id: string) => boolean;
  nodesById: Map<string, LoadedNode>;
  nodesByPath: Map<string, LoadedNode>;
  nodes: LoadedNode[];
}

/** Validates nodes.json and builds the site view: paths from slugs, inherited restrictions, lookups. */
export function loadNodes(
  raw: unknown,
  file: string,
  options: { primaryLanguage: string; security: LoadedSecurity | null; hasEntry: (id: string) => boolean },
): NodeTree {
  const context: NodeContext = {
    ...options,
    nodesById: new Map(),
    nodesByPath: new Map(),
    nodes: [],
  };
  const root = loadNode(raw, { file, field: '' }, null, context);
  return { root, nodesById: context.nodesById, nodesByPath: context.nodesByPath, nodes: context.nodes };
}

function loadNode(raw: unknown, where: Where, parent: LoadedNode | null, context: NodeContext): LoadedNode {
  const value = expectObject(raw, where);
  const id = requiredString(value, 'id', where);
  if (context.nodesById.has(id.toLowerCase())) fail(at(where, 'id'), `"${id}" is used by another node`);

  const slug = parent ? requiredString(value, 'slug', where) : (optionalString(value, 'slug', where) ?? '');
  if (parent && /[/\\?#]/.test(slug)) fail(at(where, 'slug'), `"${slug}" must not contain "/", "\\", "?" or "#"`);
  const path = parent ? `${parent.path === '/' ? '' : parent.path}/${slug}` : '/';
  if (context.nodesByPath.has(path.toLowerCase())) fail(at(where, 'slug'), `"${slug}" gives the path ${path}, which another node has`);

  const entryId = optionalString(value, 'entryId', where) ?? null;
  if (entryId !== null && !context.hasEntry(entryId)) fail(at(where, 'entryId'), `"${entryId}" names no entry`);
  const version = isObject(value.version) ? value.version : {};
  const node: LoadedNode = {
    id,
    slug,
    displayName: localised(value.displayName, context.primaryLanguage, at(where, 'displayName')),
    entryId,
    includeInMenu: optionalBoolean(value, 'includeInMenu', where) ?? true,
    restriction: restriction(value.restrictedTo, at(where, 'restrictedTo'), parent, context.security),
    path,
    level: parent ? parent.level + 1 : 1,
    parent,
    children: [],
    isCanonical: true,
    versionNo: typeof version.versionNo === 'string' ? version.versionNo : '1.0',
  };
  context.nodesById.set(id.toLowerCase(), node);
  context.nodesByPath.set(path.toLowerCase(), node);
  context.nodes.push(node);

  if (value.children !== undefined) {
    const children = expectArray(value.children, at(where, 'children'));
    children.forEach((child, index) => {
      node.children.push(loadNode(child, at(at(where, 'children'), index), node, context));
    });
  }
  return node;
}

/** `true` = signed-in users; a list = users in one of those groups; `false` lifts an inherited restriction. */
function restriction(value: unknown, where: Where, parent: LoadedNode | null, security: LoadedSecurity | null): Restriction | null {
  if (value === undefined || value === null) return parent ? parent.restriction : null;
  if (value === true) return { groups: null };
  if (value === false) return null;
  if (Array.isArray(value) && value.length > 0) {
    return {
      groups: value.map((item, index) => {
        if (typeof item !== 'string' || item === '') fail(at(where, index), 'must be a group name');
        if (!security) return item;
        const name = groupName(security, item);
        if (!name) fail(at(where, index), `"${item}" names no group in security.json`);
        return name;
      }),
    };
  }
  fail(where, 'must be true, false or a non-empty list of group names');
}
