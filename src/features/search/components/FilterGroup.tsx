import { memo, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Filter, FilterItem } from '../types';
import { filtersCleared, filterToggled } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { formatCount } from '../../../components/formatNumber';
import { useSearchWords } from '../words/useSearchWords';
import { useLikelyChoice, type LikelyChoice } from './useLikelyChoice';

/** Lists longer than this get a box that narrows them. */
export const LONG_FILTER_LIST = 7;

export interface FilterGroupProps {
  filterKey: string;
  filter: Filter;
  /** The search form the inputs belong to: a plain submit sends the selection as `filterKey=a&filterKey=b`. */
  formId: string;
}

export const filterTitle = (filterKey: string, filter: Filter) => filter.title ?? filterKey;
export const itemTitle = (item: FilterItem) => item.title ?? item.key;

/** A memo: an item the state left as it was (its title, its count) is not drawn again when another is chosen. */
const ItemLabel = memo(function ItemLabel({ item }: { item: FilterItem }) {
  return (
    <>
      {itemTitle(item)}
      {item.aggregate !== undefined ? <span className="filter-group__count"> ({formatCount(item.aggregate)})</span> : null}
    </>
  );
});

export interface FilterChoicesProps {
  filterKey: string;
  filter: Filter;
  /** The items listed (all of the filter's, or those a narrowing box keeps). */
  items: FilterItem[];
  formId: string;
  /** Unique per filter on the page: the inputs' ids are made from it. */
  idPrefix: string;
}

type SearchAct = ReturnType<typeof useSearchNavigation>;

interface ChoiceInputProps {
  id: string;
  type: 'checkbox' | 'radio';
  filterKey: string;
  value: string;
  formId: string;
  checked: boolean;
  act: SearchAct;
  likely: LikelyChoice;
}

/**
 * One item's box, a memo: React sets an input's `type` and `name` again each time it draws it, and the browser
 * restyles each such box, so only the box whose choice changed is drawn when one is chosen or counts arrive.
 */
const ChoiceInput = memo(function ChoiceInput({ id, type, filterKey, value, formId, checked, act, likely }: ChoiceInputProps) {
  return (
    <input
      id={id}
      type={type}
      name={filterKey}
      value={value}
      form={formId}
      checked={checked}
      onChange={() => act(filterToggled({ filterKey, key: value }))}
      onPointerDown={() => likely.pressed(value)}
      onKeyDown={(event) => (event.key === ' ' && !event.repeat ? likely.pressed(value) : undefined)}
    />
  );
});

/**
 * Choices the browser made alone: a click before the search UI has hydrated changes the box but searches
 * nothing. Once hydrated (this runs on mount), an input whose state differs from the selection is taken as the
 * visitor's choice. Later the inputs follow the selection, so this finds nothing more.
 */
function useChoicesMadeWhileHydrating(list: RefObject<HTMLUListElement | null>, filterKey: string, filter: Filter, act: SearchAct) {
  const first = useRef({ filterKey, filter, act });
  useEffect(() => {
    const { filterKey: key, filter: shown, act: choose } = first.current;
    const selected = new Set(shown.items.filter((item) => item.isSelected).map((item) => item.key));
    for (const input of list.current?.querySelectorAll<HTMLInputElement>('input') ?? []) {
      const expected = input.value === '' ? selected.size === 0 : selected.has(input.value);
      if (input.checked === expected || (shown.isSingleSelect && !input.checked)) continue;
      choose(input.value === '' ? filtersCleared({ filterKey: key }) : filterToggled({ filterKey: key, key: input.value }));
    }
  }, [list]);
}

/**
 * A filter's items as checkboxes, or as radios with "Any" first for a single-select filter, each with its count
 * ("(0)" when none of the results it would give exist).
 */
export function FilterChoices({ filterKey, filter, items, formId, idPrefix }: FilterChoicesProps) {
  const act = useSearchNavigation();
  const likely = useLikelyChoice(filterKey, filter);
  const t = useSearchWords();
  const list = useRef<HTMLUListElement>(null);
  useChoicesMadeWhileHydrating(list, filterKey, filter, act);
  const type = filter.isSingleSelect ? 'radio' : 'checkbox';
  const anySelected = filter.items.some((item) => item.isSelected);
  return (
    <ul ref={list} className="filter-group__items">
      {filter.isSingleSelect ? (
        <li>
          <input
            id={`${idPrefix}-any`}
            type="radio"
            name={filterKey}
            value=""
            form={formId}
            checked={!anySelected}
            onChange={() => act(filtersCleared({ filterKey }))}
          />
          <label htmlFor={`${idPrefix}-any`}>{t('anyChoice')}</label>
        </li>
      ) : null}
      {items.map((item, index) => (
        // An item no result has stays a choice (the visitor may want it with other filters), shown quieter.
        <li
          key={item.key}
          className={item.aggregate === 0 && !item.isSelected ? 'filter-group__item--none' : undefined}
          onPointerEnter={(event) => likely.entered(event, item.key)}
          onPointerLeave={likely.left}
        >
          <ChoiceInput
            id={`${idPrefix}-${index}`}
            type={type}
            filterKey={filterKey}
            value={item.key}
            formId={formId}
            checked={item.isSelected}
            act={act}
            likely={likely}
          />
          <label htmlFor={`${idPrefix}-${index}`}>
            <ItemLabel item={item} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The box that narrows a long list: a memo, drawn again only as its text changes (see ChoiceInput). */
const NarrowBox = memo(function NarrowBox({
  id,
  label,
  text,
  onText,
}: {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <div className="filter-group__narrow">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} autoComplete="off" onChange={(event) => onText(event.target.value)} />
    </div>
  );
});

/**
 * One filter: checkboxes, or radios for a single-select filter (with "Any" to clear it), each item with its
 * count; a long list gets a box that narrows it (selected items always stay in view).
 */
export const FilterGroup = memo(function FilterGroup({ filterKey, filter, formId }: FilterGroupProps) {
  const act = useSearchNavigation();
  const t = useSearchWords();
  const id = useId();
  const [narrow, setNarrow] = useState('');
  const title = filterTitle(filterKey, filter);
  const anySelected = filter.items.some((item) => item.isSelected);
  const wanted = narrow.trim().toLowerCase();
  const shown = wanted ? filter.items.filter((item) => item.isSelected || itemTitle(item).toLowerCase().includes(wanted)) : filter.items;
  return (
    <fieldset className="filter-group" aria-busy={filter.isLoading || undefined}>
      <legend className="filter-group__title">{title}</legend>
      {filter.isError ? <p className="filter-group__message">{t('choicesFailed')}</p> : null}
      {filter.items.length > LONG_FILTER_LIST ? (
        <NarrowBox id={`${id}-narrow`} label={t('findChoice', { title: title.toLowerCase() })} text={narrow} onText={setNarrow} />
      ) : null}
      <FilterChoices filterKey={filterKey} filter={filter} items={shown} formId={formId} idPrefix={id} />
      {wanted && shown.length === 0 ? (
        <p className="filter-group__message">{t('noChoiceMatches', { title: title.toLowerCase(), text: narrow.trim() })}</p>
      ) : null}
      {anySelected && !filter.isSingleSelect ? (
        <button type="button" className="button--link filter-group__clear" onClick={() => act(filtersCleared({ filterKey }))}>
          {t('clearChoices', { title: title.toLowerCase() })}
        </button>
      ) : null}
    </fieldset>
  );
});
