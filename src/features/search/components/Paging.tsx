import { useSelector } from '../../../lib/state/useSelector';
import { useLocation } from 'react-router-dom';
import { selectCurrentFacet, selectSearch, selectSearchUrl, type WithSearch } from '../selectors';
import type { SearchLinkComponent } from './types';
import { pageWindow } from './viewText';

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
export function Pagination({ linkComponent: Link, onPage }: PagingProps) {
  const facet = useSelector((state: WithSearch) => selectCurrentFacet(state));
  const urlOf = usePageUrl();
  if (!facet || facet.queryParams.loadMorePaging || facet.pagingInfo.pageCount < 2) return null;
  const { pageIndex, pageCount } = facet.pagingInfo;
  // Past the last page (an old link), "previous" is the last page and the window is drawn around it.
  const shownNear = Math.min(pageIndex, pageCount - 1);
  const previous = pageIndex > 0 ? Math.min(pageIndex - 1, pageCount - 1) : null;
  const follow = () => onPage('page');
  return (
    <nav className="pagination" aria-label="Pages of results">
      <ul>
        {previous !== null ? (
          <li>
            <Link to={urlOf(previous)} rel="prev" onClick={follow}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(shownNear, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={urlOf(page)}
                className={page === pageIndex ? 'pagination__page pagination__page--current' : 'pagination__page'}
                aria-current={page === pageIndex ? 'page' : undefined}
                aria-label={`Page ${page + 1}`}
                onClick={follow}
              >
                {String(page + 1)}
              </Link>
            </li>
          ),
        )}
        {pageIndex < pageCount - 1 ? (
          <li>
            <Link to={urlOf(pageIndex + 1)} rel="next" onClick={follow}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
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
  if (!facet || !facet.queryParams.loadMorePaging || facet.results.length === 0) return null;
  const { pageCount, pageSize, totalCount } = facet.pagingInfo;
  const first = facet.results[0].pageIndex;
  const last = facet.results[facet.results.length - 1].pageIndex;
  const remaining = totalCount - (last + 1) * pageSize;
  return (
    <div className="load-more">
      {first > 0 ? (
        <Link to={urlOf(first - 1)} className="button button--secondary" onClick={() => onPage('page')}>
          Show earlier results
        </Link>
      ) : null}
      {last < pageCount - 1 ? (
        <Link to={urlOf(last + 1)} className="button" onClick={() => onPage('more')}>
          {remaining > 0 ? `Show ${Math.min(pageSize, remaining)} more` : 'Show more'}
        </Link>
      ) : null}
    </div>
  );
}
