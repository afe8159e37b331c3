import type { SearchPages } from '../../src/app/search/searchChunk';
import { pageOf, type Site } from '../../src/app/site/defineSite';
import type { Entry } from '../../src/lib/delivery/types';
import type { SearchQueryParams } from '../../src/features/search';
import type { RoutingState } from '../../src/features/routing';

/** A listing a feed is made of: its search, and the field that dates its items. */
export interface FeedListing {
  listing: string;
  title: string | null;
  /** The field the listing is ordered by, newest first (`publishDate`). */
  dateField: string;
  queryParams: SearchQueryParams;
}

/**
 * A listing is news-like, and has a feed, when its search lists dated items newest first: its configured order
 * starts with a descending field (`-publishDate`). A listing of what is coming (events, soonest first) or of names
 * (people) has none; nor has one that asks a site's own search API (its items are not the platform's entries).
 */
export function feedListingOf(pages: SearchPages, listing: string): FeedListing | null {
  const config = pages.listingRoute(listing)?.config?.listings?.[listing];
  const first = config?.queryParams?.orderBy?.[0];
  if (!config?.queryParams || config.customApi || !first?.startsWith('-') || first.length < 2) return null;
  return { listing, title: config.title ?? null, dateField: first.slice(1), queryParams: config.queryParams };
}

/** The listing a page shows (its page module's `searches`), or null. */
export function listingOfPage(site: Site, routing: RoutingState): string | null {
  const entry: Entry | null = routing.entry;
  const route = pageOf(site, routing)?.searches?.(entry, routing)?.route;
  return route?.kind === 'listing' ? route.listing : null;
}

/** The feed of the page at `path` (a path without a language prefix): `/news` has `/news/feed.xml`. */
export function feedPathOf(path: string): string {
  return path === '/' ? '/feed.xml' : `${path.replace(/\/+$/, '')}/feed.xml`;
}

/** The page a feed path belongs to, or null when it is no feed's. */
export function pagePathOfFeed(path: string): string | null {
  if (path === '/feed.xml') return '/';
  const page = path.endsWith('/feed.xml') ? path.slice(0, -'/feed.xml'.length) : null;
  // One address per feed: `/news//feed.xml` and `//news/feed.xml` are no feed's (the page handler cleans them).
  return page && !page.endsWith('/') && !page.includes('//') ? page : null;
}
