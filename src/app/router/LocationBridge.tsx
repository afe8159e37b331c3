import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useNavigate } from '../../lib/render';
import { locationChanged, selectRedirect, type Redirect } from '../../features/routing';
import { safeLocalPath } from '../../lib/url';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * The one link between the router and the store, one way: the router owns the URL and history, the routing
 * saga owns route state. Every location becomes a `locationChanged` event; a redirect the route saga decided
 * is followed by replacing the URL through the router, which comes back here as the next location.
 */
export function LocationBridge() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const redirect = useAppSelector(selectRedirect);
  const followed = useRef<Redirect | null>(null);

  useEffect(() => {
    const { pathname, search, hash, key } = location;
    dispatch(locationChanged({ pathname, search, hash, key, navigationType }));
  }, [dispatch, location, navigationType]);

  useEffect(() => {
    // `navigate` changes with every location: follow each redirect once.
    if (!redirect || followed.current === redirect) return;
    followed.current = redirect;
    // A redirect off the site is never followed (it would be an open redirect): the home page instead.
    navigate(safeLocalPath(redirect.location) ?? '/', { replace: true });
  }, [navigate, redirect]);

  return null;
}
