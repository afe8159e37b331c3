// Languages in the address: the primary language at the root, Welsh under /cy (or on a host of its own), each page
// in its language with its alternates, a page without a Welsh variation shown in English marked as such, and no
// cache ever answering one language's page for the other's.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { copyDemoPack, BILINGUAL_PROJECT, PUBLIC_HOST, SEARCH_PAGE_ASSETS, startTestSite, type TestSite } from './support/site';

const WELSH_HOST = 'www.example.cymru';
const bilingual = BILINGUAL_PROJECT;

interface PackNode {
  slug: string;
  displayName: string | Record<string, string>;
  children?: PackNode[];
}

/** The demo pack with Welsh names for the home and visit nodes (the demo has Welsh variations of those two pages). */
function packWithWelshNames(): string {
  const dir = copyDemoPack();
  const file = path.join(dir, 'website', 'nodes.json');
  const root = JSON.parse(fs.readFileSync(file, 'utf8')) as PackNode;
  root.displayName = { 'en-GB': 'Home', cy: 'Hafan' };
  const visit = root.children?.find((node) => node.slug === 'visit');
  if (!visit) throw new Error('The demo pack has no /visit node');
  visit.displayName = { 'en-GB': 'Visit', cy: 'Ymweld' };
  fs.writeFileSync(file, JSON.stringify(root, null, 2));
  return dir;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const htmlLang = (html: string) => attribute(html, /<html lang="([^"]*)"/);
const canonical = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);
const title = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((found) => [found[1], found[2]]));
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex">');
/** The language switcher's links: language to href, with the attributes each carries. */
const switcher = (html: string) => {
  const nav = /<nav class="language-switcher"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...nav.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)" lang="([^"]*)">([^<]*)<\/a>/g)].map(([, href, hreflang, lang, name]) => [
      name,
      { href, hreflang, lang },
    ]),
  );
};

