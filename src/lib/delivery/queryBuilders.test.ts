// Query builders and where-expression operators: defaults and JSON shapes from contensis-api.md
// §1.6 (operator table) and spec §3/§9 (management query, page size 20).
import { createEntryQuery, createZenqlQuery } from './entryQuery';
import { createManagementQuery } from './managementQuery';
import { Op } from './operators';
import { toOrderBy } from './orderBy';

describe('createEntryQuery', () => {
  it('defaults to page 0 of 20 with nothing else set', () => {
    const query = createEntryQuery();
    expect(query).toMatchObject({ pageIndex: 0, pageSize: 20, where: [], linkDepth: 0 });
    expect(JSON.parse(JSON.stringify(query))).toEqual({ pageIndex: 0, pageSize: 20, where: [] });
  });

  it('serialises every section in the documented order and leaves out linkDepth', () => {
    const query = createEntryQuery(Op.equalTo('sys.contentTypeId', 'movie'));
    query.orderBy = '-sys.version.modified';
    query.fields = ['title'];
    query.fieldLinkDepths = { director: 2 };
    query.aggregations = { tags: { field: 'entryTags', size: 5 } };
    query.linkDepth = 3;
    expect(JSON.stringify(query)).toBe(
      '{"pageIndex":0,"pageSize":20,"orderBy":[{"desc":"sys.version.modified"}],' +
        '"where":[{"field":"sys.contentTypeId","equalTo":"movie"}],"fields":["title"],' +
        '"fieldLinkDepths":{"director":2},"aggregations":{"tags":{"field":"entryTags","size":5}}}',
    );
  });

  it('ZenQL queries default to page 0 of 20 as well', () => {
    expect(createZenqlQuery('sys.id = x')).toMatchObject({ zenql: 'sys.id = x', pageIndex: 0, pageSize: 20 });
  });
});

describe('createManagementQuery', () => {
  it('has the spec defaults', () => {
    expect(JSON.parse(JSON.stringify(createManagementQuery()))).toEqual({
      pageIndex: 0,
      pageSize: 20,
      where: [],
      includeArchived: false,
      includeDeleted: false,
    });
  });

  it('includes orderBy before where and aggregations when set', () => {
    const query = createManagementQuery(Op.exists('title'));
    query.orderBy = ['title', '-sys.version.created'];
    query.aggregations = { a: { field: 'f' } };
    query.includeArchived = true;
    expect(JSON.stringify(query)).toBe(
      '{"pageIndex":0,"pageSize":20,"orderBy":[{"asc":"title"},{"desc":"sys.version.created"}],' +
        '"where":[{"field":"title","exists":true}],"includeArchived":true,"includeDeleted":false,"aggregations":{"a":{"field":"f"}}}',
    );
  });
});

describe('Op', () => {
  it('builds the documented field expressions', () => {
    expect(Op.equalTo('f', 'v')).toEqual({ field: 'f', equalTo: 'v' });
    expect(Op.contains('f', 's')).toEqual({ field: 'f', contains: 's' });
    expect(Op.startsWith('f', 's')).toEqual({ field: 'f', startsWith: 's' });
    expect(Op.endsWith('f', 's')).toEqual({ field: 'f', endsWith: 's' });
    expect(Op.in('f', 'a', 'b', 'c')).toEqual({ field: 'f', in: ['a', 'b', 'c'] });
    expect(Op.in('f', ['a', 'b'])).toEqual({ field: 'f', in: ['a', 'b'] });
    expect(Op.between('f', 1, 5)).toEqual({ field: 'f', between: [1, 5] });
    expect(Op.exists('f')).toEqual({ field: 'f', exists: true });
    expect(Op.exists('f', false)).toEqual({ field: 'f', exists: false });
    expect(Op.greaterThan('f', 1)).toEqual({ field: 'f', greaterThan: 1 });
    expect(Op.greaterThanOrEqualTo('f', 1)).toEqual({ field: 'f', greaterThanOrEqualTo: 1 });
    expect(Op.lessThan('f', 'now()')).toEqual({ field: 'f', lessThan: 'now()' });
    expect(Op.lessThanOrEqualTo('f', 1)).toEqual({ field: 'f', lessThanOrEqualTo: 1 });
    expect(Op.distanceWithin('loc', 52.3, -2.7, '10mi')).toEqual({
      field: 'loc',
      distanceWithin: { lat: 52.3, lon: -2.7, distance: '10mi' },
    });
  });

  it('always emits freeText in the object form', () => {
    expect(Op.freeText('f', 'words')).toEqual({ field: 'f', freeText: { term: 'words', fuzzy: false, operator: 'and' } });
    expect(Op.freeText('f', 'words', true, 'or')).toEqual({ field: 'f', freeText: { term: 'words', fuzzy: true, operator: 'or' } });
  });

  it('combines with and/or, and emits not as a one-element array', () => {
    const a = Op.equalTo('a', 1);
    const b = Op.equalTo('b', 2);
    expect(Op.and(a, b)).toEqual({ and: [a, b] });
    expect(Op.or(a, b)).toEqual({ or: [a, b] });
    expect(Op.not(a)).toEqual({ not: [a] });
  });

  it('emits weight only above 1', () => {
    const expr = Op.freeText('title', 'x');
    expect(Op.weight(expr, 10)).toEqual({ ...expr, weight: 10 });
    expect(Op.weight(expr, 1)).toEqual(expr);
    expect(Op.weight(Op.weight(expr, 5), 0)).toEqual(expr);
    expect(Op.weight(Op.or(expr), 2)).toEqual({ or: [expr], weight: 2 });
  });

  it('truncates Date values of range operators to whole minutes in UTC', () => {
    const date = new Date('2024-01-01T10:11:12.345Z');
    expect(Op.greaterThan('d', date)).toEqual({ field: 'd', greaterThan: '2024-01-01T10:11:00.000Z' });
    expect(Op.between('d', date, new Date('2024-02-01T00:00:59.999Z'))).toEqual({
      field: 'd',
      between: ['2024-01-01T10:11:00.000Z', '2024-02-01T00:00:00.000Z'],
    });
    expect(date.toISOString()).toBe('2024-01-01T10:11:12.345Z');
  });

  it('truncates ISO date strings the same way, and leaves other strings and numbers alone', () => {
    expect(Op.lessThan('d', '2024-01-01T10:11:12.345Z')).toEqual({ field: 'd', lessThan: '2024-01-01T10:11:00.000Z' });
    expect(Op.greaterThanOrEqualTo('d', '2024-01-01T10:11:12+01:00')).toEqual({
      field: 'd',
      greaterThanOrEqualTo: '2024-01-01T09:11:00.000Z',
    });
    expect(Op.greaterThan('price', '5')).toEqual({ field: 'price', greaterThan: '5' });
    expect(Op.lessThan('d', 'now(-1d)')).toEqual({ field: 'd', lessThan: 'now(-1d)' });
    expect(Op.lessThan('n', 5)).toEqual({ field: 'n', lessThan: 5 });
  });
});

describe('toOrderBy', () => {
  it('reads -field as descending and +field or field as ascending', () => {
    expect(toOrderBy(['-sys.version.modified', '+entryTitle', 'title'])).toEqual([
      { desc: 'sys.version.modified' },
      { asc: 'entryTitle' },
      { asc: 'title' },
    ]);
    expect(toOrderBy('title')).toEqual([{ asc: 'title' }]);
    expect(toOrderBy({ desc: 'x' })).toEqual([{ desc: 'x' }]);
    expect(toOrderBy(undefined)).toEqual([]);
    expect(toOrderBy(['', '-'])).toEqual([]);
  });
});
