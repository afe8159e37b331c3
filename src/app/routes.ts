import type { RouteTable, StaticRouteConfig } from '../features/routing';
import { PREVIEW_ROUTE_ID } from '../features/routing';
import { accountStaticRoutes } from './account/accountRoutes';
import { searchStaticRoute } from './search/searchRoutes';
import { VERSION_PATH, VERSION_ROUTE_ID } from './version/VersionRoute';
import { contentTypeMappings } from './contentTypeMappings';

// Static routes are matched before any content.
const staticRoutes: StaticRouteConfig[] = [
  { id: PREVIEW_ROUTE_ID, path: '/preview/:entryId{/:language}' },
  { id: VERSION_ROUTE_ID, path: VERSION_PATH },
  searchStaticRoute,
  ...accountStaticRoutes,
];

export const routeTable: RouteTable = { staticRoutes, contentTypeMappings };

/**
 * The browser's route table: the content type mappings (which fields each template renders) are needed by the
 * route loader only, so they come with it in the `navigation` chunk, fetched once the page has started.
 */
export const loadRouteTable = (): Promise<RouteTable> =>
  import(/* webpackChunkName: "navigation" */ './contentTypeMappings').then((module) => ({
    staticRoutes,
    contentTypeMappings: module.contentTypeMappings,
  }));
