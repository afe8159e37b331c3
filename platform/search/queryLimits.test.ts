import { parseSearchQuery } from './parseSearchQuery';
import { QueryError } from './queryError';
import { checkJsonNesting, QUERY_LIMITS } from './queryLimits';
import { SearchIndex } from './searchIndex';
import { entry } from './testEntries';
import { parseZenql } from './zenqlParser';

/** The QueryError a parse throws (failing the test if it throws anything else, or nothing). */
function refusal(parse: () => unknown): QueryError {
  try {
    parse();
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error('expected a QueryError');
}

const title = (i: number) => ({ field: 'entryTitle', equalTo: `t${i}` });

/** `levels` nested `and`s around one condition: depth `levels + 1` counting the condition. */
function nested(levels: number, kind = 'and'): unknown {
  let expr: unknown = title(0);
  for (let i = 0; i < levels; i++) expr = { [kind]: [expr] };
  return expr;
}

describe('where depth', () => {
  it('allows 32 levels and refuses 33 with a 400 naming the limit', () => {
    expect(parseSearchQuery({ where: [nested(31)] }).where).not.toBeNull();
    const error = refusal(() => parseSearchQuery({ where: [nested(32)] }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('where is nested deeper than 32 levels of and, or and not');
  });

  it('refuses a 5,000-deep where without overflowing the stack', () => {
    for (const kind of ['and', 'or', 'not']) {
      expect(refusal(() => parseSearchQuery({ where: [nested(5000, kind)] })).message).toMatch(/nested deeper than 32 levels/);
    }
  });
});

describe('terms', () => {
  it('allows 1,024 conditions and refuses 1,025, counting each value of an in list', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => title(i));
    expect(() => parseSearchQuery({ where: many(1024) })).not.toThrow();
    expect(refusal(() => parseSearchQuery({ where: many(1025) })).message).toBe(
      'where holds more than 1,024 conditions (each value of an in list counts as one)',
    );
    const values = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
    expect(() => parseSearchQuery({ where: [{ field: 'sys.id', in: values(1024) }] })).not.toThrow();
    expect(refusal(() => parseSearchQuery({ where: [{ field: 'sys.id', in: values(1020) }, ...many(5)] })).message).toMatch(
      /more than 1,024 conditions/,
    );
    expect(refusal(() => parseSearchQuery({ where: [{ field: 'sys.id', in: values(200_000) }] })).message).toMatch(
      /more than 1,024 conditions/,
    );
  });

  it('allows 8 text conditions and refuses 9 (equalTo on searchContent counts)', () => {
    const contains = Array.from({ length: 7 }, (_, i) => ({ field: i % 2 ? 'entryTitle' : 'searchContent', contains: `w${i}` }));
    expect(() => parseSearchQuery({ where: [...contains, { field: 'sys.uri', startsWith: '/news' }] })).not.toThrow();
    expect(
      refusal(() => parseSearchQuery({ where: [...contains, { field: 'a', endsWith: 'x' }, { field: 'searchContent', equalTo: 'x' }] }))
        .message,
    ).toBe('where holds more than 8 text conditions (contains, startsWith, endsWith, or equalTo/in on searchContent)');
  });

  it('allows 16 distanceWithin conditions and refuses 17', () => {
    const near = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ field: 'venue', distanceWithin: { lat: 51 + i / 10, lon: 0, distance: '10km' } }));
    expect(() => parseSearchQuery({ where: [{ or: near(16) }] })).not.toThrow();
    expect(refusal(() => parseSearchQuery({ where: [{ or: near(17) }] })).message).toBe(
      'where holds more than 16 distanceWithin conditions',
    );
  });

  it('allows patterns of 256 characters and refuses longer ones', () => {
    expect(() => parseSearchQuery({ where: [{ field: 'entryTitle', contains: 'a'.repeat(256) }] })).not.toThrow();
    expect(refusal(() => parseSearchQuery({ where: [{ field: 'entryTitle', contains: `*${'?'.repeat(256)}` }] })).message).toBe(
      'where[0].contains: a pattern may be at most 256 characters, got 257',
    );
  });

  it('counts free-text words across the query: 64 in all, 16 of them fuzzy', () => {
    const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${from + i}`).join(' ');
    expect(() =>
      parseSearchQuery({
        where: [
          { field: '*', freeText: words(40) },
          { field: 'entryTitle', freeText: words(24, 40) },
        ],
      }),
    ).not.toThrow();
    expect(
      refusal(() =>
        parseSearchQuery({
          where: [
            { field: '*', freeText: words(40) },
            { field: 'entryTitle', freeText: words(25, 40) },
          ],
        }),
      ).message,
    ).toBe('where holds more than 64 free-text words');
    const fuzzy = (n: number) => ({ field: 'searchContent', freeText: { term: words(n), fuzzy: true } });
    expect(() => parseSearchQuery({ where: [fuzzy(16)] })).not.toThrow();
    expect(refusal(() => parseSearchQuery({ where: [fuzzy(17)] })).message).toBe('where holds more than 16 fuzzy free-text words');
  });

  it('allows 64 different fields in where, orderBy and aggregations together', () => {
    const where = Array.from({ length: 60 }, (_, i) => ({ field: `f${i}`, exists: true }));
    const orderBy = [{ asc: 'f0' }, { asc: 'g1' }, { desc: 'g2' }]; // f0 is named twice: 62 fields
    expect(() => parseSearchQuery({ where, orderBy, aggregations: { a: { field: 'g3' }, b: { field: 'g4' } } })).not.toThrow();
    expect(
      refusal(() => parseSearchQuery({ where, orderBy, aggregations: { a: { field: 'g4' }, b: { field: 'g5' }, c: { field: 'g6' } } }))
        .message,
    ).toBe('A search may name at most 64 different fields (where, orderBy and aggregations together)');
  });
});

describe('sections', () => {
  it('allows 50 aggregations, sizes up to 1,000 and 10,000 buckets in all, and refuses more', () => {
    const aggregations = (n: number, size = 10) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}`, { field: 'entryTitle', size }]));
    expect(Object.keys(parseSearchQuery({ aggregations: aggregations(50, 200) }).aggregations)).toHaveLength(50);
    expect(Object.keys(parseSearchQuery({ aggregations: aggregations(10, 1000) }).aggregations)).toHaveLength(10);
    expect(refusal(() => parseSearchQuery({ aggregations: aggregations(11, 1000) })).message).toBe(
      'aggregations: at most 10,000 buckets in all (the sum of their sizes), got 11,000',
    );
    expect(refusal(() => parseSearchQuery({ aggregations: aggregations(51) })).message).toBe(
      'aggregations: at most 50 aggregations, got 51',
    );
    expect(refusal(() => parseSearchQuery({ aggregations: aggregations(5000) })).message).toBe(
      'aggregations: at most 50 aggregations, got 5,000',
    );
    expect(refusal(() => parseSearchQuery({ aggregations: aggregations(1, 1001) })).message).toBe(
      'aggregations.a0.size: must be between 1 and 1000, got 1001',
    );
  });

  it('allows pageSize 10,000 as Contensis does, 16 orderBy clauses and 100 fields', () => {
    expect(parseSearchQuery({ pageSize: 10_000 }).pageSize).toBe(10_000);
    expect(refusal(() => parseSearchQuery({ pageSize: 10_001 })).message).toBe('pageSize: must be between 1 and 10000, got 10001');
    const orderBy = (n: number) => Array.from({ length: n }, () => ({ asc: 'entryTitle' }));
    expect(parseSearchQuery({ orderBy: orderBy(16) }).orderBy).toHaveLength(16);
    expect(refusal(() => parseSearchQuery({ orderBy: orderBy(17) })).message).toBe('orderBy: at most 16 clauses, got 17');
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(parseSearchQuery({ fields: fields(100) }).fields).toHaveLength(100);
    expect(refusal(() => parseSearchQuery({ fields: fields(101).join(',') })).message).toBe('fields: at most 100 fields, got 101');
  });
});

