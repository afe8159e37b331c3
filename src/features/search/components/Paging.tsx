import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { selectCurrentFacet, selectSearch, selectSearchUrl, type WithSearch } from '../selectors';
import type { SearchLinkComponent } from './types';
import { PageLinks } from '../../../components';
import { useSearchWords } from '../words/useSearchWords';

export interface PagingProps {
  linkComponent: SearchLinkComponent;
  /** Called when the visitor follows a page link (the results take focus once they arrive). */
  onPage: (kind: 'page' | 'more') => void;
}

/** The URL of one page of the current facet, as the state holds it otherwise. */
function usePageUrl(): (pageIndex: number) => string {
  const search = useSelector((state: WithSearch) => selectSearch(state));
  const location = useLocation();
  return (pageIndex) => selectSearchUrl({ search }, location, undefined, pageIndex);
}

/** Numbered pages with previous and next: plain links, so paging works without JavaScript. */
export function Pagination({ linkComponent, onPage }: PagingProps) {
  const facet = useSelector((state: WithSearch) => selectCurrentFacet(state));
  const urlOf = usePageUrl();
  const t = useSearchWords();
  if (!facet || facet.queryParams.loadMorePaging) return null;
  const { pageIndex, pageCount } = facet.pagingInfo;
  return (
    <PageLinks
      label={t('pagesOfResults')}
      words={{
        previous: t('previous'),
        next: t('next'),
        pageSuffix: t('pageSuffix'),
        pageNumber: (page) => t('pageNumber', { page: String(page) }),
      }}
      current={pageIndex}
      pageCount={pageCount}
      hrefOf={urlOf}
      linkComponent={linkComponent}
      onFollow={() => onPage('page')}
    />
  );
}

/**
 * Load-more paging: the next page's URL as a link styled as a button (without JavaScript it opens that
 * page; with it the page's results are added to those shown), and the page before when the first shown
 * is not the first.
 */
export function LoadMore({ linkComponent: Link, onPage }: PagingProps) {
  const facet = useSelector((state: WithSearch) => selectCurrentFacet(state));
  const urlOf = usePageUrl();
  const t = useSearchWords();
  if (!facet || !facet.queryParams.loadMorePaging || facet.results.length === 0) return null;
  const { pageCount, pageSize, totalCount } = facet.pagingInfo;
  const first = facet.results[0].pageIndex;
  const last = facet.results[facet.results.length - 1].pageIndex;
  const remaining = totalCount - (last + 1) * pageSize;
  return (
    <div className="load-more">
      {first > 0 ? (
        <Link to={urlOf(first - 1)} className="button button--secondary" onClick={() => onPage('page')}>
          {t('showEarlier')}
        </Link>
      ) : null}
      {last < pageCount - 1 ? (
        <Link to={urlOf(last + 1)} className="button" onClick={() => onPage('more')}>
          {remaining > 0 ? t('showMoreCount', { count: Math.min(pageSize, remaining) }) : t('showMore')}
        </Link>
      ) : null}
    </div>
  );
}
