// Taxonomy by key and by path, with childDepth and both orders.
import { list, object } from './answers';
import type { JsonObject, PackTaxonomyNode } from './demoPack';
import { readProject } from './demoPack';
import { compatSuite } from './harness';

const website = readProject('website');

function packNode(key: string): PackTaxonomyNode {
  let node = website.taxonomy;
  while (node.key !== key) {
    const next = node.children.find((c) => key === c.key || key.startsWith(`${c.key}/`));
    if (!next) throw new Error(`no taxonomy key ${key} in the pack`);
    node = next;
  }
  return node;
}

/** Names along the way from the root: paths are built from names (content-pack.md). */
function packPath(key: string): string {
  const parts = key.split('/');
  return parts.map((_, i) => packNode(parts.slice(0, i + 1).join('/')).name).join('/');
}

/** Names may be answered plain or localised (`{ "en-GB": "…" }`, contensis-api.md §1.11). */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return String(object(value, 'a name')['en-GB']);
}

const alphabetical = (nodes: PackTaxonomyNode[]) => [...nodes].sort((a, b) => (a.name < b.name ? -1 : 1));

/** Checks a node and `depth` levels of children; the order of children is `order`'s. */
function expectTaxonomy(answer: unknown, node: PackTaxonomyNode, depth: number, order: 'defined' | 'alphabetical'): void {
  const actual: JsonObject = object(answer, `taxonomy ${node.key}`);
  expect({ key: actual.key, name: nameOf(actual.name), path: actual.path, hasChildren: actual.hasChildren }).toEqual({
    key: node.key,
    name: node.name,
    path: packPath(node.key),
    hasChildren: node.children.length > 0,
  });
  if (depth === 0) return;
  const expected = order === 'defined' ? node.children : alphabetical(node.children);
  const children = list(actual.children ?? [], 'children');
  expect(children.map((c) => c.key)).toEqual(expected.map((c) => c.key));
  children.forEach((child, i) => expectTaxonomy(child, expected[i], depth - 1, order));
}

compatSuite('taxonomy', [
  {
    name: 'by key, childDepth 1, alphabetical by default',
    run: (client) => client.taxonomy.byKey('0/1', { childDepth: 1 }),
    check: (answer) => expectTaxonomy(answer, packNode('0/1'), 1, 'alphabetical'),
  },
  {
    name: 'by key, childDepth 2, defined order',
    run: (client) => client.taxonomy.byKey('0/1', { childDepth: 2, order: 'defined' }),
    check: (answer) => expectTaxonomy(answer, packNode('0/1'), 2, 'defined'),
  },
  {
    name: 'by path, childDepth 1, defined order',
    run: (client) => client.taxonomy.byPath('Root/Event categories', { childDepth: 1, order: 'defined' }),
    check: (answer) => expectTaxonomy(answer, packNode('0/2'), 1, 'defined'),
  },
  {
    name: 'by path of a leaf',
    run: (client) => client.taxonomy.byPath('Root/Topics/Science/Climate change'),
    check: (answer) => expectTaxonomy(answer, packNode('0/1/3/2'), 0, 'defined'),
  },
]);
