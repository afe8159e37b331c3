// Page metadata and structured data over a generated pack (content the demo's own tests were not written against):
// every public page of each kind carries Open Graph tags with its own public address, and JSON-LD that schema.org
// defines, with the breadcrumb its node tree gives it.
import request from 'supertest';
import { flattenNodes, readPack } from '../../content/generator/testing/readPack';
import { site as demoSite } from '../../site';
import { schemaOrgProblems } from '../support/schemaOrg';
import { generatedPackForTests, startGeneratedPackSite } from './support/generatedPack';
import { PUBLIC_HOST, type TestSite } from './support/site';

const pack = generatedPackForTests(400, 22);

describe('page metadata of a generated pack', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startGeneratedPackSite(pack());
  }, 60_000);
  afterAll(() => site?.close());

  /** A few public pages of each content type the site has a page module for, with their depth in the tree. */
  function samplePages(): { path: string; contentTypeId: string; depth: number }[] {
    const website = readPack(pack()).projects.get('website')!;
    const perType = new Map<string, number>();
    const pages: { path: string; contentTypeId: string; depth: number }[] = [];
    for (const { node, path, restriction } of flattenNodes(website.nodes)) {
      if (!node.entryId || restriction) continue;
      const entry = website.entries.find(
        (one) =>
          one.sys.id === node.entryId &&
          one.sys.language === website.project.primaryLanguage &&
          (one.sys.versionStatus ?? 'published') === 'published',
      );
      if (!entry || !demoSite.contentPage(entry.sys.contentTypeId)) continue;
      const seen = perType.get(entry.sys.contentTypeId) ?? 0;
      if (seen >= 3) continue;
      perType.set(entry.sys.contentTypeId, seen + 1);
      pages.push({ path, contentTypeId: entry.sys.contentTypeId, depth: path === '/' ? 0 : path.split('/').length - 1 });
    }
    return pages;
  }

  it('gives every sampled page its own public URL and JSON-LD that schema.org defines, with its breadcrumb', async () => {
    const pages = samplePages();
    expect(new Set(pages.map(({ contentTypeId }) => contentTypeId)).size).toBeGreaterThanOrEqual(4);
    for (const { path, depth } of pages) {
      const response = await request(site.app).get(path).set('host', PUBLIC_HOST);
      if (response.status !== 200) continue; // A redirect (an entry shown at another node) has no metadata of its own.
      const url = /<meta property="og:url" content="([^"]*)">/.exec(response.text)?.[1];
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(response.text)?.[1];
      expect([path, url]).toEqual([path, canonical]);
      const data = [...response.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json) as Record<string, unknown>,
      );
      expect([path, schemaOrgProblems(data)]).toEqual([path, []]);
      const breadcrumb = data.find((thing) => thing['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] } | undefined;
      expect([path, breadcrumb?.itemListElement.length ?? 0]).toEqual([path, depth === 0 ? 0 : depth + 1]);
    }
  });
});
