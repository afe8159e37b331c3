import { useWordsContext } from '../../../lib/i18n';
import { useSelector } from '../../../lib/render';
import { selectRenderableFilters, type WithSearch } from '../selectors';
import { filtersCleared, filterToggled } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { isDateRangeFilter } from './DateRangeFilter';
import { filterTitle, itemTitle } from './FilterGroup';
import { dateRangeLabel } from './viewText';
import { useSearchWords } from '../words/useSearchWords';

interface Chip {
  filterKey: string;
  key: string;
  label: string;
}

/** The current refinements as removable chips, and "Clear all filters". */
export function Refinements() {
  const filters = useSelector((state: WithSearch) => selectRenderableFilters(state));
  const act = useSearchNavigation();
  const t = useSearchWords();
  const { language } = useWordsContext('search');
  const chips: Chip[] = Object.entries(filters).flatMap(([filterKey, filter]) =>
    filter.items
      .filter((item) => item.isSelected)
      .map((item) => ({
        filterKey,
        key: item.key,
        label: `${filterTitle(filterKey, filter)}: ${isDateRangeFilter(filter) && item.title === null ? dateRangeLabel(item.key, t, language) : itemTitle(item)}`,
      })),
  );
  if (chips.length === 0) return null;
  return (
    <div className="refinements">
      <h2 className="visually-hidden">{t('currentFilters')}</h2>
      <ul className="refinements__list">
        {chips.map((chip) => (
          <li key={`${chip.filterKey}\n${chip.key}`}>
            <button
              type="button"
              className="chip"
              aria-label={t('removeFilter', { label: chip.label })}
              onClick={() => act(filterToggled({ filterKey: chip.filterKey, key: chip.key }))}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button--link refinements__clear" onClick={() => act(filtersCleared({}))}>
        {t('clearFilters')}
      </button>
    </div>
  );
}
