import { useSelector } from '../../../lib/render';
import { selectRenderableFilters, type WithSearch } from '../selectors';
import { DateRangeFilter, isDateRangeFilter } from './DateRangeFilter';
import { FilterGroup } from './FilterGroup';
import { useSearchWords } from '../words/useSearchWords';

/**
 * The current facet's filters. Without JavaScript they are fields of the search form, sent by its "Apply"
 * button; with it each change navigates at once.
 */
export function FilterPanel({ formId, headingId }: { formId: string; headingId: string }) {
  const filters = useSelector((state: WithSearch) => selectRenderableFilters(state));
  const entries = Object.entries(filters);
  const t = useSearchWords();
  if (entries.length === 0) return null;
  return (
    <section className="search-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-filters__title">
        {t('filterResults')}
      </h2>
      {entries.map(([key, filter]) =>
        isDateRangeFilter(filter) ? (
          <DateRangeFilter key={key} filterKey={key} filter={filter} formId={formId} />
        ) : (
          <FilterGroup key={key} filterKey={key} filter={filter} formId={formId} />
        ),
      )}
      <noscript>
        <button type="submit" form={formId} className="button">
          {t('applyFilters')}
        </button>
      </noscript>
    </section>
  );
}
