import type { Words } from '../../src/app';
import type { SiteMessages } from './siteWords';

/** One language's words for this site: the core's areas and the site's own (`site`), every message of each. */
export type SiteCatalogue = Words<SiteMessages>;