describe('text read by one search', () => {
  // 120 entries of 7,900 characters: "abab...". The pattern (b, 254 ?, b) can never match, the two b being an odd
  // distance apart, but a partial match starts at every b: it reads every character of every entry with all 8
  // words of its state, about 62,500 units an entry and 7.5 million in all.
  const text = 'ab'.repeat(3950);
  const entries = Array.from({ length: 120 }, (_, i) => entry(`e${i}`, i < 10 ? 'note' : 'page', { entryTitle: `Entry ${i}`, body: text }));
  const index = new SearchIndex(entries, { contentTypes: [] });
  const never = `b${'?'.repeat(254)}b`;
  const search = (where: unknown) => index.search(parseSearchQuery({ where }));

  it(`stops a search whose text conditions would read more than ${QUERY_LIMITS.textScan.toLocaleString('en-GB')} characters, with a 400 naming the limit`, () => {
    for (const field of ['searchContent', 'body']) {
      const error = refusal(() => search([{ field, contains: never }]));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^The text conditions of this search .* would read more than 3,000,000 characters of entry text/);
    }
    // The work of all its text conditions counts together: each of these reads less than the limit.
    const half = entries.slice(0, 40).map((e) => e.sys.id);
    expect(() =>
      search([
        { field: 'sys.id', in: half },
        { field: 'searchContent', contains: never },
      ]),
    ).not.toThrow();
    const twice = { or: [never, `a${'?'.repeat(254)}a`].map((contains) => ({ field: 'searchContent', contains })) };
    expect(refusal(() => search([{ field: 'sys.id', in: half }, twice])).message).toMatch(/more than 3,000,000 characters/);
  });

  it('answers the same search narrowed by other conditions, and patterns that are found early', () => {
    expect(
      search([
        { field: 'sys.contentTypeId', equalTo: 'note' },
        { field: 'searchContent', contains: never },
      ]).totalCount,
    ).toBe(0);
    expect(search([{ field: 'searchContent', contains: `*${'a?'.repeat(126)}a*` }]).totalCount).toBe(120);
    expect(
      search([
        { field: 'body', contains: '*b?b*' },
        { field: 'body', startsWith: 'abab' },
      ]).totalCount,
    ).toBe(120);
  });
});

