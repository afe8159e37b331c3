// The pieces the slice's transitions are made of. They work on Immer drafts (or plain objects) and hold
// the rules of spec §4.3: what resets paging, how a selection is applied, how pages of results merge.
import { filterItemCount } from './query/itemCounts';
import type { Facet, Filter, SearchContext, SearchResult, SearchState } from './types';

export function currentKey(state: SearchState, context: SearchContext = state.context): string {
  return context === 'listings' ? state.currentListing : state.currentFacet;
}

export function currentFacet(state: SearchState): Facet | undefined {
  return state[state.context][currentKey(state)];
}

/** Back to the first page with nothing loaded for the new inputs. */
export function resetPaging(facet: Facet): void {
  facet.pagingInfo.pageIndex = 0;
  facet.pagingInfo.pagesLoaded = [];
  facet.queryDuration = 0;
}

export function resetAllPaging(facets: Record<string, Facet>): void {
  for (const facet of Object.values(facets)) resetPaging(facet);
}

const lower = (key: string) => key.toLowerCase();

export function selectedKeys(filter: Filter): string[] {
  return filter.items.filter((item) => item.isSelected).map((item) => item.key);
}

const loadsItems = (filter: Filter) => Boolean(filter.contentTypeId || filter.path);

/** Whether `setSelection(filter, keys)` would change the filter; it only reads (on a plain object, no draft is made). */
export function selectionDiffers(filter: Filter, keys: readonly string[]): boolean {
  const wanted = new Set(keys.map(lower));
  const known = new Set<string>();
  const dropsBare = loadsItems(filter);
  for (const item of filter.items) {
    const key = lower(item.key);
    known.add(key);
    const selected = wanted.has(key);
    if (item.isSelected !== selected || (dropsBare && !selected && item.title === null)) return true;
  }
  return keys.some((key) => !known.has(lower(key)));
}

/**
 * Selects exactly `keys`. A key the filter has no item for gets a bare item (no title), so the search can
 * use it before the filter's items have loaded; bare items of loaded filters go once unselected.
 */
export function setSelection(filter: Filter, keys: readonly string[]): boolean {
  // Only what differs is written: on a draft, a write that changes nothing still makes a new state for the page.
  const wanted = new Set(keys.map(lower));
  let changed = false;
  for (const item of filter.items) {
    const selected = wanted.has(lower(item.key));
    if (item.isSelected === selected) continue;
    item.isSelected = selected;
    changed = true;
  }
  const known = new Set(filter.items.map((item) => lower(item.key)));
  for (const key of keys) {
    if (known.has(lower(key))) continue;
    filter.items.push({ key, title: null, path: null, isSelected: true });
    known.add(lower(key));
    changed = true;
  }
  if (loadsItems(filter) && filter.items.some((item) => !item.isSelected && item.title === null)) {
    filter.items = filter.items.filter((item) => item.isSelected || item.title !== null);
  }
  return changed;
}

/** Flips one item (adding it when unknown); a single-select filter keeps at most that one. */
export function toggleItem(filter: Filter, key: string): void {
  let item = filter.items.find((candidate) => lower(candidate.key) === lower(key));
  if (!item) {
    item = { key, title: null, path: null, isSelected: false };
    filter.items.push(item);
  }
  item.isSelected = !item.isSelected;
  if (filter.isSingleSelect && item.isSelected) {
    for (const other of filter.items) if (other !== item) other.isSelected = false;
  }
}

/** Each filter item's count from the facet's last aggregations and count searches (query/itemCounts.ts); `except` keep theirs. */
export function applyAggregates(facet: Facet, except: readonly string[] = []): void {
  for (const [filterKey, filter] of Object.entries(facet.filters)) {
    if (except.includes(filterKey)) continue;
    for (const item of filter.items) {
      const count = filterItemCount(facet, filterKey, filter, item.key);
      if (count === undefined) delete item.aggregate;
      else item.aggregate = count;
    }
  }
}

/**
 * Results after a page arrives. Plain paging shows that page. Load-more paging keeps the pages already
 * held, in page order (so a later page appends and an earlier one prepends), and never adds a page twice.
 */
export function mergeResults(facet: Facet, page: SearchResult[], pageIndex: number): SearchResult[] {
  if (!facet.queryParams.loadMorePaging) return page;
  const loaded = facet.pagingInfo.pagesLoaded;
  if (loaded.includes(pageIndex)) return facet.results;
  if (loaded.length === 0) return page;
  return [...facet.results, ...page].sort((a, b) => a.pageIndex - b.pageIndex || a.position - b.position);
}

/** The facet a tab shows: the one it showed last, else its default, else its first. */
export function facetForTab(state: Pick<SearchState, 'facets' | 'tabs'>, tabId: number): string | null {
  const tab = state.tabs.find((candidate) => candidate.id === tabId);
  const exists = (key: string | null | undefined): key is string => Boolean(key && state.facets[key]);
  if (exists(tab?.currentFacet)) return tab.currentFacet;
  if (exists(tab?.defaultFacet)) return tab.defaultFacet;
  return Object.entries(state.facets).find(([, facet]) => facet.tabId === tabId)?.[0] ?? null;
}

/** The facet a search page shows when its URL names none. */
export function defaultFacetKey(state: Pick<SearchState, 'facets' | 'tabs'>): string | null {
  const firstTab = state.tabs[0];
  const fromTab = firstTab ? facetForTab(state, firstTab.id) : null;
  if (fromTab) return fromTab;
  const keys = Object.keys(state.facets);
  return keys.find((key) => state.facets[key].isDefault) ?? keys[0] ?? null;
}

export function rememberTabFacet(state: SearchState, facetKey: string): void {
  const facet = state.facets[facetKey];
  const tab = facet && state.tabs.find((candidate) => candidate.id === facet.tabId);
  if (tab) tab.currentFacet = facetKey;
}
