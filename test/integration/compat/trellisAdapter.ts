// The neutral surface on our delivery client (src/lib/delivery), using its own createEntryQuery, Op
// and createZenqlQuery builders.
import { createDeliveryClient, createEntryQuery, createZenqlQuery, type DeliveryClientConfig, Op } from '../../../src/lib/delivery';
import type { CompatClient, RecordedRequest } from './compatClient';
import { recordingFetch } from './compatClient';

export function trellisAdapter(config: Omit<DeliveryClientConfig, 'fetchFn' | 'cache'>, name = 'trellis'): CompatClient {
  const requests: RecordedRequest[] = [];
  // No cache: every case must reach the platform, as the official client does.
  const client = createDeliveryClient({ ...config, fetchFn: recordingFetch(requests), cache: false });

  return {
    name,
    requests,
    getEntry: (options) => client.entries.get(options),
    listEntries: (options) => client.entries.list(options),
    search(query, linkDepth) {
      const q = createEntryQuery(...query.where(Op));
      // The string shorthand (`-field`), so that form of our builder is exercised too.
      q.orderBy = (query.orderBy ?? []).map((item) => ('asc' in item ? item.asc : `-${item.desc}`));
      if (query.pageIndex !== undefined) q.pageIndex = query.pageIndex;
      if (query.pageSize !== undefined) q.pageSize = query.pageSize;
      if (query.fields) q.fields = query.fields;
      if (query.aggregations) q.aggregations = query.aggregations;
      return client.entries.search(q, linkDepth);
    },
    zenql(statement, paging) {
      if (!paging) return client.entries.search(statement);
      return client.entries.search({ ...createZenqlQuery(statement), ...paging });
    },
    nodes: {
      root: (options = {}) => client.nodes.getRoot(options),
      byPath: (path, options = {}) => client.nodes.get({ ...options, path }),
      byId: (id, options = {}) => client.nodes.get({ ...options, id }),
      children: (id) => client.nodes.getChildren(id),
      parent: (id) => client.nodes.getParent(id),
      ancestors: (id, startLevel) => client.nodes.getAncestors({ id, startLevel }),
      siblings: (id) => client.nodes.getSiblings(id),
      byEntry: (entryId, canonicalOnly) =>
        canonicalOnly ? client.nodes.getByEntry({ entryId, canonicalOnly: true }) : client.nodes.getByEntry(entryId),
    },
    taxonomy: {
      byKey: (key, options = {}) => client.taxonomy.getNodeByKey({ ...options, key }),
      byPath: (path, options = {}) => client.taxonomy.getNodeByPath({ ...options, path }),
    },
  };
}
