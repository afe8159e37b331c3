import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { PlatformAccountError } from './platformAccounts';
import { securityTokenSignIn } from './signInRoutes';
import type { AccountDeps } from './deps';

/** A site whose platform refuses every security token, and the Location it answers a raw request target with. */
async function locationFor(target: string): Promise<{ status: number; location: string | undefined }> {
  const refuse = () => Promise.reject(new PlatformAccountError(401, 'Security token is invalid'));
  const deps = { accounts: { refreshTokenForSecurityToken: refuse }, sessions: {}, logger: pino({ level: 'silent' }) } as unknown as Pick<AccountDeps, 'accounts' | 'sessions' | 'logger'>;
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
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('securityTokenSignIn', () => {
  it('sends the visitor back to the same address without the token', async () => {
    expect(await locationFor('/about/history?securityToken=abc&x=1')).toEqual({ status: 303, location: '/about/history?x=1' });
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
