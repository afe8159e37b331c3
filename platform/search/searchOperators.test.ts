import type { Entry } from '../../contract';
import { parseSearchQuery } from './parseSearchQuery';
import { SearchIndex } from './searchIndex';
import { allEntries, contentTypes, entry, lookupIn } from './testEntries';

const index = new SearchIndex(allEntries, { contentTypes, lookup: lookupIn(allEntries) });

/** id, @language when not en-GB, ~latest for drafts. */
const keyOf = (e: Entry) =>
  `${e.sys.id}${e.sys.language === 'en-GB' ? '' : `@${e.sys.language}`}${e.sys.versionStatus === 'latest' ? '~latest' : ''}`;

function find(where: unknown[], searchIndex = index): string[] {
  return searchIndex
    .search(parseSearchQuery({ where, pageSize: 100 }))
    .items.map(keyOf)
    .sort();
}

describe('equalTo', () => {
  it('compares strings case-insensitively', () => {
    expect(find([{ field: 'sys.contentTypeId', equalTo: 'EVENT' }])).toEqual(['e1', 'e2', 'e3']);
    expect(find([{ field: 'entryTitle', equalTo: 'rose PRUNING workshop' }])).toEqual(['e2']);
  });

  it('matches numbers given as numbers or text, and booleans', () => {
    expect(find([{ field: 'readingTime', equalTo: 6 }])).toEqual(['b1', 'b1@cy']);
    expect(find([{ field: 'readingTime', equalTo: '6' }])).toEqual(['b1', 'b1@cy']);
    expect(find([{ field: 'price', equalTo: 5.5 }])).toEqual(['e1']);
    expect(find([{ field: 'featured', equalTo: true }])).toEqual(['b1']);
    expect(find([{ field: 'featured', equalTo: false }])).toEqual(['b2']);
  });

  it('matches a taxonomy value by key, as the field itself or field.key, and any element of an array', () => {
    expect(find([{ field: 'topics', equalTo: '0/1/12' }])).toEqual(['b1', 'b1@cy']);
    expect(find([{ field: 'topics.key', equalTo: '0/1/14' }])).toEqual(['b3']);
    expect(find([{ field: 'topics.name', equalTo: 'indoor' }])).toEqual(['b2']);
  });

  it('follows dot paths into links and sys', () => {
    expect(find([{ field: 'author.sys.id', equalTo: 'p1' }])).toEqual(['b1', 'b3']);
    expect(find([{ field: 'sys.uri', equalTo: '/event/e3' }])).toEqual(['e3']);
  });

  it('compares dates as instants', () => {
    expect(find([{ field: 'startDate', equalTo: '2024-02-10T15:00:00+01:00' }])).toEqual(['e2']);
  });

  it('treats null as "no value"', () => {
    expect(find([{ field: 'readingTime', equalTo: null }])).toEqual(['e1', 'e2', 'e3', 'p1', 'p2']);
  });

  it('reads entryTitle from the content type title field when an entry has none', () => {
    const bare = new SearchIndex([entry('x1', 'person', { name: 'Ivy Holloway' }), entry('x2', 'person', { name: 'Rowan Ash' })], {
      contentTypes,
    });
    expect(find([{ field: 'entryTitle', equalTo: 'ivy holloway' }], bare)).toEqual(['x1']);
    expect(bare.search(parseSearchQuery({})).items.map((e) => e.sys.id)).toEqual(['x1', 'x2']);
  });
});