describe('languages in the address: the prefix scheme', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ contentDir: packWithWelshNames(), upstream: { projects: [bilingual] }, assets: SEARCH_PAGE_ASSETS });
  });
  afterAll(() => site.close());
  const get = (address: string) => request(site.app).get(address).set('host', PUBLIC_HOST);

  it('shows /cy/visit in Welsh, with Welsh node names, links into Welsh, and its alternates', async () => {
    const page = await get('/cy/visit').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(title(page.text)).toBe('Ymweld â’r ardd | Millbrook Botanic Garden');
    expect(canonical(page.text)).toBe(`http://${PUBLIC_HOST}/cy/visit`);
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/visit`,
      cy: `http://${PUBLIC_HOST}/cy/visit`,
      'x-default': `http://${PUBLIC_HOST}/visit`,
    });
    expect(noindex(page.text)).toBe(false);
    // Node names in Welsh: the menu and the breadcrumb, their links under /cy.
    expect(page.text).toContain('<li><a href="/cy/visit" aria-current="page">Ymweld</a></li>');
    expect(page.text).toMatch(/<nav class="breadcrumb"[^>]*><ol><li><a href="\/cy">Hafan<\/a><\/li><li aria-current="page">Ymweld<\/li>/);
    expect(page.text).toContain('<a href="/cy/about">');
    expect(page.text).not.toContain('class="missing-variation"');
    expect(switcher(page.text)).toEqual({ English: { href: '/visit', hreflang: 'en-GB', lang: 'en-GB' } });
  });

  it('announces the Welsh variation from the English page, reciprocally, and its switcher links to it', async () => {
    const page = await get('/visit').expect(200);
    expect(htmlLang(page.text)).toBe('en-GB');
    expect(canonical(page.text)).toBe(`http://${PUBLIC_HOST}/visit`);
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/visit`,
      cy: `http://${PUBLIC_HOST}/cy/visit`,
      'x-default': `http://${PUBLIC_HOST}/visit`,
    });
    expect(page.text).toContain('<li><a href="/visit" aria-current="page">Visit</a></li>');
    expect(switcher(page.text)).toEqual({ Cymraeg: { href: '/cy/visit', hreflang: 'cy', lang: 'cy' } });
  });

  it('shows a page without a Welsh variation in English, marked, noted, noindex, canonical to the English page', async () => {
    const page = await get('/cy/about/history').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(page.text).toMatch(/<main id="main" tabindex="-1" lang="en-GB"><p class="missing-variation" lang="cy">[^<]+<\/p>/);
    expect(page.text).toContain('<h1>Our history</h1>');
    expect(noindex(page.text)).toBe(true);
    expect(canonical(page.text)).toBe(`http://${PUBLIC_HOST}/about/history`);
    // Only the variation it has: never itself, nor a Welsh page that does not exist.
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/about/history`,
      'x-default': `http://${PUBLIC_HOST}/about/history`,
    });
    expect(switcher(page.text)).toEqual({ English: { href: '/about/history', hreflang: 'en-GB', lang: 'en-GB' } });
    // The chrome stays Welsh: the menu links under /cy, the section in Welsh.
    expect(page.text).toContain('<li><a href="/cy/about" aria-current="true">Amdanom ni</a></li>');
  });

  it('switches from an English page without a Welsh variation to the Welsh home page, and announces no Welsh page', async () => {
    const page = await get('/about/history').expect(200);
    expect(switcher(page.text)).toEqual({ Cymraeg: { href: '/cy', hreflang: 'cy', lang: 'cy' } });
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/about/history`,
      'x-default': `http://${PUBLIC_HOST}/about/history`,
    });
    expect(page.text).not.toContain('class="missing-variation"');
  });

  it('serves the Welsh home page at /cy', async () => {
    const page = await get('/cy').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(title(page.text)).toContain('Gardd Fotaneg Millbrook');
    expect(canonical(page.text)).toBe(`http://${PUBLIC_HOST}/cy`);
  });

  it('serves the account pages under /cy, in every language, the switcher keeping the page', async () => {
    const page = await get('/cy/account/login').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/account/login`,
      cy: `http://${PUBLIC_HOST}/cy/account/login`,
      'x-default': `http://${PUBLIC_HOST}/account/login`,
    });
    expect(switcher(page.text)).toEqual({ English: { href: '/account/login', hreflang: 'en-GB', lang: 'en-GB' } });
  });

  it('sends a visitor to a restricted Welsh page to the Welsh sign-in page, returning to the Welsh page', async () => {
    const page = await get('/cy/members').expect(302);
    expect(page.headers.location).toBe('/cy/account/login?redirect_uri=%2Fcy%2Fmembers');
  });

  it('serves search pages (spec 2.7 paths) under /cy without redirecting away, the switcher keeping the query', async () => {
    const page = await get('/cy/search/pages?term=garden').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(switcher(page.text)).toEqual({ English: { href: '/search/pages?term=garden', hreflang: 'en-GB', lang: 'en-GB' } });
    expect(alternates(page.text)['en-GB']).toBe(`http://${PUBLIC_HOST}/search/pages`);
  });

  it('sends the header’s search box, without JavaScript, to the search page in the page’s language', async () => {
    const action = (html: string) => /<form class="site-search"[^>]*\saction="([^"]*)"/.exec(html)?.[1];
    expect(action((await get('/cy/visit').expect(200)).text)).toBe('/cy/search');
    expect(action((await get('/visit').expect(200)).text)).toBe('/search');
  });

  it('keeps a search’s canonical redirect under /cy', async () => {
    const page = await get('/cy/search?term=').expect(302);
    expect(page.headers.location).toMatch(/^\/cy\/search/);
  });

  it('answers an unknown Welsh page with a Welsh 404 whose home link stays in Welsh; /CY and unknown languages are ordinary paths', async () => {
    const page = await get('/cy/no-such-page').expect(404);
    expect(htmlLang(page.text)).toBe('cy');
    expect(page.text).toContain('<a href="/cy">');
    expect(htmlLang((await get('/fr/visit').expect(404)).text)).toBe('en-GB');
    expect(htmlLang((await get('/CY/visit').expect(404)).text)).toBe('en-GB');
  });

  it('shows the preview of a Welsh variation under /cy', async () => {
    const english = await get('/visit?redux=true').expect(200);
    const id = (english.body as { routing: { entryID: string } }).routing.entryID;
    const page = await request(site.app).get(`/cy/preview/${id}/cy`).set('host', 'localhost').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(page.text).toContain('Ymweld â’r ardd');
  });

  it('never serves one language’s prepared page for the other’s (the page-state cache)', async () => {
    for (let round = 0; round < 2; round++) {
      expect(title((await get('/visit')).text)).toBe('Visit the garden | Millbrook Botanic Garden');
      expect(title((await get('/cy/visit')).text)).toBe('Ymweld â’r ardd | Millbrook Botanic Garden');
      expect(htmlLang((await get('/about')).text)).toBe('en-GB');
      expect(htmlLang((await get('/cy/about')).text)).toBe('cy');
    }
  });
});

