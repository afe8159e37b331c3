// Setting route filters (spec §4.3): the URL's selection, order, page size and page applied to the facets.
import { clampPageSize } from './query/pageSize';
import { resetPaging, selectionDiffers, setSelection } from './transitions';
import type { Facet, SearchUrlParams } from './types';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The current facet's shown filters take the URL's selection; other facets only their grouped filters
 * (shared selections). Filters that are not shown keep their configured selection. A facet whose
 * selection changes starts again from its first page. `before` is the facet as the state held it (on a draft, its
 * original): filters are compared there, since reading a draft's items makes a proxy of each, and a click's
 * address sets the selection its choice already made.
 */
export function applyRouteSelection(facet: Facet, selection: Record<string, string[]>, isCurrent: boolean, before: Facet = facet): void {
  let changed = false;
  for (const [key, filter] of Object.entries(before.filters)) {
    if (!filter.renderable || (!isCurrent && !filter.isGrouped)) continue;
    const keys = selection[key] ?? [];
    if (selectionDiffers(filter, keys)) changed = setSelection(facet.filters[key], keys) || changed;
  }
  if (changed) resetPaging(facet);
}

/**
 * Order and page size from the URL (a change starts from the first page), then its 1-based page. With
 * load-more paging a URL without a page keeps the pages shown; a new page records the one it came from.
 */
export function applyRoutePaging(facet: Facet, params: SearchUrlParams): void {
  const { queryParams, pagingInfo: paging } = facet;
  if (!sameList(params.orderBy, queryParams.dynamicOrderBy ?? [])) {
    queryParams.dynamicOrderBy = params.orderBy;
    resetPaging(facet);
  }
  const pageSize = params.pageSize ?? clampPageSize(queryParams.pageSize);
  if (pageSize !== paging.pageSize) {
    paging.pageSize = pageSize;
    resetPaging(facet);
  }
  const pageIndex = params.pageIndex ?? (queryParams.loadMorePaging ? paging.pageIndex : 0);
  if (pageIndex !== paging.pageIndex) {
    paging.prevPageIndex = paging.pageIndex;
    paging.pageIndex = pageIndex;
    if (!queryParams.internalPaging) facet.queryDuration = 0;
  }
}
