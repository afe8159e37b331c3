import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PUBLIC_HOST, startTestSite } from './support/site';

/** A pass-through to the platform that counts the calls the site makes. */
async function countingProxy(target: string) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function siteBehindCounter(env: Record<string, string>) {
  const site = await startTestSite({ env: { REQUEST_CACHE_TTL_MS: '0', ...env } });
  const counter = await countingProxy(site.platform.url);
  const counted = await startTestSite({ env: { REQUEST_CACHE_TTL_MS: '0', ...env }, upstream: { rootUrl: counter.url } });
  return {
    app: counted.app,
    calls: counter.calls,
    close: async () => {
      await counter.close();
      await counted.close();
      await site.close();
    },
  };
}

describe('prepared page states', () => {
  it('are shared by anonymous requests for a published page: the same page again costs no platform call', async () => {
    const site = await siteBehindCounter({});
    try {
      const first = await request(site.app).get('/about').set('Host', PUBLIC_HOST).expect(200);
      const callsAfterFirst = site.calls();
      expect(callsAfterFirst).toBeGreaterThan(0);
      const second = await request(site.app).get('/about').set('Host', PUBLIC_HOST).expect(200);
      expect(site.calls()).toBe(callsAfterFirst);
      expect(second.text).toBe(first.text);
      expect(second.headers['surrogate-key']).toBe(first.headers['surrogate-key']);
      await request(site.app).get('/about/history').set('Host', PUBLIC_HOST).expect(200);
      expect(site.calls()).toBeGreaterThan(callsAfterFirst);
    } finally {
      await site.close();
    }
  });

  it('are never shared for drafts', async () => {
    const site = await siteBehindCounter({});
    try {
      await request(site.app).get('/about').set('Host', 'localhost').expect(200);
      const callsAfterFirst = site.calls();
      await request(site.app).get('/about').set('Host', 'localhost').expect(200);
      expect(site.calls()).toBe(callsAfterFirst * 2);
    } finally {
      await site.close();
    }
  });

  it('can be switched off', async () => {
    const site = await siteBehindCounter({ PAGE_STATE_CACHE_TTL_MS: '0' });
    try {
      await request(site.app).get('/about').set('Host', PUBLIC_HOST).expect(200);
      const callsAfterFirst = site.calls();
      await request(site.app).get('/about').set('Host', PUBLIC_HOST).expect(200);
      expect(site.calls()).toBe(callsAfterFirst * 2);
    } finally {
      await site.close();
    }
  });
});
