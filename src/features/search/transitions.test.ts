// A selection compared before it is applied: the comparison must agree with what applying it changes.
import { selectionDiffers, setSelection } from './transitions';
import type { Filter, FilterItem } from './types';

const item = (key: string, isSelected: boolean, title: string | null = key.toUpperCase()): FilterItem => ({
  key,
  title,
  path: null,
  isSelected,
});

const filter = (items: FilterItem[], loadsItems = false): Filter => ({
  title: 'Topic',
  fieldId: 'topic',
  fieldOperator: null,
  logicOperator: 'or',
  contentTypeId: loadsItems ? 'topic' : null,
  customWhere: [],
  path: null,
  isSingleSelect: false,
  isGrouped: false,
  renderable: true,
  isLoading: false,
  isError: false,
  error: null,
  items,
});

const cases: [string, Filter, string[]][] = [
  ['the same selection', filter([item('a', true), item('b', false)]), ['a']],
  ['the same selection in another case', filter([item('a', true), item('b', false)]), ['A']],
  ['nothing selected, nothing asked', filter([item('a', false)]), []],
  ['one more item', filter([item('a', true), item('b', false)]), ['a', 'b']],
  ['one item fewer', filter([item('a', true), item('b', true)]), ['b']],
  ['a key the filter has no item for', filter([item('a', true)]), ['a', 'c']],
  ['a bare item left unselected in a filter that loads its items', filter([item('a', false, null)], true), []],
  ['a bare item still selected', filter([item('a', true, null)], true), ['a']],
  ['a bare item unselected in a filter of fixed items', filter([item('a', false, null)]), []],
];

describe('selectionDiffers', () => {
  it.each(cases)('agrees with what setSelection changes: %s', (_, before, keys) => {
    const applied = structuredClone(before);
    const changed = setSelection(applied, keys) || JSON.stringify(applied) !== JSON.stringify(before);
    expect(selectionDiffers(before, keys)).toBe(changed);
  });

  it('reads only: the filter it compares is left as it was', () => {
    const before = filter([item('a', true), item('b', false, null)], true);
    const copy = structuredClone(before);
    selectionDiffers(Object.freeze(before), ['b', 'c']);
    expect(before).toEqual(copy);
  });
});
