import { listingKind, searchListingOf } from './listingKind';
import { ChildListing, ListingSearchArea, text, titleOf, type EntryPageProps } from '../../src/app';
import type { ListingPageEntry } from '../contentTypes';
import { useSiteWords } from '../words/useSiteWords';

/**
 * A listing page: its title and introduction, then its listing as a search (news, events, people: results,
 * filters and paging from the search chunk). An entry that names no listing the site knows (another site's
 * content, whose fields differ) lists the pages below it instead.
 */
export function ListingPage({ entry }: EntryPageProps<ListingPageEntry>) {
  const introduction = text(entry, 'introduction');
  const kind = listingKind(entry);
  const listing = searchListingOf(entry);
  return (
    <article className={`page page--listing${kind ? ` page--listing-${kind}` : ''}`}>
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      {listing ? <ListingSearchArea listing={listing} /> : kind === null ? <ChildListing /> : <EmptyListing />}
    </article>
  );
}

// Its own component: a listing with results needs none of the site's words (see EntryCard's Price).
function EmptyListing() {
  const t = useSiteWords();
  return <p className="empty">{t('listingEmpty')}</p>;
}
