import { memo, useCallback } from 'react';
import { useStore } from 'react-redux';
import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { selectCurrentFacet, selectSearchUrl, type WithSearch } from '../selectors';
import type { SearchLinkComponent } from './types';
import { PageLinks } from '../../../components';
import { useSearchWords } from '../words/useSearchWords';

export interface PagingProps {
  linkComponent: SearchLinkComponent;
  /** Called when the visitor follows a page link (the results take focus once they arrive). */
  onPage: (kind: 'page' | 'more') => void;
}

/**
 * The URL of one page of the current facet, as the state holds it otherwise. The paging draws again when the first
 * page's URL changes (the others differ from it only in their page), not with each answer or count a search brings.
 */
function usePageUrl(): (pageIndex: number) => string {
  const store = useStore<WithSearch>();
  const location = useLocation();
  const firstPage = useSelector((state: WithSearch) => selectSearchUrl(state, location, undefined, 0));
  return useCallback(
    (pageIndex: number) => (pageIndex === 0 ? firstPage : selectSearchUrl(store.getState(), location, undefined, pageIndex)),
    [store, location, firstPage],
  );
}

/** A number about the current facet (0 without one), so that paging draws again only when it changes. */
function useFacetNumber(pick: (facet: NonNullable<ReturnType<typeof selectCurrentFacet>>) => number): number {
  return useSelector((state: WithSearch) => {
    const facet = selectCurrentFacet(state);
    return facet ? pick(facet) : 0;
  });
}

/** Numbered pages with previous and next: plain links, so paging works without JavaScript. */
export const Pagination = memo(function Pagination({ linkComponent, onPage }: PagingProps) {
  const shown = useFacetNumber((facet) => (facet.queryParams.loadMorePaging ? 0 : 1));
  const pageIndex = useFacetNumber((facet) => facet.pagingInfo.pageIndex);
  const pageCount = useFacetNumber((facet) => facet.pagingInfo.pageCount);
  const urlOf = usePageUrl();
  const t = useSearchWords();
  if (!shown) return null;
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
});

/**
 * Load-more paging: the next page's URL as a link styled as a button (without JavaScript it opens that
 * page; with it the page's results are added to those shown), and the page before when the first shown
 * is not the first.
 */
export const LoadMore = memo(function LoadMore({ linkComponent: Link, onPage }: PagingProps) {
  const shown = useFacetNumber((facet) => (facet.queryParams.loadMorePaging && facet.results.length > 0 ? 1 : 0));
  const first = useFacetNumber((facet) => facet.results[0]?.pageIndex ?? 0);
  const last = useFacetNumber((facet) => facet.results.at(-1)?.pageIndex ?? 0);
  const pageCount = useFacetNumber((facet) => facet.pagingInfo.pageCount);
  const pageSize = useFacetNumber((facet) => facet.pagingInfo.pageSize);
  const totalCount = useFacetNumber((facet) => facet.pagingInfo.totalCount);
  const urlOf = usePageUrl();
  const t = useSearchWords();
  if (!shown) return null;
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
});