describe('ZenQL', () => {
  it('refuses 5,000 nested parentheses or NOTs without overflowing the stack', () => {
    const parens = `${'('.repeat(5000)}entryTitle = x${')'.repeat(5000)}`;
    expect(refusal(() => parseZenql(parens)).message).toBe('ZenQL is nested deeper than 32 levels of parentheses, NOT, AND and OR');
    expect(refusal(() => parseZenql(`${'NOT '.repeat(5000)}entryTitle = x`)).message).toMatch(/nested deeper than 32 levels/);
    expect(parseZenql(`${'('.repeat(32)}entryTitle = x${')'.repeat(32)}`).where).not.toBeNull();
  });

  it('applies the same term limits as JSON search', () => {
    const ors = (n: number) => Array.from({ length: n }, (_, i) => `entryTitle = t${i}`).join(' OR ');
    expect(() => parseZenql(ors(1024))).not.toThrow();
    expect(refusal(() => parseZenql(ors(1025))).message).toMatch(/^ZenQL holds more than 1,024 conditions/);
    const likes = Array.from({ length: 9 }, (_, i) => `entryTitle ~ "w${i}"`).join(' AND ');
    expect(refusal(() => parseZenql(likes)).message).toMatch(/^ZenQL holds more than 8 text conditions/);
    expect(refusal(() => parseZenql(`entryTitle ~ "${'*?'.repeat(200)}"`)).message).toMatch(/at most 256 characters/);
    const order = Array.from({ length: 17 }, () => 'entryTitle').join(', ');
    expect(refusal(() => parseZenql(`entryTitle = x ORDER BY ${order}`)).message).toBe('orderBy: at most 16 clauses, got 17');
    expect(refusal(() => parseZenql('entryTitle = x', { aggregations: { a: { field: 'entryTitle', size: 5000 } } })).message).toMatch(
      /size: must be between 1 and 1000/,
    );
  });
});

describe('checkJsonNesting', () => {
  it(`refuses JSON text nested deeper than ${QUERY_LIMITS.jsonNesting} levels, ignoring brackets inside strings`, () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(() => checkJsonNesting(deep(100), 'The body')).not.toThrow();
    expect(() => checkJsonNesting(`{"a":"${'['.repeat(500)}\\"[["}`, 'The body')).not.toThrow();
    expect(refusal(() => checkJsonNesting(deep(101), 'The body')).message).toBe('The body is nested deeper than 100 levels');
    expect(refusal(() => checkJsonNesting(`{"where":${deep(1_000_000)}}`, 'The body')).status).toBe(400);
  });

  it(`refuses JSON text of more than ${QUERY_LIMITS.jsonItems.toLocaleString('en-GB')} items, before it is parsed`, () => {
    const list = (n: number) => JSON.stringify({ where: [{ field: 'sys.id', in: Array.from({ length: n }, (_, i) => `id,${i}`) }] });
    expect(() => checkJsonNesting(list(19_000), 'The body')).not.toThrow();
    expect(refusal(() => checkJsonNesting(list(20_000), 'The body')).message).toBe(
      'The body holds more than 20,000 items (array values and object members)',
    );
  });
});
