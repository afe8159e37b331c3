import type { TaxonomyNode } from '../../contract';
import { pickLocalised, type TaxonomyTreeNode } from '../pack';

export interface TaxonomyRenderOptions {
  language: string;
  primaryLanguage: string;
  /** Levels of children to include; at the last level `children` is left out (`hasChildren` says if there are more). */
  childDepth: number;
  order: 'alphabetical' | 'defined';
}

const collators = new Map<string, Intl.Collator>();

function collator(language: string): Intl.Collator {
  let found = collators.get(language);
  if (!found) {
    found = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, found);
  }
  return found;
}

export function renderTaxonomyNode(node: TaxonomyTreeNode, options: TaxonomyRenderOptions, depth = options.childDepth): TaxonomyNode {
  const result: TaxonomyNode = {
    key: node.key,
    name: pickLocalised(node.name, options.language, options.primaryLanguage),
    path: node.path,
    hasChildren: node.children.length > 0,
  };
  if (depth > 0) {
    const children = node.children.map((child) => renderTaxonomyNode(child, options, depth - 1));
    if (options.order === 'alphabetical') {
      const compare = collator(options.language).compare;
      children.sort((a, b) => compare(String(a.name), String(b.name)));
    }
    result.children = children;
  }
  return result;
}
