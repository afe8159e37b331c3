import request from 'supertest';
import { AUTHORIZE_PATH, IS_AUTHENTICATED_PATH } from '../../../contract';
import { ADA, API, AUTH, accountsServer, type AccountsServer } from '../../test-fixtures/samplePlatform';
import { tokenRequest } from '../../test-fixtures/signIn';

// The federated sign-in: GET shows the platform's own form, POST checks the password and redirects with a securityToken.

let platform: AccountsServer;
beforeEach(async () => {
  platform = await accountsServer();
});
afterEach(() => platform.close());

const REDIRECT = 'http://localhost:3000/account/login?redirect_uri=%2Fmembers';
const params = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'WebsiteAdfsClient',
    response_type: 'id_token',
    scope: 'openid',
    redirect_uri: REDIRECT,
    state: 'st-1',
    nonce: 'n-1',
    ...overrides,
  });

/** Opens the form as a browser would: the CSRF cookie and the hidden field value. */
async function openForm(server = platform.server): Promise<{ cookie: string; csrf: string }> {
  const res = await request(server).get(`${AUTHORIZE_PATH}?${params()}`).expect(200);
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const csrf = /name="csrf" value="([^"]+)"/.exec(res.text)?.[1] ?? '';
  return { cookie, csrf };
}

