import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useDispatch } from 'react-redux';
import { filterChoiceLikely } from '../filterChoiceLikely';
import type { Filter } from '../types';

/**
 * How long a mouse rests on a choice before its click counts as likely: a pointer passing over the list on its way
 * elsewhere stays on each row for less, and asks for nothing.
 */
export const REST_MS = 65;

export interface LikelyChoice {
  /** The choice is pressed (pointer down, or Space): its click follows. */
  pressed(key: string): void;
  /** A pointer came onto the choice's row: a mouse or pen that rests there makes its click likely. */
  entered(event: PointerEvent, key: string): void;
  /** The pointer left the row before it rested. */
  left(): void;
}

/**
 * Tells the page's search saga which choice of `filter` is likely to be clicked, so that the click's search is
 * asked for ahead of it (filterChoiceLikely). Each choice once for the filter's state: a press after a rest on the
 * same choice asks for nothing more. Touch has no hover; its press is its head start.
 */
export function useLikelyChoice(filterKey: string, filter: Filter): LikelyChoice {
  const dispatch = useDispatch();
  // Read when the visitor acts, so that the callbacks stay the same and the memoised boxes are not drawn again.
  const shown = useRef({ filterKey, filter });
  useEffect(() => {
    shown.current = { filterKey, filter };
  });
  const told = useRef<{ filter: Filter; key: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const likely = useCallback(
    (key: string) => {
      const { filterKey, filter } = shown.current;
      const item = filter.items.find((candidate) => candidate.key === key);
      // A radio already chosen changes nothing when clicked.
      if (!item || (filter.isSingleSelect && item.isSelected)) return;
      if (told.current?.filter === filter && told.current.key === key) return;
      told.current = { filter, key };
      dispatch(filterChoiceLikely({ filterKey, key }));
    },
    [dispatch],
  );
  return useMemo(
    () => ({
      pressed(key) {
        // A press before the rest is over: the rest's own ask would come after the click, for the next state.
        clearTimeout(timer.current);
        likely(key);
      },
      entered(event, key) {
        clearTimeout(timer.current);
        if (event.pointerType === 'mouse' || event.pointerType === 'pen') timer.current = setTimeout(() => likely(key), REST_MS);
      },
      left: () => clearTimeout(timer.current),
    }),
    [likely],
  );
}
