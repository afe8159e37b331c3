import type { RootState } from '../../src/app/rootReducer';
import type { Site } from '../../src/app/site/defineSite';
import { selectContentLanguage, type ProjectConfig } from '../../src/features/routing';
import { addressIn } from '../render/pageLanguages';
import { feedListingOf, feedPathOf, listingOfPage } from './feedListings';

/**
 * The feeds a page announces (`<link rel="alternate" type="application/rss+xml">`): a news-like listing page's own,
 * in the page's language. None for an error, a preview, a page shown in another language for want of a variation
 * (it has no feed in this one), or a project limited to groups.
 */
export function feedLinks(site: Site, project: ProjectConfig, state: RootState): { title: string; href: string }[] {
  const { routing } = state;
  const { entry } = routing;
  if (!entry || routing.statusCode !== 200 || routing.isPreview || routing.redirect || project.allowedGroups?.length) return [];
  if (selectContentLanguage(state) !== null) return [];
  const listing = listingOfPage(site, routing);
  // A listing page's search chunk is loaded before its render (pageChunks).
  const pages = site.searchChunk.get();
  if (!listing || !pages || !feedListingOf(pages, listing)) return [];
  const href = addressIn(project, routing.languages, routing.language, feedPathOf(routing.canonicalPath ?? entry.sys.uri ?? '/'));
  const title = typeof entry.entryTitle === 'string' && entry.entryTitle ? entry.entryTitle : (project.name ?? 'News');
  return href ? [{ title, href }] : [];
}
