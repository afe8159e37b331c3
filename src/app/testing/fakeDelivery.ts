import type { DeliveryClient } from '../../lib/delivery';
import type { Entry, Node, ResponseContext } from '../../lib/delivery/types';

/** A small in-memory site for saga and component tests: nodes by path with their entries. */
export interface FakeSite {
  nodes: Node[];
  entries?: Entry[];
  /** Paths (or `ancestors:<id>`, `siblings:<id>`, `root`) whose call fails with this error. */
  failures?: Record<string, unknown>;
}

export function responseError(status: number, message = 'Failed'): ResponseContext {
  return { status, statusText: message, url: 'http://platform.test', data: { logId: 'x', message, data: null, type: 'error' } };
}

export function makeEntry(id: string, contentTypeId: string, title: string, uri: string | null = null): Entry {
  return { sys: { id, contentTypeId, dataFormat: 'entry', language: 'en-GB', uri }, entryTitle: title, entryDescription: `About ${title}` };
}

export function makeNode(id: string, path: string, displayName: string, entry: Entry | null, parentId?: string): Node {
  return {
    id,
    parentId,
    projectId: 'website',
    slug: path.split('/').pop() ?? '',
    displayName,
    language: 'en-GB',
    path,
    childCount: 0,
    children: [],
    entry,
    isCanonical: true,
    includeInMenu: true,
    version: { versionNo: '1.0' },
  };
}

/** Records every call so tests can assert what the sagas asked for. */
export function fakeDelivery(site: FakeSite): DeliveryClient & { calls: string[] } {
  const calls: string[] = [];
  const fail = async (key: string) => {
    if (site.failures && key in site.failures) throw site.failures[key];
  };
  const byId = (id: string) => site.nodes.find((node) => node.id === id);
  const childrenOf = (id: string) => site.nodes.filter((n) => n.parentId === id).map(counted);
  // As the API answers a node: with the number of its children.
  const counted = (node: Node): Node => ({ ...node, childCount: site.nodes.filter((n) => n.parentId === node.id).length });
  const withChildren = (node: Node, depth: number): Node => ({ ...counted(node), children: depth > 0 ? childrenOf(node.id) : [] });
  const ancestorsOf = (node: Node): Node[] => {
    const parent = node.parentId ? byId(node.parentId) : undefined;
    return parent ? [...ancestorsOf(parent), parent] : [];
  };
  const client = {
    calls,
    nodes: {
      async get(options: { path?: string; id?: string }) {
        const key = options.path ?? options.id ?? '';
        calls.push(`nodes.get ${key}`);
        await fail(key);
        const node = site.nodes.find((n) => n.path === options.path || n.id === options.id);
        if (!node) throw responseError(404, 'Not Found');
        return withChildren(node, 0);
      },
      async getRoot() {
        calls.push('nodes.getRoot');
        await fail('root');
        const root = site.nodes.find((n) => !n.parentId);
        if (!root) throw responseError(404);
        return withChildren(root, 1);
      },
      async getAncestors(options: { id: string; depth?: number }) {
        calls.push(`nodes.getAncestors ${options.id}${options.depth ? ` depth=${options.depth}` : ''}`);
        await fail(`ancestors:${options.id}`);
        const node = byId(options.id);
        return node ? ancestorsOf(node).map((ancestor) => withChildren(ancestor, options.depth ?? 0)) : [];
      },
      async getChildren(options: { id: string; entryFields?: string[] }) {
        calls.push(`nodes.getChildren ${options.id} ${(options.entryFields ?? []).join(',')}`.trim());
        await fail(`children:${options.id}`);
        return childrenOf(options.id);
      },
      async getSiblings(options: { id: string }) {
        calls.push(`nodes.getSiblings ${options.id}`);
        await fail(`siblings:${options.id}`);
        const node = byId(options.id);
        return site.nodes.filter((n) => n.parentId === node?.parentId && n.id !== options.id).map(counted);
      },
    },
    entries: {
      async get(options: { id: string; versionStatus?: string; fields?: readonly string[]; linkDepth?: number }) {
        const fields = options.fields ? ` fields=${options.fields.join(',')}` : '';
        calls.push(`entries.get ${options.id} ${options.versionStatus ?? ''}`.trim() + fields);
        await fail(`entry:${options.id}`);
        const attached = site.nodes.map((n) => n.entry).filter((e): e is Entry => Boolean(e && 'contentTypeId' in e.sys));
        const entry = [...(site.entries ?? []), ...attached].find((e) => e.sys.id === options.id);
        if (!entry) throw responseError(404, 'Not Found');
        return entry;
      },
      /** Searches answer the site's entries of the content types the query names, a page at a time. */
      async search(
        query: { where?: unknown; pageIndex?: number; pageSize?: number },
        _linkDepth?: number,
        options: { signal?: AbortSignal } = {},
      ) {
        const where = JSON.stringify(query.where ?? []);
        calls.push(`entries.search ${where}`);
        await fail('search');
        if (options.signal?.aborted) throw new Error('Aborted');
        const found = (site.entries ?? []).filter((e) => where.includes(`"${e.sys.contentTypeId}"`));
        const pageSize = query.pageSize ?? 20;
        const pageIndex = query.pageIndex ?? 0;
        return {
          items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
          totalCount: found.length,
          pageCount: Math.ceil(found.length / pageSize),
          pageIndex,
          pageSize,
        };
      },
    },
    taxonomy: {
      async getNodeByPath({ path }: { path: string }) {
        calls.push(`taxonomy ${path}`);
        return { key: '0', name: path, path, children: [] };
      },
    },
  };
  return client as unknown as DeliveryClient & { calls: string[] };
}
