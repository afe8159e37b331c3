// Ordering, paging, aggregations and the long query that both clients send as POST.
import { object, paged, sysOf } from './answers';
import { isObject, readProject } from './demoPack';
import type { NeutralQuery } from './compatClient';
import { type CompatCase, compatSuite } from './harness';
import { findRecord, orderEntries, searchable, valueAt } from './packViews';
import { ALL, matchCase, orderedCase } from './searchCases';

const website = readProject('website');
const ofType = (type: string) => searchable(website).filter((e) => e.contentTypeId === type);

const isType =
  (type: string): NeutralQuery['where'] =>
  (op) => [op.equalTo('sys.contentTypeId', type)];

/** One language's entries of a type: two variations of an entry tie on every key but the language. */
const isTypeIn =
  (type: string, language: string): NeutralQuery['where'] =>
  (op) => [op.equalTo('sys.contentTypeId', type), op.equalTo('sys.language', language)];
const ofTypeIn = (type: string, language: string) => ofType(type).filter((e) => e.language === language);

/** A page of events by price (high first), then start date. */
function eventsPage(name: string, pageIndex: number): CompatCase {
  return orderedCase(
    name,
    { where: isTypeIn('event', 'en-GB'), orderBy: [{ desc: 'price' }, { asc: 'dateRange.from' }], pageSize: 10, pageIndex },
    () => orderEntries(ofTypeIn('event', 'en-GB'), [{ field: 'price', desc: true }, { field: 'dateRange.from' }]),
  );
}

/** Counts per value, cut to the `size` biggest; fails if the cut falls inside a tie (the answer would be arbitrary). */
function topCounts(values: string[], size: number): Record<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length > size && ranked[size - 1][1] === ranked[size][1]) throw new Error('aggregation cut inside a tie');
  return Object.fromEntries(ranked.slice(0, size));
}

/** Taxonomy keys of a field value as stored in the pack (`{ key }` or an array of them). */
function keysOf(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((item) => (isObject(item) && typeof item.key === 'string' ? item.key : String(item)));
}

const firstNewsId = () => ofType('newsArticle')[0].id;

// Every id of the pack plus ids of nothing: the GET url of this query is far beyond 8,000 characters.
const packIds = [...new Set(website.records.map((e) => e.id))];
const unknownIds = Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

compatSuite('search ordering, paging, aggregations and POST', [
  eventsPage('orderBy desc then asc, second page', 1),
  eventsPage('orderBy, last partial page', 2),
  eventsPage('a page past the end is empty, with the same totals', 5),
  // Several people share a last name, so the second key decides.
  orderedCase(
    'orderBy two string fields ascending',
    { where: isType('person'), orderBy: [{ asc: 'lastName' }, { asc: 'firstName' }], pageSize: 50 },
    () => orderEntries(ofType('person'), [{ field: 'lastName' }, { field: 'firstName' }]),
  ),
  orderedCase(
    'orderBy a date descending, default page size',
    { where: isTypeIn('newsArticle', 'en-GB'), orderBy: [{ desc: 'publishDate' }], pageIndex: 1 },
    () => orderEntries(ofTypeIn('newsArticle', 'en-GB'), [{ field: 'publishDate', desc: true }]),
  ),
  {
    name: 'aggregations: counts per value, with size',
    run: (client) =>
      client.search({
        where: isType('event'),
        pageSize: 1,
        aggregations: { eventCategories: { field: 'category.key' }, topCategories: { field: 'category.key', size: 3 } },
      }),
    check(answer) {
      const keys = ofType('event').flatMap((e) => keysOf(valueAt(e, 'category')));
      const page = paged(answer);
      expect(page.items).toHaveLength(1);
      expect(page.aggregations).toEqual({ eventCategories: topCounts(keys, 10), topCategories: topCounts(keys, 3) });
    },
  },
  {
    name: 'aggregations on an array field',
    run: (client) =>
      client.search({
        where: isType('newsArticle'),
        pageSize: 1,
        aggregations: { newsTopics: { field: 'topics.key', size: 4 } },
      }),
    check(answer) {
      const keys = ofType('newsArticle').flatMap((e) => keysOf(valueAt(e, 'topics')));
      expect(paged(answer).aggregations).toEqual({ newsTopics: topCounts(keys, 4) });
    },
  },
  {
    name: 'a short query stays a GET, with linkDepth',
    run: (client) => client.search({ where: (op) => [op.equalTo('sys.id', firstNewsId())] }, 1),
    check(answer, sent) {
      expect(sent.map((r) => [r.method, new URL(r.url).searchParams.get('linkDepth')])).toEqual([['GET', '1']]);
      const [item] = paged(answer).items;
      const authorId = String(valueAt(findRecord(website, firstNewsId()), 'author.sys.id'));
      expect(object(item.author, 'a resolved author').entryTitle).toBe(findRecord(website, authorId).entryTitle);
    },
  },
  {
    ...matchCase(
      'a query over 8,000 characters is POSTed, with linkDepth resolving links',
      { where: (op) => [op.in('sys.id', ...packIds, ...unknownIds), op.equalTo('sys.contentTypeId', 'newsArticle')] },
      () => ofType('newsArticle'),
      1,
    ),
    check(answer, sent) {
      const search = sent.filter((r) => r.url.includes('/entries/search'));
      expect(search).toHaveLength(1);
      expect(search[0].method).toBe('POST');
      expect(new URL(search[0].url).searchParams.get('linkDepth')).toBe('1');
      const body: unknown = JSON.parse(search[0].body ?? '{}');
      expect(body).toMatchObject({ pageSize: ALL, where: [{ field: 'sys.id' }, { field: 'sys.contentTypeId' }] });

      const page = paged(answer);
      expect(page.totalCount).toBe(ofType('newsArticle').length);
      for (const item of page.items) {
        const stored = findRecord(website, String(sysOf(item).id));
        // The author link (a stub in the pack) comes back as the whole person entry.
        const authorId = String(valueAt(stored, 'author.sys.id'));
        const author = object(item.author, 'a resolved author');
        expect(author.entryTitle).toBe(findRecord(website, authorId).entryTitle);
        expect(sysOf(author)).toMatchObject({ id: authorId, contentTypeId: 'person' });
        // So does the image's asset, whose uri is the file path of the pack's asset record.
        const assetId = String(valueAt(stored, 'image.asset.sys.id'));
        const asset = object(object(item.image, 'an image').asset, 'a resolved asset');
        expect(asset.entryTitle).toBe(findRecord(website, assetId).entryTitle);
        expect(String(sysOf(asset).uri).split('?')[0]).toBe(valueAt(findRecord(website, assetId), 'sys.uri'));
      }
    },
  },
  {
    name: 'fields limits what each item holds',
    run: (client) =>
      client.search({
        where: isType('person'),
        orderBy: [{ asc: 'lastName' }, { asc: 'firstName' }],
        fields: ['entryTitle', 'jobTitle'],
        pageSize: 5,
      }),
    check(answer) {
      const expected = orderEntries(ofType('person'), [{ field: 'lastName' }, { field: 'firstName' }]).slice(0, 5);
      const items = paged(answer).items;
      expect(items.map((i) => [i.entryTitle, i.jobTitle])).toEqual(expected.map((e) => [e.entryTitle, valueAt(e, 'jobTitle')]));
      for (const item of items) {
        expect(item).not.toHaveProperty('bio');
        expect(item).not.toHaveProperty('firstName');
      }
    },
  },
]);
