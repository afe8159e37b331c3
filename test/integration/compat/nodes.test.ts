// The site view: root with depth, by path and id, children, parent, ancestors, siblings, by entry.
import { list, object, sysOf } from './answers';
import type { JsonObject, PackNode } from './demoPack';
import { readProject, textIn } from './demoPack';
import { compatSuite } from './harness';
import { findRecord, nodeAt, visibleChildren } from './packViews';

const website = readProject('website');
const root = () => nodeAt(website, '/');
const paths = (nodes: PackNode[]) => nodes.map((n) => n.path);

/** The node's own data as the pack defines it (children are checked separately). */
function expectNode(answer: unknown, node: PackNode, language = 'en-GB'): JsonObject {
  const actual = object(answer, `the node ${node.path}`);
  expect(actual).toMatchObject({
    id: node.id,
    path: node.path,
    slug: node.slug,
    displayName: textIn(node.displayName, language),
    includeInMenu: node.includeInMenu,
    childCount: visibleChildren(website, node).length,
  });
  if (node.parentId) expect(actual.parentId).toBe(node.parentId);
  expect(sysOf(object(actual.entry, 'an entry')).id).toBe(node.entryId);
  return actual;
}

function childPaths(answer: JsonObject): string[] {
  return list(answer.children, 'children').map((child) => String(child.path));
}

compatSuite('nodes', [
  {
    name: 'root with depth 2, restricted nodes left out',
    run: (client) => client.nodes.root({ depth: 2 }),
    check(answer) {
      const actual = expectNode(answer, root());
      // /members is restrictedTo: true (content/README.md), so a client-credentials caller never sees it.
      expect(childPaths(actual)).toEqual(paths(visibleChildren(website, root())));
      expect(childPaths(actual)).not.toContain('/members');
      for (const child of list(actual.children)) {
        const packChild = nodeAt(website, String(child.path));
        expectNode(child, packChild);
        expect(childPaths(child)).toEqual(paths(visibleChildren(website, packChild)));
      }
    },
  },
  {
    name: 'by path with depth 1',
    run: (client) => client.nodes.byPath('/research/collections', { depth: 1 }),
    check(answer) {
      const node = nodeAt(website, '/research/collections');
      expect(childPaths(expectNode(answer, node))).toEqual(paths(visibleChildren(website, node)));
    },
  },
  {
    name: 'by id in another language, with entry fields',
    run: (client) => client.nodes.byId(nodeAt(website, '/visit').id, { language: 'cy', entryFields: ['entryTitle'] }),
    check(answer) {
      const node = nodeAt(website, '/visit');
      const actual = expectNode(answer, node, 'cy');
      expect(actual.displayName).toBe('Ymweld');
      expect(actual.language).toBe('cy');
      expect(object(actual.entry).entryTitle).toBe(findRecord(website, String(node.entryId), 'cy').entryTitle);
    },
  },
  {
    name: 'children in defined order',
    run: (client) => client.nodes.children(nodeAt(website, '/visit').id),
    check(answer) {
      const expected = visibleChildren(website, nodeAt(website, '/visit'));
      const actual = list(answer);
      expect(actual.map((n) => n.path)).toEqual(paths(expected));
      actual.forEach((n, i) => expectNode(n, expected[i]));
    },
  },
  {
    name: 'parent',
    run: (client) => client.nodes.parent(nodeAt(website, '/about/history').id),
    check: (answer) => void expectNode(answer, nodeAt(website, '/about')),
  },
  {
    name: 'ancestors, root first',
    run: (client) => client.nodes.ancestors(nodeAt(website, '/research/collections/herbarium/digitising-the-herbarium').id),
    check(answer) {
      const expected = ['/', '/research', '/research/collections', '/research/collections/herbarium'];
      const actual = list(answer);
      expect(actual.map((n) => n.path)).toEqual(expected);
      actual.forEach((n, i) => expectNode(n, nodeAt(website, expected[i])));
    },
  },
  {
    name: 'ancestors from a start level',
    run: (client) => client.nodes.ancestors(nodeAt(website, '/research/collections/herbarium/digitising-the-herbarium').id, 2),
    check(answer) {
      const expected = ['/research', '/research/collections', '/research/collections/herbarium'];
      expect(list(answer).map((n) => n.path)).toEqual(expected);
    },
  },
  {
    // /about/staff-handbook is restricted to Staff: not a sibling a client may see.
    name: 'siblings: the parent’s other visible children',
    run: (client) => client.nodes.siblings(nodeAt(website, '/about/history').id),
    check(answer) {
      const expected = visibleChildren(website, nodeAt(website, '/about')).filter((n) => n.path !== '/about/history');
      const actual = list(answer);
      expect(actual.map((n) => n.path)).toEqual(paths(expected));
      expect(actual.map((n) => n.path)).not.toContain('/about/staff-handbook');
      actual.forEach((n, i) => expectNode(n, expected[i]));
    },
  },
  {
    name: 'by entry: every node of the entry',
    run: (client) => client.nodes.byEntry(String(nodeAt(website, '/visit').entryId)),
    check(answer) {
      const actual = list(answer);
      expect(actual).toHaveLength(1);
      expectNode(actual[0], nodeAt(website, '/visit'));
    },
  },
  {
    name: 'by entry, canonical only: one node',
    run: (client) => client.nodes.byEntry(String(nodeAt(website, '/visit/getting-here').entryId), true),
    check: (answer) => void expectNode(answer, nodeAt(website, '/visit/getting-here')),
  },
]);
