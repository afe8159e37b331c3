import { missingMessageIds } from '../search/configText';
import type { Site } from './defineSite';

/**
 * Refuses a site whose search configuration names a message id its primary words do not have (`site.newz`): its
 * pages would show the id as a title, or fail where it is a label. The server checks before it serves; the browser
 * never loads this.
 */
export async function checkSiteWords(site: Site): Promise<void> {
  if (!site.hasSearch) return;
  const [search, words] = await Promise.all([site.searchChunk.load(), site.catalogues.load(site.catalogues.primary)]);
  const missing = missingMessageIds(search.definition, words.messages);
  if (missing.length > 0) {
    throw new Error(`The site's search configuration names messages its ${words.language} words do not have: ${missing.join(', ')}`);
  }
}
