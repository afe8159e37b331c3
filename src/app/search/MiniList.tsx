import { useId } from 'react';
import { CardList, InPage } from '../../components';
import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { EntryCard } from '../templates/EntryCard';
import { useContentLinks } from '../templates/useContentLinks';
import type { MiniListId } from './searchRoutes';

export interface MiniListProps {
  id: MiniListId;
  title: string;
  /** A link to the whole list (the listing page). */
  more?: { href: string; label: string };
}

/**
 * A mini list's results as cards. Searched with the page (on the server, or by the search chunk after a
 * client-side navigation); it renders from the state alone, so content pages need no search code to show it.
 */
export function MiniList({ id, title, more }: MiniListProps) {
  const list = useAppSelector((state) => state.search.minilist[id]);
  const headingId = useId();
  const onNavigate = useContentLinks();
  // Before the search code arrives, a list is as the page sent it: fields at their defaults are left out.
  if (!list || list.entries?.isLoading || !list.results?.length) return null;
  return (
    <section className="mini-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <CardList>
        {list.results.map(({ entry }, index) => (
          // Each card is drawn from its entry alone: the first page's cards travel in its HTML only (InPage).
          // (The page's state leaves out results' positions, so the key is the place in the list.)
          <InPage key={index} value={entry} onNavigate={onNavigate}>
            {(shown) => <EntryCard entry={shown} headingLevel={3} />}
          </InPage>
        ))}
      </CardList>
      {more ? (
        <p className="mini-list__more">
          <Link to={more.href}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
