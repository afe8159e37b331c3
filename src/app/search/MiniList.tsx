import { useId, type ReactNode } from 'react';
import { CardList, InPage } from '../../components';
import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import type { RootState } from '../rootReducer';
import type { Site } from '../site/defineSite';
import { useSite } from '../site/siteContext';
import { DefaultResultCard } from './DefaultResultCard';
import { useContentLinks } from '../useContentLinks';
import { pageSearchesFor } from './pageSearches';

export interface MiniListProps {
  /** The mini list's id in the site's search configuration (and in the page module's `searches`). */
  id: string;
  /** The heading (a site's words may be given as an element, so that a page whose list is empty does not carry them). */
  title: ReactNode;
  /** A link to the whole list (the listing page). */
  more?: { href: string; label: ReactNode };
}

const sortedList = (values: readonly string[] | string | undefined) =>
  JSON.stringify((typeof values === 'string' ? values.split(',') : (values ?? [])).slice().sort());

/**
 * Whether the list holds the search of the page shown: the page asks for it (its module's `searches`), with the
 * filters and exclusions the list holds. Results of another page (the one before, until this page's search has
 * run) or of a page that has no such list are never shown.
 */
function searchedForPage(site: Site, state: RootState, id: string): boolean {
  const request = pageSearchesFor(site, state.routing)?.miniLists?.find((list) => list.id === id);
  const list = state.search.minilist[id];
  if (!request || !list) return false;
  const wanted = request.filters ?? {};
  // Before the search code arrives, a list is as the page sent it: fields at their defaults are left out.
  const filters = list.filters ?? {};
  const sameFilters = [...new Set([...Object.keys(wanted), ...Object.keys(filters)])].every(
    (key) => sortedList(wanted[key]) === sortedList((filters[key]?.items ?? []).filter((item) => item.isSelected).map((item) => item.key)),
  );
  return sameFilters && sortedList(request.excludeIds) === sortedList(list.queryParams?.excludeIds);
}

/**
 * A mini list's results as cards. Searched with the page (on the server, or by the search chunk after a
 * client-side navigation); it renders from the state alone, so content pages need no search code to show it.
 */
export function MiniList({ id, title, more }: MiniListProps) {
  const site = useSite();
  const list = useAppSelector((state) => (searchedForPage(site, state, id) ? state.search.minilist[id] : undefined));
  const headingId = useId();
  const onNavigate = useContentLinks();
  const Card = site.resultCard ?? DefaultResultCard;
  if (!list || list.entries?.isLoading || !list.results?.length) return null;
  return (
    <section className="mini-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <CardList>
        {list.results.map(({ entry }, index) => (
          // Each card is drawn from its entry alone: the first page's cards travel in its HTML only (InPage).
          // (The page's state leaves out results' positions, so the key is the place in the list.)
          <InPage key={index} value={entry} onNavigate={onNavigate}>
            {(shown) => <Card entry={shown} headingLevel={3} />}
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
