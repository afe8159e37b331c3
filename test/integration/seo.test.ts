// robots.txt, the sitemap and the news feed through the real server in front of the local platform (demo pack):
// what a crawler or a feed reader is answered, with the cache headers a CDN keys on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { schemaErrors, wellFormednessErrors } from '../../server/seo/testing/xmlSchemas';
import { BILINGUAL_PROJECT, PUBLIC_HOST, SEARCH_PAGE_ASSETS, startTestSite, type TestSite } from './support/site';

const ORIGIN = `http://${PUBLIC_HOST}`;
const PREVIEW_HOST = 'preview.example.test';
const bilingual = BILINGUAL_PROJECT;
const staffOnly = {
  id: 'intranet',
  name: 'Millbrook staff intranet',
  hostnames: ['intranet.example.test'],
  publicUri: 'http://intranet.example.test',
  allowedGroups: ['Staff'],
};

const get = (site: TestSite, path: string, host = PUBLIC_HOST) => request(site.app).get(path).set('host', host);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]);
/** Each `<url>`'s alternates, by its address: hreflang to href. */
const sitemapAlternates = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
      loc,
      Object.fromEntries([...rest.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((found) => [found[1], found[2]])),
    ]),
  );
const pageAlternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((found) => [found[1], found[2]]));

