import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import pino from 'pino';
import { createFederatedState, PENDING_SIGN_IN_LIFETIME_MS } from './federatedState';
import { PlatformAccountError } from './platformAccounts';
import { createSessionCookies } from './sessionCookies';
import { federatedCallback, stripSecurityToken } from './securityTokenSignIn';
import type { AccountDeps } from './deps';

interface Answer {
  status: number;
  location: string | undefined;
  setCookie: string[];
}

/** The answer to a raw request target (node:http sends the path as given; a URL object would resolve dot segments). */
async function answerOf(app: Express, target: string, cookie?: string): Promise<Answer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const headers = cookie ? { cookie } : {};
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: target, headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, setCookie: res.headers['set-cookie'] ?? [] });
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('stripSecurityToken', () => {
  const app = express();
  app.use(stripSecurityToken());
  app.use((_req, res) => res.status(200).send('page'));

  it('sends the visitor back to the same address without the token (either spelling), signing nobody in and touching no cookie', async () => {
    for (const name of ['securityToken', 'securitytoken']) {
      const { status, location, setCookie } = await answerOf(app, `/about/history?${name}=abc&x=1`);
      expect({ status, location, setCookie }).toEqual({ status: 303, location: '/about/history?x=1', setCookie: [] });
    }
  });

  it.each([
    '/a/..//evil.example?securityToken=abc',
    '//evil.example/path?securityToken=abc',
    '/%2f%2fevil.example?securityToken=abc',
    '//[bad/?securityToken=abc',
  ])('never sends the visitor off the site (%s)', async (target) => {
    const { status, location } = await answerOf(app, target);
    expect(status).toBe(303);
    // Where a browser on the site's page goes with that Location.
    expect(new URL(location ?? '', 'https://www.example.test/some/page').origin).toBe('https://www.example.test');
    expect(location).not.toContain('securityToken');
  });
});

