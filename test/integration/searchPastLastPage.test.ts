import request from 'supertest';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// A page number past the last page (an old link, a hand-made URL) is a page of the listing or search that says so
// and links to the last page, without JavaScript; it is a 200 kept out of search engines (noindex).
const site = siteForTests({ assets: SEARCH_PAGE_ASSETS });

const NOINDEX = '<meta name="robots" content="noindex">';

const get = async (path: string) => {
  const response = await request(site().app).get(path).set('Host', PUBLIC_HOST);
  expect([path, response.status]).toEqual([path, 200]);
  return response.text.replace(/<!-- -->/g, '');
};

/** The total a summary names ("1–12 of 39 results"). */
const totalOf = (html: string) =>
  Number(/class="search-results__summary">[^<]*?([\d,]+) results?</.exec(html)?.[1]?.replace(/,/g, '') ?? NaN);

/** The main element's text, tags dropped. */
const mainText = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a page past the last page of results', () => {
  it('says so, links to the last page (a plain link) and is not indexed', async () => {
    const total = totalOf(await get('/news'));
    const lastPage = Math.ceil(total / 12);
    expect(lastPage).toBeGreaterThan(1);
    const html = await get('/news?pageIndex=99');
    expect(mainText(html)).toContain(`Page 99 is past the end: these results have ${lastPage} pages.`);
    expect(html).toMatch(new RegExp(`<a href="/news\\?pageIndex=${lastPage}"[^>]*>Go to the last page</a>`));
    expect(html).toContain(NOINDEX);
    // The last page itself is an ordinary page.
    const last = await get(`/news?pageIndex=${lastPage}`);
    expect(last).not.toContain(NOINDEX);
    expect(mainText(last)).not.toContain('past the end');
  });

  it('does not offer a "previous" page that is past the end too', async () => {
    const html = await get('/news?pageIndex=99');
    expect(html).not.toContain('href="/news?pageIndex=98"');
  });

  it('works the same on the site search, its filters kept in the link', async () => {
    const html = await get('/search/news?term=garden&pageIndex=500');
    expect(mainText(html)).toMatch(/Page 500 is past the end: these results have \d+ pages?\./);
    expect(html).toMatch(/<a href="\/search\/news\?term=garden(&amp;pageIndex=\d+)?"[^>]*>Go to the last page<\/a>/);
    expect(html).toContain(NOINDEX);
  });
});
