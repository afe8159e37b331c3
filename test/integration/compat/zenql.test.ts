// ZenQL, as a bare string and through each library's ZenqlQuery builder (always GET /entries?zenql=).
import { type PackEntry, readProject } from './demoPack';
import { type CompatCase, compatSuite } from './harness';
import { orderEntries, searchable, valueAt } from './packViews';
import { hasWord } from './referenceMatching';
import { ALL, matchCheck, orderedCheck, QUERY_PAGE_SIZE } from './searchCases';

const website = readProject('website');
const ofType = (type: string) => searchable(website).filter((e) => e.contentTypeId === type);
const price = (e: PackEntry) => Number(valueAt(e, 'price'));

/** A ZenQL statement sent as a plain string, with the page size the libraries default to. */
function zenqlString(name: string, statement: string, check: CompatCase['check']): CompatCase {
  return {
    name,
    run: (client) => client.zenql(statement),
    check(answer, sent) {
      expect(sent.map((r) => `${r.method} ${new URL(r.url).searchParams.get('zenql')}`)).toEqual([`GET ${statement}`]);
      check(answer, sent);
    },
  };
}

function zenqlMatch(name: string, statement: string, expected: Parameters<typeof matchCheck>[0]): CompatCase {
  return { name, run: (client) => client.zenql(statement, { pageSize: ALL }), check: matchCheck(expected) };
}

compatSuite('ZenQL', [
  zenqlString(
    'a string with ORDER BY on two fields',
    'sys.contentTypeId = event and price >= 35 ORDER BY price DESC, entryTitle',
    orderedCheck(
      () =>
        orderEntries(
          ofType('event').filter((e) => price(e) >= 35),
          [{ field: 'price', desc: true }, { field: 'entryTitle' }],
        ),
      0,
      QUERY_PAGE_SIZE,
    ),
  ),
  {
    name: 'ZenqlQuery with paging and ORDER BY DESC',
    // One language: an article's two variations share their publish date.
    run: (client) =>
      client.zenql('sys.contentTypeId = newsArticle and sys.language = "en-GB" ORDER BY publishDate DESC', { pageIndex: 1, pageSize: 10 }),
    check: orderedCheck(
      () =>
        orderEntries(
          ofType('newsArticle').filter((e) => e.language === 'en-GB'),
          [{ field: 'publishDate', desc: true }],
        ),
      1,
      10,
    ),
  },
  zenqlMatch(
    'and, or, not, parentheses, quoted values',
    'sys.contentTypeId = event and (venue = "Great Lawn" or entryTitle startsWith "Evening talk") and not price = 0',
    () =>
      ofType('event').filter((e) => price(e) !== 0 && (valueAt(e, 'venue') === 'Great Lawn' || e.entryTitle.startsWith('Evening talk'))),
  ),
  zenqlMatch('between and IN', 'price between(5, 10) and category.key in ("0/2/1", "0/2/4")', () =>
    ofType('event').filter((e) => price(e) >= 5 && price(e) <= 10 && ['0/2/1', '0/2/4'].includes(String(valueAt(e, 'category.key')))),
  ),
  zenqlMatch('FREETEXT', 'entryTitle freetext "herbarium"', () => searchable(website).filter((e) => hasWord(e.entryTitle, 'herbarium'))),
  zenqlMatch('contains (~) and !=', 'entryTitle ~ "seed collections" and sys.contentTypeId != event', () =>
    searchable(website).filter((e) => e.entryTitle.includes('seed collections')),
  ),
]);
