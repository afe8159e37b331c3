// entries.get and entries.list: languages, link depth, field selection, uris, order and paging.
import { object, paged, sysOf, variationsOf } from './answers';
import { readProject } from './demoPack';
import { compatSuite } from './harness';
import { canonicalUri, findRecord, orderEntries, searchable, valueAt, variations } from './packViews';

const website = readProject('website');
// content/README.md: "the website home entry is bd8f06f5-b600-4c3c-82ce-2d3af53a292d", in English and Welsh.
const HOME = 'bd8f06f5-b600-4c3c-82ce-2d3af53a292d';
const published = (type: string, language = 'en-GB') =>
  searchable(website).filter((e) => e.contentTypeId === type && e.language === language);
const firstNews = () => published('newsArticle')[0];
// content/README.md: every 29th news article is attached to no node.
const unattachedNews = () => {
  const found = published('newsArticle').find((e) => canonicalUri(website, e.id) === null);
  if (!found) throw new Error('the pack has no unattached news article');
  return found;
};

compatSuite('entries', [
  {
    name: 'get in the primary language',
    run: (client) => client.getEntry({ id: HOME }),
    check(answer) {
      const entry = object(answer);
      expect(entry.entryTitle).toBe(findRecord(website, HOME, 'en-GB').entryTitle);
      expect(sysOf(entry)).toMatchObject({ id: HOME, language: 'en-GB', contentTypeId: 'homePage', uri: '/' });
      expect([...(sysOf(entry).availableLanguages as string[])].sort()).toEqual(['cy', 'en-GB']);
    },
  },
  {
    name: 'get a language variation',
    run: (client) => client.getEntry({ id: HOME, language: 'cy' }),
    check(answer) {
      const entry = object(answer);
      expect(entry.entryTitle).toBe(findRecord(website, HOME, 'cy').entryTitle);
      expect(entry.introduction).toBe(valueAt(findRecord(website, HOME, 'cy'), 'introduction'));
      expect(sysOf(entry)).toMatchObject({ id: HOME, language: 'cy' });
    },
  },
  {
    name: 'get without linkDepth leaves links as stubs',
    run: (client) => client.getEntry({ id: firstNews().id }),
    check(answer) {
      const author = object(object(answer).author, 'an author link');
      expect(Object.keys(author)).toEqual(['sys']);
      expect(sysOf(author).id).toBe(valueAt(firstNews(), 'author.sys.id'));
    },
  },
  {
    name: 'get with linkDepth resolves links',
    run: (client) => client.getEntry({ id: firstNews().id, linkDepth: 1 }),
    check(answer) {
      const entry = object(answer);
      const authorId = String(valueAt(firstNews(), 'author.sys.id'));
      const author = object(entry.author, 'a resolved author');
      expect(author.entryTitle).toBe(findRecord(website, authorId).entryTitle);
      expect(author.jobTitle).toBe(valueAt(findRecord(website, authorId), 'jobTitle'));
    },
  },
  {
    name: 'get with fields',
    run: (client) => client.getEntry({ id: firstNews().id, fields: ['title'] }),
    check(answer) {
      const entry = object(answer);
      expect(entry.title).toBe(valueAt(firstNews(), 'title'));
      expect(entry).not.toHaveProperty('summary');
      expect(entry).not.toHaveProperty('body');
      expect(sysOf(entry).id).toBe(firstNews().id);
    },
  },
  {
    name: 'sys.uri is the canonical node path, or null without a node',
    run: (client) => Promise.all([client.getEntry({ id: firstNews().id }), client.getEntry({ id: unattachedNews().id })]),
    check(answer) {
      const [attached, unattached] = Array.isArray(answer) ? answer : [];
      expect(sysOf(object(attached)).uri).toBe(canonicalUri(website, firstNews().id));
      expect(sysOf(object(unattached)).uri).toBeNull();
      expect(sysOf(object(unattached)).allUris).toEqual([]);
    },
  },
  {
    name: 'list a content type with order and paging',
    run: (client) => client.listEntries({ contentTypeId: 'event', order: ['-price', 'dateRange.from'], pageIndex: 1, pageSize: 10 }),
    check(answer) {
      const all = orderEntries(published('event'), [{ field: 'price', desc: true }, { field: 'dateRange.from' }]);
      const page = paged(answer);
      expect(variationsOf(page.items)).toEqual(variations(all.slice(10, 20)));
      expect(page).toMatchObject({ pageIndex: 1, pageSize: 10, totalCount: all.length, pageCount: Math.ceil(all.length / 10) });
    },
  },
  {
    name: 'list with the default page size',
    run: (client) => client.listEntries({ contentTypeId: 'newsArticle', order: ['-publishDate'] }),
    check(answer) {
      const all = orderEntries(published('newsArticle'), [{ field: 'publishDate', desc: true }]);
      const page = paged(answer);
      expect(variationsOf(page.items)).toEqual(variations(all.slice(0, 25)));
      expect(page).toMatchObject({ pageIndex: 0, pageSize: 25, totalCount: all.length, pageCount: Math.ceil(all.length / 25) });
    },
  },
  {
    name: 'list one language',
    run: (client) => client.listEntries({ language: 'cy', order: ['sys.id'] }),
    check(answer) {
      const welsh = searchable(website).filter((e) => e.language === 'cy');
      expect(welsh.length).toBeGreaterThan(0);
      expect(variationsOf(paged(answer).items)).toEqual(variations(orderEntries(welsh, [{ field: 'sys.id' }])));
    },
  },
]);
