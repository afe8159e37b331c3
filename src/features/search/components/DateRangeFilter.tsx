import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Filter } from '../types';
import { filtersCleared, filterToggled } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { FilterChoices, filterTitle } from './FilterGroup';
import { dateRangeKey, parseDateRangeKey } from './viewText';
import { useSearchWords } from '../words/useSearchWords';

/** A `between` filter of its own values: ranges offered as items (with a title), and the visitor's own dates. */
export const isDateRangeFilter = (filter: Filter) => filter.fieldOperator === 'between' && !filter.contentTypeId && !filter.path;

/** An item the visitor gave (their own dates), not one the filter offers. */
const ownRange = (item: { title: string | null }) => item.title === null;

/**
 * The offered ranges (radios with their counts, part of the plain form), then two dates applied together: the
 * selection becomes the one range `from--to`. The dates need JavaScript (a plain form cannot join two fields into
 * one value), so their inputs are not part of the plain form.
 */
export function DateRangeFilter({ filterKey, filter, formId }: { filterKey: string; filter: Filter; formId: string }) {
  const dispatch = useDispatch();
  const act = useSearchNavigation();
  const t = useSearchWords();
  const id = useId();
  const selectedItem = filter.items.find((item) => item.isSelected) ?? null;
  const selected = selectedItem?.key ?? null;
  // The fields show the visitor's own dates; an offered range is shown by its radio.
  const own = selectedItem && ownRange(selectedItem) ? selected : null;
  const [range, setRange] = useState(() => parseDateRangeKey(own));
  useEffect(() => setRange(parseDateRangeKey(own)), [own]);
  const title = filterTitle(filterKey, filter);
  const key = dateRangeKey(range.from, range.to);
  const offered = filter.items.filter((item) => !ownRange(item));

  const apply = () => {
    if (key === selected) return;
    // The new range replaces the one selected (a range filter holds one).
    if (key) dispatch(filtersCleared({ filterKey }));
    act(key ? filterToggled({ filterKey, key }) : filtersCleared({ filterKey }));
  };

  return (
    <fieldset className="filter-group filter-group--dates">
      <legend className="filter-group__title">{title}</legend>
      {offered.length > 0 ? (
        <FilterChoices filterKey={filterKey} filter={{ ...filter, isSingleSelect: true }} items={offered} formId={formId} idPrefix={id} />
      ) : null}
      <div className="filter-group__date">
        <label htmlFor={`${id}-from`}>{t('dateFromLabel')}</label>
        <input id={`${id}-from`} type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </div>
      <div className="filter-group__date">
        <label htmlFor={`${id}-to`}>{t('dateToLabel')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      <div className="filter-group__actions">
        <button type="button" className="button button--small" onClick={apply}>
          {t('applyDates')}
        </button>
        {own ? (
          <button type="button" className="button--link" onClick={() => act(filtersCleared({ filterKey }))}>
            {t('clearDates')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