describe('contains, startsWith, endsWith', () => {
  it('finds substrings case-insensitively', () => {
    expect(find([{ field: 'entryTitle', contains: 'PRUN' }])).toEqual(['b3', 'e2']);
    expect(find([{ field: 'title', contains: 'prun' }])).toEqual(['b3']);
  });

  it('supports ? and * wildcards', () => {
    expect(find([{ field: 'entryTitle', contains: 'r?se' }])).toEqual(['e2']);
    expect(find([{ field: 'entryTitle', contains: 'gr*ing' }])).toEqual(['b2']);
    expect(find([{ field: 'entryTitle', contains: 'f*s f?r' }])).toEqual(['b1']);
  });

  it('looks inside composer items', () => {
    expect(find([{ field: 'body.value', contains: 'crossing branches' }])).toEqual(['b3']);
    expect(find([{ field: 'body.value.source', equalTo: 'beth chatto' }])).toEqual(['b1']);
    expect(find([{ field: 'body', contains: 'little water' }])).toEqual(['b2']);
    expect(find([{ field: 'body', contains: 'opportunity' }])).toEqual(['b1']);
  });

  it('searches searchContent, including raw markup', () => {
    expect(find([{ field: 'searchContent', contains: 'bright light' }])).toEqual(['b2']);
    expect(find([{ field: 'searchContent', contains: 'hart&rsquo;s' }])).toEqual(['b1']);
    expect(find([{ field: 'searchContent', contains: 'ada green' }])).toEqual(['b1', 'b3', 'p1']);
  });

  it('reads markup as stored: tags, attributes and entities match as well as the text', () => {
    const html = new SearchIndex(
      [
        entry('h1', 'page', {
          body: [{ type: 'markup', value: '<p>See <a href="/visit/opening-times" class="more">our hours</a> &ndash; daily.</p>' }],
        }),
        entry('h2', 'page', { body: [{ type: 'markup', value: '<p>Opening times change in winter.</p>' }] }),
        entry('h3', 'news', { body: '<p>Plain <strong>news</strong> for the visit</p>' }),
      ],
      { contentTypes: [] },
    );
    expect(find([{ field: 'body', contains: 'href="/visit/opening-times"' }], html)).toEqual(['h1']);
    expect(find([{ field: 'searchContent', contains: '/visit/' }], html)).toEqual(['h1']);
    expect(find([{ field: 'body', contains: 'strong' }], html)).toEqual(['h3']);
    expect(find([{ field: 'searchContent', contains: 'ndash' }], html)).toEqual(['h1']);
    expect(find([{ field: 'body', contains: 'class="m*e"' }], html)).toEqual(['h1']);
    expect(find([{ field: 'body', contains: 'hours</a> &ndash; d' }], html)).toEqual(['h1']);
    expect(find([{ field: 'body', contains: 'opening times' }], html)).toEqual(['h2']);
  });

  it('ignores values longer than 8,000 characters', () => {
    const long = new SearchIndex(
      [
        entry('n1', 'note', { notes: `${'lorem ipsum '.repeat(700)}needle` }),
        entry('n2', 'note', { notes: 'a short note with a needle in it' }),
        entry('n3', 'note', { notes: `${'lorem ipsum '.repeat(600)}needle` }),
      ],
      { contentTypes: [] },
    );
    expect(find([{ field: 'notes', contains: 'needle' }], long)).toEqual(['n2', 'n3']);
    expect(find([{ field: 'searchContent', contains: 'needle' }], long)).toEqual(['n2', 'n3']);
    expect(find([{ field: 'notes', endsWith: 'needle' }], long)).toEqual(['n3']);
  });

  it('anchors startsWith and endsWith', () => {
    expect(find([{ field: 'sys.uri', startsWith: '/EVENT/' }])).toEqual(['e1', 'e2', 'e3']);
    expect(find([{ field: 'entryTitle', startsWith: 'rose' }])).toEqual(['e2']);
    expect(find([{ field: 'entryTitle', startsWith: 'pruning' }])).toEqual(['b3']);
    expect(find([{ field: 'entryTitle', endsWith: 'DAY' }])).toEqual(['e3']);
    expect(find([{ field: 'keywords', endsWith: 'woodland' }])).toEqual(['b1']);
  });
});

