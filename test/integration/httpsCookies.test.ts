// Over https the session and anti-forgery cookies are `__Host-` named and Secure: a sibling subdomain or a plain-http
// answer cannot plant or overwrite them. Whether a request is https is decided by the connection, a trusted proxy,
// or the project's https address; a client's own header can never make an https site plain.
import { AccountVisitor, setCookies } from './support/accountVisitor';
import { PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

// The known-browser cookie is for `/account` only (Path=/account), so it cannot take the `__Host-` prefix.
const KNOWN_BROWSER = 'trellis.known';
const names = (lines: string[]) =>
  lines
    .map((line) => line.split('=')[0])
    .filter((name) => name !== KNOWN_BROWSER)
    .sort();
const SESSION_NAMES = ['ContensisCMSUserName', 'ContensisSecurityBearerToken', 'RefreshToken', 'trellis_session'];

describe('a project whose address is https', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      upstream: { projects: [{ id: 'website', name: 'Millbrook', hostnames: [PUBLIC_HOST], publicUri: `https://${PUBLIC_HOST}` }] },
    });
  });
  afterAll(() => site.close());

  it('sets __Host- cookies even when its TLS ends before the site and no proxy is trusted, and reads them back', async () => {
    const visitor = new AccountVisitor(site.app);
    const session = await visitor.get('/account/session').set('x-forwarded-proto', 'http').expect(200);
    expect(names(setCookies(session))).toEqual(['__Host-trellis.csrf']);
    visitor.csrf = session.body.csrfToken as string;
    const signedIn = await visitor
      .post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' })
      .set('x-forwarded-proto', 'http')
      .expect(200);
    expect(names(setCookies(signedIn))).toEqual(SESSION_NAMES.map((name) => `__Host-${name}`));
    for (const line of setCookies(signedIn))
      expect(line).toMatch(line.startsWith(`${KNOWN_BROWSER}=`) ? /; Secure/ : /; Path=\/;.*; Secure|; Secure.*; Path=\/(;|$)/);
    expect((await visitor.get('/account/session').expect(200)).body.user).toMatchObject({ username: 'ada' });
  });

  it('takes no session from plain-named cookies, which anyone on a sibling host or plain http could have set', async () => {
    const first = await AccountVisitor.arrive(site.app);
    await first.signIn('ada', 'Orchid-Walk-2026');
    expect([...first.jar.keys()].filter((name) => !name.startsWith('__Host-') && name !== KNOWN_BROWSER)).toEqual([]);
    const planted = new AccountVisitor(site.app);
    planted.jar.set('RefreshToken', first.jar.get('__Host-RefreshToken') as string);
    planted.jar.set('ContensisSecurityBearerToken', first.jar.get('__Host-ContensisSecurityBearerToken') as string);
    expect((await planted.get('/account/session').expect(200)).body.user).toBeNull();
  });
});

describe('a project whose address is plain http (localhost development)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('keeps the plain names, and a client saying X-Forwarded-Proto: https is not believed without TRUST_PROXY', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { https: true });
    const signedIn = await visitor.signIn('ada', 'Orchid-Walk-2026');
    expect(names(setCookies(signedIn))).toEqual(SESSION_NAMES);
    for (const line of setCookies(signedIn)) expect(line).not.toMatch(/Secure/);
    expect((await visitor.get('/account/session').expect(200)).body.user).toMatchObject({ username: 'ada' });
    expect(visitor.jar.has('trellis.csrf')).toBe(true);
  });
});
