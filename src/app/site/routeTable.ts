import type { ContentTypeMapping, RouteTable, StaticRouteConfig } from '../../features/routing';
import { isContentPage, type ContentPageModule, type StaticPageModule } from '../pages/types';
import type { Site } from './defineSite';

function staticRoute(page: StaticPageModule): StaticRouteConfig {
  return {
    id: page.id,
    path: page.match.path,
    ...(page.requireLogin ? { requireLogin: page.requireLogin } : {}),
    ...(page.match.node ? { fetchNode: page.match.node } : {}),
    ...(page.match.linkDepth ? { linkDepth: page.match.linkDepth } : {}),
  };
}

function contentTypeMapping(page: ContentPageModule): ContentTypeMapping {
  const load = page.load ?? {};
  return {
    contentTypeID: page.match.contentTypeId,
    requireLogin: page.requireLogin,
    linkDepth: load.linkDepth,
    fetchAncestors: load.ancestors,
    fetchChildren: load.children,
    fetchSiblings: load.siblings,
    childEntryFields: load.childFields,
    sectionListLimit: load.listLimit,
    entryFields: load.fields,
  };
}

const tables = new WeakMap<Site, RouteTable>();

/**
 * The route loader's table (features/routing) made from a site's page modules, once. The browser needs it only to
 * load a route, so it comes with the route loader's chunk (client.tsx); the server has it from the start.
 */
export function routeTableOf(site: Site): RouteTable {
  let table = tables.get(site);
  if (!table) {
    table = {
      staticRoutes: site.pages.filter((page): page is StaticPageModule => !isContentPage(page)).map(staticRoute),
      contentTypeMappings: site.pages.filter(isContentPage).map(contentTypeMapping),
    };
    tables.set(site, table);
  }
  return table;
}
