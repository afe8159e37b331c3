// The account routes end to end: the site in front of a real local platform, a real SMTP sink for the emails.
import request from 'supertest';
import type { Express } from 'express';
import { startSmtpSink, firstLink, type SmtpSink } from '../support/smtpSink';
import { PUBLIC_HOST, startTestSite } from './support/site';

let sink: SmtpSink;
let site: Awaited<ReturnType<typeof startTestSite>>;
let app: Express;

beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startTestSite({
    env: { SMTP_URL: sink.url },
    upstream: { adminClient: { clientId: 'trellis-demo-client', clientSecret: 'trellis-demo-secret-4c1e8b7a2d9f' } },
  });
  app = site.app;
});
afterAll(async () => {
  await site.close();
  await sink.close();
});

/** A visitor with a cookie jar, on the public host, holding the anti-forgery token their session page gave them. */
async function visitor() {
  const agent = request.agent(app);
  const session = await agent.get('/account/session').set('host', PUBLIC_HOST).expect(200);
  const csrf = (session.body as { csrfToken: string }).csrfToken;
  const post = (path: string, body: Record<string, unknown>) =>
    agent.post(path).set('host', PUBLIC_HOST).set('x-csrf-token', csrf).send(body);
  const form = (path: string, body: Record<string, string>) =>
    agent
      .post(path)
      .set('host', PUBLIC_HOST)
      .type('form')
      .send({ ...body, _csrf: csrf });
  const get = (path: string) => agent.get(path).set('host', PUBLIC_HOST);
  return { agent, csrf, post, form, get };
}

const cookieHeader = (res: request.Response): string[] => {
  const value = res.headers['set-cookie'] as unknown;
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
};

