import request from 'supertest';
import { startFakeUpstream } from './support/fakeUpstream';
import { PUBLIC_HOST, startTestSite } from './support/site';

// A publicly cached answer may depend only on what its cache key holds; visitor-dependent answers are private.
type Site = Awaited<ReturnType<typeof startTestSite>>;

describe('behind a trusted proxy', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startTestSite({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => site.close());

  it('lets X-Forwarded-Host choose the project, and keys the public answer on it', async () => {
    const response = await request(site.app)
      .get('/?redux=true')
      .set('Host', 'cdn-origin.internal')
      .set('X-Forwarded-Host', 'intranet.example.test')
      .expect(200);
    expect(response.body.routing.currentProject).toBe('intranet');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers.vary).toMatch(/X-Forwarded-Host/i);
  });

  it('keys the delivery proxy on the forwarded host too: it chooses which projects the answer may show', async () => {
    const proxied = (host: string) =>
      request(site.app).get('/api/delivery/projects/intranet/nodes/root').set('Host', 'cdn-origin.internal').set('X-Forwarded-Host', host);
    const shown = await proxied('intranet.example.test').expect(200);
    expect(shown.headers.vary).toMatch(/X-Forwarded-Host/i);
    expect(shown.headers.vary).toMatch(/X-Forwarded-Proto/i);
    const refused = await proxied(PUBLIC_HOST).expect(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over https', async () => {
    const plain = await request(site.app).get('/healthz').set('Host', PUBLIC_HOST).expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(site.app).get('/healthz').set('Host', PUBLIC_HOST).set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('pages that depend on more than the URL', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startTestSite({ env: { PREVIEW_HOSTS: 'preview.example.test' } });
  });
  afterAll(() => site.close());

  it('never makes a preview host page public, whatever version status a header chooses', async () => {
    for (const status of ['published', 'latest']) {
      const response = await request(site.app)
        .get('/about')
        .set('Host', 'preview.example.test')
        .set('x-entry-versionstatus', status)
        .expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['surrogate-key']).toBeUndefined();
    }
  });

  it('keeps login and access redirects private, so signed-in members never get a cached redirect', async () => {
    const response = await request(site.app).get('/members/members-magazine').set('Host', PUBLIC_HOST).expect(302);
    expect(response.headers.location).toMatch(/^\/account\/login\?redirect_uri=/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['surrogate-control']).toBeUndefined();
  });

  it('still shares a path-cleaning redirect, which depends only on the URL', async () => {
    const response = await request(site.app).get('/about/').set('Host', PUBLIC_HOST).expect(302);
    expect(response.headers['cache-control']).toMatch(/^public/);
  });
});

describe('after a bad or empty upstream answer', () => {
  let platformSite: Site;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let site: Site;
  beforeAll(async () => {
    platformSite = await startTestSite();
    upstream = await startFakeUpstream({ forwardTo: platformSite.platform.url });
    site = await startTestSite({ upstream: { rootUrl: upstream.url } });
  });
  afterAll(async () => {
    await Promise.all([site.close(), platformSite.close(), upstream.close()]);
  });

  const page = (path: string) => request(site.app).get(path).set('Host', PUBLIC_HOST);

  // Each case its own page, so no answer cached by an earlier case hides this one's broken answer.
  it.each([
    [
      'an empty answer',
      '/about',
      (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end(''),
    ],
    [
      'an HTML error page',
      '/about/history',
      (res: import('node:http').ServerResponse) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    ],
  ])('serves the right page again as soon as the platform is healthy (%s)', async (_what, path, answer) => {
    upstream.answerWith((_request, res) => answer(res));
    const broken = await page(path);
    expect(broken.status).not.toBe(200);
    expect(String(broken.headers['surrogate-key'])).toContain('trellis-all');
    upstream.answerWith(null);
    const healthy = await page(path).expect(200);
    expect(healthy.text).toContain('<h1');
    expect(healthy.text).not.toContain('Page Not Found');
  });
});
