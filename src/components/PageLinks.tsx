import type { ComponentType, MouseEvent, ReactNode } from 'react';

export type PageLinkComponent = ComponentType<{
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  rel?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}>;

export interface PageLinksProps {
  /** The navigation's accessible name ("Pages of results"). */
  label: string;
  /** The page shown, 0-based; past the last page (an old link) "previous" is the last page. */
  current: number;
  pageCount: number;
  hrefOf: (pageIndex: number) => string;
  linkComponent: PageLinkComponent;
  /** Called when the visitor follows one of the links. */
  onFollow?: () => void;
  /** The links' words in the page's language (default English). */
  words?: PageLinksWords;
}

export interface PageLinksWords {
  previous: string;
  next: string;
  /** Visually hidden after "Previous" and "Next" (" page"). */
  pageSuffix: string;
  /** A numbered link's accessible name ("Page 3"). */
  pageNumber: (page: number) => string;
}

const ENGLISH: PageLinksWords = { previous: 'Previous', next: 'Next', pageSuffix: ' page', pageNumber: (page) => `Page ${page}` };

/**
 * The pages a pagination offers (0-based), with null for a gap: the first and last, and two either side
 * of the current one, so the list stays short however many pages there are.
 */
export function pageWindow(pageIndex: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 0; page < pageCount; page++) {
    const near = Math.abs(page - pageIndex) <= 2;
    if (page === 0 || page === pageCount - 1 || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Numbered pages with previous and next: plain links, so paging works without JavaScript. */
export function PageLinks({ label, current, pageCount, hrefOf, linkComponent: Link, onFollow, words = ENGLISH }: PageLinksProps) {
  if (pageCount < 2) return null;
  const shownNear = Math.min(current, pageCount - 1);
  const previous = current > 0 ? Math.min(current - 1, pageCount - 1) : null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {previous !== null ? (
          <li>
            <Link to={hrefOf(previous)} rel="prev" onClick={onFollow}>
              {words.previous}
              {words.pageSuffix ? <span className="visually-hidden">{words.pageSuffix}</span> : null}
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
                to={hrefOf(page)}
                className={page === current ? 'pagination__page pagination__page--current' : 'pagination__page'}
                aria-current={page === current ? 'page' : undefined}
                aria-label={words.pageNumber(page + 1)}
                onClick={onFollow}
              >
                {String(page + 1)}
              </Link>
            </li>
          ),
        )}
        {current < pageCount - 1 ? (
          <li>
            <Link to={hrefOf(current + 1)} rel="next" onClick={onFollow}>
              {words.next}
              {words.pageSuffix ? <span className="visually-hidden">{words.pageSuffix}</span> : null}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
