// Federated sign-in (FEDERATED_LOGIN) over HTTP, end to end: the site's sign-in page hands over to the platform's
// identity provider, which sends the visitor back to the site's callback with a one-time security token and the
// state; the site checks them against the sign-in this browser started, exchanges the token, and signs out at the
// provider too (spec 2.2, 2.4, 4.1). A security token anywhere else signs nobody in (no login CSRF).
import { AUTH_COOKIES } from '../../contract';
import { AccountVisitor, setCookie, setCookies } from './support/accountVisitor';
import { startTestSite } from './support/site';

// The site's configured address (the provider's return address is made from it): one the provider's default
// allow-list accepts, and the address the visitor's browser shows.
const SITE_HOST = 'localhost:3000';

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite({
    env: { FEDERATED_LOGIN: 'true', PROJECTS: JSON.stringify([{ id: 'website', publicUri: `http://${SITE_HOST}` }]) },
  });
});
afterAll(() => site.close());
const cookiePairs = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** What a browser does at the provider: open its form, then post the credentials with the form's anti-forgery token. */
async function signInAtProvider(authorizeUrl: string, username: string, password: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      value.replace(/&#38;/g, '&'),
    ]),
  );
  const answer = await fetch(new URL('/authenticate/authorize', authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiePairs(page) },
    body: new URLSearchParams({ ...hidden, username, password }),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') as string);
}

