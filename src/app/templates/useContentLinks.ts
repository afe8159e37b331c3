import { useCallback } from 'react';
import { useAppDispatch } from '../hooks';
import { routeRequested } from '../../features/routing';
import { parseLocation, safeLocalPath } from '../../lib/url';

// Files behind the reverse proxy (and anything with a file extension) are not pages: the browser fetches them.
const FILE_PATHS = /^\/(image-library|video-library|asset-library)(\/|$)/;
const FILE_EXTENSION = /\/[^/]+\.[a-z0-9]{1,5}$/i;

/** For links inside CMS markup: same-site page links navigate client-side like the app's own links. */
export function useContentLinks(): (href: string) => boolean {
  const dispatch = useAppDispatch();
  return useCallback(
    (href: string) => {
      const local = safeLocalPath(href);
      if (!local) return false;
      const { pathname, search, hash } = parseLocation(local);
      if (FILE_PATHS.test(pathname) || FILE_EXTENSION.test(pathname)) return false;
      dispatch(routeRequested({ path: pathname, search, hash }));
      return true;
    },
    [dispatch],
  );
}
