// A facet's search as the query JSON the Delivery API receives (contensis-api.md §1.6; spec §5, §7, §9).
import { MAX_PAGE_SIZE } from '../constants';
import { queryOptions, sent } from '../testing/queryOptions';
import { aggregateCount, filterAggregations } from './aggregations';
import { idList } from './expressions';
import { buildFeaturedQuery, buildFilterItemsQuery, buildSearchQuery } from './searchQuery';

const PUBLISHED = { field: 'sys.versionStatus', equalTo: 'published' };
/** True or not set: what an include-in-search field must be. */
const notFalse = (field: string) => ({
  or: [
    {
      and: [
        { field, exists: true },
        { field, equalTo: true },
      ],
    },
    { field, exists: false },
  ],
});
/** Every search leaves out what an editor marked "not in search", whatever its data format. */
const SEARCHABLE = notFalse('sys.metadata.includeInSearch');

describe('buildSearchQuery', () => {
  it('asks for published entries, first page of 20, and nothing else by default', () => {
    expect(sent(buildSearchQuery(queryOptions()))).toEqual({ pageIndex: 0, pageSize: 20, where: [PUBLISHED, SEARCHABLE] });
  });

  it('uses the version status and languages it is given', () => {
    expect(sent(buildSearchQuery(queryOptions({ versionStatus: 'latest', languages: ['en-GB', 'cy'] }))).where).toEqual([
      { field: 'sys.versionStatus', equalTo: 'latest' },
      SEARCHABLE,
      { field: 'sys.language', in: ['en-GB', 'cy'] },
    ]);
  });

  it('searches entries of the content types, excluding those marked with !', () => {
    expect(sent(buildSearchQuery(queryOptions({ contentTypeIds: ['news', 'event', '!person'] }))).where).toEqual([
      PUBLISHED,
      SEARCHABLE,
      {
        and: [
          { field: 'sys.dataFormat', equalTo: 'entry' },
          { field: 'sys.contentTypeId', in: ['news', 'event'] },
          { not: [{ field: 'sys.contentTypeId', in: ['person'] }] },
        ],
      },
    ]);
  });

  it('searches any of entries, web pages and assets of their own types', () => {
    const where = sent(
      buildSearchQuery(queryOptions({ contentTypeIds: ['!person'], webpageTemplates: ['landing'], assetTypes: ['document', '!image'] })),
    ).where as unknown[];
    expect(where.at(-1)).toEqual({
      or: [
        { and: [{ field: 'sys.dataFormat', equalTo: 'entry' }, { not: [{ field: 'sys.contentTypeId', in: ['person'] }] }] },
        {
          and: [
            { field: 'sys.dataFormat', equalTo: 'webpage' },
            { field: 'sys.contentTypeId', in: ['landing'] },
          ],
        },
        {
          and: [
            { field: 'sys.dataFormat', equalTo: 'asset' },
            { field: 'sys.contentTypeId', in: ['document'] },
            { not: [{ field: 'sys.contentTypeId', in: ['image'] }] },
          ],
        },
      ],
    });
  });

  it('leaves out entries an editor marked not in search, whatever their data format, and those whose own include-in-search fields are false', () => {
    expect(sent(buildSearchQuery(queryOptions({ includeInSearch: ['showInSearch'] }))).where).toEqual([
      PUBLISHED,
      SEARCHABLE,
      notFalse('showInSearch'),
    ]);
    expect(sent(buildSearchQuery(queryOptions({ includeInSearch: ['sys.metadata.includeInSearch'] }))).where).toEqual([
      PUBLISHED,
      SEARCHABLE,
    ]);
    for (const scope of [{ contentTypeIds: ['news'] }, { webpageTemplates: ['page'] }, { assetTypes: ['document'] }]) {
      expect((sent(buildSearchQuery(queryOptions(scope))).where as unknown[])[1]).toEqual(SEARCHABLE);
    }
  });

  it('excludes ids given as a list or as a comma-separated string', () => {
    expect(idList(' a, b,,a ')).toEqual(['a', 'b']);
    expect(idList(['x', ' y '])).toEqual(['x', 'y']);
    expect(sent(buildSearchQuery(queryOptions({ excludeIds: idList('a,b') }))).where).toEqual([
      PUBLISHED,
      SEARCHABLE,
      { not: [{ field: 'sys.id', in: ['a', 'b'] }] },
    ]);
  });

  it('adds custom where clauses as given', () => {
    const custom = [
      { field: 'price', lessThan: 5 },
      {
        or: [
          { field: 'a', exists: true },
          { field: 'b', exists: true },
        ],
      },
    ];
    expect(sent(buildSearchQuery(queryOptions({ customWhere: custom }))).where).toEqual([PUBLISHED, SEARCHABLE, ...custom]);
  });

  it('puts term, version, inclusion, languages, custom clauses, exclusions, filters and types in that order', () => {
    const where = sent(
      buildSearchQuery(
        queryOptions({
          searchTerm: 'x',
          languages: ['en-GB'],
          includeInSearch: ['f'],
          customWhere: [{ field: 'c', exists: true }],
          excludeIds: ['id1'],
          filters: [{ fieldId: 'topic', values: ['t'] }],
          contentTypeIds: ['news'],
        }),
      ),
    ).where as Record<string, unknown>[];
    expect(where.map((e) => (e.field as string) ?? Object.keys(e)[0])).toEqual([
      'or',
      'sys.versionStatus',
      'or',
      'or',
      'sys.language',
      'c',
      'not',
      'topic',
      'and',
    ]);
  });

  it('sends fields, link depth and field link depths', () => {
    const query = buildSearchQuery(queryOptions({ fields: ['entryTitle', 'sys.uri'], linkDepth: 2, fieldLinkDepths: { author: 1 } }));
    expect(query.linkDepth).toBe(2);
    expect(sent(query)).toMatchObject({ fields: ['entryTitle', 'sys.uri'], fieldLinkDepths: { author: 1 } });
  });

  it('orders by the configured order without a term, by relevance with one, and by the visitor’s choice always', () => {
    expect(sent(buildSearchQuery(queryOptions({ orderBy: ['-sys.version.published'] }))).orderBy).toEqual([
      { desc: 'sys.version.published' },
    ]);
    expect(sent(buildSearchQuery(queryOptions({ orderBy: ['-sys.version.published'], searchTerm: 'x' }))).orderBy).toBeUndefined();
    expect(sent(buildSearchQuery(queryOptions({ orderBy: ['title'], dynamicOrderBy: ['-title'], searchTerm: 'x' }))).orderBy).toEqual([
      { desc: 'title' },
    ]);
  });

  it('asks for the page it is given, within the contract’s page size limit', () => {
    expect(sent(buildSearchQuery(queryOptions({ pageIndex: 3, pageSize: 50 })))).toMatchObject({ pageIndex: 3, pageSize: 50 });
    expect(sent(buildSearchQuery(queryOptions({ pageSize: 1e9 }))).pageSize).toBe(MAX_PAGE_SIZE);
    expect(sent(buildSearchQuery(queryOptions({ pageSize: 0 }))).pageSize).toBe(20);
  });

  it('sends the aggregations it is given', () => {
    const aggregations = filterAggregations([{ fieldId: 'topic.sys.id' }]);
    expect(sent(buildSearchQuery(queryOptions({ aggregations }))).aggregations).toEqual({
      'sf_topic.sys.id': { field: 'topic.sys.id', size: 100 },
    });
  });
});

