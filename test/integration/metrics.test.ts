// Prometheus metrics on the site's own port: only for a METRICS_TOKEN bearer, and they move as the site works.
import request from 'supertest';
import { sampleValue } from '../support/prometheusText';
import { freePort } from '../support/redisServer';
import { PUBLIC_HOST, startTestSite } from './support/site';

const TOKEN = 'metrics-token-for-tests-0123456789';

type Site = Awaited<ReturnType<typeof startTestSite>>;
let site: Site;
beforeAll(async () => {
  site = await startTestSite({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await site.close();
});

const scrape = async (app = site.app) => (await request(app).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
const requests = (text: string, kind: string, statusClass: string) =>
  sampleValue(text, 'trellis_http_request_duration_seconds_count', { kind, status_class: statusClass });

describe('/metrics on the site port', () => {
  it('refuses a scrape without the token, or with another one, and never lets it be cached', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const call = request(site.app).get('/metrics').set('host', PUBLIC_HOST);
      const res = await (authorization ? call.set('authorization', authorization) : call);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain('trellis_');
    }
  });

  it('answers the Prometheus text format, with the event-loop lag among the process metrics', async () => {
    const res = await request(site.app).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.text).toContain('# TYPE trellis_http_request_duration_seconds histogram');
  });

  it('counts requests by kind and status class, platform calls, and request-cache hits', async () => {
    const before = await scrape();
    await request(site.app).get('/about').set('host', PUBLIC_HOST).expect(200);
    await request(site.app).get('/about/history').set('host', PUBLIC_HOST).expect(200);
    await request(site.app).get('/no-such-page-here').set('host', PUBLIC_HOST).expect(404);
    // Another missing page shares the navigation call with the first: the request cache answers it.
    await request(site.app).get('/no-such-page-either').set('host', PUBLIC_HOST).expect(404);
    await request(site.app).get('/healthz').set('host', PUBLIC_HOST).expect(200);
    await request(site.app).get('/static/missing.js').set('host', PUBLIC_HOST).expect(404);
    const after = await scrape();

    expect(requests(after, 'page', '2xx') - requests(before, 'page', '2xx')).toBe(2);
    expect(requests(after, 'page', '4xx') - requests(before, 'page', '4xx')).toBe(2);
    expect(requests(after, 'health', '2xx') - requests(before, 'health', '2xx')).toBe(1);
    expect(requests(after, 'static', '4xx') - requests(before, 'static', '4xx')).toBe(1);
    const calls = (text: string) =>
      sampleValue(text, 'trellis_platform_call_duration_seconds_count', { api: 'delivery', status_class: '2xx' });
    expect(calls(after)).toBeGreaterThan(calls(before));
    const hits = (text: string) => sampleValue(text, 'trellis_cache_lookups_total', { cache: 'request', result: 'hit' });
    expect(hits(after)).toBeGreaterThan(hits(before));
  });

  it('counts page renders, and page states and documents shared between requests', async () => {
    const before = await scrape();
    // The same anonymous page twice: the second gets the state the first prepared, and the document it rendered.
    const first = await request(site.app).get('/visit').set('host', PUBLIC_HOST).expect(200);
    const second = await request(site.app).get('/visit').set('host', PUBLIC_HOST).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const after = await scrape();
    const renders = (text: string) => sampleValue(text, 'trellis_page_render_duration_seconds_count');
    expect(renders(after) - renders(before)).toBe(1);
    const lookups = (text: string, cache: string, result: string) => sampleValue(text, 'trellis_cache_lookups_total', { cache, result });
    for (const cache of ['page_state', 'page_html']) {
      expect([
        cache,
        lookups(after, cache, 'miss') - lookups(before, cache, 'miss'),
        lookups(after, cache, 'hit') - lookups(before, cache, 'hit'),
      ]).toEqual([cache, 1, 1]);
    }
  });

  it('renders a signed-in or otherwise personal page for its request alone (no document shared)', async () => {
    const before = await scrape();
    await request(site.app).get('/account/login').set('host', PUBLIC_HOST).expect(200);
    await request(site.app).get('/account/login').set('host', PUBLIC_HOST).expect(200);
    const after = await scrape();
    const renders = (text: string) => sampleValue(text, 'trellis_page_render_duration_seconds_count');
    expect(renders(after) - renders(before)).toBe(2);
  });

  it('counts failed platform calls when the platform cannot be reached', async () => {
    const down = await startTestSite({ env: { METRICS_TOKEN: TOKEN }, upstream: { rootUrl: `http://127.0.0.1:${await freePort()}` } });
    try {
      const failures = (text: string) =>
        sampleValue(text, 'trellis_platform_call_failures_total', { api: 'delivery', status_class: 'none' });
      const before = failures(await scrape(down.app));
      const page = await request(down.app).get('/about').set('host', PUBLIC_HOST);
      expect(page.status).toBe(503);
      expect(failures(await scrape(down.app))).toBeGreaterThan(before);
    } finally {
      await down.close();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is an ordinary page path: no metrics, whatever the bearer', async () => {
    const plain = await startTestSite();
    try {
      const res = await request(plain.app).get('/metrics').set('host', PUBLIC_HOST).set('authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('trellis_http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });
});
