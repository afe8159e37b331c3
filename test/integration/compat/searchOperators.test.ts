// Every search operator, through both clients' own Op builders, checked against the demo pack's files.
import { paged, sorted, sysOf } from './answers';
import { type PackEntry, readProject } from './demoPack';
import { compatSuite } from './harness';
import { isRestrictedEntry, searchable, valueAt } from './packViews';
import { hasWord, metresBetween } from './referenceMatching';
import { ALL, matchCase } from './searchCases';

const website = readProject('website');
const all = () => searchable(website);
const ofType = (type: string) => all().filter((e) => e.contentTypeId === type);
const title = (e: { entryTitle: string }) => e.entryTitle;
const num = (value: unknown): number => (typeof value === 'number' ? value : NaN);
/** Every string inside a stored value (a composer's items, an object's members), as `contains` tests them. */
function storedStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) storedStrings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) storedStrings(v, out);
  return out;
}
/** contensis-api.md §1.6: `contains` is a substring of the stored value, and values over 8,000 characters are not seen. */
const storedContains = (value: unknown, text: string): boolean =>
  storedStrings(value).some((s) => s.length <= 8000 && s.toLowerCase().includes(text));
const dataFields = (e: PackEntry): unknown[] =>
  Object.entries(e.raw)
    .filter(([key]) => key !== 'sys')
    .map(([, v]) => v);

const published = (e: PackEntry): string | null => {
  const value = valueAt(e, 'publishDate');
  return typeof value === 'string' ? value : null;
};

// The centre of the garden (content/README.md: on-site events are around 51.5046, -3.2195).
const GARDEN = { lat: 51.5046, lon: -3.2195 };
function metresFromGarden(entry: PackEntry): number {
  const lat = num(valueAt(entry, 'location.lat'));
  const lon = num(valueAt(entry, 'location.lon'));
  return metresBetween(GARDEN.lat, GARDEN.lon, lat, lon);
}

