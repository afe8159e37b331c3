import type { RoutingState } from '../features/routing';
import type { LazyChunk } from '../lib/chunks';
import { accountPages, isAccountRoute } from './account/accountRoutes';
import { searchPages } from './search/searchChunk';
import { showsSearchUi } from './search/searchRoutes';
import { VERSION_ROUTE_ID, versionPage } from './version/VersionRoute';

/**
 * The chunks a page's render needs, by their name in manifest.json: the server loads them before its render
 * (and the document preloads them), the browser before it hydrates, so both render with the same code.
 */
export function pageChunks(routing: RoutingState): { name: string; chunk: LazyChunk<unknown> }[] {
  const chunks: { name: string; chunk: LazyChunk<unknown> }[] = [];
  const id = routing.staticRoute?.id;
  if (isAccountRoute(id)) chunks.push({ name: 'account', chunk: accountPages });
  if (id === VERSION_ROUTE_ID) chunks.push({ name: 'version', chunk: versionPage });
  if (showsSearchUi(routing)) chunks.push({ name: 'search', chunk: searchPages });
  return chunks;
}

/** Loads a page's chunks (see above). */
export function loadPageChunks(routing: RoutingState): Promise<unknown[]> {
  return Promise.all(pageChunks(routing).map(({ chunk }) => chunk.load()));
}
