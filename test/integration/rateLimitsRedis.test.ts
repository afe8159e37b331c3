// Rate limits shared through a real redis-server: counts seen by every instance, and memory when Redis goes away.
import request from 'supertest';
import { SIGN_IN_BACKOFF } from '../../server/account/limits';
import { createRateLimiter } from '../../server/account/rateLimit';
import { createRedisRateLimitStores, type RateLimitStores } from '../../server/account/rateLimitRedis';
import { closeRateLimitStores } from '../../server/account/rateLimitStores';
import { closeRevocations } from '../../server/account/revocations';
import { freePort, redisServerAvailable, startRedisServer, type RedisServer } from '../support/redisServer';
import { PUBLIC_HOST, recordingLogger, startTestSite } from './support/site';

const describeWithRedis = redisServerAvailable() ? describe : describe.skip;
const MINUTE = 60_000;
const POLICY = SIGN_IN_BACKOFF.anonymous;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('rate limits in Redis', () => {
  let redis: RedisServer;
  const opened: RateLimitStores[] = [];
  /** One process's stores (its own connection), as each instance of the site has. */
  const instance = (url = redis.url, logger = recordingLogger().logger) => {
    const stores = createRedisRateLimitStores({ url, logger, maxReconnectDelayMs: 100 });
    opened.push(stores);
    return stores;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(opened.map((stores) => stores.close()));
    await redis.close();
  });

  it('counts one window across instances, and the limiter refuses on whichever instance goes over', async () => {
    const [a, b] = [instance(), instance()];
    expect(await a.store('signIn').hit('account:ada', MINUTE)).toMatchObject({ count: 1 });
    expect(await b.store('signIn').hit('account:ada', MINUTE)).toMatchObject({ count: 2 });
    const third = await a.store('signIn').hit('account:ada', MINUTE);
    expect(third.count).toBe(3);
    expect(third.resetMs).toBeGreaterThan(MINUTE - 5_000);
    expect(third.resetMs).toBeLessThanOrEqual(MINUTE);

    const rules = [{ name: 'account', windowMs: MINUTE, max: 2 }];
    const [onA, onB] = [createRateLimiter(a.store('reset'), rules), createRateLimiter(b.store('reset'), rules)];
    expect(await onA.consume({ account: 'grace' })).toEqual({ allowed: true });
    expect(await onB.consume({ account: 'grace' })).toEqual({ allowed: true });
    expect(await onA.consume({ account: 'grace' })).toMatchObject({ allowed: false, rule: 'account' });
    // Another kind of attempt is counted apart.
    expect(await onB.consume({ account: 'ada' })).toEqual({ allowed: true });
  });

  it('slows failures with one back-off across instances, atomically, and forgets them on every instance', async () => {
    const [a, b] = [instance(), instance()];
    const now = Date.parse('2026-01-01T00:00:00Z');
    // Parallel attempts from both instances: exactly the free ones pass, however they interleave.
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).store('signInFailures').attempt('user:u-ada|anyone', POLICY, now)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(POLICY.free);
    expect(verdicts.filter((verdict) => !verdict.allowed)).toEqual(
      new Array(12 - POLICY.free).fill({ allowed: false, retryAfterMs: MINUTE }),
    );
    // After the wait, one more; then twice the wait.
    expect(await a.store('signInFailures').attempt('user:u-ada|anyone', POLICY, now + MINUTE)).toEqual({
      allowed: true,
      failures: POLICY.free + 1,
    });
    expect(await b.store('signInFailures').attempt('user:u-ada|anyone', POLICY, now + MINUTE)).toEqual({
      allowed: false,
      retryAfterMs: 2 * MINUTE,
    });
    await b.store('signInFailures').reset('user:u-ada|anyone');
    expect(await a.store('signInFailures').attempt('user:u-ada|anyone', POLICY, now + MINUTE)).toEqual({ allowed: true, failures: 1 });
  });

  it('starts a new window when the last one ends, and forgets a key on every instance', async () => {
    const [a, b] = [instance(), instance()];
    await a.store('register').hit('ip:10.0.0.1', 300);
    expect(await b.store('register').hit('ip:10.0.0.1', 300)).toMatchObject({ count: 2 });
    await sleep(400);
    expect(await a.store('register').hit('ip:10.0.0.1', 300)).toMatchObject({ count: 1 });
    await b.store('register').hit('ip:10.0.0.1', MINUTE);
    await a.store('register').reset('ip:10.0.0.1');
    expect(await b.store('register').hit('ip:10.0.0.1', MINUTE)).toMatchObject({ count: 1 });
  });

  it('counts in memory while Redis is down, saying so once, and shares again once it is back', async () => {
    const { logger, lines } = recordingLogger();
    const stores = instance(redis.url, logger);
    const store = stores.store('signIn');
    expect(await store.hit('account:outage', MINUTE)).toMatchObject({ count: 1 });
    await redis.stop();
    const during = [];
    for (let attempt = 0; attempt < 4; attempt += 1) during.push((await store.hit('account:outage', MINUTE)).count);
    // This process still limits: its own memory counts every attempt.
    expect(during).toEqual([1, 2, 3, 4]);
    expect(lines.filter((line) => line.msg.startsWith('Redis is unreachable'))).toHaveLength(1);

    await redis.start();
    const deadline = Date.now() + 10_000;
    while (!lines.some((line) => line.msg.startsWith('Redis answers again')) && Date.now() < deadline) {
      await store.hit('account:probe', MINUTE);
      await sleep(50);
    }
    // The restarted Redis kept nothing (no persistence): its count starts afresh and is shared again.
    expect(await store.hit('account:outage', MINUTE)).toMatchObject({ count: 1 });
    expect(await instance().store('signIn').hit('account:outage', MINUTE)).toMatchObject({ count: 2 });
    expect(lines.filter((line) => line.msg.startsWith('Redis is unreachable'))).toHaveLength(1);
  });

  it('answers from memory when Redis is unreachable from the start', async () => {
    const { logger, lines } = recordingLogger();
    const stores = instance(`redis://127.0.0.1:${await freePort()}`, logger);
    const store = stores.store('signIn');
    expect(await store.hit('account:nobody', MINUTE)).toMatchObject({ count: 1 });
    expect(await store.hit('account:nobody', MINUTE)).toMatchObject({ count: 2 });
    // Back-off too: this process still slows guessing on its own.
    const verdicts = [];
    for (let attempt = 0; attempt <= POLICY.free; attempt += 1)
      verdicts.push((await store.attempt('user:u-ada|anyone', POLICY, Date.now())).allowed);
    expect(verdicts).toEqual([...new Array<boolean>(POLICY.free).fill(true), false]);
    expect(lines.filter((line) => line.msg.startsWith('Redis is unreachable'))).toHaveLength(1);
  });
});

