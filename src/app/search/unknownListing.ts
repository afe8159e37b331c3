import type { RoutingState } from '../../features/routing';
import { text } from '../templates/fields';
import { listingKind } from '../templates/listingKind';

/** The listing values already reported by this process: a configuration is worth one line, not one a request. */
const reported = new Set<string>();

/**
 * Server: a listing page whose entry names no listing the site knows (another site's content, whose fields differ)
 * lists the pages below it. The first such page of each `listing` value gives the line to log (with what the site
 * reads); null otherwise, so a page costs the saga no effect for its log.
 */
export function unknownListingReport(routing: RoutingState): { message: string; data: Record<string, unknown> } | null {
  const { entry } = routing;
  if (entry?.sys.contentTypeId !== 'listingPage' || listingKind(entry) !== null) return null;
  const listing = text(entry, 'listing') ?? '';
  if (reported.has(listing)) return null;
  reported.add(listing);
  return {
    message: 'A listing page names no listing this site knows: its child pages are listed instead',
    data: {
      path: routing.currentPath,
      listing: listing || null,
      listedContentType: text(entry, 'listedContentType'),
      known: 'the entry field "listing" (news, events, people, search) or "listedContentType" (newsArticle, event, person)',
    },
  };
}
