import type { MessageValues } from '../../src/app';
import type { SiteWordKey } from './siteWords';
import { useSiteWords } from './useSiteWords';

/**
 * One of the site's messages as an element: its words are looked up only when it is shown, so a part that may render
 * nothing (a mini list with no results) does not make the page carry them.
 */
export function SiteText({ id, values }: { id: SiteWordKey; values?: MessageValues }) {
  const t = useSiteWords();
  return t(id, values);
}
