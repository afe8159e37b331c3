import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { copyDemoPack, PUBLIC_HOST, recordingLogger, SEARCH_PAGE_ASSETS, startTestSite, type TestSite } from './support/site';

// Another organisation's pack names a listing page's listing in fields of its own (`listingType`,
// `listingContentType`), which this site does not read: such a page lists the pages below it (a paged list of
// links with their descriptions) instead of saying there is nothing to show, and the server logs once what it met.
let site: TestSite;
const log = recordingLogger();
let pack = '';

beforeAll(async () => {
  pack = copyDemoPack();
  const rename = (text: string) =>
    text
      .replace(/"listing":/g, '"listingType":')
      .replace(/"listedContentType":/g, '"listingContentType":')
      .replace(/"id": "listing",/g, '"id": "listingType",')
      .replace(/"id": "listedContentType",/g, '"id": "listingContentType",');
  for (const file of [
    'content-types.json',
    ...fs.readdirSync(path.join(pack, 'website', 'entries')).map((name) => path.join('entries', name)),
  ]) {
    const full = path.join(pack, 'website', file);
    fs.writeFileSync(full, rename(fs.readFileSync(full, 'utf8')));
  }
  site = await startTestSite({ contentDir: pack, logger: log.logger, assets: SEARCH_PAGE_ASSETS });
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(pack, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await request(site.app).get(url).set('Host', PUBLIC_HOST);
  expect([url, response.status]).toEqual([url, 200]);
  return response.text.replace(/<!-- -->/g, '');
};

/** The links of the list of child pages: href -> title. */
const listed = (html: string) =>
  [...(/<ol class="child-list__items">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => ({ href: match[1], title: match[2] }),
  );

describe('a listing page whose listing the site does not know', () => {
  it('lists the pages below it, with their descriptions, page by page as plain links', async () => {
    const first = await get('/news');
    expect(first).not.toContain('There is nothing to show here yet.');
    const links = listed(first);
    expect(links.length).toBe(24);
    expect(links.every((link) => link.href.startsWith('/news/') && link.title.length > 0)).toBe(true);
    expect(first).toMatch(/<ol class="child-list__items">[\s\S]*?<p>[^<]+<\/p>/);
    expect(first).toMatch(/<a href="\/news\?pageIndex=2"[^>]*>Next/);
    const second = listed(await get('/news?pageIndex=2'));
    expect(second.length).toBeGreaterThan(0);
    expect(second.map((link) => link.href).some((href) => links.some((link) => link.href === href))).toBe(false);
    // Like every listing, it leaves out what an editor marked not to be in search (content/README.md).
    expect([...links, ...second].map((link) => link.title)).not.toContain('Herbarium volunteers pass 57,000 digitised specimens');
  });

  it('says when a page is past the end, links to the last page, and is not indexed', async () => {
    const html = await get('/news?pageIndex=99');
    expect(html).toMatch(/Page 99 is past the end: this list has 2 pages\./);
    expect(html).toMatch(/<a href="\/news\?pageIndex=2"[^>]*>Go to the last page<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('logs what it met once per listing value, not on every request', async () => {
    await get('/news');
    await get('/events');
    const lines = log.lines.filter((line) => /names no listing/.test(line.msg));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, path: '/news' });
  });
});
