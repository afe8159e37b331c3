// How a search UI acts: record the visitor's choice, then navigate to the URL it gives; the route's
// search saga (searchLocationSaga) then runs the search for that URL.
import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { parsePath } from 'react-router-dom';
import { useClickNavigation, usePageLanguage } from '../../lib/render';
import { localiseLink } from '../../lib/url/languages';
import { selectSearchUrl, type WithSearch } from './selectors';
import { searchAddressChosen } from './addressChosen';

export interface SearchNavigationOptions {
  /** Replace the history entry instead of adding one (while the visitor types). */
  replace?: boolean;
}

interface Move {
  to: string;
  replace: boolean;
}

/** Returns `act(event)`: dispatches a search event (`searchTermChanged`, `filterToggled`, ...) and navigates. */
export function useSearchNavigation(): (event: UnknownAction, options?: SearchNavigationOptions) => void {
  const dispatch = useDispatch();
  const store = useStore<WithSearch>();
  // The location is read when the visitor acts: the controls that act do not render again on every navigation.
  const navigation = useClickNavigation();
  const page = usePageLanguage();
  const navigate = useCallback(
    (to: string, options: { replace: boolean }) => {
      const address = page ? localiseLink(page.languages, page.language, to) : to;
      const { pathname = '', search = '', hash = '' } = parsePath(address);
      // Its search starts in this task and the page shows the choice and its results before the address is taken
      // (the history entry, the router's render): the frame that shows them does not wait for those.
      dispatch(searchAddressChosen({ path: pathname, search, hash }));
      navigation.goAfterShown(address, options);
    },
    [dispatch, navigation, page],
  );
  // The router ignores navigate() until the component's effects have run: a click while the page hydrates (the
  // search UI's boundary commits after its first render) would record the choice and never search. Its address
  // waits here until then.
  const mounted = useRef(false);
  const waiting = useRef<Move | null>(null);
  useEffect(() => {
    mounted.current = true;
    const move = waiting.current;
    waiting.current = null;
    if (move) navigate(move.to, { replace: move.replace });
    return () => {
      mounted.current = false;
    };
  }, [navigate]);
  return useCallback(
    (event: UnknownAction, options?: SearchNavigationOptions) => {
      dispatch(event);
      const move = { to: selectSearchUrl(store.getState(), navigation.location()), replace: options?.replace ?? false };
      if (mounted.current) navigate(move.to, { replace: move.replace });
      else waiting.current = move;
    },
    [dispatch, store, navigate, navigation],
  );
}
