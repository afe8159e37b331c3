import { memo, useId, useMemo } from 'react';
import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { paramsOutsideSearch, selectCurrentFacetKey, selectFilterKeyList, type WithSearch } from '../selectors';
import { FacetTabs } from './FacetTabs';
import { FilterPanel } from './FilterPanel';
import { Refinements } from './Refinements';
import { ResultsArea } from './ResultsArea';
import { TermForm } from './TermForm';
import type { SearchViewOptions } from './types';
import { useSearchWords } from '../words/useSearchWords';

/** Where the plain search form goes: the facet's own path (the content type chosen travels as a field), or the listing's. */
function formAction(context: WithSearch['search']['context'], searchPath: string, facet: string, pathname: string): string {
  if (context !== 'facets' || !facet) return pathname;
  return `${searchPath.replace(/\/+$/, '')}/${encodeURIComponent(facet)}`;
}

// Each part renders when what it shows changes, not with every step of a search: a filter click's own render (the
// choice, the address) comes before the browser paints it, and drawing the whole view there held that paint up.
const MemoTermForm = memo(TermForm);
const MemoFacetTabs = memo(FacetTabs);
const MemoFilterPanel = memo(FilterPanel);
const MemoResultsArea = memo(ResultsArea);

/** The page's other query parameters (a project choice), the same array while they stay the same. */
function useParamsOutsideSearch(search: string): [string, string][] {
  const filterKeys = useSelector((state: WithSearch) => selectFilterKeyList(state));
  const text = JSON.stringify(paramsOutsideSearch(search, filterKeys));
  return useMemo(() => JSON.parse(text) as [string, string][], [text]);
}

/**
 * A search page or listing: term box, tabs (search pages), filters, current refinements, sort and page size,
 * results and paging. Everything is in one plain GET form (fields outside it join with `form`), so a term
 * search, filters and paging work without JavaScript; with it each change navigates, and the URL is what is
 * searched (searchLocationSaga).
 */
export function SearchView(options: SearchViewOptions) {
  const context = useSelector((state: WithSearch) => state.search.context);
  const searchPath = useSelector((state: WithSearch) => state.search.path);
  const facet = useSelector((state: WithSearch) => selectCurrentFacetKey(state));
  const location = useLocation();
  const id = useId();
  const formId = `${id}-form`;
  const t = useSearchWords();
  const hidden = useParamsOutsideSearch(location.search);
  const refinements = useMemo(() => <Refinements />, []);
  return (
    <div className="search">
      <MemoTermForm
        formId={formId}
        action={formAction(context, searchPath, facet, location.pathname)}
        label={options.termLabel ?? t('termLabel')}
        hidden={hidden}
      />
      {context === 'facets' ? <MemoFacetTabs linkComponent={options.linkComponent} /> : null}
      <div className="search__layout">
        <MemoFilterPanel formId={formId} headingId={`${id}-filters`} />
        <MemoResultsArea {...options} formId={formId} headingId={`${id}-results`}>
          {refinements}
        </MemoResultsArea>
      </div>
    </div>
  );
}
