import request from 'supertest';
import { inlineStateScript, PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// Search and listing pages as the server answers them: results in the first HTML, plain GET forms that work
// without JavaScript, paging by URL, public caching, a small inline state, and no 500 for odd queries.
const site = siteForTests({ assets: SEARCH_PAGE_ASSETS });

/** The page's HTML without the comments React puts between adjacent text. */
const get = async (path: string) => {
  const response = await request(site().app).get(path).set('Host', PUBLIC_HOST);
  return Object.assign(response, { text: response.text.replace(/<!-- -->/g, '') });
};
/**
 * The page at `path`, after the redirect to its clean URL when it is not one (a plain form's fields, an odd
 * value: searchCleanUrls.test.ts): that URL must then be a page.
 */
const ok = async (path: string) => {
  let response = await get(path);
  if (response.status === 302 && response.headers.location?.startsWith('/')) response = await get(response.headers.location);
  expect([path, response.status]).toEqual([path, 200]);
  return response;
};

/** The text of the results area: the summary, then each result's title. */
function results(html: string) {
  const summary = /class="search-results__summary">([^<]*)</.exec(html)?.[1] ?? null;
  const list = /class="card-list search-results__list"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  const cardLinks = [...list.matchAll(/<a href="([^"]+)" class="card__link">([\s\S]*?)<\/a>/g)];
  const titles = cardLinks.map((match) => match[2].replace(/<[^>]+>/g, ''));
  const links = cardLinks.map((match) => match[1]);
  return { summary, titles, links };
}

/** Whether the page's input `name`=`value` (a filter's checkbox or radio) is checked. */
function checked(html: string, name: string, value: string): boolean {
  const input = [...html.matchAll(/<input [^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(` name="${name}"`) && tag.includes(` value="${value}"`));
  return input?.includes(' checked=""') ?? false;
}

/** Each item of the filter `name` with its count: value -> count (null without one). */
function itemCounts(html: string, name: string): Map<string, number | null> {
  const items = [...html.matchAll(/<li[^>]*><input [^>]*>[\s\S]*?<\/li>/g)]
    .map((match) => match[0])
    .filter((item) => item.includes(` name="${name}"`));
  const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return new Map(
    items
      .map(
        (item) => [decode(/ value="([^"]*)"/.exec(item)?.[1] ?? ''), /class="filter-group__count"> \(([\d,]+)\)/.exec(item)?.[1]] as const,
      )
      .filter(([value]) => value !== '')
      .map(([value, count]) => [value, count === undefined ? null : Number(count.replace(/,/g, ''))]),
  );
}

/** The number of results a summary names ("1–12 of 31 results", "6 results", "No results"). */
const totalOf = (summary: string | null) => Number(/(?:of )?([\d,]+) results?$/.exec(summary ?? '')?.[1]?.replace(/,/g, '') ?? 0);

describe('the site search', () => {
  it('has its results in the first HTML, the term marked, tabs with counts', async () => {
    const { text } = await ok('/search?term=palm');
    const found = results(text);
    expect(found.titles.length).toBeGreaterThan(3);
    expect(found.summary).toMatch(/^\d+ results$/);
    expect(found.titles.some((title) => /palm/i.test(title))).toBe(true);
    expect(text).toMatch(/<mark>Palm<\/mark>/);
    expect(text).toMatch(/<a[^>]*aria-current="page"[^>]*>All <span class="search-tabs__count">\(\d+\)<\/span><\/a>/);
    expect(text).toMatch(/href="\/search\/news\?term=palm"[^>]*>News <span class="search-tabs__count">\(\d+\)/);
  });

  it('shows one facet by its path: only its results', async () => {
    const found = results((await ok('/search/people?term=science')).text);
    expect(found.links.length).toBeGreaterThan(0);
    expect(found.links.every((href) => href.startsWith('/people/'))).toBe(true);
  });

  it('answers the plain form without JavaScript: term, filters, sort and page size as fields', async () => {
    const sent = '/search/all?term=palm&contentTypeId=newsArticle&contentTypeId=event&orderBy=entryTitle&pageSize=10';
    expect((await get(sent)).headers.location).toBe('/search/all/newsArticle,event?term=palm&orderBy=entryTitle&pageSize=10');
    const { text } = await ok('/search/all?term=palm&contentTypeId=newsArticle&contentTypeId=event&orderBy=entryTitle&pageSize=10');
    const found = results(text);
    expect(found.links.length).toBeGreaterThan(0);
    expect(found.links.every((href) => href.startsWith('/news/') || href.startsWith('/events/'))).toBe(true);
    expect(checked(text, 'contentTypeId', 'newsArticle')).toBe(true);
    expect(checked(text, 'contentTypeId', 'contentPage')).toBe(false);
    expect([...found.titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(found.titles);
    expect(text).toMatch(/<form [^>]*aria-label="Search the site" action="\/search\/all" method="get"/);
  });

  it('never lets a visitor’s wildcard reach the search as one', async () => {
    const wild = results((await ok('/search?term=pa*m')).text);
    const plain = results((await ok('/search?term=pam')).text);
    expect(wild).toEqual(plain);
    expect(wild.titles.some((title) => /palm/i.test(title))).toBe(false);
  });

  it('answers odd and hostile queries with a page, never an error', async () => {
    for (const query of [
      'pageIndex=-3&pageSize=abc',
      'pageIndex=1e9',
      `term=${'x'.repeat(5000)}`,
      'term=%3Cscript%3E',
      'contentTypeId=%00',
      'orderBy=%7B%7D',
    ]) {
      const { text } = await ok(`/search?${query}`);
      expect(text).not.toContain('<script>');
    }
  });

  it('caps the page size a URL may ask for', async () => {
    const found = results((await ok('/search?pageSize=5000')).text);
    expect(found.titles.length).toBeLessThanOrEqual(50);
    expect(found.summary).toMatch(/^1–50 of \d+ results$/);
  });
});

describe('listings', () => {
  it('the news listing is a search: results, topic and year filters, paging by URL', async () => {
    const first = await ok('/news');
    expect(results(first.text).summary).toMatch(/^1–12 of \d+ results$/);
    expect(first.text).toMatch(/<legend class="filter-group__title">Topic<\/legend>/);
    const page = results((await ok('/news?pageIndex=2')).text);
    expect(page.summary).toMatch(/^13–24 of \d+ results$/);
    expect(page.titles).not.toEqual(results(first.text).titles);
  });

  it('filters without JavaScript: a year keeps only that year’s news', async () => {
    const { text } = await ok('/news?year=2025');
    expect(checked(text, 'year', '2025')).toBe(true);
    const dates = [...text.matchAll(/<time dateTime="(\d{4})-/g)].map((match) => match[1]);
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates)).toEqual(new Set(['2025']));
  });

  it('counts each year, date range and distance as choosing it would show, in the first HTML', async () => {
    const news = await ok('/news?topic=0%2F1%2F5');
    const years = itemCounts(news.text, 'year');
    expect([...years.keys()]).toEqual(Array.from({ length: 5 }, (_, back) => String(new Date().getUTCFullYear() - back)));
    expect([...years.values()].some((count) => count !== null && count > 0)).toBe(true);
    for (const [year, count] of years) {
      const chosen = await ok(`/news?topic=0%2F1%2F5&year=${year}`);
      expect([year, count]).toEqual([year, totalOf(results(chosen.text).summary)]);
      // The chosen year's count stays the same, and the others still say what choosing them would show.
      expect(itemCounts(chosen.text, 'year')).toEqual(years);
    }
    const events = (await ok('/events')).text;
    for (const name of ['dates', 'near']) {
      const counted = itemCounts(events, name);
      expect(counted.size).toBeGreaterThanOrEqual(3);
      for (const [key, count] of counted) {
        const chosen = await ok(`/events?${new URLSearchParams({ [name]: key }).toString()}`);
        expect([key, count]).toEqual([key, totalOf(results(chosen.text).summary)]);
      }
    }
  });

  it('counts each topic as choosing it instead would show, the other filters kept, and "(0)" for none', async () => {
    /** With `topic` chosen on `/news?{rest}`: each topic counts what it alone (and `rest`) shows. */
    const countsAsAlone = async (topic: string, rest: string) => {
      const chosen = await ok(`/news?topic=${encodeURIComponent(topic)}&${rest}`);
      const topics = itemCounts(chosen.text, 'topic');
      expect(topics.size).toBeGreaterThanOrEqual(5);
      expect(topics.get(topic)).toBe(totalOf(results(chosen.text).summary));
      for (const [other, count] of topics) {
        const alone = await ok(`/news?topic=${encodeURIComponent(other)}&${rest}`);
        expect([other, count]).toEqual([other, totalOf(results(alone.text).summary)]);
      }
      return topics;
    };
    const years = itemCounts((await ok('/news?topic=0%2F1%2F5')).text, 'year');
    const year = [...years].find(([, count]) => (count ?? 0) > 0)?.[0];
    expect(year).toBeDefined();
    const withYear = await countsAsAlone('0/1/5', `year=${year}`);
    expect([...withYear].filter(([key, count]) => key !== '0/1/5' && (count ?? 0) > 0).length).toBeGreaterThan(0);
    // One article has "titan" (Horticulture): every other topic has none, and says so.
    const titan = await countsAsAlone('0/1/2', 'term=titan');
    expect([...titan.values()].filter((count) => count === 0).length).toBe(titan.size - 1);
  });

  it('counts each type on the site search as choosing it instead would show', async () => {
    const chosen = await ok('/search/all?term=garden&contentTypeId=newsArticle');
    const types = itemCounts(chosen.text, 'contentTypeId');
    expect([...types.keys()]).toEqual(['contentPage', 'newsArticle', 'event', 'person']);
    for (const [type, count] of types) {
      const alone = await ok(`/search/all?term=garden&contentTypeId=${type}`);
      expect([type, count]).toEqual([type, totalOf(results(alone.text).summary)]);
    }
  });

  it('the events listing offers load more as a link, and the people directory filters by department', async () => {
    expect((await ok('/events')).text).toMatch(/<a href="\/events\?pageIndex=2" class="button">Show \d+ more<\/a>/);
    const people = await ok('/people?department=0%2F3%2F2');
    expect(checked(people.text, 'department', '0/3/2')).toBe(true);
    expect(results(people.text).links.length).toBeGreaterThan(0);
  });

  it('the home page shows the latest news as a mini list, and an article its related news', async () => {
    expect((await ok('/')).text).toMatch(/<h2 id="[^"]+">Latest news<\/h2>/);
    const news = results((await ok('/news')).text);
    const article = await ok(news.links[0]);
    expect(article.text).toMatch(/<h2 id="[^"]+">Related news<\/h2>/);
  });

  it('a content page shows the news on its topics in its first HTML, and a page with nothing related no such section', async () => {
    const page = await ok('/research/collections/seed-bank');
    const related = /<section class="mini-list"[^>]*><h2 id="[^"]+">Related news<\/h2>([\s\S]*?)<\/section>/.exec(page.text)?.[1] ?? '';
    const links = [...related.matchAll(/<a href="(\/news\/[^"]+)" class="card__link">/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    // Each is an article on seed banking, the page's topic.
    for (const link of links) expect((await ok(link)).text).toContain('<li>Seed banking</li>');
    expect((await ok('/about/history')).text).not.toContain('Related news');
  });
});

describe('search pages as the CDN and the browser get them', () => {
  it('are public and cacheable for anonymous visitors, the query being part of the URL', async () => {
    const response = await ok('/search?term=palm');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['surrogate-key']).toContain('trellis-website');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('preload the search chunk where it is needed, and only there', async () => {
    const preload = '<link rel="preload" as="script" href="/static/search.test.js">';
    expect((await ok('/search?term=palm')).text).toContain(preload);
    expect((await ok('/events')).text).toContain(preload);
    expect((await ok('/')).text).not.toContain(preload);
    expect((await ok('/about/history')).text).not.toContain(preload);
    expect((await ok('/research/collections/seed-bank')).text).not.toContain(preload);
  });

  it('keep their inline state to at most 30% of the page', async () => {
    for (const path of ['/search', '/search?term=palm', '/search/news?term=garden', '/news', '/events', '/people', '/']) {
      const { text } = await ok(path);
      const state = inlineStateScript(text) ?? '';
      // The path travels with the verdict, so a failure names the page.
      expect([path, state.length / text.length <= 0.3]).toEqual([path, true]);
    }
  });
});