describe('freeText', () => {
  it('requires all words by default', () => {
    expect(find([{ field: 'searchContent', freeText: 'apple' }])).toEqual(['b3', 'e3']);
    expect(find([{ field: 'searchContent', freeText: 'apple winter' }])).toEqual(['b3']);
    expect(find([{ field: 'searchContent', freeText: { term: 'apple winter', fuzzy: false, operator: 'and' } }])).toEqual(['b3']);
  });

  it('with operator "or" needs any word, and ranks entries matching more words higher', () => {
    const result = index.search(
      parseSearchQuery({ where: [{ field: 'searchContent', freeText: { term: 'apple winter', operator: 'or' } }] }),
    );
    expect(result.items.map(keyOf).sort()).toEqual(['b1', 'b2', 'b3', 'e3']);
    expect(keyOf(result.items[0])).toBe('b3');
  });

  it('matches whole words only, folding plurals', () => {
    expect(find([{ field: 'entryTitle', freeText: 'prun' }])).toEqual([]);
    expect(find([{ field: 'entryTitle', freeText: 'fern' }])).toEqual(['b1']);
    expect(find([{ field: 'entryTitle', freeText: 'garden' }])).toEqual(['b1']);
  });

  it('with fuzzy=true allows 1 edit for 3-5 letter words and 2 for longer ones', () => {
    expect(find([{ field: 'searchContent', freeText: 'prunning' }])).toEqual([]);
    expect(find([{ field: 'searchContent', freeText: { term: 'prunning', fuzzy: true } }])).toEqual(['b3', 'e2']);
    expect(find([{ field: 'entryTitle', freeText: { term: 'aple', fuzzy: true } }])).toEqual(['b3']);
    // 6+ letters: two edits (orchid -> orchard: one change, one insertion).
    expect(find([{ field: 'entryTitle', freeText: { term: 'orchid', fuzzy: true } }])).toEqual(['e3']);
    expect(find([{ field: 'entryTitle', freeText: { term: 'orhcard', fuzzy: true } }])).toEqual(['e3']);
    // 3-5 letters: one edit only (orchd needs two insertions; fpjr two changes from fair).
    expect(find([{ field: 'entryTitle', freeText: { term: 'orchd', fuzzy: true } }])).toEqual([]);
    expect(find([{ field: 'entryTitle', freeText: { term: 'fpjr', fuzzy: true } }])).toEqual([]);
    expect(find([{ field: 'entryTitle', freeText: { term: 'fpir', fuzzy: true } }])).toEqual(['e1']);
    expect(find([{ field: 'entryTitle', freeText: { term: 'fari', fuzzy: true } }])).toEqual(['e1']);
  });

  it('gives 1-2 letter words no fuzziness', () => {
    const small = new SearchIndex([entry('s1', 'note', { code: 'ab' }), entry('s2', 'note', { code: 'ac' })], { contentTypes: [] });
    expect(find([{ field: 'code', freeText: { term: 'ab', fuzzy: true } }], small)).toEqual(['s1']);
  });

  it('searches linked entries’ titles and descriptions through searchContent', () => {
    expect(find([{ field: 'searchContent', freeText: 'houseplant' }])).toEqual(['b2', 'p2']);
    expect(find([{ field: 'searchContent', freeText: 'greenwood' }])).toEqual(['b1', 'b3', 'p1']);
    expect(find([{ field: 'entryDescription', freeText: 'houseplant' }])).toEqual(['p2']);
  });

  it('reads * as all text', () => {
    expect(find([{ field: '*', freeText: 'cider' }])).toEqual(['e3']);
  });

  it('reads markup text, not tags or entity names', () => {
    expect(find([{ field: 'searchContent', freeText: 'strong' }])).toEqual([]);
    expect(find([{ field: 'searchContent', freeText: 'rsquo' }])).toEqual([]);
    expect(find([{ field: 'searchContent', freeText: "hart's" }])).toEqual(['b1']);
  });
});