describe('filter aggregations', () => {
  it('counts values only for value filters: a range, distance or text filter gets no aggregation', () => {
    const filters = [
      { fieldId: 'topic', fieldOperator: 'in' as const },
      { fieldId: 'date', fieldOperator: 'between' as const },
      { fieldId: 'location', fieldOperator: 'distanceWithin' as const },
      { fieldId: 'year', fieldOperator: 'startsWith' as const },
    ];
    expect(Object.keys(filterAggregations(filters))).toEqual(['sf_topic']);
  });

  it('asks for one aggregation per filter field, prefixed sf_, size 100, without array brackets', () => {
    expect(
      filterAggregations([{ fieldId: 'location' }, { fieldId: ['tags[]', 'topic'] }, { fieldId: null }, { fieldId: 'location' }]),
    ).toEqual({
      sf_location: { field: 'location', size: 100 },
      sf_tags: { field: 'tags', size: 100 },
      sf_topic: { field: 'topic', size: 100 },
    });
  });

  it('reads a count by the lower-cased key, from the first field that has one', () => {
    const answer = { sf_tags: { science: 4 }, sf_topic: { science: 9, art: 2 } };
    expect(aggregateCount(answer, 'tags', 'Science')).toBe(4);
    expect(aggregateCount(answer, ['tags', 'topic'], 'ART')).toBe(2);
    // Counted in full (fewer buckets than asked for): a key without a bucket has none.
    expect(aggregateCount(answer, 'tags', 'art')).toBe(0);
    expect(aggregateCount(answer, 'missing', 'art')).toBeUndefined();
    expect(aggregateCount(undefined, 'tags', 'art')).toBeUndefined();
  });
});

