import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadAssets } from '../../server/render/assets';
import { inlineHash } from '../../server/security';
import { PUBLIC_HOST, startTestSite } from './support/site';

// The style sheet travels in each page (no request holds up the first paint) and the route loader chunk is
// prefetched, not run: what a page costs to start, checked on the HTML a visitor gets.
const CSS = 'body{margin:0;color:#123}.site-header{display:flex}';

function builtClient(files: Record<string, string>, manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-assets-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('a page document', () => {
  const manifest = {
    main: { js: ['main.1.js'], css: ['main.1.css'] },
    'chunk:routeLoader': { js: ['routeLoader.1.js'], css: [] },
    'chunk:search': { js: ['search.1.js'], css: [] },
  };
  let site: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    site = await startTestSite({ assets: loadAssets(builtClient({ 'main.1.css': CSS }, manifest)) });
  });
  afterAll(() => site.close());

  it('carries the build CSS inline, admitted by its hash, and links no style sheet', async () => {
    const response = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).expect(200);
    expect(response.text).toContain(`<style>${CSS}</style>`);
    expect(response.text).not.toContain('rel="stylesheet"');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${inlineHash(CSS)}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('prefetches the route loader chunk (downloaded when idle, never run) and preloads only what the page runs', async () => {
    const content = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).expect(200);
    expect(content.text).toContain('<link rel="prefetch" href="/static/routeLoader.1.js">');
    expect(content.text).not.toContain('rel="preload"');
    expect(content.text).toContain('<script defer src="/static/main.1.js"></script>');
    const listing = await request(site.app).get('/news').set('Host', PUBLIC_HOST).expect(200);
    expect(listing.text).toContain('<link rel="preload" as="script" href="/static/search.1.js">');
  });
});

describe('a page sent in parts (its style elements encoded once for every page)', () => {
  const css = '.note::before{content:"→ "}';
  const manifest = { main: { js: ['main.1.js'], css: ['main.1.css'] } };
  let site: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    site = await startTestSite({ assets: loadAssets(builtClient({ 'main.1.css': css }, manifest)) });
  });
  afterAll(() => site.close());

  it('arrives whole, its Content-Length counting bytes (the footer and the CSS hold non-ASCII characters)', async () => {
    // Uncompressed (a CDN in front usually compresses): the length is the page's own.
    const response = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).set('Accept-Encoding', 'identity').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="[^"]+"><head><meta charset="utf-8">/);
    expect(response.text).toContain(`<style>${css}</style>`);
    expect(response.text).toContain('©');
    expect(response.text.endsWith('</body></html>')).toBe(true);
  });

  it('answers HEAD with the same length and no body', async () => {
    const page = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).set('Accept-Encoding', 'identity').expect(200);
    const head = await request(site.app).head('/about/history').set('Host', PUBLIC_HOST).set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('arrives whole when compressed', async () => {
    const plain = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).set('Accept-Encoding', 'identity').expect(200);
    const gzipped = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
  });
});

describe('loadAssets', () => {
  it('refuses a style sheet that would end its <style> element early', () => {
    const dir = builtClient({ 'main.1.css': 'a::after{content:"</style><script>"}' }, { main: { js: ['main.1.js'], css: ['main.1.css'] } });
    expect(() => loadAssets(dir)).toThrow(/cannot be written into a <style> element/);
  });
});