function post(form: { cookie: string; csrf: string }, fields: Record<string, string>, server = platform.server) {
  const body = params();
  body.set('csrf', form.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return request(server).post(AUTHORIZE_PATH).set('Cookie', form.cookie).type('form').send(body.toString());
}

describe('GET /authenticate/authorize', () => {
  it('shows an accessible sign-in form with a CSRF token, no script and a strict policy', async () => {
    const res = await request(platform.server).get(`${AUTHORIZE_PATH}?${params()}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(
      /<label for="username">[^<]+<\/label>(<p[^>]*>.*<\/p>)?<input id="username" name="username"[^>]*autocomplete="username"/,
    );
    expect(res.text).toMatch(
      /<label for="password">Password<\/label><input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(res.text).toMatch(/<input type="hidden" name="csrf" value="[A-Za-z0-9_-]{20,}">/);
    expect(res.text).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT.replace(/&/g, '&#38;')}">`);
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(res.headers['set-cookie'][0]).toMatch(
      /^trellis_signin_csrf=[^;]+; Path=\/authenticate; Max-Age=3600; HttpOnly; SameSite=Strict$/,
    );
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 with an error page, never a redirect, for another client, response type, scope or redirect target', async () => {
    const cases: Record<string, string>[] = [
      { client_id: 'OtherClient' },
      { response_type: 'code' },
      { scope: 'profile' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: '/relative' },
      { redirect_uri: '' },
      { nonce: '' },
    ];
    for (const overrides of cases) {
      const res = await request(platform.server).get(`${AUTHORIZE_PATH}?${params(overrides)}`);
      expect([overrides, res.status, res.headers.location]).toEqual([overrides, 400, undefined]);
      expect(res.text).not.toContain('<form');
    }
  });

  it('follows the configured allow-list of redirect origins', async () => {
    const configured = await accountsServer({ federatedRedirectOrigins: ['https://www.example.org'] });
    try {
      await request(configured.server).get(`${AUTHORIZE_PATH}?${params()}`).expect(400);
      await request(configured.server)
        .get(`${AUTHORIZE_PATH}?${params({ redirect_uri: 'https://www.example.org/account/login' })}`)
        .expect(200);
    } finally {
      configured.close();
    }
  });
});

describe('POST /authenticate/authorize', () => {
  it('signs in and redirects (303) to redirect_uri with a one-time securityToken and the state; IsAuthenticated takes it once, with the nonce', async () => {
    const res = await post(await openForm(), { username: ADA.username, password: ADA.password }).expect(303);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/account/login');
    expect(location.searchParams.get('redirect_uri')).toBe('/members');
    expect(location.searchParams.get('state')).toBe('st-1');
    const token = location.searchParams.get('securityToken') ?? '';
    const check = await request(platform.server)
      .post(IS_AUTHENTICATED_PATH)
      .send({ securityToken: encodeURIComponent(token) })
      .expect(200);
    expect(check.body.LogonResult).toBe(0);
    expect(check.body.ApplicationData).toContainEqual({ Key: 'ContensisSecurityNonce', Value: 'n-1' });
    const refreshToken = check.body.ApplicationData.find((item: { Key: string }) => item.Key === 'ContensisSecurityRefreshToken').Value;
    await tokenRequest(platform.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: refreshToken }).expect(200);
    // Replayed: refused.
    expect((await request(platform.server).post(IS_AUTHENTICATED_PATH).send({ securityToken: token }).expect(200)).body).toEqual({
      LogonResult: 1,
      ApplicationData: [],
    });
  });

  it('never hands back the long-lived classic token: the code names no session as a cookie or a bearer', async () => {
    const res = await post(await openForm(), { username: ADA.username, password: ADA.password }).expect(303);
    const token = new URL(res.headers.location).searchParams.get('securityToken') ?? '';
    await request(platform.server)
      .get(`${API}/nodes/staff`)
      .set('Cookie', `ContensisCMSUserName=${encodeURIComponent(token)}`)
      .set(AUTH)
      .expect(401);
  });

  it('refuses a code after 5 minutes', async () => {
    let now = Date.now();
    const clocked = await accountsServer({ now: () => now });
    try {
      const res = await post(await openForm(clocked.server), { username: ADA.username, password: ADA.password }, clocked.server).expect(
        303,
      );
      const token = new URL(res.headers.location).searchParams.get('securityToken') ?? '';
      now += 5 * 60_000;
      expect((await request(clocked.server).post(IS_AUTHENTICATED_PATH).send({ securityToken: token }).expect(200)).body.LogonResult).toBe(
        1,
      );
    } finally {
      clocked.close();
    }
  });

  it('shows the form again with an error summary for a wrong password or unknown user, keeping the username', async () => {
    const form = await openForm();
    const wrong = await post(form, { username: 'ada', password: 'nope' }).expect(401);
    const unknown = await post(form, { username: 'nobody', password: 'nope' }).expect(401);
    for (const res of [wrong, unknown]) {
      expect(res.text).toContain('<title>Error: Sign in</title>');
      expect(res.text).toMatch(
        /role="alert"[^>]*>\s*<h2 id="error-summary-title">There is a problem<\/h2><ul><li><a href="#username">The username or password is incorrect<\/a>/,
      );
      expect(res.text).toMatch(/<input id="username"[^>]*aria-invalid="true" aria-describedby="username-error"/);
      expect(res.headers.location).toBeUndefined();
    }
    expect(wrong.text).toContain('value="ada"');
  });

  it('asks for each missing field and escapes what was typed', async () => {
    const res = await post(await openForm(), { username: '"><script>alert(1)</script>', password: '' }).expect(400);
    expect(res.text).toContain('<a href="#password">Enter your password</a>');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('refuses a post without the CSRF cookie or with a token for another cookie, signing nobody in', async () => {
    const form = await openForm();
    const other = await openForm();
    for (const attempt of [
      { ...form, cookie: '' },
      { ...form, csrf: other.csrf },
      { ...form, csrf: '' },
    ]) {
      const res = await post(attempt, { username: ADA.username, password: ADA.password }).expect(403);
      expect(res.text).toContain('The sign-in form had expired');
    }
    expect(platform.store.find('ada')?.successfulLoginAttempts).toBe(0);
  });

  it('checks the redirect target again on post', async () => {
    const res = await post(await openForm(), {
      username: ADA.username,
      password: ADA.password,
      redirect_uri: 'https://evil.example/',
    }).expect(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('throttles a password spray over many accounts from one client: 429 with Retry-After, and no password is checked then', async () => {
    const form = await openForm();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await post(form, { username: `user-${i}`, password: 'Spring-2026' })).status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(40);
    expect(statuses.at(-1)).toBe(429);
    const refused = await post(form, { username: ADA.username, password: ADA.password }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toMatch(/Too many attempts/);
    expect(refused.headers.location).toBeUndefined();
    expect(platform.store.find('ada')?.successfulLoginAttempts).toBe(0);
  });

  it('throttles guesses at one account before its lock-out, whatever the client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await post(await openForm(), { username: 'ADA ', password: `guess-${i}` })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    expect(platform.store.find('ada')?.locked).toBe(false);
  });

  it('counts failures towards the lock like the classic grant', async () => {
    const locking = await accountsServer({ accountSettings: { lockAfter: 2 } });
    try {
      const form = await openForm(locking.server);
      await post(form, { username: 'ada', password: 'guess-1' }, locking.server).expect(401);
      await post(form, { username: 'ada', password: 'guess-2' }, locking.server).expect(401);
      const locked = await post(form, { username: 'ada', password: ADA.password }, locking.server).expect(401);
      expect(locked.text).toContain('This account is locked after too many failed sign-ins');
    } finally {
      locking.close();
    }
  });
});
