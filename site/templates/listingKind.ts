import { text, type Entry } from '../../src/app';

export type ListingKind = 'news' | 'events' | 'people' | 'search';

const KIND_BY_CONTENT_TYPE: Record<string, ListingKind> = { newsArticle: 'news', event: 'events', person: 'people' };

/** The listing field, else what the listed content type implies. */
export function listingKind(entry: Entry): ListingKind | null {
  const listing = text(entry, 'listing');
  if (listing === 'news' || listing === 'events' || listing === 'people' || listing === 'search') return listing;
  const listed = text(entry, 'listedContentType');
  return listed ? (KIND_BY_CONTENT_TYPE[listed] ?? null) : null;
}

/** The listings that are searches (site/search/searchConfig.ts). */
export const SEARCH_LISTINGS = ['news', 'events', 'people'] as const;
export type SearchListing = (typeof SEARCH_LISTINGS)[number];

/** The listing a listing page shows as a search (its `listing`, else what its listed content type implies), or null. */
export function searchListingOf(entry: Entry | null): SearchListing | null {
  if (entry?.sys.contentTypeId !== 'listingPage') return null;
  const kind = listingKind(entry);
  return (SEARCH_LISTINGS as readonly string[]).includes(kind ?? '') ? (kind as SearchListing) : null;
}