describe('buildFeaturedQuery', () => {
  it('is not made when the facet has no featured results', () => {
    expect(buildFeaturedQuery(queryOptions())).toBeNull();
  });

  it('asks for `count` entries of the featured content type, without the facet’s types and filters', () => {
    const options = queryOptions({
      featuredResults: { contentTypeId: 'promo', count: 3 },
      contentTypeIds: ['news'],
      filters: [{ fieldId: 'topic', values: ['t'] }],
      pageIndex: 4,
      fields: ['entryTitle'],
    });
    expect(sent(buildFeaturedQuery(options))).toEqual({
      pageIndex: 0,
      pageSize: 3,
      where: [
        PUBLISHED,
        SEARCHABLE,
        {
          and: [
            { field: 'sys.dataFormat', equalTo: 'entry' },
            { field: 'sys.contentTypeId', in: ['promo'] },
          ],
        },
      ],
      fields: ['entryTitle'],
    });
  });

  it('marks featured entries by a field value within the facet’s own types and filters', () => {
    const options = queryOptions({
      featuredResults: { fieldId: 'isFeatured' },
      contentTypeIds: ['news'],
      filters: [{ fieldId: 'topic', values: ['t'] }],
    });
    expect(sent(buildFeaturedQuery(options))).toMatchObject({
      pageSize: 20,
      where: [
        PUBLISHED,
        SEARCHABLE,
        { field: 'isFeatured', equalTo: true },
        { field: 'topic', in: ['t'] },
        {
          and: [
            { field: 'sys.dataFormat', equalTo: 'entry' },
            { field: 'sys.contentTypeId', in: ['news'] },
          ],
        },
      ],
    });
  });
});

describe('buildFilterItemsQuery', () => {
  it('asks for 100 entries of the content types by title, with their custom clauses', () => {
    const query = buildFilterItemsQuery({
      contentTypeIds: ['topic'],
      versionStatus: 'published',
      languages: ['en-GB'],
      customWhere: [{ field: 'active', equalTo: true }],
    });
    expect(sent(query)).toEqual({
      pageIndex: 0,
      pageSize: 100,
      orderBy: [{ asc: 'entryTitle' }],
      where: [
        {
          and: [
            { field: 'sys.dataFormat', equalTo: 'entry' },
            { field: 'sys.contentTypeId', in: ['topic'] },
          ],
        },
        PUBLISHED,
        { field: 'sys.language', in: ['en-GB'] },
        { field: 'active', equalTo: true },
      ],
      fields: ['entryTitle', 'sys.slug'],
    });
  });
});
