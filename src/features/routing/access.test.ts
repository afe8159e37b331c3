import { accessDeniedRedirect, decideAccess, loginRedirect } from './access';

const anonymous = { isAuthenticated: false, groups: [] };
const member = { isAuthenticated: true, groups: ['Members'] };

describe('decideAccess', () => {
  it('allows anyone when login is not required', () => {
    expect(decideAccess(undefined, anonymous)).toBe('allowed');
    expect(decideAccess(false, anonymous)).toBe('allowed');
  });

  it('sends an anonymous visitor to login', () => {
    expect(decideAccess(true, anonymous)).toBe('login');
    expect(decideAccess(['Staff'], anonymous)).toBe('login');
  });

  it('allows a signed-in visitor in any required group (case-insensitive), denies others', () => {
    expect(decideAccess(true, member)).toBe('allowed');
    expect(decideAccess(['Staff', 'members'], member)).toBe('allowed');
    expect(decideAccess(['Staff'], member)).toBe('denied');
  });
});

describe('redirect targets', () => {
  it('carry the original path', () => {
    expect(loginRedirect('/members/news?x=1')).toBe('/account/login?redirect_uri=%2Fmembers%2Fnews%3Fx%3D1');
    expect(accessDeniedRedirect('/staff')).toBe('/account/access-denied?original_uri=%2Fstaff');
  });
});
