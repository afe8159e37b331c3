import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadAssets } from '../../server/render/assets';
import { inlineHash } from '../../server/security';
import { PUBLIC_HOST, startTestSite } from './support/site';

// The style sheet travels in each page (no request holds up the first paint) and the navigation chunk is
// prefetched, not run: what a page costs to start, checked on the HTML a visitor gets.
const CSS = 'body{margin:0;color:#123}.site-header{display:flex}';

function builtClient(files: Record<string, string>, manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-assets-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('a page document', () => {
  const manifest = { main: { js: ['main.1.js'], css: ['main.1.css'] }, 'chunk:navigation': { js: ['navigation.1.js'], css: [] }, 'chunk:search': { js: ['search.1.js'], css: [] } };
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

  it('prefetches the navigation chunk (downloaded when idle, never run) and preloads only what the page runs', async () => {
    const content = await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).expect(200);
    expect(content.text).toContain('<link rel="prefetch" as="script" href="/static/navigation.1.js">');
    expect(content.text).not.toContain('rel="preload"');
    expect(content.text).toContain('<script defer src="/static/main.1.js"></script>');
    const listing = await request(site.app).get('/news').set('Host', PUBLIC_HOST).expect(200);
    expect(listing.text).toContain('<link rel="preload" as="script" href="/static/search.1.js">');
  });
});

describe('loadAssets', () => {
  it('refuses a style sheet that would end its <style> element early', () => {
    const dir = builtClient({ 'main.1.css': 'a::after{content:"</style><script>"}' }, { main: { js: ['main.1.js'], css: ['main.1.css'] } });
    expect(() => loadAssets(dir)).toThrow(/cannot be written into a <style> element/);
  });
});
