// What a page says of itself to search engines and sharing sites: Open Graph and Twitter card tags with public
// addresses, and JSON-LD that schema.org's vocabulary defines (test/support/schemaOrg.ts).
import request from 'supertest';
import { schemaOrgProblems } from '../support/schemaOrg';
import { BILINGUAL_PROJECT, PUBLIC_HOST, siteForTests } from './support/site';

const bilingual = { ...BILINGUAL_PROJECT, publicUri: `https://${PUBLIC_HOST}` };
const site = siteForTests({ upstream: { projects: [bilingual] } });
const ORIGIN = `https://${PUBLIC_HOST}`;

async function page(path: string) {
  const response = await request(site().app).get(path).set('host', PUBLIC_HOST);
  const meta: Record<string, string[]> = {};
  for (const [, attribute, key, content] of response.text.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)">/g)) {
    if (attribute === 'property' || key.startsWith('twitter:')) (meta[key] ??= []).push(content.replace(/&amp;/g, '&'));
  }
  const data = [...response.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
  return { status: response.status, text: response.text, meta, data };
}

const ofType = (data: Record<string, unknown>[], type: string) => data.filter((thing) => thing['@type'] === type);

describe('Open Graph and Twitter card tags', () => {
  it('describe a news article: title, type, public URL, description, locale, its image cropped to 1.91:1 and its dates', async () => {
    const { meta } = await page('/news/a-new-look-for-our-website');
    expect(meta['og:title']).toEqual(['A new look for our website']);
    expect(meta['og:type']).toEqual(['article']);
    expect(meta['og:url']).toEqual([`${ORIGIN}/news/a-new-look-for-our-website`]);
    expect(meta['og:site_name']).toEqual(['Millbrook Botanic Garden']);
    expect(meta['og:description']?.[0]).toBeTruthy();
    expect(meta['og:locale']).toEqual(['en_GB']);
    expect(meta['og:image']?.[0]).toMatch(new RegExp(`^${ORIGIN}/image-library/.+\\?(.*&)?w=\\d+&h=\\d+&fit=crop&format=jpeg$`));
    const [width, height] = [Number(meta['og:image:width']), Number(meta['og:image:height'])];
    expect(width / height).toBeCloseTo(1200 / 630, 1);
    expect(width).toBeLessThanOrEqual(1200);
    expect(meta['article:published_time']?.[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:title']).toEqual(['A new look for our website']);
    expect(meta['twitter:image']).toEqual(meta['og:image']);
  });

  it('serve the shared image through the site at the size they say', async () => {
    const { meta } = await page('/news/a-new-look-for-our-website');
    const image = await request(site().app).get(meta['og:image'][0].slice(ORIGIN.length)).set('host', PUBLIC_HOST);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      width: Number(meta['og:image:width']),
      height: Number(meta['og:image:height']),
    });
  });

  it('give a Welsh page its own locale and URL, and name the English one as an alternate', async () => {
    const { meta } = await page('/cy/visit');
    expect(meta['og:locale']).toEqual(['cy_GB']);
    expect(meta['og:locale:alternate']).toEqual(['en_GB']);
    expect(meta['og:url']).toEqual([`${ORIGIN}/cy/visit`]);
  });

  it('make a plain summary card for a page without an image, and none at all for a page not found', async () => {
    const about = await page('/about/history');
    expect(about.meta['og:type']).toEqual(['website']);
    expect(about.meta['twitter:card']).toEqual(['summary']);
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.meta).toEqual({});
    expect(missing.data).toEqual([]);
  });
});

describe('structured data (JSON-LD)', () => {
  it('names the organisation and the web site with its search on the home page', async () => {
    const { data } = await page('/');
    expect(ofType(data, 'Organization')).toEqual([
      expect.objectContaining({ '@context': 'https://schema.org', name: 'Millbrook Botanic Garden', url: `${ORIGIN}/` }),
    ]);
    expect(ofType(data, 'WebSite')[0]).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/search?term={search_term_string}` } },
    });
    expect(ofType(data, 'BreadcrumbList')).toEqual([]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('gives every page below the home page its breadcrumb, in the page’s language', async () => {
    const { data } = await page('/cy/visit');
    const [breadcrumb] = ofType(data, 'BreadcrumbList');
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: expect.any(String), item: `${ORIGIN}/cy` },
      { '@type': 'ListItem', position: 2, name: expect.any(String), item: `${ORIGIN}/cy/visit` },
    ]);
    expect(ofType(data, 'Organization')).toEqual([]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('describes a news article: headline, dates, author, image and publisher', async () => {
    const { data } = await page('/news/a-new-look-for-our-website');
    const [article] = ofType(data, 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'A new look for our website',
      datePublished: expect.stringMatching(/^\d{4}-/),
      dateModified: expect.stringMatching(/^\d{4}-/),
      image: expect.stringContaining('fit=crop'),
      publisher: { '@type': 'Organization', name: 'Millbrook Botanic Garden' },
    });
    expect(article.author).toMatchObject({ '@type': expect.stringMatching(/^(Person|Organization)$/), name: expect.any(String) });
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('describes an event (dates, place, offer) and a person, in schema.org terms only', async () => {
    const event = await page('/events/winter-pruning-for-fruit-trees-december-2026');
    expect(ofType(event.data, 'Event')[0]).toMatchObject({
      name: expect.any(String),
      startDate: expect.stringMatching(/^2026-12-/),
      location: { '@type': 'Place' },
    });
    expect(schemaOrgProblems(event.data)).toEqual([]);
    const person = await page('/people/eleri-vaughan');
    expect(ofType(person.data, 'Person')[0]).toMatchObject({ name: 'Eleri Vaughan', url: `${ORIGIN}/people/eleri-vaughan` });
    expect(person.meta['og:type']).toEqual(['profile']);
    expect(schemaOrgProblems(person.data)).toEqual([]);
  });

  it('finds what schema.org does not define', () => {
    expect(schemaOrgProblems({ '@type': 'NewsArticle', headline: 'x', colour: 'red' })).toEqual(['$: NewsArticle has no property colour']);
    expect(schemaOrgProblems({ '@type': 'Newsarticle' })).toEqual(['$: Newsarticle is not a schema.org type']);
    expect(schemaOrgProblems({ '@type': 'Event', location: { '@type': 'Place', price: 3 } })).toEqual([
      '$.location: Place has no property price',
    ]);
  });
});
