import { useId } from 'react';
import { useSelector } from '../../../lib/render';
import { useLocation } from 'react-router-dom';
import { preservedParams, selectCurrentFacetKey, selectSearch, type WithSearch } from '../selectors';
import { FacetTabs } from './FacetTabs';
import { FilterPanel } from './FilterPanel';
import { Refinements } from './Refinements';
import { ResultsArea } from './ResultsArea';
import { TermForm } from './TermForm';
import type { SearchViewOptions } from './types';
import { useSearchWords } from '../words/useSearchWords';

/** Where the plain search form goes: the facet's own path (the content type chosen travels as a field), or the listing's. */
function formAction(search: WithSearch['search'], facet: string, pathname: string): string {
  if (search.context !== 'facets' || !facet) return pathname;
  return `${search.path.replace(/\/+$/, '')}/${encodeURIComponent(facet)}`;
}

/**
 * A search page or listing: term box, tabs (search pages), filters, current refinements, sort and page size,
 * results and paging. Everything is in one plain GET form (fields outside it join with `form`), so a term
 * search, filters and paging work without JavaScript; with it each change navigates, and the URL is what is
 * searched (searchLocationSaga).
 */
export function SearchView(options: SearchViewOptions) {
  const search = useSelector((state: WithSearch) => selectSearch(state));
  const facet = useSelector((state: WithSearch) => selectCurrentFacetKey(state));
  const location = useLocation();
  const id = useId();
  const formId = `${id}-form`;
  const t = useSearchWords();
  const context = search[search.context];
  const hidden = preservedParams(location.search, context);
  return (
    <div className="search">
      <TermForm
        formId={formId}
        action={formAction(search, facet, location.pathname)}
        label={options.termLabel ?? t('termLabel')}
        hidden={hidden}
      />
      {search.context === 'facets' ? <FacetTabs linkComponent={options.linkComponent} /> : null}
      <div className="search__layout">
        <FilterPanel formId={formId} headingId={`${id}-filters`} />
        <ResultsArea {...options} formId={formId} headingId={`${id}-results`}>
          <Refinements />
        </ResultsArea>
      </div>
    </div>
  );
}
