import { use, useCallback, useMemo, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { createPath, parsePath, UNSAFE_NavigationContext, type Navigator, type Path } from 'react-router-dom';
import { afterNextPaint, isPlainLeftClick, whenIdle } from '../browser';

/**
 * The router's history for code that navigates only when the visitor acts (a link's click, a filter's change): the
 * location is read then, not rendered with. react-router's `useNavigate` and `useLinkClickHandler` subscribe to the
 * location, so every link and search control on a page would render again on every navigation, in the click's own
 * task before the browser can paint. The navigation context read here holds only the history object, which stays
 * the same while the page is open.
 */
export interface ClickNavigation {
  /** The location shown now (a shown change's address, still waiting, is taken first). */
  location(): Path;
  /** Goes to a path on this site (`/news?topic=a#top`, already in the page's language). */
  go(path: string, options?: NavigateOptions): void;
  /**
   * A link's click: goes to `path` once the loading bar has been painted. Rendering the next page takes a phone
   * longer than a frame, and the visitor should see at once that the click was taken. A later click supersedes it.
   */
  follow(path: string, options?: NavigateOptions): void;
  /**
   * Goes to a path once the browser is idle after the click's frame: for a change the page shows without it (a
   * search's choice and its results), whose frame should not wait for the history entry and the router's render.
   * Any later navigation from this page, or reading the location, goes there first; back or forward cancels it.
   */
  goAfterShown(path: string, options?: NavigateOptions): void;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Set on `<html>` between a link's click and its navigation: the page's loading bar shows (the app's stylesheet).
 * An attribute of the root element, which React does not render.
 */
const NAVIGATING_ATTRIBUTE = 'data-trellis-navigating';

/** Cancels the navigation a click asked for and the page has not started yet: one per document. */
let cancelPending: (() => void) | null = null;

function afterFeedback(navigate: () => void): void {
  cancelPending?.();
  const root = document.documentElement;
  root.setAttribute(NAVIGATING_ATTRIBUTE, '');
  const cancelRun = afterNextPaint(() => {
    settle();
    // As in the click's own task: the route's render, its effects (the route load) and a page already fetched are
    // one task, not one task a frame.
    flushSync(navigate);
  });
  const settle = () => {
    cancelPending = null;
    root.removeAttribute(NAVIGATING_ATTRIBUTE);
    window.removeEventListener('popstate', cancel);
  };
  // Back or forward meanwhile is the visitor's newer choice.
  const cancel = () => {
    cancelRun();
    settle();
  };
  window.addEventListener('popstate', cancel);
  cancelPending = cancel;
}

/** The longest wait for an idle moment before a shown change's address is taken (ms). */
const SHOWN_ADDRESS_IDLE_WAIT_MS = 100;

/** The address of a change already shown, not taken yet: one per document. */
let pendingAddress: { take(): void; cancel(): void } | null = null;

/**
 * Takes the address of a change shown and still waiting, if any (its history entry before the next one, its location
 * before a read); tests take it as the page does once idle.
 */
export function takeShownAddress(): void {
  pendingAddress?.take();
}

function whenShown(navigate: () => void): void {
  takeShownAddress();
  let cancelIdle = () => {};
  const settle = () => {
    pendingAddress = null;
    cancelIdle();
    window.removeEventListener('popstate', cancel);
  };
  const take = () => {
    if (pendingAddress !== pending) return;
    settle();
    navigate();
  };
  // Back or forward meanwhile is the visitor's newer choice.
  const cancel = () => {
    if (pendingAddress === pending) settle();
  };
  const pending = { take, cancel };
  pendingAddress = pending;
  window.addEventListener('popstate', cancel);
  // Where idle callbacks are missing, the task after the next frame.
  cancelIdle =
    'requestIdleCallback' in window ? whenIdle(take, { timeoutMs: SHOWN_ADDRESS_IDLE_WAIT_MS, fallbackMs: 0 }) : afterNextPaint(take);
}

/** History objects (browser, memory) have a `location`; a navigator without one falls back to the document's. */
function locationOf(navigator: Navigator): Path {
  const held = (navigator as Navigator & { location?: Path }).location;
  if (held) return held;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function useClickNavigation(): ClickNavigation {
  const { navigator } = use(UNSAFE_NavigationContext);
  return useMemo(() => {
    const go = (path: string, { replace = false, state }: NavigateOptions = {}) => {
      takeShownAddress();
      if (replace) navigator.replace(parsePath(path), state);
      else navigator.push(parsePath(path), state);
    };
    return {
      location: () => {
        takeShownAddress();
        return locationOf(navigator);
      },
      go,
      follow: (path, options) => afterFeedback(() => go(path, options)),
      goAfterShown: (path, options) => whenShown(() => go(path, options)),
    };
  }, [navigator]);
}

/** A plain left click without modifier keys, into this tab: the browser's own handling otherwise (new tab, download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (!target || target === '_self') && isPlainLeftClick(event);
}

/**
 * react-router's `<Link>` click rules without its location subscription: a plain click on `path` (resolved, on this
 * site) navigates client-side, and a link to the location shown replaces its history entry instead of adding one.
 */
export function useLinkClickAtClick(
  path: string,
  { state, target }: { state?: Record<string, string | number | boolean | null>; target?: string },
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigation = useClickNavigation();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event, target)) return;
      event.preventDefault();
      const replace = createPath(navigation.location()) === createPath(parsePath(path));
      navigation.follow(path, { replace, state });
    },
    [navigation, path, state, target],
  );
}
