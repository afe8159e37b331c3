import { parseSearchQuery } from './parseSearchQuery';
import { QueryError } from './queryError';

function errorOf(input: unknown): QueryError {
  try {
    parseSearchQuery(input);
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error('expected a QueryError');
}

describe('parseSearchQuery: accepted shapes', () => {
  it('applies the core client defaults', () => {
    expect(parseSearchQuery({})).toEqual({
      where: null,
      orderBy: [],
      pageIndex: 0,
      pageSize: 20,
      fields: null,
      aggregations: {},
    });
    expect(parseSearchQuery(undefined).pageSize).toBe(20);
  });

  it('turns the where array into one implicit AND', () => {
    const q = parseSearchQuery({
      where: [
        { field: 'sys.contentTypeId', equalTo: 'blogPost' },
        { field: 'readingTime', greaterThan: 5 },
      ],
    });
    expect(q.where).toEqual({
      type: 'and',
      weight: 1,
      children: [
        {
          type: 'field',
          field: 'sys.contentTypeId',
          weight: 1,
          condition: { op: 'equalTo', value: { kind: 'literal', value: 'blogPost' } },
        },
        { type: 'field', field: 'readingTime', weight: 1, condition: { op: 'greaterThan', value: { kind: 'literal', value: 5 } } },
      ],
    });
  });

  it('accepts not as an expression (docs) and as a one-item array (official client) alike', () => {
    const inner = { field: 'sys.contentTypeId', equalTo: 'event' };
    const asObject = parseSearchQuery({ where: [{ not: inner }] });
    const asArray = parseSearchQuery({ where: [{ not: [inner] }] });
    expect(asArray.where).toEqual(asObject.where);
    expect(asObject.where).toMatchObject({ children: [{ type: 'not', child: { type: 'field', field: 'sys.contentTypeId' } }] });
  });

  it('reads a not over several items as "none of them"', () => {
    const q = parseSearchQuery({
      where: [
        {
          not: [
            { field: 'a', equalTo: 1 },
            { field: 'b', equalTo: 2 },
          ],
        },
      ],
    });
    expect(q.where).toMatchObject({ children: [{ type: 'not', child: { type: 'or', children: [{ field: 'a' }, { field: 'b' }] } }] });
  });

  it('accepts freeText as a string or as {term, fuzzy, operator}', () => {
    const plain = parseSearchQuery({ where: [{ field: 'searchContent', freeText: 'apple trees' }] });
    expect(plain.where).toMatchObject({
      children: [{ condition: { op: 'freeText', term: 'apple trees', fuzzy: false, operator: 'and' } }],
    });
    const full = parseSearchQuery({ where: [{ field: 'searchContent', freeText: { term: 'apple', fuzzy: true, operator: 'OR' } }] });
    expect(full.where).toMatchObject({ children: [{ condition: { op: 'freeText', term: 'apple', fuzzy: true, operator: 'or' } }] });
  });

  it('keeps weights on field and logical expressions', () => {
    const q = parseSearchQuery({
      where: [{ or: [{ field: 'entryTitle', freeText: 'rose', weight: 10 }], weight: 3 }],
    });
    expect(q.where).toMatchObject({ children: [{ type: 'or', weight: 3, children: [{ weight: 10 }] }] });
  });

  it('recognises expression functions and relative periods only where they make sense', () => {
    const q = parseSearchQuery({
      where: [
        { field: 'sys.version.created', greaterThan: 'startOfMonth(-1)' },
        { field: 'sys.version.created', lessThan: '-1w 2d' },
        { field: 'slug', equalTo: '-1d' },
      ],
    });
    expect(q.where).toMatchObject({
      children: [
        { condition: { value: { kind: 'dateFunction', fn: 'startOfMonth', offset: [{ amount: -1, unit: 'M' }] } } },
        {
          condition: {
            value: {
              kind: 'dateFunction',
              fn: 'now',
              offset: [
                { amount: -1, unit: 'w' },
                { amount: -2, unit: 'd' },
              ],
            },
          },
        },
        { condition: { value: { kind: 'literal', value: '-1d' } } },
      ],
    });
  });

  it('reads distances in every unit, with lat/lon as numbers or strings', () => {
    const q = parseSearchQuery({
      where: [{ field: 'venue', distanceWithin: { lat: '52.48', lon: -1.89, distance: '10nauticalmiles' } }],
    });
    expect(q.where).toMatchObject({
      children: [{ condition: { op: 'distanceWithin', lat: 52.48, lon: -1.89, distance: 10, unit: 'NM', metres: 18520 } }],
    });
  });

  it('accepts fields as an array, a comma list or a JSON array in a string', () => {
    expect(parseSearchQuery({ fields: ['title', 'sys.uri'] }).fields).toEqual(['title', 'sys.uri']);
    expect(parseSearchQuery({ fields: 'title, sys.uri' }).fields).toEqual(['title', 'sys.uri']);
    expect(parseSearchQuery({ fields: '["entryTitle","entryDescription"]' }).fields).toEqual(['entryTitle', 'entryDescription']);
    expect(parseSearchQuery({ fields: '' }).fields).toBeNull();
  });

  it('reads orderBy, paging (numbers or integer strings) and aggregations', () => {
    const q = parseSearchQuery({
      orderBy: [{ desc: 'sys.version.modified' }, { asc: 'entryTitle' }],
      pageIndex: '2',
      pageSize: 10_000,
      aggregations: { sf_topics: { field: 'topics', size: 5, missing: 'none' }, sf_type: { field: 'sys.contentTypeId' } },
    });
    expect(q.orderBy).toEqual([
      { field: 'sys.version.modified', direction: 'desc' },
      { field: 'entryTitle', direction: 'asc' },
    ]);
    expect(q.pageIndex).toBe(2);
    expect(q.pageSize).toBe(10_000);
    expect(q.aggregations).toEqual({
      sf_topics: { field: 'topics', size: 5, missing: 'none' },
      sf_type: { field: 'sys.contentTypeId', size: 10 },
    });
  });

  it('ignores sections it does not own (linkDepth, fieldLinkDepths)', () => {
    expect(() => parseSearchQuery({ linkDepth: 2, fieldLinkDepths: { a: 1 } })).not.toThrow();
  });
});

describe('parseSearchQuery: errors', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a non-object query', [1, 2], /must be a JSON object/],
    ['where that is not an array', { where: { field: 'a', equalTo: 1 } }, /^where: expected an array/],
    ['an expression that is not an object', { where: ['title'] }, /^where\[0\]: expected an expression object/],
    ['an unknown operator', { where: [{ field: 'title', equals: 'x' }] }, /^where\[0\]: unknown operator "equals"/],
    ['a missing field', { where: [{ equalTo: 'x' }] }, /^where\[0\]: missing "field"/],
    ['an empty field', { where: [{ field: ' ', equalTo: 'x' }] }, /^where\[0\]\.field: expected a field id/],
    ['no operator', { where: [{ field: 'title' }] }, /no operator for field "title"/],
    ['two operators', { where: [{ field: 'title', equalTo: 'a', contains: 'b' }] }, /only one operator/],
    ['field beside and', { where: [{ field: 'title', and: [] }] }, /unexpected property "field" beside "and"/],
    ['and that is not an array', { where: [{ and: { field: 'a', equalTo: 1 } }] }, /^where\[0\]\.and: expected an array/],
    ['an empty not array', { where: [{ not: [] }] }, /^where\[0\]\.not: expected an expression/],
    [
      'a nested error',
      {
        where: [
          {
            or: [
              { field: 'a', equalTo: 1 },
              { field: 'b', in: 'x' },
            ],
          },
        ],
      },
      /^where\[0\]\.or\[1\]\.in: expected an array/,
    ],
    ['in that is not an array', { where: [{ field: 'tags', in: 'red' }] }, /\.in: expected an array of values/],
    ['between with one value', { where: [{ field: 'price', between: [1] }] }, /\.between: expected an array of exactly 2 values/],
    ['between that is not an array', { where: [{ field: 'price', between: '1,2' }] }, /\.between: expected an array of exactly 2/],
    ['between with null', { where: [{ field: 'price', between: [1, null] }] }, /\.between\[1\]: a value is required/],
    ['equalTo with an object', { where: [{ field: 'title', equalTo: { a: 1 } }] }, /\.equalTo: expected a string, number, boolean or null/],
    ['contains with an array', { where: [{ field: 'title', contains: ['a'] }] }, /\.contains: expected a string/],
    ['greaterThan with null', { where: [{ field: 'price', greaterThan: null }] }, /\.greaterThan: a value is required/],
    ['exists with a number', { where: [{ field: 'title', exists: 1 }] }, /\.exists: expected true or false/],
    ['freeText with a number array', { where: [{ field: 'title', freeText: [1] }] }, /\.freeText: expected a string or an object/],
    [
      'freeText with a bad operator',
      { where: [{ field: 'title', freeText: { term: 'a', operator: 'xor' } }] },
      /\.freeText\.operator: expected "and" or "or"/,
    ],
    [
      'freeText with non-boolean fuzzy',
      { where: [{ field: 'title', freeText: { term: 'a', fuzzy: 'yes' } }] },
      /\.freeText\.fuzzy: expected true or false/,
    ],
    ['freeText without a term', { where: [{ field: 'title', freeText: { fuzzy: true } }] }, /\.freeText\.term: expected a string/],
    [
      'a bad distance unit',
      { where: [{ field: 'venue', distanceWithin: { lat: 1, lon: 2, distance: '10 parsecs' } }] },
      /\.distanceWithin\.distance: invalid distance/,
    ],
    [
      'a distance without a number',
      { where: [{ field: 'venue', distanceWithin: { lat: 1, lon: 2, distance: 'km' } }] },
      /invalid distance/,
    ],
    [
      'a latitude out of range',
      { where: [{ field: 'venue', distanceWithin: { lat: 91, lon: 2, distance: '1km' } }] },
      /\.distanceWithin\.lat: expected a number between -90 and 90/,
    ],
    [
      'a non-numeric longitude',
      { where: [{ field: 'venue', distanceWithin: { lat: 1, lon: 'west', distance: '1km' } }] },
      /\.distanceWithin\.lon/,
    ],
    [
      'distanceWithin that is not an object',
      { where: [{ field: 'venue', distanceWithin: '1km' }] },
      /expected an object \{lat, lon, distance\}/,
    ],
    ['a negative weight', { where: [{ field: 'title', freeText: 'a', weight: -2 }] }, /\.weight: expected a number of 0 or more/],
    ['a text weight', { where: [{ field: 'title', freeText: 'a', weight: 'high' }] }, /\.weight: expected a number/],
    [
      'a bad expression function argument',
      { where: [{ field: 'created', greaterThan: 'now(soon)' }] },
      /\.greaterThan: Invalid argument "soon" to now\(\)/,
    ],
    [
      '"*" with an operator other than freeText',
      { where: [{ field: '*', equalTo: 'x' }] },
      /"\*" \(all fields\) can only be used with freeText/,
    ],
    ['a negative pageIndex', { pageIndex: -1 }, /^pageIndex: must be 0 or more/],
    ['a fractional pageIndex', { pageIndex: 1.5 }, /^pageIndex: expected an integer/],
    ['a text pageIndex', { pageIndex: 'two' }, /^pageIndex: expected an integer/],
    ['pageSize 0', { pageSize: 0 }, /^pageSize: must be between 1 and 10000/],
    ['pageSize over 10,000', { pageSize: 10_001 }, /^pageSize: must be between 1 and 10000/],
    ['orderBy that is not an array', { orderBy: 'entryTitle' }, /^orderBy: expected an array/],
    ['an orderBy string item', { orderBy: ['-entryTitle'] }, /^orderBy\[0\]: expected \{"asc": field\}/],
    ['an orderBy item with two keys', { orderBy: [{ asc: 'a', desc: 'b' }] }, /^orderBy\[0\]: expected exactly one/],
    ['an orderBy direction that is not asc/desc', { orderBy: [{ up: 'a' }] }, /^orderBy\[0\]: expected "asc" or "desc"/],
    ['an orderBy field that is not text', { orderBy: [{ asc: 3 }] }, /^orderBy\[0\]\.asc: expected a field id/],
    ['fields with a number', { fields: ['title', 3] }, /^fields\[1\]: expected a field id/],
    ['aggregations that are not an object', { aggregations: [] }, /^aggregations: expected an object/],
    ['an aggregation without a field', { aggregations: { tags: { size: 3 } } }, /^aggregations\.tags\.field: expected a field id/],
    [
      'an aggregation size of 0',
      { aggregations: { tags: { field: 'tags', size: 0 } } },
      /^aggregations\.tags\.size: must be between 1 and 1000/,
    ],
    ['an aggregation with an unknown property', { aggregations: { tags: { field: 'tags', order: 'asc' } } }, /unknown property "order"/],
    ['an aggregation that is not an object', { aggregations: { tags: 'tags' } }, /^aggregations\.tags: expected an object/],
  ];

  it.each(cases)('rejects %s', (_name, input, message) => {
    const error = errorOf(input);
    expect(error).toBeInstanceOf(QueryError);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });
});
