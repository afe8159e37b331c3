import { useSelector as useSubscribedSelector, useStore, type UseSelector } from 'react-redux';
import { RENDERS_ON_SERVER } from '../browser/serverRender';

/**
 * A server render reads a store that does not change while the page renders and never re-renders: a selector
 * is read straight from the store, without react-redux's subscription (its external-store hook and memoised
 * selector are a large share of a page's render on the server: bench/README.md). Chosen once per process, as
 * Link's click hook is, so each side calls the same hooks on every render; both draw the same values from the
 * same state.
 */
function useSelectOnce<TState, Selected>(selector: (state: TState) => Selected): Selected {
  return selector(useStore<TState>().getState());
}

const readOnce = Object.assign(useSelectOnce, { withTypes: () => readOnce }) as UseSelector;

/** react-redux's `useSelector` in the browser; on the server, the state the page renders from. */
export const useSelector: UseSelector = RENDERS_ON_SERVER ? readOnce : useSubscribedSelector;
