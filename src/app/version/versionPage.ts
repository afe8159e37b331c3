import { definePage } from '../pages/definePage';
import { VERSION_PATH, VERSION_ROUTE_ID, versionPage, VersionRoute } from './VersionRoute';

/** `/__version`: what is deployed (build, commit, upstream); never shared or indexed (server/versionPage.ts). */
export const VERSION_PAGE = definePage({
  id: VERSION_ROUTE_ID,
  match: { path: VERSION_PATH },
  title: 'Version information',
  chunks: [{ name: 'version', chunk: versionPage }],
  component: VersionRoute,
});