describeWithRedis('two site instances with REDIS_URL', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    // The sites' shared Redis clients (rate limits, revocations) would otherwise retry the stopped server forever.
    await closeRateLimitStores();
    await closeRevocations();
    await redis.close();
  });

  it('refuse the attempts on an account together, however it is typed and wherever each attempt lands', async () => {
    const sites = [await startTestSite({ env: { REDIS_URL: redis.url } }), await startTestSite({ env: { REDIS_URL: redis.url } })];
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const agent = request.agent(sites[attempt % 2].app);
        const session = await agent.get('/account/session').set('host', PUBLIC_HOST).expect(200);
        const csrf = (session.body as { csrfToken: string }).csrfToken;
        const username = attempt % 4 < 2 ? 'rosalind' : 'Rosalind@example.com';
        const res = await agent
          .post('/account/login')
          .set('host', PUBLIC_HOST)
          .set('x-csrf-token', csrf)
          .send({ username, password: `wrong-${attempt}` });
        statuses.push(res.status);
      }
      // The free failures of the account, counted over both instances and both spellings; then a wait.
      expect(statuses).toEqual([
        ...new Array<number>(SIGN_IN_BACKOFF.anonymous.free).fill(401),
        ...new Array<number>(10 - SIGN_IN_BACKOFF.anonymous.free).fill(429),
      ]);
    } finally {
      await Promise.all(sites.map((site) => site.close()));
    }
  });
});
