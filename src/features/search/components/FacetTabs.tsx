import { memo, useMemo } from 'react';
import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { makeSelectTabLinks } from '../selectors';
import type { SearchLinkComponent } from './types';
import { formatCount } from '../../../components/formatNumber';
import { useSearchWords } from '../words/useSearchWords';

interface TabProps {
  linkComponent: SearchLinkComponent;
  to: string;
  label: string;
  totalCount: number;
  isSelected: boolean;
}

/** One tab: draws again only when its own URL, label, count or mark changes. */
const Tab = memo(function Tab({ linkComponent: Link, to, label, totalCount, isSelected }: TabProps) {
  return (
    <li>
      <Link
        to={to}
        className={isSelected ? 'search-tabs__tab search-tabs__tab--current' : 'search-tabs__tab'}
        aria-current={isSelected ? 'page' : undefined}
      >
        {label} <span className="search-tabs__count">({formatCount(totalCount)})</span>
      </Link>
    </li>
  );
});

/**
 * The search's tabs as links with their result counts: each is the URL of its facet as it last was, so
 * choosing one navigates (and works without JavaScript), and the one shown is marked as the current page.
 */
export function FacetTabs({ linkComponent }: { linkComponent: SearchLinkComponent }) {
  const { pathname, search, hash } = useLocation();
  const selectTabLinks = useMemo(() => makeSelectTabLinks({ pathname, search, hash }), [pathname, search, hash]);
  const tabs = useSelector(selectTabLinks);
  const t = useSearchWords();
  if (tabs.length < 2) return null;
  return (
    <nav className="search-tabs" aria-label={t('sections')}>
      <ul>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            linkComponent={linkComponent}
            to={tab.to}
            label={tab.label}
            totalCount={tab.totalCount}
            isSelected={tab.isSelected}
          />
        ))}
      </ul>
    </nav>
  );
}