describe('federatedCallback', () => {
  const secret = Buffer.alloc(32, 7);
  let now = Date.UTC(2026, 0, 1);
  const pending = createFederatedState({ secret, secureCookies: false, now: () => now });

  /** A site whose platform answers each security token with `nonce` (or refuses it), and the sessions it started. */
  function site(platform: { nonce?: string | null; refusal?: PlatformAccountError; nonceRequired?: boolean } = {}) {
    const started: string[] = [];
    const ended: string[] = [];
    const deps = {
      accounts: {
        exchangeSecurityToken: async (code: string) => {
          if (platform.refusal) throw platform.refusal;
          return { refreshToken: `refresh-for-${code}`, nonce: platform.nonce === undefined ? null : platform.nonce };
        },
        refresh: async (refreshToken: string) => ({
          accessToken: `access-${refreshToken}`,
          expiresIn: 3600,
          refreshToken: `next-${refreshToken}`,
          classicToken: null,
        }),
        logout: async ({ refreshToken }: { refreshToken: string }) => {
          ended.push(refreshToken);
        },
      },
      sessions: {
        establish: async (res: express.Response, tokens: { refreshToken: string }) => {
          started.push(tokens.refreshToken);
          res.cookie('RefreshToken', tokens.refreshToken);
        },
        ended: () => undefined,
      },
      cookies: createSessionCookies({ maxAgeSeconds: 86_400 }),
      logger: pino({ level: 'silent' }),
      render: async (_req: express.Request, res: express.Response, options: { status: number }) => {
        res.status(options.status).send('refused');
      },
      federated: { authorizeUrl: () => '', logoutUrl: () => '', pending, nonceRequired: platform.nonceRequired ?? true },
    } as unknown as Pick<AccountDeps, 'accounts' | 'sessions' | 'cookies' | 'logger' | 'render' | 'federated'>;
    const app = express();
    app.get('/begin', (_req, res) => {
      const { state, nonce } = pending.begin(res, '/members');
      res.json({ state, nonce });
    });
    app.get('/account/federated-sign-in', federatedCallback(deps));
    return { app, started, ended };
  }

  /** A browser that started a sign-in: its cookie and the state and nonce sent to the provider. */
  async function started(app: Express): Promise<{ cookie: string; state: string; nonce: string }> {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/begin`);
      const { state, nonce } = (await res.json()) as { state: string; nonce: string };
      return { cookie: res.headers.getSetCookie()[0].split(';')[0], state, nonce };
    } finally {
      server.close();
    }
  }

  const cleared = (answer: Answer) => answer.setCookie.some((line) => line.startsWith('trellis.federated=;'));

  it('signs in the browser that started the sign-in and goes where it was going, clearing the sign-in cookie', async () => {
    const browser = await started(site().app);
    const { app, started: sessions } = site({ nonce: browser.nonce });
    const answer = await answerOf(app, `/account/federated-sign-in?securityToken=code-1&state=${browser.state}`, browser.cookie);
    expect({ status: answer.status, location: answer.location }).toEqual({ status: 303, location: '/members' });
    expect(sessions).toEqual(['next-refresh-for-code-1']);
    expect(cleared(answer)).toBe(true);
  });

  it('refuses a callback without state, with another browser’s state, or without the sign-in cookie, never asking the platform', async () => {
    const { app, started: sessions } = site({ nonce: 'whatever' });
    const browser = await started(app);
    const other = await started(app);
    for (const [target, cookie] of [
      ['/account/federated-sign-in?securityToken=code-1', browser.cookie],
      [`/account/federated-sign-in?securityToken=code-1&state=${other.state}`, browser.cookie],
      [`/account/federated-sign-in?securityToken=code-1&state=${browser.state}`, undefined],
      [`/account/federated-sign-in?state=${browser.state}`, browser.cookie],
    ] as const) {
      const answer = await answerOf(app, target, cookie);
      expect([target, answer.status, answer.location]).toEqual([target, 400, undefined]);
    }
    expect(sessions).toEqual([]);
  });

  it('refuses a replayed callback: the sign-in cookie serves one callback', async () => {
    const browser = await started(site().app);
    const { app, started: sessions } = site({ nonce: browser.nonce });
    const target = `/account/federated-sign-in?securityToken=code-1&state=${browser.state}`;
    const first = await answerOf(app, target, browser.cookie);
    expect(first.status).toBe(303);
    // The browser no longer holds the cookie (one that kept a copy meets a spent code: federatedSignIn.test.ts).
    expect((await answerOf(app, target)).status).toBe(400);
    expect(sessions).toHaveLength(1);
  });

  it('refuses a sign-in started more than 5 minutes ago', async () => {
    const browser = await started(site().app);
    const { app, started: sessions } = site({ nonce: browser.nonce });
    now += PENDING_SIGN_IN_LIFETIME_MS;
    const answer = await answerOf(app, `/account/federated-sign-in?securityToken=code-1&state=${browser.state}`, browser.cookie);
    expect(answer.status).toBe(400);
    expect(sessions).toEqual([]);
  });

  it('refuses a code the platform answers with another nonce (or none), and ends the session that code started', async () => {
    for (const nonce of ['another-nonce', null]) {
      const browser = await started(site().app);
      const { app, started: sessions, ended } = site({ nonce });
      const answer = await answerOf(app, `/account/federated-sign-in?securityToken=code-1&state=${browser.state}`, browser.cookie);
      expect(answer.status).toBe(400);
      expect(sessions).toEqual([]);
      expect(ended).toEqual(['refresh-for-code-1']);
    }
  });

  it('in front of a real instance, whose answer may carry no nonce, signs in by the state alone; a nonce it does carry must match', async () => {
    const browser = await started(site().app);
    const real = site({ nonce: null, nonceRequired: false });
    const answer = await answerOf(real.app, `/account/federated-sign-in?securityToken=code-1&state=${browser.state}`, browser.cookie);
    expect(answer.status).toBe(303);
    expect(real.started).toEqual(['next-refresh-for-code-1']);
    const other = await started(site().app);
    const mismatched = site({ nonce: 'another-nonce', nonceRequired: false });
    expect(
      (await answerOf(mismatched.app, `/account/federated-sign-in?securityToken=code-1&state=${other.state}`, other.cookie)).status,
    ).toBe(400);
    expect(mismatched.started).toEqual([]);
  });

  it('clears the credentials of a browser whose own sign-in the platform refused (spec 8), but not when the platform did not answer', async () => {
    const probe = site();
    const refusedBrowser = await started(probe.app);
    const refused = await answerOf(
      site({ refusal: new PlatformAccountError(401, 'Security token is invalid') }).app,
      `/account/federated-sign-in?securityToken=code-1&state=${refusedBrowser.state}`,
      refusedBrowser.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.setCookie.some((line) => line.startsWith('RefreshToken=;'))).toBe(true);
    const downBrowser = await started(probe.app);
    const down = await answerOf(
      site({ refusal: new PlatformAccountError(503, 'Failed to fetch credentials', null, [], true) }).app,
      `/account/federated-sign-in?securityToken=code-1&state=${downBrowser.state}`,
      downBrowser.cookie,
    );
    expect(down.status).toBe(503);
    expect(down.setCookie.some((line) => line.startsWith('RefreshToken='))).toBe(false);
  });
});