describe('languages in the address: a hostname per language', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      contentDir: packWithWelshNames(),
      upstream: { projects: [{ ...bilingual, languages: { cy: { hostnames: [WELSH_HOST] } } }] },
    });
  });
  afterAll(() => site.close());
  const get = (host: string, address: string) => request(site.app).get(address).set('host', host);

  it('shows the Welsh host in Welsh at the same paths, with alternates across the hosts', async () => {
    const page = await get(WELSH_HOST, '/visit').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(title(page.text)).toBe('Ymweld â’r ardd | Millbrook Botanic Garden');
    expect(canonical(page.text)).toBe(`http://${WELSH_HOST}/visit`);
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/visit`,
      cy: `http://${WELSH_HOST}/visit`,
      'x-default': `http://${PUBLIC_HOST}/visit`,
    });
    expect(page.text).toContain('<li><a href="/visit" aria-current="page">Ymweld</a></li>');
    expect(switcher(page.text)).toEqual({ English: { href: `http://${PUBLIC_HOST}/visit`, hreflang: 'en-GB', lang: 'en-GB' } });
    const english = await get(PUBLIC_HOST, '/visit').expect(200);
    expect(switcher(english.text)).toEqual({ Cymraeg: { href: `http://${WELSH_HOST}/visit`, hreflang: 'cy', lang: 'cy' } });
  });

  it('has no /cy prefix on either host', async () => {
    await get(PUBLIC_HOST, '/cy/visit').expect(404);
    await get(WELSH_HOST, '/cy/visit').expect(404);
  });

  it('keys every cache by host: the same path on each host stays in its own language', async () => {
    for (let round = 0; round < 2; round++) {
      expect(htmlLang((await get(PUBLIC_HOST, '/visit')).text)).toBe('en-GB');
      expect(htmlLang((await get(WELSH_HOST, '/visit')).text)).toBe('cy');
      expect((await get(WELSH_HOST, '/visit?redux=true')).body.routing.language).toBe('cy');
    }
  });
});

describe("languages from a real instance's project", () => {
  let site: TestSite;
  beforeAll(async () => {
    // As in front of Contensis: PROJECTS names the project and its hosts but not its languages.
    const { primaryLanguage: _primary, supportedLanguages: _supported, ...unsaid } = bilingual;
    site = await startTestSite({ upstream: { projects: [unsaid], localPlatform: false } });
  });
  afterAll(() => site.close());

  it("takes the project's languages from the Delivery API: /cy/visit is the Welsh page, with its alternates", async () => {
    const page = await request(site.app).get('/cy/visit').set('host', PUBLIC_HOST).expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(alternates(page.text)).toEqual({
      'en-GB': `http://${PUBLIC_HOST}/visit`,
      cy: `http://${PUBLIC_HOST}/cy/visit`,
      'x-default': `http://${PUBLIC_HOST}/visit`,
    });
    expect(site.upstream.projects[0]).toMatchObject({ primaryLanguage: 'en-GB', supportedLanguages: ['en-GB', 'cy'] });
  });
});
