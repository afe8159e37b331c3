import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadAssets } from '../../server/render/assets';
import { styleCacheWorker } from '../../server/styleCacheWorker';
import { LINKED_STYLES_PARAM } from '../../src/app/styles/linkedStylesMarker';
import { BILINGUAL_PROJECT, PUBLIC_HOST, siteForTests } from './support/site';

// A browser whose style cache worker holds the build's style sheet asks for pages with the linked-styles marker:
// the page it gets links the sheet instead of carrying it, and is otherwise the same page at the same address.
const CSS = 'body{margin:0;color:#123}.site-header{display:flex}';
const WORKER = 'self.addEventListener("fetch",function(){});';

function builtClient(manifest: object, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-linked-styles-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const withWorker = builtClient(
  { main: { js: ['main.1.js'], css: ['main.1.css'] }, styleCache: { js: ['styleCache.1.js'], css: [] } },
  { 'main.1.css': CSS, 'styleCache.1.js': WORKER },
);

const site = siteForTests({
  assets: loadAssets(withWorker),
  env: { PROJECTS: JSON.stringify([BILINGUAL_PROJECT]) },
});

const get = (address: string) => request(site().app).get(address).set('Host', PUBLIC_HOST);

/** The style version the worker's script is served with (the marker's value). */
async function styleVersion(): Promise<string> {
  const script = await get('/sw.js').expect(200);
  const settings = /^self\.TRELLIS_STYLE_CACHE=(\{[^\n]*\});\n/.exec(script.text);
  if (!settings) throw new Error(`No settings line in /sw.js: ${script.text.slice(0, 200)}`);
  return (JSON.parse(settings[1]) as { version: string }).version;
}

const inlined = `<style>${CSS}</style>`;
const linked = '<link rel="stylesheet" href="/static/main.1.css">';

describe('the style cache worker script', () => {
  it('is served at /sw.js, never kept by a cache, with this build version and style sheets before the built worker', async () => {
    const script = await get('/sw.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.text).toMatch(/^self\.TRELLIS_STYLE_CACHE=\{"version":"[0-9a-f]{12}","styles":\["\/static\/main\.1\.css"\]\};\n/);
    expect(script.text.endsWith(WORKER)).toBe(true);
  });

  it('retires a worker left on the origin by a build that had one, when this one has none', async () => {
    const without = builtClient({ main: { js: ['main.1.js'], css: ['main.1.css'] } }, { 'main.1.css': CSS });
    const script = await request(express().use(styleCacheWorker(loadAssets(without))))
      .get('/sw.js')
      .expect(200);
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.text).toContain('self.registration.unregister()');
    expect(script.text).not.toContain('TRELLIS_STYLE_CACHE');
  });
});

describe('a page asked for with the linked-styles marker naming this build', () => {
  it('links the style sheet instead of carrying it, and is otherwise the same page', async () => {
    const version = await styleVersion();
    const ordinary = await get('/about/history').expect(200);
    const lean = await get(`/about/history?${LINKED_STYLES_PARAM}=${version}`).expect(200);
    expect(ordinary.text).toContain(inlined);
    expect(lean.text).not.toContain('<style');
    expect(lean.text).toContain(linked);
    expect(lean.text).toBe(ordinary.text.replace(inlined, linked));
    // The style sheet is the site's own file: the page's policy still admits no inline style but by hash.
    expect(lean.headers['content-security-policy']).toBe(ordinary.headers['content-security-policy']);
    expect(String(lean.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('never shows the marker: links, canonical address, og:url, hreflang alternates and the state hold the plain address', async () => {
    const version = await styleVersion();
    const lean = await get(`/about/history?${LINKED_STYLES_PARAM}=${version}`).expect(200);
    expect(lean.text).not.toContain(LINKED_STYLES_PARAM);
    expect(lean.text).toContain(`<link rel="canonical" href="http://${PUBLIC_HOST}/about/history">`);
    expect(lean.text).toContain(`<meta property="og:url" content="http://${PUBLIC_HOST}/about/history">`);
    expect(lean.text).toContain(`<link rel="alternate" hreflang="en-GB" href="http://${PUBLIC_HOST}/about/history">`);
    expect(lean.text).toContain(`<link rel="alternate" hreflang="x-default" href="http://${PUBLIC_HOST}/about/history">`);
  });

  it('keeps the rest of the query as it came (a search)', async () => {
    const version = await styleVersion();
    const ordinary = await get('/search?q=rose%20garden').expect(200);
    const lean = await get(`/search?q=rose%20garden&${LINKED_STYLES_PARAM}=${version}`).expect(200);
    expect(lean.text).toBe(ordinary.text.replace(inlined, linked));
  });

  it('is cached as publicly as the page, under the same surrogate keys (its address is a cache key of its own)', async () => {
    const version = await styleVersion();
    const ordinary = await get('/about/history').expect(200);
    const lean = await get(`/about/history?${LINKED_STYLES_PARAM}=${version}`).expect(200);
    for (const header of ['cache-control', 'surrogate-control', 'surrogate-key', 'vary'])
      expect([header, lean.headers[header]]).toEqual([header, ordinary.headers[header]]);
    expect(lean.headers['cache-control']).toMatch(/^public/);
  });

  it('redirects as the page does, to the address without the marker', async () => {
    const version = await styleVersion();
    const redirect = await get(`/about/history/?${LINKED_STYLES_PARAM}=${version}`).expect(302);
    expect(redirect.headers.location).toBe('/about/history');
  });

  it('answers the page state (?redux=true) as JSON, the same as without the marker', async () => {
    const version = await styleVersion();
    const ordinary = await get('/about/history?redux=true').expect(200);
    const marked = await get(`/about/history?redux=true&${LINKED_STYLES_PARAM}=${version}`).expect(200);
    expect(marked.headers['content-type']).toMatch(/^application\/json/);
    expect(marked.text).toBe(ordinary.text);
  });

  it('answers HEAD with the linked page length', async () => {
    const version = await styleVersion();
    const address = `/about/history?${LINKED_STYLES_PARAM}=${version}`;
    const page = await get(address).set('Accept-Encoding', 'identity').expect(200);
    const head = await request(site().app).head(address).set('Host', PUBLIC_HOST).set('Accept-Encoding', 'identity').expect(200);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.text));
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
  });
});

describe('any other marker value', () => {
  const values = (version: string) => [
    'wrong',
    '',
    `${version}0`,
    version.toUpperCase(),
    'x'.repeat(8_000),
    `${version}&${LINKED_STYLES_PARAM}=${version}`,
    '%3Cscript%3E',
  ];

  it('gets the ordinary page with its styles inline, and the marker shows nowhere in it', async () => {
    const version = await styleVersion();
    const ordinary = await get('/about/history').expect(200);
    for (const value of values(version)) {
      const page = await get(`/about/history?${LINKED_STYLES_PARAM}=${value}`).expect(200);
      expect([value.slice(0, 20), page.text]).toEqual([value.slice(0, 20), ordinary.text]);
    }
  });
});