describe('signing in', () => {
  it('refuses a post without the anti-forgery token', async () => {
    const res = await request(app).post('/account/login').set('host', PUBLIC_HOST).send({ username: 'ada', password: 'Orchid-Walk-2026' });
    expect(res.status).toBe(403);
    expect(cookieHeader(res).some((cookie) => cookie.startsWith('ContensisSecurityBearerToken='))).toBe(false);
  });

  it('sets the tokens only as HttpOnly, SameSite=Lax cookies and never shows one to the page', async () => {
    const { post } = await visitor();
    const res = await post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' }).expect(200);
    expect(res.body.user).toMatchObject({ username: 'ada', firstName: 'Ada' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookies = cookieHeader(res);
    for (const name of ['ContensisSecurityBearerToken', 'ContensisCMSUserName', 'RefreshToken']) {
      const cookie = cookies.find((line) => line.startsWith(`${name}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
    }
    const marker = cookies.find((line) => line.startsWith('trellis_session='));
    expect(marker).not.toMatch(/HttpOnly/i);
    const tokens = cookies.map((line) => line.split(';')[0].split('=')[1]).filter((value) => value.length > 20);
    for (const token of tokens) expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const { post } = await visitor();
    const wrong = await post('/account/login', { username: 'ada', password: 'not-her-password' });
    const unknown = await post('/account/login', { username: 'nobody@example.com', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('shows a refused plain form again with the name kept and the error summary, never the password', async () => {
    const { form } = await visitor();
    const res = await form('/account/login', { username: 'ada', password: 'not-her-password' });
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('class="error-summary"');
    expect(res.text).toMatch(/id="login-username"[^>]*value="ada"|value="ada"[^>]*id="login-username"/);
    expect(res.text).not.toContain('not-her-password');
  });

  it('sends a plain form on to the same-site redirect_uri, and never off the site', async () => {
    const { form } = await visitor();
    const ok = await form('/account/login', { username: 'ada', password: 'Orchid-Walk-2026', redirect_uri: '/members' });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/members');
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example']) {
      const { form: again } = await visitor();
      const res = await again('/account/login', { username: 'ada', password: 'Orchid-Walk-2026', redirect_uri: target });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/');
    }
  });

  it('limits attempts per account with 429 and Retry-After', async () => {
    const { post } = await visitor();
    let last: request.Response | null = null;
    for (let attempt = 0; attempt < 10; attempt += 1)
      last = await post('/account/login', { username: 'rosalind', password: `wrong-${attempt}` });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('search engines', () => {
  const robots = (html: string) => /<meta name="robots" content="([^"]+)">/.exec(html)?.[1] ?? null;
  const description = (html: string) => /<meta name="description" content="([^"]+)">/.exec(html)?.[1] ?? null;

  it('may list the signed-out sign-in and registration pages, each with a description, but no other account page', async () => {
    const { get } = await visitor();
    for (const path of ['/account/login', '/account/registration']) {
      const res = await get(path).expect(200);
      expect({ path, robots: robots(res.text), described: Boolean(description(res.text)) }).toEqual({
        path,
        robots: null,
        described: true,
      });
    }
    const forgot = await get('/account/forgot-password').expect(200);
    expect(robots(forgot.text)).toBe('noindex');
    expect(description(forgot.text)).toMatch(/link by email/);
  });

  it('never lists a page made for a signed-in visitor', async () => {
    const { post, get } = await visitor();
    await post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' }).expect(200);
    expect(robots((await get('/account/login').expect(200)).text)).toBe('noindex');
    expect(robots((await get('/').expect(200)).text)).toBe('noindex');
  });
});

describe('restricted pages', () => {
  it('sends an anonymous visitor to sign in, privately, and shows the page once signed in, privately', async () => {
    const anonymous = await request(app).get('/members').set('host', PUBLIC_HOST);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/account/login?redirect_uri=%2Fmembers');
    expect(anonymous.headers['cache-control']).toContain('no-store');
    const { post, get } = await visitor();
    await post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' }).expect(200);
    const page = await get('/members').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['surrogate-key']).toBeUndefined();
    expect(page.text).toContain('Ada Lovelace');
  });

  it('sends a member outside the group to the access-denied page', async () => {
    const { post, get } = await visitor();
    await post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' }).expect(200);
    const res = await get('/about/staff-handbook');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/access-denied?original_uri=%2Fabout%2Fstaff-handbook');
    const staff = await visitor();
    await staff.post('/account/login', { username: 'grace', password: 'Seed-Bank-1889' }).expect(200);
    await staff.get('/about/staff-handbook').expect(200);
  });

  it("lets the browser's delivery calls carry the visitor's own credentials", async () => {
    const anonymous = await request(app).get('/api/delivery/projects/website/nodes/members').set('host', PUBLIC_HOST);
    expect(anonymous.status).toBe(401);
    const { post, get } = await visitor();
    await post('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' }).expect(200);
    const res = await get('/api/delivery/projects/website/nodes/members').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps anonymous pages publicly cacheable', async () => {
    const res = await request(app).get('/').set('host', PUBLIC_HOST).expect(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(cookieHeader(res)).toEqual([]);
  });
});

describe('registration', () => {
  it('creates the account, emails a confirmation link whose page sets the password and activates it, and gives the same answer for a taken address', async () => {
    const { post } = await visitor();
    const email = `new-${Date.now()}@example.org`;
    const created = await post('/account/register', {
      email,
      firstName: 'Nova',
      lastName: 'Reed',
      credentials: { password: 'quiet lantern harbour' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email, firstName: 'Nova', lastName: 'Reed' });
    const mail = await sink.waitForMessage(email);
    const link = firstLink(mail);
    expect(link).toContain('/account/verify?token=');

    const before = await post('/account/login', { username: email, password: 'quiet lantern harbour' });
    expect(before.status).toBe(401);
    // The link opens the page that sets the password the account opens with (the registration's password alone never does).
    const verified = await request(app)
      .get(new URL(link as string).pathname + new URL(link as string).search)
      .set('host', PUBLIC_HOST);
    expect(verified.status).toBe(303);
    const confirmPage = new URL(verified.headers.location as string, 'https://site.test');
    expect(confirmPage.pathname).toBe('/account/reset-password');
    expect(confirmPage.searchParams.get('confirm')).toBe('1');
    expect((await post('/account/login', { username: email, password: 'quiet lantern harbour' })).status).toBe(401);
    await post('/account/reset/password', { token: confirmPage.searchParams.get('token'), password: 'quiet lantern harbour' }).expect(200);
    await post('/account/login', { username: email, password: 'quiet lantern harbour' }).expect(200);

    const again = await post('/account/register', {
      email: 'ada@example.com',
      firstName: 'Nova',
      lastName: 'Reed',
      credentials: { password: 'quiet lantern harbour' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ email: 'ada@example.com', firstName: 'Nova', lastName: 'Reed' });
    expect((await sink.waitForMessage('ada@example.com')).subject).toMatch(/already have/i);
  });

  it('refuses a common password with the reason, linked to the field', async () => {
    const { post } = await visitor();
    const res = await post('/account/register', {
      email: `weak-${Date.now()}@example.org`,
      firstName: 'W',
      credentials: { password: 'password123' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.data[0].field).toBe('password');
  });
});

describe('passwords', () => {
  it('resets a forgotten password from the emailed link, once', async () => {
    const { post } = await visitor();
    const unknown = await post('/account/reset', { userEmail: 'nobody@example.org' });
    const known = await post('/account/reset', { userEmail: 'mary@example.com' });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const link = new URL(firstLink(await sink.waitForMessage('mary@example.com')) as string);
    const token = link.searchParams.get('token') as string;
    await post('/account/reset/password', { token, password: 'copper kettle meadow' }).expect(200);
    const reused = await post('/account/reset/password', { token, password: 'another fine phrase' });
    expect(reused.status).toBe(400);
    await post('/account/login', { username: 'mary', password: 'copper kettle meadow' }).expect(200);
  });

  it('changes the password of the signed-in user, refusing a wrong current one', async () => {
    const { post } = await visitor();
    const login = await post('/account/login', { username: 'alan', password: 'Palm-House-42!' });
    if (login.status !== 200) throw new Error(`alan could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
    const userId = login.body.user.id as string;
    const wrong = await post('/account/change-password', { userId, existing: 'not it at all', new: 'silver birch morning' });
    expect(wrong.status).toBe(409);
    await post('/account/change-password', { userId, existing: 'Palm-House-42!', new: 'silver birch morning' }).expect(200);
    const { post: fresh } = await visitor();
    expect((await fresh('/account/login', { username: 'alan', password: 'Palm-House-42!' })).status).toBe(401);
    await fresh('/account/login', { username: 'alan', password: 'silver birch morning' }).expect(200);
  });
});

describe('signing out', () => {
  it('clears the cookies and ends the platform session, so the old refresh token no longer works', async () => {
    const { post, get, agent } = await visitor();
    const login = await post('/account/login', { username: 'grace', password: 'Seed-Bank-1889' });
    const refresh = cookieHeader(login)
      .find((line) => line.startsWith('RefreshToken='))
      ?.split(';')[0] as string;
    const out = await post('/account/logout', {}).expect(200);
    expect(cookieHeader(out).some((line) => /^RefreshToken=;/.test(line))).toBe(true);
    await get('/members').expect(302);
    const replay = await request(app).get('/members').set('host', PUBLIC_HOST).set('cookie', refresh);
    expect(replay.status).toBe(302);
    expect(agent).toBeDefined();
  });
});

describe('odd account requests', () => {
  it('refuses an oversized body with 413', async () => {
    const { post } = await visitor();
    const res = await post('/account/login', { username: 'x'.repeat(40_000), password: 'y' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { message: 'The request is too large.', status: 413 } });
  });
});
