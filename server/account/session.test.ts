import type { Request, Response } from 'express';
import pino from 'pino';
import type { PlatformAccounts } from './platformAccounts';
import type { Revocations } from './revocations';
import { createSessions, toSignedInUser, visitorHeaders, type VisitorSession } from './session';
import { createSessionCookies } from './sessionCookies';

const user = {
  id: 'u1',
  username: 'kim',
  email: 'Kim@Zengenti.com',
  firstName: 'Kim',
  lastName: '',
  status: { suspended: false, locked: false },
};

describe('toSignedInUser', () => {
  it('marks staff by the configured email domain, whatever its case, and nobody when none is configured', () => {
    expect(toSignedInUser(user, [], 'zengenti.com').isZengentiStaff).toBe(true);
    expect(toSignedInUser({ ...user, email: 'kim@zengenti.com.evil.example' }, [], 'zengenti.com').isZengentiStaff).toBe(false);
    expect(toSignedInUser(user, [], null).isZengentiStaff).toBe(false);
  });

  it('keeps groups as id and name only', () => {
    const groups = [{ id: 'g1', name: 'Members', type: 'contensis' as const, description: 'x', userCount: 3 }];
    expect(toSignedInUser(user, groups, null).groups).toEqual([{ id: 'g1', name: 'Members' }]);
  });
});

describe('visitorHeaders', () => {
  const signedIn = (tokens: Partial<VisitorSession['tokens']>): VisitorSession => ({
    user: toSignedInUser(user, [], null),
    tokens: { accessToken: 'bearer.jwt.value', classicToken: null, refreshToken: null, ...tokens },
  });

  it("sends the visitor's bearer token and, of the cookies, only the user name and refresh ones (spec 3)", () => {
    expect(visitorHeaders(signedIn({ classicToken: 'sid.mac+/=', refreshToken: 'sid.other' }))).toEqual({
      authorization: 'Bearer bearer.jwt.value',
      cookie: 'ContensisCMSUserName=sid.mac%2B%2F%3D; RefreshToken=sid.other',
    });
  });

  it('sends no cookie header when there is no session cookie to forward', () => {
    expect(visitorHeaders(signedIn({}))).toEqual({ authorization: 'Bearer bearer.jwt.value' });
  });
});

describe('createSessions', () => {
  const platformUser = { ...user, id: 'u-kim' };

  /** Sessions over a platform that counts its calls; `refresh` answers after `release()`. */
  function sessionsOver(revocations: Revocations | null = null) {
    const calls = { refresh: 0, currentUser: 0, groups: 0 };
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const accounts = {
      refresh: async (refreshToken: string) => {
        calls.refresh += 1;
        await released;
        return { accessToken: `access-after-${refreshToken}`, expiresIn: 3600, refreshToken: `next-${refreshToken}`, classicToken: null };
      },
      currentUser: async () => {
        calls.currentUser += 1;
        return platformUser;
      },
      groups: async () => {
        calls.groups += 1;
        return [];
      },
    } as unknown as PlatformAccounts;
    const sessions = createSessions(
      accounts,
      createSessionCookies({ maxAgeSeconds: 86_400 }),
      { staffEmailDomain: null, userCacheTtlMs: 30_000 },
      pino({ level: 'silent' }),
      revocations,
    );
    return { sessions, calls, release };
  }

  const request = (cookie: string) => {
    const req = { headers: { cookie }, id: 'r' } as unknown as Request;
    const res = { req, cookie: () => res, clearCookie: () => res } as unknown as Response;
    return { req, res };
  };

  it('refreshes once for two requests that find the same session expired at once, and both get the new tokens', async () => {
    const { sessions, calls, release } = sessionsOver();
    const first = request('RefreshToken=rt-1');
    const second = request('RefreshToken=rt-1');
    const both = Promise.all([sessions.resolve(first.req, first.res), sessions.resolve(second.req, second.res)]);
    release();
    const [a, b] = await both;
    expect(calls.refresh).toBe(1);
    expect([a?.tokens.refreshToken, b?.tokens.refreshToken]).toEqual(['next-rt-1', 'next-rt-1']);
  });

  it('without a shared revocation generation, asks the platform whose a bearer token is on every request (groups remembered)', async () => {
    const { sessions, calls } = sessionsOver();
    for (let i = 0; i < 3; i += 1) {
      const { req, res } = request('ContensisSecurityBearerToken=bearer-1');
      expect((await sessions.resolve(req, res))?.user.id).toBe('u-kim');
    }
    expect(calls).toMatchObject({ currentUser: 3, groups: 1 });
  });

  it('with one, trusts a validated token while the user’s generation is unchanged, and asks again once it moves on', async () => {
    let generation = '0';
    const revocations: Revocations = { generation: async () => generation, revoke: async () => {}, close: async () => {} };
    const { sessions, calls } = sessionsOver(revocations);
    const resolve = () => {
      const { req, res } = request('ContensisSecurityBearerToken=bearer-1');
      return sessions.resolve(req, res);
    };
    for (let i = 0; i < 4; i += 1) await resolve();
    expect(calls.currentUser).toBe(2);
    generation = '1';
    await resolve();
    expect(calls.currentUser).toBe(3);
  });
});
