// How a search UI acts: record the visitor's choice, then navigate to the URL it gives; the route's
// search saga (searchLocationSaga) then runs the search for that URL.
import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSearchUrl, type WithSearch } from './selectors';

export interface SearchNavigationOptions {
  /** Replace the history entry instead of adding one (while the visitor types). */
  replace?: boolean;
}

/** Returns `act(event)`: dispatches a search event (`searchTermChanged`, `filterToggled`, ...) and navigates. */
export function useSearchNavigation(): (event: UnknownAction, options?: SearchNavigationOptions) => void {
  const dispatch = useDispatch();
  const store = useStore<WithSearch>();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: UnknownAction, options?: SearchNavigationOptions) => {
      dispatch(event);
      navigate(selectSearchUrl(store.getState(), location), { replace: options?.replace ?? false });
    },
    [dispatch, store, navigate, location],
  );
}
