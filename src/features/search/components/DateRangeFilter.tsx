import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Filter } from '../types';
import { filtersCleared, filterToggled } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { filterTitle } from './FilterGroup';
import { dateRangeKey, parseDateRangeKey } from './viewText';

/** A `between` filter with no items of its own: the visitor gives the dates. */
export const isDateRangeFilter = (filter: Filter) =>
  filter.fieldOperator === 'between' && !filter.contentTypeId && !filter.path && filter.items.every((item) => item.title === null);

/**
 * Two dates, applied together: the selection becomes the one range `from--to`. Needs JavaScript (a plain
 * form cannot join two fields into one value), so its inputs are not part of the plain form.
 */
export function DateRangeFilter({ filterKey, filter }: { filterKey: string; filter: Filter }) {
  const dispatch = useDispatch();
  const act = useSearchNavigation();
  const id = useId();
  const selected = filter.items.find((item) => item.isSelected)?.key ?? null;
  const [range, setRange] = useState(() => parseDateRangeKey(selected));
  useEffect(() => setRange(parseDateRangeKey(selected)), [selected]);
  const title = filterTitle(filterKey, filter);
  const key = dateRangeKey(range.from, range.to);

  const apply = () => {
    if (key === selected) return;
    // The new range replaces the one selected (a range filter holds one).
    if (key) dispatch(filtersCleared({ filterKey }));
    act(key ? filterToggled({ filterKey, key }) : filtersCleared({ filterKey }));
  };

  return (
    <fieldset className="filter-group filter-group--dates">
      <legend className="filter-group__title">{title}</legend>
      <div className="filter-group__date">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </div>
      <div className="filter-group__date">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={range.to} min={range.from || undefined} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </div>
      <div className="filter-group__actions">
        <button type="button" className="button button--small" onClick={apply}>
          Apply dates
        </button>
        {selected ? (
          <button type="button" className="button--link" onClick={() => act(filtersCleared({ filterKey }))}>
            Clear dates
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
