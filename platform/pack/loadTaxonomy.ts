import { at, expectArray, expectObject, fail, localised, pickLocalised, requiredString, type Where } from './check';
import type { TaxonomyTreeNode } from './model';

export interface TaxonomyTree {
  root: TaxonomyTreeNode;
  byKey: Map<string, TaxonomyTreeNode>;
  byPath: Map<string, TaxonomyTreeNode>;
}

/** Validates taxonomy.json: unique keys, each child's key extends its parent's; computes paths. */
export function loadTaxonomy(raw: unknown, file: string, primaryLanguage: string): TaxonomyTree {
  const byKey = new Map<string, TaxonomyTreeNode>();
  const byPath = new Map<string, TaxonomyTreeNode>();

  const load = (value: unknown, where: Where, parent: TaxonomyTreeNode | null): TaxonomyTreeNode => {
    const object = expectObject(value, where);
    const key = requiredString(object, 'key', where);
    if (byKey.has(key)) fail(at(where, 'key'), `"${key}" is used by another taxonomy node`);
    if (
      parent &&
      !(key.startsWith(`${parent.key}/`) && key.length > parent.key.length + 1 && !key.slice(parent.key.length + 1).includes('/'))
    ) {
      fail(at(where, 'key'), `"${key}" must be the parent key "${parent.key}" followed by "/" and the node's id`);
    }
    if (!parent && key.includes('/')) fail(at(where, 'key'), `"${key}" must not contain "/" on the root node`);
    const name = localised(object.name, primaryLanguage, at(where, 'name'));
    const ownName = pickLocalised(name, primaryLanguage, primaryLanguage);
    const node: TaxonomyTreeNode = {
      key,
      name,
      path: parent ? `${parent.path}/${ownName}` : ownName,
      parent,
      children: [],
    };
    if (byPath.has(node.path.toLowerCase()))
      fail(at(where, 'name'), `"${ownName}" gives the path ${node.path}, which another taxonomy node has`);
    byKey.set(key, node);
    byPath.set(node.path.toLowerCase(), node);
    if (object.children !== undefined) {
      const children = expectArray(object.children, at(where, 'children'));
      children.forEach((child, index) => node.children.push(load(child, at(at(where, 'children'), index), node)));
    }
    return node;
  };

  const root = load(raw, { file, field: '' }, null);
  return { root, byKey, byPath };
}
