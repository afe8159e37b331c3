import { definePage } from '../pages/definePage';
import { lazyPage } from '../pages/lazyPage';
import type { PageProps, StaticPageModule } from '../pages/types';

export const SEARCH_PAGE_ID = 'search';

/**
 * The site search, added by the core when the site has a search configuration: `{path}`, `{path}/{facet}`,
 * `{path}/{facet}/{contentTypeId}`; its title and introduction come from the node at its path, when there is one.
 */
export function siteSearchPage(path: string): StaticPageModule {
  return definePage({
    id: SEARCH_PAGE_ID,
    match: { path: `${path}{/:facet}{/:contentTypeId}`, node: { from: 'routePath' } },
    searches: () => ({ route: { kind: 'search' } }),
    // In the search chunk, which the page needs anyway.
    component: lazyPage<PageProps>('search', () =>
      import(/* webpackChunkName: "search" */ './SearchRoute').then((module) => module.SearchRoute),
    ),
  });
}
