// Refresh tokens rotate: each refresh stores the platform's new refresh token in the cookie, a copy of a
// replaced one is refused, and a visitor whose tabs refresh at the same moment (on one instance or two) stays
// signed in.
import { AUTH_COOKIES } from '../../contract';
import { AccountVisitor, setCookie } from './support/accountVisitor';
import { sameBrowserOn, secondInstance } from './support/secondSite';
import { siteForTests } from './support/site';

const site = siteForTests();

/** A signed-in browser whose bearer cookie has run out: its next request refreshes. */
async function signedInWithExpiredBearer(): Promise<AccountVisitor> {
  const visitor = await AccountVisitor.arrive(site().app);
  await visitor.signIn('ada', 'Orchid-Walk-2026');
  visitor.jar.delete(AUTH_COOKIES.bearerToken);
  return visitor;
}

const refreshCookie = (res: { headers: Record<string, unknown> }) => {
  const line = setCookie(res as Parameters<typeof setCookie>[0], AUTH_COOKIES.refreshToken);
  return line ? line.split(';')[0].slice(AUTH_COOKIES.refreshToken.length + 1) : null;
};

describe('refreshing a session', () => {
  it('stores the new refresh token the platform answers, and the session goes on with it', async () => {
    const visitor = await signedInWithExpiredBearer();
    const before = visitor.jar.get(AUTH_COOKIES.refreshToken);
    const res = await visitor.get('/account/session').expect(200);
    expect(res.body.user?.username).toBe('ada');
    const after = refreshCookie(res);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(setCookie(res, AUTH_COOKIES.refreshToken)).toMatch(/HttpOnly/);

    visitor.jar.delete(AUTH_COOKIES.bearerToken);
    expect((await visitor.get('/account/session').expect(200)).body.user?.username).toBe('ada');
  });

  it('keeps a visitor signed in whose two tabs refresh at once on one instance', async () => {
    const visitor = await signedInWithExpiredBearer();
    const tab = sameBrowserOn(site().app, visitor);
    const [first, second] = await Promise.all([visitor.get('/account/session').expect(200), tab.get('/account/session').expect(200)]);
    expect([first.body.user?.username, second.body.user?.username]).toEqual(['ada', 'ada']);
    expect(refreshCookie(second)).toBe(refreshCookie(first));
    for (const browser of [visitor, tab]) {
      browser.jar.delete(AUTH_COOKIES.bearerToken);
      expect((await browser.get('/account/session').expect(200)).body.user?.username).toBe('ada');
    }
  });

  it('keeps a visitor signed in whose two tabs refresh at once on two instances', async () => {
    const visitor = await signedInWithExpiredBearer();
    const elsewhere = sameBrowserOn(secondInstance(site()), visitor);
    const [first, second] = await Promise.all([visitor.get('/account/session').expect(200), elsewhere.get('/account/session').expect(200)]);
    expect([first.body.user?.username, second.body.user?.username]).toEqual(['ada', 'ada']);
    // Whichever answer the browser keeps last, the cookie it holds still works.
    for (const browser of [visitor, elsewhere]) {
      browser.jar.delete(AUTH_COOKIES.bearerToken);
      expect((await browser.get('/account/session').expect(200)).body.user?.username).toBe('ada');
    }
  });
});
