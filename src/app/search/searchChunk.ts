import { lazyChunk } from '../../lib/chunks';

/**
 * The search UI, the search slice's reducer and sagas, the query builder and the site's search configuration:
 * a chunk loaded on search and listing pages (before the server render and before hydration), and when a page
 * with a mini list is reached by client-side navigation. A content page's first load never fetches it.
 */
export const searchPages = lazyChunk(() => import(/* webpackChunkName: "search" */ './searchPages'));

export type SearchPages = Awaited<ReturnType<typeof searchPages.load>>;
