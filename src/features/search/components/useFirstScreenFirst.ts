import { startTransition, useEffect, useState } from 'react';
import { afterPaintWhenIdle } from '../../../lib/browser';
import { FIRST_SCREEN_RESULTS } from '../constants';
import type { SearchResult } from '../types';

const NO_RESULTS: readonly SearchResult[] = [];

/** Longest wait for an idle moment after the first screen's frame before the rest is drawn anyway. */
const REST_IDLE_WAIT_MS = 300;

/** More of the set drawn whole (load more): it starts with the same results. */
function grownFrom(whole: readonly SearchResult[], results: readonly SearchResult[]): boolean {
  return whole.length > 0 && results.includes(whole[0]);
}

/**
 * The results to draw in this render. A new set of results draws its first screen in the render that shows it,
 * and the rest at an idle moment after that screen is painted: the visitor's results are on screen sooner, the
 * main thread is free for the visitor's next move just after, and the cards below the fold follow before anyone
 * can scroll to them. The same set grown (load more) draws at once, so no card the visitor has seen leaves the
 * page, even for a frame.
 */
export function useFirstScreenFirst(results: readonly SearchResult[], drawAhead = false): readonly SearchResult[] {
  // The set drawn whole last; a new set becomes it once its rest is drawn. A list drawn ahead, out of sight, starts
  // with its first screen (its effects, and so its rest, wait until it is shown).
  const [whole, setWhole] = useState(drawAhead ? NO_RESULTS : results);
  const drawsAll = whole === results || results.length <= FIRST_SCREEN_RESULTS || grownFrom(whole, results);
  if (whole !== results && drawsAll) setWhole(results);
  useEffect(() => {
    if (drawsAll) return;
    return afterPaintWhenIdle(() => startTransition(() => setWhole(results)), { timeoutMs: REST_IDLE_WAIT_MS });
  }, [drawsAll, results]);
  return drawsAll ? results : results.slice(0, FIRST_SCREEN_RESULTS);
}
