import express from 'express';
import request from 'supertest';
import { clientIpKey, createMemoryRateLimitStore, createRateLimiter, sendTooManyRequests, type RateLimitStore } from './rateLimit';

const MINUTE = 60_000;

function setup(
  rules = [
    { name: 'ip', windowMs: 15 * MINUTE, max: 3 },
    { name: 'account', windowMs: 60 * MINUTE, max: 2 },
  ],
  maxKeys = 1000,
) {
  let clock = 1_700_000_000_000;
  const store = createMemoryRateLimitStore({ maxKeys, now: () => clock });
  return { store, limiter: createRateLimiter(store, rules), advance: (ms: number) => (clock += ms) };
}

describe('createMemoryRateLimitStore', () => {
  it('counts hits in a window and starts again when it ends', async () => {
    const { store, advance } = setup();
    expect(await store.hit('k', MINUTE)).toEqual({ count: 1, resetMs: MINUTE });
    advance(20_000);
    expect(await store.hit('k', MINUTE)).toEqual({ count: 2, resetMs: 40_000 });
    advance(40_000);
    expect(await store.hit('k', MINUTE)).toEqual({ count: 1, resetMs: MINUTE });
  });

  it('stays bounded under a flood of distinct keys, forgetting the least recently hit', async () => {
    const { store } = setup(undefined, 100);
    await store.hit('steady', MINUTE);
    for (let i = 0; i < 10_000; i += 1) {
      await store.hit(`flood-${i}`, MINUTE);
      if (i % 50 === 0) await store.hit('steady', MINUTE);
    }
    // The key hit all along kept its count; the first flood keys were evicted and start from 1.
    expect((await store.hit('steady', MINUTE)).count).toBe(202);
    expect((await store.hit('flood-0', MINUTE)).count).toBe(1);
  });
});

describe('createRateLimiter', () => {
  it('allows up to max attempts per account, then refuses with the time until the window ends', async () => {
    const { limiter, advance } = setup();
    expect(await limiter.consume({ account: 'alice' })).toEqual({ allowed: true });
    expect(await limiter.consume({ account: 'alice' })).toEqual({ allowed: true });
    advance(10 * MINUTE);
    expect(await limiter.consume({ account: 'alice' })).toEqual({ allowed: false, rule: 'account', retryAfterSeconds: 50 * 60 });
    expect(await limiter.consume({ account: 'bob' })).toEqual({ allowed: true });
    advance(50 * MINUTE);
    expect(await limiter.consume({ account: 'alice' })).toEqual({ allowed: true });
  });

  it('treats differently typed spellings of one account as the same account', async () => {
    const { limiter } = setup();
    await limiter.consume({ account: 'Alice@Example.org' });
    await limiter.consume({ account: '  alice@example.org ' });
    expect(await limiter.consume({ account: 'ALICE@EXAMPLE.ORG' })).toMatchObject({ allowed: false, rule: 'account' });
  });

  it('limits an address trying many accounts', async () => {
    const { limiter } = setup();
    for (const account of ['a', 'b', 'c']) expect(await limiter.consume({ ip: '203.0.113.9', account })).toEqual({ allowed: true });
    expect(await limiter.consume({ ip: '203.0.113.9', account: 'd' })).toMatchObject({ allowed: false, rule: 'ip' });
    expect(await limiter.consume({ ip: '198.51.100.1', account: 'd' })).toEqual({ allowed: true });
  });

  it('names the rule that frees up last when several refuse', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.consume({ ip: '203.0.113.9', account: 'alice' });
    expect(await limiter.consume({ ip: '203.0.113.9', account: 'alice' })).toEqual({
      allowed: false,
      rule: 'account',
      retryAfterSeconds: 3600,
    });
  });

  it('skips rules whose key is missing or blank', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 10; i += 1) expect(await limiter.consume({ account: undefined, ip: ' ' })).toEqual({ allowed: true });
  });

  it('keeps very long keys apart without storing them whole', async () => {
    const keys: string[] = [];
    const recording: RateLimitStore = {
      hit: async (key) => {
        keys.push(key);
        return { count: 1, resetMs: 1000 };
      },
      attempt: async () => ({ allowed: true, failures: 1 }),
      reset: async () => undefined,
    };
    const limiter = createRateLimiter(recording, [{ name: 'account', windowMs: 1000, max: 1 }]);
    await limiter.consume({ account: `${'x'.repeat(100_000)}1` });
    await limiter.consume({ account: `${'x'.repeat(100_000)}2` });
    expect(keys[0]).not.toBe(keys[1]);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(200);
  });

  it('rounds a part second up, so Retry-After is never 0', async () => {
    const store: RateLimitStore = {
      hit: async () => ({ count: 9, resetMs: 1 }),
      attempt: async () => ({ allowed: true, failures: 1 }),
      reset: async () => undefined,
    };
    expect(await createRateLimiter(store, [{ name: 'ip', windowMs: 1000, max: 1 }]).consume({ ip: '::1' })).toEqual({
      allowed: false,
      rule: 'ip',
      retryAfterSeconds: 1,
    });
  });

  it('refuses nonsensical rules at start-up', () => {
    expect(() => createRateLimiter(createMemoryRateLimitStore(), [{ name: 'ip', windowMs: 0, max: 5 }])).toThrow(/windowMs > 0/);
  });
});

describe('clientIpKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, undefined],
    ['', undefined],
  ])('keys %p as %p', (address, key) => {
    expect(clientIpKey(address)).toBe(key);
  });

  it('gives two addresses of one /64 the same key and neighbouring networks different ones', () => {
    expect(clientIpKey('2001:db8:a:b::1')).toBe(clientIpKey('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(clientIpKey('2001:db8:a:b::1')).not.toBe(clientIpKey('2001:db8:a:c::1'));
  });
});

describe('sendTooManyRequests', () => {
  const app = express();
  app.post('/login', (req, res) => sendTooManyRequests(res, Number(req.query.wait), req.query.json === '1'));

  it('answers a script with JSON, Retry-After and no-store', async () => {
    const response = await request(app).post('/login?wait=600&json=1');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('600');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ error: { message: 'Too many attempts. Try again in 10 minutes.', status: 429 } });
  });

  it('answers a form post with a small page that says when to try again', async () => {
    const response = await request(app).post('/login?wait=30');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<html lang="en">');
    expect(response.text).toContain('<title>Too many attempts</title>');
    expect(response.text).toContain('<p role="alert">Too many attempts. Try again in 1 minute.</p>');
  });

  it('rounds minutes up', async () => {
    const response = await request(app).post('/login?wait=61&json=1');
    expect(response.body.error.message).toBe('Too many attempts. Try again in 2 minutes.');
  });
});

describe('forgetting an account', () => {
  it('clears only the named key, so a signed-in account starts afresh while its IP stays counted', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore(), [
      { name: 'ip', windowMs: 60_000, max: 3 },
      { name: 'account', windowMs: 60_000, max: 2 },
    ]);
    await limiter.consume({ ip: '1.2.3.4', account: 'ada' });
    await limiter.consume({ ip: '1.2.3.4', account: 'ada' });
    expect((await limiter.consume({ account: 'ada' })).allowed).toBe(false);
    await limiter.forget({ account: 'ADA ' });
    expect((await limiter.consume({ account: 'ada' })).allowed).toBe(true);
    await limiter.consume({ ip: '1.2.3.4' });
    expect((await limiter.consume({ ip: '1.2.3.4' })).allowed).toBe(false);
  });
});
