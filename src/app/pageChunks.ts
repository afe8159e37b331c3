import { PREVIEW_ROUTE_ID, type RoutingState } from '../features/routing';
import type { NamedChunk } from './pages/types';
import { showsSearchUi } from './search/pageSearches';
import { pageOf, type Site } from './site/defineSite';

/**
 * The chunks a page's render needs, by their name in manifest.json: the server loads them before its render
 * (and the document preloads them), the browser before it hydrates, so both render with the same code.
 */
export function pageChunks(site: Site, routing: RoutingState): NamedChunk[] {
  const chunks = [...(pageOf(site, routing)?.chunks ?? [])];
  // A preview shows its entry as the entry's own page kind does.
  const previewed =
    routing.staticRoute?.id === PREVIEW_ROUTE_ID && routing.entry ? site.contentPage(routing.entry.sys.contentTypeId) : null;
  if (previewed?.chunks) chunks.push(...previewed.chunks);
  if (showsSearchUi(site, routing)) chunks.push({ name: 'search', chunk: site.searchChunk });
  return chunks;
}

/** Loads a page's chunks (see above). */
export function loadPageChunks(site: Site, routing: RoutingState): Promise<unknown[]> {
  return Promise.all(pageChunks(site, routing).map(({ chunk }) => chunk.load()));
}

/** Whether the browser starts the page's app with the page, or at the visitor's first reach for a control (boot.ts). */
export function hydratesAtStart(site: Site, routing: RoutingState): boolean {
  const chosen = pageOf(site, routing)?.hydrate;
  if (chosen) return chosen === 'start';
  return routing.isPreview || pageChunks(site, routing).length > 0;
}
