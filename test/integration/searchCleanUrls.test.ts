import request from 'supertest';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// The plain (no JavaScript) search form sends every field, empty or at its default, one parameter per ticked box, in
// the page's order; the server sends it on to the URL the scripted UI writes for the same search (302), and
// leaves the scripted UI's own URLs alone.
const site = siteForTests({ assets: SEARCH_PAGE_ASSETS });

const get = (path: string) => request(site().app).get(path).set('Host', PUBLIC_HOST);

/** The fields a browser submits for the page's search form: every control of the form (by `form=` too), in tree order. */
function formFields(html: string): { action: string; fields: [string, string][] } {
  const form = /<form id="([^"]+)" class="search-term"[^>]*action="([^"]*)" method="get"/.exec(html);
  if (!form) throw new Error('no search form');
  const [, id, action] = form;
  const fields: [string, string][] = [];
  const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  const formStart = html.indexOf(form[0]);
  const formEnd = html.indexOf('</form>', formStart);
  for (const match of html.matchAll(/<(select)\b[^>]*>[\s\S]*?<\/select>|<(input)\b[^>]*>/g)) {
    const tag = match[0];
    const inside = match.index > formStart && match.index < formEnd;
    if (!inside && attr(tag, 'form') !== id) continue;
    const name = attr(tag, 'name');
    if (!name) continue;
    if (match[1] === 'select') {
      const selected = /<option value="([^"]*)" selected=""/.exec(tag) ?? /<option value="([^"]*)"/.exec(tag);
      fields.push([name, decode(selected?.[1] ?? '')]);
    } else {
      const type = attr(tag, 'type');
      if ((type === 'checkbox' || type === 'radio') && !tag.includes(' checked=""')) continue;
      fields.push([name, decode(attr(tag, 'value') ?? '')]);
    }
  }
  return { action: decode(action), fields };
}

/** The form submitted as a browser sends a GET form, with `changes` made first (a term typed, a box ticked). */
async function submit(path: string, change: (fields: [string, string][]) => [string, string][]): Promise<string> {
  const page = await get(path).expect(200);
  const { action, fields } = formFields(page.text.replace(/<!-- -->/g, ''));
  return `${action}?${new URLSearchParams(change(fields)).toString()}`;
}

const setTerm =
  (term: string) =>
  (fields: [string, string][]): [string, string][] =>
    fields.map(([name, value]) => [name, name === 'term' ? term : value]);

describe('the plain search form', () => {
  it('sends empty and default fields that the server cleans away', async () => {
    const sent = await submit('/news', setTerm('palm'));
    expect(sent).toMatch(/pageSize=12/);
    const response = await get(sent).expect(302);
    expect(response.headers.location).toBe('/news?term=palm');
    expect(response.headers['cache-control']).toMatch(/^public/);
    await get('/news?term=palm').expect(200);
  });

  it('ends on the scripted URL: filters joined, content types in the path, the page’s own parameters kept', async () => {
    const sent = await submit('/search/all', (fields) => [
      ...setTerm('palm house')(fields),
      ['contentTypeId', 'newsArticle'],
      ['contentTypeId', 'event'],
    ]);
    expect((await get(sent).expect(302)).headers.location).toBe('/search/all/newsArticle,event?term=palm%20house');
    const news = await submit('/news?topic=0%2F1%2F1', (fields) => [...fields, ['topic', '0/1/2'], ['year', '']]);
    expect((await get(news).expect(302)).headers.location).toBe('/news?topic=0%2F1%2F1,0%2F1%2F2');
    expect((await get('/news?utm_source=mail&pageSize=12&pageIndex=1').expect(302)).headers.location).toBe('/news?utm_source=mail');
  });

  it('keeps a sort order the visitor chose, and a term submitted from a page without one searches by relevance', async () => {
    expect((await get(await submit('/news', setTerm(''))).expect(302)).headers.location).toBe('/news');
    const oldest = await submit('/news?orderBy=publishDate', setTerm('garden'));
    expect((await get(oldest).expect(302)).headers.location).toBe('/news?term=garden&orderBy=publishDate');
  });

  it('leaves the scripted UI’s own URLs alone, however they are encoded', async () => {
    for (const path of [
      '/news',
      '/news?term=palm%20house',
      '/news?term=palm+house',
      '/news?pageIndex=2&topic=0%2F1%2F1%2C0%2F1%2F2',
      '/search/all/newsArticle,event?term=x',
      '/news?pageSize=24',
      '/search/people?term=science&orderBy=lastName,firstName',
    ]) {
      expect([path, (await get(path)).status]).toEqual([path, 200]);
    }
  });
});