describe('in, between, exists and comparisons', () => {
  it('in matches any listed value', () => {
    expect(find([{ field: 'sys.contentTypeId', in: ['person', 'EVENT'] }])).toEqual(['e1', 'e2', 'e3', 'p1', 'p2']);
    expect(find([{ field: 'readingTime', in: [4, '8'] }])).toEqual(['b2', 'b3']);
    expect(find([{ field: 'topics', in: ['0/1/13', '0/1/14'] }])).toEqual(['b2', 'b3']);
    expect(find([{ field: 'sys.id', in: [] }])).toEqual([]);
  });

  it('between is inclusive for numbers and dates', () => {
    expect(find([{ field: 'readingTime', between: [4, 6] }])).toEqual(['b1', 'b1@cy', 'b2']);
    expect(find([{ field: 'price', between: [0, 5.5] }])).toEqual(['e1', 'e3']);
    expect(find([{ field: 'publishDate', between: ['2024-01-01', '2024-12-31'] }])).toEqual(['b1', 'b2']);
    expect(find([{ field: 'startDate', between: ['2024-02-10T14:00:00Z', '2024-04-20T10:00:00Z'] }])).toEqual(['e1', 'e2']);
  });

  it('exists false means missing, null, empty string or empty array', () => {
    const sparse = new SearchIndex(
      [
        entry('m1', 'note', { tags: ['a'] }),
        entry('m2', 'note', { tags: [] }),
        entry('m3', 'note', { tags: null }),
        entry('m4', 'note', { tags: '' }),
        entry('m5', 'note', {}),
      ],
      { contentTypes: [] },
    );
    expect(find([{ field: 'tags', exists: true }], sparse)).toEqual(['m1']);
    expect(find([{ field: 'tags', exists: false }], sparse)).toEqual(['m2', 'm3', 'm4', 'm5']);
    expect(find([{ field: 'keywords', exists: true }])).toEqual(['b1']);
    expect(find([{ field: 'venue', exists: true }])).toEqual(['e1', 'e2', 'e3']);
  });

  it('compares numbers', () => {
    expect(find([{ field: 'readingTime', greaterThan: 6 }])).toEqual(['b3']);
    expect(find([{ field: 'readingTime', greaterThanOrEqualTo: 6 }])).toEqual(['b1', 'b1@cy', 'b3']);
    expect(find([{ field: 'readingTime', lessThan: '6' }])).toEqual(['b2']);
    expect(find([{ field: 'readingTime', lessThanOrEqualTo: 4 }])).toEqual(['b2']);
    expect(find([{ field: 'price', greaterThan: 0 }])).toEqual(['e1', 'e2']);
  });

  it('compares ISO dates as instants, whatever their offset', () => {
    expect(find([{ field: 'startDate', greaterThan: '2024-04-20T10:00:00Z' }])).toEqual(['e3']);
    expect(find([{ field: 'startDate', greaterThanOrEqualTo: '2024-04-20T11:00:00+01:00' }])).toEqual(['e1', 'e3']);
    expect(find([{ field: 'startDate', lessThan: '2024-02-10T15:00:00+01:00' }])).toEqual([]);
    expect(find([{ field: 'startDate', lessThanOrEqualTo: '2024-02-10T15:00:00+01:00' }])).toEqual(['e2']);
    expect(find([{ field: 'publishDate', lessThan: '2024-01-01' }])).toEqual(['b3']);
  });

  it('compares text as lower-cased text', () => {
    expect(find([{ field: 'entryTitle', lessThan: 'B' }])).toEqual(['p1']);
    expect(find([{ field: 'entryTitle', greaterThanOrEqualTo: 'spring' }])).toEqual(['e1', 'p2']);
  });

  it('includes or excludes a text bound equal to a stored value, as each operator says', () => {
    const tags = [entry('t1', 'tag', { label: 'Beta' }), entry('t2', 'tag', { label: 'alpha' }), entry('t3', 'tag', { label: 'Gamma' })];
    const texts = new SearchIndex(tags, { contentTypes: [] });
    const labels = (condition: Record<string, unknown>) => find([{ field: 'label', ...condition }], texts);
    expect(labels({ greaterThan: 'beta' })).toEqual(['t3']);
    expect(labels({ greaterThanOrEqualTo: 'BETA' })).toEqual(['t1', 't3']);
    expect(labels({ lessThan: 'beta' })).toEqual(['t2']);
    expect(labels({ lessThanOrEqualTo: 'beta' })).toEqual(['t1', 't2']);
    expect(labels({ between: ['alpha', 'beta'] })).toEqual(['t1', 't2']);
    expect(labels({ between: ['b', 'c'] })).toEqual(['t1']);
    expect(labels({ greaterThan: 'zeta' })).toEqual([]);
  });

  it('evaluates expression functions and relative periods at the given now', () => {
    const run = (where: unknown[]) =>
      index
        .search(parseSearchQuery({ where }), { now: new Date('2024-04-25T12:00:00Z') })
        .items.map(keyOf)
        .sort();
    expect(run([{ field: 'startDate', greaterThan: 'now()' }])).toEqual(['e3']);
    expect(run([{ field: 'startDate', greaterThan: '-1d' }])).toEqual(['e3']);
    expect(run([{ field: 'startDate', greaterThan: '-1w' }])).toEqual(['e1', 'e3']);
    expect(run([{ field: 'startDate', greaterThan: '-2M 1w' }])).toEqual(['e1', 'e3']);
    expect(run([{ field: 'startDate', greaterThan: '-2M 3w' }])).toEqual(['e1', 'e2', 'e3']);
    expect(run([{ field: 'startDate', between: ['startOfMonth()', 'endOfMonth()'] }])).toEqual(['e1']);
    expect(run([{ field: 'startDate', between: ['startOfMonth(-2)', 'endOfMonth(-2)'] }])).toEqual(['e2']);
    expect(run([{ field: 'publishDate', lessThan: 'startOfYear()' }])).toEqual(['b3']);
    expect(run([{ field: 'startDate', lessThan: 'startOfWeek(-10)' }])).toEqual(['e2']);
  });
});

