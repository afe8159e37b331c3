import vm from 'node:vm';
import request from 'supertest';
import { inlineStateScript, PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

// A page carries the words it shows, parsed, in its language: the shell's on every page, the search UI's on a
// search page or listing, never the emails' nor a whole catalogue.

interface SentWords {
  partial: boolean;
  requested: string;
  language: string;
  areas: string[];
  messages: Record<string, unknown>;
}

function sentWords(html: string): SentWords {
  const script = inlineStateScript(html);
  if (script === null) throw new Error('the page has no inline state');
  const sandbox: { window: { __TRELLIS_STATE__?: { words?: SentWords } } } = { window: {} };
  vm.runInNewContext(script, sandbox);
  const words = sandbox.window.__TRELLIS_STATE__?.words;
  if (!words) throw new Error('the page carries no words');
  return words;
}

const areasOf = (words: SentWords) => [...new Set(Object.keys(words.messages).map((id) => id.split('.')[0]))].sort();
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function get(site: TestSite, path: string, status = 200): Promise<string> {
  return (await request(site.app).get(path).set('Host', PUBLIC_HOST).expect(status)).text;
}

describe('the words a page carries (English)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('a content page: the shell’s, and the site’s it shows', async () => {
    const words = sentWords(await get(site, '/about/history'));
    expect({ requested: words.requested, language: words.language, partial: words.partial }).toEqual({
      requested: 'en-GB',
      language: 'en-GB',
      partial: true,
    });
    expect(areasOf(words)).toEqual(['shell', 'site']);
    // Its siblings' list; it has no pages below it, nor related news.
    expect(Object.keys(words.messages).filter((id) => id.startsWith('site.'))).toEqual(['site.moreIn']);
  });

  it('a search page: the shell’s, the search UI’s and the site’s sort choices, and its counts in English', async () => {
    const html = await get(site, '/search?term=garden');
    const words = sentWords(html);
    expect(areasOf(words)).toEqual(['search', 'shell', 'site']);
    // Its sort choices (and a free event's price, when one is found); its tabs' and filters' titles are in its search state.
    const siteIds = Object.keys(words.messages).filter((id) => id.startsWith('site.'));
    expect(siteIds).toEqual(expect.arrayContaining(['site.bestMatch', 'site.titleAZ']));
    expect(siteIds.filter((id) => !['site.bestMatch', 'site.titleAZ', 'site.free'].includes(id))).toEqual([]);
    expect(text(html)).toMatch(/\d+ results?/);
  });
});

describe('a site whose language is Welsh', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { DEFAULT_LANGUAGE: 'cy' } });
  });
  afterAll(() => site.close());

  it('draws the page around the content in Welsh, and carries the Welsh words', async () => {
    const html = await get(site, '/');
    expect(html).toContain('Neidio i’r prif gynnwys');
    expect(html).toContain('aria-label="Chwiliad y wefan"');
    expect(html).not.toContain('Skip to main content');
    expect(html).toContain('aria-label="Prif ddewislen"');
    expect(html).toContain('>Mewngofnodi</a>');
    const words = sentWords(html);
    expect({ requested: words.requested, language: words.language }).toEqual({ requested: 'cy', language: 'cy' });
  });

  it('says a page is not found in Welsh, in its title too', async () => {
    const html = await get(site, '/no-such-page', 404);
    expect(html).toContain('<title>404 Tudalen heb ei chanfod');
    expect(html).toContain('Ni allem ddod o hyd i <code>/no-such-page</code>. Efallai ei bod wedi symud');
    expect(text(html)).toContain('Mynd i’r hafan');
  });

  it('counts a search’s results in Welsh', async () => {
    const html = await get(site, '/search?term=garden');
    expect(text(html)).toMatch(/\d+ (canlyniad|ganlyniad|chanlyniad)|Dim canlyniadau/);
    expect(text(html)).not.toMatch(/\d+ results?\b/);
  });
});

describe('a site whose language has no catalogue', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { DEFAULT_LANGUAGE: 'fr' } });
  });
  afterAll(() => site.close());

  it('shows its primary language’s words', async () => {
    const html = await get(site, '/no-such-page', 404);
    expect(html).toContain('<title>404 Page Not Found');
    expect(html).toContain('Skip to main content');
    const words = sentWords(html);
    expect({ requested: words.requested, language: words.language }).toEqual({ requested: 'fr', language: 'en-GB' });
  });
});
