import { schemaErrors, wellFormednessErrors } from './testing/xmlSchemas';
import type { SitemapPage } from './sitemapPages';
import { sitemapIndexXml, splitSitemap, urlElement, urlsetXml } from './sitemapXml';

const page = (n: number, lastmod: string | null = `2026-0${(n % 9) + 1}-01T10:00:00.000Z`): SitemapPage => ({
  loc: `https://www.example.org/page-${n}`,
  lastmod,
  alternates: [
    { hreflang: 'en-GB', href: `https://www.example.org/page-${n}` },
    { hreflang: 'cy', href: `https://www.example.org/cy/page-${n}` },
    { hreflang: 'x-default', href: `https://www.example.org/page-${n}` },
  ],
});

describe('sitemap XML', () => {
  it('is valid against the sitemaps.org schema, alternates included', async () => {
    const xml = urlsetXml([page(1), page(2, null)]);
    expect(await schemaErrors(xml, 'sitemap')).toEqual([]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="cy" href="https://www.example.org/cy/page-1"/>');
  });

  it('escapes addresses and drops characters XML cannot carry, so one odd path cannot spoil the file', async () => {
    const odd: SitemapPage = { loc: 'https://www.example.org/a?b=1&c=<2>\u0001', lastmod: null, alternates: [] };
    const xml = urlsetXml([odd]);
    expect(urlElement(odd)).toBe('<url><loc>https://www.example.org/a?b=1&amp;c=&lt;2&gt;</loc></url>\n');
    expect(await wellFormednessErrors(xml)).toEqual([]);
  });

  it('splits by the number of pages per file, keeping every page once and in order', () => {
    const pages = Array.from({ length: 12 }, (_, n) => page(n));
    const files = splitSitemap(pages, 5, 50 * 1024 * 1024);
    expect(files.map(({ start, end }) => [start, end])).toEqual([
      [0, 5],
      [5, 10],
      [10, 12],
    ]);
    expect(files[0].lastmod).toBe('2026-05-01T10:00:00.000Z');
  });

  it('splits by bytes too, never making a file larger than allowed', () => {
    const pages = Array.from({ length: 10 }, (_, n) => page(n));
    const oneFile = Buffer.byteLength(urlsetXml(pages.slice(0, 3)));
    const files = splitSitemap(pages, 50_000, oneFile);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(urlsetXml(pages, file.start, file.end))).toBeLessThanOrEqual(oneFile);
    expect(files.flatMap((file) => pages.slice(file.start, file.end))).toEqual(pages);
  });

  it('keeps one file when everything fits', () => {
    expect(splitSitemap([page(1)], 50_000, 50 * 1024 * 1024)).toEqual([{ start: 0, end: 1, lastmod: page(1).lastmod }]);
  });

  it('writes an index valid against the sitemaps.org index schema', async () => {
    const pages = Array.from({ length: 7 }, (_, n) => page(n));
    const index = sitemapIndexXml(splitSitemap(pages, 3, 50 * 1024 * 1024), (n) => `https://www.example.org/sitemap-${n}.xml`);
    expect(await schemaErrors(index, 'siteindex')).toEqual([]);
    expect([...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1])).toEqual([
      'https://www.example.org/sitemap-1.xml',
      'https://www.example.org/sitemap-2.xml',
      'https://www.example.org/sitemap-3.xml',
    ]);
  });
});
