// Each CDN purge adapter against a local HTTP server standing in for the CDN's API: what it is sent (method, path,
// headers, body), and what the purger makes of the answers (retries, giving up, a log line per purge).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '../../logger';
import { loadPublishConfig, type CdnPurgeConfig } from '../publishConfig';
import { createCdnPurger } from './cdnPurger';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
let received: Received[];
/** The status (and body) of each next answer; the last repeats. */
let answers: { status: number; body?: string; hang?: boolean }[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      if (next.hang) return;
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body ?? '{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answers = [{ status: 200 }];
});

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', 'test', stream), lines };
}

function cdn(env: Record<string, string>): CdnPurgeConfig {
  const config = loadPublishConfig({ CDN_PURGE_REPEAT_MS: '0', ...env }).cdn;
  if (!config) throw new Error('no CDN configured');
  return config;
}

const purger = (config: CdnPurgeConfig, logger = capture().logger) => createCdnPurger(config, { logger, retryDelayMs: () => 1 });

describe('Fastly', () => {
  const env = { CDN_PURGE: 'fastly', FASTLY_API_URL: '', FASTLY_SERVICE_ID: 'svc 1', FASTLY_API_TOKEN: 'fastly-token-value' };

  it('purges the keys by surrogate key through the service purge API, soft when asked', async () => {
    const outcome = await purger(cdn({ ...env, FASTLY_API_URL: base })).purge(['website_entry_a', 'trellis-all']);
    expect(outcome.ok).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/service/svc%201/purge' });
    expect(received[0].headers['fastly-key']).toBe('fastly-token-value');
    expect(received[0].headers['surrogate-key']).toBe('website_entry_a trellis-all');
    expect(received[0].headers['fastly-soft-purge']).toBeUndefined();

    await purger(cdn({ ...env, FASTLY_API_URL: base, CDN_SOFT_PURGE: '1' })).purge(['website_entry_a']);
    expect(received[1].headers['fastly-soft-purge']).toBe('1');
  });

  it('sends at most 256 keys a request', async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `website_entry_${index}`);
    await purger(cdn({ ...env, FASTLY_API_URL: base })).purge(keys);
    expect(received.map((request) => String(request.headers['surrogate-key']).split(' ').length)).toEqual([256, 44]);
  });
});

describe('Cloudflare', () => {
  const env = { CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone1', CLOUDFLARE_API_TOKEN: 'cf-token-value' };

  it('purges by cache tag, 30 tags a request, with the bearer token', async () => {
    const keys = Array.from({ length: 31 }, (_, index) => `k${index}`);
    answers = [{ status: 200, body: '{"success":true}' }];
    const outcome = await purger(cdn({ ...env, CLOUDFLARE_API_URL: base })).purge(keys);
    expect(outcome.ok).toBe(true);
    expect(received.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/zones/zone1/purge_cache'],
      ['POST', '/zones/zone1/purge_cache'],
    ]);
    expect(received[0].headers.authorization).toBe('Bearer cf-token-value');
    expect((JSON.parse(received[0].body) as { tags: string[] }).tags).toHaveLength(30);
    expect(JSON.parse(received[1].body)).toEqual({ tags: ['k30'] });
  });

  it('takes a 200 that says success: false for a failure', async () => {
    answers = [{ status: 200, body: '{"success":false,"errors":[{"message":"bad zone"}]}' }];
    const { logger, lines } = capture();
    const outcome = await purger(cdn({ ...env, CLOUDFLARE_API_URL: base }), logger).purge(['k']);
    expect(outcome.ok).toBe(false);
    expect(lines.find((line) => line.msg === 'CDN purge failed')).toMatchObject({ cdn: 'cloudflare', status: 200 });
  });
});

