import { wordsWith } from '../../src/app';
import type { SiteCatalogue } from './catalogue';
import { SITE_WORDS } from './siteWords';

/** The site's words in English: the core's, with this site's own footer, and its own words. */
const enGB: SiteCatalogue = {
  ...wordsWith({ shell: { footer: '© {siteName}. Built with Trellis.' } }),
  site: SITE_WORDS,
};

export default enGB;
