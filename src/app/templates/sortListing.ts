import type { Entry } from '../../lib/delivery/types';
import { dateRange, text } from './fields';

export type ListingKind = 'news' | 'events' | 'people' | 'search';

const KIND_BY_CONTENT_TYPE: Record<string, ListingKind> = { newsArticle: 'news', event: 'events', person: 'people' };

/** The listing field, else what the listed content type implies. */
export function listingKind(entry: Entry): ListingKind | null {
  const listing = text(entry, 'listing');
  if (listing === 'news' || listing === 'events' || listing === 'people' || listing === 'search') return listing;
  const listed = text(entry, 'listedContentType');
  return listed ? (KIND_BY_CONTENT_TYPE[listed] ?? null) : null;
}

const time = (value: string | null | undefined): number => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NaN : parsed;
};

// Undated entries go last in either direction.
function byTime(a: number, b: number, direction: 1 | -1): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1;
  return (a - b) * direction;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });
const nameKey = (entry: Entry) => text(entry, 'lastName') ?? entry.entryTitle ?? '';

/** News newest first, events soonest first, people by last name; other listings keep the site order. */
export function sortForListing(entries: Entry[], kind: ListingKind | null): Entry[] {
  const sorted = [...entries];
  switch (kind) {
    case 'news':
      return sorted.sort((a, b) => byTime(time(text(a, 'publishDate')), time(text(b, 'publishDate')), -1));
    case 'events':
      return sorted.sort((a, b) => byTime(time(dateRange(a, 'dateRange')?.from), time(dateRange(b, 'dateRange')?.from), 1));
    case 'people':
      return sorted.sort(
        (a, b) => collator.compare(nameKey(a), nameKey(b)) || collator.compare(text(a, 'firstName') ?? '', text(b, 'firstName') ?? ''),
      );
    default:
      return sorted;
  }
}
