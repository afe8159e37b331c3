// The one seam where a server render does less than the browser (docs/decisions.md, "What a server render skips").
// A server render reads a finished state once, never re-renders, handles no event and runs no effect: the hooks
// below skip what only the browser needs. Each is chosen once per process (by whether a `document` exists), so
// each side calls the same hooks on every render and both draw the same markup from the same state.
import { useMemo, type MouseEvent } from 'react';
import { useSelector as useSubscribedSelector, useStore, type UseSelector } from 'react-redux';
import { useNavigate as useRouterNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { localiseLink } from '../url/languages';
import { useLinkClickAtClick } from './clickNavigation';
import { usePageLanguage } from './pageLanguage';
import type { Store, UnknownAction } from 'redux';
import { setAutoFreeze } from 'immer';

/** Whether this process renders without a document (the server). */
export const RENDERS_ON_SERVER = typeof document === 'undefined';

/**
 * react-redux's `useSelector` in the browser. On the server the store does not change while a page renders, so a
 * selector reads it once, without react-redux's subscription (an external-store hook and a memoised selector).
 */
function useSelectOnce<TState, Selected>(selector: (state: TState) => Selected): Selected {
  return selector(useStore<TState>().getState());
}

const readOnce = Object.assign(useSelectOnce, { withTypes: () => readOnce }) as UseSelector;

export const useSelector: UseSelector = RENDERS_ON_SERVER ? readOnce : useSubscribedSelector;

/** react-router's `useNavigate`; a server render never navigates (calling the function it gives throws there). */
function navigateFromServer(): never {
  throw new Error('navigate() was called while rendering on the server');
}

/**
 * The router's `navigate`, taking site paths in the page's language as links do (Link.tsx): `/search/news` from a
 * Welsh page goes to `/cy/search/news`; a path with the prefix already keeps it.
 */
function useLocalisedNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const page = usePageLanguage();
  return useMemo(() => {
    if (!page) return navigate;
    const localised = (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number'
        ? navigate(to)
        : navigate(typeof to === 'string' ? localiseLink(page.languages, page.language, to) : to, options);
    return localised as NavigateFunction;
  }, [navigate, page]);
}

export const useNavigate: () => NavigateFunction = RENDERS_ON_SERVER ? () => navigateFromServer : useLocalisedNavigate;

export type LinkClickHandler = (event: MouseEvent<HTMLAnchorElement>) => void;
type UseLinkClick = (
  to: string,
  options: { state?: Record<string, string | number | boolean | null>; target?: string },
) => LinkClickHandler;

function ignoreClick(): void {}

/** A link's click hook (react-router's `<Link>` rules, clickNavigation.ts); a server render never clicks, and every page draws many links. */
export const useLinkClick: UseLinkClick = RENDERS_ON_SERVER ? () => ignoreClick : useLinkClickAtClick;

/**
 * The server, once at start: the stores it makes do not freeze what their reducers store. Immer (inside every RTK
 * slice reducer) deep-freezes each value a reducer keeps, to catch code that mutates state; the browser keeps
 * that. A server page's state is made by its own request's sagas and then only read (rendered, serialised, maybe
 * shared a few seconds by the page-state cache), and walking each platform answer to freeze it is wasted there.
 * Process-wide: immer has one setting.
 */
export function startServerRendering(): void {
  setAutoFreeze(false);
}

/**
 * A read-only store over a finished state, for the server's render of a prepared page: rendering reads state and
 * never dispatches (effects do not run on the server), so no reducer or middleware is needed.
 */
export function staticStore<S, A extends UnknownAction = UnknownAction>(state: S): Store<S, A> {
  const store = {
    getState: () => state,
    dispatch: <T extends A>(action: T) => action,
    subscribe: () => () => undefined,
    replaceReducer: () => undefined,
    [Symbol.observable]: () => ({
      subscribe: () => ({ unsubscribe: () => undefined }),
      [Symbol.observable]() {
        return this;
      },
    }),
  };
  return store as unknown as Store<S, A>;
}
