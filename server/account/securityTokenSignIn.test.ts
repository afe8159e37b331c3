import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { PlatformAccountError } from './platformAccounts';
import { createSessionCookies } from './sessionCookies';
import { securityTokenSignIn } from './signInRoutes';
import type { AccountDeps } from './deps';

/** A site whose platform refuses every security token (or does not answer), and what it answers a raw request target with. */
async function locationFor(
  target: string,
  refusal = new PlatformAccountError(401, 'Security token is invalid'),
): Promise<{ status: number; location: string | undefined; setCookie: string[] }> {
  const refuse = () => Promise.reject(refusal);
  const deps = {
    accounts: { refreshTokenForSecurityToken: refuse },
    sessions: {},
    cookies: createSessionCookies({ maxAgeSeconds: 86_400 }),
    logger: pino({ level: 'silent' }),
  } as unknown as Pick<AccountDeps, 'accounts' | 'sessions' | 'cookies' | 'logger'>;
  const app = express();
  app.use(securityTokenSignIn(deps));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      // node:http sends the path as given (a URL object would resolve its dot segments first).
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: target }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, setCookie: res.headers['set-cookie'] ?? [] });
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('securityTokenSignIn', () => {
  it('sends the visitor back to the same address without the token (either spelling), clearing the cookies of a refused one', async () => {
    for (const name of ['securityToken', 'securitytoken']) {
      const { status, location, setCookie } = await locationFor(`/about/history?${name}=abc&x=1`);
      expect({ status, location }).toEqual({ status: 303, location: '/about/history?x=1' });
      const cleared = setCookie.filter((cookie) => /Expires=Thu, 01 Jan 1970/.test(cookie)).map((cookie) => cookie.split('=')[0]);
      expect(cleared.sort()).toEqual(['ContensisCMSUserName', 'ContensisSecurityBearerToken', 'RefreshToken', 'trellis_session']);
    }
  });

  it('keeps the cookies when the platform did not answer (an outage is not a sign-out)', async () => {
    const { location, setCookie } = await locationFor('/about?securityToken=abc', new PlatformAccountError(503, 'Failed to fetch credentials', null, [], true));
    expect(location).toBe('/about');
    expect(setCookie).toEqual([]);
  });

  it.each(['/a/..//evil.example?securityToken=abc', '//evil.example/path?securityToken=abc', '/%2f%2fevil.example?securityToken=abc', '//[bad/?securityToken=abc'])(
    'never sends the visitor off the site (%s)',
    async (target) => {
      const { status, location } = await locationFor(target);
      expect(status).toBe(303);
      // Where a browser on the site's page goes with that Location.
      expect(new URL(location ?? '', 'https://www.example.test/some/page').origin).toBe('https://www.example.test');
      expect(location).not.toContain('securityToken');
    },
  );
});
