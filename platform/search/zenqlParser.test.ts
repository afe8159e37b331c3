import type { Entry } from '../../contract';
import { parseSearchQuery } from './parseSearchQuery';
import { QueryError } from './queryError';
import { SearchIndex } from './searchIndex';
import { allEntries, contentTypes } from './testEntries';
import { parseZenql } from './zenqlParser';

/** The where a ZenQL statement means, written as the equivalent JSON where array. */
const same = (zenql: string, where: unknown[]) => {
  expect(parseZenql(zenql).where).toEqual(parseSearchQuery({ where }).where);
};

function errorOf(statement: string): QueryError {
  try {
    parseZenql(statement);
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error(`expected a QueryError for ${statement}`);
}

describe('ZenQL operators', () => {
  it.each<[string, unknown]>([
    ['sys.contentTypeId = plant', { field: 'sys.contentTypeId', equalTo: 'plant' }],
    ['sys.contentTypeId != plant', { not: { field: 'sys.contentTypeId', equalTo: 'plant' } }],
    ['description ~ fern', { field: 'description', contains: 'fern' }],
    ['description !~ fern', { not: { field: 'description', contains: 'fern' } }],
    ['height > 100', { field: 'height', greaterThan: 100 }],
    ['height < 10.5', { field: 'height', lessThan: 10.5 }],
    ['height >= 100', { field: 'height', greaterThanOrEqualTo: 100 }],
    ['height <= -3', { field: 'height', lessThanOrEqualTo: -3 }],
    ['plantType IN (palm, cacti, "tree ferns")', { field: 'plantType', in: ['palm', 'cacti', 'tree ferns'] }],
    ['plantType NOT IN (palm, 3)', { not: { field: 'plantType', in: ['palm', 3] } }],
    ['latinName EXISTS', { field: 'latinName', exists: true }],
    ['latinName NOT EXISTS', { not: { field: 'latinName', exists: true } }],
    ['title STARTSWITH Chine', { field: 'title', startsWith: 'Chine' }],
    ['title NOT STARTSWITH Chine', { not: { field: 'title', startsWith: 'Chine' } }],
    ['title ENDSWITH s', { field: 'title', endsWith: 's' }],
    ['title not endswith s', { not: { field: 'title', endsWith: 's' } }],
    [
      'plantOrigin DistanceWithin(25.1363888,97.3733773, 100km)',
      { field: 'plantOrigin', distanceWithin: { lat: 25.1363888, lon: 97.3733773, distance: '100km' } },
    ],
    [
      'plantOrigin NOT DistanceWithin(25.13, -97.37, 10 mi)',
      { not: { field: 'plantOrigin', distanceWithin: { lat: 25.13, lon: -97.37, distance: '10mi' } } },
    ],
    ['description FREETEXT "your home"', { field: 'description', freeText: 'your home' }],
    ['description NOT FREETEXT "your home"', { not: { field: 'description', freeText: 'your home' } }],
    ['* FREETEXT interior', { field: '*', freeText: 'interior' }],
    ['title^80 FREETEXT “Boston”', { field: 'title', freeText: 'Boston', weight: 80 }],
    ['height between(6,12)', { field: 'height', between: [6, 12] }],
    ['height NOT BETWEEN (6, 12)', { not: { field: 'height', between: [6, 12] } }],
    ['description = NULL', { field: 'description', exists: false }],
    ['description != NULL', { field: 'description', exists: true }],
    ['photo.altText IS EMPTY', { field: 'photo.altText', exists: false }],
    ['photo.caption IS NOT EMPTY', { field: 'photo.caption', exists: true }],
    ['displayOnHomepage = true', { field: 'displayOnHomepage', equalTo: true }],
    ['sys.id = 3695fac7-bbe4-4637-894a-8857bc662638', { field: 'sys.id', equalTo: '3695fac7-bbe4-4637-894a-8857bc662638' }],
    ['code = 007', { field: 'code', equalTo: '007' }],
  ])('%s', (zenql, expression) => {
    same(zenql, [expression]);
  });
});

describe('ZenQL values', () => {
  it('reads quoted text, keeping spaces and escaped quotes', () => {
    same('entryTitle = "Rose pruning \\"workshop\\""', [{ field: 'entryTitle', equalTo: 'Rose pruning "workshop"' }]);
    same("entryTitle = 'Orchard open day'", [{ field: 'entryTitle', equalTo: 'Orchard open day' }]);
  });

  it('reads dates in the documented formats as UTC', () => {
    same('sys.version.modified > 2020-03-01', [{ field: 'sys.version.modified', greaterThan: '2020-03-01' }]);
    same('sys.version.modified > 2020-03-01 12:00:00', [{ field: 'sys.version.modified', greaterThan: '2020-03-01T12:00:00Z' }]);
    same('sys.version.modified > 1997/7/9 19:20', [{ field: 'sys.version.modified', greaterThan: '1997-07-09T19:20:00Z' }]);
    same('sys.version.modified < 1997-07-09T19:20:30.45+01:00', [
      { field: 'sys.version.modified', lessThan: '1997-07-09T19:20:30.45+01:00' },
    ]);
  });

  it('reads expression functions and relative periods', () => {
    same('sys.version.created >= now(-4d)', [{ field: 'sys.version.created', greaterThanOrEqualTo: 'now(-4d)' }]);
    same('sys.version.created between(startOfMonth(-1),endOfMonth())', [
      { field: 'sys.version.created', between: ['startOfMonth(-1)', 'endOfMonth()'] },
    ]);
    same('sys.version.modified > -1w 2d', [{ field: 'sys.version.modified', greaterThan: '-1w 2d' }]);
    same('sys.version.published > 5d', [{ field: 'sys.version.published', greaterThan: '5d' }]);
  });

  it('lets a condition reuse the previous field', () => {
    same('sys.version.created >= startOfYear(-1) and <= endOfYear(-1)', [
      {
        and: [
          { field: 'sys.version.created', greaterThanOrEqualTo: 'startOfYear(-1)' },
          { field: 'sys.version.created', lessThanOrEqualTo: 'endOfYear(-1)' },
        ],
      },
    ]);
  });
});

describe('ZenQL precedence', () => {
  const a = { field: 'a', equalTo: 1 };
  const b = { field: 'b', equalTo: 2 };
  const c = { field: 'c', equalTo: 3 };

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    same('a = 1 or b = 2 and c = 3', [{ or: [a, { and: [b, c] }] }]);
    same('a = 1 and b = 2 or c = 3', [{ or: [{ and: [a, b] }, c] }]);
    same('not a = 1 and b = 2', [{ and: [{ not: a }, b] }]);
    same('NOT a = 1 OR NOT b = 2', [{ or: [{ not: a }, { not: b }] }]);
  });

  it('follows parentheses', () => {
    same('(a = 1 or b = 2) and c = 3', [{ and: [{ or: [a, b] }, c] }]);
    same('not (a = 1 or (b = 2 and c = 3))', [{ not: { or: [a, { and: [b, c] }] } }]);
  });

  it('reads keywords in any case', () => {
    same('a = 1 AnD b = 2 Or c = 3', [{ or: [{ and: [a, b] }, c] }]);
  });
});

