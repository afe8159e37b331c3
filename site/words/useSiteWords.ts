import { siteWordsHook } from '../../src/app';
import type { SiteWordKey } from './siteWords';

/** The site's own words in the page's language, for its templates: `t('inThisSection')`. */
export const useSiteWords = siteWordsHook<SiteWordKey>();
