import { parseSearchQuery } from './parseSearchQuery';
import { SearchIndex } from './searchIndex';
import { allEntries, contentTypes, entry } from './testEntries';

const index = new SearchIndex(allEntries, { contentTypes });
const aggregate = (query: Record<string, unknown>, options = {}) => index.search(parseSearchQuery(query), options).aggregations ?? {};

describe('aggregations', () => {
  it('counts lower-cased values over the matching entries', () => {
    expect(aggregate({ aggregations: { types: { field: 'sys.contentTypeId' } } })).toEqual({
      types: { blogpost: 4, event: 3, person: 2 },
    });
  });

  it('counts taxonomy values by key, each element of an array field once per entry', () => {
    expect(aggregate({ aggregations: { topics: { field: 'topics' } } })).toEqual({
      topics: { '0/1/11': 3, '0/1/12': 2, '0/1/13': 1, '0/1/14': 1 },
    });
    const tagged = new SearchIndex(
      [entry('t1', 'note', { tags: ['Red', 'red', 'RED', 'Green'] }), entry('t2', 'note', { tags: ['red'] })],
      { contentTypes: [] },
    );
    expect(tagged.search(parseSearchQuery({ aggregations: { tags: { field: 'tags' } } })).aggregations).toEqual({
      tags: { red: 2, green: 1 },
    });
  });

  it('keeps the top `size` buckets by count, ties by value', () => {
    const entries = (result: Record<string, Record<string, number>>) => Object.entries(result.topics);
    expect(entries(aggregate({ aggregations: { topics: { field: 'topics', size: 2 } } }))).toEqual([
      ['0/1/11', 3],
      ['0/1/12', 2],
    ]);
    expect(entries(aggregate({ aggregations: { topics: { field: 'topics', size: 3 } } }))).toEqual([
      ['0/1/11', 3],
      ['0/1/12', 2],
      ['0/1/13', 1],
    ]);
  });

  it('adds a bucket for entries without a value when `missing` is given', () => {
    expect(aggregate({ aggregations: { featured: { field: 'featured', missing: 'none' } } })).toEqual({
      featured: { none: 7, true: 1, false: 1 },
    });
    expect(aggregate({ aggregations: { featured: { field: 'featured' } } })).toEqual({ featured: { true: 1, false: 1 } });
    expect(aggregate({ aggregations: { nothing: { field: 'noSuchField', missing: 'n/a' }, empty: { field: 'noSuchField' } } })).toEqual({
      nothing: { 'n/a': 9 },
      empty: {},
    });
  });

  it('counts numbers by value', () => {
    expect(aggregate({ aggregations: { minutes: { field: 'readingTime' } } })).toEqual({ minutes: { 6: 2, 4: 1, 8: 1 } });
  });

  it('covers the whole match set, not just the page', () => {
    const query = {
      where: [{ field: 'sys.contentTypeId', in: ['blogPost', 'event'] }],
      aggregations: { types: { field: 'sys.contentTypeId' }, language: { field: 'sys.language' } },
    };
    const expected = { types: { blogpost: 4, event: 3 }, language: { 'en-gb': 6, cy: 1 } };
    expect(aggregate({ ...query, pageSize: 1 })).toEqual(expected);
    expect(aggregate({ ...query, pageSize: 1, pageIndex: 3 })).toEqual(expected);
  });

  it('leaves out entries the caller may not see', () => {
    expect(
      aggregate({ aggregations: { topics: { field: 'topics' } } }, { visible: (e: { sys: { id: string } }) => e.sys.id !== 'b1' }),
    ).toEqual({ topics: { '0/1/11': 1, '0/1/13': 1, '0/1/14': 1 } }); // both languages of b1 are hidden
  });

  it('follows the version status rules', () => {
    expect(
      aggregate({
        where: [{ field: 'sys.versionStatus', equalTo: 'latest' }],
        aggregations: { minutes: { field: 'readingTime' } },
      }),
    ).toEqual({ minutes: { 9: 1 } });
  });

  it('is absent when none is requested', () => {
    expect(index.search(parseSearchQuery({})).aggregations).toBeUndefined();
  });
});

describe('aggregations against a plain count and sort', () => {
  /** Every bucket counted, sorted by count then value, cut to `size`: what the buckets must be. */
  function expected(values: (string[] | undefined)[], size: number, missing?: string): [string, number][] {
    const counts = new Map<string, number>();
    let none = 0;
    for (const list of values) {
      const distinct = new Set((list ?? []).map((v) => v.toLowerCase()));
      if (distinct.size === 0) none++;
      for (const v of distinct) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    if (missing !== undefined && none > 0) counts.set(missing, (counts.get(missing) ?? 0) + none);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, size);
  }

  it('picks the same top buckets, in the same order, for many sizes, with and without a missing bucket', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const values = Array.from({ length: 600 }, () =>
      next(8) === 0 ? undefined : Array.from({ length: 1 + next(3) }, () => `v${next(next(2) ? 40 : 400)}${next(5) ? '' : 'X'}`),
    );
    const notes = values.map((tags, i) => entry(`n${i}`, 'note', tags ? { tags } : {}));
    const many = new SearchIndex(notes, { contentTypes: [] });
    for (const size of [1, 2, 5, 17, 40, 100, 399, 1000]) {
      for (const missing of [undefined, 'none', 'v1']) {
        const spec = missing === undefined ? { field: 'tags', size } : { field: 'tags', size, missing };
        const result = many.search(parseSearchQuery({ aggregations: { a: spec, b: { field: 'tags', size: 3 } } })).aggregations!;
        expect(Object.entries(result.a).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))).toEqual(expected(values, size, missing));
        expect(Object.keys(result.b)).toHaveLength(3);
      }
    }
  });
});
