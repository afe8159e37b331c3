import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import request from 'supertest';
import { copyDemoPack, inlineStateScript, PUBLIC_HOST, startTestSite } from './support/site';

type Site = Awaited<ReturnType<typeof startTestSite>>;
let site: Site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

const get = (path: string, host = PUBLIC_HOST) => request(site.app).get(path).set('Host', host);

describe('pages', () => {
  it('renders a content page on the server with its state inlined and admitted by a CSP hash', async () => {
    const response = await get('/about/history').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toMatch(/<h1[^>]*>[^<]*history/i);
    expect(response.text).toContain('<title>');
    const script = inlineStateScript(response.text);
    expect(script).not.toBeNull();
    const hash = `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    const sandbox: { window: { __TRELLIS_STATE__?: { routing: { currentPath: string; entry: { entryTitle: string } } } } } = { window: {} };
    vm.runInNewContext(script!, sandbox);
    expect(sandbox.window.__TRELLIS_STATE__?.routing.currentPath).toBe('/about/history');
  });

  it('gives anonymous published pages public cache headers, surrogate keys and no cookies', async () => {
    const response = await get('/about').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['surrogate-control']).toBe('max-age=300');
    const keys = String(response.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['trellis', 'trellis-website']));
    expect(keys.length).toBeGreaterThan(2);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('marks draft (latest) pages private: localhost shows drafts', async () => {
    const response = await get('/about', 'localhost').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['surrogate-key']).toBeUndefined();
  });

  it('never shows drafts on a public host, whatever the query or header asks for', async () => {
    const state = (await get('/about?redux=true').expect(200)).body;
    expect(state.routing.versionStatus).toBe('published');
    const query = await get('/about?redux=true&versionStatus=latest').expect(200);
    expect(query.body.routing.versionStatus).toBe('published');
    const header = (await get('/about?redux=true').set('x-entry-versionstatus', 'latest').expect(200)).body;
    expect(header.routing.versionStatus).toBe('published');
    const bogus = (await get('/about?redux=true&versionStatus=draft').expect(200)).body;
    expect(bogus.routing.versionStatus).toBe('published');
  });

  it('answers ?redux=true with the page state as JSON', async () => {
    const response = await get('/about?redux=true').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.routing.entry.entryTitle).toBeTruthy();
    expect(response.body.navigation.isReady).toBe(true);
  });

  it('chooses the project by hostname', async () => {
    const state = (await get('/?redux=true', 'intranet.example.test').expect(200)).body;
    expect(state.routing.currentProject).toBe('intranet');
    expect(state.routing.projectName).toBe('Millbrook staff intranet');
  });

  it('uses the p parameter or the first project on localhost', async () => {
    expect((await get('/?redux=true&p=intranet', 'localhost').expect(200)).body.routing.currentProject).toBe('intranet');
    expect((await get('/?redux=true', 'localhost').expect(200)).body.routing.currentProject).toBe('website');
  });

  it.each([
    ['/about/history', 'Our history | Millbrook Botanic Garden'],
    ['/account/login', 'Sign in | Millbrook Botanic Garden'],
    ['/account/registration', 'Create an account | Millbrook Botanic Garden'],
    ['/account/forgot-password', 'Reset your password | Millbrook Botanic Garden'],
    ['/__version', 'Version information | Millbrook Botanic Garden'],
  ])('titles %s after what it shows', async (path, title) => {
    const response = await get(path).expect(200);
    expect(/<title>([^<]*)<\/title>/.exec(response.text)?.[1]).toBe(title);
  });

  it('answers HEAD, and refuses other methods', async () => {
    await request(site.app).head('/about').set('Host', PUBLIC_HOST).expect(200);
    await request(site.app).post('/about').set('Host', PUBLIC_HOST).send('x=1').expect(405);
  });
});

describe('redirects and errors', () => {
  it('cleans duplicate and trailing slashes with a 302, keeping the query', async () => {
    const response = await get('//about//history/?a=1&b=2').expect(302);
    expect(response.headers.location).toBe('/about/history?a=1&b=2');
  });

  it('never redirects off-site when cleaning a path that looks like a host', async () => {
    const response = await get('//evil.example//').expect(302);
    expect(response.headers.location).toBe('/evil.example');
  });

  it('uses the configured status for the cleaning redirect', async () => {
    const other = await startTestSite({ env: { TRAILING_SLASH_REDIRECT_STATUS: '301' } });
    try {
      await request(other.app).get('/about/').set('Host', PUBLIC_HOST).expect(301).expect('location', '/about');
    } finally {
      await other.close();
    }
  });

  it('shows the not-found page with a 404 status and short caching', async () => {
    const response = await get('/no/such/page').expect(404);
    expect(response.text).toContain('404 Page Not Found');
    expect(response.headers['cache-control']).toBe('public, max-age=10');
  });

  it('sends a visitor to login for restricted content, with the original path', async () => {
    const response = await get('/members/members-magazine?x=1').expect(302);
    expect(response.headers.location).toBe('/account/login?redirect_uri=%2Fmembers%2Fmembers-magazine%3Fx%3D1');
  });

  it('rejects a malformed address with 400 and a page that says so', async () => {
    const response = await get('/%E0%A4%A').expect(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toMatch(
      /<html lang="en-GB">.*<title>400 Bad request<\/title>.*<main><h1>400 Bad request<\/h1><p>The address is not valid\.<\/p>/,
    );
  });

  it('shows the preview of an entry and a 404 preview for an unknown one', async () => {
    const news = (await get('/news?redux=true').expect(200)).body;
    const id = news.search.listings.news.results[0].entry.sys.id as string;
    const preview = await get(`/preview/${id}?redux=true`, 'localhost').expect(200);
    expect(preview.body.routing.isPreview).toBe(true);
    expect(preview.body.routing.entry.sys.versionStatus).toBe('latest');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // A public host shows no drafts, not even on a preview page.
    const onPublicHost = await get(`/preview/${id}?redux=true`).expect(200);
    expect(onPublicHost.body.routing.entry.sys.versionStatus).toBe('published');
    expect(onPublicHost.headers['cache-control']).toBe('private, no-store');
    await get('/preview/00000000-0000-0000-0000-000000000000', 'localhost').expect(404);
  });
});

describe('hostile content', () => {
  let hostile: Site;
  const title = '</script><script>alert(1)</script><!--';
  beforeAll(async () => {
    const pack = copyDemoPack();
    const entriesDir = path.join(pack, 'website', 'entries');
    for (const file of fs.readdirSync(entriesDir)) {
      const full = path.join(entriesDir, file);
      const text = fs.readFileSync(full, 'utf8');
      if (text.includes('"Our history"')) fs.writeFileSync(full, text.split('"Our history"').join(JSON.stringify(title)));
    }
    hostile = await startTestSite({ contentDir: pack });
  });
  afterAll(async () => {
    await hostile.close();
  });

  it('keeps a script-like entry title inert in the page and its state', async () => {
    const response = await request(hostile.app).get('/about/history').set('Host', PUBLIC_HOST).expect(200);
    expect(response.text).not.toContain('<script>alert(1)</script>');
    // Exactly the bundle and the state run: nothing from content becomes a script element. The structured data
    // (a JSON-LD data block, which never runs) carries the title escaped.
    expect(response.text.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(2);
    for (const [, json] of response.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(json).not.toContain('<');
    }
    const script = inlineStateScript(response.text)!;
    const sandbox: { window: { __TRELLIS_STATE__?: { routing: { entry: { entryTitle: string } } } } } = { window: {} };
    vm.runInNewContext(script, sandbox);
    expect(sandbox.window.__TRELLIS_STATE__?.routing.entry.entryTitle).toBe(title);
  });
});

describe('when the platform is down or slow', () => {
  it('shows an error page with 503 when the platform is unreachable', async () => {
    const down = await startTestSite({ upstream: { rootUrl: 'http://127.0.0.1:9' } });
    try {
      const response = await request(down.app).get('/about').set('Host', PUBLIC_HOST).expect(503);
      expect(response.text).toContain('503');
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      expect(response.headers['surrogate-key']).toContain('trellis-all');
    } finally {
      await down.close();
    }
  });

  it('gives up after the configured timeout with 504', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = http.createServer(() => {
      /* never answers */
    });
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    const slow = await startTestSite({ env: { PLATFORM_TIMEOUT_MS: '300' }, upstream: { rootUrl: `http://127.0.0.1:${port}` } });
    try {
      // The platform never answers: only the site's timeout can end the request, however slow the machine.
      const response = await request(slow.app).get('/about').set('Host', PUBLIC_HOST).expect(504);
      expect(response.text).toContain('504');
    } finally {
      await slow.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('operational endpoints and proxies', () => {
  it('answers /healthz', async () => {
    await get('/healthz').expect(200, { status: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const response = await get('/about').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('streams library files from the platform with long-lived caching', async () => {
    const state = (await get('/?redux=true').expect(200)).body;
    const hero = state.routing.entry.heroImage.asset.sys.uri as string;
    expect(hero).toMatch(/^\/image-library\//);
    const response = await get(hero).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/public/);
    expect((response.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });

  it('passes image transformations through to the platform, and its 400 for bad ones', async () => {
    const html = (await get('/').expect(200)).text;
    const candidate = /srcSet="([^" ]+) \d+w/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(candidate).toMatch(/^\/image-library\/[^?]+\.png\?w=\d+&f=webp$/);
    const variant = await get(candidate ?? '')
      .buffer(true)
      .expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=2592000');
    expect((variant.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
    const refused = await get(`${(candidate ?? '').split('?')[0]}?w=0`).expect(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('proxies browser delivery calls with the server credentials and never leaks the token', async () => {
    const response = await get('/api/delivery/projects/website/nodes/root').expect(200);
    expect(response.body.path).toBe('/');
    expect(JSON.stringify(response.headers)).not.toContain('trellis-demo-access-token');
  });

  it('refuses proxied calls for other projects and writes', async () => {
    await get('/api/delivery/projects/secret/nodes/root').expect(404);
    await request(site.app).post('/api/delivery/projects/website/entries').set('Host', PUBLIC_HOST).send({}).expect(405);
  });
});

describe('with inline state switched off', () => {
  it('leaves the state out of the page; the browser fetches it from ?redux=true', async () => {
    const plain = await startTestSite({ env: { DISABLE_SSR_REDUX: 'true' } });
    try {
      const page = await request(plain.app).get('/about').set('Host', PUBLIC_HOST).expect(200);
      expect(inlineStateScript(page.text)).toBeNull();
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      const state = await request(plain.app).get('/about?redux=true').set('Host', PUBLIC_HOST).expect(200);
      expect(state.body.routing.currentPath).toBe('/about');
    } finally {
      await plain.close();
    }
  });
});

describe('static assets', () => {
  it('serves hashed bundle files with immutable caching, and 404 for unknown ones', async () => {
    fs.writeFileSync(path.join(site.config.staticDir, 'main.0123456789ab.js'), 'console.log(1)');
    const response = await get('/static/main.0123456789ab.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await get('/static/nope.js').expect(404);
  });

  it('sends each file as the build compressed it (Brotli, else gzip) to a browser that accepts it, and plain to one that does not', async () => {
    const script = `window.bundle = ${JSON.stringify('x'.repeat(2000))};`;
    const file = path.join(site.config.staticDir, 'main.fedcba987654.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script, { level: 9 }));
    // Raw HTTP: supertest would decompress the body before the test could see what was sent.
    const server = http.createServer(site.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const answer = (acceptEncoding: string | null) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: http.OutgoingHttpHeaders = {
          host: PUBLIC_HOST,
          ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
        };
        const port = (server.address() as { port: number }).port;
        http
          .get({ host: '127.0.0.1', port, path: '/static/main.fedcba987654.js', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const brotli = await answer('gzip, deflate, br');
      expect([brotli.headers['content-encoding'], brotli.headers['content-type'], brotli.headers.vary]).toEqual([
        'br',
        'text/javascript; charset=utf-8',
        'Accept-Encoding',
      ]);
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await answer('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

      const plain = await answer(null);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    } finally {
      server.close();
    }
  });
});
