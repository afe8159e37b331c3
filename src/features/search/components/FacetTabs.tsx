import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { selectSearch, selectSearchUrl, selectTabs, type WithSearch } from '../selectors';
import type { SearchLinkComponent } from './types';
import { formatCount } from '../../../components/formatNumber';
import { useSearchWords } from '../words/useSearchWords';

/**
 * The search's tabs as links with their result counts: each is the URL of its facet as it last was, so
 * choosing one navigates (and works without JavaScript), and the one shown is marked as the current page.
 */
export function FacetTabs({ linkComponent: Link }: { linkComponent: SearchLinkComponent }) {
  const tabs = useSelector((state: WithSearch) => selectTabs(state));
  const search = useSelector((state: WithSearch) => selectSearch(state));
  const location = useLocation();
  const t = useSearchWords();
  if (tabs.length < 2) return null;
  return (
    <nav className="search-tabs" aria-label={t('sections')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={selectSearchUrl({ search }, location, tab.facet ?? undefined, 0)}
              className={tab.isSelected ? 'search-tabs__tab search-tabs__tab--current' : 'search-tabs__tab'}
              aria-current={tab.isSelected ? 'page' : undefined}
            >
              {tab.title ?? tab.facet ?? ''} <span className="search-tabs__count">({formatCount(tab.totalCount)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
