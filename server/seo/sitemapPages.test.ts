import { definePage } from '../../src/app';
import { defineSite } from '../../src/app/site/defineSite';
import type { Entry, Node } from '../../src/lib/delivery/types';
import { languageSettings } from '../../src/lib/url/languages';
import { sitemapPages, type NodeTree } from './sitemapPages';

const Empty = () => null;
const site = defineSite({
  pages: [
    definePage({ match: { contentTypeId: 'contentPage' }, component: Empty }),
    definePage({ match: { contentTypeId: 'membersPage' }, requireLogin: true, component: Empty }),
    definePage({ match: { contentTypeId: 'staffPage' }, requireLogin: ['Staff'], component: Empty }),
  ],
});
const project = {
  id: 'website',
  hostnames: ['www.example.org'],
  publicUri: 'https://www.example.org',
  primaryLanguage: 'en-GB',
  supportedLanguages: ['en-GB', 'cy'],
};
const languages = languageSettings('en-GB', ['en-GB', 'cy'], {}, project.publicUri);

type Sys = Partial<Entry['sys']>;
const entry = (language: string, sys: Sys = {}): Entry => ({
  entryTitle: 'A page',
  sys: {
    id: `e-${sys.uri ?? 'x'}`,
    contentTypeId: 'contentPage',
    dataFormat: 'entry',
    language,
    uri: null,
    availableLanguages: ['en-GB', 'cy'],
    version: { published: '2026-10-02T09:00:00Z' },
    ...sys,
  } as Entry['sys'],
});

interface TreeNode {
  path: string;
  entries: Record<string, Entry | { sys: Partial<Entry['sys']> } | null>;
  children?: TreeNode[];
}

/** The node tree as the platform answers an anonymous visitor, a language at a time; counts the calls. */
function fakeTree(root: TreeNode): NodeTree & { calls: number } {
  const byId = new Map<string, TreeNode>();
  const index = (node: TreeNode) => {
    byId.set(node.path, node);
    node.children?.forEach(index);
  };
  index(root);
  const asNode = (node: TreeNode, language: string): Node =>
    ({
      id: node.path,
      projectId: 'website',
      slug: node.path.split('/').pop() ?? '',
      displayName: node.path,
      language,
      path: node.path,
      childCount: node.children?.length ?? 0,
      entry: (node.entries[language] ?? null) as Entry | null,
      isCanonical: true,
      includeInMenu: true,
      version: { versionNo: '1.0' },
    }) as Node;
  const tree = {
    calls: 0,
    root: async (language: string) => asNode(root, language),
    children: async (id: string, language: string) => {
      tree.calls += 1;
      return (byId.get(id)?.children ?? []).map((child) => asNode(child, language));
    },
  };
  return tree;
}

const both = (path: string, sys: Sys = {}) => ({ 'en-GB': entry('en-GB', { uri: path, ...sys }), cy: entry('cy', { uri: path, ...sys }) });
const english = (path: string, sys: Sys = {}) => ({ 'en-GB': entry('en-GB', { uri: path, availableLanguages: ['en-GB'], ...sys }) });

const tree = () =>
  fakeTree({
    path: '/',
    entries: both('/'),
    children: [
      { path: '/visit', entries: both('/visit') },
      { path: '/history', entries: english('/history') },
      { path: '/privacy', entries: english('/privacy', { metadata: { includeInSearch: false } }) },
      { path: '/old', entries: english('/old', { metadata: { includeInSitemap: false } }) },
      { path: '/members', entries: english('/members', { contentTypeId: 'membersPage' }) },
      { path: '/staff', entries: english('/staff', { contentTypeId: 'staffPage' }) },
      { path: '/unmapped', entries: english('/unmapped', { contentTypeId: 'somethingElse' }) },
      // What the platform answers for an entry the visitor may not see: a bare link.
      {
        path: '/restricted',
        entries: { 'en-GB': { sys: { id: 'r', contentTypeId: 'contentPage', language: 'en-GB', uri: '/restricted' } } },
      },
      // A draft: no published variation, so no entry on the published tree.
      { path: '/draft', entries: { 'en-GB': null } },
      // A second node of an entry whose page is elsewhere: listed once, at its canonical path.
      { path: '/also-visit', entries: both('/visit') },
      { path: '/cy', entries: english('/cy') },
      {
        path: '/folder',
        entries: {},
        children: [{ path: '/folder/deep', entries: both('/folder/deep', { version: { published: 'not a date' } }) }],
      },
    ],
  });

describe('sitemap pages', () => {
  it('lists every public, published page of each language once, with its variations and x-default', async () => {
    const { pages, truncated } = await sitemapPages(site, project, languages, tree(), 1000);
    expect(truncated).toBe(false);
    expect(pages.map((page) => page.loc)).toEqual([
      'https://www.example.org/',
      'https://www.example.org/visit',
      'https://www.example.org/history',
      'https://www.example.org/folder/deep',
      'https://www.example.org/cy',
      'https://www.example.org/cy/visit',
      'https://www.example.org/cy/folder/deep',
    ]);
    const visit = pages.find((page) => page.loc === 'https://www.example.org/cy/visit');
    expect(visit).toEqual({
      loc: 'https://www.example.org/cy/visit',
      lastmod: '2026-10-02T09:00:00.000Z',
      alternates: [
        { hreflang: 'en-GB', href: 'https://www.example.org/visit' },
        { hreflang: 'cy', href: 'https://www.example.org/cy/visit' },
        { hreflang: 'x-default', href: 'https://www.example.org/visit' },
      ],
    });
    // A page in one language names only itself (and x-default); a date that is none is left out.
    expect(pages.find((page) => page.loc.endsWith('/history'))?.alternates.map((link) => link.hreflang)).toEqual(['en-GB', 'x-default']);
    expect(pages.find((page) => page.loc.endsWith('/folder/deep'))?.lastmod).toBeNull();
  });

  it('stops at the cap, says so, and reads no more of the tree', async () => {
    const nodes = tree();
    const { pages, truncated } = await sitemapPages(site, project, languages, nodes, 2);
    expect(pages).toHaveLength(2);
    expect(truncated).toBe(true);
    expect(nodes.calls).toBe(1);
  });

  it('lists nothing for a project without a tree', async () => {
    const empty: NodeTree = { root: async () => null, children: async () => [] };
    expect(await sitemapPages(site, project, languages, empty, 10)).toEqual({ pages: [], truncated: false });
  });
});
