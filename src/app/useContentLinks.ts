import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '../lib/render';
import { formatLocation, resolveLink } from '../lib/url';

/**
 * For links inside CMS markup (plain HTML, so no router links): same-site pages, relative links included,
 * navigate client-side through the router; files and other sites are left to the browser.
 */
export function useContentLinks(): (href: string) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  // The same function for the page's life (a click reads the location shown then), so memoised content drawn
  // with it (search results) need not render again when the address changes.
  const shown = useRef(location);
  useLayoutEffect(() => {
    shown.current = location;
  }, [location]);
  return useCallback(
    (href: string) => {
      const target = resolveLink(href, shown.current, window.location.origin);
      if (!target || target.file) return false;
      // As the router's own links do: a link to the location shown replaces its entry instead of adding one.
      navigate(target.path, { replace: target.path === formatLocation(shown.current) });
      return true;
    },
    [navigate],
  );
}
