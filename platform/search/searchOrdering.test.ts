import type { Entry, Location } from '../../contract';
import { parseSearchQuery } from './parseSearchQuery';
import { SearchIndex } from './searchIndex';
import { allEntries, contentTypes, entry, events, lookupIn } from './testEntries';

const index = new SearchIndex(allEntries, { contentTypes, lookup: lookupIn(allEntries) });

const keyOf = (e: Entry) => `${e.sys.id}${e.sys.language === 'en-GB' ? '' : `@${e.sys.language}`}`;
const search = (query: Record<string, unknown>) => index.search(parseSearchQuery({ pageSize: 100, ...query }));
const order = (query: Record<string, unknown>) => search(query).items.map(keyOf);

describe('default order', () => {
  it('without words to rank by, sorts by entryTitle', () => {
    expect(order({})).toEqual(['p1', 'b1', 'b2', 'e3', 'b3', 'b1@cy', 'e2', 'e1', 'p2']);
  });

  it('compares titles case-insensitively and locale-aware', () => {
    const fruit = new SearchIndex(
      ['banana', 'fig', 'Éclair', 'cherry', 'Apple', 'apricot'].map((title, i) => entry(`f${i}`, 'fruit', { entryTitle: title })),
      { contentTypes: [] },
    );
    expect(fruit.search(parseSearchQuery({})).items.map((e) => e.entryTitle)).toEqual([
      'Apple',
      'apricot',
      'banana',
      'cherry',
      'Éclair',
      'fig',
    ]);
  });

  it('ranks by relevance first when words are searched', () => {
    const items = order({ where: [{ field: 'searchContent', freeText: { term: 'apple winter', operator: 'or' } }] });
    expect(items[0]).toBe('b3');
  });
});

describe('weights', () => {
  const rose = { field: 'entryTitle', freeText: 'rose' };
  const apple = { field: 'entryDescription', freeText: 'apple' };

  it('raise the entries matched by the weighted expression', () => {
    const roseFirst = order({ where: [{ or: [{ ...rose, weight: 10 }, apple] }] });
    const roseLast = order({ where: [{ or: [rose, { ...apple, weight: 10 }] }] });
    expect(roseFirst.sort()).toEqual(['b3', 'e2', 'e3']);
    expect(order({ where: [{ or: [{ ...rose, weight: 10 }, apple] }] })[0]).toBe('e2');
    expect(roseLast[2]).toBe('e2');
  });

  it('on an and/or apply to the matches beneath them', () => {
    expect(order({ where: [{ or: [{ and: [rose], weight: 10 }, apple] }] })[0]).toBe('e2');
    expect(order({ where: [{ or: [rose, { or: [apple], weight: 10 }] }] })[2]).toBe('e2');
  });

  it('rank contains/startsWith matches too, so entries matching more weighted clauses come first', () => {
    const items = order({
      where: [
        {
          or: [
            { field: 'entryTitle', contains: 'pruning', weight: 5 },
            { field: 'entryDescription', contains: 'apple' },
          ],
        },
      ],
    });
    expect(items).toEqual(['b3', 'e2', 'e3']);
  });
});

