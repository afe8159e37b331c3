import type { RoutingState } from '../../features/routing';
import { DEFAULT_SEARCH_PATH } from '../../features/search';
import { lazyChunk, type LazyChunk } from '../../lib/chunks';
import { ACCOUNT_PAGES } from '../account/accountPages';
import { isContentPage, type ContentPageModule, type PageModule } from '../pages/types';
import { PREVIEW_PAGE } from '../pages/previewPage';
import type { SearchPages } from '../search/searchChunk';
import { siteSearchPage } from '../search/siteSearchPage';
import { VERSION_PAGE } from '../version/versionPage';
import type { ResultCard, SiteDefinition, SiteNavigation } from './types';
import { siteCatalogues, type SiteCatalogues } from '../words/siteCatalogues';

/** A site as the core uses it: its definition with the core's own pages added, and what is derived from them once. */
export interface Site {
  pages: readonly PageModule[];
  /** The site's words per language (loaded and parsed when a page first needs them). */
  catalogues: SiteCatalogues;
  searchPath: string;
  /** The site has a search configuration (the header's search box, the search page). */
  hasSearch: boolean;
  /** The search UI, the search slice and the site's search configuration, in one chunk. */
  searchChunk: LazyChunk<SearchPages>;
  resultCard: ResultCard | null;
  resultCardImages: SiteDefinition['resultCardImages'] | null;
  /** The site's choice of menu items (SiteNavigation.menu), if it makes one. */
  menu: SiteNavigation['menu'];
  /** The page module by id (a static page's id, a content page's content type id). */
  pageById(id: string): PageModule | undefined;
  contentPage(contentTypeId: string): ContentPageModule | undefined;
}

/** The core's pages, before the site's: a site module with the same id replaces one. */
const CORE_PAGES: readonly PageModule[] = [PREVIEW_PAGE, VERSION_PAGE, ...ACCOUNT_PAGES];

function checkIds(pages: readonly PageModule[]): void {
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.id)) throw new Error(`Two page modules have the id "${page.id}": each page kind needs its own`);
    seen.add(page.id);
  }
}

/**
 * The site the core serves: the site's definition completed with the core's pages, and the lookups the route
 * loader, the view, the titles and the document share. Made once, when the site's entry starts.
 */
export function defineSite(definition: SiteDefinition): Site {
  checkIds(definition.pages);
  const siteSearch = definition.search;
  const searchPath = siteSearch?.path ?? DEFAULT_SEARCH_PATH;
  const own = new Set(definition.pages.map((page) => page.id));
  const core = siteSearch ? [...CORE_PAGES, siteSearchPage(searchPath)] : CORE_PAGES;
  // Static pages are matched in order: the core's first (their paths are fixed), then the site's.
  const pages = [...core.filter((page) => !own.has(page.id)), ...definition.pages];
  const byId = new Map(pages.map((page) => [page.id, page]));
  const contentPages = pages.filter(isContentPage);
  const byContentType = new Map(contentPages.map((page) => [page.match.contentTypeId, page]));
  const searchChunk: LazyChunk<SearchPages> = lazyChunk(() =>
    Promise.all([
      import(/* webpackChunkName: "search" */ '../search/searchPages'),
      siteSearch ? siteSearch.load().then((module) => module.default) : Promise.resolve({}),
    ]).then(([code, config]) => ({
      ...code.searchPagesFor(config, searchPath),
      searchSlice: code.searchSlice,
      pageSearchStateRestored: code.pageSearchStateRestored,
      serverPageLeft: code.serverPageLeft,
      definition: config,
    })),
  );
  return {
    pages,
    catalogues: siteCatalogues(definition.words),
    searchPath,
    hasSearch: Boolean(siteSearch),
    searchChunk,
    resultCard: definition.resultCard ?? null,
    resultCardImages: definition.resultCardImages ?? null,
    menu: definition.navigation?.menu,
    pageById: (id) => byId.get(id),
    contentPage: (contentTypeId) => byContentType.get(contentTypeId),
  };
}

/** The page module the routing state shows, if any (none for not found or an error). */
export function pageOf(site: Site, routing: Pick<RoutingState, 'notFound' | 'isError' | 'staticRoute' | 'entry'>): PageModule | undefined {
  if (routing.notFound || routing.isError) return undefined;
  if (routing.staticRoute) return site.pageById(routing.staticRoute.id);
  return routing.entry ? site.contentPage(routing.entry.sys.contentTypeId) : undefined;
}
