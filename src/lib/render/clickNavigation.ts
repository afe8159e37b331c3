import { use, useCallback, useMemo, type MouseEvent } from 'react';
import { createPath, parsePath, UNSAFE_NavigationContext, type Navigator, type Path } from 'react-router-dom';
import { isPlainLeftClick } from '../browser';

/**
 * The router's history for code that navigates only when the visitor acts (a link's click, a filter's change): the
 * location is read then, not rendered with. react-router's `useNavigate` and `useLinkClickHandler` subscribe to the
 * location, so every link and search control on a page would render again on every navigation, in the click's own
 * task before the browser can paint. The navigation context read here holds only the history object, which stays
 * the same while the page is open.
 */
export interface ClickNavigation {
  /** The location shown now. */
  location(): Path;
  /** Goes to a path on this site (`/news?topic=a#top`, already in the page's language). */
  go(path: string, options?: { replace?: boolean; state?: unknown }): void;
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
  return useMemo(
    () => ({
      location: () => locationOf(navigator),
      go: (path, { replace = false, state } = {}) => {
        if (replace) navigator.replace(parsePath(path), state);
        else navigator.push(parsePath(path), state);
      },
    }),
    [navigator],
  );
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
      navigation.go(path, { replace, state });
    },
    [navigation, path, state, target],
  );
}