describe('orderBy', () => {
  it('applies several fields in turn', () => {
    expect(order({ orderBy: [{ asc: 'sys.contentTypeId' }, { desc: 'entryTitle' }] })).toEqual([
      'b1@cy',
      'b3',
      'b2',
      'b1',
      'e1',
      'e2',
      'e3',
      'p2',
      'p1',
    ]);
  });

  it('sorts numbers numerically and puts entries without a value last in either direction', () => {
    const desc = order({ orderBy: [{ desc: 'readingTime' }] });
    expect(desc[0]).toBe('b3');
    expect(desc.slice(1, 3).sort()).toEqual(['b1', 'b1@cy']);
    expect(desc[3]).toBe('b2');
    expect(desc.slice(4).sort()).toEqual(['e1', 'e2', 'e3', 'p1', 'p2']);
    const asc = order({ orderBy: [{ asc: 'readingTime' }, { asc: 'entryTitle' }] });
    expect(asc.slice(0, 4)).toEqual(['b2', 'b1', 'b1@cy', 'b3']);
    expect(asc.slice(4)).toEqual(['p1', 'e3', 'e2', 'e1', 'p2']);
  });

  it('sorts prices with decimals and zero', () => {
    expect(order({ where: [{ field: 'sys.contentTypeId', equalTo: 'event' }], orderBy: [{ asc: 'price' }] })).toEqual(['e3', 'e1', 'e2']);
  });

  it('sorts dates chronologically', () => {
    expect(order({ orderBy: [{ asc: 'publishDate' }] }).slice(0, 3)).toEqual(['b3', 'b1', 'b2']);
    expect(order({ where: [{ field: 'sys.contentTypeId', equalTo: 'event' }], orderBy: [{ desc: 'startDate' }] })).toEqual([
      'e3',
      'e1',
      'e2',
    ]);
  });

  it('sorts array fields by their smallest value ascending and largest descending', () => {
    const blogs = { where: [{ field: 'sys.contentTypeId', equalTo: 'blogPost' }] };
    expect(order({ ...blogs, orderBy: [{ asc: 'topics' }, { asc: 'sys.language' }] })).toEqual(['b1@cy', 'b1', 'b2', 'b3']);
    expect(order({ ...blogs, orderBy: [{ desc: 'topics' }, { asc: 'sys.language' }] })).toEqual(['b3', 'b2', 'b1@cy', 'b1']);
  });

  it('sorts by distance from the distanceWithin origin and reports it in the query unit', () => {
    const rad = Math.PI / 180;
    const london = [51.5072, -0.1276];
    const km = (v: Location) =>
      (6_371_008.7714 *
        Math.acos(
          Math.sin(london[0] * rad) * Math.sin(v.lat * rad) +
            Math.cos(london[0] * rad) * Math.cos(v.lat * rad) * Math.cos((v.lon - london[1]) * rad),
        )) /
      1000;
    const where = [{ field: 'venue', distanceWithin: { lat: london[0], lon: london[1], distance: '300km' } }];
    const asc = search({ where, orderBy: [{ asc: 'venue' }] });
    expect(asc.items.map(keyOf)).toEqual(['e2', 'e1', 'e3']);
    for (const item of asc.items) {
      const venue = item.venue as Location;
      const stored = events.find((e) => e.sys.id === item.sys.id)!.venue as { lat: number | string; lon: number | string };
      const expected = km({ lat: Number(stored.lat), lon: Number(stored.lon) });
      expect(venue.distance).toBeCloseTo(expected, 3);
      expect(venue.lat).toBe(stored.lat);
    }
    expect(order({ where, orderBy: [{ desc: 'venue' }] })).toEqual(['e3', 'e1', 'e2']);
    const miles = search({
      where: [{ field: 'venue', distanceWithin: { lat: london[0], lon: london[1], distance: '200mi' } }],
      orderBy: [{ asc: 'venue' }],
    });
    expect((miles.items[1].venue as Location).distance).toBeCloseTo(km(events[0].venue as Location) / 1.609344, 3);
  });

  it('never changes the stored entries', () => {
    search({
      where: [{ field: 'venue', distanceWithin: { lat: 51.5, lon: -0.12, distance: '500km' } }],
      orderBy: [{ asc: 'venue' }],
    });
    for (const e of events) expect(e.venue).not.toHaveProperty('distance');
    expect(order({ where: [{ field: 'sys.id', equalTo: 'e1' }] })).toEqual(['e1']);
    expect(search({ where: [{ field: 'sys.id', equalTo: 'e1' }] }).items[0].venue).not.toHaveProperty('distance');
  });
});

describe('paging', () => {
  const all = ['p1', 'b1', 'b2', 'e3', 'b3', 'b1@cy', 'e2', 'e1', 'p2'];

  it('returns the requested page and the total of all pages', () => {
    for (const [pageIndex, pageSize] of [
      [0, 3],
      [1, 2],
      [2, 3],
      [4, 2],
      [0, 9],
      [1, 5],
    ]) {
      const result = index.search(parseSearchQuery({ pageIndex, pageSize }));
      expect(result.items.map(keyOf)).toEqual(all.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize));
      expect(result.totalCount).toBe(9);
    }
  });

  it('returns no items past the last page', () => {
    const result = index.search(parseSearchQuery({ pageIndex: 5, pageSize: 2 }));
    expect(result.items).toEqual([]);
    expect(result.totalCount).toBe(9);
  });

  it('defaults to pages of 20', () => {
    const many = new SearchIndex(
      Array.from({ length: 45 }, (_, i) => entry(`n${i}`, 'note', { entryTitle: `Note ${String(i).padStart(2, '0')}` })),
      { contentTypes: [] },
    );
    const result = many.search(parseSearchQuery({ pageIndex: 2 }));
    expect(result.items.map((e) => e.entryTitle)).toEqual(['Note 40', 'Note 41', 'Note 42', 'Note 43', 'Note 44']);
    expect(result.totalCount).toBe(45);
  });
});

