import { Activity, memo, useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { Highlight, InPage, type InPageValue } from '../../../components';
import type { Entry } from '../../../lib/delivery/types';
import {
  selectFeaturedResults,
  selectIsLoaded,
  selectIsLoading,
  selectLastPageWhenPast,
  selectLikelyResults,
  selectPaging,
  selectResults,
  selectResultsKey,
  selectSearch,
  selectSearchError,
  selectSearchUrl,
  selectSearchTerm,
  selectSelectedFilters,
  type WithSearch,
} from '../selectors';
import { filtersCleared } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { LoadMore, Pagination } from './Paging';
import { SortControls } from './SortControls';
import type { SearchResult } from '../types';
import type { SearchViewOptions } from './types';
import { announcement, highlightWords, pastEndText, summaryText } from './viewText';
import { useSearchWords } from '../words/useSearchWords';
import { useFirstScreenFirst } from './useFirstScreenFirst';

/** Renders when the order, page size or term changes, not with the results area at each step of a search. */
const MemoSortControls = memo(SortControls);

export interface ResultsAreaProps extends SearchViewOptions {
  formId: string;
  headingId: string;
  /** Shown above the results (the current refinements). */
  children?: ReactNode;
}

/** What follows a page link: the results take focus (heading for a new page, first new result for more). */
type PendingFocus = { kind: 'page' } | { kind: 'more'; from: number } | null;

interface EmptyStateProps {
  term: string;
  filtered: boolean;
  /** When this page is past the last one (an old link, a hand-made URL): the page asked for, and the last one. */
  pastEnd: { page: number; pageCount: number } | null;
  linkComponent: SearchViewOptions['linkComponent'];
}

/** The link to the last page, from a page past it: it alone renders with the whole search state and the location. */
function LastPageLink({ pageCount, linkComponent: Link }: { pageCount: number; linkComponent: SearchViewOptions['linkComponent'] }) {
  const search = useSelector((state: WithSearch) => selectSearch(state));
  const location = useLocation();
  const t = useSearchWords();
  return <Link to={selectSearchUrl({ search }, location, undefined, pageCount - 1)}>{t('lastPageLink')}</Link>;
}

function EmptyState({ term, filtered, pastEnd, linkComponent }: EmptyStateProps) {
  const act = useSearchNavigation();
  const t = useSearchWords();
  if (pastEnd) {
    return (
      <div className="empty search-empty">
        <p>
          <strong>{pastEndText(pastEnd.page, pastEnd.pageCount, t)}</strong>{' '}
          <LastPageLink pageCount={pastEnd.pageCount} linkComponent={linkComponent} />
        </p>
      </div>
    );
  }
  return (
    <div className="empty search-empty">
      <p>
        <strong>{term ? t('noResultsFor', { term }) : t('noResults')}</strong>
      </p>
      {filtered ? (
        <p>
          {t('fewerFilters')}{' '}
          <button type="button" className="button button--small" onClick={() => act(filtersCleared({}))}>
            {t('clearFilters')}
          </button>
        </p>
      ) : (
        <p>{t('spellingHint')}</p>
      )}
    </div>
  );
}

/** After a page link the results take focus once they have arrived: the heading for a new page, the first new result for more. */
function useResultsFocus(isLoading: boolean, results: readonly SearchResult[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const pending = useRef<PendingFocus>(null);
  useEffect(() => {
    const focus = pending.current;
    if (!focus || isLoading) return;
    pending.current = null;
    const link = focus.kind === 'more' ? list.current?.children[focus.from]?.querySelector('a') : null;
    if (link) link.focus();
    else heading.current?.focus();
  }, [isLoading, results]);
  // The same function from render to render, so the memoised paging is not drawn again with each answer.
  const count = useRef(results.length);
  useEffect(() => {
    count.current = results.length;
  }, [results]);
  const onPage = useCallback((kind: 'page' | 'more') => {
    pending.current = kind === 'more' ? { kind, from: count.current } : { kind };
  }, []);
  return { heading, list, onPage };
}

/** The state the results area shows. */
function useResults() {
  const results = useSelector((state: WithSearch) => selectResults(state));
  const featured = useSelector((state: WithSearch) => selectFeaturedResults(state));
  const paging = useSelector((state: WithSearch) => selectPaging(state));
  const isLoading = useSelector((state: WithSearch) => selectIsLoading(state) || Boolean(selectPaging(state)?.isLoading));
  const isLoaded = useSelector((state: WithSearch) => selectIsLoaded(state));
  const error = useSelector((state: WithSearch) => selectSearchError(state));
  const term = useSelector((state: WithSearch) => selectSearchTerm(state));
  const filtered = useSelector((state: WithSearch) => Object.keys(selectSelectedFilters(state)).length > 0);
  const lastPage = useSelector((state: WithSearch) => selectLastPageWhenPast(state));
  const pastEnd = paging && paging.totalCount > 0 && lastPage !== null ? { page: paging.pageIndex + 1, pageCount: lastPage + 1 } : null;
  return { results, featured, paging, isLoading, isLoaded, error, term, filtered, pastEnd };
}

interface ResultItemProps extends Pick<SearchViewOptions, 'renderResult' | 'onNavigate'> {
  entry: InPageValue<Entry>;
  term: string;
}

/**
 * One result, drawn from its entry alone, so the page's first results travel once, in its HTML (InPage). A memo:
 * a filter click renders the results area several times (the choice, the new address, loading, the answer) and
 * only the answer changes the entries.
 */
const ResultItem = memo(function ResultItem({ entry, term, renderResult, onNavigate }: ResultItemProps) {
  const words = highlightWords(term);
  const mark = words.length > 0 ? (text: string) => <Highlight text={text} words={words} /> : undefined;
  return (
    <InPage value={entry} onNavigate={onNavigate}>
      {(shown) => renderResult(shown, { words, mark, headingLevel: 3 })}
    </InPage>
  );
});

interface ResultListProps {
  results: readonly SearchResult[];
  /** Drawn ahead, out of sight: its first screen only, the rest once shown. */
  drawAhead: boolean;
  listRef: RefObject<HTMLOListElement | null>;
  isLoading: boolean;
  item: Omit<ResultItemProps, 'entry'>;
}

function ResultList({ results, drawAhead, listRef, isLoading, item }: ResultListProps) {
  const drawn = useFirstScreenFirst(results, drawAhead);
  return (
    <ol ref={listRef} className="card-list search-results__list" aria-busy={isLoading}>
      {drawn.map((result) => (
        <li key={`${result.pageIndex}-${result.position}`}>
          <ResultItem entry={result.entry} {...item} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The lists to draw: the results, and a likely choice's results drawn ahead out of sight (React's Activity), so that
 * its click shows a list that is drawn already (the same name, `resultsKey`) instead of drawing one.
 */
function useResultLists(results: readonly SearchResult[]) {
  const key = useSelector((state: WithSearch) => selectResultsKey(state));
  const likely = useSelector((state: WithSearch) => selectLikelyResults(state));
  const lists = results.length > 0 ? [{ key, shown: results, drawAhead: false }] : [];
  if (likely && likely.key !== key) lists.push({ key: likely.key, shown: likely.results, drawAhead: true });
  return lists;
}

/**
 * The results: heading, summary ("21–40 of 342 results"), sort and page size, the list (the term's words
 * marked), an empty state that offers to clear the filters, paging, and a polite live region that announces
 * each new set of results once it has arrived.
 */
export function ResultsArea({
  formId,
  headingId,
  children,
  renderResult,
  linkComponent,
  sortOptions,
  pageSizes,
  configText,
  onNavigate,
}: ResultsAreaProps) {
  const { results, featured, paging, isLoading, isLoaded, error, term, filtered, pastEnd } = useResults();
  const { heading, list, onPage } = useResultsFocus(isLoading, results);
  const lists = useResultLists(results);
  const t = useSearchWords();
  const item = { term, renderResult, onNavigate };
  if (!paging) return null;
  const empty = !isLoading && isLoaded && !error && results.length === 0 && featured.length === 0;
  return (
    <section className="search-results" aria-labelledby={headingId}>
      <div className="search-results__header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('results')}
        </h2>
        <p className="search-results__summary">{isLoaded || results.length > 0 ? summaryText(results, paging, t) : ''}</p>
        <MemoSortControls formId={formId} sortOptions={sortOptions} pageSizes={pageSizes} configText={configText} />
      </div>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite">
        {isLoading ? '' : error ? t('unavailable') : isLoaded ? announcement(results, paging, term, t) : ''}
      </p>
      {error ? (
        <p className="notice notice--error">
          {t('unavailable')} {t('tryAgain')}
        </p>
      ) : null}
      {empty ? <EmptyState term={term} filtered={filtered} pastEnd={pastEnd} linkComponent={linkComponent} /> : null}
      {featured.length > 0 ? (
        <ol className="card-list search-results__featured" aria-label={t('featured')}>
          {featured.map((entry, index) => (
            <li key={index}>
              <ResultItem entry={entry} term={term} renderResult={renderResult} onNavigate={onNavigate} />
            </li>
          ))}
        </ol>
      ) : null}
      {lists.map(({ key, shown, drawAhead }) => (
        <Activity key={key} mode={drawAhead ? 'hidden' : 'visible'}>
          <ResultList results={shown} drawAhead={drawAhead} listRef={list} isLoading={isLoading} item={item} />
        </Activity>
      ))}
      <Pagination linkComponent={linkComponent} onPage={onPage} />
      <LoadMore linkComponent={linkComponent} onPage={onPage} />
    </section>
  );
}