compatSuite('search operators', [
  matchCase('equalTo on a system field', { where: (op) => [op.equalTo('sys.contentTypeId', 'event')] }, () => ofType('event')),
  // contensis-api.md §1.6: equalTo on strings is case-insensitive.
  matchCase('equalTo on a string is case-insensitive', { where: (op) => [op.equalTo('venue', 'palm house')] }, () =>
    all().filter((e) => String(valueAt(e, 'venue')).toLowerCase() === 'palm house'),
  ),
  matchCase('contains', { where: (op) => [op.contains('entryTitle', 'seed collections')] }, () =>
    all().filter((e) => title(e).includes('seed collections')),
  ),
  // An HTML field is stored as markup, so a link's address is part of what `contains` reads; the words of the
  // pattern ("href", "contact") are chosen so that the text alone would not find them all.
  matchCase(
    "contains on an HTML field finds text inside a tag's attribute",
    { where: (op) => [op.contains('body', 'href="/contact"')] },
    () => all().filter((e) => storedContains(valueAt(e, 'body'), 'href="/contact"')),
  ),
  matchCase('contains on searchContent finds markup too', { where: (op) => [op.contains('searchContent', 'href="/visit/')] }, () =>
    all().filter((e) => dataFields(e).some((v) => storedContains(v, 'href="/visit/'))),
  ),
  matchCase('startsWith', { where: (op) => [op.startsWith('entryTitle', 'Evening talk')] }, () =>
    all().filter((e) => title(e).startsWith('Evening talk')),
  ),
  matchCase('endsWith', { where: (op) => [op.endsWith('entryTitle', 'Welsh Native Seed Bank')] }, () =>
    all().filter((e) => title(e).endsWith('Welsh Native Seed Bank')),
  ),
  matchCase('freeText, one word', { where: (op) => [op.freeText('entryTitle', 'herbarium')] }, () =>
    all().filter((e) => hasWord(title(e), 'herbarium')),
  ),
  matchCase('freeText, all words (operator and)', { where: (op) => [op.freeText('entryTitle', 'wellbeing walks', false, 'and')] }, () =>
    all().filter((e) => hasWord(title(e), 'wellbeing') && hasWord(title(e), 'walks')),
  ),
  matchCase('freeText, any word (operator or)', { where: (op) => [op.freeText('entryTitle', 'lichens poppy', false, 'or')] }, () =>
    all().filter((e) => hasWord(title(e), 'lichens') || hasWord(title(e), 'poppy')),
  ),
  matchCase('freeText, fuzzy finds a misspelt word', { where: (op) => [op.freeText('entryTitle', 'glashouse', true)] }, () =>
    all().filter((e) => hasWord(title(e), 'glashouse', true)),
  ),
  {
    name: 'freeText, not fuzzy, finds no misspelt word',
    run: (client) => client.search({ where: (op) => [op.freeText('entryTitle', 'glashouse', false)] }),
    check(answer) {
      // Sanity: the pack really has no such word, and the fuzzy case above does find entries.
      expect(all().filter((e) => hasWord(title(e), 'glashouse'))).toEqual([]);
      expect(answer).toMatchObject({ totalCount: 0, items: [] });
    },
  },
  matchCase('in, on a taxonomy key', { where: (op) => [op.in('category.key', '0/2/1', '0/2/4')] }, () =>
    all().filter((e) => ['0/2/1', '0/2/4'].includes(String(valueAt(e, 'category.key')))),
  ),
  matchCase('between is inclusive', { where: (op) => [op.between('price', 5, 10)] }, () =>
    all().filter((e) => num(valueAt(e, 'price')) >= 5 && num(valueAt(e, 'price')) <= 10),
  ),
  matchCase('exists true', { where: (op) => [op.exists('image.caption', true)] }, () =>
    all().filter((e) => typeof valueAt(e, 'image.caption') === 'string' && valueAt(e, 'image.caption') !== ''),
  ),
  matchCase('exists false', { where: (op) => [op.equalTo('sys.contentTypeId', 'newsArticle'), op.exists('image.caption', false)] }, () =>
    ofType('newsArticle').filter((e) => !valueAt(e, 'image.caption')),
  ),
  matchCase('greaterThan', { where: (op) => [op.greaterThan('price', 35)] }, () => all().filter((e) => num(valueAt(e, 'price')) > 35)),
  matchCase('greaterThanOrEqualTo', { where: (op) => [op.greaterThanOrEqualTo('price', 35)] }, () =>
    all().filter((e) => num(valueAt(e, 'price')) >= 35),
  ),
  matchCase('lessThan on a date', { where: (op) => [op.lessThan('publishDate', '2026-01-01T00:00:00.000Z')] }, () =>
    all().filter((e) => published(e) !== null && String(published(e)) < '2026-01-01T00:00:00.000Z'),
  ),
  // 2026-09-21T09:45 is the publish date of one article: "OrEqualTo" must keep it.
  matchCase('lessThanOrEqualTo on a date', { where: (op) => [op.lessThanOrEqualTo('publishDate', '2026-09-21T09:45:00.000Z')] }, () =>
    all().filter((e) => published(e) !== null && String(published(e)) <= '2026-09-21T09:45:00.000Z'),
  ),
  // contensis-api.md §1.6 "Client date handling": date strings given to range operators are truncated to whole
  // minutes by the client, so 11:00:30 asks for 11:00:00 and keeps the event that starts at 11:00 (Glasshouse tour,
  // 2026-11-18T11:00).
  matchCase(
    'a date string with seconds is truncated to the minute',
    { where: (op) => [op.greaterThanOrEqualTo('dateRange.from', '2026-11-18T11:00:30.000Z')] },
    () => ofType('event').filter((e) => String(valueAt(e, 'dateRange.from')) >= '2026-11-18T11:00:00.000Z'),
  ),
  // Radii chosen well clear of every event's distance (closest outside: 191 m, and 3.3 km vs 1.58 km inside).
  matchCase('distanceWithin in metres', { where: (op) => [op.distanceWithin('location', GARDEN.lat, GARDEN.lon, '150m')] }, () =>
    ofType('event').filter((e) => metresFromGarden(e) <= 150),
  ),
  matchCase('distanceWithin in miles', { where: (op) => [op.distanceWithin('location', GARDEN.lat, GARDEN.lon, '1.5mi')] }, () =>
    ofType('event').filter((e) => metresFromGarden(e) <= 1.5 * 1609.344),
  ),
  matchCase('not', { where: (op) => [op.equalTo('sys.contentTypeId', 'event'), op.not(op.equalTo('category.key', '0/2/2'))] }, () =>
    ofType('event').filter((e) => valueAt(e, 'category.key') !== '0/2/2'),
  ),
  matchCase(
    'and / or / not combined',
    {
      where: (op) => [
        op.and(
          op.equalTo('sys.contentTypeId', 'event'),
          op.not(op.equalTo('price', 0)),
          op.or(op.startsWith('entryTitle', 'Evening talk'), op.equalTo('venue', 'Great Lawn')),
        ),
      ],
    },
    () =>
      ofType('event').filter(
        (e) => valueAt(e, 'price') !== 0 && (title(e).startsWith('Evening talk') || valueAt(e, 'venue') === 'Great Lawn'),
      ),
  ),
  {
    // Each variation once, as its draft where the pack has one (content/README.md: /about and
    // /visit/opening-times have drafts with a changed title or summary).
    name: 'equalTo sys.versionStatus latest sees drafts',
    run: (client) =>
      client.search({
        pageSize: ALL,
        where: (op) => [op.equalTo('sys.versionStatus', 'latest'), op.equalTo('sys.contentTypeId', 'contentPage')],
      }),
    check(answer) {
      const pages = website.records.filter((e) => e.contentTypeId === 'contentPage' && !isRestrictedEntry(website, e.id));
      const latest = new Map(pages.filter((e) => e.versionStatus === 'latest').map((e) => [`${e.id}/${e.language}`, e]));
      const expected = pages
        .filter((e) => e.versionStatus === 'published')
        .map((e) => latest.get(`${e.id}/${e.language}`) ?? e)
        .map((e) => `${e.id}/${e.language}: ${e.entryTitle}`);
      expect(latest.size).toBeGreaterThan(0);
      const items = paged(answer).items;
      const actual = items.map((i) => `${String(sysOf(i).id)}/${String(sysOf(i).language)}: ${String(i.entryTitle)}`);
      expect(sorted(actual)).toEqual(sorted(expected));
      expect(items.every((i) => sysOf(i).versionStatus === 'latest')).toBe(true);
    },
  },
]);