describe('Varnish', () => {
  it('xkey: PURGE with the keys in xkey-purge (xkey-soft for a soft purge)', async () => {
    await purger(cdn({ CDN_PURGE: 'varnish', VARNISH_PURGE_URL: `${base}/` })).purge(['a_entry_1', 'trellis-all']);
    expect(received[0]).toMatchObject({ method: 'PURGE', url: '/' });
    expect(received[0].headers['xkey-purge']).toBe('a_entry_1 trellis-all');
    await purger(cdn({ CDN_PURGE: 'varnish', VARNISH_PURGE_URL: base, CDN_SOFT_PURGE: 'yes' })).purge(['a']);
    expect(received[1].headers['xkey-soft']).toBe('1');
  });

  it('ban: BAN with a pattern that matches only whole keys', async () => {
    // Node's HTTP parser refuses a BAN request, which Varnish takes: a bare socket reads it.
    let head = '';
    const raw = net.createServer((socket) => {
      socket.on('data', (chunk: Buffer) => {
        head += chunk.toString();
        if (head.includes('\r\n\r\n')) socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`;
    const outcome = await purger(cdn({ CDN_PURGE: 'varnish', VARNISH_PURGE_URL: url, VARNISH_PURGE_MODE: 'ban' })).purge([
      'web.site_entry_1',
      'trellis-all',
    ]);
    await new Promise((resolve) => raw.close(resolve));
    expect(outcome.ok).toBe(true);
    expect(head.startsWith('BAN / HTTP/1.1')).toBe(true);
    const pattern = new RegExp(/^x-ban-pattern: (.*)$/im.exec(head)?.[1] ?? 'no header');
    expect(pattern.test('trellis web.site_entry_1 website_nodes')).toBe(true);
    expect(pattern.test('trellis-all')).toBe(true);
    // A dot is not any character, and a key that only starts like one is another key.
    expect(pattern.test('webXsite_entry_1')).toBe(false);
    expect(pattern.test('web.site_entry_10 trellis')).toBe(false);
  });
});

describe('generic HTTP', () => {
  it('posts the keys as JSON with the bearer token', async () => {
    await purger(cdn({ CDN_PURGE: 'http', PURGE_URL: `${base}/purge`, PURGE_TOKEN: 'purge-token' })).purge(['a', 'b']);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/purge', body: '{"keys":["a","b"]}' });
    expect(received[0].headers.authorization).toBe('Bearer purge-token');
  });
});

describe('the purger', () => {
  const http = () => cdn({ CDN_PURGE: 'http', PURGE_URL: base, CDN_PURGE_RETRIES: '2', CDN_PURGE_TIMEOUT_MS: '200' });

  it('retries a 5xx and a 429, then logs one line with the keys count, status and time', async () => {
    answers = [{ status: 503 }, { status: 429 }, { status: 200 }];
    const { logger, lines } = capture();
    const outcome = await purger(http(), logger).purge(['a', 'b', 'c']);
    expect(outcome).toEqual({ ok: true, status: 200, attempts: 3 });
    expect(received).toHaveLength(3);
    const purged = lines.filter((line) => line.msg === 'CDN purged');
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatchObject({ cdn: 'http', keys: 3, status: 200, ok: true, attempts: 3 });
    expect(typeof purged[0].ms).toBe('number');
  });

  it('gives up after the retries, and at once on a refusal (a wrong token is not retried)', async () => {
    answers = [{ status: 500 }];
    expect(await purger(http()).purge(['a'])).toEqual({ ok: false, status: 500, attempts: 3 });
    received = [];
    answers = [{ status: 401 }];
    expect(await purger(http()).purge(['a'])).toEqual({ ok: false, status: 401, attempts: 1 });
    expect(received).toHaveLength(1);
  });

  it('does not wait for a CDN that never answers beyond its timeout and retries', async () => {
    answers = [{ status: 200, hang: true }];
    const { logger, lines } = capture();
    const outcome = await purger(http(), logger).purge(['a']);
    expect(outcome).toEqual({ ok: false, status: null, attempts: 3 });
    expect(lines.find((line) => line.msg === 'CDN purge failed')?.reason).toBe('no answer within 200 ms');
  });

  it('never logs the token', async () => {
    answers = [{ status: 403, body: 'forbidden' }];
    const { logger, lines } = capture();
    await purger(
      cdn({ CDN_PURGE: 'fastly', FASTLY_API_URL: base, FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 'fastly-token-value' }),
      logger,
    ).purge(['a']);
    expect(JSON.stringify(lines)).not.toContain('fastly-token-value');
    expect(lines.map((line) => line.msg)).toEqual(['CDN purge failed', 'CDN purged']);
  });

  it('purges again after CDN_PURGE_REPEAT_MS, for a page the CDN fetched while the change was on its way', async () => {
    const { logger, lines } = capture();
    const repeating = createCdnPurger(cdn({ CDN_PURGE: 'http', PURGE_URL: base, CDN_PURGE_REPEAT_MS: '100' }), { logger });
    await repeating.purge(['a']);
    // The repeat's line is written once the CDN has answered it, after the CDN has received it.
    const purged = () => lines.filter((line) => line.msg === 'CDN purged');
    while (purged().length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((request) => request.body)).toEqual(['{"keys":["a"]}', '{"keys":["a"]}']);
    expect(purged().map((line) => line.repeat)).toEqual([false, true]);
  });
});

describe('configuration', () => {
  it('refuses an unknown CDN, a missing setting and a short webhook secret, never repeating a secret', () => {
    expect(loadPublishConfig({}).cdn).toBeNull();
    expect(() => loadPublishConfig({ CDN_PURGE: 'akamai' })).toThrow(
      'CDN_PURGE must be none, fastly, cloudflare, varnish, http (got "akamai")',
    );
    expect(() => loadPublishConfig({ CDN_PURGE: 'fastly', FASTLY_API_TOKEN: 'x' })).toThrow(
      'FASTLY_SERVICE_ID is required with CDN_PURGE=fastly',
    );
    expect(() => loadPublishConfig({ CDN_PURGE: 'varnish' })).toThrow('VARNISH_PURGE_URL is required with CDN_PURGE=varnish');
    expect(() => loadPublishConfig({ CDN_PURGE: 'varnish', VARNISH_PURGE_URL: 'ftp://x' })).toThrow('VARNISH_PURGE_URL must be an http');
    expect(() => loadPublishConfig({ PUBLISH_WEBHOOK_SECRET: 'short-secret' })).toThrow(
      /^PUBLISH_WEBHOOK_SECRET must be at least 24 characters long$/,
    );
  });
});
