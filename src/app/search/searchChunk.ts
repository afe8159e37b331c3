import type { SearchDefinition } from '../site/types';
import type { BoundSearchPages, pageSearchStateRestored, searchSlice, serverPageLeft } from './searchPages';

/**
 * The search chunk, as a site has it (defineSite.ts): the search UI, the search slice's reducer and sagas, the query
 * builder and the site's search configuration, loaded on search and listing pages (before the server render and
 * before hydration), and when a page with a mini list is reached by client-side navigation. A content page's first
 * load never fetches it.
 */
export type SearchPages = BoundSearchPages & {
  searchSlice: typeof searchSlice;
  pageSearchStateRestored: typeof pageSearchStateRestored;
  serverPageLeft: typeof serverPageLeft;
  /** The site's search configuration as the site wrote it (the server checks its words against the site's: checkSiteWords.ts). */
  definition: SearchDefinition;
};
