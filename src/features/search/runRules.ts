// When a search runs or is skipped (spec §4.3), as one pure decision with its reason, so the sagas stay
// thin and each rule can be tested on its own.
import { stableJson } from './searchRequest';
import type { Facet, LastSearch } from './types';

export type RunReason =
  | 'preload'
  | 'not-loaded'
  | 'filters-changed'
  | 'query-params-changed'
  | 'page-index-changed'
  | 'term-changed'
  | 'page-size-changed'
  | 'language-changed';
export type SkipReason = 'server-rendered' | 'internal-paging' | 'unchanged';

export type SearchDecision = { run: true; reason: RunReason } | { run: false; reason: SkipReason };

export interface DecisionInput {
  facet: Facet;
  /** What the search would be for now. */
  next: LastSearch;
  preload: boolean;
  /** The state came from the server and this is the browser: the page already holds these results. */
  serverRendered: boolean;
}

/** Results for the current inputs are held: a search has completed and nothing since asked for another. */
export const isFacetLoaded = (facet: Facet): boolean => facet.queryDuration > 0 && !facet.entries.isError && facet.lastSearch !== null;

function changedInput(last: LastSearch, next: LastSearch): RunReason | null {
  if (stableJson(last.filters) !== stableJson(next.filters)) return 'filters-changed';
  if (last.queryParams !== next.queryParams) return 'query-params-changed';
  if (last.pageIndex !== next.pageIndex) return 'page-index-changed';
  if (last.term !== next.term) return 'term-changed';
  if (last.pageSize !== next.pageSize) return 'page-size-changed';
  // The same address in another language (/search and /cy/search) is another search.
  if ((last.language ?? '') !== (next.language ?? '')) return 'language-changed';
  return null;
}

/**
 * Skipped when the server already searched this for the page, or (internal paging) when the results are
 * held; run for a facet without results or any changed input (filters, query parameters, page, term, page size),
 * a preload included; otherwise skipped.
 */
export function decideSearch({ facet, next, preload, serverRendered }: DecisionInput): SearchDecision {
  const loaded = isFacetLoaded(facet);
  if (serverRendered && loaded && facet.lastSearch && changedInput(facet.lastSearch, next) === null) {
    return { run: false, reason: 'server-rendered' };
  }
  if (facet.queryParams.internalPaging && loaded) return { run: false, reason: 'internal-paging' };
  const changed = loaded && facet.lastSearch ? changedInput(facet.lastSearch, next) : null;
  // A preloaded tab whose own inputs (term, its filters, page) are unchanged keeps its results: a filter ticked on
  // the shown tab does not search every other tab again (spec §4.3 lists when a search may run, docs/decisions.md).
  if (preload) return loaded && !changed ? { run: false, reason: 'unchanged' } : { run: true, reason: 'preload' };
  if (!loaded || !facet.lastSearch) return { run: true, reason: 'not-loaded' };
  return changed ? { run: true, reason: changed } : { run: false, reason: 'unchanged' };
}