describe('with federated sign-in on', () => {
  it('hands the sign-in page over to the provider, comes back signed in with the token gone from the address, and signs out at the provider', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const handover = await visitor.get('/account/login?redirect_uri=%2Fmembers').expect(302);
    expect(handover.headers['cache-control']).toBe('private, no-store');
    const authorize = new URL(handover.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${site.platform.url}/authenticate/authorize`);
    expect(Object.fromEntries([...authorize.searchParams].filter(([name]) => name !== 'state' && name !== 'nonce'))).toEqual({
      client_id: 'WebsiteAdfsClient',
      response_type: 'id_token',
      scope: 'openid',
      redirect_uri: `http://${SITE_HOST}/account/federated-sign-in`,
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(authorize.searchParams.get('nonce')).not.toBe(authorize.searchParams.get('state'));
    expect(setCookie(handover, 'trellis.federated')).toMatch(/HttpOnly; SameSite=Lax$/);

    const back = await signInAtProvider(authorize.href, 'ada', 'Orchid-Walk-2026');
    expect(`${back.origin}${back.pathname}`).toBe(`http://${SITE_HOST}/account/federated-sign-in`);
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(back.searchParams.get('securityToken')).toBeTruthy();
    const exchanged = await visitor.get(`${back.pathname}${back.search}`).expect(303);
    expect(exchanged.headers.location).toBe('/members');
    expect(setCookie(exchanged, AUTH_COOKIES.refreshToken)).toMatch(/HttpOnly/);
    const page = await visitor.get(exchanged.headers.location).expect(200);
    expect(page.text).toContain('Ada Lovelace');

    const out = await visitor.post('/account/logout', { redirect_uri: '/news' }).expect(200);
    const logoutUrl = new URL(out.body.federatedLogoutUrl as string);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(`${site.platform.url}/authenticate/logout`);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`http://${SITE_HOST}/news`);
    const atProvider = await fetch(logoutUrl, { redirect: 'manual' });
    expect([atProvider.status, atProvider.headers.get('location')]).toEqual([303, `http://${SITE_HOST}/news`]);
    expect((await visitor.get('/account/session').expect(200)).body.user).toBeNull();
  });

  it('does not sign in a visitor sent cross-site to a page with a valid security token, and leaves their own session alone', async () => {
    const attacker = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const attackersCallback = await signInAtProvider(
      new URL((await attacker.get('/account/login').expect(302)).headers.location).href,
      'grace',
      'Seed-Bank-1889',
    );
    const code = attackersCallback.searchParams.get('securityToken') as string;

    const victim = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const page = await victim
      .get(`/members?securityToken=${encodeURIComponent(code)}`)
      .set('sec-fetch-site', 'cross-site')
      .expect(303);
    expect(page.headers.location).toBe('/members');
    expect(setCookies(page)).toEqual([]);
    expect((await victim.get('/account/session').expect(200)).body.user).toBeNull();

    const signedIn = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    await signedIn.signIn('ada', 'Orchid-Walk-2026');
    const again = await signedIn.get(`/news?securitytoken=${encodeURIComponent(code)}&x=1`).expect(303);
    expect(again.headers.location).toBe('/news?x=1');
    expect((await signedIn.get('/account/session').expect(200)).body.user.username).toBe('ada');
  });

  it("refuses the callback of a sign-in another browser started (its state and token), over the visitor's own session or none", async () => {
    const attacker = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const attackersCallback = await signInAtProvider(
      new URL((await attacker.get('/account/login').expect(302)).headers.location).href,
      'grace',
      'Seed-Bank-1889',
    );
    const callback = `${attackersCallback.pathname}${attackersCallback.search}`;

    const anonymous = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    expect(setCookie(await anonymous.get(callback).expect(400), AUTH_COOKIES.refreshToken)).toBeUndefined();
    expect((await anonymous.get('/account/session').expect(200)).body.user).toBeNull();

    // A victim who started a sign-in of their own: the attacker's state is not theirs.
    const starting = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    await starting.get('/account/login').expect(302);
    await starting.get(callback).expect(400);
    expect((await starting.get('/account/session').expect(200)).body.user).toBeNull();

    const signedIn = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    await signedIn.signIn('ada', 'Orchid-Walk-2026');
    const refused = await signedIn.get(callback).expect(400);
    expect(setCookie(refused, AUTH_COOKIES.refreshToken)).toBeUndefined();
    expect((await signedIn.get('/account/session').expect(200)).body.user.username).toBe('ada');

    // The attacker's own browser can still finish it: the code was never spent.
    await attacker.get(callback).expect(303);
    expect((await attacker.get('/account/session').expect(200)).body.user.username).toBe('grace');
  });

  it('refuses a callback replayed, even with the sign-in cookie kept', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const back = await signInAtProvider(
      new URL((await visitor.get('/account/login').expect(302)).headers.location).href,
      'ada',
      'Orchid-Walk-2026',
    );
    const kept = new Map(visitor.jar);
    await visitor.get(`${back.pathname}${back.search}`).expect(303);
    await visitor.get(`${back.pathname}${back.search}`).expect(400);
    const copy = new AccountVisitor(site.app, visitor.options);
    for (const [name, value] of kept) copy.jar.set(name, value);
    await copy.get(`${back.pathname}${back.search}`).expect(400);
    expect((await copy.get('/account/session').expect(200)).body.user).toBeNull();
  });

  it('still offers its own form at /account/login?local, and a plain sign-out goes through the provider', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const local = await visitor.get('/account/login?local').expect(200);
    expect(local.text).toContain('id="login-username"');
    await visitor.signIn('ada', 'Orchid-Walk-2026');
    const out = await visitor.form('/account/logout', {}).expect(303);
    expect(out.headers.location).toBe(
      `${site.platform.url}/authenticate/logout?post_logout_redirect_uri=${encodeURIComponent(`http://${SITE_HOST}/`)}`,
    );
  });
});

describe('with federated sign-in off', () => {
  let plain: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    plain = await startTestSite();
  });
  afterAll(() => plain.close());

  it('takes no security token, not even at the callback address', async () => {
    const attacker = await AccountVisitor.arrive(plain.app, { host: SITE_HOST });
    await attacker.signIn('grace', 'Seed-Bank-1889');
    const classicToken = attacker.jar.get(AUTH_COOKIES.classicToken) as string;
    const victim = await AccountVisitor.arrive(plain.app, { host: SITE_HOST });
    const page = await victim.get(`/members?securityToken=${classicToken}`).expect(303);
    expect(setCookies(page)).toEqual([]);
    const callback = await victim.get(`/account/federated-sign-in?securityToken=${classicToken}&state=x`);
    expect(setCookie(callback, AUTH_COOKIES.refreshToken)).toBeUndefined();
    expect((await victim.get('/account/session').expect(200)).body.user).toBeNull();
  });
});
