// Selected filter values in a search (spec §5: between, distanceWithin; logic operators in / and / not).
import { filterExpressions } from './filters';

const quiet = () => undefined;

describe('filterExpressions', () => {
  it('matches any selected value with `in` by default', () => {
    expect(filterExpressions([{ fieldId: 'topic.sys.id', values: ['a', 'b'] }])).toEqual([{ field: 'topic.sys.id', in: ['a', 'b'] }]);
  });

  it('matches every selected value with `and` (one equalTo each)', () => {
    expect(filterExpressions([{ fieldId: 'tags', values: ['x', 'y'], logicOperator: 'and' }])).toEqual([
      { field: 'tags', equalTo: 'x' },
      { field: 'tags', equalTo: 'y' },
    ]);
  });

  it('matches none of the selected values with `not`', () => {
    expect(filterExpressions([{ fieldId: 'tags', values: ['x', 'y'], logicOperator: 'not' }])).toEqual([
      { not: [{ field: 'tags', in: ['x', 'y'] }] },
    ]);
  });

  it('lets any of several fields match', () => {
    expect(filterExpressions([{ fieldId: ['a', 'b'], values: ['1'] }])).toEqual([
      {
        or: [
          { field: 'a', in: ['1'] },
          { field: 'b', in: ['1'] },
        ],
      },
    ]);
  });

  it('adds nothing for a filter without values', () => {
    expect(filterExpressions([{ fieldId: 'a', values: [] }])).toEqual([]);
  });

  it('reads `min--max` for between, as numbers when they are numbers', () => {
    expect(filterExpressions([{ fieldId: 'price', values: ['5--10', '-3--0.5'], fieldOperator: 'between' }])).toEqual([
      {
        or: [
          { field: 'price', between: [5, 10] },
          { field: 'price', between: [-3, 0.5] },
        ],
      },
    ]);
    expect(filterExpressions([{ fieldId: 'date', values: ['2024-01-01--2024-12-31T10:11:12Z'], fieldOperator: 'between' }])).toEqual([
      { field: 'date', between: ['2024-01-01T00:00:00.000Z', '2024-12-31T10:11:00.000Z'] },
    ]);
  });

  it('discards a between value that is not two values, with a console message', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(quiet);
    try {
      expect(filterExpressions([{ fieldId: 'price', values: ['5', '--7', '1--2--3'], fieldOperator: 'between' }])).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(3);
      expect(warn).toHaveBeenCalledWith(
        '[search] A "between" filter needs two values separated by "--"; the value "5" has been discarded.',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the valid between values of a selection and drops the others', () => {
    const report = jest.fn();
    expect(filterExpressions([{ fieldId: 'price', values: ['5', '1--2'], fieldOperator: 'between' }], report)).toEqual([
      { field: 'price', between: [1, 2] },
    ]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reads `lat lon [distance]` for distanceWithin, 10mi by default', () => {
    expect(filterExpressions([{ fieldId: 'location', values: ['52.2 -2.1', '51.5 0.1 25km'], fieldOperator: 'distanceWithin' }])).toEqual([
      {
        or: [
          { field: 'location', distanceWithin: { lat: 52.2, lon: -2.1, distance: '10mi' } },
          { field: 'location', distanceWithin: { lat: 51.5, lon: 0.1, distance: '25km' } },
        ],
      },
    ]);
  });

  it.each(['52.2', 'north south', '95 0', '52 1 far', '52 1 5mi extra'])(
    'discards the distanceWithin value %p with a console message',
    (value) => {
      const report = jest.fn();
      expect(filterExpressions([{ fieldId: 'location', values: [value], fieldOperator: 'distanceWithin' }], report)).toEqual([]);
      expect(report).toHaveBeenCalledWith(
        `[search] A "distanceWithin" filter needs "lat lon [distance]"; the value "${value}" has been discarded.`,
      );
    },
  );

  it('never turns a visitor value into a contains pattern', () => {
    expect(filterExpressions([{ fieldId: 'title', values: ['a*b?c\\'], fieldOperator: 'contains' }])).toEqual([
      { field: 'title', contains: 'abc' },
    ]);
  });

  it('supports the other operators', () => {
    expect(
      filterExpressions([
        { fieldId: 'image', values: ['true'], fieldOperator: 'exists' },
        { fieldId: 'video', values: ['false'], fieldOperator: 'exists' },
        { fieldId: 'price', values: ['10'], fieldOperator: 'greaterThan' },
        { fieldId: 'body', values: ['bees'], fieldOperator: 'freeText' },
        { fieldId: 'slug', values: ['news-'], fieldOperator: 'startsWith', logicOperator: 'and' },
      ]),
    ).toEqual([
      { field: 'image', exists: true },
      { field: 'video', exists: false },
      { field: 'price', greaterThan: 10 },
      { field: 'body', freeText: { term: 'bees', fuzzy: false, operator: 'and' } },
      { field: 'slug', startsWith: 'news-' },
    ]);
  });
});
