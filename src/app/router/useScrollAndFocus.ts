import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { HistoryEntry } from '../../features/routing';
import {
  createScrollPositions,
  focusElement,
  hashTarget,
  isTopHash,
  holdScrollAnchor,
  measureScrollAnchor,
  sessionStorageOrNull,
  type ScrollPosition,
  type ScrollPositions,
} from '../../lib/browser';
import { useAppSelector } from '../hooks';

let sessionPositions: ScrollPositions | null = null;
const positions = () => (sessionPositions ??= createScrollPositions(sessionStorageOrNull()));
/** Stops holding the last restored position in place (a newer entry scrolls now). */
let stopHolding = () => {};

/**
 * Positions are kept per history entry. Entries the router did not create (the first page, a hash typed in
 * the address bar) all have the key 'default', so for those the URL tells them apart.
 */
export function positionKey({ key, pathname, search, hash }: HistoryEntry): string {
  return key === 'default' ? `default:${pathname}${search}${hash}` : key;
}

/** The document itself came from a reload or back/forward (so its first entry has a position to restore). */
function arrivedThroughHistory(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * Scroll and focus after navigation, once the entry's page has rendered (declarative react-router has no
 * scroll restoration): back/forward restore the entry's position; a new navigation goes to its hash target
 * (focused, as a native in-page link does) or to the top; focus moves to `main` when the page changed.
 */
export function useScrollAndFocus(main: RefObject<HTMLElement | null>) {
  const entry = useAppSelector((state) => state.routing.historyEntry);
  // Whether the page on screen is the shown entry's: until a new entry's route has loaded, or once it settles.
  // In between the next page is on screen while its own loads finish (its searches): its scrolling (the browser
  // clamping a shorter page) is not the shown entry's.
  const routeLoading = useAppSelector((state) => state.routing.isLoading);
  const onScreen = !entry || entry.settled || routeLoading;
  // The entry whose page is on screen: scrolling is recorded for it until the next entry's page shows.
  const shown = useRef<string | null>(null);
  const recording = useRef(onScreen);
  /** What is at the top of the screen, kept for the entry shown (its page must still be the one on screen). */
  const keepAnchor = useCallback(() => {
    if (!shown.current || !recording.current || !main.current) return;
    const anchor = measureScrollAnchor(main.current);
    if (anchor) positions().setAnchor(shown.current, anchor);
  }, [main]);
  // Before `recording` follows the new entry: when a new location arrives, the page on screen is the one left.
  useLayoutEffect(() => {
    if (entry && !entry.settled) keepAnchor();
  }, [entry, keepAnchor]);
  useLayoutEffect(() => {
    recording.current = onScreen;
  }, [onScreen]);

  useRecordedScrolling(shown, recording, keepAnchor);
  useLayoutEffect(() => {
    if (entry?.settled) showEntry(entry, shown, main.current);
  }, [entry, main]);
}

type KeyRef = RefObject<string | null>;

/** Records scrolling for the entry shown while its page is on screen, and writes the positions when the tab hides. */
function useRecordedScrolling(shown: KeyRef, recording: RefObject<boolean>, keepAnchor: () => void) {
  useEffect(() => {
    // We restore positions ourselves: the browser's would land before the entry's page has loaded.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shown.current && recording.current) positions().set(shown.current, window.scrollY);
    };
    const save = () => {
      keepAnchor();
      positions().save();
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, [shown, recording, keepAnchor]);
}

/** A settled entry's page is on screen: scroll and focus for it, once per entry. */
function showEntry(entry: HistoryEntry, shown: KeyRef, main: HTMLElement | null) {
  const key = positionKey(entry);
  if (shown.current === key) return;
  const isFirst = shown.current === null;
  shown.current = key;
  stopHolding();
  if (isFirst && !arrivedThroughHistory()) {
    // The browser placed a freshly loaded page itself (at its hash, if any); a position from an earlier visit to
    // this URL must not outlive this one. In a task of its own, without reading the scroll position (which would
    // lay the page out): storage's first use waits on the browser, and the hydrating page's commit should not.
    setTimeout(() => {
      positions().forget(key);
      positions().save();
    }, 0);
    return;
  }
  const saved = positions().get(key);
  if (!isFirst) settleScrollAndFocus(entry, saved, main);
  // A reload or a return restores.
  else if (saved !== undefined) restore(saved, main);
  // Recorded too, so a position from an earlier visit to this URL never outlives this one. In a task of its own:
  // reading the position lays out the page just changed, and a search's requests go out in this one.
  setTimeout(() => {
    if (shown.current !== key) return;
    positions().set(key, window.scrollY);
    positions().save();
  }, 0);
}

/** Back to the offset, then to the content that was at the top of the screen where the page laid out differently. */
function restore(saved: ScrollPosition, main: HTMLElement | null) {
  window.scrollTo(0, saved.y);
  if (main && saved.anchor) stopHolding = holdScrollAnchor(main, saved.anchor);
}

function settleScrollAndFocus(entry: HistoryEntry, saved: ScrollPosition | undefined, main: HTMLElement | null) {
  const target = entry.hash ? hashTarget(entry.hash) : null;
  const restored = entry.navigationType === 'POP' && saved !== undefined;
  if (restored) restore(saved, main);
  else if (target) target.scrollIntoView();
  // A move within the page (a search's query) keeps the scroll position: the results stay in view.
  else if (!entry.withinPage && (entry.pageChanged || isTopHash(entry.hash))) window.scrollTo(0, 0);

  if (target && !restored) focusElement(target);
  else if (entry.pageChanged) main?.focus({ preventScroll: true });
}
