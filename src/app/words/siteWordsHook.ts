import { useWordsContext, type Translate } from '../../lib/i18n';

/**
 * A site's typed hook for its own words (the `site` area): `export const useSiteWords = siteWordsHook<SiteWordKey>()`
 * in the site, then `t('inThisSection')` in its templates. An id the site did not declare does not type-check.
 * The core never knows the keys, so the site makes its hook with them.
 */
export function siteWordsHook<Key extends string>(): () => Translate<Key> {
  return function useSiteWords(): Translate<Key> {
    const { t } = useWordsContext('shell', 'site');
    return (key, values) => t(`site.${key}`, values);
  };
}
