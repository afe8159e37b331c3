import { definePage, isChildListPastEnd, lazyPage, text } from '../../src/app';
import { listingKind, searchListingOf } from '../templates/listingKind';
import { PAGE_FIELDS } from './fields';

/**
 * A listing page: its listing is a search (news, events, people: site/search/searchConfig.ts), so the pages below it
 * are not loaded, unless its entry names no listing the site knows (another site's content): it then lists them.
 */
export default definePage({
  match: { contentTypeId: 'listingPage' },
  load: {
    fields: [...PAGE_FIELDS, 'title', 'introduction', 'listing', 'listedContentType'],
    children: (entry) => listingKind(entry) === null,
    // What the list shows of each, and an editor's "not in search", which leaves a page out of listings too.
    childFields: ['entryTitle', 'entryDescription', 'sys.metadata.includeInSearch'],
    siblings: false,
    // ChildListing pages through every child itself.
    listLimit: false,
  },
  searches: (entry) => {
    const listing = searchListingOf(entry);
    return listing ? { route: { kind: 'listing', listing } } : null;
  },
  // A list of the pages below, asked for a page past its end.
  noindex: (state) => state.routing.entry !== null && listingKind(state.routing.entry) === null && isChildListPastEnd(state.routing),
  notice: ({ entry, currentPath }) => {
    if (!entry || listingKind(entry) !== null) return null;
    const listing = text(entry, 'listing') ?? '';
    return {
      key: `listing:${listing}`,
      message: 'A listing page names no listing this site knows: its child pages are listed instead',
      data: {
        path: currentPath,
        listing: listing || null,
        listedContentType: text(entry, 'listedContentType'),
        known: 'the entry field "listing" (news, events, people, search) or "listedContentType" (newsArticle, event, person)',
      },
    };
  },
  // Listing pages load the search chunk anyway; their own code (and the list of the pages below) stays out of the
  // bundle every other page loads.
  component: lazyPage('listingPage', () =>
    import(/* webpackChunkName: "listingPage" */ '../templates/ListingPage').then((module) => module.ListingPage),
  ),
});