describe('robots.txt, sitemap and feeds on the demo site', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      upstream: { projects: [bilingual, staffOnly] },
      env: { PREVIEW_HOSTS: PREVIEW_HOST, ROBOTS_RULES: 'Disallow: /search' },
      assets: SEARCH_PAGE_ASSETS,
    });
  });
  afterAll(() => site.close());

  it("robots.txt on the public host: the operator's rules and the sitemap's configured address, cached like a page", async () => {
    const res = await get(site, '/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(`User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['surrogate-key']).toBe('trellis trellis-website');
  });

  it('robots.txt shuts crawlers out of a preview host and a project limited to groups, and names no sitemap there', async () => {
    const preview = await get(site, '/robots.txt', PREVIEW_HOST).expect(200);
    expect(preview.text).toBe('User-agent: *\nDisallow: /\n');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const intranet = await get(site, '/robots.txt', 'intranet.example.test').expect(200);
    expect(intranet.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('the sitemap lists every public, published page in both languages, valid against the sitemaps.org schema', async () => {
    const res = await get(site, '/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['surrogate-control']).toBe('max-age=300');
    expect(res.headers['surrogate-key']).toMatch(/^trellis trellis-website /);
    expect(await schemaErrors(res.text, 'sitemap')).toEqual([]);
    const listed = locs(res.text);
    expect(listed).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/cy`, `${ORIGIN}/visit`, `${ORIGIN}/cy/visit`, `${ORIGIN}/about/history`]),
    );
    expect(new Set(listed).size).toBe(listed.length);
    // Restricted (to members, to staff), marked out of search, or with no Welsh variation: never listed.
    for (const left of ['/members', '/members/members-magazine', '/about/staff-handbook', '/privacy', '/cookies', '/cy/about/history']) {
      expect(listed).not.toContain(`${ORIGIN}${left}`);
    }
    expect(res.text).toMatch(/<url><loc>http:\/\/www\.example\.test\/visit<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("each sitemap entry's alternates are the ones its page's head names", async () => {
    const alternates = sitemapAlternates((await get(site, '/sitemap.xml')).text);
    for (const path of ['/visit', '/cy/visit', '/about/history', '/']) {
      const html = (await get(site, path).expect(200)).text;
      expect({ path, alternates: alternates[`${ORIGIN}${path}`] }).toEqual({ path, alternates: pageAlternates(html) });
    }
    expect(alternates[`${ORIGIN}/cy/visit`]).toEqual({
      'en-GB': `${ORIGIN}/visit`,
      cy: `${ORIGIN}/cy/visit`,
      'x-default': `${ORIGIN}/visit`,
    });
  });

  it('a project limited to groups has no sitemap and no feeds', async () => {
    await get(site, '/sitemap.xml', 'intranet.example.test').expect(404);
    await get(site, '/news/feed.xml', 'intranet.example.test').expect(404);
  });

  it('a preview host answers the published sitemap for its editors: private and never indexed', async () => {
    const res = await get(site, '/sitemap.xml', PREVIEW_HOST).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('the news listing has an RSS feed per language, announced in its head; a listing of events has none', async () => {
    const news = (await get(site, '/news').expect(200)).text;
    expect(news).toContain(`<link rel="alternate" type="application/rss+xml" title="News" href="${ORIGIN}/news/feed.xml">`);
    const welsh = (await get(site, '/cy/news').expect(200)).text;
    expect(welsh).toContain(`type="application/rss+xml" title="Newyddion" href="${ORIGIN}/cy/news/feed.xml">`);
    expect((await get(site, '/events').expect(200)).text).not.toContain('application/rss+xml');
    expect((await get(site, '/visit').expect(200)).text).not.toContain('application/rss+xml');

    const feed = await get(site, '/news/feed.xml').expect(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('public, max-age=60');
    expect(feed.headers['surrogate-key']).toContain('website_entries');
    expect(await wellFormednessErrors(feed.text)).toEqual([]);
    expect(feed.text).toContain('<language>en-GB</language>');
    const links = [...feed.text.matchAll(/<item><title>[^<]*<\/title><link>([^<]*)<\/link>/g)].map((found) => found[1]);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toMatch(/^http:\/\/www\.example\.test\/news\/[a-z0-9-]+$/);

    const cy = await get(site, '/cy/news/feed.xml').expect(200);
    expect(cy.text).toContain('<language>cy</language>');
    const welshLinks = [...cy.text.matchAll(/<item><title>[^<]*<\/title><link>([^<]*)<\/link>/g)].map((found) => found[1]);
    expect(welshLinks.length).toBeGreaterThan(0);
    for (const link of welshLinks) expect(link).toMatch(/^http:\/\/www\.example\.test\/cy\/news\//);

    await get(site, '/events/feed.xml').expect(404);
    await get(site, '/visit/feed.xml').expect(404);
    await get(site, '/no/such/page/feed.xml').expect(404);
  });

  it('refuses bad requests clearly: a query string, another method, a child sitemap that does not exist', async () => {
    const query = await get(site, '/sitemap.xml?page=2').expect(400);
    expect(query.text).toContain('takes no query string');
    await get(site, '/robots.txt?x').expect(400);
    await get(site, '/news/feed.xml?x=1').expect(400);
    const post = await request(site.app).post('/sitemap.xml').set('host', PUBLIC_HOST).expect(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    // One file: it has no children; no number names one.
    for (const path of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-99999999999999999999999.xml']) {
      const res = await get(site, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    await get(site, '/news/%E0%A4%A/feed.xml').expect(400);
    // Not the feed's one address: the page handler answers (it cleans the slashes), never a second copy of the feed.
    for (const path of ['/news//feed.xml', '//news/feed.xml']) {
      const res = await get(site, path);
      expect({ path, type: res.headers['content-type'] }).not.toEqual({ path, type: 'application/rss+xml; charset=utf-8' });
    }
    const head = await request(site.app).head('/sitemap.xml').set('host', PUBLIC_HOST).expect(200);
    expect(head.text ?? '').toBe('');
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});

describe('a sitemap over the protocol limit (here a small one): an index of child sitemaps', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ upstream: { projects: [bilingual] }, env: { SITEMAP_URLS_PER_FILE: '7' } });
  });
  afterAll(() => site.close());

  it('lists its children, each valid and together every page once; other numbers are none', async () => {
    const index = await get(site, '/sitemap.xml').expect(200);
    expect(await schemaErrors(index.text, 'siteindex')).toEqual([]);
    const children = locs(index.text);
    expect(children.length).toBeGreaterThan(1);
    expect(children[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const pages: string[] = [];
    for (const [at, child] of children.entries()) {
      expect(child).toBe(`${ORIGIN}/sitemap-${at + 1}.xml`);
      const res = await get(site, new URL(child).pathname).expect(200);
      expect(await schemaErrors(res.text, 'sitemap')).toEqual([]);
      const listed = locs(res.text);
      expect(listed.length).toBeLessThanOrEqual(7);
      pages.push(...listed);
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/cy/visit`]));
    for (const path of [`/sitemap-${children.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-4294967296.xml']) {
      const res = await get(site, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});

/** A way to the platform that can be cut: while `down`, every call is answered 502 (a gateway in front of it). */
async function cuttableWay(platformUrl: string) {
  const target = new URL(platformUrl);
  const way = { down: false, url: '', close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server = http.createServer((req, res) => {
    if (way.down) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
      return;
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  way.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return way;
}

describe('when the content service does not answer', () => {
  it('answers 503 with no-store, keeps nothing, and answers again once it is back', async () => {
    const platform = await startTestSite({ upstream: { projects: [bilingual] } });
    const way = await cuttableWay(platform.upstream.rootUrl);
    const site = await startTestSite({ upstream: { projects: [bilingual], rootUrl: way.url } });
    try {
      way.down = true;
      for (const path of ['/sitemap.xml', '/news/feed.xml']) {
        const res = await get(site, path);
        expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 503, cache: 'no-store' });
        expect(res.text).toContain('Try again shortly');
      }
      way.down = false;
      await get(site, '/sitemap.xml').expect(200);
      await get(site, '/news/feed.xml').expect(200);
    } finally {
      await way.close();
      await site.close();
      await platform.close();
    }
  });
});

describe('Welsh on a host of its own', () => {
  const WELSH_HOST = 'www.example.cymru';
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      upstream: { projects: [{ ...bilingual, languages: { cy: { hostnames: [WELSH_HOST] } } }] },
      assets: SEARCH_PAGE_ASSETS,
    });
  });
  afterAll(() => site.close());

  it("the sitemap names each language's pages on its own host, as the pages do; the Welsh feed is on the Welsh host", async () => {
    const xml = (await get(site, '/sitemap.xml').expect(200)).text;
    expect(await schemaErrors(xml, 'sitemap')).toEqual([]);
    const alternates = sitemapAlternates(xml);
    expect(alternates[`http://${WELSH_HOST}/visit`]).toEqual({
      'en-GB': `${ORIGIN}/visit`,
      cy: `http://${WELSH_HOST}/visit`,
      'x-default': `${ORIGIN}/visit`,
    });
    const welshPage = (await get(site, '/visit', WELSH_HOST).expect(200)).text;
    expect(pageAlternates(welshPage)).toEqual(alternates[`http://${WELSH_HOST}/visit`]);

    const news = (await get(site, '/news', WELSH_HOST).expect(200)).text;
    expect(news).toContain(`type="application/rss+xml" title="Newyddion" href="http://${WELSH_HOST}/news/feed.xml">`);
    const feed = (await get(site, '/news/feed.xml', WELSH_HOST).expect(200)).text;
    expect(feed).toContain('<language>cy</language>');
    expect(feed).toMatch(new RegExp(`<item><title>[^<]*</title><link>http://${WELSH_HOST.replace(/\./g, '\\.')}/news/`));
  });
});
