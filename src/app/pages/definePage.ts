import type { ContentPageModule, PageModule, StaticPageModule } from './types';

type ContentPageInput = Omit<ContentPageModule, 'id'> & { id?: string };

/**
 * A page kind in one place: what it matches, loads and shows (docs/developer-guide.md). A content page's id is
 * its content type id unless given.
 */
export function definePage(page: ContentPageInput): ContentPageModule;
export function definePage(page: StaticPageModule): StaticPageModule;
export function definePage(page: ContentPageInput | StaticPageModule): PageModule {
  if ('contentTypeId' in page.match) return { ...page, id: page.id ?? page.match.contentTypeId } as ContentPageModule;
  return page as StaticPageModule;
}
