import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { hang, startFakeUpstream } from './support/fakeUpstream';
import { PUBLIC_HOST, recordingLogger, startTestSite } from './support/site';

// Odd requests get a clear 4xx (or 504), never a 500, and are not logged as faults.
type Site = Awaited<ReturnType<typeof startTestSite>>;
let site: Site;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let logs: ReturnType<typeof recordingLogger>;

beforeAll(async () => {
  const platformSite = await startTestSite();
  upstream = await startFakeUpstream({ forwardTo: platformSite.platform.url });
  logs = recordingLogger();
  site = await startTestSite({ upstream: { rootUrl: upstream.url }, env: { PLATFORM_TIMEOUT_MS: '300' }, logger: logs.logger });
  const closeSite = site.close;
  site.close = async () => {
    await Promise.all([closeSite(), platformSite.close(), upstream.close()]);
  };
});
afterAll(() => site.close());
beforeEach(() => {
  upstream.answerWith(null);
  logs.lines.length = 0;
});

const errorsLogged = () => logs.lines.filter((line) => line.level >= 50);

/** Sends raw bytes to the site and returns the status line and headers it answers with. */
async function rawRequest(text: string, app = site.app): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise<string>((resolve, reject) => {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  } finally {
    server.close();
  }
}

it('answers an HTTP/1.0 request without a Host header with 400', async () => {
  const answer = await rawRequest('GET /about HTTP/1.0\r\n\r\n');
  expect(answer).toMatch(/^HTTP\/1\.1 400/);
  expect(answer).toMatch(/Host header is required/);
  expect(errorsLogged()).toEqual([]);
});

/** The security headers of docs/operator-guide.md that every answer carries (HSTS only over https). */
const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self'[^;]*; .*object-src 'none'.*frame-ancestors 'self'$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /^no-referrer$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

/** The security headers missing from an answer, or with another value. */
const missingSecurityHeaders = (headers: Record<string, string | undefined>): string[] =>
  Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => !value.test(headers[name] ?? ''))
    .map(([name]) => `${name}: ${headers[name]}`);

const headersOf = (raw: string): Record<string, string> =>
  Object.fromEntries(
    raw
      .split('\r\n\r\n')[0]
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );

describe('security headers', () => {
  // The platform's own timeout here: these pages must render, however busy the machine.
  let plain: Site;
  beforeAll(async () => {
    plain = await startTestSite({ env: { METRICS_TOKEN: 'odd-requests-metrics-token-0123' } });
  });
  afterAll(() => plain.close());

  it.each([
    ['/healthz', 'get', '/healthz', 200],
    ['a page', 'get', '/about', 200],
    ['the not-found page', 'get', '/no/such/page', 404],
    ['a /static miss', 'get', '/static/no-such-file.js', 404],
    ['a refused delivery proxy path', 'get', '/api/delivery/projects/website/../secret', 404],
    ['a refused library path', 'get', '/image-library/%2e%2e/secret', 404],
    ['a refused method', 'post', '/about', 405],
    ['a /metrics scrape without the token', 'get', '/metrics', 401],
  ] as const)('are on every answer: %s', async (_what, method, path, status) => {
    const response = await request(plain.app)[method](path).set('Host', PUBLIC_HOST).expect(status);
    expect(missingSecurityHeaders(response.headers)).toEqual([]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('are on the refusal of a request without a Host header', async () => {
    const answer = await rawRequest('GET /about HTTP/1.0\r\n\r\n', plain.app);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(missingSecurityHeaders(headersOf(answer))).toEqual([]);
  });
});

it('answers a /static miss with 404 and logs no stack trace', async () => {
  await request(site.app).get('/static/no-such-file.js').set('Host', PUBLIC_HOST).expect(404);
  expect(errorsLogged()).toEqual([]);
  expect(logs.lines.some((line) => line.err?.stack)).toBe(false);
});

describe('library proxies', () => {
  it('cache an image for a day', async () => {
    upstream.answerWith((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('PNG'));
    const response = await request(site.app).get('/image-library/photo.png').set('Host', PUBLIC_HOST).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['an HTML error page', 500, 'text/html', 'public, max-age=86400'],
    ['an HTML page with a 200', 200, 'text/html; charset=utf-8', 'public, max-age=86400'],
    ['a JSON answer from the image library', 200, 'application/json', ''],
  ])('never cache %s long, whatever the upstream says', async (_what, status, type, upstreamCache) => {
    upstream.answerWith((_req, res) =>
      res.writeHead(status, { 'content-type': type, ...(upstreamCache ? { 'cache-control': upstreamCache } : {}) }).end('x'),
    );
    const response = await request(site.app)
      .get('/image-library/photo.png')
      .set('Host', PUBLIC_HOST)
      .buffer(true)
      .parse((res, done) => {
        (res as unknown as NodeJS.ReadableStream).resume().on('end', () => done(null, null));
      });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuse paths that leave the library, without forwarding them', async () => {
    const seen = upstream.seen.length;
    for (const path of ['/image-library/../api/delivery/projects/website', '/image-library/%2e%2e/secret', '/image-library/a%2f..%2fb']) {
      await request(site.app).get(path).set('Host', PUBLIC_HOST).expect(404);
    }
    expect(upstream.seen.length).toBe(seen);
  });

  it('answer 504 when the platform does not answer in time', async () => {
    upstream.answerWith(hang);
    await request(site.app).get('/image-library/photo.png').set('Host', PUBLIC_HOST).expect(504);
  });
});

it('does not log a page the visitor abandoned as an error', async () => {
  upstream.answerWith(hang);
  const server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const controller = new AbortController();
  // localhost pages are never shared, so the abandoned page's own platform calls are cancelled.
  const asked = upstream.seen.length;
  const pending = fetch(`http://localhost:${port}/about`, { signal: controller.signal }).catch(() => null);
  // The visitor leaves once the page's platform calls are under way.
  while (upstream.seen.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort();
  await pending;
  await new Promise((resolve) => setTimeout(resolve, 400));
  server.close();
  expect(errorsLogged()).toEqual([]);
});
