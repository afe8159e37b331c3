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
async function rawRequest(text: string): Promise<string> {
  const server = site.app.listen(0, '127.0.0.1');
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

it('sends security headers on every response, /healthz included', async () => {
  const response = await request(site.app).get('/healthz').set('Host', PUBLIC_HOST).expect(200);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(response.headers['strict-transport-security']).toBeUndefined();
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
    upstream.answerWith((_req, res) => res.writeHead(status, { 'content-type': type, ...(upstreamCache ? { 'cache-control': upstreamCache } : {}) }).end('x'));
    const response = await request(site.app).get('/image-library/photo.png').set('Host', PUBLIC_HOST).buffer(true).parse((res, done) => {
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
  const pending = fetch(`http://localhost:${port}/about`, { signal: controller.signal }).catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort();
  await pending;
  await new Promise((resolve) => setTimeout(resolve, 400));
  server.close();
  expect(errorsLogged()).toEqual([]);
});
