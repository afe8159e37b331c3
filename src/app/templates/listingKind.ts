import type { Entry } from '../../lib/delivery/types';
import { text } from './fields';

export type ListingKind = 'news' | 'events' | 'people' | 'search';

const KIND_BY_CONTENT_TYPE: Record<string, ListingKind> = { newsArticle: 'news', event: 'events', person: 'people' };

/** The listing field, else what the listed content type implies. */
export function listingKind(entry: Entry): ListingKind | null {
  const listing = text(entry, 'listing');
  if (listing === 'news' || listing === 'events' || listing === 'people' || listing === 'search') return listing;
  const listed = text(entry, 'listedContentType');
  return listed ? (KIND_BY_CONTENT_TYPE[listed] ?? null) : null;
}
