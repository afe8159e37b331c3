import { CardList, InPage } from '../../components';
import type { RouteNode } from '../../features/routing';
import type { Entry } from '../../lib/delivery/types';
import { useAppSelector } from '../hooks';
import { EntryCard } from './EntryCard';
import { nodeEntry, text, titleOf } from './fields';
import { listingKind, sortForListing, type ListingKind } from './sortListing';
import type { EntryTemplateProps } from './types';
import { useContentLinks } from './useContentLinks';

const NO_NODES: RouteNode[] = [];

const EMPTY_MESSAGES: Record<string, string> = {
  news: 'There is no news to show just now.',
  events: 'There are no events to show just now.',
  people: 'There is nobody to show here just now.',
};

/** The entries on the pages below this one, as cards (drawn from the children alone: see InPage). */
export function ListingPage({ entry }: EntryTemplateProps) {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const onNavigate = useContentLinks();
  const introduction = text(entry, 'introduction');
  const kind = listingKind(entry);
  return (
    <article className={`page page--listing${kind ? ` page--listing-${kind}` : ''}`}>
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      <InPage value={children} onNavigate={onNavigate}>
        {(nodes) => <ListingCards entries={nodes.map(nodeEntry).filter((child) => child !== null)} kind={kind} />}
      </InPage>
    </article>
  );
}

function ListingCards({ entries, kind }: { entries: Entry[]; kind: ListingKind | null }) {
  if (entries.length === 0) return <p className="empty">{(kind && EMPTY_MESSAGES[kind]) ?? 'There is nothing to show here yet.'}</p>;
  return (
    <CardList className={kind === 'people' ? 'card-list--people' : undefined}>
      {sortForListing(entries, kind).map((child) => (
        <EntryCard key={child.sys.id} entry={child} headingLevel={2} />
      ))}
    </CardList>
  );
}
