import request from 'supertest';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// An entry whose `sys.metadata.includeInSearch` is false is left out of every site search, listing and mini list,
// whatever its content type or data format. The demo pack marks a few of each (content/README.md, "Not in search").
const site = siteForTests({ assets: SEARCH_PAGE_ASSETS });

const page = async (path: string) => {
  const response = await request(site().app).get(path).set('Host', PUBLIC_HOST);
  expect([path, response.status]).toEqual([path, 200]);
  return response.text.replace(/<!-- -->/g, '');
};

/** The result cards' titles and links of a search or listing page. */
function cards(html: string): { title: string; href: string }[] {
  const list = /class="card-list search-results__list"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)" class="card__link">([\s\S]*?)<\/a>/g)].map((match) => ({
    href: match[1],
    title: match[2]
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  }));
}

/** Every result of a listing, page by page (48 a page). */
async function everyCard(path: string): Promise<{ title: string; href: string }[]> {
  const found: { title: string; href: string }[] = [];
  for (let pageIndex = 1; pageIndex < 20; pageIndex += 1) {
    const shown = cards(await page(`${path}?pageSize=48${pageIndex > 1 ? `&pageIndex=${pageIndex}` : ''}`));
    found.push(...shown);
    if (shown.length < 48) break;
  }
  return found;
}

const HIDDEN = {
  news: 'Herbarium volunteers pass 57,000 digitised specimens',
  event: 'Glasshouse tour: plants of the tropics',
  person: 'Tomos Howells',
  page: 'Privacy notice',
};

describe('entries marked not to be included in search', () => {
  it('are not found by the site search, whatever their content type', async () => {
    for (const title of Object.values(HIDDEN)) {
      const found = cards(await page(`/search/all?term=${encodeURIComponent(title)}`));
      expect(found.map((card) => card.title)).not.toContain(title);
    }
    expect(cards(await page('/search/pages?term=privacy')).map((card) => card.href)).not.toContain('/privacy');
  });

  it('are not listed by the news, events and people listings', async () => {
    const news = await everyCard('/news');
    expect(news.length).toBeGreaterThan(30);
    expect(news.map((card) => card.title)).not.toContain(HIDDEN.news);
    expect((await everyCard('/events')).map((card) => card.title)).not.toContain(HIDDEN.event);
    expect((await everyCard('/people')).map((card) => card.title)).not.toContain(HIDDEN.person);
  });

  it('are still pages of their own', async () => {
    expect(await page('/privacy')).toContain('Privacy notice');
  });
});
