// The neutral surface on the official contensis-delivery-api client, using its own Query, Op, OrderBy
// and ZenqlQuery builders.
import { Client, type Config, Op, OrderBy, Query, ZenqlQuery } from 'contensis-delivery-api';
import type { CompatClient, Order, RecordedRequest } from './compatClient';
import { recordingFetch } from './compatClient';

type OrderChain = ReturnType<typeof OrderBy.asc>;

/** [] when there is no order; otherwise a chain `OrderBy.desc(a).asc(b)`, as the library documents it. */
function orderChain(items: Order[] | undefined): OrderChain | string[] {
  let chain: OrderChain | null = null;
  for (const item of items ?? []) {
    if ('asc' in item) chain = chain ? chain.asc(item.asc) : OrderBy.asc(item.asc);
    else chain = chain ? chain.desc(item.desc) : OrderBy.desc(item.desc);
  }
  return chain ?? [];
}

export function officialAdapter(config: Config, name = 'official'): CompatClient {
  const requests: RecordedRequest[] = [];
  const client = Client.create({ ...config, fetchFn: recordingFetch(requests) });

  return {
    name,
    requests,
    getEntry: (options) => client.entries.get(options),
    listEntries: ({ pageIndex, pageSize, ...rest }) => client.entries.list({ ...rest, pageOptions: { pageIndex, pageSize } }),
    search(query, linkDepth) {
      const q = new Query(...query.where(Op));
      q.orderBy = orderChain(query.orderBy);
      if (query.pageIndex !== undefined) q.pageIndex = query.pageIndex;
      if (query.pageSize !== undefined) q.pageSize = query.pageSize;
      if (query.fields) q.fields = query.fields;
      if (query.aggregations) q.aggregations = query.aggregations;
      return client.entries.search(q, linkDepth);
    },
    zenql(statement, paging) {
      if (!paging) return client.entries.search(statement);
      const q = new ZenqlQuery(statement);
      if (paging.pageIndex !== undefined) q.pageIndex = paging.pageIndex;
      if (paging.pageSize !== undefined) q.pageSize = paging.pageSize;
      return client.entries.search(q);
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
