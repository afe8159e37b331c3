import { useDeferredValue } from 'react';
import { FIRST_SCREEN_RESULTS } from '../constants';
import type { SearchResult } from '../types';

/**
 * The results to draw in this render. A new set of results draws its first screen in the render that shows it,
 * and the rest in a deferred render just after (React's deferred value): the visitor's results are on screen a
 * frame sooner, and the cards below the fold follow before anyone can scroll to them. The same set grown (load
 * more) draws at once, so no card the visitor has seen leaves the page, even for a frame.
 */
export function useFirstScreenFirst(results: readonly SearchResult[]): readonly SearchResult[] {
  const drawn = useDeferredValue(results);
  if (drawn === results || results.length <= FIRST_SCREEN_RESULTS) return results;
  if (drawn.length > 0 && results.includes(drawn[0])) return results;
  return results.slice(0, FIRST_SCREEN_RESULTS);
}
