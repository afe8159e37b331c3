import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { createCsrf, CSRF_MESSAGE, originMatchesHost, type CsrfOptions } from './csrf';

const HOST = 'site.example';

/** A site with one form: GET shows the token, POST /save is guarded; form errors are rendered like a page would. */
function site(options: Partial<CsrfOptions> = {}, trustProxy = false) {
  const csrf = createCsrf({ secret: randomBytes(32), secureCookies: false, ...options });
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(express.urlencoded({ extended: true }), express.json());
  app.get('/form', (req, res) => {
    const first = csrf.tokenFor(req, res);
    res.json({ token: first, again: csrf.tokenFor(req, res) });
  });
  app.use(csrf.middleware());
  app.post('/save', (_req, res) => res.send('saved'));
  app.delete('/save', (_req, res) => res.send('deleted'));
  app.get('/save', (_req, res) => res.send('read'));
  app.use((error: Error & { status?: number; code?: string }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).send(`page: ${error.code}: ${error.message}`);
  });
  return app;
}

async function visit(app: express.Express) {
  const response = await request(app).get('/form').set('Host', HOST);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return {
    token: response.body.token as string,
    again: response.body.again as string,
    setCookie,
    cookie: setCookie[0]?.split(';')[0] ?? '',
  };
}

describe('createCsrf', () => {
  it('gives a visitor an HttpOnly, SameSite=Lax cookie and a url-safe token, once per request', async () => {
    const { token, again, setCookie } = await visit(site());
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^trellis\.csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).toBe(token);
  });

  it('marks the cookie Secure with a __Host- name when cookies are secure', async () => {
    const { setCookie } = await visit(site({ secureCookies: true }));
    expect(setCookie[0]).toMatch(/^__Host-trellis\.csrf=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('keeps the cookie a visitor already has, so open forms stay valid', async () => {
    const app = site();
    const { token, cookie } = await visit(app);
    const second = await request(app).get('/form').set('Host', HOST).set('Cookie', cookie);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.body.token).toBe(token);
  });

  it('replaces a cookie that is not one of its own', async () => {
    const response = await request(site()).get('/form').set('Cookie', 'trellis.csrf=short');
    expect(String(response.headers['set-cookie'])).toMatch(/^trellis\.csrf=[A-Za-z0-9_-]{43};/);
  });

  it('accepts a form post with the token in _csrf and a script with the x-csrf-token header', async () => {
    const app = site();
    const { token, cookie } = await visit(app);
    const form = await request(app).post('/save').set('Host', HOST).set('Cookie', cookie).type('form').send({ _csrf: token, name: 'x' });
    expect(form.text).toBe('saved');
    const script = await request(app).delete('/save').set('Host', HOST).set('Cookie', cookie).set('x-csrf-token', token);
    expect(script.text).toBe('deleted');
    const json = await request(app).post('/save').set('Host', HOST).set('Cookie', cookie).send({ _csrf: token });
    expect(json.text).toBe('saved');
  });

  it('refuses a form post without a valid token by passing a 403 csrf error to the page renderer', async () => {
    const app = site();
    const { cookie } = await visit(app);
    const response = await request(app).post('/save').set('Host', HOST).set('Cookie', cookie).type('form').send({ name: 'x' });
    expect(response.status).toBe(403);
    expect(response.text).toBe(`page: csrf: ${CSRF_MESSAGE}`);
  });

  it('refuses a script without a valid token with a 403 JSON error', async () => {
    const app = site();
    const { cookie } = await visit(app);
    const response = await request(app).post('/save').set('Host', HOST).set('Cookie', cookie).set('x-csrf-token', 'x'.repeat(43)).send({});
    expect(response.status).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ error: { message: CSRF_MESSAGE, status: 403 } });
  });

  it("refuses an attacker's own valid token and cookie pair when the victim's cookie is different", async () => {
    const app = site();
    const attacker = await visit(app);
    const victim = await visit(app);
    const response = await request(app)
      .post('/save')
      .set('Host', HOST)
      .set('Cookie', victim.cookie)
      .type('form')
      .send({ _csrf: attacker.token });
    expect(response.status).toBe(403);
  });

  it('refuses a token without its cookie, and a token from a site with another secret', async () => {
    const { token, cookie } = await visit(site());
    const other = site();
    expect((await request(other).post('/save').type('form').send({ _csrf: token })).status).toBe(403);
    expect((await request(other).post('/save').set('Cookie', cookie).type('form').send({ _csrf: token })).status).toBe(403);
  });

  it('refuses odd token shapes without crashing', async () => {
    const app = site();
    const { token, cookie } = await visit(app);
    for (const body of [`_csrf[]=${token}`, `_csrf[a]=${token}`, '_csrf=', `_csrf=${token}${token}`]) {
      const response = await request(app).post('/save').set('Host', HOST).set('Cookie', cookie).type('form').send(body);
      expect(response.status).toBe(403);
    }
  });

  it('lets safe methods through without a token', async () => {
    expect((await request(site()).get('/save')).text).toBe('read');
  });

  describe('where the browser says the post came from', () => {
    async function post(headers: Record<string, string>, trustProxy = false) {
      const app = site({}, trustProxy);
      const { token, cookie } = await visit(app);
      return (
        await request(app)
          .post('/save')
          .set({ Host: HOST, Cookie: cookie, ...headers })
          .type('form')
          .send({ _csrf: token })
      ).status;
    }

    it('accepts its own origin and same-origin fetch metadata', async () => {
      expect(await post({ Origin: `http://${HOST}`, 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
      expect(await post({ Origin: `https://${HOST}` })).toBe(200);
    });

    it('refuses another origin even with a valid token', async () => {
      expect(await post({ Origin: 'https://evil.example' })).toBe(403);
      expect(await post({ Origin: `https://${HOST}.evil.example` })).toBe(403);
      expect(await post({ Origin: `http://${HOST}:8080` })).toBe(403);
      expect(await post({ Origin: 'null' })).toBe(403);
    });

    it("accepts the opaque origin a no-referrer page's own form post carries, only when fetch metadata says same-origin", async () => {
      expect(await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
      expect(await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-site' })).toBe(403);
    });

    it('refuses a post the browser marks cross-site', async () => {
      expect(await post({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    });

    it('compares with X-Forwarded-Host only when the proxy is trusted', async () => {
      const forwarded = { Origin: 'https://www.example.org', 'X-Forwarded-Host': 'www.example.org' };
      expect(await post(forwarded, true)).toBe(200);
      expect(await post(forwarded, false)).toBe(403);
    });
  });
});

describe('originMatchesHost', () => {
  it.each([
    ['https://site.example', 'site.example', true],
    ['https://site.example', 'site.example:443', true],
    ['http://site.example:3000', 'site.example:3000', true],
    ['http://SITE.example', 'site.EXAMPLE', true],
    ['http://[::1]:3000', '[::1]:3000', true],
    ['http://site.example:3000', 'site.example', false],
    ['https://evil.example', 'site.example', false],
    ['https://evil.example', 'evil.example/@site.example', false],
    ['file://site.example', 'site.example', false],
    ['null', 'site.example', false],
    ['https://site.example', undefined, false],
  ])('%p against host %p: %p', (origin, host, expected) => {
    expect(originMatchesHost(origin, host)).toBe(expected);
  });
});