describe('distanceWithin', () => {
  // Independent oracle: spherical law of cosines on the same mean earth radius.
  const R = 6_371_008.7714;
  const rad = Math.PI / 180;
  const metresBetween = (a: [number, number], b: [number, number]) =>
    R *
    Math.acos(Math.sin(a[0] * rad) * Math.sin(b[0] * rad) + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.cos((b[1] - a[1]) * rad));
  const birmingham: [number, number] = [52.4862, -1.8904];
  const manchester: [number, number] = [53.4808, -2.2426];
  const toManchester = metresBetween(birmingham, manchester);
  const units: [string, number][] = [
    ['mi', 1609.344],
    ['miles', 1609.344],
    ['yd', 0.9144],
    ['yards', 0.9144],
    ['ft', 0.3048],
    ['feet', 0.3048],
    ['in', 0.0254],
    ['inch', 0.0254],
    ['km', 1000],
    ['kilometers', 1000],
    ['m', 1],
    ['meters', 1],
    ['cm', 0.01],
    ['centimeters', 0.01],
    ['mm', 0.001],
    ['millimeters', 0.001],
    ['NM', 1852],
    ['nmi', 1852],
    ['nauticalmiles', 1852],
  ];

  it.each(units)('measures in %s', (unit, metres) => {
    const within = (factor: number) =>
      find([
        {
          field: 'venue',
          distanceWithin: { lat: birmingham[0], lon: birmingham[1], distance: `${((toManchester * factor) / metres).toFixed(4)}${unit}` },
        },
      ]);
    expect(within(1.002)).toEqual(['e1', 'e3']);
    expect(within(0.998)).toEqual(['e1']);
  });

  it('reads coordinates stored or given as strings', () => {
    expect(find([{ field: 'venue', distanceWithin: { lat: '51.5072', lon: '-0.1276', distance: '1km' } }])).toEqual(['e2']);
  });

  it('reads distances with spaces, and refuses one padded with a million spaces at once', () => {
    expect(find([{ field: 'venue', distanceWithin: { lat: '51.5072', lon: '-0.1276', distance: ' 1 km ' } }])).toEqual(['e2']);
    const spaces = { field: 'venue', distanceWithin: { lat: 51.5, lon: -0.1, distance: `1${' '.repeat(1_000_000)}!` } };
    expect(() => find([spaces])).toThrow(/distance: invalid distance/);
  });
});

