import { Suspense } from 'react';
import { Link } from '../../features/routing';
import { text, titleOf } from '../fields';
import { useContentLinks } from '../useContentLinks';
import type { PageProps } from '../pages/types';
import { useSite } from '../site/siteContext';
import { resultRenderer } from './resultRenderer';
import { useWords } from '../words';

/**
 * While the search chunk loads (after a client-side navigation): an element of its own, so that a page rendered with
 * the chunk at hand does not carry its words.
 */
function SearchLoading() {
  const t = useWords('search');
  return <p className="muted">{t('search.loading')}</p>;
}

function SiteSearchBody({ termLabel }: { termLabel: string }) {
  const onNavigate = useContentLinks();
  const renderResult = resultRenderer(useSite());
  const { SiteSearch } = useSite().searchChunk.read();
  return <SiteSearch renderResult={renderResult} linkComponent={Link} onNavigate={onNavigate} termLabel={termLabel} />;
}

/** The site search page: its title and introduction from the node at its path, the search UI from its chunk. */
export function SearchRoute({ entry }: PageProps) {
  const t = useWords('search');
  const introduction = entry ? text(entry, 'introduction') : null;
  return (
    <article className="page page--search">
      <header className="page-header">
        <h1>{(entry && titleOf(entry)) || t('shell.searchButton')}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      <Suspense fallback={<SearchLoading />}>
        <SiteSearchBody termLabel={t('search.siteTermLabel')} />
      </Suspense>
    </article>
  );
}

function ListingBody({ listing }: { listing: string }) {
  const onNavigate = useContentLinks();
  const renderResult = resultRenderer(useSite());
  const { ListingSearch } = useSite().searchChunk.read();
  return <ListingSearch listing={listing} renderResult={renderResult} linkComponent={Link} onNavigate={onNavigate} />;
}

/** A listing page's search UI, from the search chunk (loaded before a server render or hydration; suspends on navigation). */
export function ListingSearchArea({ listing }: { listing: string }) {
  // The search UI's words are at hand before it renders (the view waits for them after a navigation).
  useWords('search');
  return (
    <Suspense fallback={<SearchLoading />}>
      <ListingBody listing={listing} />
    </Suspense>
  );
}
