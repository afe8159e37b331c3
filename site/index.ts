// The demo organisation's site (a botanic garden, its intranet): what it adds to the Trellis core. Its browser
// entry is client.ts and its server entry server.ts; webpack builds both (SITE_DIR chooses another site's folder).
import { defineSite } from '../src/app';
import { pages } from './pages';
import { EntryCard, entryCardImage } from './templates/EntryCard';
import { words } from './words';

export const site = defineSite({
  pages,
  // Joins the core's search code in the one search chunk (site/search/searchConfig.ts).
  search: { path: '/search', load: () => import(/* webpackChunkName: "search" */ './search/searchConfig') },
  resultCard: EntryCard,
  resultCardImages: (entry) => [entryCardImage(entry)],
  words,
});