describe('and, or, not', () => {
  it('ors alternatives and ands the where array', () => {
    expect(
      find([
        {
          or: [
            { field: 'sys.contentTypeId', equalTo: 'person' },
            { field: 'readingTime', equalTo: 8 },
          ],
        },
      ]),
    ).toEqual(['b3', 'p1', 'p2']);
    expect(
      find([
        { field: 'sys.contentTypeId', equalTo: 'blogPost' },
        { field: 'sys.language', equalTo: 'cy' },
      ]),
    ).toEqual(['b1@cy']);
  });

  it('negates with either not form', () => {
    const expected = ['e1', 'e2', 'e3', 'p1', 'p2'];
    expect(find([{ not: { field: 'sys.contentTypeId', equalTo: 'blogPost' } }])).toEqual(expected);
    expect(find([{ not: [{ field: 'sys.contentTypeId', equalTo: 'blogPost' }] }])).toEqual(expected);
  });

  it('keeps entries without the field when negating', () => {
    expect(find([{ not: { field: 'featured', equalTo: true } }])).toEqual(['b1@cy', 'b2', 'b3', 'e1', 'e2', 'e3', 'p1', 'p2']);
  });

  it('excludes any item of a several-item not', () => {
    expect(
      find([
        {
          not: [
            { field: 'sys.contentTypeId', equalTo: 'blogPost' },
            { field: 'sys.contentTypeId', equalTo: 'person' },
          ],
        },
      ]),
    ).toEqual(['e1', 'e2', 'e3']);
  });

  it('nests', () => {
    expect(
      find([
        {
          and: [
            {
              or: [
                { field: 'sys.contentTypeId', equalTo: 'event' },
                { field: 'sys.contentTypeId', equalTo: 'person' },
              ],
            },
            { not: [{ field: 'entryTitle', contains: 'rose' }] },
            { or: [{ field: 'price', lessThan: 10 }, { not: { field: 'price', exists: true } }] },
          ],
        },
      ]),
    ).toEqual(['e1', 'e3', 'p1', 'p2']);
    expect(
      find([{ not: { or: [{ field: 'sys.contentTypeId', equalTo: 'blogPost' }, { and: [{ field: 'price', greaterThan: 1 }] }] } }]),
    ).toEqual(['e3', 'p1', 'p2']);
  });

  it('matches everything for an empty and/or', () => {
    expect(find([{ and: [] }])).toHaveLength(9);
    expect(find([{ or: [] }])).toHaveLength(9);
  });
});

describe('versions, languages and visibility', () => {
  it('searches published versions only unless the where names sys.versionStatus', () => {
    expect(find([{ field: 'sys.id', equalTo: 'b3' }])).toEqual(['b3']);
    expect(
      find([
        { field: 'sys.id', equalTo: 'b3' },
        { field: 'sys.versionStatus', equalTo: 'latest' },
      ]),
    ).toEqual(['b3~latest']);
    expect(
      find([
        {
          or: [
            { field: 'sys.versionStatus', equalTo: 'latest' },
            { field: 'sys.id', equalTo: 'p1' },
          ],
        },
      ]),
    ).toEqual(['b3~latest', 'p1']);
    expect(find([{ not: { field: 'sys.versionStatus', equalTo: 'latest' } }])).toHaveLength(9);
  });

  it('treats an entry without sys.versionStatus as published', () => {
    expect(
      find([
        { field: 'sys.versionStatus', equalTo: 'published' },
        { field: 'sys.id', equalTo: 'b3' },
      ]),
    ).toEqual(['b3']);
  });

  it('uses defaultVersionStatus when given', () => {
    const items = index.search(parseSearchQuery({}), { defaultVersionStatus: 'latest' }).items.map(keyOf);
    expect(items).toEqual(['b3~latest']);
  });

  it('has no language default', () => {
    expect(find([{ field: 'sys.id', equalTo: 'b1' }])).toEqual(['b1', 'b1@cy']);
    expect(find([{ field: 'sys.language', equalTo: 'cy' }])).toEqual(['b1@cy']);
  });

  it('leaves out entries the caller may not see, from items and totalCount', () => {
    const result = index.search(parseSearchQuery({ where: [{ field: 'sys.contentTypeId', equalTo: 'blogPost' }] }), {
      visible: (e) => e.sys.id !== 'b2',
    });
    expect(result.items.map(keyOf).sort()).toEqual(['b1', 'b1@cy', 'b3']);
    expect(result.totalCount).toBe(3);
  });
});
