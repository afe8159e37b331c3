import { toSignedInUser, visitorHeaders, type VisitorSession } from './session';

const user = { id: 'u1', username: 'kim', email: 'Kim@Zengenti.com', firstName: 'Kim', lastName: '', status: { suspended: false, locked: false } };

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
