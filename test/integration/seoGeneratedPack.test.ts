// The sitemap and the news feed over a generated pack: every page the pack makes public and published is listed, in
// each of its languages, and nothing else; both documents stay valid at that size.
import request from 'supertest';
import { flattenNodes, readPack } from '../../content/generator/testing/readPack';
import { schemaErrors, wellFormednessErrors } from '../../server/seo/testing/xmlSchemas';
import { site as demoSite } from '../../site';
import { generatedPackForTests, startGeneratedPackSite } from './support/generatedPack';
import { PUBLIC_HOST, type TestSite } from './support/site';

const ORIGIN = `http://${PUBLIC_HOST}`;
const pack = generatedPackForTests(400, 21);

describe('the sitemap and feeds of a generated pack', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startGeneratedPackSite(pack(), { SITEMAP_URLS_PER_FILE: '100' });
  }, 60_000);
  afterAll(() => site?.close());

  /** What the pack says the sitemap holds: each public node's published, searchable entry, per language. */
  function expectedAddresses(): string[] {
    const website = readPack(pack()).projects.get('website');
    if (!website) throw new Error('no website project');
    const { primaryLanguage, supportedLanguages } = website.project;
    const languages = [primaryLanguage, ...supportedLanguages.filter((language) => language !== primaryLanguage)];
    const published = website.entries.filter((entry) => (entry.sys.versionStatus ?? 'published') === 'published');
    const addresses = new Set<string>();
    const listedEntries = new Map<string, string>();
    for (const { node, path, restriction } of flattenNodes(website.nodes)) {
      if (!node.entryId || restriction) continue;
      for (const language of languages) {
        const entry = published.find((one) => one.sys.id === node.entryId && one.sys.language === language);
        if (!entry || !demoSite.contentPage(entry.sys.contentTypeId) || entry.sys.metadata?.includeInSearch === false) continue;
        // An entry on several nodes is one page, at its first (canonical) node.
        const canonical = listedEntries.get(`${language}\n${entry.sys.id}`) ?? path;
        listedEntries.set(`${language}\n${entry.sys.id}`, canonical);
        const prefix = language === primaryLanguage ? '' : `/${language.toLowerCase()}`;
        addresses.add(`${ORIGIN}${prefix}${canonical === '/' && prefix ? '' : canonical}`);
      }
    }
    return [...addresses].sort();
  }

  it('lists exactly the public, published, searchable pages, split into valid child sitemaps', async () => {
    const index = await request(site.app).get('/sitemap.xml').set('host', PUBLIC_HOST).expect(200);
    const children = [...index.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]);
    expect(await schemaErrors(index.text, 'siteindex')).toEqual([]);
    const listed: string[] = [];
    for (const child of children) {
      const res = await request(site.app).get(new URL(child).pathname).set('host', PUBLIC_HOST).expect(200);
      expect(await schemaErrors(res.text, 'sitemap')).toEqual([]);
      listed.push(...[...res.text.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((found) => found[1]));
    }
    expect(listed.length).toBeGreaterThan(100);
    expect([...listed].sort()).toEqual(expectedAddresses());
  });

  it('has a well-formed news feed, newest first, whose items are listed pages of the site', async () => {
    const html = (await request(site.app).get('/news').set('host', PUBLIC_HOST).expect(200)).text;
    const href = /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]*)">/.exec(html)?.[1];
    expect(href).toBe(`${ORIGIN}/news/feed.xml`);
    const feed = await request(site.app).get('/news/feed.xml').set('host', PUBLIC_HOST).expect(200);
    expect(await wellFormednessErrors(feed.text)).toEqual([]);
    const links = [...feed.text.matchAll(/<item><title>[^<]*<\/title><link>([^<]*)<\/link>/g)].map((found) => found[1]);
    // The newest 20 of the listing, less any that has no page of its own.
    expect(links.length).toBeGreaterThan(10);
    expect(links.length).toBeLessThanOrEqual(20);
    const listed = new Set(expectedAddresses());
    for (const link of links) expect({ link, listed: listed.has(link) }).toEqual({ link, listed: true });
    const dates = [...feed.text.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((found) => Date.parse(found[1]));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
