import express from 'express';
import request from 'supertest';
import { defineSite } from '../../src/app';
import { pages as demoPages } from '../../site/pages';
import { EntryCard } from '../../site/templates/EntryCard';
import { words } from '../../site/words';
import { PUBLIC_HOST, SEARCH_PAGE_ASSETS, siteForTests } from './support/site';

// A listing searched at a custom API the site serves itself, named by a relative uri: the server render calls it
// on the site's own origin (loopback, the port the page's request reached), so its results are in the first HTML.
/** The demo site (its pages, cards and words) with its people listing searched at a custom API. */
const withFinder = defineSite({
  pages: [...demoPages],
  resultCard: EntryCard,
  words,
  search: {
    load: async () => {
      const { default: demo } = await import('../../site/search/searchConfig');
      const people = demo.listings?.people;
      return {
        default: {
          ...demo,
          listings: { ...demo.listings, people: (now: Date) => ({ ...people!(now), customApi: { uri: '/api/people-finder' } }) },
        },
      };
    },
  },
});

const site = siteForTests({ assets: SEARCH_PAGE_ASSETS, site: withFinder });

const person = (id: string, firstName: string, lastName: string) => ({
  sys: { id, contentTypeId: 'person', dataFormat: 'entry', language: 'en-GB', uri: `/people/${id}`, slug: id },
  entryTitle: `${firstName} ${lastName}`,
  firstName,
  lastName,
  jobTitle: 'Gardener',
});

/** The site with its custom search endpoint in front (as server/site.ts would register it before the pages). */
function siteWithFinder() {
  const calls: { host?: string; cookie?: string; query: Record<string, unknown> }[] = [];
  const app = express();
  app.get('/api/people-finder', (req, res) => {
    calls.push({ host: req.headers.host, cookie: req.headers.cookie, query: { ...req.query } });
    res.json({
      items: [person('p-ivy', 'Ivy', 'Marsh'), person('p-rowan', 'Rowan', 'Ash')],
      totalCount: 2,
      pageCount: 1,
      pageIndex: 0,
      pageSize: 24,
    });
  });
  app.use(site().app);
  return { app, calls };
}

describe('a listing searched at a custom API with a relative uri', () => {
  it('has the API’s results in the server’s HTML, called on the site’s own origin without the visitor’s cookies', async () => {
    const { app, calls } = siteWithFinder();
    const response = await request(app).get('/people?term=gardener').set('Host', PUBLIC_HOST).set('Cookie', 'theme=dark');
    expect(response.status).toBe(200);
    const html = response.text.replace(/<!-- -->/g, '');
    const list = /class="card-list search-results__list"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    const links = [...list.matchAll(/<a href="([^"]+)" class="card__link">/g)].map((match) => match[1]);
    expect(links).toEqual(['/people/p-ivy', '/people/p-rowan']);
    expect(html).toContain('Ivy Marsh');
    expect(calls).toHaveLength(1);
    expect(calls[0].host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(calls[0].cookie).toBeUndefined();
    expect(calls[0].query).toMatchObject({ term: 'gardener', pageSize: '24', pageIndex: '0', versionStatus: 'published' });
  });
});