describe('ordering a larger index', () => {
  // 400 notes; each has a score (0-9, some missing), a category and a line of words.
  const colours = ['red', 'amber', 'green', 'blue'];
  const notes = Array.from({ length: 400 }, (_, i) =>
    entry(`n${i}`, 'note', {
      entryTitle: `Note ${String((i * 37) % 400).padStart(3, '0')}`,
      score: i % 11 === 0 ? undefined : (i * 7) % 10,
      category: colours[i % 4],
      text: `${colours[i % 4]} ${i % 3 === 0 ? 'fern' : 'moss'} ${i % 5 === 0 ? 'fern fern' : ''}`,
    }),
  );
  const big = new SearchIndex(notes, { contentTypes: [] });
  const ids = (query: Record<string, unknown>) => big.search(parseSearchQuery(query)).items.map((e) => e.sys.id);

  /** The expected order, worked out directly from the fixture. */
  const expected = (filter: (i: number) => boolean, desc: boolean) =>
    notes
      .map((n, i) => ({ i, id: n.sys.id, score: n.score as number | undefined }))
      .filter(({ i }) => filter(i))
      .sort((a, b) => {
        if (a.score === b.score) return a.i - b.i;
        if (a.score === undefined) return 1;
        if (b.score === undefined) return -1;
        return desc ? b.score - a.score : a.score - b.score;
      })
      .map((n) => n.id);

  it('orders a page of many matches by a field', () => {
    expect(ids({ orderBy: [{ desc: 'score' }], pageSize: 15, pageIndex: 2 })).toEqual(expected(() => true, true).slice(30, 45));
    expect(ids({ orderBy: [{ asc: 'score' }], pageSize: 10, pageIndex: 39 })).toEqual(expected(() => true, false).slice(390, 400));
  });

  it('orders a handful of matches by a field', () => {
    const few = ['n3', 'n11', 'n22', 'n7', 'n100'];
    expect(ids({ where: [{ field: 'sys.id', in: few }], orderBy: [{ desc: 'score' }] })).toEqual(
      expected((i) => few.includes(`n${i}`), true),
    );
  });

  it('breaks ties on the first field with the next one', () => {
    const result = big.search(parseSearchQuery({ orderBy: [{ asc: 'category' }, { desc: 'entryTitle' }], pageSize: 12 })).items;
    expect(result.every((e) => e.category === 'amber')).toBe(true);
    const titles = result.map((e) => e.entryTitle as string);
    expect(titles).toEqual([...titles].sort().reverse());
    expect(titles[0]).toBe(
      notes
        .filter((n) => n.category === 'amber')
        .map((n) => n.entryTitle as string)
        .sort()
        .reverse()[0],
    );
  });

  it('gives the same relevance order whether a page or everything is asked for', () => {
    const where = [{ field: 'text', freeText: { term: 'fern red', operator: 'or' } }];
    const everything = ids({ where, pageSize: 1000 });
    expect(everything.length).toBeGreaterThan(150);
    for (const [pageIndex, pageSize] of [
      [0, 5],
      [3, 7],
      [10, 10],
    ]) {
      expect(ids({ where, pageIndex, pageSize })).toEqual(everything.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize));
    }
    // Operator "or": every note with both words outranks every note with one of them.
    const both = (id: string) => {
      const text = notes.find((n) => n.sys.id === id)!.text as string;
      return text.includes('red') && text.includes('fern');
    };
    const firstSingle = everything.findIndex((id) => !both(id));
    expect(firstSingle).toBeGreaterThan(0);
    expect(everything.slice(firstSingle).some(both)).toBe(false);
  });
});

describe('a deep page of one large group', () => {
  it('pages past 150,000 entries that share the sort value without overflowing the stack', () => {
    const many = Array.from({ length: 150_000 }, (_, i) => entry(`m${i}`, 'note', { kind: 'same' }));
    const huge = new SearchIndex(many, { contentTypes: [] });
    const page = huge.search(parseSearchQuery({ orderBy: [{ asc: 'kind' }], pageSize: 10_000, pageIndex: 14 }));
    expect(page.totalCount).toBe(150_000);
    expect(page.items.map((e) => e.sys.id)).toEqual(many.slice(140_000).map((e) => e.sys.id));
  });
});

describe('an empty index', () => {
  it('answers with nothing', () => {
    const empty = new SearchIndex([], { contentTypes: [] });
    const result = empty.search(
      parseSearchQuery({
        where: [{ field: 'searchContent', freeText: 'fern' }],
        orderBy: [{ asc: 'entryTitle' }],
        aggregations: { t: { field: 'topics', missing: 'none' } },
      }),
    );
    expect(result).toEqual({ totalCount: 0, items: [], aggregations: { t: {} } });
  });
});
