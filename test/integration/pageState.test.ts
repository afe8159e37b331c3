import path from 'node:path';
import vm from 'node:vm';
import request from 'supertest';
import { inlineStateScript, PUBLIC_HOST, startTestSite } from './support/site';
import { generatedPackForTests } from './support/generatedPack';

// What a page carries for hydration, on the demo pack and on a generated pack the templates were never tuned
// for: each entry at most once, the inline state no more than 30% of the page, its words a few hundred bytes.
const MAX_STATE_SHARE = 0.3;
/**
 * A page's words: the shell's (with the language switcher's label and the missing-variation note), and the messages
 * its render used (a listing's search labels and counts).
 */
const MAX_WORDS_BYTES = 1400;

type Site = Awaited<ReturnType<typeof startTestSite>>;

const RELATED_NEWS = /<h2 id="[^"]+">Related news<\/h2>/;

// An article and an event are the first ones their listing shows (a generated pack names its own).
const PAGES: { kind: string; path?: string; firstOf?: string; shows: RegExp[] }[] = [
  { kind: 'home page', path: '/', shows: [/class="card"/] },
  { kind: 'content page', path: '/about/history', shows: [/<div class="prose"[^>]*><p>/] },
  { kind: 'content page with related news', path: '/research/collections/seed-bank', shows: [/<div class="prose"[^>]*><p>/, RELATED_NEWS] },
  { kind: 'listing page', path: '/news', shows: [/class="card"/] },
  {
    kind: 'news article',
    firstOf: '/news',
    shows: [/<p class="lead">/, /<dt>Author<\/dt>/, /<figure class="figure figure--lead">/, RELATED_NEWS],
  },
  { kind: 'event page', firstOf: '/events', shows: [/<p class="lead">/, /<dt>Category<\/dt>/, /<figure class="figure figure--lead">/] },
];

async function pathOf(site: Site, page: (typeof PAGES)[number]): Promise<string> {
  if (page.path) return page.path;
  const listing = await request(site.app)
    .get(page.firstOf ?? '/')
    .set('Host', PUBLIC_HOST)
    .expect(200);
  const first = /<a href="([^"]+)" class="card__link">/.exec(listing.text)?.[1];
  if (!first) throw new Error(`${page.firstOf ?? '/'} lists nothing`);
  return first;
}

function inlineState(html: string): unknown {
  const script = inlineStateScript(html);
  if (script === null) throw new Error('the page has no inline state');
  const sandbox: { window: { __TRELLIS_STATE__?: unknown } } = { window: {} };
  vm.runInNewContext(script, sandbox);
  return sandbox.window.__TRELLIS_STATE__;
}

/** How many times each entry (an object with fields beside its `sys`) appears in a state. */
function entryCounts(value: unknown, counts = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) {
    for (const item of value) entryCounts(item, counts);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const sys = record.sys as { id?: unknown; dataFormat?: unknown } | undefined;
    if (sys && typeof sys.id === 'string' && sys.dataFormat !== 'asset' && Object.keys(record).length > 1) {
      counts.set(sys.id, (counts.get(sys.id) ?? 0) + 1);
    }
    for (const child of Object.values(record)) entryCounts(child, counts);
  }
  return counts;
}

const repeated = (counts: Map<string, number>) => [...counts].filter(([, n]) => n > 1).map(([id]) => id);

function describePack(name: string, packDir: () => string) {
  describe(`pages of ${name}`, () => {
    let site: Site;
    beforeAll(async () => {
      site = await startTestSite({ contentDir: packDir() });
    }, 60_000);
    afterAll(async () => {
      await site?.close();
    });

    it.each(PAGES)(`$kind: inline state <= ${MAX_STATE_SHARE * 100}% of the HTML, each entry at most once`, async (page) => {
      const pagePath = await pathOf(site, page);
      const response = await request(site.app).get(pagePath).set('Host', PUBLIC_HOST).expect(200);
      const html = response.text;
      for (const shown of page.shows) expect([pagePath, shown.test(html)]).toEqual([pagePath, true]);
      // The words the page shows travel with it too: a few hundred bytes whatever the page, so apart from the share.
      const wordsBytes = Buffer.byteLength(JSON.stringify((inlineState(html) as { words?: unknown }).words ?? ''));
      expect(wordsBytes).toBeLessThanOrEqual(MAX_WORDS_BYTES);
      const stateBytes = Buffer.byteLength(inlineStateScript(html) ?? '') - wordsBytes;
      const share = stateBytes / (Buffer.byteLength(html) - wordsBytes);
      expect(share).toBeLessThanOrEqual(MAX_STATE_SHARE);
      expect(repeated(entryCounts(inlineState(html)))).toEqual([]);
      // The whole state (what `?redux=true` answers) holds each entry once too.
      const full = await request(site.app).get(`${pagePath}?redux=true`).set('Host', PUBLIC_HOST).expect(200);
      expect(repeated(entryCounts(full.body))).toEqual([]);
    });
  });
}

describePack('the demo pack', () => path.join(__dirname, '..', '..', 'content', 'demo'));

const generated = generatedPackForTests(2000, 7);
describePack('a generated pack (2,000 entries, seed 7)', generated);
