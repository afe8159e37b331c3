// A sign-out or a password change on one instance of the site is known at once on every other: the
// old cookies sign nobody in anywhere, however recently another instance saw them. Two instances in front of one
// platform, without Redis (each validates the bearer token with the platform) and with it (a revocation generation
// shared through Redis spares that call).
import { AUTH_COOKIES } from '../../contract';
import { AccountVisitor } from './support/accountVisitor';
import { closeRateLimitStores } from '../../server/account/rateLimitStores';
import { closeRevocations } from '../../server/account/revocations';
import { redisServerAvailable, startRedisServer, type RedisServer } from '../support/redisServer';
import { countingProxy, sameBrowserOn, secondInstance } from './support/secondSite';
import { startTestSite, type TestSite } from './support/site';

async function signedInOn(site: TestSite, username: string, password: string): Promise<AccountVisitor> {
  const visitor = await AccountVisitor.arrive(site.app);
  await visitor.signIn(username, password);
  return visitor;
}

const CURRENT_USER = '/api/security/users/@current';
const ADA_GROUPS = '/api/security/users/4208e7e4-f077-47bd-a80c-1092f34e9661/groups';

const whoOn = async (visitor: AccountVisitor) => (await visitor.get('/account/session').expect(200)).body.user?.username ?? null;

describe('two instances without Redis', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('refuses the cookies of a visitor who signed out on the other instance at once', async () => {
    const other = secondInstance(site);
    const visitor = await signedInOn(site, 'ada', 'Orchid-Walk-2026');
    const copied = sameBrowserOn(other, visitor);
    expect(await whoOn(copied)).toBe('ada');
    const page = await copied.get('/members').expect(200);
    expect(page.text).toContain('Ada Lovelace');

    await visitor.post('/account/logout', {}).expect(200);
    expect(await whoOn(sameBrowserOn(other, copied))).toBeNull();
    const after = await sameBrowserOn(other, copied).get('/members');
    expect(after.text).not.toContain('Ada Lovelace');
  });

  it('refuses every earlier session of a user whose password changed on the other instance, at once', async () => {
    const other = secondInstance(site);
    const changing = await signedInOn(site, 'grace', 'Seed-Bank-1889');
    const elsewhere = await signedInOn(site, 'grace', 'Seed-Bank-1889');
    const before = sameBrowserOn(other, changing);
    const otherBrowser = sameBrowserOn(other, elsewhere);
    expect([await whoOn(before), await whoOn(otherBrowser)]).toEqual(['grace', 'grace']);

    await changing.post('/account/change-password', { currentPassword: 'Seed-Bank-1889', newPassword: 'Vault-Of-Seeds-1946' }).expect(200);
    expect(await whoOn(sameBrowserOn(other, before))).toBeNull();
    expect(await whoOn(sameBrowserOn(other, otherBrowser))).toBeNull();
    // The browser that changed it carries on, on either instance.
    expect(await whoOn(changing)).toBe('grace');
    expect(await whoOn(sameBrowserOn(other, changing))).toBe('grace');
  });

  it('costs a signed-in page one platform call to validate the token (the groups are remembered)', async () => {
    const proxy = await countingProxy(site.platform.url);
    try {
      const copied = sameBrowserOn(secondInstance(site, proxy.url), await signedInOn(site, 'ada', 'Orchid-Walk-2026'));
      expect(await whoOn(copied)).toBe('ada');
      const [current, groups] = [proxy.count(CURRENT_USER), proxy.count(ADA_GROUPS)];
      for (let page = 0; page < 3; page += 1) expect((await copied.get('/members').expect(200)).text).toContain('Ada Lovelace');
      expect([proxy.count(CURRENT_USER) - current, proxy.count(ADA_GROUPS) - groups]).toEqual([3, 0]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a bearer cookie alone (no refresh cookie to fall back on) once its session ended', async () => {
    const other = secondInstance(site);
    const visitor = await signedInOn(site, 'ada', 'Orchid-Walk-2026');
    const bearerOnly = sameBrowserOn(other, visitor);
    bearerOnly.jar.delete(AUTH_COOKIES.refreshToken);
    expect(await whoOn(bearerOnly)).toBe('ada');
    await visitor.post('/account/logout', {}).expect(200);
    expect(await whoOn(bearerOnly)).toBeNull();
  });
});

const describeWithRedis = redisServerAvailable() ? describe : describe.skip;

describeWithRedis('two instances sharing Redis', () => {
  let redis: RedisServer;
  let site: TestSite;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  beforeAll(async () => {
    redis = await startRedisServer();
    site = await startTestSite({ env: { REDIS_URL: redis.url } });
    proxy = await countingProxy(site.platform.url);
  });
  afterAll(async () => {
    await closeRevocations();
    await closeRateLimitStores();
    await proxy.close();
    await site.close();
    await redis.close();
  });

  it('serves a signed-in visitor without asking the platform who they are on every page, and still refuses their cookies at once after sign-out', async () => {
    const other = secondInstance(site, proxy.url);
    const visitor = await signedInOn(site, 'ada', 'Orchid-Walk-2026');
    const copied = sameBrowserOn(other, visitor);
    // The first two requests validate with the platform (the second also reads the user's generation).
    expect(await whoOn(copied)).toBe('ada');
    expect(await whoOn(copied)).toBe('ada');
    const before = proxy.count(CURRENT_USER);
    for (let page = 0; page < 3; page += 1) expect((await copied.get('/members').expect(200)).text).toContain('Ada Lovelace');
    expect(proxy.count(CURRENT_USER)).toBe(before);

    await visitor.post('/account/logout', {}).expect(200);
    expect(await whoOn(sameBrowserOn(other, copied))).toBeNull();
  });

  it('refuses every earlier session of a user whose password changed on the other instance, at once', async () => {
    const other = secondInstance(site, proxy.url);
    const changing = await signedInOn(site, 'grace', 'Seed-Bank-1889');
    const elsewhere = sameBrowserOn(other, await signedInOn(site, 'grace', 'Seed-Bank-1889'));
    expect(await whoOn(elsewhere)).toBe('grace');
    expect(await whoOn(elsewhere)).toBe('grace');
    await changing.post('/account/change-password', { currentPassword: 'Seed-Bank-1889', newPassword: 'Vault-Of-Seeds-1946' }).expect(200);
    expect(await whoOn(sameBrowserOn(other, elsewhere))).toBeNull();
    expect(await whoOn(sameBrowserOn(other, changing))).toBe('grace');
  });

  it('asks the platform again while Redis does not answer (nothing is trusted that cannot be checked)', async () => {
    const other = secondInstance(site, proxy.url);
    const visitor = await signedInOn(site, 'ada', 'Orchid-Walk-2026');
    const copied = sameBrowserOn(other, visitor);
    expect(await whoOn(copied)).toBe('ada');
    expect(await whoOn(copied)).toBe('ada');
    await redis.stop();
    try {
      const before = proxy.count(CURRENT_USER);
      expect(await whoOn(copied)).toBe('ada');
      expect(proxy.count(CURRENT_USER)).toBe(before + 1);
      await visitor.post('/account/logout', {}).expect(200);
      expect(await whoOn(sameBrowserOn(other, copied))).toBeNull();
    } finally {
      await redis.start();
    }
  });
});
