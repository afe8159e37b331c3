import { definePage } from '../pages/definePage';
import { wordFromState } from '../words/stateWords';
import { VERSION_PATH, VERSION_ROUTE_ID, versionPage, VersionRoute } from './VersionRoute';

/** `/__version`: what is deployed (build, commit, upstream); never shared or indexed (server/versionPage.ts). */
export const VERSION_PAGE = definePage({
  id: VERSION_ROUTE_ID,
  match: { path: VERSION_PATH },
  title: (state) => wordFromState(state.words, 'version.title'),
  chunks: [{ name: 'version', chunk: versionPage }],
  component: VersionRoute,
});
