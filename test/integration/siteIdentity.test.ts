// The site's icon and web app manifest (site/identity.ts): served as the browser, a phone's home screen and a
// sharing site ask for them, and linked from every page.
import sharp from 'sharp';
import request from 'supertest';
import { identity } from '../../site/identity';
import { checkIdentity } from '../../server/siteIdentity';
import { PUBLIC_HOST, siteForTests } from './support/site';

const site = siteForTests({ identity });
const get = (path: string) =>
  request(site().app)
    .get(path)
    .set('host', PUBLIC_HOST)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The head's links, by rel. */
async function headLinks() {
  const html = (await get('/about/history')).body.toString();
  const links = [
    ...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"(?: type="([^"]+)")?(?: sizes="([^"]+)")?>/g),
  ];
  return { html, links: links.map(([, rel, href, type, sizes]) => ({ rel, href, type, sizes })) };
}

describe("the site's icons", () => {
  it('are linked from every page as rasters, each address naming the icon’s version', async () => {
    const { html, links } = await headLinks();
    // No SVG: Chromium draws a page's SVG icon as a document of its own at every client-side navigation.
    expect(links.map(({ rel, type, sizes }) => `${rel} ${type ?? ''} ${sizes ?? ''}`.trim())).toEqual([
      'icon image/png 32x32',
      'icon image/png 192x192',
      'apple-touch-icon',
      'manifest',
    ]);
    for (const { href } of links) expect(href).toMatch(/\?v=[0-9a-f]{10}$/);
    expect(html).toContain('<meta name="theme-color" content="#1b4a31">');
    expect(html).not.toContain('href="data:,"');
  });

  it('serve the SVG as itself and PNGs at the sizes they are named for', async () => {
    const svg = await get('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString()).toBe(identity.icon.trim());
    for (const [path, size] of [
      ['/icon-32.png', 32],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
      ['/apple-touch-icon.png', 180],
    ] as const) {
      const png = await get(path);
      expect(png.status).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('public, max-age=86400');
      expect(await sharp(png.body as Buffer).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
  });

  it('give a phone’s home screen an opaque icon (its corners in the background colour, not black)', async () => {
    const png = (await get('/apple-touch-icon.png')).body as Buffer;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // The top-left pixel lies outside the icon's rounded square: the site's background colour, fully opaque.
    expect([...data.subarray(0, info.channels)]).toEqual([0xf5, 0xf7, 0xf2, 255]);
    const transparent = (await get('/icon-192.png')).body as Buffer;
    const corner = await sharp(transparent).ensureAlpha().raw().toBuffer();
    expect(corner[3]).toBe(0);
  });
});

describe('the web app manifest', () => {
  it('names the project, its language and home, and lists the icons', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.body.toString()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Millbrook Botanic Garden',
      short_name: 'Millbrook',
      start_url: '/',
      theme_color: '#1b4a31',
      background_color: '#f5f7f2',
    });
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map(({ sizes }) => sizes)).toEqual(['any', '192x192', '512x512']);
    for (const { src } of icons) expect((await get(src)).status).toBe(200);
  });
});

describe('the organisation’s logo', () => {
  it('is the largest icon, in the home page’s structured data', async () => {
    const html = (await get('/')).body.toString();
    const organization = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
      .find((thing) => thing['@type'] === 'Organization');
    expect(organization?.logo).toMatch(/^http:\/\/www\.example\.test\/icon-512\.png\?v=/);
  });
});

describe('checkIdentity', () => {
  it('refuses an icon that is not SVG text, and colours that are not hex colours, naming what is wrong', () => {
    expect(() => checkIdentity({ ...identity, icon: 'icon.svg' })).toThrow(/identity.icon must be the text of an SVG document/);
    expect(() => checkIdentity({ ...identity, themeColor: 'green' })).toThrow(/identity.themeColor must be a hex colour/);
    expect(() => checkIdentity({ ...identity, icon: `<svg>${' '.repeat(300 * 1024)}</svg>` })).toThrow(/larger than 256 kB/);
  });
});
