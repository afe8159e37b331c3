import type { Site } from '../../src/app/site/defineSite';
import { buildSearchQuery } from '../../src/features/search';
import { routingReducer, type ProjectConfig, type RoutingState } from '../../src/features/routing';
import type { DeliveryClient } from '../../src/lib/delivery';
import { deliveryErrorStatus } from '../../src/lib/delivery/errors';
import { isResolvedEntry } from '../../src/lib/delivery/links';
import type { Entry } from '../../src/lib/delivery/types';
import { sameLanguage, type LanguageSettings } from '../../src/lib/url/languages';
import { addressIn } from '../render/pageLanguages';
import { feedListingOf, feedPathOf, listingOfPage } from './feedListings';
import { rssXml, type FeedItem } from './rss';

/** Items a feed carries: the newest of its listing. */
export const FEED_ITEMS = 20;

const text = (entry: Entry, field: string): string | null => {
  const value = entry[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

function dateOf(entry: Entry, field: string): Date | null {
  const value = text(entry, field) ?? entry.sys.version?.published ?? null;
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

/** The routing state a page module's `searches` reads: the page's entry at its path. */
function routingFor(entry: Entry, path: string, language: string, languages: LanguageSettings): RoutingState {
  const initial = routingReducer(undefined, { type: 'seo/feed' });
  return { ...initial, entry, currentPath: path, canonicalPath: entry.sys.uri ?? path, language, languages };
}

/** The entry of the page at `path`, or null when there is none a visitor may see (no page, a restricted one). */
async function listingPageEntry(client: DeliveryClient, path: string, language: string): Promise<Entry | null> {
  try {
    const node = await client.nodes.get({ path, language, versionStatus: 'published', entryFields: ['*'] });
    return isResolvedEntry(node?.entry) ? node.entry : null;
  } catch (error) {
    if (NO_PAGE.includes(deliveryErrorStatus(error))) return null;
    throw error;
  }
}

/** What the platform answers for a page that is not there, or not for an anonymous visitor. */
const NO_PAGE = [401, 403, 404];

/**
 * The RSS feed of the listing page at `pagePath` in `language`, or null when that page has none: no such page in
 * that language, a page that asks a sign-in, or a listing that is not news-like (feedListingOf). Its items are the
 * listing's newest published entries in that language that have a public page, each linked in that language.
 */
export async function buildFeed(
  site: Site,
  project: ProjectConfig,
  languages: LanguageSettings,
  language: string,
  pagePath: string,
  client: DeliveryClient,
): Promise<string | null> {
  const entry = await listingPageEntry(client, pagePath, language);
  if (!entry || !sameLanguage(entry.sys.language ?? language, language)) return null;
  const page = site.contentPage(entry.sys.contentTypeId);
  if (!page || page.requireLogin || !site.hasSearch) return null;
  const listing = listingOfPage(site, routingFor(entry, pagePath, language, languages));
  const feed = listing ? feedListingOf(await site.searchChunk.load(), listing) : null;
  if (!feed) return null;
  const params = feed.queryParams;
  const query = buildSearchQuery({
    versionStatus: 'published',
    languages: [language],
    searchTerm: '',
    weightedSearchFields: [],
    fuzzySearch: false,
    omitDefaultSearchFields: [],
    contentTypeIds: params.contentTypeIds ?? [],
    webpageTemplates: params.webpageTemplates ?? [],
    assetTypes: params.assetTypes ?? [],
    includeInSearch: params.includeInSearch ?? [],
    excludeIds: typeof params.excludeIds === 'string' ? params.excludeIds.split(',') : (params.excludeIds ?? []),
    customWhere: params.customWhere ?? [],
    filters: [],
    orderBy: params.orderBy ?? [],
    dynamicOrderBy: [],
    fields: ['entryTitle', 'entryDescription', feed.dateField, 'sys.uri', 'sys.contentTypeId', 'sys.language', 'sys.version.published'],
    linkDepth: 0,
    fieldLinkDepths: {},
    pageIndex: 0,
    pageSize: FEED_ITEMS,
    aggregations: {},
    featuredResults: null,
  });
  const found = await client.entries.search(query, 0);
  const items: FeedItem[] = [];
  for (const item of found?.items ?? []) {
    const uri = item.sys.uri;
    const itemPage = site.contentPage(item.sys.contentTypeId);
    if (!uri || !itemPage || itemPage.requireLogin) continue;
    const link = addressIn(project, languages, language, uri);
    if (!link) continue;
    items.push({
      title: text(item, 'entryTitle') ?? uri,
      link,
      description: text(item, 'entryDescription'),
      published: dateOf(item, feed.dateField),
    });
  }
  const pageUrl = addressIn(project, languages, language, entry.sys.uri ?? pagePath);
  const selfUrl = addressIn(project, languages, language, feedPathOf(entry.sys.uri ?? pagePath));
  if (!pageUrl || !selfUrl) return null;
  const title = text(entry, 'entryTitle') ?? feed.title ?? project.name ?? 'News';
  return rssXml(
    {
      title: project.name ? `${title} – ${project.name}` : title,
      link: pageUrl,
      description: text(entry, 'entryDescription') ?? title,
      language,
      selfUrl,
    },
    items,
  );
}
