// The committed demo pack: it must equal a fresh generation (so it never drifts from the
// generator) and satisfy everything the site and platform rely on.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePack } from './generator/generatePack';
import { DEFAULT_ENTRIES, DEFAULT_SEED } from './generator/plan';
import { flattenNodes, listFiles, primaryEntries, readPack, type PackProjectFiles } from './generator/testing/readPack';
import {
  assetProblems,
  brokenInternalLinks,
  distinctEntryCount,
  entryProblems,
  markupProblems,
  markupStrings,
  nodeProblems,
} from './generator/testing/packChecks';
import { REFERENCE_DATE } from './generator/dates';
import type { PackNode, PackTaxonomyNode } from '../contract';

const DEMO = join(__dirname, 'demo');
const pack = readPack(DEMO);
const project = (id: string): PackProjectFiles => {
  const p = pack.projects.get(id);
  if (!p) throw new Error(`demo pack has no ${id} project`);
  return p;
};
const website = project('website');
const intranet = project('intranet');

describe('the demo pack', () => {
  it('equals a fresh generation with the default options (regenerate: npm run content:generate -- --out content/demo)', async () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'trellis-demo-')), 'pack');
    try {
      await generatePack({ entries: DEFAULT_ENTRIES, seed: DEFAULT_SEED, outDir: fresh });
      const files = listFiles(fresh);
      expect(listFiles(DEMO)).toEqual(files);
      expect(files.filter((f) => !readFileSync(join(fresh, f)).equals(readFileSync(join(DEMO, f))))).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('has at least 150 entries and stays small', () => {
    expect(distinctEntryCount(pack)).toBe(DEFAULT_ENTRIES);
    expect(DEFAULT_ENTRIES).toBeGreaterThanOrEqual(150);
    const bytes = listFiles(DEMO).reduce((sum, f) => sum + statSync(join(DEMO, f)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('only links to entries and assets that exist, with values matching their content types', () => {
    expect(entryProblems(pack)).toEqual([]);
    expect(nodeProblems(pack)).toEqual([]);
    expect(brokenInternalLinks(pack)).toEqual([]);
  });

  it('records the real size of every image and file, and the PDF is valid', () => {
    expect(assetProblems(pack)).toEqual([]);
    expect(website.files.some((f) => f.startsWith('asset-library/') && f.endsWith('.pdf'))).toBe(true);
    expect(website.files.filter((f) => f.startsWith('image-library/') && f.endsWith('.png')).length).toBeGreaterThanOrEqual(12);
  });

  it('defines the required content types and field ids', () => {
    const expected: Record<string, string[]> = {
      homePage: ['title', 'introduction', 'heroImage', 'featuredLinks'],
      contentPage: ['title', 'summary', 'body'],
      newsArticle: ['title', 'summary', 'publishDate', 'topics', 'image', 'author', 'body'],
      event: ['title', 'summary', 'dateRange', 'location', 'venue', 'category', 'price', 'body'],
      person: ['firstName', 'lastName', 'jobTitle', 'department', 'photo', 'bio'],
      listingPage: ['title', 'introduction', 'listing'],
      image: ['altText'],
      document: ['title'],
    };
    const types = new Map(website.contentTypes.map((t) => [t.id, t]));
    for (const [id, fields] of Object.entries(expected)) {
      expect(types.get(id)?.fields.map((f) => f.id)).toEqual(expect.arrayContaining(fields));
    }
    expect(types.get('image')?.dataFormat).toBe('asset');
    expect(types.get('document')?.dataFormat).toBe('asset');
    const body = types.get('contentPage')?.fields.find((f) => f.id === 'body');
    expect(body).toMatchObject({ dataType: 'objectArray', dataFormat: 'field' });
    const topics = types.get('newsArticle')?.fields.find((f) => f.id === 'topics');
    expect(topics).toMatchObject({ dataType: 'stringArray', dataFormat: 'taxonomy' });
  });

  it('uses every composer item type', () => {
    const used = new Set(
      website.entries.flatMap((e) => (Array.isArray(e.body) ? (e.body as Array<{ type: string }>).map((i) => i.type) : [])),
    );
    expect([...used].sort()).toEqual(['heading', 'image', 'markup', 'quote']);
  });

  it('has the site structure the front end expects', () => {
    const nodes = flattenNodes(website.nodes);
    const byPath = new Map(nodes.map((n) => [n.path, n]));
    for (const path of [
      '/',
      '/about',
      '/about/history',
      '/about/leadership-team',
      '/about/annual-report',
      '/visit',
      '/visit/opening-times',
      '/visit/getting-here',
      '/visit/accessibility',
      '/news',
      '/events',
      '/people',
      '/research',
      '/search',
      '/privacy',
      '/cookies',
      '/members',
    ]) {
      expect(byPath.has(path)).toBe(true);
    }
    expect(Math.max(...nodes.map((n) => n.depth))).toBeGreaterThanOrEqual(3);
    expect(byPath.get('/privacy')?.node.includeInMenu).toBe(false);
    expect(byPath.get('/cookies')?.node.includeInMenu).toBe(false);
    expect(byPath.get('/members')?.node.restrictedTo).toBe(true);
    expect(byPath.get('/members')?.node.children).toHaveLength(2);
    expect(nodes.some((n) => Array.isArray(n.node.restrictedTo) && n.node.restrictedTo.includes('Staff'))).toBe(true);
    expect(Math.max(...flattenNodes(intranet.nodes).map((n) => n.depth))).toBeGreaterThanOrEqual(2);
  });

  it('attaches news, events and people below their listing pages, except a few', () => {
    const nodes = flattenNodes(website.nodes);
    for (const [type, parent] of [
      ['newsArticle', '/news'],
      ['event', '/events'],
      ['person', '/people'],
    ]) {
      const ids = primaryEntries(website)
        .filter((e) => e.sys.contentTypeId === type)
        .map((e) => e.sys.id);
      const placed = new Set(nodes.filter((n) => n.path.startsWith(`${parent}/`)).map((n) => n.node.entryId));
      const unattached = ids.filter((id) => !placed.has(id));
      expect(unattached.length).toBeGreaterThan(0);
      expect(unattached.length).toBeLessThan(ids.length / 10);
    }
  });

  it('has drafts that differ from the published version, hidden-from-search entries and Welsh variations', () => {
    const latest = website.entries.filter((e) => e.sys.versionStatus === 'latest');
    expect(latest.length).toBeGreaterThanOrEqual(3);
    for (const draft of latest) {
      const published = website.entries.find(
        (e) => e.sys.id === draft.sys.id && e.sys.versionStatus === 'published' && e.sys.language === draft.sys.language,
      );
      expect(published).toBeDefined();
      expect([draft.entryTitle, draft.entryDescription]).not.toEqual([published?.entryTitle, published?.entryDescription]);
    }
    expect(primaryEntries(website).filter((e) => !e.sys.metadata?.includeInSearch).length).toBeGreaterThan(2);
    const welsh = website.entries.filter((e) => e.sys.language === 'cy');
    expect(welsh.length).toBeGreaterThanOrEqual(2);
    expect(website.project.supportedLanguages).toEqual(expect.arrayContaining(['en-GB', 'cy']));
    for (const w of welsh) expect(w.sys.availableLanguages).toEqual(expect.arrayContaining(['en-GB', 'cy']));
  });

  describe('in Welsh', () => {
    const published = (id: string, language: string) =>
      website.entries.find((e) => e.sys.id === id && e.sys.language === language && e.sys.versionStatus === 'published');
    /** A Welsh text: not the English one, and written with Welsh's everyday small words. */
    const expectWelsh = (welsh: unknown, english: unknown) => {
      expect(typeof welsh).toBe('string');
      expect(welsh).not.toEqual(english);
    };
    const WELSH_WORDS = /(^|[\s’])(y|yr|yn|a|ac|i|o|ein|ar|am|gyda|mae|sy’n|rydyn|ni|eich|chi|â)(?=[\s,.:;’]|$)/i;
    const nameIn = (name: PackNode['displayName'], language: string) => (typeof name === 'string' ? name : name[language]);

    it('gives the home page and every level-1 page a Welsh variation, titled, summarised and named in Welsh', () => {
      const pages = [website.nodes, ...(website.nodes.children ?? [])];
      expect(pages.length).toBeGreaterThanOrEqual(12);
      for (const node of pages) {
        const english = published(String(node.entryId), 'en-GB');
        const welsh = published(String(node.entryId), 'cy');
        expect({ path: node.slug, welsh: Boolean(welsh) }).toEqual({ path: node.slug, welsh: true });
        expectWelsh(welsh?.entryTitle, english?.entryTitle);
        expectWelsh(welsh?.entryDescription, english?.entryDescription);
        expect(`${welsh?.entryDescription}`).toMatch(WELSH_WORDS);
        expect(english?.sys.availableLanguages).toEqual(['en-GB', 'cy']);
        expectWelsh(nameIn(node.displayName, 'cy'), nameIn(node.displayName, 'en-GB'));
        // Fields that are not words (the listing a page shows, links, the hero image) stay as in English.
        for (const field of ['listing', 'listedContentType', 'featuredLinks'])
          expect({ field, value: welsh?.[field] }).toEqual({ field, value: english?.[field] });
      }
    });

    it('writes whole pages: a Welsh body with headings and paragraphs, and Welsh alt text on its pictures', () => {
      const about = (website.nodes.children ?? []).find((n) => n.slug === 'about');
      const welsh = published(String(about?.entryId), 'cy');
      const body = welsh?.body as { type: string; value: unknown }[];
      expect(body.filter((item) => item.type === 'heading').map((item) => item.value)).toEqual([
        'Pwy ydyn ni',
        'Beth rydyn ni’n ei wneud',
        'Rhagor o wybodaeth',
      ]);
      const text = body
        .filter((item) => item.type === 'markup')
        .map((item) => String(item.value))
        .join(' ');
      expect(text.length).toBeGreaterThan(600);
      const image = body.find((item) => item.type === 'image')?.value as { altText: string };
      expect(image.altText).toMatch(WELSH_WORDS);
    });

    it('has several news articles and festival events in Welsh, named in Welsh in the site view', () => {
      const children = (slug: string) => (website.nodes.children ?? []).find((n) => n.slug === slug)?.children ?? [];
      for (const [slug, type] of [
        ['news', 'newsArticle'],
        ['events', 'event'],
      ] as const) {
        const welsh = website.entries.filter((e) => e.sys.contentTypeId === type && e.sys.language === 'cy');
        expect(welsh.length).toBeGreaterThanOrEqual(3);
        for (const entry of welsh) {
          const english = published(entry.sys.id, 'en-GB');
          expectWelsh(entry.entryTitle, english?.entryTitle);
          expectWelsh(entry.body, english?.body);
          expect(`${entry.entryDescription}`).toMatch(WELSH_WORDS);
          expect(english?.sys.availableLanguages).toEqual(['en-GB', 'cy']);
        }
        const named = children(slug).filter((n) => typeof n.displayName !== 'string');
        expect(named.length).toBeGreaterThanOrEqual(3);
        for (const node of named) expect(nameIn(node.displayName, 'cy')).toBe(published(String(node.entryId), 'cy')?.entryTitle);
      }
    });

    it('names every website taxonomy term in English and Welsh; the intranet keeps plain names', () => {
      const terms = (node: PackTaxonomyNode): PackTaxonomyNode[] => [node, ...(node.children ?? []).flatMap(terms)];
      for (const term of terms(website.taxonomy)) {
        expect(typeof term.name).toBe('object');
        expectWelsh(nameIn(term.name, 'cy'), nameIn(term.name, 'en-GB'));
      }
      expect(nameIn(terms(website.taxonomy).find((t) => t.key === '0/1/1/1')?.name ?? '', 'cy')).toBe('Bancio hadau');
      expect(terms(intranet.taxonomy).every((t) => typeof t.name === 'string')).toBe(true);
    });
  });

  it('keeps markup to well-formed p/ul/li/a/strong/em, except one deliberately unsafe story', () => {
    const all = markupStrings(pack);
    const unsafe = all.filter((m) => /<script|onclick=|javascript:/i.test(m.html));
    expect(unsafe.map((m) => m.entry.entryTitle)).toEqual(['A new look for our website']);
    for (const m of all) {
      expect({ id: m.entry.sys.id, problems: markupProblems(m.html, unsafe.includes(m) ? ['script'] : []) }).toEqual({
        id: m.entry.sys.id,
        problems: [],
      });
    }
  });

  it('places events near the garden in Cardiff, with prices and categories', () => {
    const events = primaryEntries(website).filter((e) => e.sys.contentTypeId === 'event');
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      const loc = e.location as { lat: number; lon: number };
      expect(Math.abs(loc.lat - 51.48)).toBeLessThan(0.2);
      expect(Math.abs(loc.lon - -3.18)).toBeLessThan(0.2);
      expect(typeof e.price).toBe('number');
    }
    const dates = events.map((e) => Date.parse((e.dateRange as { from: string }).from));
    expect(dates.some((d) => d < REFERENCE_DATE)).toBe(true);
    expect(dates.some((d) => d > REFERENCE_DATE)).toBe(true);
  });

  it('has a two-level taxonomy with topics, event categories and departments', () => {
    const names = website.taxonomy.children?.map((c) => c.name);
    expect(names).toEqual([
      { 'en-GB': 'Topics', cy: 'Pynciau' },
      { 'en-GB': 'Event categories', cy: 'Mathau o ddigwyddiad' },
      { 'en-GB': 'Departments', cy: 'Adrannau' },
    ]);
    expect(website.taxonomy.children?.[0].children?.every((t) => (t.children?.length ?? 0) > 0)).toBe(true);
  });

  it('seeds users, groups, a client and an access token that fit the password policy', () => {
    const { groups = [], users = [], clients = [], accessTokens = [] } = pack.security;
    const names = groups.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Members', 'Staff', 'Editors']));
    expect(groups.find((g) => g.name === 'Staff')?.parentGroups).toContain('Members');
    for (const g of groups) for (const parent of g.parentGroups ?? []) expect(names).toContain(parent);
    for (const u of users) {
      for (const g of u.groups ?? []) expect(names).toContain(g);
      const password = u.password ?? '';
      const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(classes).toBeGreaterThanOrEqual(3);
      for (const part of [u.username, u.firstName ?? '', u.lastName ?? ''])
        expect(password.toLowerCase()).not.toContain(part.toLowerCase());
    }
    expect(users.some((u) => u.username === 'ada')).toBe(true);
    expect(clients).toHaveLength(1);
    expect(clients[0].clientSecret.length).toBeGreaterThan(10);
    expect(accessTokens).toHaveLength(1);
  });
});
