import { Suspense } from 'react';
import { Link } from '../../features/routing';
import type { ResultContext } from '../../features/search/lazy';
import type { Entry } from '../../lib/delivery/types';
import { useAppSelector } from '../hooks';
import { EntryCard } from '../templates/EntryCard';
import { text, titleOf } from '../templates/fields';
import { useContentLinks } from '../templates/useContentLinks';
import { searchPages } from './searchChunk';
import type { SearchListing } from './searchRoutes';

const LOADING = <p className="muted">Loading search…</p>;

/** A result: the card content pages show for the entry, with the visitor's words marked. */
function renderResult(entry: Entry, { mark, headingLevel }: ResultContext) {
  return <EntryCard entry={entry} headingLevel={headingLevel} mark={mark} />;
}

function SiteSearchBody() {
  const onNavigate = useContentLinks();
  const { SiteSearch } = searchPages.read();
  return <SiteSearch renderResult={renderResult} linkComponent={Link} onNavigate={onNavigate} />;
}

/** The site search page: its title and introduction from the node at /search, the search UI from its chunk. */
export function SearchRoute() {
  const entry = useAppSelector((state) => state.routing.entry);
  const introduction = entry ? text(entry, 'introduction') : null;
  return (
    <article className="page page--search">
      <header className="page-header">
        <h1>{(entry && titleOf(entry)) || 'Search'}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      <Suspense fallback={LOADING}>
        <SiteSearchBody />
      </Suspense>
    </article>
  );
}

function ListingBody({ listing }: { listing: SearchListing }) {
  const onNavigate = useContentLinks();
  const { ListingSearch } = searchPages.read();
  return <ListingSearch listing={listing} renderResult={renderResult} linkComponent={Link} onNavigate={onNavigate} />;
}

/** A listing page's search UI, from the search chunk (loaded before a server render or hydration; suspends on navigation). */
export function ListingSearchArea({ listing }: { listing: SearchListing }) {
  return (
    <Suspense fallback={LOADING}>
      <ListingBody listing={listing} />
    </Suspense>
  );
}