describe('ZenQL ORDER BY', () => {
  it('reads fields with optional directions', () => {
    const q = parseZenql('sys.contentTypeId = plants ORDER BY entryTitle asc, price DESC, sys.version.created');
    expect(q.orderBy).toEqual([
      { field: 'entryTitle', direction: 'asc' },
      { field: 'price', direction: 'desc' },
      { field: 'sys.version.created', direction: 'asc' },
    ]);
  });

  it('may stand alone', () => {
    const q = parseZenql('order by entryTitle desc');
    expect(q.where).toBeNull();
    expect(q.orderBy).toEqual([{ field: 'entryTitle', direction: 'desc' }]);
  });

  it('takes paging, fields and aggregations from the other request parameters', () => {
    const q = parseZenql('', { pageIndex: '1', pageSize: 5, fields: 'title', aggregations: { t: { field: 'topics' } } });
    expect(q).toMatchObject({
      where: null,
      pageIndex: 1,
      pageSize: 5,
      fields: ['title'],
      aggregations: { t: { field: 'topics', size: 10 } },
    });
    expect(parseZenql('a = 1').pageSize).toBe(20);
  });
});

describe('ZenQL errors', () => {
  it.each<[string, RegExp]>([
    ['title = "open', /unterminated string starting at position 9/],
    ['title =', /expected a value after = at the end/],
    ['title LIKE rose', /unknown operator "LIKE" at position 7/],
    ['(a = 1 or b = 2', /expected "\)" to close "\("/],
    ['a = 1)', /unexpected "\)" at position 6/],
    ['a = 1 b = 2', /unexpected "b" at position 7/],
    ['= 5', /expected a field, found "="/],
    ['a IN palm', /expected "\(" after IN/],
    ['a IN (palm, cacti', /expected "\)" to close the IN list/],
    ['venue DistanceWithin(52, -1, 10 parsecs)', /invalid distance "10parsecs" in DistanceWithin/],
    ['venue DistanceWithin(north, -1, 10km)', /expected a latitude/],
    ['created > endOfDay(tomorrow)', /Invalid argument "tomorrow" to endOfDay\(\)/],
    ['price between(1)', /expected "," between the two BETWEEN values/],
    ['price > NULL', /NULL cannot be compared/],
    ['title NOT LIKE x', /expected IN, EXISTS, STARTSWITH/],
    ['ORDER BY', /expected a field to order by/],
    ['a = 1 ORDER BY title sideways', /unexpected "sideways"/],
    ['sys.owner = currentUser()', /currentUser\(\) is only available in the Management API/],
    ['title^high FREETEXT x', /expected a number after "\^"/],
    ['a = 1 and', /expected a condition at the end/],
    ['photo IS FULL', /expected EMPTY or NULL after IS/],
  ])('%s', (statement, message) => {
    const error = errorOf(statement);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^ZenQL: |Invalid argument/);
    expect(error.message).toMatch(message);
  });
});

describe('ZenQL against the index', () => {
  const index = new SearchIndex(allEntries, { contentTypes });
  const run = (statement: string) =>
    index.search(parseZenql(statement), { now: new Date('2024-04-25T12:00:00Z') }).items.map((e: Entry) => e.sys.id);

  it('finds and orders entries', () => {
    expect(run('sys.contentTypeId = event and price < 10 ORDER BY price desc')).toEqual(['e1', 'e3']);
    expect(run('sys.contentTypeId = EVENT and not entryTitle ~ rose ORDER BY entryTitle')).toEqual(['e3', 'e1']);
    // No ORDER BY: entryTitle order ("Orchard open day" before "Pruning apple trees").
    expect(run('startDate > now() or readingTime >= 8')).toEqual(['e3', 'b3']);
    expect(run('venue DistanceWithin(52.4862, -1.8904, 120km) ORDER BY venue')).toEqual(['e1', 'e3']);
    expect(run('sys.versionStatus = latest')).toEqual(['b3']);
    expect(run('* FREETEXT "head gardener" ORDER BY entryTitle')).toEqual(['p1', 'e2']);
  });
});
