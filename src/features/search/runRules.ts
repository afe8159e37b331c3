// When a search runs or is skipped (spec §4.3), as one pure decision with its reason, so the sagas stay
// thin and each rule can be tested on its own.
import { stableJson } from './searchRequest';
import type { Facet, LastSearch } from './types';

export type RunReason = 'preload' | 'not-loaded' | 'filters-changed' | 'query-params-changed' | 'page-index-changed' | 'term-changed' | 'page-size-changed';
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
  return null;
}

/**
 * Skipped when the server already searched this for the page, or (internal paging) when the results are
 * held; run for a preload, a facet without results, or any changed input (filters, query parameters, page,
 * term, page size); otherwise skipped.
 */
export function decideSearch({ facet, next, preload, serverRendered }: DecisionInput): SearchDecision {
  const loaded = isFacetLoaded(facet);
  if (serverRendered && loaded && facet.lastSearch && changedInput(facet.lastSearch, next) === null) {
    return { run: false, reason: 'server-rendered' };
  }
  if (facet.queryParams.internalPaging && loaded) return { run: false, reason: 'internal-paging' };
  if (preload) return { run: true, reason: 'preload' };
  if (!loaded || !facet.lastSearch) return { run: true, reason: 'not-loaded' };
  const changed = changedInput(facet.lastSearch, next);
  return changed ? { run: true, reason: changed } : { run: false, reason: 'unchanged' };
}
