import { CardList } from '../../components';
import type { RouteNode } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { EntryCard } from './EntryCard';
import { nodeEntry, text, titleOf } from './fields';
import { listingKind, sortForListing } from './sortListing';
import type { EntryTemplateProps } from './types';

const NO_NODES: RouteNode[] = [];

const EMPTY_MESSAGES: Record<string, string> = {
  news: 'There is no news to show just now.',
  events: 'There are no events to show just now.',
  people: 'There is nobody to show here just now.',
};

/** The entries on the pages below this one, as cards. */
export function ListingPage({ entry }: EntryTemplateProps) {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const introduction = text(entry, 'introduction');
  const kind = listingKind(entry);
  const entries = sortForListing(
    children.map(nodeEntry).filter((child) => child !== null),
    kind,
  );
  return (
    <article className={`page page--listing${kind ? ` page--listing-${kind}` : ''}`}>
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      {entries.length > 0 ? (
        <CardList className={kind === 'people' ? 'card-list--people' : undefined}>
          {entries.map((child) => (
            <EntryCard key={child.sys.id} entry={child} headingLevel={2} />
          ))}
        </CardList>
      ) : (
        <p className="empty">{(kind && EMPTY_MESSAGES[kind]) ?? 'There is nothing to show here yet.'}</p>
      )}
    </article>
  );
}
