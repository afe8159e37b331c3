import { useCallback } from 'react';
import { useClickNavigation, usePageLanguage } from '../lib/render';
import { formatLocation, resolveLink } from '../lib/url';
import { localiseLink } from '../lib/url/languages';

/**
 * For links inside CMS markup (plain HTML, so no router links): same-site pages, relative links included,
 * navigate client-side through the router; files and other sites are left to the browser.
 */
export function useContentLinks(): (href: string) => boolean {
  // The same function for the page's life (a click reads the location shown then), so memoised content drawn
  // with it (search results) need not render again when the address changes.
  const navigation = useClickNavigation();
  const page = usePageLanguage();
  return useCallback(
    (href: string) => {
      const shown = navigation.location();
      const target = resolveLink(href, shown, window.location.origin);
      if (!target || target.file) return false;
      const path = page ? localiseLink(page.languages, page.language, target.path) : target.path;
      // As the router's own links do: a link to the location shown replaces its entry instead of adding one.
      navigation.follow(path, { replace: path === formatLocation(shown) });
      return true;
    },
    [navigation, page],
  );
}
