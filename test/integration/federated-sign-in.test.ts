// Federated sign-in (FEDERATED_LOGIN) over HTTP, end to end: the site's sign-in page hands over to the platform's
// identity provider, which sends the visitor back with a security token; the site exchanges it, takes it out of the
// address, and signs out at the provider too (spec 2.2, 2.4, 4.1).
import { AccountVisitor, setCookie } from './support/accountVisitor';
import { startTestSite } from './support/site';

// The site's configured address (the provider's return address is made from it): one the provider's default
// allow-list accepts, and the address the visitor's browser shows.
const SITE_HOST = 'localhost:3000';

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite({ env: { FEDERATED_LOGIN: 'true', PROJECTS: JSON.stringify([{ id: 'website', publicUri: `http://${SITE_HOST}` }]) } });
});
afterAll(() => site.close());
const cookiePairs = (res: Response) => res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

/** What a browser does at the provider: open its form, then post the credentials with the form's anti-forgery token. */
async function signInAtProvider(authorizeUrl: string, username: string, password: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&#38;/g, '&')]));
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
  it("hands the sign-in page over to the provider, comes back signed in with the token gone from the address, and signs out at the provider", async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const handover = await visitor.get('/account/login?redirect_uri=%2Fmembers').expect(302);
    expect(handover.headers['cache-control']).toBe('private, no-store');
    const authorize = new URL(handover.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${site.platform.url}/authenticate/authorize`);
    expect(Object.fromEntries([...authorize.searchParams].filter(([name]) => name !== 'state' && name !== 'nonce'))).toEqual({
      client_id: 'WebsiteAdfsClient',
      response_type: 'id_token',
      scope: 'openid',
      redirect_uri: `http://${SITE_HOST}/members`,
    });

    const back = await signInAtProvider(authorize.href, 'ada', 'Orchid-Walk-2026');
    expect(`${back.origin}${back.pathname}`).toBe(`http://${SITE_HOST}/members`);
    expect(back.searchParams.get('securityToken')).toBeTruthy();
    const exchanged = await visitor.get(`${back.pathname}${back.search}`).expect(303);
    expect(exchanged.headers.location).toBe(`/members?state=${authorize.searchParams.get('state')}`);
    expect(setCookie(exchanged, 'RefreshToken')).toMatch(/HttpOnly/);
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

  it('still offers its own form at /account/login?local, and a plain sign-out goes through the provider', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: SITE_HOST });
    const local = await visitor.get('/account/login?local').expect(200);
    expect(local.text).toContain('id="login-username"');
    await visitor.signIn('ada', 'Orchid-Walk-2026');
    const out = await visitor.form('/account/logout', {}).expect(303);
    expect(out.headers.location).toBe(`${site.platform.url}/authenticate/logout?post_logout_redirect_uri=${encodeURIComponent(`http://${SITE_HOST}/`)}`);
  });
});
