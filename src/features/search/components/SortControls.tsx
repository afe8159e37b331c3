import { useId } from 'react';
import { useSelector } from '../../../lib/render';
import { selectCurrentFacet, selectCurrentFacetKey, selectSearchTerm, type WithSearch } from '../selectors';
import { pageSizeChanged, sortOrderChanged } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import type { SortOption } from './types';
import { useSearchWords } from '../words/useSearchWords';

export interface SortControlsProps {
  formId: string;
  sortOptions?: Record<string, SortOption[]>;
  pageSizes?: number[];
  /** A sort choice's label as the page shows it (SearchViewOptions.configText). */
  configText?: (text: string) => string;
}

/** Sort order and page size: fields of the search form without JavaScript, a navigation on change with it. */
export function SortControls({ formId, sortOptions, pageSizes, configText = (text) => text }: SortControlsProps) {
  const act = useSearchNavigation();
  const id = useId();
  const key = useSelector((state: WithSearch) => selectCurrentFacetKey(state));
  // The parts it shows, not the facet: a search's progress (loading, the answer, the counts) changes the facet.
  const queryParams = useSelector((state: WithSearch) => selectCurrentFacet(state)?.queryParams);
  const facetPageSize = useSelector((state: WithSearch) => selectCurrentFacet(state)?.pagingInfo.pageSize);
  const term = useSelector((state: WithSearch) => selectSearchTerm(state));
  const t = useSearchWords();
  if (!queryParams || facetPageSize === undefined) return null;
  // The facet's own order (an empty choice) is relevance with a term, else its configured order: the
  // control shows the order the results are in, and offers "relevance" only when there is a term.
  const sorts = (sortOptions?.[key] ?? sortOptions?.['*'] ?? []).filter((option) => term || option.orderBy.length > 0);
  const dynamic = queryParams.dynamicOrderBy ?? [];
  const order = (dynamic.length > 0 || term ? dynamic : (queryParams.orderBy ?? [])).join(',');
  if (sorts.length > 0 && !sorts.some((option) => option.orderBy.join(',') === order))
    sorts.unshift({ label: t('defaultOrder'), orderBy: order ? order.split(',') : [] });
  // The facet's own order, not chosen by the visitor, is sent empty by the plain form: a term typed there then
  // searches by relevance, as the scripted UI does, rather than keeping the order the page had without one.
  const chosen = dynamic.length > 0;
  const valueOf = (orderBy: readonly string[]) => (!chosen && orderBy.join(',') === order ? '' : orderBy.join(','));
  const sizes = pageSizes && pageSizes.length > 0 ? [...new Set([...pageSizes, facetPageSize])].sort((a, b) => a - b) : [];
  return (
    <div className="sort-controls">
      {sorts.length > 0 ? (
        <div className="sort-controls__field">
          <label htmlFor={`${id}-sort`}>{t('sortBy')}</label>
          <select
            id={`${id}-sort`}
            name="orderBy"
            form={formId}
            value={chosen ? order : ''}
            onChange={(event) => act(sortOrderChanged({ orderBy: event.target.value ? event.target.value.split(',') : [] }))}
          >
            {sorts.map((option) => (
              <option key={option.label} value={valueOf(option.orderBy)}>
                {configText(option.label)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {sizes.length > 0 ? (
        <div className="sort-controls__field">
          <label htmlFor={`${id}-size`}>{t('perPage')}</label>
          <select
            id={`${id}-size`}
            name="pageSize"
            form={formId}
            value={facetPageSize}
            onChange={(event) => act(pageSizeChanged({ pageSize: Number(event.target.value) }))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
