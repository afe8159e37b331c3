// TRUST_PROXY names the proxies in front (a hop count or their addresses): the client address is the one the
// trusted proxy appended to X-Forwarded-For, so a client cannot choose the address its rate limits are counted
// under by sending X-Forwarded-For of its own.
import { ConfigError, loadConfig } from '../../server/config';
import { RATE_LIMITS } from '../../server/account/limits';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite } from './support/site';

const RESET_PER_ADDRESS = RATE_LIMITS.reset.find((limit) => limit.name === 'ip')?.max as number;

describe.each([
  ['a hop count', '1'],
  ['the proxy addresses', 'loopback, 10.0.0.0/8'],
])('TRUST_PROXY as %s', (_what, trustProxy) => {
  let site: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    site = await startTestSite({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => site.close());

  it('counts a client under the address the proxy appended, whatever it puts in front', async () => {
    const client = trustProxy === '1' ? '203.0.113.50' : '203.0.113.51';
    // Each attempt claims another address, then the proxy (the test's own connection) appends the real one.
    const attempt = async (i: number) =>
      (await AccountVisitor.arrive(site.app, { ip: `198.51.100.${i + 1}, ${client}` })).post('/account/reset', {
        userEmail: `spoof-${i}@example.org`,
      });
    for (let i = 0; i < RESET_PER_ADDRESS; i += 1) expect((await attempt(i)).status).toBe(200);
    const refused = await attempt(RESET_PER_ADDRESS);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is counted apart.
    const other = await AccountVisitor.arrive(site.app, { ip: '203.0.113.99' });
    expect((await other.post('/account/reset', { userEmail: 'someone@example.org' })).status).toBe(200);
  });
});

describe('TRUST_PROXY values', () => {
  it('refuses true, which would trust whatever X-Forwarded-For a client sends, saying what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/number of proxies.*TRUST_PROXY=1/);
    }
  });

  it('reads off, hop counts, and addresses or CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['11', '-1', '10.0.0.0/33', 'proxy.internal', '1.5'])('refuses %s with a clear message', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });
});
